import { useEffect, useRef } from 'react';
import type { PictureText } from '../picture-text.ts';
import { useExplorer } from './explorer.ts';

/**
 * Fraction bars. With onSet, each part of the last bar is a toggle button
 * (click or tap, or Tab then Space/Enter) that shades or clears it, and a drag
 * along the bar shades (or clears) every part it passes over. Without, given
 * `text` (picture-text.ts), the parts are read one by one with the arrow keys:
 * saying "4 parts, 3 shaded" would answer the question.
 */
export function FractionBars({
  bars,
  onSet,
  label,
  partLabel,
  text,
}: {
  bars: { parts: number; shaded: number; pattern?: boolean[] }[];
  onSet?: (index: number, shaded: boolean) => void;
  label: string;
  partLabel: (index: number, parts: number) => string;
  text?: PictureText;
}) {
  const onToggle = onSet;
  const explored = !onToggle && !!text?.groups;
  // while a press is held, the parts it passes over take the state the first part took
  const painting = useRef<boolean | undefined>(undefined);
  useEffect(() => {
    const stop = () => {
      painting.current = undefined;
    };
    window.addEventListener('pointerup', stop);
    window.addEventListener('pointercancel', stop);
    return () => {
      window.removeEventListener('pointerup', stop);
      window.removeEventListener('pointercancel', stop);
    };
  }, []);
  const offsets = bars.map((_, b) => bars.slice(0, b).reduce((n, bar) => n + bar.parts, 0));
  const explorer = useExplorer(bars.reduce((n, bar) => n + bar.parts, 0), { mirrored: true });
  return (
    <div className="model fraction-bars" role={onToggle || explored ? 'group' : 'img'} aria-label={text?.label ?? label}>
      {bars.map((bar, b) => (
        <div key={b} className="bar" style={{ gridTemplateColumns: `repeat(${bar.parts}, 1fr)` }} {...(explored && text?.groups?.[b]?.name ? { role: 'group', 'aria-label': text.groups[b].name } : {})}>
          {Array.from({ length: bar.parts }, (_, i) => {
            const shaded = bar.pattern ? !!bar.pattern[i] : i < bar.shaded;
            if (onSet && b === bars.length - 1) {
              return (
                <button
                  key={i}
                  type="button"
                  className={`part${shaded ? ' shaded' : ''}`}
                  aria-pressed={shaded}
                  aria-label={partLabel(i, bar.parts)}
                  onPointerDown={(e) => {
                    if (e.button !== 0) return;
                    // let the parts the pointer passes over hear it (a finger holds on to what it touched first)
                    e.currentTarget.releasePointerCapture?.(e.pointerId);
                    painting.current = !shaded;
                    onSet(i, !shaded);
                  }}
                  onPointerEnter={() => {
                    if (painting.current !== undefined && painting.current !== shaded) onSet(i, painting.current);
                  }}
                  // a pointer press has done its work on pointerdown; a click from the keyboard (detail 0) toggles
                  onClick={(e) => {
                    if (e.detail === 0) onSet(i, !shaded);
                  }}
                />
              );
            }
            if (explored) return <span key={i} className={`part${shaded ? ' shaded' : ''}`} {...explorer.stop(offsets[b]! + i, text!.groups![b]?.stops[i] ?? '')} />;
            return <span key={i} className={`part${shaded ? ' shaded' : ''}`} aria-hidden="true" />;
          })}
        </div>
      ))}
    </div>
  );
}
