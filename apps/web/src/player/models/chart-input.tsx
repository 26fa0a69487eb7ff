import type { KeyboardEvent } from 'react';
import { useSvgDrag } from './use-drag.ts';
import { useDrop } from './use-drop.ts';
import { useFocusKept } from './use-focus-kept.ts';

const TOP = 20;
const BASE = 190;

/**
 * A bar chart with one bar to draw: drag its top, or click the chart at the
 * height it should reach; from the keyboard the bar is a slider (up and down
 * one step of the scale, Home and End). The scale goes two steps past the
 * tallest other bar or ten steps, whichever is more, so its top is no clue.
 */
export function BarChartInput({
  categories,
  scale,
  draw,
  value,
  onChange,
  names,
  label,
  barLabel,
  format,
}: {
  categories: { term: string; value: number }[];
  scale: number;
  draw: number;
  value: number;
  onChange?: (v: number) => void;
  names: string[];
  label: string;
  barLabel: string;
  format: (n: number) => string;
}) {
  const steps = Math.max(10, Math.ceil(Math.max(...categories.map((c) => c.value)) / scale) + 2);
  const top = steps * scale;
  const y = (v: number) => BASE - (v / top) * (BASE - TOP);
  const set = (v: number) => onChange?.(Math.max(0, Math.min(top, Math.round(v / scale) * scale)));
  const drag = useSvgDrag((_, py) => set(((BASE - py) / (BASE - TOP)) * top));
  const w = 300 / categories.length;
  function onKey(e: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowUp: scale, ArrowRight: scale, ArrowDown: -scale, ArrowLeft: -scale, PageUp: 5 * scale, PageDown: -5 * scale };
    if (e.key in moves) set(value + moves[e.key]!);
    else if (e.key === 'Home') set(0);
    else if (e.key === 'End') set(top);
    else return;
    e.preventDefault();
  }
  const tickEvery = steps > 12 ? 2 : 1;
  return (
    <figure className="model bar-chart">
      <figcaption>{label}</figcaption>
      <svg
        ref={drag.ref}
        viewBox="0 0 400 220"
        className={onChange ? 'interactive' : undefined}
        role="group"
        aria-label={label}
        {...(onChange ? { onPointerDown: drag.onPointerDown, onPointerMove: drag.onPointerMove, onPointerUp: drag.onPointerUp, onPointerCancel: drag.onPointerCancel } : {})}
      >
        <g aria-hidden="true">
          {Array.from({ length: steps + 1 }, (_, i) => (
            <g key={i}>
              <line x1={40} x2={390} y1={y(i * scale)} y2={y(i * scale)} className="gridline" />
              {i % tickEvery === 0 ? (
                <text x={34} y={y(i * scale) + 4} textAnchor="end" className="tick-label small">
                  {format(i * scale)}
                </text>
              ) : null}
            </g>
          ))}
          {categories.map((c, i) => (
            <g key={c.term}>
              {i === draw ? null : <rect x={50 + i * w + w * 0.15} y={y(c.value)} width={w * 0.7} height={BASE - y(c.value)} className="bar" />}
              <text x={50 + i * w + w / 2} y={210} textAnchor="middle" className="tick-label small">
                {names[i]}
              </text>
            </g>
          ))}
        </g>
        <g
          {...(onChange ? { role: 'slider', tabIndex: 0, 'aria-label': barLabel, 'aria-valuemin': 0, 'aria-valuemax': top, 'aria-valuenow': value, 'aria-valuetext': format(value), 'aria-orientation': 'vertical' as const, onKeyDown: onKey } : { 'aria-hidden': true })}
          className="handle"
        >
          <rect x={50 + draw * w + w * 0.15} y={y(value)} width={w * 0.7} height={BASE - y(value)} className="bar drawn" />
          <rect x={50 + draw * w + w * 0.1} y={y(value) - 8} width={w * 0.8} height={16} rx={4} className="bar-top" />
        </g>
      </svg>
    </figure>
  );
}

/**
 * A pictograph with one row to fill: a symbol goes in by clicking the row's
 * next empty place (or any place: the row fills up to it), by dragging the
 * key's symbol onto the row, or with the row's + and − buttons; clicking the
 * last symbol takes it away. From the keyboard the row is a slider.
 */
export function PictographInput({
  categories,
  perSymbol,
  draw,
  value,
  onChange,
  names,
  label,
  rowLabel,
  keyText,
  addLabel,
  removeLabel,
  format,
}: {
  categories: { term: string; value: number }[];
  perSymbol: number;
  draw: number;
  value: number;
  onChange?: (v: number) => void;
  names: string[];
  label: string;
  rowLabel: string;
  keyText: string;
  addLabel: string;
  removeLabel: string;
  format: (n: number) => string;
}) {
  const places = 10;
  const symbols = value / perSymbol;
  const set = (k: number) => onChange?.(Math.max(0, Math.min(places, k)) * perSymbol);
  const kept = useFocusKept<HTMLDivElement>();
  const drop = useDrop<'key'>((_, target) => {
    if (target?.closest('[data-row]')) set(symbols + 1);
  });
  function onKey(e: KeyboardEvent) {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };
    if (e.key in moves) set(symbols + moves[e.key]!);
    else if (e.key === 'Home') set(0);
    else if (e.key === 'End') set(places);
    else return;
    e.preventDefault();
  }
  return (
    <div ref={kept} className="model pictograph-input" role="group" aria-label={label}>
      <p className="pictograph-key">
        {onChange ? (
          <button type="button" className="pict-symbol source" aria-label={addLabel} {...drop.source('key', () => set(symbols + 1))}>
            ●
          </button>
        ) : (
          <span className="pict-symbol" aria-hidden="true">
            ●
          </span>
        )}{' '}
        {keyText}
      </p>
      <table className="pictograph">
        <tbody>
          {categories.map((c, i) => (
            <tr key={c.term}>
              <th scope="row">{names[i]}</th>
              {i === draw ? (
                <td data-row>
                  <span
                    className="pict-row"
                    {...(onChange ? { role: 'slider', tabIndex: 0, 'aria-label': rowLabel, 'aria-valuemin': 0, 'aria-valuemax': places * perSymbol, 'aria-valuenow': value, 'aria-valuetext': format(value), onKeyDown: onKey } : {})}
                  >
                    {Array.from({ length: places }, (_, k) => (
                      <span key={k} className={`pict-place${k < symbols ? ' full' : ''}`} aria-hidden="true" onClick={onChange ? () => set(k + 1 === symbols ? k : k + 1) : undefined}>
                        {k < symbols ? '●' : ''}
                      </span>
                    ))}
                  </span>
                  {onChange ? (
                    <button type="button" className="btn btn-secondary btn-sm" aria-label={removeLabel} disabled={symbols === 0} onClick={() => set(symbols - 1)}>
                      −
                    </button>
                  ) : null}
                </td>
              ) : (
                <td aria-label={format(c.value / perSymbol)}>
                  <span aria-hidden="true">{'●'.repeat(Math.round(c.value / perSymbol))}</span>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {drop.dragged ? (
        <span className="dragged-piece pict-symbol" style={{ left: drop.dragged.x, top: drop.dragged.y }} aria-hidden="true">
          ●
        </span>
      ) : null}
    </div>
  );
}
