import { useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The lobby's wall of names on the projected screen (decision 091): every child finds their name
 * from the back of the room. The fewer the names, the larger the type; from 25 names on, the
 * type is at its floor (1.4 % of the screen's width, letters about 25 mm high on a 2.5 m
 * projection: readable at 5 m), several columns wide, so a class of 40 fits a 1280×720 screen.
 */
export type WallSize = 'large' | 'medium' | 'small';
export const wallSize = (count: number): WallSize => (count <= 12 ? 'large' : count <= 24 ? 'medium' : 'small');

/** Of `total` names, how many a wall of `cells` shows: all, or one cell fewer and "+N more" in the last. */
export function wallFit(total: number, cells: number): { shown: number; more: number } {
  if (total <= cells) return { shown: total, more: 0 };
  const shown = Math.max(0, cells - 1);
  return { shown, more: total - shown };
}

/** The cells of a grid `columns` wide whose rows of `rowHeight` (apart by `gap`) fit in `height`; at least a row. */
export const gridCells = (columns: number, height: number, rowHeight: number, gap: number): number =>
  Math.max(1, columns) * Math.max(1, Math.floor((height + gap) / (rowHeight + gap)));

// an Arena of 2,000 is not put in the page to be measured: more than a screen holds at the floor size
const MOST_MEASURED = 400;

interface Named {
  id: string;
  nickname: string;
}

/**
 * `players` in the order they joined; `total` the count to say (an Arena's comes with its
 * standings). `fit`: the wall takes the rest of the screen and shows as many of the newest names
 * as fit, then "+N more" (an Arena); without it, every name, the page flowing past the screen
 * only beyond a class.
 */
export function NameWall({ players, total, fit = false }: { players: readonly Named[]; total: number; fit?: boolean }) {
  const { t: th } = useTranslation('host');
  const size = wallSize(fit ? total : players.length);
  const cells = useFittedCells(fit, size);
  const list = cells.ref;
  const { shown, more } = fit && cells.count !== null ? wallFit(total, cells.count) : { shown: Math.min(players.length, fit ? MOST_MEASURED : Infinity), more: 0 };
  // the newest names: a child who has just come in sees theirs
  const names = players.slice(Math.max(0, players.length - shown));
  return (
    <section ref={cells.wall} className="host-wall" aria-labelledby="wall-title">
      <h2 id="wall-title">{total ? th('host.wallTitle', { count: total }) : th('host.nobodyYet')}</h2>
      {total ? (
        <ul ref={list} className={fit ? 'name-wall fitted' : 'name-wall'} data-size={size}>
          {names.map((p) => (
            <li key={p.id} className="pop">
              <bdi>{p.nickname}</bdi>
            </li>
          ))}
          {more ? <li className="name-wall-more">{th('host.moreNames', { count: more })}</li> : null}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * How many one-line cells the wall's grid holds from where it starts to the foot of the screen,
 * read again whenever the wall or what holds it changes size (names came, a panel opened above
 * the wall moved it) and when the window does.
 */
function useFittedCells(fit: boolean, size: WallSize) {
  const ref = useRef<HTMLUListElement>(null);
  const wall = useRef<HTMLElement>(null);
  const [count, setCount] = useState<number | null>(null);
  const [tick, changed] = useReducer((n: number) => n + 1, 0);
  useLayoutEffect(() => {
    const section = wall.current;
    if (!fit || !section) return;
    addEventListener('resize', changed);
    // the wall itself (its names came, their size changed) and what holds it (a panel opened above)
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(changed);
    for (const box of [section, section.parentElement]) if (box) observer?.observe(box);
    return () => {
      removeEventListener('resize', changed);
      observer?.disconnect();
    };
  }, [fit]);
  useLayoutEffect(() => {
    const ul = ref.current;
    const first = ul?.firstElementChild as HTMLElement | null | undefined;
    if (!fit || !ul || !first) return;
    const style = getComputedStyle(ul);
    const screen = ul.closest('.host-screen');
    const below = parseFloat(getComputedStyle(ul.parentElement!).paddingBlockEnd) + (screen ? parseFloat(getComputedStyle(screen).paddingBlockEnd) : 0);
    const height = innerHeight - ul.getBoundingClientRect().top - below;
    const columns = style.gridTemplateColumns.split(' ').filter(Boolean).length;
    setCount(gridCells(columns, height, first.offsetHeight, parseFloat(style.rowGap) || 0));
  }, [fit, tick, size]);
  return { ref, wall, count };
}
