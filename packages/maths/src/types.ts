/**
 * The maths engine's public shapes. Everything here is plain JSON-serialisable
 * data, so an item made on the server can be sent to the browser unchanged and
 * the same seed always makes the same item. Names exported here are stable.
 *
 * The functions that use them (one module each, import by path):
 *   @numbloom/maths/generate   generateItem(request: ItemRequest): Item; generateItems(request, count): Item[];
 *                              loadGenerators(topics): Promise<void>
 *   @numbloom/maths/catalogue  TOPICS: TopicInfo[]; topicsFor(grade, strand?): TopicInfo[]
 *   @numbloom/maths/check      checkAnswer(item, response, language): CheckResult
 *   @numbloom/maths/text       renderText(ref, language): string; formatAnswer(answer, language): string;
 *                              reasonText(reason, language): string; loadCatalogue(language): Promise<Catalogue>
 *   @numbloom/maths/worksheet  layoutWorksheet({ topic, grade, difficulty, seed, count, language, currency, units }): Worksheet
 *   @numbloom/maths/grades     gradeIndex(grade): 0..6; gradeFromIndex(n); numberLimit(grade)
 *   @numbloom/maths/all        imported for its effect: registers every language's texts and every generator
 *
 * Texts and generators work once registered. The server, scripts and tests
 * import @numbloom/maths/all (catalogue and worksheet do it themselves); a
 * browser page awaits loadCatalogue(its language) and loadGenerators(its
 * topics), a chunk each, and gets the same items from the same seeds. Asking
 * for an unregistered language or topic throws CatalogueNotLoadedError or
 * GeneratorNotLoadedError, never a blank.
 */
import type { TextLocale } from './text.ts';

/** Grades as the engine names them: 'K' then '1'..'6'; GRADE_INDEX gives 0..6 (the grade `order`). */
export const GRADES = ['K', '1', '2', '3', '4', '5', '6'] as const;
/** One K–6 grade code. */
export type Grade = (typeof GRADES)[number];

/** The nine strands every grade covers. */
export const STRANDS = [
  'number-place-value',
  'addition-subtraction',
  'multiplication-division',
  'fractions-decimals',
  'measurement',
  'time',
  'money',
  'geometry',
  'data',
] as const;
/** One strand key. */
export type Strand = (typeof STRANDS)[number];

/** Difficulty inside a grade: 1 easier, 2 on level, 3 stretch. */
export const DIFFICULTIES = [1, 2, 3] as const;
/** One difficulty level. */
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Catalogue languages the engine writes prompts, stories and explanations in. */
export const LANGUAGES = ['en', 'fr', 'es', 'ar', 'he', 'zh', 'de', 'pt'] as const;
/** One catalogue language code. */
export type Language = (typeof LANGUAGES)[number];

/** Currencies money items can use (coins and notes differ per currency). */
export const CURRENCIES = ['USD', 'CAD', 'AUD', 'NZD', 'GBP', 'EUR', 'AED', 'CNY', 'BRL'] as const;
/** One ISO 4217 currency code. */
export type Currency = (typeof CURRENCIES)[number];

/** The two systems measurement items are written in; a region uses one (unitsForCountry, decision 029). */
export const UNIT_SYSTEMS = ['metric', 'customary'] as const;
/** One system of units: metric (SI) or US customary. */
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** Metric units measurement items may carry. */
export type MetricUnit = 'mm' | 'cm' | 'm' | 'km' | 'g' | 'kg' | 'ml' | 'l' | 'cm2' | 'm2' | 'cm3';
/** US customary units: length, weight, liquid volume (cup to gallon), area and cubic volume. */
export type CustomaryUnit = 'in' | 'ft' | 'yd' | 'mi' | 'oz' | 'lb' | 'cup' | 'pt' | 'qt' | 'gal' | 'in2' | 'ft2' | 'in3';
/** Units items may carry: either system's, plus time, angle and percent (the same everywhere). */
export type Unit = MetricUnit | CustomaryUnit | 's' | 'min' | 'h' | 'day' | 'week' | 'deg' | 'percent';

