/**
 * Text on paper in any script a child's name or a page's language is written
 * in (decision 069). Every printable (worksheets, certificates) draws its text
 * through here: the fonts are Noto, shipped by npm packages (nothing read from
 * the machine, nothing fetched at run time), and pdfkit embeds only the glyphs a
 * document uses. A line is split into runs, first by direction (the Unicode
 * Bidirectional Algorithm, bidi-lines.ts), then by font: each character takes
 * the first face that has it, its script's own face first, and digits, spaces
 * and signs stay with the run they stand in when that face has them.
 *
 * Two pdfkit habits are worked around: it lays text out one chunk at a time (a
 * word with the space after it), and fontkit reverses the glyphs of any chunk
 * whose first letter is of a right-to-left script, after shaping it. So each
 * run is drawn by itself, in one fontkit call (pdfkit skips the chunking when
 * features are given), handed over in the order that fontkit's own reversal
 * turns into the visual one. All runs of a line share one baseline, the Latin
 * face's, so a name in Hebrew or Chinese sits on the line its words sit on.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { breakLines, paragraph, visualRuns, type Direction, type VisualRun } from './bidi-lines.ts';

type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'right' | 'center';
export type Weight = 'regular' | 'bold';

const require = createRequire(import.meta.url);
/** fontkit (pdfkit's own font reader): the faces are parsed once, and asked which characters they have and how tall they are */
const fontkit = require('fontkit') as { create(data: Buffer): FontkitFont };
interface FontkitFont {
  hasGlyphForCodePoint(codePoint: number): boolean;
  ascent: number;
  unitsPerEm: number;
}

const fontDir = (pkg: string) => join(dirname(require.resolve(pkg)), '..', 'fonts');
/**
 * The faces, in the order a character without a script of its own tries them.
 * latin: Noto Sans (Latin with Vietnamese, Greek, Cyrillic, the maths signs);
 * arabic: Noto Naskh Arabic; hebrew: Noto Sans Hebrew; han: Noto Sans SC (GB 2312:
 * Chinese, and the kanji and kana of most Japanese names); hangul: Noto Sans KR
 * (Hangul, and the Hanja and kana of KS X 1001).
 */
const FACES = {
  latin: { dir: fontDir('@embedpdf/fonts-latin'), regular: 'NotoSans-Regular.ttf', bold: 'NotoSans-Bold.ttf' },
  arabic: { dir: fontDir('@embedpdf/fonts-arabic'), regular: 'NotoNaskhArabic-Regular.ttf', bold: 'NotoNaskhArabic-Bold.ttf' },
  hebrew: { dir: fontDir('@embedpdf/fonts-hebrew'), regular: 'NotoSansHebrew-Regular.ttf', bold: 'NotoSansHebrew-Bold.ttf' },
  han: { dir: fontDir('@embedpdf/fonts-sc'), regular: 'NotoSansHans-Regular.otf', bold: 'NotoSansHans-Bold.otf' },
  hangul: { dir: fontDir('@embedpdf/fonts-kr'), regular: 'NotoSansKR-Regular.otf', bold: 'NotoSansKR-Bold.otf' },
} as const;
export type Face = keyof typeof FACES;
const FACE_ORDER = Object.keys(FACES) as Face[];

/** The face a script's letters try first (then the rest, in FACE_ORDER). */
const SCRIPT_FACES: [RegExp, Face[]][] = [
  [/\p{Script=Arabic}/u, ['arabic']],
  [/\p{Script=Hebrew}/u, ['hebrew']],
  [/\p{Script=Hangul}/u, ['hangul']],
  [/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Bopomofo}]/u, ['han', 'hangul']],
];
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

const bytes = new Map<string, Buffer>();
const fonts = new Map<string, FontkitFont>();
/** A face's file, read once per process (the Chinese one is 8 MB: only when a document needs it). */
function fontBytes(face: Face, weight: Weight): Buffer {
  const file = join(FACES[face].dir, FACES[face][weight]);
  let data = bytes.get(file);
  if (!data) bytes.set(file, (data = readFileSync(file)));
  return data;
}
function fontOf(face: Face, weight: Weight = 'regular'): FontkitFont {
  const key = `${face}-${weight}`;
  let font = fonts.get(key);
  if (!font) fonts.set(key, (font = fontkit.create(fontBytes(face, weight))));
  return font;
}
const has = (face: Face, ch: string) => fontOf(face).hasGlyphForCodePoint(ch.codePointAt(0)!);

