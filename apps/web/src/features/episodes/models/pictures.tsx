import type { ShapeKind } from '@numbloom/maths/types';

/** Counters, optionally in ten-frames. */
export function Counters({ count, tenFrame, label }: { count: number; tenFrame: boolean; label: string }) {
  const frames = tenFrame ? Math.max(1, Math.ceil(count / 10)) : 0;
  return (
    <div className={`model counters${tenFrame ? ' ten-frame' : ''}`} role="img" aria-label={label}>
      {tenFrame
        ? Array.from({ length: frames }, (_, f) => (
            <div key={f} className="frame">
              {Array.from({ length: 10 }, (_, i) => (
                <span key={i} className={`cell${f * 10 + i < count ? ' full' : ''}`} />
              ))}
            </div>
          ))
        : Array.from({ length: count }, (_, i) => <span key={i} className="counter" />)}
    </div>
  );
}

/** An array of rows × columns dots. */
export function ArrayModel({ rows, columns, label }: { rows: number; columns: number; label: string }) {
  return (
    <div className="model array" role="img" aria-label={label} style={{ gridTemplateColumns: `repeat(${columns}, 1.6rem)` }}>
      {Array.from({ length: rows * columns }, (_, i) => (
        <span key={i} className="dot" />
      ))}
    </div>
  );
}

/**
 * A ruler with an object laid along it from zero. A centimetre ruler marks
 * every fifth centimetre longer; an inch ruler (`inches`) marks every inch
 * long with a half-inch mark between, as a school ruler does.
 */
export function Ruler({ length, objectLength, unit, label, inches = false }: { length: number; objectLength: number; unit: string; label: string; inches?: boolean }) {
  const W = 620;
  const step = (W - 40) / length;
  return (
    <svg viewBox={`0 0 ${W} 110`} className="model ruler" role="img" aria-label={label}>
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
    </svg>
  );
}

const POLYGON_SIDES: Partial<Record<ShapeKind, number>> = { triangle: 3, square: 4, pentagon: 5, hexagon: 6, octagon: 8 };

/** A 2D shape (or a simple drawing of a 3D one) with its side lengths written on. */
export function Shape({ shape, sides, width, height, gridSquares, label }: { shape: ShapeKind; sides?: number[]; width?: number; height?: number; gridSquares?: boolean; label: string }) {
  const box = 200;
  let body;
  if (shape === 'circle' || shape === 'sphere') body = <circle cx={100} cy={100} r={70} className="shape" />;
  else if (shape === 'rectangle' || shape === 'square' || (shape === 'rectangular-prism' && !sides)) {
    const w = width && height ? Math.min(170, (170 * width) / Math.max(width, height)) : shape === 'square' ? 140 : 170;
    const h = width && height ? Math.min(170, (170 * height) / Math.max(width, height)) : shape === 'square' ? 140 : 100;
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
  } else if (shape === 'rhombus') body = <polygon points="100,25 170,100 100,175 30,100" className="shape" />;
  else if (shape === 'trapezoid') body = <polygon points="60,50 140,50 180,150 20,150" className="shape" />;
  else if (shape === 'cube' || shape === 'rectangular-prism') body = <g className="shape-3d"><rect x={40} y={70} width={100} height={100} className="shape" /><polygon points="40,70 80,30 180,30 140,70" className="shape" /><polygon points="140,70 180,30 180,130 140,170" className="shape" /></g>;
  else if (shape === 'cylinder') body = <g><ellipse cx={100} cy={45} rx={60} ry={18} className="shape" /><path d="M40 45 V155 A60 18 0 0 0 160 155 V45" className="shape" /></g>;
  else if (shape === 'cone') body = <g><path d="M100 25 L40 155 A60 18 0 0 0 160 155 Z" className="shape" /></g>;
  else if (shape === 'angle') body = <g><line x1={30} y1={160} x2={180} y2={160} className="ray" /><line x1={30} y1={160} x2={150} y2={50} className="ray" /></g>;
  else {
    const n = POLYGON_SIDES[shape] ?? sides?.length ?? 5;
    const pts = Array.from({ length: n }, (_, i) => {
      const a = (Math.PI * 2 * i) / n - Math.PI / 2;
      return `${100 + 75 * Math.cos(a)},${105 + 75 * Math.sin(a)}`;
    }).join(' ');
    body = <polygon points={pts} className="shape" />;
  }
  return (
    <svg viewBox={`0 0 ${box} ${box}`} className="model shape-model" role="img" aria-label={label}>
      {body}
    </svg>
  );
}

/** A bar chart or a pictograph of categories. */
export function Chart({ kind, categories, scale, label, names }: { kind: 'bar-chart' | 'pictograph'; categories: { term: string; value: number }[]; scale: number; label: string; names: string[] }) {
  const max = Math.max(...categories.map((c) => c.value), 1);
  if (kind === 'pictograph') {
    return (
      <table className="model pictograph">
        <caption>{label}</caption>
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
