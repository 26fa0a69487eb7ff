/**
 * Draws a laid-out worksheet as a PDF with pdfkit: title, name and date lines,
 * the questions with their pictures (clock, coins, bars…), then an answer key
 * page. Text goes through print-text.ts: Noto fonts from npm packages, a face
 * for each run of text, subset by pdfkit (decision 069); Arabic lines are put
 * in visual order (decision 028).
 */
import PDFDocument from 'pdfkit';
import { largestCoin, moneyLook, moneyMark } from '@numbloom/maths/coins';
import { isRightToLeft } from '@numbloom/domain/regions';
import { formatParam, type TextLocale } from '@numbloom/maths/text';
import type { Visual, Worksheet } from '@numbloom/maths/types';
import { keepLeftToRight } from './bidi-lines.ts';
import { printHeight, printLine, printParagraph, useWeight, type Align } from './print-text.ts';
import { drawWritten, hasFraction, mathsHeight, printMaths, writtenAcross, writtenHeight } from './written.ts';

export type Paper = 'A4' | 'LETTER';

const INK = '#1f2933';
const MUTED = '#52606d';
// a shaded part reaches 3:1 against the white page (WCAG 1.4.11; was #9fb3c8, 2.15:1), the dark outline 3:1 against it
const SHADE = '#7b93ab';

type Doc = PDFKit.PDFDocument;
type Question = Worksheet['questions'][number];

