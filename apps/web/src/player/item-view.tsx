import { useTranslation } from 'react-i18next';
import { formatDecimal, formatInteger, formatParam, formatTime, renderText } from '@numbloom/maths/text';
import { isolateMaths } from '@numbloom/maths/bidi';
import { isRightToLeft } from '@numbloom/domain/regions';
import type { AnswerShape, PlayableItem } from '@numbloom/maths/playable';
import type { Language, Visual } from '@numbloom/maths/types';
import { NumberLine } from './models/number-line.tsx';
import { Clock } from './models/clock.tsx';
import { FractionBars } from './models/fraction-bars.tsx';
import { PlaceValueBlocks } from './models/place-value-blocks.tsx';
import { Coins } from './models/coins.tsx';
import { CoordinateGrid } from './models/coordinate-grid.tsx';
import { RectangleBoard } from './models/rectangle-board.tsx';
import { Geoboard } from './models/geoboard.tsx';
import { ArrayModel, Chart, Counters, Ruler, Shape } from './models/pictures.tsx';
import { CounterBoard } from './models/counter-board.tsx';
import { PlaceValueChart } from './models/place-value-chart.tsx';
import { Protractor } from './models/protractor.tsx';
import { RulerInput } from './models/ruler-input.tsx';
import { BarChartInput, PictographInput } from './models/chart-input.tsx';
import { moneyMark } from '@numbloom/maths/coins';
import type { Currency } from '@numbloom/maths/types';
import { isUntouched, type WidgetState } from './engine.ts';
import { gridPlaceText, pictureText } from './picture-text.ts';

const numberText = (n: number, language: Language) => (Number.isInteger(n) ? formatInteger(n, language) : formatDecimal(String(n), language));

/** The value of one disk of a place-value chart column: 1,000 or 0.01, written the language's way. */
const diskValue = (power: number, language: Language) => (power >= 0 ? formatInteger(10 ** power, language) : formatDecimal((10 ** power).toFixed(-power), language));

/** A coin's or note's name in the page language: its own (quarter, loonie) where it has one, else its value and kind. */
function useMoneyName(currency: Currency, language: Language) {
  const { t, i18n } = useTranslation('player');
  return (cents: number) => {
    const own = `money.${currency}.${cents}`;
    if (i18n.exists(own, { ns: 'player' })) return t(own);
    return t(cents >= 500 ? 'money.note' : 'money.coin', { mark: moneyMark(currency, cents, language) });
  };
}

/** The line saying how an item is answered on its model ('hint.…'): a pictograph's row is filled with symbols, not drawn like a bar. */
const modelKey = (item: Pick<PlayableItem, 'input' | 'visual'>) => (item.input === 'chart' && item.visual?.type === 'pictograph' ? 'pictograph' : item.input);

/**
 * What a child is told who checks an answer model that gives no answer yet
 * ("Place the point first: tap where it goes on the grid."), as a model left
 * as it started does not (engine.ts), even where its start looks right.
 * Undefined for typed and chosen answers, which each player words its own way.
 */
export function useModelFirst(): (item: Pick<PlayableItem, 'input' | 'visual'>, state: WidgetState) => string | undefined {
  const { t } = useTranslation('player');
  return (item, state) => (state.kind === 'text' || state.kind === 'choice' ? undefined : t(`first.${modelKey(item)}`));
}

/**
 * The keyboard a typed answer needs: the digit pad for whole numbers never below
 * zero; the full keyboard where answers range below zero (answer.signed), as a
 * phone's digit pad (iOS) has no minus sign; the full one too for decimals,
 * fractions, times and units, written with separators and words.
 */
export const answerInputMode = (answer: AnswerShape): 'numeric' | 'text' => (answer.kind === 'integer' && !answer.signed ? 'numeric' : 'text');

/**
 * The item's picture; when the item is answered on it, the interactive model
 * bound to state, with a line saying how to use it (drag, click or keys).
 */
export function ItemVisual(props: { item: PlayableItem; state: WidgetState; setState: (s: WidgetState) => void; language: Language; disabled: boolean }) {
  const { t } = useTranslation('player');
  const { item } = props;
  const answered = item.input !== 'text' && item.input !== 'choice';
  return answered ? (
    <div className="model-area">
      <p className="model-hint" id="model-hint">
        {t(`hint.${modelKey(item)}`)}
      </p>
      <ModelOrPicture {...props} />
    </div>
  ) : (
    <ModelOrPicture {...props} />
  );
}

