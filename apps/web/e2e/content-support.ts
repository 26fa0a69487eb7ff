import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import '../../../packages/maths/src/all.ts'; // the tests work out items and answers in any language
import { generateItem } from '../../../packages/maths/src/generate.ts';
import { formatAnswer } from '../../../packages/maths/src/text.ts';
import type { Currency, Grade, Item, TopicKey, UnitSystem } from '../../../packages/maths/src/types.ts';

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

/** Presses Tab until the locator has focus (keyboard-only navigation). */
export async function tabTo(page: Page, target: Locator, max = 60) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element with Tab');
}

/**
 * The items of a run as the player makes them: same engine, same seeds (engine.ts
 * itemsForRun). The defaults are a US page's: dollars and customary units.
 */
export function runItems(topic: TopicKey, grade: Grade, runSeed: string, count: number, currency: Currency = 'USD', units: UnitSystem = 'customary'): Item[] {
  return Array.from({ length: count }, (_, i) => generateItem({ topic, grade, difficulty: 2, seed: `${runSeed}-${i}`, currency, units }));
}

/** Answers one item with the keyboard only: arrow keys on a number line, typing in a box, arrows in a radio group. */
export async function answerWithKeyboard(page: Page, item: Item) {
  if (item.input === 'number-line' && item.visual?.type === 'number-line') {
    const slider = page.getByRole('slider', { name: 'Move the marker to your answer' });
    await tabTo(page, slider);
    const target = item.answer.kind === 'integer' ? item.answer.value : Number(item.answer.kind === 'decimal' ? item.answer.value : NaN);
    const steps = Math.round((target - item.visual.min) / item.visual.step);
    await page.keyboard.press('Home');
    for (let i = 0; i < steps; i++) await page.keyboard.press('ArrowRight');
    await expect(slider).toHaveAttribute('aria-valuenow', String(target));
    await page.keyboard.press('Enter');
    return;
  }
  if (item.input === 'choice' && item.answer.kind === 'choice') {
    const keys = (item.choices ?? []).map((c) => c.key);
    await tabTo(page, page.getByRole('radio').first());
    const want = keys.indexOf(item.answer.key);
    // Focusing the group checks nothing yet; Space checks the focused radio, arrows move and check.
    await page.keyboard.press('Space');
    for (let i = 0; i < want; i++) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    return;
  }
  const box = page.getByRole('textbox', { name: 'Your answer' });
  await tabTo(page, box);
  await page.keyboard.type(formatAnswer(item.answer, 'en', item.choices));
  await page.keyboard.press('Enter');
}