/** Every topic the engine generates, `${strand}/${name}`, with the grades it serves (single source for catalogue.ts). */
export const TOPIC_GRADES = {
  'number-place-value/count': ['K', '1'],
  'number-place-value/teen-numbers': ['K'],
  'number-place-value/skip-count': ['K', '1', '2', '3'],
  'number-place-value/patterns': ['4', '5', '6'],
  'number-place-value/compare': ['K', '1', '2', '3', '4', '5', '6'],
  'number-place-value/place-value': ['1', '2', '3', '4', '5', '6'],
  'number-place-value/number-line': ['K', '1', '2', '3', '4', '5', '6'],
  'number-place-value/rounding': ['3', '4', '5', '6'],
  'addition-subtraction/add': ['K', '1', '2', '3', '4', '5', '6'],
  'addition-subtraction/subtract': ['K', '1', '2', '3', '4', '5', '6'],
  'addition-subtraction/missing-number': ['1', '2', '3', '4'],
  'addition-subtraction/decompose': ['K'],
  'addition-subtraction/make-ten': ['K'],
  'addition-subtraction/add-three': ['1'],
  'addition-subtraction/add-any-order': ['1'],
  'addition-subtraction/true-false': ['1'],
  'addition-subtraction/subtract-tens': ['1'],
  'multiplication-division/equal-groups': ['K', '1', '2'],
  'multiplication-division/odd-even': ['2'],
  'multiplication-division/multiply': ['2', '3', '4', '5', '6'],
  'multiplication-division/multiply-tens': ['3'],
  'multiplication-division/divide': ['3', '4', '5', '6'],
  'multiplication-division/factors': ['4', '5', '6'],
  'multiplication-division/times-as-many': ['4'],
  'multiplication-division/expressions': ['5', '6'],
  'multiplication-division/equations': ['6'],
  'multiplication-division/variables': ['6'],
  'fractions-decimals/fraction-of-shape': ['K', '1', '2', '3'],
  'fractions-decimals/equivalent-fractions': ['3', '4', '5', '6'],
  'fractions-decimals/compare-fractions': ['3', '4', '5', '6'],
  'fractions-decimals/add-fractions': ['4', '5', '6'],
  'fractions-decimals/multiply-fractions': ['4', '5'],
  'fractions-decimals/divide-fractions': ['5', '6'],
  'fractions-decimals/decimals': ['4', '5', '6'],
  'fractions-decimals/fraction-to-decimal': ['4', '5', '6'],
  'fractions-decimals/percent': ['6'],
  'measurement/length': ['K', '1', '2'],
  'measurement/order-length': ['K', '1'],
  'measurement/line-plot': ['2', '3', '4', '5', '6'],
  'measurement/convert-units': ['3', '4', '5', '6'],
  'measurement/perimeter': ['3', '4', '5', '6'],
  'measurement/area': ['3', '4', '5', '6'],
  'measurement/volume': ['5', '6'],
  'time/read-clock': ['K', '1', '2', '3', '4'],
  'time/elapsed-time': ['2', '3', '4', '5', '6'],
  'time/time-units': ['3', '4', '5', '6'],
  'money/count-coins': ['K', '1', '2', '3'],
  'money/make-change': ['2', '3', '4', '5'],
  'money/money-sums': ['2', '3', '4', '5', '6'],
  'money/unit-price': ['5', '6'],
  'geometry/name-shapes': ['K', '1', '2'],
  'geometry/shape-properties': ['1', '2', '3', '4'],
  'geometry/angles': ['4', '5', '6'],
  'geometry/coordinates': ['5', '6'],
  'geometry/partition': ['2', '3'],
  'geometry/flat-solid': ['K', '1'],
  'geometry/compose-shapes': ['K'],
  'data/pictograph': ['K', '1', '2', '3'],
  'data/bar-chart': ['K', '1', '2', '3', '4', '5'],
  'data/mean-median': ['5', '6'],
} as const satisfies Record<string, readonly Grade[]>;
/** One topic key, e.g. 'time/read-clock'. */
export type TopicKey = keyof typeof TOPIC_GRADES;

// ── Text: every human-readable string is a template key plus parameters ──────

/** A value placed into a text template; formatted per language (decimal comma in fr/es…). */
export type TextParam =
  | number
  | string
  | { type: 'decimal'; value: string }
  | { type: 'fraction'; numerator: number; denominator: number }
  | { type: 'mixed'; whole: number; numerator: number; denominator: number }
  | { type: 'money'; cents: number; currency: Currency }
  | { type: 'time'; hours: number; minutes: number }
  | { type: 'term'; key: string; count?: number }
  | { type: 'unit'; unit: Unit; count?: number }
  /** joiner: 'comma' (default, locale-aware list), 'plus' (a sum: 3 + 4 + 5) or 'times' (a product: 3 × 3 × 3, in the language's sign) */
  | { type: 'list'; items: TextParam[]; joiner?: 'comma' | 'plus' | 'times' };

/** A sentence: template `key` (see text.ts catalogues) with its parameters. */
export interface TextRef {
  key: string;
  params: Record<string, TextParam>;
}

// ── Answers ─────────────────────────────────────────────────────────────────

