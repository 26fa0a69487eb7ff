/**
 * Visual order of right-to-left paragraphs: the Unicode Bidirectional
 * Algorithm (UAX #9, from bidi-js) with the maths kept left to right, as Arabic
 * school books with Western digits print it (138 + 220 = ?, -3, 1 3/4 + 1/2).
 * Levels are resolved once for the whole paragraph; lines are broken on the
 * logical text and each line is then reordered on its own (UAX #9 §3.4), so a
 * wrapped line reads as it would in a browser laying out the paragraph.
 */
import bidiFactory, { type EmbeddingLevels } from 'bidi-js';
import { isolateMaths, LRI, PDI } from '@numbloom/maths/bidi';

const bidi = bidiFactory();

/** Isolate controls are layout instructions, not text: they are dropped once the line is ordered. */
const ISOLATE_CONTROL = /[\u2066-\u2069]/;

/** Keeps a whole value (an answer such as "31.75 AED" or "3 7/20") left to right unless it has right-to-left letters of its own. */
export function keepLeftToRight(value: string): string {
  return [...value].some((c) => /^(R|AL)$/.test(bidi.getBidiCharTypeName(c))) ? value : `${LRI}${value}${PDI}`;
}

// ── paragraphs, lines, runs ──────────────────────────────────────────────────

/** A right-to-left paragraph with its maths isolated and its embedding levels resolved. */
export interface RtlParagraph {
  text: string;
  levels: EmbeddingLevels;
}

/** A stretch of one line in one direction, in visual order (left to right) and mirrored where it runs right to left. */
export interface VisualRun {
  text: string;
  rtl: boolean;
}

export type Direction = 'ltr' | 'rtl';

/** Resolves the levels of a logical paragraph (one line of text: no newlines) in the page's direction, its maths isolated. */
export function paragraph(logical: string, dir: Direction): RtlParagraph {
  const text = isolateMaths(logical);
  return { text, levels: bidi.getEmbeddingLevels(text, dir) };
}

/** Resolves the levels of a logical right-to-left paragraph (one line of text: no newlines). */
export const rtlParagraph = (logical: string): RtlParagraph => paragraph(logical, 'rtl');

/** The runs of the line text[start, end) in visual order: UAX #9 L1–L2 for the line, L4 mirroring, isolate controls dropped. */
export function visualRuns(p: RtlParagraph, start = 0, end = p.text.length): VisualRun[] {
  if (end <= start) return [];
  const order = bidi.getReorderedIndices(p.text, p.levels, start, end - 1).slice(start, end);
  const runs: VisualRun[] = [];
  for (const i of order) {
    const ch = p.text[i]!;
    if (ISOLATE_CONTROL.test(ch)) continue;
    const rtl = (p.levels.levels[i]! & 1) === 1;
    const glyph = rtl ? (bidi.getMirroredCharacter(ch) ?? ch) : ch;
    const last = runs[runs.length - 1];
    if (last && last.rtl === rtl) last.text += glyph;
    else runs.push({ text: glyph, rtl });
  }
  return runs;
}

/**
 * Breaks a paragraph into lines, greedily in logical order, at spaces outside
 * the maths (an expression is never split): `fits(start, end)` says whether
 * text[start, end) fits the width. A word too long for the width gets a line
 * of its own. Returns [start, end) pairs.
 */
export function breakLines(p: RtlParagraph, fits: (start: number, end: number) => boolean): [number, number][] {
  const words: [number, number][] = [];
  let depth = 0;
  let wordStart = -1;
  for (let i = 0; i <= p.text.length; i++) {
    const ch = p.text[i];
    if (ch === LRI) depth++;
    else if (ch === PDI) depth--;
    const breaks = ch === undefined || (ch === ' ' && depth === 0);
    if (breaks && wordStart >= 0) {
      words.push([wordStart, i]);
      wordStart = -1;
    } else if (!breaks && wordStart < 0) wordStart = i;
  }
  const lines: [number, number][] = [];
  // most texts are one line: one measure instead of one a word
  if (words.length > 0 && fits(words[0]![0], words[words.length - 1]![1])) return [[words[0]![0], words[words.length - 1]![1]]];
  for (const [start, end] of words) {
    const line = lines[lines.length - 1];
    if (line && fits(line[0], end)) line[1] = end;
    else lines.push([start, end]);
  }
  return lines;
}

/** One line's visual text: a logical right-to-left text as it reads left to right on the page (for tests and single-line labels). */
export function visualText(logical: string): string {
  return visualRuns(rtlParagraph(logical))
    .map((r) => r.text)
    .join('');
}