export interface ModelProps {
  item: PlayableItem;
  state: WidgetState;
  setState: (s: WidgetState) => void;
  language: Language;
  disabled: boolean;
}

/** What each model builder reads: the item's picture, the page's texts, and whether the child may move it. */
interface ModelContext extends ModelProps {
  t: ReturnType<typeof useTranslation<'player'>>['t'];
  v: Visual | undefined;
  live: boolean;
  currency: Currency;
  moneyName: (cents: number) => string;
}

/** The item's model or picture alone (no line on how to use it): ItemVisual's, and a read-only preview's with disabled. */
export function ModelOrPicture(props: ModelProps) {
  const { t } = useTranslation('player');
  const v: Visual | undefined = props.item.visual;
  const currency: Currency = v?.type === 'coins' ? v.currency : 'USD';
  const moneyName = useMoneyName(currency, props.language);
  const context: ModelContext = { ...props, t, v, live: !props.disabled, currency, moneyName };
  return numberModel(context) ?? spaceAndMeasureModel(context) ?? (v ? <StaticVisual visual={v} language={props.language} /> : null);
}

/** The models of numbers and data: a number line, counters, a place-value chart, a ruler to draw on, a chart, a protractor. */
/** A point of a line read in parts of 1/den: a whole number, a fraction below 1 (3/8) or a mixed number (2 3/8). */
function partsText(n: number, den: number, language: Language): string {
  const parts = Math.round(Math.abs(n) * den);
  const sign = n < 0 ? '-' : '';
  const whole = Math.floor(parts / den);
  const rest = parts - whole * den;
  if (rest === 0) return numberText(Math.sign(n) * whole, language);
  return whole === 0 ? `${sign}${rest}/${den}` : `${sign}${numberText(whole, language)} ${rest}/${den}`;
}

function numberModel({ state, setState, language, t, v, live }: ModelContext) {
  if (state.kind === 'number-line' && v?.type === 'number-line') {
    // a line read in parts of 1/denominator speaks in fractions: 0, 3/8, 1; past 1 (a line plot's lengths) in mixed numbers, 2 3/8
    const den = v.denominator;
    const format = den ? (n: number) => partsText(n, den, language) : (n: number) => numberText(n, language);
    return <NumberLine visual={v} value={state.value} onChange={live ? (value) => setState({ kind: 'number-line', value }) : undefined} label={t('moveMarker')} format={format} />;
  }
  if (state.kind === 'counters' && v?.type === 'counters') {
    const thing = formatParam({ type: 'term', key: `obj.${v.object}`, count: 1 }, language);
    return (
      <CounterBoard
        cells={state.cells}
        fixed={v.fixed ?? 0}
        object={v.object}
        onChange={live ? (cells) => setState({ kind: 'counters', cells }) : undefined}
        label={t('counterBoard', { things: formatParam({ type: 'term', key: `obj.${v.object}`, count: 2 }, language) })}
        spaceLabel={(i, full, fixed) => t(fixed ? 'counterSpace.fixed' : full ? 'counterSpace.full' : 'counterSpace.empty', { n: i + 1, thing })}
        pileLabel={t('counterPile', { thing })}
        status={(count) => t('countersPlaced', { count })}
      />
    );
  }
  if (state.kind === 'place-value-chart' && v?.type === 'place-value-chart') {
    return (
      <PlaceValueChart
        high={v.high}
        low={v.low}
        digits={state.digits}
        onChange={live ? (digits) => setState({ kind: 'place-value-chart', digits }) : undefined}
        label={t('pvChart')}
        placeName={(p) => formatParam({ type: 'term', key: `place.${p}` }, language)}
        diskText={(p) => diskValue(p, language)}
        addLabel={(place) => t('blocks.add', { place })}
        removeLabel={(place) => t('blocks.remove', { place })}
        countText={(count, place) => t('pvCount', { count, place })}
      />
    );
  }
  if (state.kind === 'ruler' && v?.type === 'ruler') {
    const unitWord = (n: number) => formatParam({ type: 'unit', unit: v.unit, count: n }, language);
    return <RulerInput length={v.length} value={state.length} onChange={live ? (length) => setState({ kind: 'ruler', length }) : undefined} unit={formatParam({ type: 'unit', unit: v.unit }, language)} inches={v.unit === 'in'} label={t('rulerInput')} format={(n) => `${numberText(n, language)} ${unitWord(n)}`} />;
  }
  if (state.kind === 'chart' && (v?.type === 'bar-chart' || v?.type === 'pictograph')) {
    const names = v.categories.map((c) => formatParam({ type: 'term', key: c.term, count: 2 }, language));
    const drawn = names[v.draw ?? 0] ?? '';
    const onChange = live ? (value: number) => setState({ kind: 'chart', value }) : undefined;
    return v.type === 'bar-chart' ? (
      <BarChartInput categories={v.categories} scale={v.scale} draw={v.draw ?? 0} value={state.value} onChange={onChange} names={names} label={t('chart')} barLabel={t('drawBar', { name: drawn })} format={(n) => numberText(n, language)} />
    ) : (
      <PictographInput
        categories={v.categories}
        perSymbol={v.perSymbol}
        draw={v.draw ?? 0}
        value={state.value}
        onChange={onChange}
        names={names}
        label={t('chart')}
        rowLabel={t('fillRow', { name: drawn })}
        keyText={t('picture.pictographKey', { symbol: '●', count: v.perSymbol })}
        addLabel={t('addSymbol', { name: drawn })}
        removeLabel={t('removeSymbol', { name: drawn })}
        format={(n) => numberText(n, language)}
      />
    );
  }
  if (state.kind === 'angle' && v?.type === 'protractor') {
    return <Protractor max={v.max} degrees={state.degrees} onChange={live ? (degrees) => setState({ kind: 'angle', degrees }) : undefined} label={t('protractor')} format={(d) => `${numberText(d, language)}°`} />;
  }
  return null;
}