/** The canonical answer of an item, or a structured response from an interactive widget. */
export type Answer =
  /**
   * signed: the question's answers range below zero (a line through the negatives, sums of
   * integers), whatever the sign of this one, so a player offers a minus key (playable.ts)
   */
  | { kind: 'integer'; value: number; unit?: Unit; signed?: boolean }
  /** value: canonical decimal string without trailing zeros, '.' separator, e.g. '3.25' */
  | { kind: 'decimal'; value: string; unit?: Unit; allowFraction?: boolean; signed?: boolean }
  /** improper numerator/denominator in lowest terms unless requireSimplest is false */
  | { kind: 'fraction'; numerator: number; denominator: number; requireSimplest?: boolean; allowDecimal?: boolean; requireMixed?: boolean }
  /** a clock time, hours 1..12 (12-hour face), minutes 0..59 */
  | { kind: 'time'; hours: number; minutes: number }
  | { kind: 'money'; cents: number; currency: Currency }
  | { kind: 'remainder'; quotient: number; remainder: number }
  | { kind: 'point'; x: number; y: number }
  /** key of one of the item's choices */
  | { kind: 'choice'; key: string }
  /**
   * A rectangle of rows × columns (an array of objects, or unit squares). rows and
   * columns are one right answer; `match` says which other rectangles are right too:
   * 'exact' only rows × columns as asked, 'turned' either way round (3 × 4 or 4 × 3),
   * 'area' any with rows × columns squares, 'perimeter' any with 2 × (rows + columns).
   */
  | { kind: 'rectangle'; rows: number; columns: number; match: RectangleMatch }
  /**
   * Any simple closed shape with this many sides (corners where the boundary turns),
   * and exactly rightAngles right angles when set; example is one such shape on the
   * geoboard, for answer keys (and the proof that the item can be solved).
   */
  | { kind: 'polygon'; sides: number; rightAngles?: number; example: { x: number; y: number }[] };

/** Which rectangles a 'rectangle' answer accepts besides rows × columns itself. */
export type RectangleMatch = 'exact' | 'turned' | 'area' | 'perimeter';

/** A shape drawn on the geoboard: its pegs in the order they were joined (the last joins back to the first). */
export interface DrawnPolygon {
  kind: 'drawn-polygon';
  points: { x: number; y: number }[];
}

/** Which kind of answer an item expects. */
export type AnswerKind = Answer['kind'];

/** A learner's response: typed text, or a structured value from a widget (clock, coins, bars, geoboard…). */
export type Response = string | Answer | DrawnPolygon;

/** Why a response was not accepted. 'incorrect' when no closer diagnosis applies. */
export type CheckReason =
  | 'empty'
  | 'unreadable'
  | 'wrong-kind'
  | 'not-simplified'
  | 'wrong-form'
  | 'wrong-unit'
  | 'off-by-one'
  | 'place-value'
  | 'sign'
  | 'close'
  | 'hands-swapped'
  | 'remainder'
  | 'swapped'
  | 'too-few-corners'
  | 'sides-cross'
  | 'incorrect';

/** Result of checking a response against an item. */
export interface CheckResult {
  correct: boolean;
  /** set when correct is false */
  reason?: CheckReason;
  /** the canonical answer, formatted for the language the check ran in */
  expected: string;
}

// ── Visual models the interactive episodes render ───────────────────────────

