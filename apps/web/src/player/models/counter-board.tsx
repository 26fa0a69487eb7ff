import { useRef, useState, type KeyboardEvent } from 'react';
import { ObjectIcon } from './objects.tsx';
import { useDrop } from './use-drop.ts';

/**
 * Ten frames on which the learner makes a number with counters (drawn as the
 * question's objects). A counter goes into a space by clicking (tapping) it,
 * or by dragging one from the pile; clicking a counter, or dragging it off the
 * frames, takes it away. From the keyboard the spaces are one tab stop: the
 * arrow keys move between them and Space or Enter puts in or takes out a
 * counter. `fixed` counters (another colour) are part of the question and stay.
 */
export function CounterBoard({
  cells,
  fixed,
  object,
  onChange,
  label,
  spaceLabel,
  pileLabel,
  status,
}: {
  /** the movable spaces, after the fixed ones: true where a counter is */
  cells: boolean[];
  fixed: number;
  object: string;
  onChange?: (cells: boolean[]) => void;
  label: string;
  /** the name of space i (0-based over the whole board) and whether it holds a counter, and whether that one is fixed */
  spaceLabel: (i: number, full: boolean, fixed: boolean) => string;
  pileLabel: string;
  /** e.g. "7 counters on the frames", said politely as it changes */
  status: (placed: number) => string;
}) {
  const total = fixed + cells.length;
  const frames = Math.ceil(total / 10);
  const [focus, setFocus] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const live = !!onChange;
  const set = (i: number, full: boolean) => onChange?.(cells.map((c, j) => (j === i ? full : c)));
  const firstEmpty = () => cells.findIndex((c) => !c);
  const drop = useDrop<{ from: number | 'pile' }>(({ from }, target) => {
    const cell = target?.closest<HTMLElement>('[data-space]');
    const to = cell ? Number(cell.dataset.space) - fixed : -1;
    if (from === 'pile') {
      if (to >= 0 && !cells[to]) set(to, true);
      else if (!cell && firstEmpty() >= 0 && target?.closest('.counter-board')) set(firstEmpty(), true);
      return;
    }
    // a counter dragged off the frames is taken away; onto an empty space, it moves there
    if (to < 0) onChange?.(cells.map((c, j) => (j === from ? false : c)));
    else if (!cells[to]) onChange?.(cells.map((c, j) => (j === from ? false : j === to ? true : c)));
  });

  function onKey(e: KeyboardEvent, i: number) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: 5, ArrowUp: -5, Home: -total, End: total };
    if (e.key in moves) {
      e.preventDefault();
      const next = Math.max(fixed, Math.min(total - 1, i + moves[e.key]!));
      setFocus(next - fixed);
      refs.current[next]?.focus();
    } else if (e.key === 'Enter') {
      // Enter puts in or takes out a counter here; it must not also reach the form, where Enter checks the answer
      e.preventDefault();
      e.stopPropagation();
      set(i - fixed, !cells[i - fixed]);
    }
  }

  const placed = cells.filter(Boolean).length;
  return (
    <div className={`model counter-board${live ? ' interactive' : ''}`} role="group" aria-label={label}>
      <div className="frames">
        {Array.from({ length: frames }, (_, f) => (
          <div key={f} className="frame">
            {Array.from({ length: 10 }, (_, k) => {
              const i = f * 10 + k;
              if (i >= total) return <span key={i} className="cell unused" aria-hidden="true" />;
              if (i < fixed) {
                return (
                  <span key={i} className="cell full fixed" role="img" aria-label={spaceLabel(i, true, true)}>
                    <ObjectIcon object={object} />
                  </span>
                );
              }
              const full = !!cells[i - fixed];
              return (
                <button
                  key={i}
                  ref={(el) => {
                    refs.current[i] = el;
                  }}
                  type="button"
                  className={`cell${full ? ' full' : ''}`}
                  data-space={i}
                  aria-pressed={full}
                  aria-label={spaceLabel(i, full, false)}
                  tabIndex={i - fixed === Math.min(focus, cells.length - 1) ? 0 : -1}
                  disabled={!live}
                  onFocus={() => setFocus(i - fixed)}
                  onKeyDown={(e) => onKey(e, i)}
                  {...(full ? drop.source({ from: i - fixed }, () => set(i - fixed, false)) : { onClick: () => set(i - fixed, true) })}
                >
                  {full ? <ObjectIcon object={object} /> : null}
                </button>
              );
            })}
          </div>
        ))}
      </div>
      {live ? (
        <div className="counter-pile">
          <button type="button" className="pile" aria-label={pileLabel} {...drop.source({ from: 'pile' }, () => firstEmpty() >= 0 && set(firstEmpty(), true))}>
            <ObjectIcon object={object} />
            <ObjectIcon object={object} className="behind" />
          </button>
        </div>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {status(placed)}
      </p>
      {drop.dragged ? (
        <span className="dragged-piece" style={{ left: drop.dragged.x, top: drop.dragged.y }} aria-hidden="true">
          <ObjectIcon object={object} />
        </span>
      ) : null}
    </div>
  );
}
