import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { layoutWorksheet } from '@numbloom/maths/worksheet';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { rtlVisual } from './pdf.ts';

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
    const res = await get('/api/v2/worksheets/addition-subtraction.add.pdf?grade=3&seed=abc&count=12');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="addition-subtraction.add-grade-3-level-2.pdf"');
    const { pages } = await readPdf(res.rawPayload);
    const questions = pages.slice(0, -1).join(' ');
    const key = pages[pages.length - 1]!;
    expect(questions).toContain('Addition — Grade 3');
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

  it('prints the same questions and answers the maths engine lays out, for any topic', async () => {
    const res = await get('/api/v2/worksheets/fractions-decimals.add-fractions.pdf?grade=5&seed=s9&level=1&paper=A4');
    expect(res.statusCode).toBe(200);
    const { pages } = await readPdf(res.rawPayload);
    const ws = layoutWorksheet({ topic: 'fractions-decimals/add-fractions', grade: '5', difficulty: 1, seed: 's9', language: 'en', count: 10, currency: 'USD' });
    const key = pages[pages.length - 1]!;
    for (const q of ws.questions) {
      expect(pages.join(' ')).toContain(q.text.replace(/\u2212/g, '\u2013'));
      expect(key).toContain(`${q.number}. ${q.answer}`);
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

  it('draws Arabic worksheets right to left with an embedded font', async () => {
    const res = await get('/api/v2/worksheets/addition-subtraction.add.pdf?grade=2&region=aue&language=ar&seed=r');
    expect(res.statusCode).toBe(200);
    const { pages } = await readPdf(res.rawPayload);
    const ws = layoutWorksheet({ topic: 'addition-subtraction/add', grade: '2', difficulty: 2, seed: 'r', language: 'ar', count: 10, currency: 'AED' });
    for (const q of ws.questions) expect(pages[0]).toContain(q.text);
    for (const q of ws.questions) expect(pages[pages.length - 1]).toContain(q.answer);
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
    ['/api/v2/worksheets/addition-subtraction.add.pdf?grade=3&language=de', 'Invalid input.', 'language'],
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

describe('any query', () => {
  it('answers 200 or 400, never 500', async () => {
    const pool: Record<string, string[]> = {
      grade: ['K', '0', '3', '6', '7', '', 'x'],
      topic: ['time/read-clock', 'money.count-coins', 'data/mean-median', 'nope', ''],
      seed: ['a', 'Z-9_', ''],
      paper: ['A4', 'letter', 'A3'],
      level: ['1', '3', '0', 'z'],
      count: ['1', '40', '41', '-1', '2.5'],
      language: ['en', 'fr', 'es', 'ar', 'xx'],
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

describe('rtlVisual', () => {
  it('reverses runs and Arabic words but keeps a maths expression in its order', () => {
    expect(rtlVisual('138 + 220 = ?').trim()).toBe('138 + 220 = ?');
    const v = rtlVisual('86 والباقي 20');
    expect(v.indexOf('20')).toBeLessThan(v.indexOf('86'));
    expect(rtlVisual('حساب الباقي — الصف 3').replace(/\s+/g, ' ').trim()).toBe('3 الصف — الباقي حساب');
  });
});