/** The face a character is drawn in; `current` is the face of the run it stands in. */
export function faceFor(ch: string, current?: Face): Face {
  if (NEUTRAL.test(ch)) {
    if (current && has(current, ch)) return current;
    return FACE_ORDER.find((f) => has(f, ch)) ?? 'latin';
  }
  const first = SCRIPT_FACES.find(([script]) => script.test(ch))?.[1] ?? [];
  return [...first, ...FACE_ORDER].find((f) => has(f, ch)) ?? 'latin';
}

/** Splits text into runs of one face each (a run's neutral characters join it when its face has them). */
export function faceRuns(text: string): { face: Face; text: string }[] {
  const runs: { face: Face; text: string }[] = [];
  const chars = [...text];
  // a neutral character at the start takes the face of the first letter after it
  const firstLetter = chars.find((c) => !NEUTRAL.test(c));
  let current: Face | undefined = firstLetter ? faceFor(firstLetter) : undefined;
  for (const ch of chars) {
    const face = faceFor(ch, current);
    const last = runs[runs.length - 1];
    if (last && last.face === face) last.text += ch;
    else runs.push({ face, text: ch });
    current = face;
  }
  return runs;
}

// ── the document's fonts ─────────────────────────────────────────────────────

const registered = new WeakMap<Doc, { faces: Set<string>; weight: Weight }>();
const fontName = (face: Face, weight: Weight) => `print-${face}-${weight}`;

function stateOf(doc: Doc) {
  let state = registered.get(doc);
  if (!state) registered.set(doc, (state = { faces: new Set(), weight: 'regular' }));
  return state;
}

function selectFace(doc: Doc, face: Face, weight: Weight) {
  const name = fontName(face, weight);
  const state = stateOf(doc);
  if (!state.faces.has(name)) {
    // the parsed font itself, shared by every document: fontkit reads a face's shaping tables once per process, not once a PDF.
    // Its glyphs are made afresh for each document: fontkit keeps the characters a glyph was first made for, and pdfkit
    // writes those into the PDF's text (what is read back, copied or spoken); glyphs an earlier document's shaping made
    // (an Arabic letter's form reached from another letter) would carry that document's characters.
    const font = fontOf(face, weight);
    (font as unknown as { _glyphs: object })._glyphs = {};
    doc.registerFont(name, font as unknown as PDFKit.Mixins.PDFFontSource);
    state.faces.add(name);
  }
  doc.font(name);
}

/** Sets the weight the next lines are printed in (the document's font becomes the Latin face of that weight, for numbers drawn directly). */
export function useWeight(doc: Doc, weight: Weight): Doc {
  stateOf(doc).weight = weight;
  selectFace(doc, 'latin', weight);
  return doc;
}

// ── lines ────────────────────────────────────────────────────────────────────

/**
 * How pdfkit lays a piece out. Features given make it shape the whole piece at
 * once, which a right-to-left piece needs (see the top of this file); an empty
 * list adds nothing to fontkit's defaults. Latin pieces go word by word, which
 * pdfkit remembers within a document (far faster), unless they hold one of the
 * letters Noto Sans's ccmp splits into a letter and a combining dot (ị, ọ, ẹ…):
 * those are shaped whole without ccmp, or the PDF's text would read back as "i"
 * and a stray mark (the text is NFC already, so nothing needs composing).
 */
const CCMP_SPLITS = /[\u01f9\u1e3f\u1e43\u1e45\u1e63\u1eb9\u1ecb\u1ecd\u1ee5]/u;
function layoutOf(face: Face, text: string): { features?: PDFKit.Mixins.OpenTypeFeatures[] } {
  if (face !== 'latin') return { features: [] };
  // fontkit writes its defaults into the object it is given: a fresh one each time
  return CCMP_SPLITS.test(text) ? { features: { ccmp: false } as unknown as PDFKit.Mixins.OpenTypeFeatures[] } : {};
}

