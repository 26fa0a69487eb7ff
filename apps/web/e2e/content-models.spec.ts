/**
 * The building models of the episode player, used as a child would: place-value
 * blocks, an array or a rectangle grown on a board, a shape joined on a geoboard.
 * Each seed is found by code: the first seed whose first question uses the model.
 */
import type { Page } from '@playwright/test';
import '../../../packages/maths/src/all.ts';
import type { Grade, Item, TopicKey } from '../../../packages/maths/src/types.ts';
import { renderText } from '../../../packages/maths/src/text.ts';
import { runItems, tabTo } from './content-support.ts';
import { test, expect, expectAccessible } from './fixtures.ts';

test.describe.configure({ timeout: 120_000 });

/** A run seed whose first item is answered on `input`, and that item. */
function seedFor(topic: TopicKey, grade: Grade, input: Item['input'], answer?: (item: Item) => boolean): { seed: string; item: Item } {
  for (let i = 0; i < 500; i++) {
    const seed = `model-${i}`;
    const item = runItems(topic, grade, seed, 1)[0]!;
    if (item.input === input && (!answer || answer(item))) return { seed, item };
  }
  throw new Error(`no seed gives a ${input} item for ${topic} ${grade}`);
}

/** The question as a US page words it: the wording is the item's own (decision 080), so it is read from the item. */
const questionOf = (item: Item) => renderText(item.prompt, 'en-US');

const checkButton = (page: Page) => page.getByRole('button', { name: 'Check' });
/** What an array board's corner says it holds: a row, or rows, of so many. */
const rowsOf = (rows: number, columns: number) => `${rows} ${rows === 1 ? 'row' : 'rows'} of ${columns}`;

async function expectCorrect(page: Page) {
  await expect(page.getByRole('status').getByText('Correct!')).toBeVisible();
}

test('builds a number with place-value blocks, keyboard only', async ({ page }) => {
  const { seed, item } = seedFor('number-place-value/place-value', '2', 'place-value-blocks');
  await page.goto(`/us/en/activities/episode/grade-2-place-value-episode/play?seed=${seed}`);
  const n = item.answer.kind === 'integer' ? item.answer.value : NaN;
  await expect(page.getByText(questionOf(item))).toBeVisible();
  await expectAccessible(page);
  const places: [string, number][] = [
    ['Hundreds', Math.floor(n / 100) % 10],
    ['Tens', Math.floor(n / 10) % 10],
    ['Ones', n % 10],
  ];
  for (const [place, count] of places) {
    if (!count) continue;
    await tabTo(page, page.getByRole('button', { name: `Add one to ${place}` }));
    for (let i = 0; i < count; i++) await page.keyboard.press('Enter');
  }
  await tabTo(page, checkButton(page));
  await page.keyboard.press('Enter');
  await expectCorrect(page);
});