/** Renders the worksheet; resolves with the PDF bytes. */
export function renderWorksheetPdf(ws: Worksheet, paper: Paper): Promise<Buffer> {
  const rtl = isRightToLeft(ws.language);
  const doc = new PDFDocument({
    size: paper,
    margins: { top: 48, bottom: 48, left: 54, right: 54 },
    info: { Title: ws.title, Subject: ws.subtitle, Creator: 'Numbloom', Producer: 'Numbloom' },
    lang: ws.language,
    // tagged (decision 081): a structure tree in reading order, marked content, the title shown for the file name
    tagged: true,
    displayTitle: true,
    pdfVersion: '1.7',
    // a fixed date keeps the same query producing the same bytes
    ...({ creationDate: new Date(0) } as object),
  });
  doc.info.CreationDate = new Date(0);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const dir = rtl ? 'rtl' : 'ltr';
  useWeight(doc, 'regular');
  /** Writes one line of text, never wrapped, in the page's direction. */
  const line = (text: string, x: number, y: number, w: number, lineAlign: Align) => printLine(doc, text, x, y, w, lineAlign, dir);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const align = rtl ? 'right' : 'left';
  /** Writes a paragraph at (x, y) in the box width: wrapped first, then each line reordered. */
  const para = (text: string, x: number, y: number, w: number) => printParagraph(doc, text, x, y, w, align, dir);
  const paraHeight = (text: string, w: number) => printHeight(doc, text, w, dir);

  // the structure tree, in reading order: the title and subtitle, the name and date, the questions as a list, the key
  const root = doc.struct('Document');
  doc.addStructure(root);
  /** Draws under a structure element of the type (its content marked), appended to `parent` in reading order. */
  const tag = (parent: PDFKit.PDFStructureElement, type: string, draw: () => void) => parent.add(doc.struct(type, {}, [draw]));

  // header
  tag(root, 'H1', () => {
    useWeight(doc, 'bold').fontSize(18).fillColor(INK);
    para(ws.title, left, doc.page.margins.top, width);
  });
  tag(root, 'P', () => {
    useWeight(doc, 'regular').fontSize(10).fillColor(MUTED);
    para(ws.subtitle, left, doc.y, width);
  });
  doc.moveDown(0.8);
  const lineY = doc.y + 12;
  doc.fontSize(11).fillColor(INK);
  const half = width / 2;
  const label = (text: string, x: number, w: number) => {
    line(`${text}:`, x, lineY - 10, w, align);
    doc.moveTo(rtl ? x : x + 48, lineY + 4).lineTo(rtl ? x + w - 48 : x + w - 12, lineY + 4).strokeColor(MUTED).lineWidth(0.7).stroke();
  };
  tag(root, 'P', () => label(ws.labels.name, rtl ? left + half : left, half));
  tag(root, 'P', () => label(ws.labels.date, rtl ? left : left + half, half));
  doc.y = lineY + 24;

  // questions: each one's height measured first, so a page is filled and none is split across two
  const stacks = !rtl;
  const textOf = (q: Question) => (stacks && hasFraction(q.text) ? { height: (w: number) => mathsHeight(doc, q.text, w), draw: (x: number, y: number, w: number) => printMaths(doc, q.text, x, y, w) } : { height: (w: number) => paraHeight(q.text, w), draw: (x: number, y: number, w: number) => para(q.text, x, y, w) });
  const heights = ws.questions.map((q) => {
    useWeight(doc, 'regular').fontSize(12);
    // a written operation stands for its one-line text; the child answers under it, not on an answer line
    if (q.written) return writtenHeight(q.written) + 12;
    const textHeight = textOf(q).height(width - 28);
    // Money made on paper: the coins are a tray to choose from, under their caption, and the child draws the ones used in a box.
    const tray = q.answerOn === 'coins' && q.visual?.type === 'coins';
    const pictureHeight = (q.visual ? visualHeight(q.visual) + (tray ? TRAY_CAPTION * 2 + DRAW_BOX + 8 : 0) : 0) + (q.columns ? TRAY_CAPTION + BLOCK_COLUMNS + 8 : 0);
    const choicesHeight = q.choices ? (stacks && q.choices.some(hasFraction) ? 32 : 18) : 0;
    return textHeight + pictureHeight + choicesHeight + 34;
  });
  // rows: a question to a row, but written operations side by side as on a page of sums (three sums or differences, two products or divisions)
  const rows: { questions: number[]; height: number }[] = [];
  ws.questions.forEach((q, i) => {
    const across = q.written ? writtenAcross(q.written) : 1;
    const last = rows.at(-1);
    const lastQ = last ? ws.questions[last.questions[0]!]! : undefined;
    if (last && across > 1 && lastQ?.written && writtenAcross(lastQ.written) === across && last.questions.length < across) {
      last.questions.push(i);
      last.height = Math.max(last.height, heights[i]!);
    } else rows.push({ questions: [i], height: heights[i]! });
  });
  // the pages: as many rows as fit on each, shared evenly between the pages the sheet needs; the room left on a page is shared
  // out between its rows as room to work, so every page is full and no question is split across two
  const paginate = (cap: number) => {
    const out: number[][] = [[]];
    let used = doc.y;
    rows.forEach((row, r) => {
      if ((used + row.height > bottom() || out.at(-1)!.length >= cap) && out.at(-1)!.length) {
        out.push([]);
        used = doc.page.margins.top;
      }
      out.at(-1)!.push(r);
      used += row.height;
    });
    return out;
  };
  const greedy = paginate(Infinity);
  const even = paginate(Math.ceil(rows.length / greedy.length));
  const pages = even.length === greedy.length ? even : greedy;
  const list = doc.struct('L');
  root.add(list);
  pages.forEach((onPage, p) => {
    if (p > 0) doc.addPage();
    const spare = bottom() - doc.y - onPage.reduce((sum, r) => sum + rows[r]!.height, 0);
    const room = Math.max(0, spare / onPage.length);
    for (const r of onPage) {
      const row = rows[r]!;
      const top = doc.y;
      row.questions.forEach((i, k) => {
        const q = ws.questions[i]!;
        const across = q.written ? writtenAcross(q.written) : 1;
        doc.y = top;
        tag(list, 'LI', () => drawQuestion(q, row.height + room, across > 1 ? left + (k * width) / across : left));
      });
      doc.y = top + row.height + room;
    }
  });
  list.end();

  /** Draws a question in its room from doc.y; a written operation at `cellX`, its cell of a row of them. */
  function drawQuestion(q: Question, height: number, cellX: number) {
    const top = doc.y;
    useWeight(doc, 'regular').fontSize(12);
    const tray = q.answerOn === 'coins' && q.visual?.type === 'coins';
    useWeight(doc, 'bold').fillColor(INK);
    line(`${q.number}.`, rtl ? left + width - 24 : cellX, top, 24, align);
    useWeight(doc, 'regular');
    if (q.written) {
      drawWritten(doc, q.written, cellX + 30, top, ws.language);
      doc.y = top + height;
      doc.x = left;
      return;
    }
    textOf(q).draw(rtl ? left : left + 28, top, width - 28);
    let y = doc.y + 8;
    if (q.visual) {
      const x = rtl ? left : left + 28;
      if (tray) {
        doc.fontSize(10).fillColor(MUTED);
        line(ws.labels.tray, x, y, width - 28, align);
        y += TRAY_CAPTION;
      }
      drawVisual(doc, q.visual, x, y, width - 28, ws.language);
      y += visualHeight(q.visual);
      if (tray) {
        doc.fontSize(10).fillColor(MUTED);
        line(ws.labels.drawMoney, x, y, width - 28, align);
        y += TRAY_CAPTION;
        doc.roundedRect(x, y, width - 28, DRAW_BOX, 6).strokeColor(MUTED).lineWidth(0.7).stroke();
        y += DRAW_BOX + 8;
      }
      doc.fontSize(12).fillColor(INK);
    }
    // A number built with blocks: the blocks have no picture of their own, so the child draws them in empty columns headed by their places.
    if (q.columns) {
      const x = rtl ? left : left + 28;
      doc.fontSize(10).fillColor(MUTED);
      line(ws.labels.drawBlocks, x, y, width - 28, align);
      y += TRAY_CAPTION;
      drawBlockColumns(doc, q.columns, x, y, width - 28, ws.language);
      y += BLOCK_COLUMNS + 8;
      doc.fontSize(12).fillColor(INK);
    }
    if (q.choices) {
      doc.fontSize(11).fillColor(INK);
      // a choice that is a value (<, 3/4, 2.00 AED) stays left to right in an Arabic line, its letter with it
      const entries = q.choices.map((c, i) => {
        const entry = `${String.fromCharCode(65 + i)}) ${c}`;
        return rtl ? keepLeftToRight(entry) : entry;
      });
      if (stacks && q.choices.some(hasFraction)) printMaths(doc, entries.join('      '), left + 28, y + 2, width - 28);
      else para(entries.join('      '), rtl ? left : left + 28, y + 2, width - 28);
      y = doc.y;
    }
    // the answer line sits at the foot of the question's room, after the room to work
    const answerY = Math.max(y + 16, top + height - 18);
    doc.moveTo(rtl ? left : left + width - 160, answerY).lineTo(rtl ? left + 160 : left + width, answerY).strokeColor(MUTED).lineWidth(0.7).stroke();
    doc.y = top + height;
    doc.x = left;
  }

  // answer key
  doc.addPage();
  tag(root, 'H2', () => {
    useWeight(doc, 'bold').fontSize(16).fillColor(INK);
    para(ws.labels.answerKey, left, doc.page.margins.top, width);
  });
  tag(root, 'P', () => {
    useWeight(doc, 'regular').fontSize(10).fillColor(MUTED);
    para(ws.title, left, doc.y, width);
  });
  doc.moveDown(0.8);
  const answers = doc.struct('L');
  root.add(answers);
  doc.fontSize(12).fillColor(INK);
  const colWidth = width / 2 - 10;
  const startY = doc.y;
  const perColumn = Math.ceil(ws.questions.length / 2);
  ws.questions.forEach((q, i) => {
    const col = i < perColumn ? 0 : 1;
    const row = col === 0 ? i : i - perColumn;
    const x = rtl ? left + width - (col + 1) * (colWidth + 10) + 10 : left + col * (colWidth + 20);
    // the answer is a value: printed left to right as the question prints it (31.75 AED, 3 7/20, <), unless it is Arabic words;
    // a fraction stacked as in the questions
    tag(answers, 'LI', () => {
      if (stacks && hasFraction(q.answer)) printMaths(doc, `${q.number}. ${q.answer}`, x, startY + row * KEY_ROW - 8, colWidth);
      else line(`${q.number}. ${rtl ? keepLeftToRight(q.answer) : q.answer}`, x, startY + row * KEY_ROW, colWidth, align);
    });
  });
  answers.end();
  root.end();
  doc.end();
  return done;
}

