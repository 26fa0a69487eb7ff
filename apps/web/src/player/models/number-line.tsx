import { useRef, type KeyboardEvent } from 'react';
import type { Visual } from '@numbloom/maths/types';
import { snap, useSvgDrag } from './use-drag.ts';
import { useExplorer } from './explorer.ts';
import { useRenderedWidth } from './use-rendered-width.ts';
import { numberLineTicks } from '../picture-text.ts';

type NumberLineVisual = Extract<Visual, { type: 'number-line' }>;

const W = 640;
const PAD = 32;
/** The numbers' size on a desktop, in the drawing's own units. */
const FONT = 16;
/** The smallest a number is ever shown, in CSS pixels: a phone draws the line at half its size, and a child must still read it. */
const MIN_LABEL_PX = 15;
/**
 * The closest two marks are drawn, in CSS pixels. A signed line of a hundred steps on a phone put
 * its marks 3 px apart, a grey comb no child can count along; below this the steps between every
 * fifth are left unmarked (the marker still stops at each, and shows its number).
 */
const MIN_MARK_GAP_PX = 6;
/** A mark's half length in drawing units: a numbered one longest, every fifth step's middling, the rest short, as on a ruler. */
const MARK = { numbered: 10, fifth: 7, step: 4 } as const;
/** A number's width, roughly, in ems: digits and separators are a little over half an em wide. */
const textWidth = (text: string, font: number) => text.length * 0.6 * font;

/**
 * Where the numbers go at a size: the size in drawing units (larger where the line is drawn
 * narrower than the drawing, so it reads at MIN_LABEL_PX at least), the margin that keeps the end
 * numbers inside, and whether neighbours that would touch are set on two rows, every other one lower.
 */
function labelLayout(visual: NumberLineVisual, ticks: number[], format: (n: number) => string, renderedWidth: number) {
  const font = renderedWidth > 0 ? Math.max(FONT, (MIN_LABEL_PX * W) / renderedWidth) : FONT;
  const pad = Math.max(PAD, ...ticks.map((t) => textWidth(format(t), font) / 2 + 6));
  const x = (v: number) => pad + ((v - visual.min) / (visual.max - visual.min)) * (W - 2 * pad);
  const shown = ticks.filter((t) => visual.labelled.includes(t));
  const crowded = shown.some((t, i) => i > 0 && x(t) - x(shown[i - 1]!) < (textWidth(format(t), font) + textWidth(format(shown[i - 1]!), font)) / 2 + font * 0.4);
  return { font, pad, x, row: (t: number) => (crowded ? shown.indexOf(t) % 2 : 0), rows: crowded ? 2 : 1 };
}

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
  const ticks = numberLineTicks(visual);
  const layout = useRef({ pad: PAD });
  const drag = useSvgDrag((px) => onChange?.(snap(min + ((px - layout.current.pad) / (W - 2 * layout.current.pad)) * (max - min), min, max, step)));
  const renderedWidth = useRenderedWidth(drag.ref);
  const { font, pad, x, row, rows } = labelLayout(visual, ticks, format, renderedWidth);
  const kind = (t: number) => (visual.labelled.includes(t) ? 'numbered' : Number.isInteger(step) && Math.round(t / step) % 5 === 0 ? 'fifth' : 'step');
  // the gap between two steps as drawn (unknown, 0, until the line is laid out: every step is marked)
  const crowded = renderedWidth > 0 && ((x(min + step) - x(min)) * renderedWidth) / W < MIN_MARK_GAP_PX;
  const marked = crowded ? ticks.filter((t) => kind(t) !== 'step') : ticks;
  layout.current.pad = pad;
  // the line sits low enough for the marker's number above it, the numbers below it on their rows
  const Y = Math.max(60, font + 34);
  const labelY = (t: number) => Y + 12 + font * (1 + row(t) * 1.15);
  const height = Math.max(110, Y + 22 + font * (1 + (rows - 1) * 1.15));
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
      viewBox={`0 0 ${W} ${height}`}
      className={`model number-line${onChange ? ' interactive' : ''}`}
      role={onChange || explored ? 'group' : 'img'}
      aria-label={label}
      {...(onChange ? { onPointerDown: drag.onPointerDown, onPointerMove: drag.onPointerMove, onPointerUp: drag.onPointerUp, onPointerCancel: drag.onPointerCancel } : {})}
    >
      <g aria-hidden={explored ? true : undefined}>
      <line x1={pad - 12} x2={W - pad + 12} y1={Y} y2={Y} className="axis" />
      {marked.map((t) => (
        <g key={t}>
          <line x1={x(t)} x2={x(t)} y1={Y - MARK[kind(t)]} y2={Y + MARK[kind(t)]} className="tick" />
          {visual.labelled.includes(t) ? (
            <text x={x(t)} y={labelY(t)} textAnchor="middle" className="tick-label" style={{ fontSize: font }}>
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
          <text x={x(current)} y={Y - 28} textAnchor="middle" className="marker-label" style={{ fontSize: font }}>
            {format(current)}
          </text>
        </g>
      ) : null}
    </svg>
  );
}
