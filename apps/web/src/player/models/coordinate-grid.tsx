import { useState, type KeyboardEvent } from 'react';
import { useSvgDrag } from './use-drag.ts';

const S = 300;
const PAD = 30;

export interface Point {
  x: number;
  y: number;
}

/**
 * A coordinate grid. With onChange a point is placed by click, drag or the
 * arrow keys. Without, given `placeText`, a reading cursor moves along the grid
 * with the arrow keys and says where it is and which point is there: the
 * coordinates of a point are the child's to find, as a seeing child reads them.
 */
export function CoordinateGrid({
  size,
  negative = false,
  points,
  value,
  onChange,
  label,
  pointLabel,
  placeText,
  placed = true,
  unplacedText,
}: {
  size: number;
  negative?: boolean;
  points: { x: number; y: number; label: string }[];
  value?: Point;
  onChange?: (p: Point) => void;
  label: string;
  pointLabel: (p: Point) => string;
  placeText?: (p: Point) => string;
  /** false while the child has not moved the point: it is drawn faint and read as not placed, not as "(0, 0)" */
  placed?: boolean;
  unplacedText?: string;
}) {
  const min = negative ? -size : 0;
  const span = size - min;
  const px = (x: number) => PAD + ((x - min) / span) * (S - 2 * PAD);
  const py = (y: number) => S - PAD - ((y - min) / span) * (S - 2 * PAD);
  const clamp = (n: number) => Math.max(min, Math.min(size, Math.round(n)));
  const drag = useSvgDrag((x, y) => onChange?.({ x: clamp(min + ((x - PAD) / (S - 2 * PAD)) * span), y: clamp(min + ((S - PAD - y) / (S - 2 * PAD)) * span) }));
  const current = value ?? { x: Math.max(0, min), y: Math.max(0, min) };
  const [cursor, setCursor] = useState<Point>({ x: Math.max(0, min), y: Math.max(0, min) });
  const [said, setSaid] = useState('');
  const explored = !onChange && placeText !== undefined;

  const moveBy = (e: KeyboardEvent, from: Point, to: (p: Point) => void) => {
    const d: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] };
    const move = d[e.key];
    if (!move) return;
    e.preventDefault();
    to({ x: clamp(from.x + move[0]), y: clamp(from.y + move[1]) });
  };
  function onKey(e: KeyboardEvent) {
    if (onChange) moveBy(e, current, onChange);
  }
  function onExploreKey(e: KeyboardEvent) {
    moveBy(e, cursor, (p) => {
      setCursor(p);
      setSaid(placeText!(p));
    });
  }

  const lines = Array.from({ length: span + 1 }, (_, i) => min + i);
  const grid = (
    <svg
      ref={drag.ref}
      viewBox={`0 0 ${S} ${S}`}
      className={`model grid${onChange ? ' interactive' : ''}`}
      role={onChange || explored ? 'group' : 'img'}
      aria-label={label}
      {...(onChange ? { onPointerDown: drag.onPointerDown, onPointerMove: drag.onPointerMove, onPointerUp: drag.onPointerUp, onPointerCancel: drag.onPointerCancel } : {})}
    >
      <g aria-hidden={explored || onChange ? true : undefined}>
      {lines.map((n) => (
        <g key={n}>
          <line x1={px(n)} x2={px(n)} y1={py(min)} y2={py(size)} className={n === 0 ? 'axis' : 'gridline'} />
          <line x1={px(min)} x2={px(size)} y1={py(n)} y2={py(n)} className={n === 0 ? 'axis' : 'gridline'} />
          <text x={px(n)} y={py(Math.max(0, min)) + 16} textAnchor="middle" className="tick-label small">{n}</text>
          {n !== 0 ? <text x={px(Math.max(0, min)) - 8} y={py(n) + 4} textAnchor="end" className="tick-label small">{n}</text> : null}
        </g>
      ))}
      {points.map((p) => (
        <g key={p.label}>
          <circle cx={px(p.x)} cy={py(p.y)} r={5} className="mark" />
          <text x={px(p.x) + 8} y={py(p.y) - 8} className="tick-label">{p.label}</text>
        </g>
      ))}
      </g>
      {explored ? (
        <g role="img" tabIndex={0} aria-label={placeText!(cursor)} onKeyDown={onExploreKey} className="handle stop">
          <circle cx={px(cursor.x)} cy={py(cursor.y)} r={11} className="stop-ring" />
        </g>
      ) : null}
      {onChange ? (
        <g role="slider" tabIndex={0} aria-label={label} aria-valuenow={current.x} aria-valuemin={min} aria-valuemax={size} aria-valuetext={placed || !unplacedText ? pointLabel(current) : unplacedText} onKeyDown={onKey} className="handle">
          <circle cx={px(current.x)} cy={py(current.y)} r={16} className="hit" />
          <circle cx={px(current.x)} cy={py(current.y)} r={8} className={placed ? 'marker' : 'marker unplaced'} />
        </g>
      ) : null}
    </svg>
  );
  if (!explored) return grid;
  return (
    <>
      {grid}
      <p className="visually-hidden" aria-live="polite">
        {said}
      </p>
    </>
  );
}
