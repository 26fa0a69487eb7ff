/**
 * Maths as it is written on paper (decision 081): fractions and mixed numbers stacked, a
 * numerator over its bar over its denominator, inside a line of text; sums, differences and
 * products in columns lined up on their ones or decimal point; long division under its bracket,
 * as the language's schools write it: the divisor before a bracket over the dividend in English
 * (US and UK) and Chinese, products and divisions in one row in German ("324 · 12", "432 : 4 ="),
 * the French, Spanish and Brazilian "potence" (dividend | divisor, the quotient under the divisor)
 * elsewhere. Left-to-right sheets only: an Arabic sheet keeps its one line (bidi-lines.ts).
 */
import { decimalSeparator } from '@numbloom/maths/worksheet';
import { languageOf, type TextLocale } from '@numbloom/maths/text';
import type { WrittenForm } from '@numbloom/maths/types';
import { printLine, printLines } from './print-text.ts';

type Doc = PDFKit.PDFDocument;

const INK = '#1f2933';

/** The width of one line of text in the current face and size. */
const widthOf = (doc: Doc, text: string) => (text ? (printLines(doc, text, 100_000, 'ltr')[0]?.width ?? 0) : 0);
const fontSize = (doc: Doc) => (doc as unknown as { _fontSize: number })._fontSize;

/** A fraction as the engine prints it inline: "3/4", "-3/4", or a mixed number "2 3/4". */
const FRACTION = /(?:(\d+) )?(-?\d+)\/(\d+)/g;

type Token = { kind: 'text'; text: string } | { kind: 'fraction'; whole?: string; numerator: string; denominator: string };

/** A line's words and fractions in order; a fraction is never split from its whole number. */
function mathsTokens(text: string): Token[] {
  const out: Token[] = [];
  let at = 0;
  for (const m of text.matchAll(FRACTION)) {
    if (m.index > at) for (const word of text.slice(at, m.index).split(/(?<= )/)) if (word) out.push({ kind: 'text', text: word });
    out.push({ kind: 'fraction', ...(m[1] ? { whole: m[1] } : {}), numerator: m[2]!, denominator: m[3]! });
    at = m.index + m[0].length;
  }
  for (const word of text.slice(at).split(/(?<= )/)) if (word) out.push({ kind: 'text', text: word });
  return out;
}

/** Whether a text holds a fraction to stack. */
export const hasFraction = (text: string) => mathsTokens(text).some((t) => t.kind === 'fraction');

/** A fraction's parts are printed this much smaller than the text around them. */
const PART_SCALE = 0.8;

function tokenWidth(doc: Doc, token: Token): number {
  if (token.kind === 'text') return widthOf(doc, token.text);
  const size = fontSize(doc);
  const whole = token.whole ? widthOf(doc, `${token.whole}\u2009`) : 0;
  doc.fontSize(size * PART_SCALE);
  const parts = Math.max(widthOf(doc, token.numerator), widthOf(doc, token.denominator)) + 4;
  doc.fontSize(size);
  return whole + parts + 2;
}

/** The lines of a text with stacked fractions, wrapped to the width: each a list of tokens with their widths. */
function mathsLines(doc: Doc, text: string, width: number) {
  const lines: { tokens: { token: Token; width: number }[]; width: number; stacked: boolean }[] = [];
  let line: (typeof lines)[number] = { tokens: [], width: 0, stacked: false };
  for (const token of mathsTokens(text)) {
    const w = tokenWidth(doc, token);
    if (line.tokens.length && line.width + w > width) {
      lines.push(line);
      line = { tokens: [], width: 0, stacked: false };
    }
    line.tokens.push({ token, width: w });
    line.width += w;
    line.stacked ||= token.kind === 'fraction';
  }
  if (line.tokens.length) lines.push(line);
  return lines;
}

/** A line holding a fraction is this many times the font size tall, room for its two parts. */
const STACKED_LINE = 2.5;
const lineHeight = (doc: Doc, stacked: boolean) => (stacked ? fontSize(doc) * STACKED_LINE : doc.currentLineHeight(true));