/** A picture or manipulative attached to an item. `interactive` items take their answer from it. */
export type Visual =
  /**
   * marks: dots on the line (data, a number to round); hops: jumps drawn between numbers the
   * question gives (never one that lands on the answer); target: the arrow of a reading item;
   * denominator: the line is read in parts of 1/denominator (labels and the marker as fractions)
   */
  | { type: 'number-line'; min: number; max: number; step: number; labelled: number[]; marks?: number[]; hops?: { from: number; to: number }[]; target?: number; denominator?: number }
  | { type: 'place-value-blocks'; thousands: number; hundreds: number; tens: number; ones: number }
  /**
   * Counters drawn as the object the question names (stars, apples…), in ten frames when tenFrame.
   * As an answer model: count is how many sit on the board at the start (the first number of a
   * sum, the whole of a take-away), max the board's cells (a multiple of 10, never the answer),
   * fixed how many more sit there in another colour and cannot be moved (the known part of a
   * missing-number item); the answer is the number of movable counters left on the board.
   */
  | { type: 'counters'; count: number; object: string; tenFrame: boolean; max?: number; fixed?: number }
  /** As an answer model the learner shades the last bar, which starts with `shaded` parts shaded (the first fraction of a sum). */
  | { type: 'fraction-bars'; bars: { parts: number; shaded: number }[] }
  | { type: 'array'; rows: number; columns: number; object: string }
  /**
   * showHands: the face shows hours:minutes, a time the question gives or asks to read. Without, it
   * is a face for the child to set: the player's hands start at hours:minutes (never the answer), and
   * on paper the child draws them.
   */
  | { type: 'clock'; hours: number; minutes: number; showHands: boolean }
  /**
   * Coins (and notes from 500) of a currency, drawn as that country's coins look. As an answer
   * model, coins is the tray to pick from. labelled: their values are printed on them; left off
   * where recognising the coins is the skill.
   */
  | { type: 'coins'; currency: Currency; coins: number[]; labelled?: boolean }
  | { type: 'shape'; shape: ShapeKind; sides?: number[]; width?: number; height?: number; angles?: number[]; gridSquares?: boolean }
  /** As an answer model the learner stretches the object along the ruler; objectLength is then 0. */
  | { type: 'ruler'; unit: Unit; length: number; objectLength: number }
  /** draw: as an answer model, the index of the category whose bar the learner draws (its value is 0 here) */
  | { type: 'bar-chart'; categories: { term: string; value: number }[]; scale: number; draw?: number }
  /** draw: as an answer model, the index of the row the learner fills with symbols (its value is 0 here) */
  | { type: 'pictograph'; categories: { term: string; value: number }[]; perSymbol: number; draw?: number }
  /** axes run 0..size, or -size..size when negative is true */
  | { type: 'coordinate-grid'; size: number; negative?: boolean; points: { x: number; y: number; label: string }[] }
  /** an empty board of rows × columns cells on which the learner builds a rectangle: objects make an array, squares a rectangle of unit squares */
  | { type: 'rectangle-board'; rows: number; columns: number; cells: 'objects' | 'squares'; object?: string }
  /** a square geoboard of size × size pegs (coordinates 0..size-1) on which the learner joins pegs into a shape */
  | { type: 'geoboard'; size: number }
  /**
   * An empty place-value chart on which the learner makes a number with disks: one column per
   * place from 10^high down to 10^low (low < 0 for tenths, hundredths, thousandths), 0–9 disks each.
   */
  | { type: 'place-value-chart'; high: number; low: number }
  /** A protractor on which the learner turns a ray from 0° to make an angle: a half turn (180) or a whole turn (360). */
  | { type: 'protractor'; max: 180 | 360 };

/** Kind of visual model. */
export type VisualType = Visual['type'];

/** Shapes the geometry items use. */
export type ShapeKind =
  | 'circle' | 'triangle' | 'square' | 'rectangle' | 'pentagon' | 'hexagon' | 'octagon' | 'rhombus' | 'trapezoid'
  | 'cube' | 'sphere' | 'cylinder' | 'cone' | 'rectangular-prism' | 'angle';

/** How the learner answers: typing, picking a choice, or manipulating the visual. */
export type InputKind =
  | 'text'
  | 'choice'
  | 'number-line'
  | 'place-value-blocks'
  | 'place-value-chart'
  | 'counters'
  | 'fraction-bars'
  | 'clock'
  | 'coins'
  | 'ruler'
  | 'chart'
  | 'angle'
  | 'coordinate-grid'
  | 'rectangle'
  | 'geoboard';

/** The answer models: every input kind but typing and choosing (what `npm run bench content` counts). */
export const MODEL_INPUTS = [
  'counters',
  'number-line',
  'place-value-blocks',
  'place-value-chart',
  'fraction-bars',
  'clock',
  'coins',
  'ruler',
  'chart',
  'angle',
  'coordinate-grid',
  'rectangle',
  'geoboard',
] as const satisfies readonly InputKind[];

/** One of the answer models. */
export type ModelInput = (typeof MODEL_INPUTS)[number];

/** A choice offered by a multiple-choice item; label is a text to render per language. */
export interface Choice {
  key: string;
  label: TextRef;
}

// ── Items and generators ────────────────────────────────────────────────────

/** One generated practice item. Same (topic, grade, difficulty, seed, currency, units) → identical item. */
export interface Item {
  /** `${topic}|${grade}|${difficulty}|${seed}` (plus `|${currency}` for money items, `|customary` for customary measurement items, `|story` for a word problem): stable, URL-safe after encodeURIComponent */
  id: string;
  seed: string;
  strand: Strand;
  /** topic key, e.g. 'addition-subtraction/add' */
  topic: TopicKey;
  /** the catalogue subtopic the item practises: its activity's own (contracts.ts), e.g. 'add-within-20' */
  subtopic: string;
  grade: Grade;
  difficulty: Difficulty;
  /** the question as structured data: template key + params (params are the maths) */
  prompt: TextRef;
  /** the same maths told as a short word problem: always there when the request asked for one (ItemRequest.story) */
  story?: TextRef;
  answer: Answer;
  input: InputKind;
  choices?: Choice[];
  visual?: Visual;
  /** worked explanation, one sentence per step */
  explanation: TextRef[];
}

