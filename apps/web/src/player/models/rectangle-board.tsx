import type { KeyboardEvent } from 'react';
import { useSvgDrag } from './use-drag.ts';
import { ObjectShape } from './objects.tsx';

const CELL = 30;
const PAD = 6;

export interface Rectangle {
  rows: number;
  columns: number;
}

/**
 * A board of rows × columns cells on which a rectangle grows from the top-left
 * corner: an array of objects (dots) or a rectangle of unit squares. With
 * onChange it is built by clicking or dragging to its far corner, or with the
 * arrow keys on that corner (right/left: a column more or less, down/up: a row).
 */
export function RectangleBoard({
  rows,
  columns,
  cells,
  object,
  value,
  onChange,
  label,
  valueText,
}: {
  rows: number;
  columns: number;
  cells: 'objects' | 'squares';
  /** what an array is made of (stars, apples…): drawn in each place of the rectangle */
  object?: string;
  value: Rectangle;
  onChange?: (r: Rectangle) => void;
  label: string;
  valueText: (r: Rectangle) => string;
}) {
  const width = PAD * 2 + columns * CELL;
  const height = PAD * 2 + rows * CELL;
  const clamp = (n: number, max: number) => Math.max(0, Math.min(max, n));
  const drag = useSvgDrag((x, y) => onChange?.({ rows: clamp(Math.floor((y - PAD) / CELL) + 1, rows), columns: clamp(Math.floor((x - PAD) / CELL) + 1, columns) }));

  function onKey(e: KeyboardEvent) {
    if (!onChange) return;
    const moves: Record<string, [number, number]> = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] };
    // The drawing is not mirrored in right-to-left pages, so the arrows keep their on-screen meaning.
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    onChange({ rows: clamp(value.rows + move[0], rows), columns: clamp(value.columns + move[1], columns) });
  }

  const inside = (r: number, c: number) => r < value.rows && c < value.columns;
  const cornerX = PAD + value.columns * CELL;
  const cornerY = PAD + value.rows * CELL;
  return (
    <figure className="model rectangle-board">
      <svg
        ref={drag.ref}
        viewBox={`0 0 ${width} ${height}`}
        className={onChange ? 'interactive' : undefined}
        role={onChange ? 'group' : 'img'}
        aria-label={onChange ? label : `${label}: ${valueText(value)}`}
        {...(onChange ? { onPointerDown: drag.onPointerDown, onPointerMove: drag.onPointerMove, onPointerUp: drag.onPointerUp, onPointerCancel: drag.onPointerCancel } : {})}
      >
        {Array.from({ length: rows * columns }, (_, i) => {
          const r = Math.floor(i / columns);
          const c = i % columns;
          const on = inside(r, c);
          return cells === 'squares' ? (
            <rect key={i} x={PAD + c * CELL} y={PAD + r * CELL} width={CELL} height={CELL} className={on ? 'cell on' : 'cell'} />
          ) : on && object ? (
            <ObjectShape key={i} object={object} x={PAD + c * CELL + 3} y={PAD + r * CELL + 3} size={CELL - 6} />
          ) : (
            <circle key={i} cx={PAD + c * CELL + CELL / 2} cy={PAD + r * CELL + CELL / 2} r={on ? 9 : 3} className={on ? 'dot on' : 'dot'} />
          );
        })}
        {value.rows && value.columns ? <rect x={PAD} y={PAD} width={value.columns * CELL} height={value.rows * CELL} className="outline" /> : null}
        {onChange ? (
          <g role="slider" tabIndex={0} aria-label={label} aria-valuemin={0} aria-valuemax={rows * columns} aria-valuenow={value.rows * value.columns} aria-valuetext={valueText(value)} onKeyDown={onKey} className="handle">
            <circle cx={cornerX} cy={cornerY} r={14} className="hit" />
            <circle cx={cornerX} cy={cornerY} r={7} className="marker" />
          </g>
        ) : null}
      </svg>
      <figcaption aria-hidden="true">{valueText(value)}</figcaption>
    </figure>
  );
}
