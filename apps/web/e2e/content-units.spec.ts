/**
 * Measurement in the region's units (decision 029): a US page plays and prints
 * inches, feet and pounds; an Australian page the same activities in metric.
 */
import { readFile } from 'node:fs/promises';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { Item, UnitSystem } from '../../../packages/maths/src/types.ts';
import { runItems } from './content-support.ts';
import { test, expect } from './fixtures.ts';

/** A run seed whose first length item is read off the ruler (not stretched along it), in both systems. */
function rulerSeed(): { seed: string; items: Record<UnitSystem, Item> } {
  for (let i = 0; i < 200; i++) {
    const seed = `ruler-${i}`;
    const customary = runItems('measurement/length', '1', seed, 1, 'USD', 'customary')[0]!;
    const metric = runItems('measurement/length', '1', seed, 1, 'AUD', 'metric')[0]!;
    const read = (item: Item) => item.visual?.type === 'ruler' && item.input === 'text';
    if (read(customary) && read(metric)) return { seed, items: { customary, metric } };
  }
  throw new Error('no seed starts with a ruler in both systems');
}

const measured = (item: Item) => (item.answer.kind === 'integer' ? item.answer.value : NaN);

test.describe.configure({ timeout: 60_000 });

test('a US page measures on an inch ruler and takes the length typed in inches; an Australian page on a centimetre ruler', async ({ page }) => {
  const { seed, items } = rulerSeed();
  await page.goto(`/us/en/activities/episode/grade-1-length-episode/play?seed=${seed}`);
  const inchRuler = page.getByRole('group', { name: /^A ruler in inches with an object laid along it from 0\./ });
  // the first page of the run loads the engine's chunks: on a busy machine that is more than a moment
  await expect(inchRuler).toBeVisible({ timeout: 15_000 });
  // read number by number from the keyboard: where the object ends is the child's to find
  await inchRuler.getByRole('img', { name: '0 inches, the object starts here' }).focus();
  for (let i = 0; i < measured(items.customary); i++) await page.keyboard.press('ArrowRight');
  await expect(page.locator(':focus')).toHaveAccessibleName(`${measured(items.customary)} inch${measured(items.customary) === 1 ? '' : 'es'}, the object ends here`);
  await page.getByRole('textbox', { name: 'Your answer' }).fill(`${measured(items.customary)} in`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText('Correct!')).toBeVisible();

  await page.goto(`/au/en/activities/episode/grade-1-length-episode/play?seed=${seed}`);
  await expect(page.getByRole('group', { name: /^A ruler in cm with an object laid along it from 0\./ })).toBeVisible({ timeout: 15_000 });
  // the same length in inches is the other system: the learner is told to check the unit
  await page.getByRole('textbox', { name: 'Your answer' }).fill(`${measured(items.metric)} in`);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText('Check the unit.')).toBeVisible();
});

for (const [region, paper, answers] of [
  ['us', 'Letter', / (inches|feet|yards|ounces|cups|pints|quarts|gallons)$/],
  ['au', 'A4', / (mm|cm|m|km|g|kg|mL|L)$/],
] as const) {
  test(`a converting-units worksheet downloaded from a ${region} page is in ${region === 'us' ? 'customary' : 'metric'} units`, async ({ page }) => {
    await page.goto(`/${region}/en/activities/episode/grade-4-convert-units-worksheet/`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `Download worksheet (PDF, ${paper})` }).click()]);
    const doc = await getDocument({ data: new Uint8Array(await readFile(await download.path())), useSystemFonts: true }).promise;
    const key = await doc.getPage(doc.numPages);
    const lines = (await key.getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join('\n');
    // "1. 72 inches" … one answer per question
    const keyed = [...lines.matchAll(/^\d+\. (.+)$/gm)].map((m) => m[1]!.trim());
    expect(keyed.length).toBeGreaterThan(5);
    for (const answer of keyed) expect(answer).toMatch(answers);
    // "each download is a new set of questions": the next download from the same page asks others
    const link = page.getByRole('link', { name: `Download worksheet (PDF, ${paper})` });
    const first = download.url();
    await expect(link).not.toHaveAttribute('href', new URL(first).pathname + new URL(first).search);
    const [again] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(again.url()).not.toBe(first);
  });
}