/** The answer key's rows: room for a stacked fraction. */
const KEY_ROW = 30;

/** A caption line above a tray of coins or the box to draw them in, and that box's height. */
const TRAY_CAPTION = 16;
const DRAW_BOX = 56;
/** The height of the columns to draw place-value blocks in: a heading row, then room for a stack of blocks. */
const BLOCK_COLUMNS = 86;

/** Empty columns headed by their places, the greatest first and left to right as a number is written, in every language (the player's order too). */
function drawBlockColumns(doc: Doc, columns: string[], x: number, y: number, width: number, language: TextLocale) {
  const rtl = isRightToLeft(language);
  const w = Math.min(110, width / columns.length);
  // on a right-to-left page the columns stand against the right margin, under their caption
  const start = rtl ? x + width - w * columns.length : x;
  useWeight(doc, 'regular');
  doc.save().lineWidth(0.7).strokeColor(INK).fontSize(9);
  columns.forEach((heading, i) => {
    const cx = start + i * w;
    doc.rect(cx, y, w, 16).fillAndStroke('#eef1f4', INK).fillColor(INK);
    printLine(doc, heading, cx, y + 4, w, 'center', rtl ? 'rtl' : 'ltr');
    doc.rect(cx, y + 16, w, BLOCK_COLUMNS - 16).stroke();
  });
  doc.restore();
}

