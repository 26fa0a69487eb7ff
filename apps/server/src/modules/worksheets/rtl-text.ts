/**
 * Draws right-to-left text with pdfkit in the visual order bidi-lines.ts
 * resolves. Two pdfkit habits are worked around here: it lays text out one
 * chunk at a time (a word with the space after it), and fontkit reverses the
 * glyphs of any chunk whose first letter is of a right-to-left script, after
 * shaping it. So each run is drawn by itself, in one fontkit call (pdfkit
 * skips the chunking when features are given), handed over in the order that
 * fontkit's own reversal turns into the visual one — for an Arabic run, its
 * logical order, which is also what the joining forms are shaped from.
 */
import { breakLines, rtlParagraph, visualRuns, type VisualRun } from './bidi-lines.ts';

type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'right' | 'center';

/** the first character fontkit takes the script from (it skips Common and Inherited ones: digits, spaces, marks) */
const SCRIPT_CHARACTER = /[^\p{Script=Common}\p{Script=Inherited}]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
/** an empty feature list adds nothing to fontkit's defaults but makes pdfkit shape the whole run at once */
const WHOLE_RUN = { features: [] as PDFKit.Mixins.OpenTypeFeatures[] };

/** The run's text in the order fontkit must receive it for the glyphs to come out in the run's visual order. */
function fontkitOrder(run: VisualRun): string {
  const script = SCRIPT_CHARACTER.exec(run.text)?.[0];
  return script && RTL_SCRIPT.test(script) ? [...run.text].reverse().join('') : run.text;
}

/** A line ready to draw: each run as fontkit must receive it, with its width in the current font. */
export interface RtlLine {
  runs: { text: string; width: number }[];
  width: number;
}

/** Measures runs in the current font; `widths` remembers each text (the same run is measured again and again while a paragraph is wrapped). */
function measure(doc: Doc, runs: VisualRun[], widths: Map<string, number>): RtlLine {
  const measured = runs.map((run) => {
    const text = fontkitOrder(run);
    let width = widths.get(text);
    if (width === undefined) widths.set(text, (width = doc.widthOfString(text, WHOLE_RUN)));
    return { text, width };
  });
  return { runs: measured, width: measured.reduce((sum, run) => sum + run.width, 0) };
}

/** Draws one line's runs left to right, placed in the box (x, width) by `align`. */
function drawLine(doc: Doc, line: RtlLine, x: number, y: number, width: number, align: Align) {
  let cx = align === 'right' ? x + width - line.width : align === 'center' ? x + (width - line.width) / 2 : x;
  for (const run of line.runs) {
    doc.text(run.text, cx, y, { ...WHOLE_RUN, lineBreak: false });
    cx += run.width;
  }
}

/** Splits a logical right-to-left paragraph into lines that fit the width, in the current font (wrapped first, then each line reordered). */
export function rtlLines(doc: Doc, text: string, width: number): RtlLine[] {
  const p = rtlParagraph(text);
  const widths = new Map<string, number>();
  return breakLines(p, (start, end) => measure(doc, visualRuns(p, start, end), widths).width <= width).map(([start, end]) => measure(doc, visualRuns(p, start, end), widths));
}

/** Writes a right-to-left paragraph in the box from (x, y), wrapping it; leaves doc.x, doc.y below it as doc.text would. */
export function rtlParagraphText(doc: Doc, text: string, x: number, y: number, width: number, align: Align = 'right') {
  let ly = y;
  for (const line of rtlLines(doc, text, width)) {
    drawLine(doc, line, x, ly, width, align);
    ly += doc.currentLineHeight(true);
  }
  doc.x = x;
  doc.y = ly;
}

/** Writes a right-to-left label on one line, never wrapped (like pdfkit's lineBreak: false). */
export function rtlLineText(doc: Doc, text: string, x: number, y: number, width: number, align: Align = 'right') {
  drawLine(doc, measure(doc, visualRuns(rtlParagraph(text)), new Map()), x, y, width, align);
}
