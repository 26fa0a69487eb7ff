import type { ShapeKind } from '@numbloom/maths/types';
import type { PictureText } from '../picture-text.ts';
import { useExplorer } from './explorer.ts';
import { rectangleBox, shapeOutline } from './shape-geometry.ts';
import { ObjectIcon } from './objects.tsx';

/**
 * Counters, optionally in ten-frames. Given `text.groups` (a name per space,
 * picture-text.ts) they are counted one by one with the arrow keys: saying
 * how many would answer the question.
 */
export function Counters({ count, object, tenFrame, label, text }: { count: number; object: string; tenFrame: boolean; label: string; text?: PictureText }) {
  const frames = tenFrame ? Math.max(1, Math.ceil(count / 10)) : 0;
  const groups = text?.groups;
  const explorer = useExplorer(tenFrame ? frames * 10 : count, { mirrored: true });
  const stop = (i: number) => {
    const names = groups?.flatMap((g) => g.stops);
    return names ? explorer.stop(i, names[i] ?? '') : {};
  };
  return (
    <div className={`model counters${tenFrame ? ' ten-frame' : ''}`} role={groups ? 'group' : 'img'} aria-label={text?.label ?? label}>
      {tenFrame
        ? Array.from({ length: frames }, (_, f) => (
            <div key={f} className="frame" {...(groups ? { role: 'group', 'aria-label': groups[f]?.name } : {})}>
              {Array.from({ length: 10 }, (_, i) => (
                <span key={i} className={`cell${f * 10 + i < count ? ' full' : ''}`} {...stop(f * 10 + i)}>
                  {f * 10 + i < count ? <ObjectIcon object={object} /> : null}
                </span>
              ))}
            </div>
          ))
        : Array.from({ length: count }, (_, i) => (
            <span key={i} className="counter" {...stop(i)}>
              <ObjectIcon object={object} />
            </span>
          ))}
    </div>
  );
}

/** An array of rows × columns of the question's objects. */
export function ArrayModel({ rows, columns, object, label }: { rows: number; columns: number; object: string; label: string }) {
  return (
    <div className="model array" role="img" aria-label={label} style={{ gridTemplateColumns: `repeat(${columns}, 1.6rem)` }}>
      {Array.from({ length: rows * columns }, (_, i) => (
        <ObjectIcon key={i} object={object} className="dot" />
      ))}
    </div>
  );
}

/**
 * A ruler with an object laid along it from zero. A centimetre ruler marks
 * every fifth centimetre longer; an inch ruler (`inches`) marks every inch
 * long with a half-inch mark between, as a school ruler does. Given
 * `stops` (a name per whole number, picture-text.ts), its numbers are read one
 * by one with the arrow keys: where the object ends is the child's to find.
 */
export function Ruler({ length, objectLength, unit, label, inches = false, stops }: { length: number; objectLength: number; unit: string; label: string; inches?: boolean; stops?: string[] }) {
  const W = 620;
  const step = (W - 40) / length;
  const explorer = useExplorer(length + 1);
  return (
    <svg viewBox={`0 0 ${W} 110`} className="model ruler" role={stops ? 'group' : 'img'} aria-label={label}>
      <g aria-hidden={stops ? true : undefined}>
      <rect x={20} y={20} width={objectLength * step} height={24} rx={6} className="object" />
      <rect x={10} y={56} width={W - 20} height={44} className="ruler-body" />
      {Array.from({ length: length + 1 }, (_, i) => (
        <g key={i}>
          <line x1={20 + i * step} x2={20 + i * step} y1={56} y2={inches || i % 5 === 0 ? 74 : 66} className="tick" />
          {inches && i < length ? <line x1={20 + (i + 0.5) * step} x2={20 + (i + 0.5) * step} y1={56} y2={64} className="tick" /> : null}
          <text x={20 + i * step} y={92} textAnchor="middle" className="tick-label small">{i}</text>
        </g>
      ))}
      {/* above the ruler's far end, where neither the object nor the ticks reach: "inches" is wider than "cm" */}
      <text x={W - 14} y={14} textAnchor="end" className="tick-label small">{unit}</text>
      </g>
      {stops
        ? Array.from({ length: length + 1 }, (_, i) => (
            <g key={i} {...explorer.stop(i, stops[i] ?? String(i))} className="stop">
              <rect x={20 + i * step - Math.min(14, step / 2)} y={16} width={Math.min(28, step)} height={90} rx={4} className="stop-ring" />
            </g>
          ))
        : null}
    </svg>
  );
}

/**
 * A 2D shape (or a simple drawing of a 3D one). Given `stops` (picture-text.ts:
 * corner, side, corner, side… round the outline), a flat straight-sided shape is
 * gone round with the arrow keys, its sides and corners one at a time: naming
 * it, or saying how many sides it has, would answer the question.
 */