/** Fills for the metals, light enough to print: a coin is told by its size, shape and metal, as in the player. */
const METAL_FILL = { copper: '#e3b99c', silver: '#e4e7eb', gold: '#f0dc9c' } as const;

/** Height a picture takes on the page. */
function visualHeight(v: Visual): number {
  switch (v.type) {
    case 'number-line':
      return 50;
    case 'place-value-blocks':
      return 70;
    case 'counters':
      return 34 * Math.ceil(Math.max(v.max ?? 0, v.count + (v.fixed ?? 0), 1) / 20) + 8;
    case 'fraction-bars':
      return 26 * v.bars.length + 6;
    case 'array':
      return 14 * v.rows + 10;
    case 'clock':
      return 96;
    case 'coins':
      return 40;
    case 'shape':
      return v.gridSquares ? 16 * (v.height ?? 4) + 14 : 90;
    case 'ruler':
      return 58;
    case 'bar-chart':
      return 140;
    case 'pictograph':
      return 20 * v.categories.length + 26;
    case 'coordinate-grid':
      return 190;
    case 'rectangle-board':
      return 12 * v.rows + 6;
    case 'geoboard':
      return 18 * v.size + 4;
    case 'place-value-chart':
      return 52;
    case 'protractor':
      return v.max === 180 ? 70 : 130;
  }
}

const term = (key: string, language: TextLocale) => formatParam({ type: 'term', key }, language);
const num = (n: number, language: TextLocale) => formatParam(Number.isInteger(n) ? n : { type: 'decimal', value: String(n) }, language);