/** What a caller asks for. */
export interface ItemRequest {
  topic: TopicKey;
  grade: Grade;
  difficulty: Difficulty;
  seed: string;
  /** money items only; default 'USD' */
  currency?: Currency;
  /** measurement items only; default 'metric' */
  units?: UnitSystem;
  /**
   * A word problem: the item tells its maths as a story. Honoured for the topic's storyGrades
   * (TopicInfo), where every item then carries one; elsewhere it changes nothing.
   */
  story?: boolean;
}

/** Public description of a topic: which grades it serves and what it produces. */
export interface TopicInfo {
  key: TopicKey;
  strand: Strand;
  grades: readonly Grade[];
  answerKinds: readonly AnswerKind[];
  visuals: readonly VisualType[];
  /** true when items carry a `story` (word problem) in at least one grade */
  hasStory: boolean;
  /** the grades in which a story request (ItemRequest.story) always gives an item with a story: word-problem sets are made for these */
  storyGrades: readonly Grade[];
}

/** A laid-out worksheet (worksheet.ts): texts already rendered in one language. */
export interface Worksheet {
  title: string;
  subtitle: string;
  /** the locale it is written in (a language, or a language as a region writes it: 'en-US' spells color) */
  language: TextLocale;
  /**
   * tray and drawMoney: the captions of a money question answered on paper (the coins to choose from, the box to draw them in);
   * drawBlocks: the caption of the columns a number is built in with place-value blocks
   */
  labels: { name: string; date: string; answerKey: string; score: string; tray: string; drawMoney: string; drawBlocks: string };
  /**
   * text: the question (or word problem) in the language; choices: option labels to show; visual: the picture to draw;
   * answerOn: the model the question is answered on, when it is one: its picture is printed for the child to complete
   * (coins to choose from and draw, a clock face to draw the hands on), never with the answer in it;
   * columns: for a number built with place-value blocks, the headings of the empty columns the child draws them in,
   * the greatest place first (the player's columns: thousands, hundreds, tens, ones; no thousands in K and grade 1)
   */
  questions: {
    number: number;
    itemId: string;
    text: string;
    answer: string;
    choices?: string[];
    visual?: Visual;
    answerOn?: ModelInput;
    columns?: string[];
    /** the operation as it is written on paper, where a child of the grade writes it so (the text says the same on one line) */
    written?: WrittenForm;
  }[];
}

/**
 * An operation laid out as written on paper, its numbers as the language prints them: column
 * addition, subtraction and multiplication (the numbers one under the other, lined up on their
 * ones or decimal point, the sign before the last, a rule to write the answer under), or long
 * division (the dividend under a bracket, the divisor before it).
 */
export type WrittenForm = { kind: 'column'; operator: '+' | '−' | '×'; operands: [string, string] } | { kind: 'long-division'; dividend: string; divisor: string };

/** What layoutWorksheet needs. count defaults to 10 (1..40). */
export interface WorksheetRequest {
  topic: TopicKey;
  grade: Grade;
  difficulty: Difficulty;
  seed: string;
  /** 'en', or a language as a region writes it ('en-US': US English spells color; text.ts) */
  language: TextLocale;
  count?: number;
  currency?: Currency;
  units?: UnitSystem;
  /** use each item's word problem where it has one */
  wordProblems?: boolean;
}

/** The currency money items use in a country (ISO 3166-1 alpha-2); USD when unknown. */
export function currencyForCountry(iso2: string): Currency {
  const map: Record<string, Currency> = { US: 'USD', CA: 'CAD', AU: 'AUD', NZ: 'NZD', GB: 'GBP', AE: 'AED', CN: 'CNY', FR: 'EUR', ES: 'EUR', DE: 'EUR', IE: 'EUR', BR: 'BRL' };
  return map[iso2.toUpperCase()] ?? 'USD';
}

/**
 * The unit system measurement items use in a country (ISO 3166-1 alpha-2):
 * customary in the United States, whose schools teach inches, pounds and
 * gallons (Common Core 2.MD, 4.MD), metric everywhere else (decision 029).
 */
export function unitsForCountry(iso2: string): UnitSystem {
  return iso2.toUpperCase() === 'US' ? 'customary' : 'metric';
}
