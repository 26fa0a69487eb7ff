import type { KeyboardEvent } from 'react';
import { useSvgDrag } from './use-drag.ts';

const C = 160;
const R = 130;

/** A point at `deg` degrees (counter-clockwise from the ray pointing right) and radius r. */
const at = (deg: number, r: number) => ({ x: C + r * Math.cos((deg * Math.PI) / 180), y: C - r * Math.sin((deg * Math.PI) / 180) });

/**
 * A protractor: a fixed ray along 0° and a ray the learner turns to make an
 * angle, in steps of 5°. It is turned by dragging (or clicking) anywhere on
 * the protractor, or from the keyboard: the arrow keys move 5°, Page Up and
 * Page Down 45°, Home and End go to 0° and the largest angle. The scale is
 * marked every 10° and numbered every 30°, as a school protractor is.
 */
export function Protractor({ max, degrees, onChange, label, format }: { max: 180 | 360; degrees: number; onChange?: (degrees: number) => void; label: string; format: (deg: number) => string }) {
  const half = max === 180;
  const clamp = (d: number) => Math.max(0, Math.min(max, d));
  const drag = useSvgDrag((px, py) => {
    if (!onChange) return;
    let deg = (Math.atan2(C - py, px - C) * 180) / Math.PI;
    if (deg < 0) deg = half ? (deg < -90 ? 180 : 0) : deg + 360;
    onChange(clamp(Math.round(deg / 5) * 5));
  });
  function onKey(e: KeyboardEvent) {
    if (!onChange) return;
    const moves: Record<string, number> = { ArrowRight: 5, ArrowUp: 5, ArrowLeft: -5, ArrowDown: -5, PageUp: 45, PageDown: -45 };
    if (e.key in moves) onChange(clamp(degrees + moves[e.key]!));
    else if (e.key === 'Home') onChange(0);
    else if (e.key === 'End') onChange(max === 360 ? 355 : 180);
    else return;
    e.preventDefault();
  }
  const end = at(degrees, R);
  const arcEnd = at(degrees, 36);
  const height = half ? C + 24 : 2 * C;
  return (
    <svg
      ref={drag.ref}
      viewBox={`0 0 ${2 * C} ${height}`}
      className={`model protractor${onChange ? ' interactive' : ''}`}
      role="group"
      aria-label={label}
      {...(onChange ? { onPointerDown: drag.onPointerDown, onPointerMove: drag.onPointerMove, onPointerUp: drag.onPointerUp, onPointerCancel: drag.onPointerCancel } : {})}
    >
      <g aria-hidden="true">
        {half ? <path d={`M ${C - R - 12} ${C} A ${R + 12} ${R + 12} 0 0 1 ${C + R + 12} ${C} Z`} className="face" /> : <circle cx={C} cy={C} r={R + 12} className="face" />}
        {Array.from({ length: max / 10 + (half ? 1 : 0) }, (_, i) => {
          const deg = i * 10;
          const a = at(deg, R + 12);
          const b = at(deg, deg % 30 === 0 ? R - 4 : R + 2);
          const l = at(deg, R - 18);
          return (
            <g key={deg}>
              <line x1={a.x} y1={a.y} x2={b.x} y2={b.y} className="tick" />
              {deg % 30 === 0 ? (
                <text x={l.x} y={l.y + 5} textAnchor="middle" className="tick-label small">
                  {deg}
                </text>
              ) : null}
            </g>
          );
        })}
        {degrees > 0 ? <path d={`M ${C + 36} ${C} A 36 36 0 ${degrees > 180 ? 1 : 0} 0 ${arcEnd.x} ${arcEnd.y}`} className="angle-arc" /> : null}
        <line x1={C} y1={C} x2={C + R} y2={C} className="ray fixed" />
      </g>
      <g
        {...(onChange ? { role: 'slider', tabIndex: 0, 'aria-label': label, 'aria-valuemin': 0, 'aria-valuemax': max, 'aria-valuenow': degrees, 'aria-valuetext': format(degrees), onKeyDown: onKey } : { 'aria-hidden': true })}
        className="handle"
      >
        <line x1={C} y1={C} x2={end.x} y2={end.y} className="ray turning" />
        <circle cx={end.x} cy={end.y} r={16} className="hit" />
        <circle cx={end.x} cy={end.y} r={9} className="knob" />
      </g>
      <circle cx={C} cy={C} r={5} className="pin" aria-hidden="true" />
    </svg>
  );
}
