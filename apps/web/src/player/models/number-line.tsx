import type { KeyboardEvent } from 'react';
import type { Visual } from '@numbloom/maths/types';
import { snap, useSvgDrag } from './use-drag.ts';
import { useExplorer } from './explorer.ts';
import { numberLineTicks } from '../picture-text.ts';

type NumberLineVisual = Extract<Visual, { type: 'number-line' }>;

const W = 640;
const PAD = 32;
const Y = 60;

/**
 * A number line. With onChange it has a marker the learner moves by dragging,
 * clicking the line, or the arrow keys (Home/End jump to the ends). Without,
 * given `stops` (one name per mark, picture-text.ts), it is read mark by mark
 * with the arrow keys.
 */
export function NumberLine({
  visual,
  value,
  onChange,
  label,
  format,
  stops,
}: {
  visual: NumberLineVisual;
  value?: number;
  onChange?: (v: number) => void;
  label: string;
  format: (n: number) => string;
  stops?: string[];
}) {
  const { min, max, step } = visual;
  const x = (v: number) => PAD + ((v - min) / (max - min)) * (W - 2 * PAD);
  const drag = useSvgDrag((px) => onChange?.(snap(min + ((px - PAD) / (W - 2 * PAD)) * (max - min), min, max, step)));
  const ticks = numberLineTicks(visual);
  const current = value ?? min;
  const explorer = useExplorer(ticks.length);
  const explored = !onChange && stops !== undefined;

  function onKey(e: KeyboardEvent) {
    if (!onChange) return;
    const moves: Record<string, number> = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step, PageUp: step * 5, PageDown: -step * 5 };
    if (e.key in moves) onChange(snap(current + moves[e.key]!, min, max, step));
    else if (e.key === 'Home') onChange(min);
    else if (e.key === 'End') onChange(max);
    else return;
    e.preventDefault();
  }

  return (
    <svg
      ref={drag.ref}
      viewBox={`0 0 ${W} 110`}
      className={`model number-line${onChange ? ' interactive' : ''}`}
      role={onChange || explored ? 'group' : 'img'}
      aria-label={label}
      {...(onChange ? { onPointerDown: drag.onPointerDown, onPointerMove: drag.onPointerMove, onPointerUp: drag.onPointerUp, onPointerCancel: drag.onPointerCancel } : {})}
    >
      <g aria-hidden={explored ? true : undefined}>
      <line x1={PAD - 12} x2={W - PAD + 12} y1={Y} y2={Y} className="axis" />
      {ticks.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={Y - 8} y2={Y + 8} className="tick" />
          {visual.labelled.includes(t) ? (
            <text x={x(t)} y={Y + 28} textAnchor="middle" className="tick-label">
              {format(t)}
            </text>
          ) : null}
        </g>
      ))}
      {(visual.hops ?? []).map((h, i) => (
        <path key={i} d={`M ${x(h.from)} ${Y - 6} Q ${(x(h.from) + x(h.to)) / 2} ${Y - 40} ${x(h.to)} ${Y - 6}`} className="hop" />
      ))}
      {/* data as a dot plot: a value that comes again sits above the one before */}
      {(visual.marks ?? []).map((m, i, all) => (
        <circle key={i} cx={x(m)} cy={Y - 14 * all.slice(0, i).filter((o) => o === m).length} r={6} className="mark" />
      ))}
      {visual.target !== undefined && !onChange ? <path d={`M ${x(visual.target)} ${Y - 6} l -9 -20 h 18 z`} className="mark target" /> : null}
      </g>
      {explored
        ? ticks.map((t, i) => (
            <g key={t} {...explorer.stop(i, stops[i] ?? format(t))} className="stop">
              <rect x={x(t) - 14} y={Y - 30} width={28} height={70} rx={6} className="stop-ring" />
            </g>
          ))
        : null}
      {onChange ? (
        <g
          role="slider"
          tabIndex={0}
          aria-label={label}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={current}
          aria-valuetext={format(current)}
          onKeyDown={onKey}
          className="handle"
        >
          <rect x={x(current) - 22} y={Y - 44} width={44} height={60} className="hit" />
          <path d={`M ${x(current)} ${Y - 4} l -10 -18 h 20 z`} className="marker" />
          <text x={x(current)} y={Y - 28} textAnchor="middle" className="marker-label">
            {format(current)}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
