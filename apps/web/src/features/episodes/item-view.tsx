import { useTranslation } from 'react-i18next';
import { formatDecimal, formatInteger, formatMoney, formatParam, formatTime, renderText } from '@numbloom/maths/text';
import { isolateMaths } from '@numbloom/maths/bidi';
import type { Item, Language, Visual } from '@numbloom/maths/types';
import { NumberLine } from './models/number-line.tsx';
import { Clock } from './models/clock.tsx';
import { FractionBars } from './models/fraction-bars.tsx';
import { PlaceValueBlocks } from './models/place-value-blocks.tsx';
import { Coins } from './models/coins.tsx';
import { CoordinateGrid } from './models/coordinate-grid.tsx';
import { RectangleBoard } from './models/rectangle-board.tsx';
import { Geoboard } from './models/geoboard.tsx';
import { ArrayModel, Chart, Counters, Ruler, Shape } from './models/pictures.tsx';
import type { WidgetState } from './engine.ts';

const numberText = (n: number, language: Language) => (Number.isInteger(n) ? formatInteger(n, language) : formatDecimal(String(n), language));

/** The item's picture; when the item is answered on it, the interactive widget bound to state. */
export function ItemVisual({
  item,
  state,
  setState,
  language,
  disabled,
}: {
  item: Item;
  state: WidgetState;
  setState: (s: WidgetState) => void;
  language: Language;
  disabled: boolean;
}) {
  const { t } = useTranslation('episodes');
  const v: Visual | undefined = item.visual;
  const live = !disabled;

  if (state.kind === 'number-line' && v?.type === 'number-line') {
    return <NumberLine visual={v} value={state.value} onChange={live ? (value) => setState({ kind: 'number-line', value }) : undefined} label={t('moveMarker')} format={(n) => numberText(n, language)} />;
  }
  if (state.kind === 'clock') {
    return (
      <Clock
        time={{ hours: state.hours, minutes: state.minutes }}
        onChange={live ? (tm) => setState({ kind: 'clock', ...tm }) : undefined}
        label={t('setClock')}
        hourLabel={t('hourHand')}
        minuteLabel={t('minuteHand')}
        format={(tm) => formatTime(tm.hours, tm.minutes)}
      />
    );
  }
  if (state.kind === 'fraction-bars') {
    return (
      <FractionBars
        bars={[{ parts: state.pattern.length, shaded: 0, pattern: state.pattern }]}
        onToggle={live ? (i) => setState({ kind: 'fraction-bars', pattern: state.pattern.map((p, j) => (j === i ? !p : p)) }) : undefined}
        label={t('shadeParts')}
        partLabel={(i, n) => t('part', { n: i + 1, total: n })}
      />
    );
  }
  if (state.kind === 'place-value-blocks') {
    const { kind: _kind, ...blocks } = state;
    return <PlaceValueBlocks blocks={blocks} onChange={live ? (b) => setState({ kind: 'place-value-blocks', ...b }) : undefined} label={t('blocksLabel')} showThousands={item.grade !== 'K' && item.grade !== '1'} />;
  }
  if (state.kind === 'coins') {
    return <Coins coins={state.coins} currency={v?.type === 'coins' ? v.currency : 'USD'} onChange={live ? (coins) => setState({ kind: 'coins', coins }) : undefined} label={t('coins.label')} format={(c) => formatMoney(c, v?.type === 'coins' ? v.currency : 'USD', language)} />;
  }
  if (state.kind === 'coordinate-grid' && v?.type === 'coordinate-grid') {
    return (
      <CoordinateGrid
        size={v.size}
        negative={(v as { negative?: boolean }).negative}
        points={v.points}
        value={{ x: state.x, y: state.y }}
        onChange={live ? (p) => setState({ kind: 'coordinate-grid', ...p }) : undefined}
        label={t('placePoint')}
        pointLabel={(p) => t('point', { x: p.x, y: p.y })}
      />
    );
  }
  if (state.kind === 'rectangle' && v?.type === 'rectangle-board') {
    return (
      <RectangleBoard
        rows={v.rows}
        columns={v.columns}
        cells={v.cells}
        value={state}
        onChange={live ? (r) => setState({ kind: 'rectangle', ...r }) : undefined}
        label={t(v.cells === 'objects' ? 'buildArray' : 'buildRectangle')}
        valueText={(r) => t('rectangleValue', { rows: r.rows, columns: r.columns })}
      />
    );
  }
  if (state.kind === 'geoboard' && v?.type === 'geoboard') {
    return (
      <Geoboard
        size={v.size}
        points={state.points}
        onChange={live ? (points) => setState({ kind: 'geoboard', points }) : undefined}
        label={t('geoboard')}
        pegLabel={(p, n) => (n ? t('pegJoined', { x: p.x + 1, y: p.y + 1, n }) : t('peg', { x: p.x + 1, y: p.y + 1 }))}
        undoLabel={t('undo')}
        clearLabel={t('clear')}
        summary={(count) => t('pegsJoined', { count })}
      />
    );
  }
  return v ? <StaticVisual visual={v} language={language} /> : null;
}

