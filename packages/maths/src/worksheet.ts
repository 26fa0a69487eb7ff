/** A printable worksheet as pure data: N items of one topic, grade and level, from one seed. */
// A worksheet may be asked for in any language and topic, so this module registers the whole engine.
import './all.ts';
import { baseTemplate } from './wordings.ts';
import { generateItems, ItemRequestError, topicServesGrade } from './generate.ts';
import { catalogueOf, formatAnswer, formatParam, languageOf, renderText, topicName, type TextLocale } from './text.ts';
import { MODEL_INPUTS, type Grade, type Item, type ModelInput, type TextParam, type Worksheet, type WorksheetRequest, type WrittenForm } from './types.ts';

export const WORKSHEET_MIN = 1;
export const WORKSHEET_MAX = 40;
export const WORKSHEET_DEFAULT = 10;

/** "Grade 3" / "3e année" / "Kindergarten" … in the language. */
export function gradeLabel(grade: Grade, language: TextLocale): string {
  return grade === 'K' ? renderText({ key: 'grade.K', params: {} }, language) : renderText({ key: 'ws.grade', params: { g: grade } }, language);
}

/** Lays out the worksheet; throws ItemRequestError for a topic/grade pair that has no items or a bad count. */
export function layoutWorksheet(request: WorksheetRequest): Worksheet {
  const { topic, grade, difficulty, language } = request;
  const count = request.count ?? WORKSHEET_DEFAULT;
  if (!Number.isInteger(count) || count < WORKSHEET_MIN || count > WORKSHEET_MAX) throw new ItemRequestError(`count must be ${WORKSHEET_MIN}..${WORKSHEET_MAX}`);
  if (!topicServesGrade(topic, grade)) throw new ItemRequestError(`Topic ${topic} has no items for grade ${grade}`);
  const items = worksheetItems(request);
  const t = (key: string, params: Record<string, string | number> = {}) => renderText({ key, params }, language);
  return {
    title: t('ws.title', { topic: topicName(topic, language), grade: gradeLabel(grade, language) }),
    subtitle: renderText({ key: 'ws.subtitle', params: { level: difficulty, count, questions: { type: 'term', key: 'w.question', count } } }, language),
    language,
    labels: { name: t('ws.name'), date: t('ws.date'), answerKey: t('ws.answers'), score: t('ws.score'), tray: t('ws.tray'), drawMoney: t('ws.drawMoney'), drawBlocks: t('ws.drawBlocks') },
    questions: items.map((item, i) => ({
      number: i + 1,
      itemId: item.id,
      // on paper a question keeps its own template (8 + 5 = ?, set out to be worked in columns), not a wording of it (decision 080)
      text: renderText(request.wordProblems && item.story ? item.story : { key: baseTemplate(item.prompt.key), params: item.prompt.params }, language),
      answer: formatAnswer(item.answer, language, item.choices),
      ...(item.choices ? { choices: item.choices.map((c) => renderText(c.label, language)) } : {}),
      ...(item.visual ? { visual: item.visual } : {}),
      ...(isModel(item.input) ? { answerOn: item.input } : {}),
      ...(item.input === 'place-value-blocks' ? { columns: blockColumns(grade, language) } : {}),
      ...writtenFormOf(item, grade, language, Boolean(request.wordProblems && item.story)),
    })),
  };
}

/** The items a worksheet prints, in order: the engine's items of the request (what the contract test walks too). */
export function worksheetItems(request: WorksheetRequest): Item[] {
  const { topic, grade, difficulty, seed } = request;
  return generateItems(
    { topic, grade, difficulty, seed, ...(request.currency ? { currency: request.currency } : {}), ...(request.units ? { units: request.units } : {}), ...(request.wordProblems ? { story: true } : {}) },
    request.count ?? WORKSHEET_DEFAULT,
  );
}

const GRADE_NUMBER: Record<Grade, number> = { K: 0, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6 };
const OPERATORS = { 'op.add': '+', 'op.sub': '−', 'op.mul': '×' } as const;

/** A number parameter's value, or undefined for anything else (a fraction, a list…). */
function valueOf(p: TextParam | undefined): number | undefined {
  if (typeof p === 'number') return p;
  if (typeof p === 'object' && p.type === 'decimal') return Number(p.value);
  return undefined;
}

/**
 * The written form of a sum, difference, product or quotient, where the grade writes it on
 * paper: column addition and subtraction from grade 2 once a number has two digits (2.NBT.9),
 * column multiplication from grade 4 with a number of two digits or more (4.NBT.5, 5.NBT.5),
 * long division from grade 4 with a dividend of two digits or more (4.NBT.6, 6.NS.2). Never for
 * a negative number (a grade 6 sum of integers is a number line's) nor a word problem, whose
 * story is the question. Arabic sheets keep the one line: its written forms are another's to
 * set right to left (decision 081).
 */
function writtenFormOf(item: Item, grade: Grade, language: TextLocale, story: boolean): { written?: WrittenForm } {
  if (story || languageOf(language) === 'ar') return {};
  const a = valueOf(item.prompt.params.a);
  const b = valueOf(item.prompt.params.b);
  if (a === undefined || b === undefined || a < 0 || b < 0) return {};
  const g = GRADE_NUMBER[grade];
  const print = (key: 'a' | 'b') => formatParam(item.prompt.params[key]!, language);
  // a reworded question is written as its own template is (decision 080): "What is 4,021 times 41?" is a product in columns too
  const key = baseTemplate(item.prompt.key);
  if ((key === 'op.add' || key === 'op.sub') && g >= 2 && Math.max(a, b) >= 10) return { written: { kind: 'column', operator: OPERATORS[key], operands: [print('a'), print('b')] } };
  if (key === 'op.mul' && g >= 4 && Math.max(a, b) >= 10) return { written: { kind: 'column', operator: '×', operands: [print('a'), print('b')] } };
  if (key === 'op.div' && g >= 4 && a >= 10) return { written: { kind: 'long-division', dividend: print('a'), divisor: print('b') } };
  return {};
}

const isModel = (input: string): input is ModelInput => (MODEL_INPUTS as readonly string[]).includes(input);

/**
 * The headings of the columns a number is built in with place-value blocks, as the player shows
 * them (no thousands in K and grade 1): on paper the blocks have no picture of their own, and the
 * child draws them in these columns.
 */
function blockColumns(grade: Grade, language: TextLocale): string[] {
  const places = grade === 'K' || grade === '1' ? [2, 1, 0] : [3, 2, 1, 0];
  return places.map((p) => {
    const name = formatParam({ type: 'term', key: `place.${p}` }, language);
    return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
  });
}

/** The catalogue's decimal separator, for callers that print numbers themselves. */
export const decimalSeparator = (language: TextLocale) => catalogueOf(language).locale.decimal;
