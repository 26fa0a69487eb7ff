/**
 * Fraction bars. With onToggle, each part of the first bar is a toggle button
 * (click, or Tab then Space/Enter) that shades or clears it.
 */
export function FractionBars({
  bars,
  onToggle,
  label,
  partLabel,
}: {
  bars: { parts: number; shaded: number; pattern?: boolean[] }[];
  onToggle?: (index: number) => void;
  label: string;
  partLabel: (index: number, parts: number) => string;
}) {
  return (
    <div className="model fraction-bars" role={onToggle ? 'group' : 'img'} aria-label={label}>
      {bars.map((bar, b) => (
        <div key={b} className="bar" style={{ gridTemplateColumns: `repeat(${bar.parts}, 1fr)` }}>
          {Array.from({ length: bar.parts }, (_, i) => {
            const shaded = bar.pattern ? !!bar.pattern[i] : i < bar.shaded;
            return onToggle && b === 0 ? (
              <button key={i} type="button" className={`part${shaded ? ' shaded' : ''}`} aria-pressed={shaded} aria-label={partLabel(i, bar.parts)} onClick={() => onToggle(i)} />
            ) : (
              <span key={i} className={`part${shaded ? ' shaded' : ''}`} aria-hidden="true" />
            );
          })}
        </div>
      ))}
    </div>
  );
}
