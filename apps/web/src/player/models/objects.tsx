/**
 * The things counting questions are about, drawn (SVG, in a 24 × 24 box): a
 * question about stars shows stars, one about apples shows apples. Used by the
 * counters, the arrays and the boards; the object keys are the engine's
 * (generators/kit.ts OBJECTS). Decorative: the picture's words are elsewhere.
 */
import type { ReactElement } from 'react';

const DRAWINGS: Record<string, ReactElement> = {
  apple: (
    <g>
      <path d="M12 7c-3-2.2-8-1.2-8 4.6 0 4.8 3.4 9.4 6 9.4 1 0 1.3-.6 2-.6s1 .6 2 .6c2.6 0 6-4.6 6-9.4 0-5.8-5-6.8-8-4.6z" className="obj-fill obj-red" />
      <path d="M12 7c0-2 .6-3.6 2-4.6" className="obj-line" />
      <path d="M13 5.2c1.6-1.6 4-1.4 4.6-1-.4 1.6-2.6 2.6-4.6 1z" className="obj-fill obj-green" />
    </g>
  ),
  pencil: (
    <g transform="rotate(-35 12 12)">
      <rect x="9" y="2" width="6" height="15" className="obj-fill obj-yellow" />
      <path d="M9 17h6l-3 5z" className="obj-fill obj-wood" />
      <rect x="9" y="2" width="6" height="2.5" className="obj-fill obj-pink" />
    </g>
  ),
  marble: (
    <g>
      <circle cx="12" cy="12" r="9" className="obj-fill obj-blue" />
      <path d="M7 12c2-4 6-5 10-2" className="obj-line obj-light" />
      <circle cx="9" cy="8.5" r="2" className="obj-shine" />
    </g>
  ),
  sticker: (
    <g>
      <circle cx="12" cy="12" r="9" className="obj-fill obj-yellow" />
      <circle cx="9" cy="10" r="1.2" className="obj-dark" />
      <circle cx="15" cy="10" r="1.2" className="obj-dark" />
      <path d="M8 14c2 2.6 6 2.6 8 0" className="obj-line" />
    </g>
  ),
  book: (
    <g>
      <rect x="4" y="3" width="15" height="18" rx="1.5" className="obj-fill obj-blue" />
      <rect x="6.5" y="3" width="2" height="18" className="obj-fill obj-dark-blue" />
      <rect x="10" y="7" width="7" height="3" className="obj-fill obj-paper" />
    </g>
  ),
  shell: (
    <g>
      <path d="M12 3c-5 0-9 4-9 9 0 2 1 3.4 2.6 3.6L9 20h6l3.4-4.4C20 15.4 21 14 21 12c0-5-4-9-9-9z" className="obj-fill obj-pink" />
      <path d="M12 4v15M8 5.5l2 13.5M16 5.5l-2 13.5M5 8l4 11M19 8l-4 11" className="obj-line obj-thin" />
    </g>
  ),
  cookie: (
    <g>
      <circle cx="12" cy="12" r="9" className="obj-fill obj-wood" />
      <circle cx="9" cy="9" r="1.4" className="obj-dark" />
      <circle cx="15" cy="10" r="1.2" className="obj-dark" />
      <circle cx="11" cy="15" r="1.3" className="obj-dark" />
      <circle cx="16" cy="15" r="1" className="obj-dark" />
    </g>
  ),
  balloon: (
    <g>
      <ellipse cx="12" cy="9.5" rx="6.5" ry="7.5" className="obj-fill obj-red" />
      <path d="M11 17h2l-1 1.6z" className="obj-fill obj-red" />
      <path d="M12 18.6c-1 1.4 1 2.4 0 4" className="obj-line obj-thin" />
    </g>
  ),
  card: (
    <g>
      <rect x="5" y="2.5" width="14" height="19" rx="2" className="obj-fill obj-paper" />
      <path d="M12 8.5c-1.2-2-4-1-3.2 1.2.6 1.6 3.2 3.6 3.2 3.6s2.6-2 3.2-3.6C16 7.5 13.2 6.5 12 8.5z" className="obj-fill obj-red" />
    </g>
  ),
  star: <path d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z" className="obj-fill obj-yellow" />,
};

/** One object drawn inside the box (x, y, size) of an SVG. */
export function ObjectShape({ object, x = 0, y = 0, size = 24 }: { object: string; x?: number; y?: number; size?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${size / 24})`} className={`obj obj-${object}`} data-object={object}>
      {DRAWINGS[object] ?? <circle cx="12" cy="12" r="9" className="obj-fill obj-red" />}
    </g>
  );
}

/** One object as an inline picture among HTML (a counter, an array's place). */
export function ObjectIcon({ object, className }: { object: string; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`obj-icon${className ? ` ${className}` : ''}`} aria-hidden="true" focusable="false">
      <ObjectShape object={object} />
    </svg>
  );
}
