import { Button } from '../../ui/button.tsx';
import { useDrop } from './use-drop.ts';
import { useFocusKept } from './use-focus-kept.ts';

/**
 * A place-value chart on which the learner makes a number with disks, one
 * column per place (millions … ones … thousandths), 0–9 disks each. A disk is
 * put in a column with its + button or by dragging the column's disk onto it,
 * and taken out with − or by dragging it off the chart.
 */
export function PlaceValueChart({
  high,
  low,
  digits,
  onChange,
  label,
  placeName,
  diskText,
  addLabel,
  removeLabel,
  countText,
}: {
  high: number;
  low: number;
  /** disks per column, highest place first */
  digits: number[];
  onChange?: (digits: number[]) => void;
  label: string;
  /** the column's name: "hundreds", "tenths" */
  placeName: (power: number) => string;
  /** what a disk of the place says on it: 100, 0.1 */
  diskText: (power: number) => string;
  addLabel: (place: string) => string;
  removeLabel: (place: string) => string;
  /** the column's count as said aloud: "3 hundreds" */
  countText: (count: number, place: string) => string;
}) {
  const powers = Array.from({ length: high - low + 1 }, (_, i) => high - i);
  const change = (column: number, by: number) => onChange?.(digits.map((d, j) => (j === column ? Math.max(0, Math.min(9, d + by)) : d)));
  const kept = useFocusKept<HTMLDivElement>();
  const drop = useDrop<{ column: number; from: 'source' | 'mat' }>(({ column, from }, target) => {
    const mat = target?.closest<HTMLElement>('[data-column]');
    if (from === 'source' && mat && Number(mat.dataset.column) === column) change(column, 1);
    if (from === 'mat' && !mat) change(column, -1);
  });
  return (
    // places read as numbers are written, highest on the left, on right-to-left pages too (the digits shown are)
    <div ref={kept} className={`model pv-chart${onChange ? ' interactive' : ''}`} role="group" aria-label={label} dir="ltr">
      {powers.map((power, column) => {
        const place = placeName(power);
        const count = digits[column] ?? 0;
        return (
          <div key={power} className={`pv-column${power < 0 ? ' decimal' : ''}${power === 0 && low < 0 ? ' before-point' : ''}`} data-power={power}>
            <p className="pv-head">{place}</p>
            <div className="pv-mat" data-column={column} role="img" aria-label={countText(count, place)}>
              {Array.from({ length: count }, (_, i) => (
                <span key={i} className="disk" {...(onChange ? drop.source({ column, from: 'mat' }) : {})}>
                  {diskText(power)}
                </span>
              ))}
            </div>
            {onChange ? (
              <div className="pv-buttons">
                <Button size="sm" variant="secondary" aria-label={addLabel(place)} disabled={count >= 9} {...drop.source({ column, from: 'source' }, () => change(column, 1))}>
                  <span className="disk small" aria-hidden="true">
                    {diskText(power)}
                  </span>
                  +
                </Button>
                <Button size="sm" variant="secondary" aria-label={removeLabel(place)} disabled={count === 0} onClick={() => change(column, -1)}>
                  −
                </Button>
              </div>
            ) : null}
          </div>
        );
      })}
      {drop.dragged ? (
        <span className="dragged-piece disk" style={{ left: drop.dragged.x, top: drop.dragged.y }} aria-hidden="true">
          {diskText(powers[drop.dragged.payload.column]!)}
        </span>
      ) : null}
    </div>
  );
}