test('on an Arabic page the place-value blocks read as the number is written: hundreds on the left, ones on the right', async ({ page }) => {
  const { seed } = seedFor('number-place-value/place-value', '2', 'place-value-blocks');
  await page.goto(`/aue/ar/activities/episode/grade-2-place-value-episode/play?seed=${seed}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const x = async (place: string) => (await page.locator(`.blocks-column.${place}`).boundingBox())!.x;
  expect(await x('hundreds')).toBeLessThan(await x('tens'));
  expect(await x('tens')).toBeLessThan(await x('ones'));
});

test('builds an array from the keyboard; turned round it is not the array asked for', async ({ page }) => {
  const { seed, item } = seedFor('multiplication-division/equal-groups', '2', 'rectangle', (it) => it.answer.kind === 'rectangle' && it.answer.rows !== it.answer.columns);
  if (item.answer.kind !== 'rectangle') throw new Error('not an array item');
  const { rows, columns } = item.answer;
  await page.goto(`/us/en/activities/episode/grade-2-equal-groups-episode/play?seed=${seed}`);
  await expect(page.getByText(questionOf(item))).toBeVisible();
  const corner = page.getByRole('slider', { name: /Build the array/ });
  await tabTo(page, corner);
  // First the wrong way round: columns rows of rows.
  for (let i = 0; i < rows; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < columns; i++) await page.keyboard.press('ArrowDown');
  await expect(corner).toHaveAttribute('aria-valuetext', rowsOf(columns, rows));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText('You may have swapped the two numbers.')).toBeVisible();
  await expect(page.getByRole('status').getByText(`The answer is ${rows} rows of ${columns}.`)).toBeVisible();
});

test('builds an array the right way round and a rectangle of a given area by pointer', { tag: '@phone' }, async ({ page }) => {
  const { seed, item } = seedFor('multiplication-division/equal-groups', '2', 'rectangle');
  if (item.answer.kind !== 'rectangle') throw new Error('not an array item');
  const { rows, columns } = item.answer;
  await page.goto(`/us/en/activities/episode/grade-2-equal-groups-episode/play?seed=${seed}`);
  const corner = page.getByRole('slider', { name: /Build the array/ });
  await tabTo(page, corner);
  for (let i = 0; i < columns; i++) await page.keyboard.press('ArrowRight');
  for (let i = 0; i < rows; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expectCorrect(page);
  await expectAccessible(page);

  // Area: any rectangle of that many squares is right, so build one other than the engine's own example where there is one.
  const area = seedFor('measurement/area', '3', 'rectangle');
  const example = area.item.answer;
  if (example.kind !== 'rectangle') throw new Error('not a rectangle item');
  const a = example.rows * example.columns;
  const pairs = [...Array(10).keys()].map((i) => i + 1).filter((i) => a % i === 0 && a / i <= 10).map((i) => [i, a / i] as const);
  const [r, c] = pairs.find(([pr]) => pr !== example.rows) ?? pairs[0]!;
  // The activities' titles arrive late (a slow network, or a busy machine): the question waits for the
  // page's heading, as a heading arriving above it would push the board down under a child's finger
  // (this click then landed five rows up).
  await page.evaluate(() => sessionStorage.clear());
  await page.route('**/content/episodes.json*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(`/us/en/activities/episode/grade-3-area-episode/play?seed=${area.seed}`);
  await expect(page.getByText(questionOf(area.item))).toBeVisible();
  expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
  const board = page.getByRole('group', { name: /Build the rectangle/ });
  const box = (await board.boundingBox())!;
  // The board's drawing is 10 cells of 30 units inside a 6-unit margin (312 units across): click the middle of the far corner cell.
  const unit = box.width / 312;
  const pad = 6 * unit;
  const cell = 30 * unit;
  await page.mouse.click(box.x + pad + (c - 0.5) * cell, box.y + pad + (r - 0.5) * cell);
  await expect(page.getByRole('slider', { name: /Build the rectangle/ })).toHaveAttribute('aria-valuetext', rowsOf(r, c));
  await checkButton(page).click();
  await expectCorrect(page);
});

/** Moves the geoboard's focused peg with the arrow keys from `from` to `to`; returns `to`. */
async function movePeg(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const steps: [number, string, string][] = [
    [to.x - from.x, 'ArrowRight', 'ArrowLeft'],
    [to.y - from.y, 'ArrowDown', 'ArrowUp'],
  ];
  for (const [d, more, less] of steps) for (let i = 0; i < Math.abs(d); i++) await page.keyboard.press(d > 0 ? more : less);
  return to;
}

test('joins pegs on a geoboard into the shape asked for, keyboard only; crossing sides are explained', async ({ page }) => {
  const { seed, item } = seedFor('geometry/shape-properties', '4', 'geoboard');
  if (item.answer.kind !== 'polygon') throw new Error('not a shape item');
  await page.goto(`/us/en/activities/episode/grade-4-shape-properties-episode/play?seed=${seed}`);
  await expect(page.getByText(/^Join the pegs to make a shape with \d sides and \d right angles?\.$/)).toBeVisible();
  await expectAccessible(page);
  await tabTo(page, page.getByRole('button', { name: 'Peg in column 1, row 1' }));
  let at = { x: 0, y: 0 };
  for (const p of item.answer.example) {
    at = await movePeg(page, at, p);
    await page.keyboard.press('Enter');
  }
  await expect(page.getByText(`${item.answer.example.length} pegs joined`)).toBeVisible();
  // Backspace takes the last peg off, Enter puts it back.
  await page.keyboard.press('Backspace');
  await expect(page.getByText(`${item.answer.example.length - 1} pegs joined`)).toBeVisible();
  await page.keyboard.press('Enter');
  await tabTo(page, checkButton(page));
  await page.keyboard.press('Enter');
  await expectCorrect(page);
  await expectAccessible(page);

  // A bow tie: its sides cross, and the feedback says so.
  const other = seedFor('geometry/shape-properties', '4', 'geoboard', (it) => it !== item && it.id !== item.id);
  await page.goto(`/us/en/activities/episode/grade-4-shape-properties-episode/play?seed=${other.seed}`);
  await tabTo(page, page.getByRole('button', { name: 'Peg in column 1, row 1' }));
  at = { x: 0, y: 0 };
  for (const p of [{ x: 0, y: 0 }, { x: 2, y: 2 }, { x: 2, y: 0 }, { x: 0, y: 2 }]) {
    at = await movePeg(page, at, p);
    await page.keyboard.press('Enter');
  }
  await tabTo(page, checkButton(page));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').getByText('The sides of your shape cross or overlap. Try again.')).toBeVisible();
  await expect(page.getByRole('status').getByText(/The answer is any shape with \d sides and \d right angles?\./)).toBeVisible();
});

test('a shape joined by clicking pegs is checked on the geoboard', { tag: '@phone' }, async ({ page }) => {
  const { seed, item } = seedFor('geometry/name-shapes', '1', 'geoboard');
  if (item.answer.kind !== 'polygon') throw new Error('not a shape item');
  await page.goto(`/us/en/activities/episode/grade-1-name-shapes-episode/play?seed=${seed}`);
  await expect(page.getByText(questionOf(item))).toBeVisible();
  for (const p of item.answer.example) await page.getByRole('button', { name: new RegExp(`^Peg in column ${p.x + 1}, row ${p.y + 1}$`) }).click();
  await expect(page.getByText(`${item.answer.example.length} pegs joined`)).toBeVisible();
  await checkButton(page).click();
  await expectCorrect(page);
  await expectAccessible(page);
});

test('a pictograph with its longest row fits a 320 px phone: the symbols wrap, the page does not scroll sideways', async ({ page }) => {
  // the seed whose first question draws the most symbols in one row (values are made distinct, so a row can pass 10)
  const symbolsIn = ({ visual: v }: Item) => (v?.type === 'pictograph' ? Math.max(...v.categories.map((c) => c.value / v.perSymbol)) : 0);
  let widest = { seed: '', symbols: 0 };
  for (let i = 0; i < 200; i++) {
    const symbols = symbolsIn(runItems('data/pictograph', '2', `model-${i}`, 1)[0]!);
    if (symbols > widest.symbols) widest = { seed: `model-${i}`, symbols };
  }
  expect(widest.symbols).toBeGreaterThan(10);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/us/en/activities/episode/grade-2-pictograph-episode/play?seed=${widest.seed}`);
  await expect(page.locator('table.pictograph')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
