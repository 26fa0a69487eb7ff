import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { test, expect, expectAccessible } from './fixtures.ts';

async function pdfText(path: string): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(await readFile(path)), useSystemFonts: true }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((it) => ('str' in it ? it.str : '')).join(' '));
  }
  return pages;
}

for (const [region, paper, size] of [
  ['us', 'Letter', [612, 792]],
  ['au', 'A4', [595.28, 841.89]],
] as const) {
  test(`the worksheet downloads as a ${paper} PDF whose last page is the answer key (${region})`, async ({ page }) => {
    await page.goto(`/${region}/en/activities/episode/grade-3-multiply-worksheet/`);
    await expectAccessible(page);
    const link = page.getByRole('link', { name: `Download worksheet (PDF, ${paper})` });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const path = await download.path();
    const bytes = await readFile(path);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await getDocument({ data: new Uint8Array(bytes) }).promise;
    const first = await doc.getPage(1);
    const [, , w, h] = first.view;
    expect(Math.round(w!)).toBe(Math.round(size[0]));
    expect(Math.round(h!)).toBe(Math.round(size[1]));
    const pages = await pdfText(path);
    const key = pages.at(-1)!;
    expect(key).toMatch(/Answer key/i);
    // The key holds one product per question: the numbers the questions multiply.
    const questions = pages.slice(0, -1).join(' ');
    const products = [...questions.matchAll(/(\d+)\s*×\s*(\d+)/g)].map((m) => String(Number(m[1]) * Number(m[2])));
    expect(products.length).toBeGreaterThan(3);
    for (const p of products) expect(key).toContain(p);
  });
}
