import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { useFocusKept } from './use-focus-kept.ts';

export interface Blocks {
  thousands: number;
  hundreds: number;
  tens: number;
  ones: number;
}
const PLACES = ['thousands', 'hundreds', 'tens', 'ones'] as const;

/**
 * Place-value blocks. With onChange each column has add and remove buttons
 * (click or keyboard), and each change is said once, politely ("Tens: 4"): the
 * buttons keep their names, so without it a screen reader would not hear the count move.
 */
export function PlaceValueBlocks({ blocks, onChange, label, showThousands }: { blocks: Blocks; onChange?: (b: Blocks) => void; label: string; showThousands: boolean }) {
  const { t } = useTranslation('player');
  const places = PLACES.filter((p) => p !== 'thousands' || showThousands);
  const [said, setSaid] = useState('');
  const kept = useFocusKept<HTMLDivElement>();
  const change = (place: (typeof PLACES)[number], count: number) => {
    onChange?.({ ...blocks, [place]: count });
    setSaid(t('blocks.now', { place: t(`blocks.${place}`), count }));
  };
  return (
    // hundreds, tens and ones in the order the number is written, on right-to-left pages too
    <div ref={kept} className="model blocks" role={onChange ? 'group' : 'img'} aria-label={label} dir="ltr">
      {places.map((place) => (
        <div key={place} className={`blocks-column ${place}`}>
          <p className="blocks-head">
            {t(`blocks.${place}`)}: <strong>{blocks[place]}</strong>
          </p>
          <div className="blocks-pile" aria-hidden="true">
            {Array.from({ length: Math.min(blocks[place], 19) }, (_, i) => (
              <span key={i} className={`block ${place}`} />
            ))}
          </div>
          {onChange ? (
            <div className="blocks-buttons">
              <Button size="sm" variant="secondary" aria-label={t('blocks.add', { place: t(`blocks.${place}`) })} onClick={() => change(place, Math.min(19, blocks[place] + 1))}>
                +
              </Button>
              <Button size="sm" variant="secondary" aria-label={t('blocks.remove', { place: t(`blocks.${place}`) })} disabled={blocks[place] === 0} onClick={() => change(place, Math.max(0, blocks[place] - 1))}>
                −
              </Button>
            </div>
          ) : null}
        </div>
      ))}
      {onChange ? (
        <p className="visually-hidden" aria-live="polite">
          {said}
        </p>
      ) : null}
    </div>
  );
}
