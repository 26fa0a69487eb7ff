/**
 * Right-to-left text on paper (decision 028): the visual order bidi-lines.ts
 * resolves, drawn by print-text.ts, which picks a font for each run.
 */
import { printLine, printLines, printParagraph, type Align, type PrintLine } from './print-text.ts';

type Doc = PDFKit.PDFDocument;
export type { Align };

/** Splits a logical right-to-left paragraph into lines that fit the width, in the current size and weight. */
export const rtlLines = (doc: Doc, text: string, width: number): PrintLine[] => printLines(doc, text, width, 'rtl');

/** Writes a right-to-left paragraph in the box from (x, y), wrapping it; leaves doc.x, doc.y below it as doc.text would. */
export const rtlParagraphText = (doc: Doc, text: string, x: number, y: number, width: number, align: Align = 'right') => printParagraph(doc, text, x, y, width, align, 'rtl');

/** Writes a right-to-left label on one line, never wrapped (like pdfkit's lineBreak: false). */
export const rtlLineText = (doc: Doc, text: string, x: number, y: number, width: number, align: Align = 'right') => printLine(doc, text, x, y, width, align, 'rtl');
