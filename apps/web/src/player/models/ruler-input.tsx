import type { KeyboardEvent } from 'react';
import { useSvgDrag } from './use-drag.ts';

const W = 620;

/**
 * A ruler along which the learner stretches an object from 0 to make a length
 * (2.MD.A.1): drag its end, or click the ruler where it should end; from the
 * keyboard the end is a slider (arrow keys one unit, Home and End).
 */
export function RulerInput({ length, value, onChange, unit, label, inches, format }: { length: number; value: number; onChange?: (n: number) => void; unit: string; label: string; inches: boolean; format: (n: number) => string }) {
  const step = (W - 40) / length;
  const drag = useSvgDrag((px) => onChange?.(Math.max(0, Math.min(length, Math.round((px - 20) / step)))));
  function onKey(e: KeyboardEvent) {
    if (!onChange) return;
    const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    if (e.key in moves) onChange(Math.max(0, Math.min(length, value + moves[e.key]!)));
    else if (e.key === 'Home') onChange(0);
    else if (e.key === 'End') onChange(length);
    else return;
    e.preventDefault();
  }
  const endX = 20 + value * step;
  return (
    <svg
      ref={drag.ref}
      viewBox={`0 0 ${W} 110`}
      className={`model ruler${onChange ? ' interactive' : ''}`}
      role="group"
      aria-label={label}
      {...(onChange ? { onPointerDown: drag.onPointerDown, onPointerMove: drag.onPointerMove, onPointerUp: drag.onPointerUp, onPointerCancel: drag.onPointerCancel } : {})}
    >
      <g aria-hidden="true">
        {value > 0 ? <rect x={20} y={20} width={value * step} height={24} rx={6} className="object" /> : null}
        <rect x={10} y={56} width={W - 20} height={44} className="ruler-body" />
        {Array.from({ length: length + 1 }, (_, i) => (
          <g key={i}>
            <line x1={20 + i * step} x2={20 + i * step} y1={56} y2={inches || i % 5 === 0 ? 74 : 66} className="tick" />
            {inches && i < length ? <line x1={20 + (i + 0.5) * step} x2={20 + (i + 0.5) * step} y1={56} y2={64} className="tick" /> : null}
            <text x={20 + i * step} y={92} textAnchor="middle" className="tick-label small">
              {i}
            </text>
          </g>
        ))}
        <text x={W - 14} y={14} textAnchor="end" className="tick-label small">
          {unit}
        </text>
      </g>
      <g
        {...(onChange ? { role: 'slider', tabIndex: 0, 'aria-label': label, 'aria-valuemin': 0, 'aria-valuemax': length, 'aria-valuenow': value, 'aria-valuetext': format(value), onKeyDown: onKey } : { 'aria-hidden': true })}
        className="handle"
      >
        <rect x={endX - 18} y={10} width={36} height={44} className="hit" />
        <path d={`M ${endX} 46 l -9 10 h 18 z`} className="marker" />
        <line x1={endX} x2={endX} y1={16} y2={48} className="end-line" />
      </g>
    </svg>
  );
}