/** A picture that is only looked at. */
export function StaticVisual({ visual: v, language }: { visual: Visual; language: Language }) {
  const { t } = useTranslation('episodes');
  switch (v.type) {
    case 'number-line':
      return <NumberLine visual={v} label={t('numberLine')} format={(n) => numberText(n, language)} />;
    case 'place-value-blocks':
      return <PlaceValueBlocks blocks={v} label={t('blocksValue', v)} showThousands={v.thousands > 0} />;
    case 'counters':
      return <Counters count={v.count} tenFrame={v.tenFrame} label={t('counters', { count: v.count })} />;
    case 'fraction-bars':
      return <FractionBars bars={v.bars} label={t('fractionBars')} partLabel={(i, n) => t('part', { n: i + 1, total: n })} />;
    case 'array':
      return <ArrayModel rows={v.rows} columns={v.columns} label={t('array', { rows: v.rows, columns: v.columns })} />;
    case 'clock':
      return <Clock time={v} showHands={v.showHands} label={t('clock')} hourLabel={t('hourHand')} minuteLabel={t('minuteHand')} format={(tm) => formatTime(tm.hours, tm.minutes)} />;
    case 'coins':
      return <Coins coins={v.coins} currency={v.currency} label={t('coins.label')} format={(c) => formatMoney(c, v.currency, language)} />;
    case 'shape':
      return <Shape shape={v.shape} sides={v.sides} width={v.width} height={v.height} gridSquares={v.gridSquares} label={t('shape')} />;
    case 'ruler':
      return <Ruler length={v.length} objectLength={v.objectLength} unit={formatParam({ type: 'unit', unit: v.unit }, language)} label={t('ruler', { unit: formatParam({ type: 'unit', unit: v.unit }, language) })} inches={v.unit === 'in'} />;
    case 'bar-chart':
    case 'pictograph':
      return (
        <Chart
          kind={v.type}
          categories={v.categories}
          scale={v.type === 'bar-chart' ? v.scale : v.perSymbol}
          label={t('chart')}
          names={v.categories.map((c) => formatParam({ type: 'term', key: c.term, count: 2 }, language))}
        />
      );
    case 'rectangle-board':
      return <RectangleBoard rows={v.rows} columns={v.columns} cells={v.cells} value={{ rows: 0, columns: 0 }} label={t(v.cells === 'objects' ? 'arrayBoard' : 'squaresBoard')} valueText={(r) => t('rectangleValue', { rows: r.rows, columns: r.columns })} />;
    case 'geoboard':
      return <Geoboard size={v.size} points={[]} label={t('geoboard')} pegLabel={(p) => t('peg', { x: p.x + 1, y: p.y + 1 })} undoLabel={t('undo')} clearLabel={t('clear')} summary={(count) => t('pegsJoined', { count })} />;
    case 'coordinate-grid':
      return <CoordinateGrid size={v.size} negative={(v as { negative?: boolean }).negative} points={v.points} label={t('grid')} pointLabel={(p) => t('point', { x: p.x, y: p.y })} />;
  }
}

/** The question in the page language: the story for word problems, the prompt otherwise. */
export function questionText(item: Item, wordProblem: boolean, language: Language): string {
  return mathsText(renderText(wordProblem && item.story ? item.story : item.prompt, language), language);
}

/**
 * A rendered engine text as the page shows it: in Arabic its maths is isolated
 * left to right (138 + 220 = ?), or the browser's bidi would print ? = 220 + 138
 * and move a minus sign to the wrong end. The rule is the worksheets' own (maths/bidi.ts).
 */
export function mathsText(text: string, language: Language): string {
  return language === 'ar' ? isolateMaths(text) : text;
}

/** The typed answer or the choices, when the item is not answered on its picture. */
export function AnswerInput({
  item,
  state,
  setState,
  language,
  disabled,
}: {
  item: Item;
  state: WidgetState;
  setState: (s: WidgetState) => void;
  language: Language;
  disabled: boolean;
}) {
  const { t } = useTranslation('episodes');
  if (state.kind === 'text') {
    return (
      <div className="field">
        <label className="field-label" htmlFor="answer">
          {t('yourAnswer')}
        </label>
        <input
          id="answer"
          className="input answer-input"
          autoComplete="off"
          inputMode={item.answer.kind === 'integer' ? 'numeric' : 'text'}
          aria-describedby="question"
          value={state.text}
          readOnly={disabled}
          onChange={(e) => setState({ kind: 'text', text: e.target.value })}
        />
      </div>
    );
  }
  if (state.kind === 'choice') {
    return (
      <fieldset className="choices">
        <legend>{t('chooseOne')}</legend>
        {(item.choices ?? []).map((c) => (
          <label key={c.key} className="choice">
            <input type="radio" name="choice" value={c.key} checked={state.key === c.key} disabled={disabled} onChange={() => setState({ kind: 'choice', key: c.key })} />
            <span>{mathsText(renderText(c.label, language), language)}</span>
          </label>
        ))}
      </fieldset>
    );
  }
  return null;
}