/** Draws one picture in the box (x, y, width) with pdfkit's vector operations. */
function drawVisual(doc: Doc, v: Visual, x: number, y: number, width: number, language: TextLocale) {
  useWeight(doc, 'regular');
  doc.save().lineWidth(1).strokeColor(INK).fillColor(INK).fontSize(8);
  const label = (s: string, lx: number, ly: number, w: number, labelAlign: Align) => {
    printLine(doc, s, lx, ly, w, labelAlign, isRightToLeft(language) ? 'rtl' : 'ltr');
  };
  switch (v.type) {
    case 'number-line': {
      const w = Math.min(width, 420);
      const ly = y + 26;
      const px = (value: number) => x + ((value - v.min) / (v.max - v.min)) * w;
      doc.moveTo(x, ly).lineTo(x + w, ly).stroke();
      const steps = Math.round((v.max - v.min) / v.step);
      for (let i = 0; i <= steps; i++) {
        const value = v.min + i * v.step;
        const labelled = v.labelled.some((l) => Math.abs(l - value) < 1e-9);
        doc.moveTo(px(value), ly - (labelled ? 6 : 4)).lineTo(px(value), ly + (labelled ? 6 : 4)).stroke();
        if (labelled) doc.text(num(Number(value.toFixed(6)), language), px(value) - 20, ly + 8, { width: 40, align: 'center', lineBreak: false });
      }
      for (const hop of v.hops ?? []) {
        const a = px(hop.from);
        const b = px(hop.to);
        doc.moveTo(a, ly - 4).bezierCurveTo(a, ly - 20, b, ly - 20, b, ly - 4).strokeColor(SHADE).stroke().strokeColor(INK);
      }
      // marks: a number to round, or data as a dot plot (repeated values stack upwards)
      const seen = new Map<number, number>();
      for (const m of v.marks ?? []) {
        const k = seen.get(m) ?? 0;
        seen.set(m, k + 1);
        doc.circle(px(m), ly - 5 - k * 6, 2.5).fill(INK);
      }
      if (v.target !== undefined) {
        const t = px(v.target);
        doc.polygon([t, ly - 3], [t - 5, ly - 14], [t + 5, ly - 14]).fill(INK);
      }
      break;
    }
    case 'place-value-blocks': {
      let cx = x;
      for (let i = 0; i < v.thousands; i++, cx += 40) {
        doc.rect(cx, y + 4, 30, 30).stroke().rect(cx + 6, y, 30, 30).stroke();
      }
      for (let i = 0; i < v.hundreds; i++, cx += 36) {
        doc.rect(cx, y + 4, 30, 30).fillAndStroke(SHADE, INK);
      }
      for (let i = 0; i < v.tens; i++, cx += 9) doc.rect(cx, y + 4, 6, 30).fillAndStroke(SHADE, INK);
      cx += 6;
      for (let i = 0; i < v.ones; i++, cx += 9) doc.rect(cx, y + 28, 6, 6).fillAndStroke(SHADE, INK);
      break;
    }
    case 'counters': {
      // Ten frames (two to a row): the fixed counters first, then the others; empty cells stay to be drawn in.
      const placed = (v.fixed ?? 0) + v.count;
      const cells = v.tenFrame ? Math.max(10, Math.ceil(Math.max(v.max ?? 0, placed) / 10) * 10) : placed;
      for (let i = 0; i < cells; i++) {
        const frame = Math.floor(i / 10);
        const inFrame = i % 10;
        const cx = x + 10 + (inFrame % 5) * 16 + (frame % 2) * 100;
        const cy = y + 10 + Math.floor(inFrame / 5) * 14 + Math.floor(frame / 2) * 34;
        if (v.tenFrame) doc.rect(cx - 8, cy - 7, 16, 14).stroke();
        if (i < (v.fixed ?? 0)) doc.circle(cx, cy, 5).fill(INK);
        else if (i < placed) doc.circle(cx, cy, 5).fillAndStroke(SHADE, INK);
      }
      break;
    }
    case 'fraction-bars': {
      const w = Math.min(width, 320);
      v.bars.forEach((bar, b) => {
        const by = y + b * 26;
        for (let i = 0; i < bar.parts; i++) {
          const cell = w / bar.parts;
          const r = doc.rect(x + i * cell, by, cell, 20);
          if (i < bar.shaded) r.fillAndStroke(SHADE, INK);
          else r.stroke();
        }
      });
      break;
    }
    case 'array':
      for (let r = 0; r < v.rows; r++) for (let c = 0; c < v.columns; c++) doc.circle(x + 8 + c * 14, y + 8 + r * 14, 4.5).fillAndStroke(SHADE, INK);
      break;
    case 'clock': {
      const r = 44;
      const cx = x + r + 4;
      const cy = y + r + 4;
      doc.circle(cx, cy, r).stroke();
      doc.fontSize(8);
      for (let h = 1; h <= 12; h++) {
        const a = (h / 12) * 2 * Math.PI;
        doc.text(String(h), cx + Math.sin(a) * (r - 9) - 6, cy - Math.cos(a) * (r - 9) - 4, { width: 12, align: 'center', lineBreak: false });
      }
      if (v.showHands) {
        const minuteA = (v.minutes / 60) * 2 * Math.PI;
        const hourA = (((v.hours % 12) + v.minutes / 60) / 12) * 2 * Math.PI;
        doc.lineWidth(2).moveTo(cx, cy).lineTo(cx + Math.sin(hourA) * r * 0.5, cy - Math.cos(hourA) * r * 0.5).stroke();
        doc.lineWidth(1.2).moveTo(cx, cy).lineTo(cx + Math.sin(minuteA) * r * 0.8, cy - Math.cos(minuteA) * r * 0.8).stroke();
      }
      doc.circle(cx, cy, 2).fill(INK);
      break;
    }
    // Each coin or note as it looks (maths/coins.ts, as the player draws it); its value printed on it only
    // where the question labels it: where telling the coins apart is the skill, the player shows none either.
    case 'coins': {
      const largest = largestCoin(v.currency);
      const widthOf = (c: number) => (moneyLook(v.currency, c).kind === 'note' ? 60 : 32);
      // a whole tray on one line: coins and notes drawn smaller where they would not fit
      const scale = Math.min(1, width / v.coins.reduce((sum, c) => sum + widthOf(c) + 4, 0));
      let cx = x;
      for (const c of v.coins) {
        const look = moneyLook(v.currency, c);
        const w = widthOf(c) * scale;
        const mx = cx + w / 2;
        const my = y + 18;
        // a note in its colour, pale enough for its value to read in black and to print
        if (look.kind === 'note') doc.save().fillOpacity(0.45).roundedRect(cx, my - 15 * scale, w, 30 * scale, 3).fillAndStroke(look.colour, INK).restore();
        else {
          const r = 16 * scale * (look.size / largest);
          const [centre, ring] = look.metal === 'silver-centre-gold-ring' ? (['silver', 'gold'] as const) : look.metal === 'gold-centre-silver-ring' ? (['gold', 'silver'] as const) : [look.metal, look.metal];
          if (look.sides === 'round') doc.circle(mx, my, r);
          else doc.polygon(...regularPolygon(look.sides, mx, my, r));
          doc.fillAndStroke(METAL_FILL[ring], INK);
          if (centre !== ring) doc.circle(mx, my, r * 0.62).fillAndStroke(METAL_FILL[centre], INK);
        }
        if (v.labelled !== false) {
          doc.fillColor(INK).fontSize(8);
          label(moneyMark(v.currency, c, language), cx, my - 4, w, 'center');
        }
        cx += w + 4 * scale;
      }
      break;
    }
    case 'shape':
      drawShape(doc, v, x, y);
      break;
    case 'ruler': {
      // room after the ruler for its unit: on paper "cm" or "inches" is the only way to tell the two rulers apart
      const unitW = Math.min(16, (Math.min(width, 440) - 60) / v.length);
      doc.rect(x, y + 4, v.objectLength * unitW, 10).fillAndStroke(SHADE, INK);
      doc.rect(x, y + 20, v.length * unitW, 22).stroke();
      doc.fillColor(INK);
      for (let i = 0; i <= v.length; i++) {
        doc.moveTo(x + i * unitW, y + 20).lineTo(x + i * unitW, y + 28).stroke();
        doc.text(String(i), x + i * unitW - 8, y + 30, { width: 16, align: 'center', lineBreak: false });
      }
      label(formatParam({ type: 'unit', unit: v.unit }, language), x + v.length * unitW + 6, y + 27, 50, 'left');
      break;
    }
    case 'bar-chart': {
      const h = 110;
      const max = Math.max(...v.categories.map((c) => c.value));
      const top = Math.ceil(max / v.scale) * v.scale;
      const chartX = x + 34;
      doc.moveTo(chartX, y).lineTo(chartX, y + h).lineTo(chartX + v.categories.length * 70, y + h).stroke();
      const ticks = Math.min(10, top / v.scale);
      for (let i = 0; i <= ticks; i++) {
        const value = (top / ticks) * i;
        const ty = y + h - (value / top) * h;
        doc.moveTo(chartX - 3, ty).lineTo(chartX, ty).stroke();
        doc.text(num(value, language), x, ty - 4, { width: 30, align: 'right', lineBreak: false });
      }
      v.categories.forEach((c, i) => {
        const bh = (c.value / top) * h;
        doc.rect(chartX + 12 + i * 70, y + h - bh, 40, bh).fillAndStroke(SHADE, INK);
        doc.fillColor(INK);
        label(term(c.term, language), chartX + i * 70, y + h + 4, 64, 'center');
      });
      break;
    }
    case 'pictograph': {
      v.categories.forEach((c, i) => {
        const ry = y + i * 20;
        doc.fillColor(INK);
        label(term(c.term, language), x, ry + 4, 70, 'left');
        for (let k = 0; k < c.value / v.perSymbol; k++) doc.circle(x + 84 + k * 16, ry + 8, 6).fillAndStroke(SHADE, INK);
      });
      const ly = y + v.categories.length * 20 + 6;
      doc.circle(x + 6, ly + 6, 6).fillAndStroke(SHADE, INK);
      doc.fillColor(INK).text(`= ${num(v.perSymbol, language)}`, x + 16, ly + 2, { lineBreak: false });
      break;
    }
    case 'coordinate-grid': {
      const lo = v.negative ? -v.size : 0;
      const cells = v.size - lo;
      const cell = 170 / cells;
      const px = (gx: number) => x + 14 + (gx - lo) * cell;
      const py = (gy: number) => y + 176 - (gy - lo) * cell;
      doc.lineWidth(0.3).strokeColor(SHADE);
      for (let i = lo; i <= v.size; i++) {
        doc.moveTo(px(i), py(lo)).lineTo(px(i), py(v.size)).stroke();
        doc.moveTo(px(lo), py(i)).lineTo(px(v.size), py(i)).stroke();
      }
      doc.lineWidth(1).strokeColor(INK);
      doc.moveTo(px(lo), py(0)).lineTo(px(v.size), py(0)).stroke();
      doc.moveTo(px(0), py(lo)).lineTo(px(0), py(v.size)).stroke();
      doc.fontSize(6);
      for (let i = lo; i <= v.size; i += 2) {
        doc.text(String(i), px(i) - 6, py(0) + 2, { width: 12, align: 'center', lineBreak: false });
        if (i !== 0) doc.text(String(i), px(0) - 14, py(i) - 3, { width: 12, align: 'right', lineBreak: false });
      }
      doc.fontSize(9);
      for (const p of v.points) {
        doc.circle(px(p.x), py(p.y), 2.5).fill(INK);
        doc.text(p.label, px(p.x) + 3, py(p.y) - 11, { lineBreak: false });
      }
      break;
    }
    // Empty boards to build on with a pencil: dots for an array, squared paper for a rectangle.
    case 'rectangle-board': {
      const cell = 12;
      if (v.cells === 'squares') {
        doc.lineWidth(0.3).strokeColor(SHADE);
        for (let i = 0; i <= v.rows; i++) doc.moveTo(x, y + i * cell).lineTo(x + v.columns * cell, y + i * cell).stroke();
        for (let j = 0; j <= v.columns; j++) doc.moveTo(x + j * cell, y).lineTo(x + j * cell, y + v.rows * cell).stroke();
      } else {
        for (let i = 0; i < v.rows; i++) for (let j = 0; j < v.columns; j++) doc.circle(x + j * cell + cell / 2, y + i * cell + cell / 2, 1.2).fill(SHADE);
      }
      break;
    }
    case 'geoboard': {
      for (let i = 0; i < v.size; i++) for (let j = 0; j < v.size; j++) doc.circle(x + 9 + j * 18, y + 9 + i * 18, 2).fill(INK);
      break;
    }
    // A protractor to draw the angle on: a baseline from the centre and a scale marked every 10°.
    case 'protractor': {
      const r = 60;
      const cx = x + r + 6;
      const cy = y + (v.max === 180 ? r + 4 : r + 4);
      if (v.max === 180) doc.moveTo(cx - r, cy).lineTo(cx + r, cy).stroke();
      for (let a = 0; a < v.max + 1 && a < 360; a += 10) {
        const rad = (a * Math.PI) / 180;
        const inner = a % 30 === 0 ? r - 8 : r - 4;
        doc.moveTo(cx + Math.cos(rad) * inner, cy - Math.sin(rad) * inner).lineTo(cx + Math.cos(rad) * r, cy - Math.sin(rad) * r).stroke();
      }
      if (v.max === 180) doc.moveTo(cx + r, cy).bezierCurveTo(cx + r, cy - r * 1.33, cx - r, cy - r * 1.33, cx - r, cy).stroke();
      else doc.circle(cx, cy, r).stroke();
      doc.moveTo(cx, cy).lineTo(cx + r, cy).lineWidth(2).stroke().lineWidth(1);
      doc.circle(cx, cy, 2).fill(INK);
      break;
    }
    // An empty place-value chart, each column headed by its place's value (1,000 … 0.01), to write the digits in.
    case 'place-value-chart': {
      const columns = v.high - v.low + 1;
      const w = Math.min(44, Math.min(width, 440) / columns);
      for (let i = 0; i < columns; i++) {
        const p = v.high - i;
        const cx = x + i * w;
        doc.rect(cx, y, w, 14).fillAndStroke('#eef1f4', INK).fillColor(INK);
        doc.text(num(p >= 0 ? 10 ** p : Number((10 ** p).toFixed(-p)), language), cx, y + 4, { width: w, align: 'center', lineBreak: false });
        doc.rect(cx, y + 14, w, 34).stroke();
      }
      break;
    }
  }
  doc.restore();
}