/** The height a text with stacked fractions takes in the width. */
export function mathsHeight(doc: Doc, text: string, width: number): number {
  return mathsLines(doc, text, width).reduce((sum, l) => sum + lineHeight(doc, l.stacked), 0);
}

/**
 * Writes a left-to-right text with its fractions stacked, wrapped to the width, from (x, y);
 * leaves doc.y below it.
 */
export function printMaths(doc: Doc, text: string, x: number, y: number, width: number) {
  const size = fontSize(doc);
  const plain = doc.currentLineHeight(true);
  let ly = y;
  for (const line of mathsLines(doc, text, width)) {
    const h = lineHeight(doc, line.stacked);
    // the text's line sits in the middle of a stacked line, level with the fraction bars
    const textY = ly + (h - plain) / 2;
    let cx = x;
    for (const { token, width: w } of line.tokens) {
      if (token.kind === 'text') printLine(doc, token.text, cx, textY, w + 1, 'left', 'ltr');
      else {
        let fx = cx;
        if (token.whole) {
          printLine(doc, token.whole, fx, textY, w, 'left', 'ltr');
          fx += widthOf(doc, `${token.whole}\u2009`);
        }
        const barY = ly + h / 2;
        doc.fontSize(size * PART_SCALE);
        const partWidth = Math.max(widthOf(doc, token.numerator), widthOf(doc, token.denominator)) + 4;
        const partHeight = doc.currentLineHeight(true);
        printLine(doc, token.numerator, fx, barY - partHeight - 0.5, partWidth, 'center', 'ltr');
        printLine(doc, token.denominator, fx, barY + 1.5, partWidth, 'center', 'ltr');
        doc.fontSize(size);
        doc.save().moveTo(fx + 1, barY).lineTo(fx + partWidth - 1, barY).lineWidth(0.8).strokeColor(INK).stroke().restore();
      }
      cx += w;
    }
    ly += h;
  }
  doc.y = ly;
}

// ── column operations and long division ─────────────────────────────────────

/** The size written operations are printed at, and the height of one of their rows. */
const WRITTEN_SIZE = 15;
const ROW = WRITTEN_SIZE * 1.5;

const digitsOf = (printed: string) => printed.replace(/\D/g, '').length;

/** Rows of working room under an operation: a product's partial products and their sum, a division's steps. */
function workingRows(form: WrittenForm): number {
  if (form.kind === 'column') return form.operator === '×' ? Math.min(digitsOf(form.operands[1]), 3) + 1 : 0;
  return Math.min(digitsOf(form.dividend), 4);
}

/** How many of these operations stand side by side in a row of the page: three sums or differences, two products or divisions. */
export const writtenAcross = (form: WrittenForm) => (form.kind === 'column' && form.operator !== '×' ? 3 : 2);

/** The height a written operation takes, working room included. */
export function writtenHeight(form: WrittenForm): number {
  const rows = form.kind === 'column' ? 3 : 2;
  return (rows + workingRows(form)) * ROW;
}

/** Draws a written operation from (x, y); the child writes the answer under its rule (or over its bracket). */
export function drawWritten(doc: Doc, form: WrittenForm, x: number, y: number, language: TextLocale) {
  doc.save();
  doc.fontSize(WRITTEN_SIZE).fillColor(INK).strokeColor(INK).lineWidth(1);
  const lang = languageOf(language);
  if (lang === 'de' && (form.kind === 'long-division' || form.operator === '×')) drawInARow(doc, form, x, y);
  else if (form.kind === 'column') drawColumn(doc, form, x, y, decimalSeparator(language));
  else if (lang === 'en' || lang === 'zh') drawBracket(doc, form, x, y);
  else drawPotence(doc, form, x, y);
  doc.restore();
}

