import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import PDFDocument from 'pdfkit';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { britishIn } from '@numbloom/maths/british-spellings';
import { moneyMark } from '@numbloom/maths/coins';
import { TOPICS } from '@numbloom/maths/catalogue';
import { layoutWorksheet } from '@numbloom/maths/worksheet';
import type { Worksheet } from '@numbloom/maths/types';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { visualText } from './bidi-lines.ts';
import { useWeight } from './print-text.ts';
import { rtlLineText, rtlParagraphText } from './rtl-text.ts';
import { resolveWorksheet } from './service.ts';

// pdfjs reads Helvetica's metrics from its own standard font files
const standardFontDataUrl = join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

/** Each page's text, read back from the PDF bytes, plus the page size in points. */
async function readPdf(bytes: Buffer): Promise<{ pages: string[]; size: [number, number] }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: string[] = [];
  let size: [number, number] = [0, 0];
  for (let i = 1; i <= doc.numPages; i++) {
    const page = await doc.getPage(i);
    if (i === 1) size = [Math.round(page.view[2]!), Math.round(page.view[3]!)];
    const content = await page.getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await doc.destroy();
  return { pages, size };
}

/**
 * Each page's lines as drawn, glyphs left to right, read from the PDF's drawing
 * operations: pdfjs's text extraction would put right-to-left text back into
 * logical order itself and hide a wrong visual order.
 */
async function drawnLines(bytes: Buffer): Promise<string[][]> {
  return (await drawnTexts(bytes)).map((pieces) => {
    const rows = [...new Set(pieces.map((p) => p.y))].sort((a, b) => b - a);
    return rows.map((y) => pieces.filter((p) => p.y === y).sort((a, b) => a.x - b.x).map((p) => p.text).join(''));
  });
}

/** Each page's texts as drawn one by one (a line of a paragraph, a coin's value), with where each starts. */
async function drawnTexts(bytes: Buffer): Promise<{ x: number; y: number; text: string }[][]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: { x: number; y: number; text: string }[][] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const { fnArray, argsArray } = await (await doc.getPage(i)).getOperatorList();
    const pieces: { x: number; y: number; text: string }[] = [];
    let at = [0, 0];
    fnArray.forEach((fn, k) => {
      const args = argsArray[k] as unknown[];
      if (fn === OPS.setTextMatrix) at = [...(args[0] as number[])].slice(4);
      if (fn === OPS.showText) {
        const glyphs = (args[0] as (number | { unicode: string })[]).filter((g) => typeof g !== 'number');
        pieces.push({ x: at[0]!, y: Math.round(at[1]!), text: glyphs.map((g) => g.unicode).join('') });
      }
    });
    pages.push(pieces);
  }
  await doc.destroy();
  return pages;
}

/**
 * The short straight lines each page strokes, as drawn (a clock's hands; a page's writing lines
 * are far longer), read from the PDF's drawing operations.
 */
async function shortStrokes(bytes: Buffer): Promise<number[]> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const pages: number[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const { fnArray, argsArray } = await (await doc.getPage(i)).getOperatorList();
    let count = 0;
    fnArray.forEach((fn, k) => {
      if (fn !== OPS.constructPath) return;
      const [paint, [path]] = argsArray[k] as [number, [ArrayLike<number>]];
      // one move and one line: [0, x1, y1, 1, x2, y2]
      if (paint !== OPS.stroke || path.length !== 6 || path[0] !== 0 || path[3] !== 1) return;
      if (Math.hypot(path[4]! - path[1]!, path[5]! - path[2]!) < 45) count++;
    });
    pages.push(count);
  }
  await doc.destroy();
  return pages;
}

/** A fraction or mixed number as the engine writes it on one line: 3/4, 2 3/4. */
const STACKED = /(?:(\d+) )?(-?\d+)\/(\d+)/g;

