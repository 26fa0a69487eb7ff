import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../../ui/button.tsx';
import { useFocusKept } from './use-focus-kept.ts';

const GAP = 56;
const PAD = 24;

export interface Peg {
  x: number;
  y: number;
}

/**
 * A geoboard: size × size pegs joined by a band in the order they are picked;
 * the last peg joins back to the first. Pegs are picked by click or tap, or from
 * the keyboard: one peg is in the tab order, the arrow keys move between pegs,
 * Enter or Space joins the focused peg, Backspace takes the last one off.
 */
export function Geoboard({
  size,
  points,
  onChange,
  label,
  pegLabel,
  undoLabel,
  clearLabel,
  summary,
}: {
  size: number;
  points: Peg[];
  onChange?: (points: Peg[]) => void;
  label: string;
  /** the accessible name of a peg; joined is its place in the band (1-based) or 0 */
  pegLabel: (p: Peg, joined: number) => string;
  undoLabel: string;
  clearLabel: string;
  /** e.g. "4 pegs joined" */
  summary: (count: number) => string;
}) {
  const [focus, setFocus] = useState<Peg>({ x: 0, y: 0 });
  const kept = useFocusKept<HTMLDivElement>();
  const refs = useRef(new Map<string, SVGGElement>());
  const key = (p: Peg) => `${p.x},${p.y}`;
  const at = (p: Peg) => ({ cx: PAD + p.x * GAP, cy: PAD + p.y * GAP });
  const side = PAD * 2 + (size - 1) * GAP;
  const order = (p: Peg) => points.findIndex((q) => q.x === p.x && q.y === p.y) + 1;

  function join(p: Peg) {
    if (!onChange) return;
    const last = points[points.length - 1];
    if (last && last.x === p.x && last.y === p.y) return;
    onChange([...points, p]);
  }

  function onKey(e: KeyboardEvent, p: Peg) {
    const moves: Record<string, [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] };
    const move = moves[e.key];
    if (move) {
      e.preventDefault();
      const next = { x: Math.max(0, Math.min(size - 1, p.x + move[0])), y: Math.max(0, Math.min(size - 1, p.y + move[1])) };
      setFocus(next);
      refs.current.get(key(next))?.focus();
    } else if (e.key === 'Enter' || e.key === ' ') {
      // Enter joins a peg here; it must not also reach the form, where Enter on a model checks the answer.
      e.preventDefault();
      e.stopPropagation();
      join(p);
    } else if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault();
      onChange?.(points.slice(0, -1));
    }
  }

  const path = points.map((p) => `${at(p).cx},${at(p).cy}`).join(' ');
  const pegs = Array.from({ length: size * size }, (_, i) => ({ x: i % size, y: Math.floor(i / size) }));
  return (
    <div ref={kept} className="model geoboard">
      <svg viewBox={`0 0 ${side} ${side}`} role="group" aria-label={onChange ? label : `${label}: ${summary(points.length)}`}>
        <rect x={4} y={4} width={side - 8} height={side - 8} rx={12} className="board" />
        {points.length >= 3 ? <polygon points={path} className="band" /> : points.length === 2 ? <polyline points={path} className="band" /> : null}
        {pegs.map((p) => {
          const n = order(p);
          const { cx, cy } = at(p);
          const interactive = onChange
            ? {
                role: 'button',
                tabIndex: focus.x === p.x && focus.y === p.y ? 0 : -1,
                'aria-label': pegLabel(p, n),
                'aria-pressed': n > 0,
                onClick: () => {
                  setFocus(p);
                  join(p);
                },
                onKeyDown: (e: KeyboardEvent) => onKey(e, p),
                onFocus: () => setFocus(p),
                ref: (el: SVGGElement | null) => {
                  if (el) refs.current.set(key(p), el);
                  else refs.current.delete(key(p));
                },
              }
            : { 'aria-hidden': true };
          return (
            <g key={key(p)} className={`peg${n ? ' joined' : ''}`} {...interactive}>
              <circle cx={cx} cy={cy} r={22} className="hit" />
              <circle cx={cx} cy={cy} r={n ? 9 : 6} className="pin" />
            </g>
          );
        })}
      </svg>
      {onChange ? (
        <div className="geoboard-tools">
          <p aria-live="polite">{summary(points.length)}</p>
          <Button size="sm" variant="secondary" onClick={() => onChange(points.slice(0, -1))} disabled={!points.length}>
            {undoLabel}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onChange([])} disabled={!points.length}>
            {clearLabel}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