const SCRIPT_CHARACTER = /[^\p{Script=Common}\p{Script=Inherited}]/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;

/** A piece's text in the order fontkit must receive it for its glyphs to come out in visual order. */
function fontkitOrder(visual: string): string {
  const script = SCRIPT_CHARACTER.exec(visual)?.[0];
  return script && RTL_SCRIPT.test(script) ? [...visual].reverse().join('') : visual;
}

/** A line ready to draw: pieces of one face each, left to right, as fontkit must receive them, with their widths. */
export interface PrintLine {
  pieces: { face: Face; text: string; width: number }[];
  width: number;
}

/** Splits visual runs into pieces of one face and measures them in the current size and weight. */
function measure(doc: Doc, runs: VisualRun[], widths: Map<string, number>): PrintLine {
  const weight = stateOf(doc).weight;
  const pieces: PrintLine['pieces'] = [];
  for (const run of runs) {
    // a right-to-left run is in visual order: its pieces are split in the logical order their neutrals follow, then put back
    const logical = run.rtl ? [...run.text].reverse().join('') : run.text;
    const split = faceRuns(logical).map((r) => ({ face: r.face, text: run.rtl ? [...r.text].reverse().join('') : r.text }));
    if (run.rtl) split.reverse();
    for (const piece of split) {
      const text = fontkitOrder(piece.text);
      const key = `${piece.face}\u0000${text}`;
      let width = widths.get(key);
      if (width === undefined) {
        selectFace(doc, piece.face, weight);
        widths.set(key, (width = doc.widthOfString(text, layoutOf(piece.face, text))));
      }
      pieces.push({ face: piece.face, text, width });
    }
  }
  selectFace(doc, 'latin', weight);
  return { pieces, width: pieces.reduce((sum, p) => sum + p.width, 0) };
}

/** Draws one line's pieces left to right on the Latin face's baseline, placed in the box (x, width) by `align`. */
function drawLine(doc: Doc, line: PrintLine, x: number, y: number, width: number, align: Align) {
  const weight = stateOf(doc).weight;
  const latin = fontOf('latin', weight);
  const ascent = (latin.ascent / latin.unitsPerEm) * (doc as unknown as { _fontSize: number })._fontSize;
  let cx = align === 'right' ? x + width - line.width : align === 'center' ? x + (width - line.width) / 2 : x;
  for (const piece of line.pieces) {
    selectFace(doc, piece.face, weight);
    doc.text(piece.text, cx, y, { ...layoutOf(piece.face, piece.text), lineBreak: false, baseline: -ascent } as PDFKit.Mixins.TextOptions);
    cx += piece.width;
  }
  selectFace(doc, 'latin', weight);
}

/** Splits a logical paragraph into lines that fit the width (wrapped first, then each line reordered). */
export function printLines(doc: Doc, text: string, width: number, dir: Direction): PrintLine[] {
  const p = paragraph(text.normalize('NFC'), dir);
  const widths = new Map<string, number>();
  return breakLines(p, (start, end) => measure(doc, visualRuns(p, start, end), widths).width <= width).map(([start, end]) => measure(doc, visualRuns(p, start, end), widths));
}

/** The height a paragraph takes in the box width. */
export function printHeight(doc: Doc, text: string, width: number, dir: Direction): number {
  return printLines(doc, text, width, dir).length * doc.currentLineHeight(true);
}

/** Writes a paragraph in the box from (x, y), wrapping it; leaves doc.x, doc.y below it as doc.text would. */
export function printParagraph(doc: Doc, text: string, x: number, y: number, width: number, align: Align, dir: Direction) {
  let ly = y;
  for (const line of printLines(doc, text, width, dir)) {
    drawLine(doc, line, x, ly, width, align);
    ly += doc.currentLineHeight(true);
  }
  doc.x = x;
  doc.y = ly;
}

/** Writes a label on one line, never wrapped (like pdfkit's lineBreak: false). */
export function printLine(doc: Doc, text: string, x: number, y: number, width: number, align: Align, dir: Direction) {
  drawLine(doc, measure(doc, visualRuns(paragraph(text.normalize('NFC'), dir)), new Map()), x, y, width, align);
}