let t: TestApp;
beforeAll(async () => {
  // many PDFs from one address: lift the per-minute allowance the route derives from the general one
  t = await createTestApp({ config: { RATE_LIMIT_PER_MINUTE: 100_000 } });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/v2/worksheets/{topic}.pdf', () => {
  it('sends a PDF whose answer key matches its questions', async () => {
    // grade 1 sums are written on one line (from grade 2 they stand in columns: below)
    const res = await get('/api/v2/worksheets/addition-subtraction.add.pdf?grade=1&seed=abc&count=12');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="addition-subtraction.add-grade-1-level-2.pdf"');
    const { pages } = await readPdf(res.rawPayload);
    const questions = pages.slice(0, -1).join(' ');
    const key = pages[pages.length - 1]!;
    expect(questions).toContain('Addition — Grade 1');
    expect(questions).toContain('Name:');
    expect(questions).toContain('Date:');
    expect(key).toContain('Answer key');
    // each "n. a + b = ?" on the question pages has "n. (a+b)" in the key
    const asked = [...questions.matchAll(/(\d+)\. ([\d,]+) \+ ([\d,]+) = \?/g)];
    expect(asked).toHaveLength(12);
    for (const [, n, a, b] of asked) {
      const sum = Number(a!.replace(/,/g, '')) + Number(b!.replace(/,/g, ''));
      expect(key).toContain(`${n}. ${sum.toLocaleString('en-US')}`);
    }
  });

  it('fills shaded parts at 3:1 or more against the white page, read from the colours the PDF draws (WCAG 1.4.11)', async () => {
    const res = await get('/api/v2/worksheets/fractions-decimals.fraction-of-shape.pdf?grade=2&seed=s1');
    expect(res.statusCode).toBe(200);
    const doc = await getDocument({ data: new Uint8Array(res.rawPayload), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
    const fills = new Set<string>();
    const { fnArray, argsArray } = await (await doc.getPage(1)).getOperatorList();
    fnArray.forEach((fn, k) => {
      if (fn === OPS.setFillRGBColor) fills.add(String((argsArray[k] as unknown[])[0]));
    });
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const drawn = [...fills].filter((c) => c.toLowerCase() !== '#ffffff');
    expect(drawn.length).toBeGreaterThan(1);
    for (const colour of drawn) expect((1 + 0.05) / (luminance(colour) + 0.05), colour).toBeGreaterThanOrEqual(3);
  });

  it('prints the same questions and answers the maths engine lays out, for any topic', async () => {
    const res = await get('/api/v2/worksheets/fractions-decimals.add-fractions.pdf?grade=5&seed=s9&level=1&paper=A4');
    expect(res.statusCode).toBe(200);
    const { pages } = await readPdf(res.rawPayload);
    const ws = layoutWorksheet({ topic: 'fractions-decimals/add-fractions', grade: '5', difficulty: 1, seed: 's9', language: 'en-US', count: 10, currency: 'USD' });
    const key = pages[pages.length - 1]!;
    // the minus sign as the page's font has it: U+2212 where the font has one, an en dash where not
    const dashes = (text: string) => text.replace(/[\u2212\u2013]/g, '-');
    // a stacked fraction reads back as its numerator, then its denominator
    const asRead = (text: string) => dashes(text.replace(STACKED, (_, whole: string | undefined, n: string, d: string) => `${whole ? `${whole} ` : ''}${n} ${d}`)).replace(/\s+/g, ' ');
    for (const q of ws.questions) {
      expect(asRead(pages.join(' '))).toContain(asRead(q.text));
      expect(asRead(key)).toContain(asRead(`${q.number}. ${q.answer}`));
    }
  });

  it('stacks fractions and mixed numbers, the numerator over the denominator, in the questions and the key', async () => {
    const ws = layoutWorksheet({ topic: 'fractions-decimals/add-fractions', grade: '6', difficulty: 3, seed: 'st', language: 'en', count: 10 });
    const first = ws.questions[0]!;
    const [whole, numerator, denominator] = [...first.text.matchAll(STACKED)][0]!.slice(1);
    expect(whole, first.text).toBeDefined();
    const res = await get('/api/v2/worksheets/fractions-decimals.add-fractions.pdf?grade=6&level=3&seed=st&region=uk');
    const pages = await drawnTexts(res.rawPayload);
    const { pages: read } = await readPdf(res.rawPayload);
    // nothing is written "a/b" on one line any more, questions nor answers
    expect(read.join(' ')).not.toMatch(/\d\/\d/);
    // question 1: its whole number, then its numerator above its denominator, the whole level with the bar between them
    const label = pages[0]!.find((p) => p.text === '1.')!;
    const row = pages[0]!.filter((p) => Math.abs(p.y - label.y) < 16 && p.x > label.x);
    const w = row.find((p) => p.text === whole)!;
    const n = row.find((p) => p.text === numerator && p.x > w.x)!;
    const d = row.find((p) => p.text === denominator && p.y < n.y)!;
    expect(n.y - d.y).toBeGreaterThan(8);
    expect(Math.abs(n.x - d.x)).toBeLessThan(8);
    expect(w.y).toBeLessThan(n.y);
    expect(w.y).toBeGreaterThan(d.y);
    // the key stacks its answers the same way
    const key = pages.at(-1)!;
    const stackedInKey = key.filter((p) => /^\d+$/.test(p.text) && key.some((o) => o !== p && Math.abs(o.x - p.x) < 8 && p.y - o.y > 8 && p.y - o.y < 20));
    expect(stackedInKey.length).toBeGreaterThanOrEqual(ws.questions.length);
  });

  it('writes sums, differences and products in columns and long division under its bracket, as on paper', async () => {
    const texts = async (url: string) => (await drawnTexts((await get(url)).rawPayload)).slice(0, -1).flat();
    const { pages: oneLine } = await readPdf((await get('/api/v2/worksheets/multiplication-division.multiply.pdf?grade=5&seed=w&region=us')).rawPayload);
    expect(oneLine.join(' ')).not.toContain('= ?');
    // a product: the numbers one under the other, lined up on their ones, the sign before the second, a rule to answer under
    const product = layoutWorksheet({ topic: 'multiplication-division/multiply', grade: '5', difficulty: 2, seed: 'w', language: 'en-US', count: 10, currency: 'USD', units: 'customary' });
    const pieces = await texts('/api/v2/worksheets/multiplication-division.multiply.pdf?grade=5&seed=w&region=us');
    for (const q of product.questions) {
      expect(q.written?.kind, q.text).toBe('column');
      const [a, b] = (q.written as { operands: [string, string] }).operands;
      const top = pieces.find((p) => p.text === a)!;
      const under = pieces.find((p) => p.text === b && p.y < top.y && top.y - p.y < 30 && Math.abs(p.x - top.x) < 60)!;
      expect(under, q.text).toBeDefined();
      // the shorter number starts further right: the ones stand in one column
      if (b.length < a.length) expect(under.x).toBeGreaterThan(top.x);
      expect(pieces.some((p) => p.text === '×' && p.y === under.y && p.x < top.x)).toBe(true);
    }
    // sums stand three to a row
    const sums = await texts('/api/v2/worksheets/addition-subtraction.add.pdf?grade=4&seed=w&region=us');
    const labels = sums.filter((p) => /^\d+\.$/.test(p.text));
    expect(new Set(labels.map((p) => p.y)).size).toBeLessThanOrEqual(Math.ceil(labels.length / 3) + 1);
    // long division: the divisor before the dividend in English and Chinese, after it in French (the potence) and German
    const division = (language: 'en' | 'fr' | 'zh' | 'de') => layoutWorksheet({ topic: 'multiplication-division/divide', grade: '5', difficulty: 2, seed: 'w', language, count: 10 }).questions[0]!.written as { dividend: string; divisor: string };
    for (const [region, language, divisorFirst] of [['uk', 'en', true], ['zh&language=zh', 'zh', true], ['ca&language=fr', 'fr', false], ['de', 'de', false]] as const) {
      const { dividend, divisor } = division(language);
      const drawn = await texts(`/api/v2/worksheets/multiplication-division.divide.pdf?grade=5&seed=w&region=${region}`);
      const label = drawn.find((p) => p.text === '1.')!;
      const near = drawn.filter((p) => label.y - p.y >= 0 && label.y - p.y < 40);
      const dd = near.find((p) => p.text === dividend)!;
      const dv = near.find((p) => p.text === divisor && p.y === dd.y)!;
      expect(dv, `${language}: ${divisor} beside ${dividend}`).toBeDefined();
      expect(dv.x < dd.x, language).toBe(divisorFirst);
    }
    // German schools write a division and a product in one row: "432 : 4 =", "324 · 12"
    const { dividend, divisor } = division('de');
    const german = await texts('/api/v2/worksheets/multiplication-division.divide.pdf?grade=5&seed=w&region=de');
    const row = german.filter((p) => p.y === german.find((q) => q.text === dividend)!.y).sort((p, q) => p.x - q.x).map((p) => p.text);
    expect(row.slice(row.indexOf(dividend), row.indexOf(dividend) + 4)).toEqual([dividend, ':', divisor, '=']);
    const germanProduct = layoutWorksheet({ topic: 'multiplication-division/multiply', grade: '5', difficulty: 2, seed: 'w', language: 'de', count: 10 }).questions[0]!.written as { operands: [string, string] };
    const multiplied = await texts('/api/v2/worksheets/multiplication-division.multiply.pdf?grade=5&seed=w&region=de');
    const productRow = multiplied.filter((p) => p.y === multiplied.find((q) => q.text === germanProduct.operands[0])!.y).sort((p, q) => p.x - q.x).map((p) => p.text);
    expect(productRow.join(' ')).toContain(`${germanProduct.operands[0]} · ${germanProduct.operands[1]}`);
    expect(multiplied.some((p) => p.text === '×')).toBe(false);
  });

  it('fills every page of questions at every grade, and prints the answer key on a page of its own', async () => {
    for (const [topic, grade] of [['addition-subtraction.add', 'K'], ['number-place-value.count', 'K'], ['addition-subtraction.add', '2'], ['multiplication-division.divide', '4'], ['fractions-decimals.add-fractions', '6']] as const) {
      const res = await get(`/api/v2/worksheets/${topic}.pdf?grade=${grade}&seed=full`);
      expect(res.statusCode, `${topic} ${grade}`).toBe(200);
      const drawn = await drawnTexts(res.rawPayload);
      const { pages } = await readPdf(res.rawPayload);
      const questionPages = drawn.slice(0, -1);
      expect(questionPages.length, `${topic} ${grade}`).toBeGreaterThan(0);
      for (const [i, page] of questionPages.entries()) {
        // the questions are spread down the whole page, room to work shared between them: the last starts in the page's
        // lower half (a US letter page is 792 points tall, counted from its foot)
        const lowest = Math.min(...page.filter((p) => /^\d+\.$/.test(p.text)).map((p) => p.y));
        expect(lowest, `${topic} ${grade} page ${i + 1}`).toBeLessThan(396);
        expect(pages[i], `${topic} ${grade}`).not.toContain('Answer key');
      }
      // the key: the last page, its own, with every question's answer and no question
      expect(pages.at(-1)!.startsWith('Answer key'), `${topic} ${grade}`).toBe(true);
      expect(pages.at(-1)!, `${topic} ${grade}`).not.toContain('?');
      expect(pages.at(-1)!.match(/\b\d+\. /g)?.length, `${topic} ${grade}`).toBe(10);
    }
  });

  it('is a tagged PDF: its language, marked content, and a structure tree in reading order', async () => {
    for (const [query, lang] of [['region=us', 'en-US'], ['region=ca&language=fr', 'fr']] as const) {
      const bytes = (await get(`/api/v2/worksheets/fractions-decimals.add-fractions.pdf?grade=6&seed=tag&count=6&${query}`)).rawPayload;
      expect(bytes.toString('latin1')).toContain(`/Lang (${lang}`);
      const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
      expect(await doc.getMarkInfo()).toMatchObject({ Marked: true });
      type Node = { role?: string; children?: Node[]; type?: string };
      const roles = (node: Node): string[] => (node.role ? [node.role] : []).concat((node.children ?? []).flatMap(roles));
      const first = roles((await (await doc.getPage(1)).getStructTree()) as Node);
      const last = roles((await (await doc.getPage(doc.numPages)).getStructTree()) as Node);
      await doc.destroy();
      // the title, the subtitle, the name and the date, then the questions as a list; the key after its heading
      expect(first.slice(0, 6)).toEqual(['Root', 'Document', 'H1', 'P', 'P', 'P']);
      expect(first.filter((r) => r === 'LI')).toHaveLength(6);
      expect(last.filter((r) => r !== 'LI')).toEqual(['Root', 'Document', 'H2', 'P', 'L']);
      expect(last.filter((r) => r === 'LI')).toHaveLength(6);
    }
  });

  it('takes the paper size from the region unless asked', async () => {
    const letter = await readPdf((await get('/api/v2/worksheets/time.read-clock.pdf?grade=2&region=us')).rawPayload);
    expect(letter.size).toEqual([612, 792]);
    const a4 = await readPdf((await get('/api/v2/worksheets/time.read-clock.pdf?grade=2&region=uk')).rawPayload);
    expect(a4.size).toEqual([595, 842]);
    const asked = await readPdf((await get('/api/v2/worksheets/time.read-clock.pdf?grade=2&region=us&paper=a4')).rawPayload);
    expect(asked.size).toEqual([595, 842]);
  });

  it('writes French with decimal commas, and region money in the answer key', async () => {
    const res = await get('/api/v2/worksheets/fractions-decimals.decimals.pdf?grade=4&region=ca&language=fr&seed=x');
    const { pages } = await readPdf(res.rawPayload);
    expect(pages[0]).toContain('Nombres décimaux — 4e année');
    expect(pages[0]).toContain('Nom:');
    const key = pages[pages.length - 1]!;
    expect(key).toContain('Corrigé');
    expect(key).toMatch(/\d+,\d/);
    const money = await readPdf((await get('/api/v2/worksheets/money.make-change.pdf?grade=4&region=uk&word_problems=1')).rawPayload);
    expect(money.pages[0]).toMatch(/pays with £\d+\.00/);
    expect(money.pages[money.pages.length - 1]).toMatch(/1\. £\d+\.\d\d/);
  });

  it('prints a Germany worksheet in German: its title, labels, word problems and euros with a decimal comma', async () => {
    const res = await get('/api/v2/worksheets/money.money-sums.pdf?grade=3&region=de&seed=x&word_problems=1');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1')).toContain('/Lang (de-DE');
    const { pages, size } = await readPdf(res.rawPayload);
    expect(size).toEqual([595, 842]);
    expect(pages[0]).toContain('Rechnen mit Geld — Klasse 3');
    expect(pages[0]).toContain('Name:');
    expect(pages[0]).toMatch(/kauft .* für \d+,\d\d €/);
    expect(pages[0]).not.toMatch(/\bbuys\b|\$/);
    const key = pages[pages.length - 1]!;
    expect(key).toContain('Lösungen');
    expect(key).toMatch(/1\. \d+,\d\d €/);
  });

  it('measures in the region’s units: inches and pounds in the US, metric in Australia', async () => {
    const CUSTOMARY = / (inch|inches|foot|feet|yards?|miles?|ounces?|pounds?|cups?|pints?|quarts?|gallons?)$/;
    const METRIC = / (mm|cm|m|km|g|kg|mL|L)$/;
    for (const [slug, grade] of [['measurement.convert-units', '4'], ['measurement.length', '2']] as const) {
      for (const [region, units, pattern] of [['us', 'customary', CUSTOMARY], ['au', 'metric', METRIC]] as const) {
        const res = await get(`/api/v2/worksheets/${slug}.pdf?grade=${grade}&level=1&region=${region}&seed=units`);
        expect(res.statusCode).toBe(200);
        const { pages } = await readPdf(res.rawPayload);
        const key = pages[pages.length - 1]!;
        const ws = layoutWorksheet({ topic: slug.replace('.', '/') as 'measurement/length', grade, difficulty: 1, seed: 'units', language: region === 'us' ? 'en-US' : 'en', count: 10, units });
        for (const q of ws.questions) {
          expect(q.answer, `${region} ${slug}`).toMatch(pattern);
          expect(key, `${region} ${slug}`).toContain(`${q.number}. ${q.answer}`);
        }
      }
    }
    // the ruler says which unit it measures in
    const ruler = await readPdf((await get('/api/v2/worksheets/measurement.length.pdf?grade=1&level=1&region=us&count=1')).rawPayload);
    // a ruler to read ("How long is…?") or to draw a length along ("Make the ribbon 7 inches long.")
    expect(ruler.pages[0]).toMatch(/(How long is the \w+\?|Make the \w+ \d+ inches long\.) [\d ]+ inches\b/);
  });

  it('draws Arabic worksheets right to left with an embedded font', async () => {
    const res = await get('/api/v2/worksheets/addition-subtraction.add.pdf?grade=2&region=aue&language=ar&seed=r');
    expect(res.statusCode).toBe(200);
    const { pages } = await readPdf(res.rawPayload);
    const ws = layoutWorksheet({ topic: 'addition-subtraction/add', grade: '2', difficulty: 2, seed: 'r', language: 'ar', count: 10, currency: 'AED' });
    // the questions' pages (a sum built with blocks takes the room of its columns), then the key
    for (const q of ws.questions) expect(pages.slice(0, -1).join(' ')).toContain(q.text);
    for (const q of ws.questions) expect(pages[pages.length - 1]).toContain(q.answer);
  });

  it.each([
    ['fractions-decimals.add-fractions', 'grade=6&level=3'],
    ['fractions-decimals.compare-fractions', 'grade=5'],
    ['money.make-change', 'grade=5&word_problems=0'],
  ])('prints an Arabic %s worksheet with its maths left to right and each answer numbered on the right', async (slug, query) => {
    const res = await get(`/api/v2/worksheets/${slug}.pdf?${query}&region=aue&language=ar&seed=bidi`);
    expect(res.statusCode).toBe(200);
    const [, grade] = /grade=(\d)/.exec(query)!;
    const level = /level=(\d)/.exec(query)?.[1] ?? '2';
    const ws = layoutWorksheet({ topic: slug.replace('.', '/') as 'money/make-change', grade: grade as '5', difficulty: Number(level) as 2, seed: 'bidi', language: 'ar', count: 10, currency: 'AED' });
    const pages = await drawnLines(res.rawPayload);
    const questions = pages.slice(0, -1).flat();
    const key = pages[pages.length - 1]!.join('\n');
    for (const q of ws.questions) {
      // the expression (1 3/4 + 1 3/5 = ?, 1/3 ? 2/6, 50.00 AED − 18.25 AED = ?) drawn as written
      const expression = /[\d?][^\u0600-\u06ff]*[\d?]/.exec(q.text)![0];
      expect(questions.some((line) => line.includes(expression))).toBe(true);
      // "1. 3 7/20" reads right to left as number then answer, the answer itself left to right (the key is the parse-back proof it is there)
      expect(key).toContain(`${q.answer} .${q.number}`);
    }
  });

  it('prints a clock to set without hands and money to make as coins to choose from; the key has the answers', async () => {
    const clocks = await get('/api/v2/worksheets/time.read-clock.pdf?grade=2&seed=hands&count=20&region=us');
    expect(clocks.statusCode).toBe(200);
    const ws = layoutWorksheet({ topic: 'time/read-clock', grade: '2', difficulty: 2, seed: 'hands', language: 'en-US', count: 20, currency: 'USD', units: 'customary' });
    const toRead = ws.questions.filter((q) => q.visual?.type === 'clock' && q.visual.showHands).length;
    const toSet = ws.questions.filter((q) => q.answerOn === 'clock').length;
    expect(toRead).toBeGreaterThan(0);
    expect(toSet).toBeGreaterThan(0);
    // two hands on each clock to read, none on a clock to set
    const strokes = await shortStrokes(clocks.rawPayload);
    expect(strokes.slice(0, -1).reduce((a, b) => a + b, 0)).toBe(2 * toRead);
    const clockKey = (await readPdf(clocks.rawPayload)).pages.at(-1)!;
    for (const q of ws.questions) expect(clockKey).toContain(`${q.number}. ${q.answer}`);

    const coins = await get('/api/v2/worksheets/money.count-coins.pdf?grade=1&seed=tray&count=12&region=us');
    const money = layoutWorksheet({ topic: 'money/count-coins', grade: '1', difficulty: 2, seed: 'tray', language: 'en-US', count: 12, currency: 'USD', units: 'customary' });
    const toMake = money.questions.filter((q) => q.answerOn === 'coins').length;
    expect(toMake).toBeGreaterThan(0);
    const { pages } = await readPdf(coins.rawPayload);
    const questions = pages.slice(0, -1).join(' ');
    expect(questions.split('You can use:').length - 1).toBe(toMake);
    expect(questions.split('Draw the money you use:').length - 1).toBe(toMake);
  });

  it('prints a coin’s value only where the player shows it: never where telling the coins apart is the skill', async () => {
    const marks = (ws: Worksheet) => new Set(ws.questions.flatMap((q) => (q.visual?.type === 'coins' ? q.visual.coins.map((c) => moneyMark('USD', c, 'en-US')) : [])));
    const drawn = async (url: string) => (await drawnTexts((await get(url)).rawPayload)).slice(0, -1).flat().map((p) => p.text.trim());
    // coins to count and trays to make an amount from, their values left off (maths money/count-coins)
    const count = layoutWorksheet({ topic: 'money/count-coins', grade: '2', difficulty: 2, seed: 'marks', language: 'en-US', count: 12, currency: 'USD', units: 'customary' });
    expect(count.questions.every((q) => q.visual?.type !== 'coins' || q.visual.labelled === false)).toBe(true);
    const unlabelled = marks(count);
    expect(unlabelled.size).toBeGreaterThan(2);
    const counted = await drawn('/api/v2/worksheets/money.count-coins.pdf?grade=2&seed=marks&count=12&region=us');
    expect(counted.filter((text) => unlabelled.has(text))).toEqual([]);
    // change counted out from a tray whose values are printed: the same reading finds them
    const change = layoutWorksheet({ topic: 'money/make-change', grade: '3', difficulty: 2, seed: 'marks', language: 'en-US', count: 12, currency: 'USD', units: 'customary' });
    const labelled = marks(change);
    expect(labelled.size).toBeGreaterThan(2);
    const given = await drawn('/api/v2/worksheets/money.make-change.pdf?grade=3&seed=marks&count=12&region=us');
    for (const mark of labelled) expect(given).toContain(mark);
  });

  it('prints a number to build with blocks as empty columns headed by their places, as the player’s', async () => {
    for (const [grade, headings] of [
      ['3', 'Thousands Hundreds Tens Ones'],
      ['1', 'Hundreds Tens Ones'],
    ] as const) {
      const res = await get(`/api/v2/worksheets/number-place-value.place-value.pdf?grade=${grade}&seed=blocks&count=20&region=us`);
      expect(res.statusCode).toBe(200);
      const ws = layoutWorksheet({ topic: 'number-place-value/place-value', grade, difficulty: 2, seed: 'blocks', language: 'en-US', count: 20, currency: 'USD', units: 'customary' });
      const toBuild = ws.questions.filter((q) => q.answerOn === 'place-value-blocks').length;
      expect(toBuild, grade).toBeGreaterThan(0);
      const { pages } = await readPdf(res.rawPayload);
      const questions = pages.slice(0, -1).join(' ');
      expect(questions.split('Draw the blocks in their columns:').length - 1, grade).toBe(toBuild);
      expect(questions.split(headings).length - 1, grade).toBe(toBuild);
      // the key still has every answer
      for (const q of ws.questions) expect(pages.at(-1)).toContain(`${q.number}. ${q.answer}`);
    }
  });

  it('works from an activity slug with the topic in the query', async () => {
    const res = await get('/api/v2/worksheets/clock-practice.pdf?topic=time/read-clock&grade=K&level=3');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('clock-practice-grade-K-level-3.pdf');
  });

  it('gives the same worksheet for the same seed and another for another seed', async () => {
    const text = async (seed: string) => (await readPdf((await get(`/api/v2/worksheets/multiplication-division.multiply.pdf?grade=4&seed=${seed}`)).rawPayload)).pages.join('\n');
    expect(await text('same')).toBe(await text('same'));
    expect(await text('other')).not.toBe(await text('same'));
  });

  it.each([
    ['/api/v2/worksheets/addition-subtraction.add.pdf', 'Please select a Grade', 'grade'],
    ['/api/v2/worksheets/my-activity.pdf?grade=3', 'Please select a Grade, Topic and a Subtopic', 'topic'],
    ['/api/v2/worksheets/my-activity.pdf?grade=3&topic=algebra/x', 'Please select a Grade, Topic and a Subtopic', 'topic'],
    ['/api/v2/worksheets/addition-subtraction.add.pdf?grade=9', 'Invalid input.', 'grade'],
    ['/api/v2/worksheets/fractions-decimals.percent.pdf?grade=3', 'Invalid input.', 'grade'],
    ['/api/v2/worksheets/addition-subtraction.add.pdf?grade=3&paper=B5', 'Invalid input.', 'paper'],
    ['/api/v2/worksheets/addition-subtraction.add.pdf?grade=3&level=7', 'Invalid input.', 'level'],
    ['/api/v2/worksheets/addition-subtraction.add.pdf?grade=3&count=100', 'Invalid input.', 'count'],
    ['/api/v2/worksheets/addition-subtraction.add.pdf?grade=3&count=abc', 'Invalid input.', 'count'],
    ['/api/v2/worksheets/addition-subtraction.add.pdf?grade=3&language=it', 'Invalid input.', 'language'],
    ['/api/v2/worksheets/addition-subtraction.add.pdf?grade=3&region=xx', 'Invalid input.', 'region'],
    ['/api/v2/worksheets/addition-subtraction.add.pdf?grade=3&seed=a%20b', undefined, 'seed'],
    ['/api/v2/worksheets/addition-subtraction.add.pdf?grade=3&colour=red', undefined, 'colour'],
  ])('answers 400, never 500, for %s', async (url, message, field) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    if (message) expect(body.user_message).toBe(message);
    expect(body.errors[field]).toBeTruthy();
  });
});

/** Every text a worksheet prints: its title and subtitle, its captions, each question, choice and answer. */
const printed = (ws: Worksheet) => [
  ws.title,
  ws.subtitle,
  ...Object.values(ws.labels),
  ...ws.questions.flatMap((q) => [q.text, q.answer, ...(q.choices ?? [])]),
];

/** Every worksheet a site can ask for (each topic, grade and level, with and without word problems), as the route resolves it. */
function everyWorksheet(region: string) {
  const sheets: { query: string; request: ReturnType<typeof resolveWorksheet>['request'] }[] = [];
  for (const topic of TOPICS) {
    for (const grade of topic.grades) {
      for (const level of ['1', '2', '3']) {
        for (const wordProblems of topic.hasStory ? ['0', '1'] : ['0']) {
          const query = { grade, level, region, language: 'en', seed: 'words', word_problems: wordProblems };
          const name = topic.key.replace('/', '.');
          sheets.push({ query: `${name}.pdf?${new URLSearchParams(query).toString()}`, request: resolveWorksheet(name, query).request });
        }
      }
    }
  }
  return sheets;
}

const britishOf = (texts: string[]) => texts.flatMap(britishIn);

describe('a US site’s worksheets', () => {
  it('are US English, every text of every worksheet, where the other English sites keep their English', () => {
    const british = (region: string) => everyWorksheet(region).flatMap(({ query, request }) => britishOf(printed(layoutWorksheet(request))).map((b) => `${query}: ${b}`));
    expect(british('us')).toEqual([]);
    // the same walk finds the English the other sites read: it can fail
    expect(british('au').join('\n')).toMatch(/centimetre|favourite|°C/);
  });

  it('print it: a US worksheet whose questions English would word the British way is printed in US English', async () => {
    // one the US site asks for that English as written would print with British words
    const sheet = everyWorksheet('us').find(({ request }) => britishOf(printed(layoutWorksheet({ ...request, language: 'en' }))).length > 0);
    expect(sheet).toBeDefined();
    const res = await get(`/api/v2/worksheets/${sheet!.query}`);
    expect(res.statusCode).toBe(200);
    const text = (await readPdf(res.rawPayload)).pages.join(' ');
    expect(britishIn(text)).toEqual([]);
    expect(text).toContain('Answer key');
  });

  it('are asked of the maths texts in US English on the US site only', () => {
    const language = (region: string, lang: string) => resolveWorksheet('addition-subtraction.add', { grade: '3', region, language: lang }).request.language;
    expect(language('us', 'en')).toBe('en-US');
    expect(language('US', 'en')).toBe('en-US');
    expect(resolveWorksheet('addition-subtraction.add', { grade: '3' }).request.language).toBe('en-US');
    expect([language('us', 'es'), language('uk', 'en'), language('au', 'en'), language('ca', 'en'), language('ca', 'fr')]).toEqual(['es-US', 'en-GB', 'en-AU', 'en-CA', 'fr-CA']);
  });

  it('are written in Brazilian Portuguese on the Brazil site, with reais and metric units', async () => {
    const { request } = resolveWorksheet('money.make-change', { grade: '3', region: 'br', language: 'pt' });
    expect(request).toMatchObject({ language: 'pt-BR', currency: 'BRL', units: 'metric' });
    expect(resolveWorksheet('money.make-change', { grade: '3', region: 'br' }).request.language).toBe('pt-BR');
    const res = await get('/api/v2/worksheets/money.make-change.pdf?grade=3&region=br&language=pt&seed=x&word_problems=1');
    expect(res.statusCode).toBe(200);
    const text = (await readPdf(res.rawPayload)).pages.join('\n');
    expect(text).toContain('Respostas');
    expect(text).toContain('de troco');
    expect(text).toMatch(/R\$ \d+,\d\d/);
    expect(text).not.toMatch(/\$\d/);
  });

  it('write numbers as the US writes them in Spanish too, as the US Spanish pages do: 3.5, not 3,5', async () => {
    const res = await get('/api/v2/worksheets/fractions-decimals.decimals.pdf?grade=4&region=us&language=es&seed=x');
    const { pages } = await readPdf(res.rawPayload);
    const key = pages[pages.length - 1]!;
    expect(key).toMatch(/\d\.\d/);
    expect(key).not.toMatch(/\d,\d/);
  });
});

describe('any query', () => {
  it('answers 200 or 400, never 500', async () => {
    const pool: Record<string, string[]> = {
      grade: ['K', '0', '3', '6', '7', '', 'x'],
      topic: ['time/read-clock', 'money.count-coins', 'data/mean-median', 'nope', ''],
      seed: ['a', 'Z-9_', ''],
      paper: ['A4', 'letter', 'A3'],
      level: ['1', '3', '0', 'z'],
      count: ['1', '40', '41', '-1', '2.5'],
      language: ['en', 'fr', 'es', 'ar', 'pt', 'xx'],
      region: ['us', 'AUE', 'ca', 'zz'],
      word_problems: ['1', 'no'],
    };
    let state = 7;
    const pick = <T,>(list: T[]) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return list[state % list.length]!;
    };
    for (let i = 0; i < 40; i++) {
      const query = Object.entries(pool)
        .filter(() => pick([true, true, false]))
        .map(([k, values]) => `${k}=${encodeURIComponent(pick(values))}`)
        .join('&');
      const res = await get(`/api/v2/worksheets/${pick(['money.make-change', 'x', 'geometry.angles'])}.pdf?${query}`);
      expect([200, 400], query).toContain(res.statusCode);
    }
  });
});

const rev = (s: string) => [...s].reverse().join('');

/** Logical Arabic texts and how each must read left to right on the page: Arabic letters reversed, digits and maths not. */
const VISUAL_ORDER: [string, string, string][] = [
  ['a maths expression stays left to right', '138 + 220 = ?', '138 + 220 = ?'],
  ['an expression follows the words that lead to it', 'أوجد العدد الناقص: 2 × ? = 12', `2 × ? = 12 ${rev('أوجد العدد الناقص:')}`],
  ['brackets around a number are mirrored', 'الصف (3)', `(3) ${rev('الصف')}`],
  ['brackets around words are mirrored', 'اكتب الناتج (بالمتر)', `(${rev('بالمتر')}) ${rev('اكتب الناتج')}`],
  ['numbers between words keep their digits in order', 'من 86 إلى 120 فقط', `${rev('فقط')} 120 ${rev('إلى')} 86 ${rev('من')}`],
  ['Arabic-Indic digits and the Arabic decimal separator read left to right', 'الطول ١٢٫٥ متر', `${rev('متر')} ١٢٫٥ ${rev('الطول')}`],
  ['a time stays whole', 'من الساعة 3:05 إلى الساعة ٤:١٠', `٤:١٠ ${rev('إلى الساعة')} 3:05 ${rev('من الساعة')}`],
  ['a fraction and a decimal stay whole', 'اكتب 3/4 في صورة 0.75', `0.75 ${rev('في صورة')} 3/4 ${rev('اكتب')}`],
  ['an amount of money follows UAX #9 (the figure read first)', 'المبلغ 2.00 AED فقط', `${rev('فقط')} AED 2.00 ${rev('المبلغ')}`],
  ['signs are not mirrored and a minus stays on its number', 'اختر < أو > أو =: -3 ? 1', `-3 ? 1 := ${rev('أو')} > ${rev('أو')} < ${rev('اختر')}`],
];

describe('Arabic lines in visual order (UAX #9)', () => {
  it.each(VISUAL_ORDER)('%s', (_, logical, visual) => {
    expect(visualText(logical)).toBe(visual);
  });

  const pdf = async (draw: (doc: PDFKit.PDFDocument) => void) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
    useWeight(doc, 'regular').fontSize(12);
    draw(doc);
    doc.end();
    return (await drawnLines(await done))[0]!;
  };

  it('draws each line in that order, whatever fontkit reverses on its own', async () => {
    const lines = await pdf((doc) => VISUAL_ORDER.forEach(([, logical], i) => rtlLineText(doc, logical, 50, 50 + i * 20, 400)));
    expect(lines).toEqual(VISUAL_ORDER.map(([, , visual]) => visual));
  });

  it('wraps on the logical text, never inside an expression, then orders each line', async () => {
    const words = 'اكتب الناتج (بالمتر):';
    const expression = '1 3/4 + 1 3/5 = ?';
    const lines = await pdf((doc) => {
      // room for the words and the start of the expression, not for all of it
      const width = doc.widthOfString(words) + doc.widthOfString(' 1 3/4 +') + 2;
      rtlParagraphText(doc, `${words} ${expression}`, 50, 50, width);
    });
    expect(lines).toEqual([`:(${rev('بالمتر')}) ${rev('اكتب الناتج')}`, expression]);
  });
});