function regularPolygon(n: number, cx: number, cy: number, r: number): [number, number][] {
  return Array.from({ length: n }, (_, i) => {
    const a = -Math.PI / 2 + (i / n) * 2 * Math.PI;
    return [cx + r * Math.cos(a), cy + r * Math.sin(a)] as [number, number];
  });
}

function drawShape(doc: Doc, v: Extract<Visual, { type: 'shape' }>, x: number, y: number) {
  const cx = x + 50;
  const cy = y + 42;
  switch (v.shape) {
    case 'circle':
      doc.circle(cx, cy, 36).stroke();
      break;
    case 'square':
    case 'rectangle': {
      if (v.gridSquares && v.width && v.height) {
        for (let r = 0; r < v.height; r++) for (let c = 0; c < v.width; c++) doc.rect(x + c * 16, y + r * 16, 16, 16).stroke();
        break;
      }
      const w = v.shape === 'square' ? 70 : 110;
      const h = v.shape === 'square' ? 70 : 60;
      doc.rect(x, y + 6, w, h).stroke();
      break;
    }
    case 'triangle':
      doc.polygon(...regularPolygon(3, cx, cy + 6, 42)).stroke();
      break;
    case 'pentagon':
      doc.polygon(...regularPolygon(5, cx, cy, 40)).stroke();
      break;
    case 'hexagon':
      doc.polygon(...regularPolygon(6, cx, cy, 40)).stroke();
      break;
    case 'octagon':
      doc.polygon(...regularPolygon(8, cx, cy, 40)).stroke();
      break;
    case 'rhombus':
      doc.polygon([cx, y + 2], [cx + 34, cy], [cx, y + 82], [cx - 34, cy]).stroke();
      break;
    case 'trapezoid':
      doc.polygon([x + 20, y + 10], [x + 80, y + 10], [x + 100, y + 74], [x, y + 74]).stroke();
      break;
    case 'cube':
    case 'rectangular-prism': {
      const w = v.shape === 'cube' ? 56 : 90;
      const h = 56;
      doc.rect(x, y + 20, w, h).stroke();
      doc.polygon([x, y + 20], [x + 20, y + 4], [x + 20 + w, y + 4], [x + w, y + 20]).stroke();
      doc.polygon([x + w, y + 20], [x + 20 + w, y + 4], [x + 20 + w, y + 4 + h], [x + w, y + 20 + h]).stroke();
      break;
    }
    case 'cylinder':
      doc.ellipse(cx, y + 12, 32, 9).stroke();
      doc.moveTo(cx - 32, y + 12).lineTo(cx - 32, y + 72).stroke();
      doc.moveTo(cx + 32, y + 12).lineTo(cx + 32, y + 72).stroke();
      doc.ellipse(cx, y + 72, 32, 9).stroke();
      break;
    case 'cone':
      doc.moveTo(cx, y + 2).lineTo(cx - 32, y + 72).stroke();
      doc.moveTo(cx, y + 2).lineTo(cx + 32, y + 72).stroke();
      doc.ellipse(cx, y + 72, 32, 9).stroke();
      break;
    case 'sphere':
      doc.circle(cx, cy, 38).stroke();
      doc.ellipse(cx, cy, 38, 10).dash(3, { space: 3 }).stroke().undash();
      break;
    case 'angle': {
      const a = ((v.angles?.[0] ?? 45) * Math.PI) / 180;
      // an obtuse angle's ray leans left: move the vertex right so it stays in the box
      const ox = x + 10 + Math.max(0, -75 * Math.cos(a));
      const oy = y + 80;
      doc.moveTo(ox, oy).lineTo(ox + 90, oy).stroke();
      doc.moveTo(ox, oy).lineTo(ox + 75 * Math.cos(a), oy - 75 * Math.sin(a)).stroke();
      doc.path(`M ${ox + 18} ${oy} A 18 18 0 0 0 ${ox + 18 * Math.cos(a)} ${oy - 18 * Math.sin(a)}`).stroke();
      break;
    }
  }
}