/** Numbers one under the other, lined up on the decimal point (or the ones), the sign before the last, a rule under them. */
function drawColumn(doc: Doc, form: Extract<WrittenForm, { kind: 'column' }>, x: number, y: number, decimal: string) {
  const split = form.operands.map((n) => {
    const at = n.indexOf(decimal);
    return at < 0 ? { whole: n, rest: '' } : { whole: n.slice(0, at), rest: n.slice(at) };
  });
  const signWidth = widthOf(doc, `${form.operator}\u2002`);
  const wholeWidth = Math.max(...split.map((s) => widthOf(doc, s.whole)));
  const restWidth = Math.max(...split.map((s) => widthOf(doc, s.rest)));
  // the ones (or the decimal point) of every row stand at this x
  const point = x + signWidth + wholeWidth + widthOf(doc, '0');
  split.forEach((s, i) => {
    const rowY = y + i * ROW;
    const w = widthOf(doc, s.whole);
    if (i === split.length - 1) printLine(doc, form.operator, x, rowY, signWidth, 'left', 'ltr');
    printLine(doc, s.whole, point - w, rowY, w + 1, 'left', 'ltr');
    if (s.rest) printLine(doc, s.rest, point, rowY, restWidth + 1, 'left', 'ltr');
  });
  const ruleY = y + split.length * ROW - 3;
  doc.moveTo(x, ruleY).lineTo(point + restWidth + 4, ruleY).stroke();
}

/**
 * The German way (schriftliche Multiplikation und Division): the operation in one row, "324 · 12" or
 * "432 : 4 =", with a rule under a product; the child writes the partial products, or the division's
 * steps, under it, and a quotient after the "=".
 */
function drawInARow(doc: Doc, form: WrittenForm, x: number, y: number) {
  const text = form.kind === 'long-division' ? [form.dividend, ':', form.divisor, '='] : [form.operands[0], '·', form.operands[1]];
  let at = x;
  for (const piece of text) {
    const w = widthOf(doc, piece);
    printLine(doc, piece, at, y, w + 1, 'left', 'ltr');
    at += w + widthOf(doc, '\u2002');
  }
  // a product's rule under the row; a division's line after the "=" for its quotient
  if (form.kind === 'column') doc.moveTo(x, y + ROW - 3).lineTo(at, y + ROW - 3).stroke();
  else doc.moveTo(at, y + ROW - 3).lineTo(at + 40, y + ROW - 3).stroke();
}

/** English (and Chinese) long division: the divisor, then a bracket whose bar runs over the dividend; the quotient goes on the bar. */
function drawBracket(doc: Doc, form: Extract<WrittenForm, { kind: 'long-division' }>, x: number, y: number) {
  const rowY = y + ROW;
  const divisorWidth = widthOf(doc, form.divisor);
  printLine(doc, form.divisor, x, rowY, divisorWidth + 1, 'left', 'ltr');
  const bx = x + divisorWidth + 6;
  const dividendWidth = widthOf(doc, form.dividend);
  printLine(doc, form.dividend, bx + 8, rowY, dividendWidth + 1, 'left', 'ltr');
  const top = rowY - 3;
  // the bracket: a curve down from the bar to below the dividend, and the bar over it
  doc.moveTo(bx + dividendWidth + 14, top).lineTo(bx, top).quadraticCurveTo(bx + 5, top + ROW / 2, bx, top + ROW).stroke();
}

/** The French and Spanish layout: the dividend, a vertical line, the divisor after it with a rule under it for the quotient. */
function drawPotence(doc: Doc, form: Extract<WrittenForm, { kind: 'long-division' }>, x: number, y: number) {
  const dividendWidth = widthOf(doc, form.dividend);
  printLine(doc, form.dividend, x, y, dividendWidth + 1, 'left', 'ltr');
  const lx = x + dividendWidth + 8;
  const divisorWidth = widthOf(doc, form.divisor);
  printLine(doc, form.divisor, lx + 8, y, divisorWidth + 1, 'left', 'ltr');
  doc.moveTo(lx, y - 3).lineTo(lx, y + 2 * ROW).stroke();
  doc.moveTo(lx, y + ROW - 3).lineTo(lx + Math.max(divisorWidth, 40) + 16, y + ROW - 3).stroke();
}
