/**
 * Worksheet PDFs on demand: validates what was asked (topic, grade, level,
 * seed, paper, language), lays the worksheet out with the maths engine and
 * renders it with pdfkit. Same query → same PDF content.
 */
import { ACTIVITY_SELECTION_MESSAGES } from '@numbloom/domain/content';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { DEFAULT_REGION, findRegion, type Region } from '@numbloom/domain/regions';
import { isTopicKey, topicServesGrade } from '@numbloom/maths/generate';
import { parseGrade } from '@numbloom/maths/grades';
import { currencyForCountry, LANGUAGES, unitsForCountry, type Difficulty, type Language, type WorksheetRequest } from '@numbloom/maths/types';
import { layoutWorksheet, WORKSHEET_DEFAULT, WORKSHEET_MAX, WORKSHEET_MIN } from '@numbloom/maths/worksheet';
import { textLocale } from '@numbloom/maths/text';
import { badRequest } from '../../lib/http-error.ts';
import { renderWorksheetPdf, type Paper } from './pdf.ts';

/** What other printables (challenge certificates) share with worksheets: text in any script on paper (decisions 028, 069). */
export type { Paper } from './pdf.ts';
export { printLine, printParagraph, useWeight } from './print-text.ts';

/** The query as the route's schema let it through (all strings, all optional). */
export interface WorksheetQuery {
  grade?: string;
  topic?: string;
  seed?: string;
  paper?: string;
  level?: string;
  count?: string;
  language?: string;
  region?: string;
  word_problems?: string;
}

export interface ResolvedWorksheet {
  request: WorksheetRequest & { count: number };
  paper: Paper;
  region: Region;
}

/** 'time/read-clock' or 'time.read-clock' → the topic key, else undefined. */
export function topicFrom(text: string | undefined) {
  if (!text) return undefined;
  const key = text.includes('/') ? text : text.replace('.', '/');
  return isTopicKey(key) ? key : undefined;
}

/**
 * Turns the path name and query into a worksheet request, or throws a 400 with
 * one message per field. The name is a topic in dotted form
 * ('fractions-decimals.percent') or an activity slug used only for the file name
 * (then `topic` must be in the query).
 */
export function resolveWorksheet(name: string, query: WorksheetQuery): ResolvedWorksheet {
  const topic = topicFrom(query.topic) ?? topicFrom(name);
  if (!topic) {
    throw badRequest(ACTIVITY_SELECTION_MESSAGES.gradeTopicSubtopic, { topic: query.topic ? MESSAGES.invalidInput : MESSAGES.required });
  }
  if (!query.grade) throw badRequest(ACTIVITY_SELECTION_MESSAGES.grade, { grade: MESSAGES.required });
  const grade = parseGrade(query.grade);
  if (!grade) throw badRequest(MESSAGES.invalidInput, { grade: MESSAGES.invalidInput });
  if (!topicServesGrade(topic, grade)) throw badRequest(MESSAGES.invalidInput, { grade: `This topic has no worksheets for grade ${grade}.` });

  const region = findRegion(query.region ?? DEFAULT_REGION);
  if (!region) throw badRequest(MESSAGES.invalidInput, { region: MESSAGES.invalidInput });
  const regionLanguage = region.languages.map((l) => l.code).find((code): code is Language => (LANGUAGES as readonly string[]).includes(code)) ?? 'en';
  const language = (query.language ?? regionLanguage).toLowerCase();
  if (!(LANGUAGES as readonly string[]).includes(language)) throw badRequest(MESSAGES.invalidInput, { language: MESSAGES.invalidInput });

  const paper = (query.paper?.toUpperCase() ?? region.paper) as string;
  if (paper !== 'A4' && paper !== 'LETTER') throw badRequest(MESSAGES.invalidInput, { paper: 'Paper must be A4 or LETTER.' });

  const level = Number(query.level ?? 2);
  if (![1, 2, 3].includes(level)) throw badRequest(MESSAGES.invalidInput, { level: 'Level must be 1, 2 or 3.' });
  const count = query.count === undefined ? WORKSHEET_DEFAULT : Number(query.count);
  if (!Number.isInteger(count) || count < WORKSHEET_MIN || count > WORKSHEET_MAX) {
    throw badRequest(MESSAGES.invalidInput, { count: `Count must be a whole number from ${WORKSHEET_MIN} to ${WORKSHEET_MAX}.` });
  }
  const wordProblems = query.word_problems === '1' || query.word_problems === 'true';
  return {
    request: {
      topic,
      grade,
      difficulty: level as Difficulty,
      seed: query.seed ?? '1',
      // as the site's pages read it: the language as the region's country words it and writes its
      // numbers (US English: math, color, centimeter; US Spanish: 3.5 where Spain writes 3,5)
      language: textLocale(language as Language, region.iso2),
      count,
      currency: currencyForCountry(region.iso2),
      // inches and pounds in the US, metric elsewhere (decision 029)
      units: unitsForCountry(region.iso2),
      wordProblems,
    },
    paper,
    region,
  };
}

/** The PDF bytes and a file name for a resolved request. */
export async function worksheetPdf(resolved: ResolvedWorksheet, name: string): Promise<{ pdf: Buffer; filename: string }> {
  const worksheet = layoutWorksheet(resolved.request);
  const pdf = await renderWorksheetPdf(worksheet, resolved.paper);
  const safe = name.replace(/[^a-z0-9._-]+/gi, '-').slice(0, 80) || 'worksheet';
  return { pdf, filename: `${safe}-grade-${resolved.request.grade}-level-${resolved.request.difficulty}.pdf` };
}