export function Shape({ shape, sides, width, height, gridSquares, label, stops }: { shape: ShapeKind; sides?: number[]; width?: number; height?: number; gridSquares?: boolean; label: string; stops?: string[] }) {
  const box = 200;
  const outline = shapeOutline(shape, { sides, width, height });
  const explorer = useExplorer(outline ? outline.length * 2 : 0);
  let body;
  if (shape === 'circle' || shape === 'sphere') body = <circle cx={100} cy={100} r={70} className="shape" />;
  else if (shape === 'rectangle' || shape === 'square' || (shape === 'rectangular-prism' && !sides)) {
    const { w, h } = rectangleBox(shape, width, height);
    body = (
      <g>
        <rect x={100 - w / 2} y={100 - h / 2} width={w} height={h} className="shape" />
        {gridSquares && width && height && width <= 20 && height <= 20
          ? Array.from({ length: width * height }, (_, i) => (
              <rect key={i} x={100 - w / 2 + (i % width) * (w / width)} y={100 - h / 2 + Math.floor(i / width) * (h / height)} width={w / width} height={h / height} className="grid-square" />
            ))
          : null}
      </g>
    );
  } else if (shape === 'cube' || shape === 'rectangular-prism') body = <g className="shape-3d"><rect x={40} y={70} width={100} height={100} className="shape" /><polygon points="40,70 80,30 180,30 140,70" className="shape" /><polygon points="140,70 180,30 180,130 140,170" className="shape" /></g>;
  else if (shape === 'cylinder') body = <g><ellipse cx={100} cy={45} rx={60} ry={18} className="shape" /><path d="M40 45 V155 A60 18 0 0 0 160 155 V45" className="shape" /></g>;
  else if (shape === 'cone') body = <g><path d="M100 25 L40 155 A60 18 0 0 0 160 155 Z" className="shape" /></g>;
  else if (shape === 'angle') body = <g><line x1={30} y1={160} x2={180} y2={160} className="ray" /><line x1={30} y1={160} x2={150} y2={50} className="ray" /></g>;
  else body = <polygon points={(outline ?? []).map((p) => `${p.x},${p.y}`).join(' ')} className="shape" />;
  const explored = !!(stops && outline);
  return (
    <svg viewBox={`0 0 ${box} ${box}`} className="model shape-model" role={explored ? 'group' : 'img'} aria-label={label}>
      {explored ? <g aria-hidden="true">{body}</g> : body}
      {explored
        ? outline!.flatMap((p, i) => {
            const q = outline![(i + 1) % outline!.length]!;
            return [
              <g key={`c${i}`} {...explorer.stop(2 * i, stops![2 * i] ?? '')} className="stop">
                <circle cx={p.x} cy={p.y} r={12} className="stop-ring" />
              </g>,
              <g key={`s${i}`} {...explorer.stop(2 * i + 1, stops![2 * i + 1] ?? '')} className="stop">
                <line x1={p.x + (q.x - p.x) * 0.2} y1={p.y + (q.y - p.y) * 0.2} x2={p.x + (q.x - p.x) * 0.8} y2={p.y + (q.y - p.y) * 0.8} className="stop-ring" />
              </g>,
            ];
          })
        : null}
    </svg>
  );
}

/** A bar chart or a pictograph of categories. */
export function Chart({ kind, categories, scale, label, names, keyText }: { kind: 'bar-chart' | 'pictograph'; categories: { term: string; value: number }[]; scale: number; label: string; names: string[]; keyText?: string }) {
  const max = Math.max(...categories.map((c) => c.value), 1);
  if (kind === 'pictograph') {
    return (
      <table className="model pictograph">
        <caption>
          {label}
          {keyText ? <span className="pictograph-key">{keyText}</span> : null}
        </caption>
        <tbody>
          {categories.map((c, i) => (
            <tr key={c.term}>
              <th scope="row">{names[i]}</th>
              <td aria-label={String(Math.round(c.value / scale))}>
                <span aria-hidden="true">{'●'.repeat(Math.round(c.value / scale))}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  const top = Math.ceil(max / scale) * scale;
  return (
    <figure className="model bar-chart">
      <figcaption>{label}</figcaption>
      <svg viewBox="0 0 400 220" role="img" aria-label={categories.map((c, i) => `${names[i]}: ${c.value}`).join(', ')}>
        {Array.from({ length: top / scale + 1 }, (_, i) => (
          <g key={i}>
            <line x1={40} x2={390} y1={190 - (i * scale * 170) / top} y2={190 - (i * scale * 170) / top} className="gridline" />
            <text x={34} y={194 - (i * scale * 170) / top} textAnchor="end" className="tick-label small">{i * scale}</text>
          </g>
        ))}
        {categories.map((c, i) => {
          const w = 300 / categories.length;
          const h = (c.value * 170) / top;
          return (
            <g key={c.term}>
              <rect x={50 + i * w + w * 0.15} y={190 - h} width={w * 0.7} height={h} className="bar" />
              <text x={50 + i * w + w / 2} y={210} textAnchor="middle" className="tick-label small">{names[i]}</text>
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
