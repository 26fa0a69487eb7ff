/**
 * The maths models laid out at a desktop's width and a phone's (the @phone journeys run at both):
 * a place-value chart keeps its places in one row, highest on the left, on Arabic pages too; a
 * number line's numbers stay readable, whole and apart. Each seed is found by code: the first
 * seed whose first question uses the model, or the one whose numbers are the longest.
 */
import type { Page } from '@playwright/test';
import '../../../packages/maths/src/all.ts';
import type { Grade, Item, TopicKey } from '../../../packages/maths/src/types.ts';
import { runItems } from './content-support.ts';
import { test, expect } from './fixtures.ts';

test.describe.configure({ timeout: 120_000 });

/** The first run seed whose first item is answered on `input` and passes `want`. */
function seedFor(topic: TopicKey, grade: Grade, input: Item['input'], want: (item: Item) => boolean = () => true): string {
  for (let i = 0; i < 500; i++) {
    const item = runItems(topic, grade, `layout-${i}`, 1)[0]!;
    if (item.input === input && want(item)) return `layout-${i}`;
  }
  throw new Error(`no seed gives a ${input} item for ${topic} ${grade}`);
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [path, language] of [['/us/en', 'en'], ['/aue/ar', 'ar']] as const) {
  test(`a place-value chart of nine places keeps them in one row, highest on the left (${language})`, { tag: '@phone' }, async ({ page }) => {
    const seed = seedFor('number-place-value/place-value', '6', 'place-value-chart', (item) => item.visual?.type === 'place-value-chart' && item.visual.high === 8);
    await page.goto(`${path}/activities/episode/grade-6-place-value-episode/play?seed=${seed}`);
    const chart = page.locator('.pv-chart');
    await expect(chart).toBeVisible();
    const columns = await chart.locator('.pv-column').evaluateAll((els) =>
      els.map((el) => {
        const box = el.getBoundingClientRect();
        const buttons = [...el.querySelectorAll('button')].map((b) => b.getBoundingClientRect());
        return { power: Number((el as HTMLElement).dataset.power), top: box.top, left: box.left, right: box.right, buttonsInside: buttons.every((b) => b.left >= box.left - 0.5 && b.right <= box.right + 0.5) };
      }),
    );
    expect(columns.map((c) => c.power)).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 0]);
    // one row, read left to right from the hundred millions to the ones
    expect(new Set(columns.map((c) => Math.round(c.top))).size).toBe(1);
    for (let i = 1; i < columns.length; i++) expect(columns[i]!.left).toBeGreaterThanOrEqual(columns[i - 1]!.right - 1);
    expect(columns.every((c) => c.buttonsInside)).toBe(true);
    const { scrollWidth, clientWidth } = await chart.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    const width = page.viewportSize()!.width;
    if (width >= 1280) expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    else {
      // on a phone the chart scrolls inside its own box, the page not at all, and the ones are reached by scrolling it
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      expect(await sideways(page)).toBe(0);
      await chart.evaluate((el) => el.scrollBy({ left: el.scrollWidth }));
      await expect(chart.locator('.pv-column[data-power="0"]')).toBeInViewport();
    }
  });
}

/** Each number of the line as drawn: its box in CSS pixels and the size its glyphs are shown at. */
async function lineNumbers(page: Page) {
  return page.locator('svg.number-line .tick-label').evaluateAll((els) =>
    els.map((el) => {
      const text = el as SVGTextElement;
      const box = text.getBoundingClientRect();
      const scale = text.ownerSVGElement!.getScreenCTM()!.a;
      return { text: text.textContent, px: parseFloat(getComputedStyle(text).fontSize) * scale, left: box.left, right: box.right, top: box.top };
    }),
  );
}

test('a number line’s numbers stay readable, whole and apart, on a phone as on a desktop', { tag: '@phone' }, async ({ page }) => {
  const lines = [
    // the most numbers on one line: a dot plot to 50, numbered every 5
    ['data/mean-median', '6', 'grade-6-mean-median-episode'],
    // long numbers: 340,000, 345,000 and 350,000 round a six-figure number to the nearest ten thousand
    ['number-place-value/rounding', '4', 'grade-4-rounding-episode'],
  ] as const;
  for (const [topic, grade, episode] of lines) {
    const seed = seedFor(topic, grade, 'number-line');
    await page.goto(`/us/en/activities/episode/${episode}/play?seed=${seed}`);
    const line = page.locator('svg.number-line');
    await expect(line).toBeVisible();
    const svg = (await line.boundingBox())!;
    const numbers = await lineNumbers(page);
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    for (const n of numbers) {
      expect(n.px, `${topic}: ${n.text}`).toBeGreaterThanOrEqual(14);
      // whole: inside the picture's own box
      expect(n.left, `${topic}: ${n.text}`).toBeGreaterThanOrEqual(svg.x - 0.5);
      expect(n.right, `${topic}: ${n.text}`).toBeLessThanOrEqual(svg.x + svg.width + 0.5);
    }
    // apart: two numbers on one row never touch
    for (const a of numbers) for (const b of numbers) if (a !== b && Math.abs(a.top - b.top) < 1 && a.left < b.left) expect(a.right, `${a.text} and ${b.text}`).toBeLessThan(b.left);
    expect(await sideways(page)).toBe(0);
  }
});