/** The models of time, parts, money and space: a clock, fraction bars, blocks, coins, a grid, a rectangle, a geoboard. */
function spaceAndMeasureModel({ item, state, setState, language, t, v, live, currency, moneyName }: ModelContext) {
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
    // the bars before the last are the question's (a fraction to match); the last is the learner's
    const given = v?.type === 'fraction-bars' ? v.bars.slice(0, -1) : [];
    return (
      <FractionBars
        bars={[...given, { parts: state.pattern.length, shaded: 0, pattern: state.pattern }]}
        onSet={live ? (i, shaded) => setState({ kind: 'fraction-bars', pattern: state.pattern.map((p, j) => (j === i ? shaded : p)) }) : undefined}
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
    return (
      <Coins
        coins={state.coins}
        currency={currency}
        labelled={v?.type === 'coins' ? v.labelled !== false : true}
        tray={v?.type === 'coins' ? v.coins : []}
        onChange={live ? (coins) => setState({ kind: 'coins', coins }) : undefined}
        label={t('coins.label')}
        nameOf={moneyName}
        language={language}
      />
    );
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
        placed={!isUntouched(state)}
        unplacedText={t('pointNotPlaced')}
      />
    );
  }
  if (state.kind === 'rectangle' && v?.type === 'rectangle-board') {
    return (
      <RectangleBoard
        rows={v.rows}
        columns={v.columns}
        cells={v.cells}
        {...(v.object ? { object: v.object } : {})}
        value={state}
        onChange={live ? (r) => setState({ kind: 'rectangle', ...r }) : undefined}
        label={t(v.cells === 'objects' ? 'buildArray' : 'buildRectangle')}
        valueText={(r) => t('rectangleValue', { count: r.rows, columns: r.columns })}
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
  return null;
}

/** A picture that is only looked at, with its words for someone who cannot see it (picture-text.ts). */
export function StaticVisual({ visual: v, language }: { visual: Visual; language: Language }) {
  const { t } = useTranslation('player');
  const moneyName = useMoneyName(v.type === 'coins' ? v.currency : 'USD', language);
  const text = pictureText(v, t, language);
  const stops = text.groups?.flatMap((g) => g.stops);
  switch (v.type) {
    case 'number-line':
      return <NumberLine visual={v} label={text.label} stops={stops} format={(n) => numberText(n, language)} />;
    case 'place-value-blocks':
      return <PlaceValueBlocks blocks={v} label={text.label} showThousands={v.thousands > 0} />;
    case 'counters':
      return <Counters count={v.count} object={v.object} tenFrame={v.tenFrame} label={text.label} text={text} />;
    case 'fraction-bars':
      return <FractionBars bars={v.bars} label={text.label} text={text} partLabel={(i, n) => t('part', { n: i + 1, total: n })} />;
    case 'array':
      return <ArrayModel rows={v.rows} columns={v.columns} object={v.object} label={text.label} />;
    case 'clock':
      return <Clock time={v} showHands={v.showHands} label={text.label} describe={false} hourLabel={t('hourHand')} minuteLabel={t('minuteHand')} format={(tm) => formatTime(tm.hours, tm.minutes)} />;
    case 'coins':
      return <Coins coins={v.coins} currency={v.currency} labelled={v.labelled !== false} label={text.label} nameOf={moneyName} language={language} />;
    case 'shape':
      return <Shape shape={v.shape} sides={v.sides} width={v.width} height={v.height} gridSquares={v.gridSquares} label={text.label} stops={stops} />;
    case 'ruler':
      return <Ruler length={v.length} objectLength={v.objectLength} unit={formatParam({ type: 'unit', unit: v.unit }, language)} label={text.label} stops={stops} inches={v.unit === 'in'} />;
    case 'bar-chart':
    case 'pictograph':
      return (
        <Chart
          kind={v.type}
          categories={v.categories}
          scale={v.type === 'bar-chart' ? v.scale : v.perSymbol}
          label={text.label}
          keyText={v.type === 'pictograph' ? t('picture.pictographKey', { symbol: '●', count: v.perSymbol }) : undefined}
          names={v.categories.map((c) => formatParam({ type: 'term', key: c.term, count: 2 }, language))}
        />
      );
    case 'rectangle-board':
      return <RectangleBoard rows={v.rows} columns={v.columns} cells={v.cells} {...(v.object ? { object: v.object } : {})} value={{ rows: 0, columns: 0 }} label={text.label} valueText={(r) => t('rectangleValue', { count: r.rows, columns: r.columns })} />;
    case 'geoboard':
      return <Geoboard size={v.size} points={[]} label={text.label} pegLabel={(p) => t('peg', { x: p.x + 1, y: p.y + 1 })} undoLabel={t('undo')} clearLabel={t('clear')} summary={(count) => t('pegsJoined', { count })} />;
    case 'place-value-chart':
      return (
        <PlaceValueChart
          high={v.high}
          low={v.low}
          digits={Array.from({ length: v.high - v.low + 1 }, () => 0)}
          label={text.label}
          placeName={(p) => formatParam({ type: 'term', key: `place.${p}` }, language)}
          diskText={(p) => diskValue(p, language)}
          addLabel={(place) => t('blocks.add', { place })}
          removeLabel={(place) => t('blocks.remove', { place })}
          countText={(count, place) => t('pvCount', { count, place })}
        />
      );
    case 'protractor':
      return <Protractor max={v.max} degrees={0} label={text.label} format={(d) => `${numberText(d, language)}°`} />;
    case 'coordinate-grid':
      return <CoordinateGrid size={v.size} negative={v.negative} points={v.points} label={text.label} pointLabel={(p) => t('point', { x: p.x, y: p.y })} placeText={(p) => gridPlaceText(p.x, p.y, v.points, t, language)} />;
  }
}

/** The question in the page language: the story for word problems, the prompt otherwise. */
export function questionText(item: Pick<PlayableItem, 'prompt' | 'story'>, wordProblem: boolean, language: Language): string {
  return mathsText(renderText(wordProblem && item.story ? item.story : item.prompt, language), language);
}

/**
 * A rendered engine text as the page shows it: in Arabic its maths is isolated
 * left to right (138 + 220 = ?), or the browser's bidi would print ? = 220 + 138
 * and move a minus sign to the wrong end. The rule is the worksheets' own (maths/bidi.ts).
 */
export function mathsText(text: string, language: Language): string {
  return isRightToLeft(language) ? isolateMaths(text) : text;
}

/** The typed answer or the choices, when the item is not answered on its picture. */
export function AnswerInput({
  item,
  state,
  setState,
  language,
  disabled,
}: {
  item: PlayableItem;
  state: WidgetState;
  setState: (s: WidgetState) => void;
  language: Language;
  disabled: boolean;
}) {
  const { t } = useTranslation('player');
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
          inputMode={answerInputMode(item.answer)}
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
