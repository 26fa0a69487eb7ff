/** A printable worksheet as pure data: N items of one topic, grade and level, from one seed. */
// A worksheet may be asked for in any language and topic, so this module registers the whole engine.
import './all.ts';
import { baseTemplate } from './wordings.ts';
import { generateItems, ItemRequestError, topicServesGrade } from './generate.ts';
import { catalogueOf, formatAnswer, formatParam, renderText, topicName, type TextLocale } from './text.ts';
import { MODEL_INPUTS, type Grade, type ModelInput, type Worksheet, type WorksheetRequest } from './types.ts';

export const WORKSHEET_MIN = 1;
export const WORKSHEET_MAX = 40;
export const WORKSHEET_DEFAULT = 10;

/** "Grade 3" / "3e année" / "Kindergarten" … in the language. */
export function gradeLabel(grade: Grade, language: TextLocale): string {
  return grade === 'K' ? renderText({ key: 'grade.K', params: {} }, language) : renderText({ key: 'ws.grade', params: { g: grade } }, language);
}

/** Lays out the worksheet; throws ItemRequestError for a topic/grade pair that has no items or a bad count. */
export function layoutWorksheet(request: WorksheetRequest): Worksheet {
  const { topic, grade, difficulty, seed, language } = request;
  const count = request.count ?? WORKSHEET_DEFAULT;
  if (!Number.isInteger(count) || count < WORKSHEET_MIN || count > WORKSHEET_MAX) throw new ItemRequestError(`count must be ${WORKSHEET_MIN}..${WORKSHEET_MAX}`);
  if (!topicServesGrade(topic, grade)) throw new ItemRequestError(`Topic ${topic} has no items for grade ${grade}`);
  const items = generateItems(
    { topic, grade, difficulty, seed, ...(request.currency ? { currency: request.currency } : {}), ...(request.units ? { units: request.units } : {}), ...(request.wordProblems ? { story: true } : {}) },
    count,
  );
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
    })),
  };
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
