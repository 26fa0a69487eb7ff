import type { KeyboardEvent } from 'react';
import { useSvgDrag } from './use-drag.ts';

const C = 110;
const R = 96;

export interface ClockTime {
  hours: number;
  minutes: number;
}

const polar = (angleDeg: number, radius: number) => {
  const a = ((angleDeg - 90) * Math.PI) / 180;
  return { x: C + radius * Math.cos(a), y: C + radius * Math.sin(a) };
};
const hourAngle = (t: ClockTime) => ((t.hours % 12) + t.minutes / 60) * 30;
const minuteAngle = (t: ClockTime) => t.minutes * 6;
const wrap = (n: number, size: number) => ((n % size) + size) % size;

/**
 * An analogue clock. With onChange each hand is a slider: drag it round the
 * face, or focus it and use the arrow keys (minutes move by 1, Page Up/Down by 5).
 */
export function Clock({
  time,
  showHands = true,
  onChange,
  label,
  describe = true,
  hourLabel,
  minuteLabel,
  format,
}: {
  time: ClockTime;
  showHands?: boolean;
  onChange?: (t: ClockTime) => void;
  label: string;
  /** a picture's label followed by its time; false when the label already says where the hands point (picture-text.ts) */
  describe?: boolean;
  hourLabel: string;
  minuteLabel: string;
  format: (t: ClockTime) => string;
}) {
  // Dragging moves whichever hand the pointer is nearer to in angle.
  const drag = useSvgDrag((px, py) => {
    if (!onChange) return;
    const angle = wrap((Math.atan2(py - C, px - C) * 180) / Math.PI + 90, 360);
    const dist = (a: number) => Math.min(Math.abs(a - angle), 360 - Math.abs(a - angle));
    if (dist(minuteAngle(time)) <= dist(hourAngle(time))) onChange({ ...time, minutes: wrap(Math.round(angle / 6), 60) });
    else onChange({ ...time, hours: wrap(Math.round(angle / 30) - 1, 12) + 1 });
  });

  const keyFor = (hand: 'hours' | 'minutes') => (e: KeyboardEvent) => {
    if (!onChange) return;
    const size = hand === 'hours' ? 12 : 60;
    const deltas: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 5, PageDown: -5 };
    if (!(e.key in deltas)) return;
    e.preventDefault();
    if (hand === 'hours') onChange({ ...time, hours: wrap(time.hours - 1 + deltas[e.key]!, size) + 1 });
    else onChange({ ...time, minutes: wrap(time.minutes + deltas[e.key]!, size) });
  };

  const hourEnd = polar(hourAngle(time), R * 0.5);
  const minuteEnd = polar(minuteAngle(time), R * 0.8);
  const interactive = !!onChange;
  return (
    <svg
      ref={drag.ref}
      viewBox="0 0 220 220"
      className={`model clock${interactive ? ' interactive' : ''}`}
      role={interactive ? 'group' : 'img'}
      aria-label={interactive || !describe ? label : `${label}: ${format(time)}`}
      {...(interactive ? { onPointerDown: drag.onPointerDown, onPointerMove: drag.onPointerMove, onPointerUp: drag.onPointerUp, onPointerCancel: drag.onPointerCancel } : {})}
    >
      <circle cx={C} cy={C} r={R + 8} className="face" />
      {Array.from({ length: 60 }, (_, i) => {
        const a = polar(i * 6, R);
        const b = polar(i * 6, i % 5 === 0 ? R - 10 : R - 5);
        return <line key={i} x1={a.x} y1={a.y} x2={b.x} y2={b.y} className={i % 5 === 0 ? 'tick major' : 'tick'} />;
      })}
      {Array.from({ length: 12 }, (_, i) => {
        const p = polar((i + 1) * 30, R - 24);
        return (
          <text key={i} x={p.x} y={p.y + 6} textAnchor="middle" className="numeral">
            {i + 1}
          </text>
        );
      })}
      {showHands ? (
        <>
          <g
            {...(interactive
              ? { role: 'slider', tabIndex: 0, 'aria-label': hourLabel, 'aria-valuemin': 1, 'aria-valuemax': 12, 'aria-valuenow': time.hours, 'aria-valuetext': String(time.hours), onKeyDown: keyFor('hours') }
              : {})}
            className="hand-group"
          >
            <line x1={C} y1={C} x2={hourEnd.x} y2={hourEnd.y} className="hand hour" />
            {interactive ? <circle cx={hourEnd.x} cy={hourEnd.y} r={10} className="knob" /> : null}
          </g>
          <g
            {...(interactive
              ? { role: 'slider', tabIndex: 0, 'aria-label': minuteLabel, 'aria-valuemin': 0, 'aria-valuemax': 59, 'aria-valuenow': time.minutes, 'aria-valuetext': String(time.minutes), onKeyDown: keyFor('minutes') }
              : {})}
            className="hand-group"
          >
            <line x1={C} y1={C} x2={minuteEnd.x} y2={minuteEnd.y} className="hand minute" />
            {interactive ? <circle cx={minuteEnd.x} cy={minuteEnd.y} r={10} className="knob" /> : null}
          </g>
        </>
      ) : null}
      <circle cx={C} cy={C} r={5} className="pin" />
    </svg>
  );
}
