import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { CSRF_HEADER_NAME } from '../../../packages/domain/src/api-constants.ts';
import { GAME_PATHS } from '../../../packages/domain/src/games.ts';
import { test, expect, expectAccessible, signIn } from './fixtures.ts';

/**
 * The host's screens as the class reads them, projected, from the back of the room (decision 091),
 * at 1280×720 and 1920×1080: the code, the join address and a QR code of at least a fifth of the
 * screen's width (a phone reads a code from ten times its side: 50 cm at 5 m on a 2.5 m
 * projection); the lobby's wall of names, every one of a class's 40 on the screen and none over
 * another, an Arena's as many as fit and "+N more"; and none of the teacher's controls until the
 * Controls button is pressed.
 */

test.describe.configure({ timeout: 180_000 });

const GAME = '/us/en/activities/episode/grade-2-addition-subtraction-class-game/';
const SCREENS = [
  { width: 1280, height: 720 },
  { width: 1920, height: 1080 },
];
/** What the projection may show of the teacher's buttons: the game's own steps and the fold. */
const PROJECTED_BUTTONS = new Set(['Start', 'End activity', 'End now', 'Controls', 'Full screen']);

type Box = { x: number; y: number; width: number; height: number };

/** Children joining on their own devices (a context each: a seat is a device's cookie), a few at a time. */
async function joinMany(newDevice: () => Promise<APIRequestContext>, path: string, code: string, count: number) {
  for (let start = 0; start < count; start += 8) {
    await Promise.all(
      Array.from({ length: Math.min(8, count - start) }, async () => {
        const device = await newDevice();
        const { csrf_token } = (await (await device.get('/api/v2/csrf/')).json()) as { csrf_token: string };
        const res = await device.post(path, { headers: { [CSRF_HEADER_NAME]: csrf_token }, data: { code } });
        expect(res.status(), await res.text()).toBe(200);
        await device.dispose();
      }),
    );
  }
}

async function boxesOf(items: Locator): Promise<Box[]> {
  return items.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as Box));
}

/** Every box wholly on the screen, and no two of them over each other. */
function onScreenApart(boxes: Box[], screen: { width: number; height: number }) {
  for (const b of boxes) {
    expect(b.x).toBeGreaterThanOrEqual(0);
    expect(b.y).toBeGreaterThanOrEqual(0);
    expect(b.x + b.width).toBeLessThanOrEqual(screen.width);
    expect(b.y + b.height).toBeLessThanOrEqual(screen.height);
  }
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, b] = [boxes[i]!, boxes[j]!];
      const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
      expect(apart, `names ${i} and ${j} overlap`).toBe(true);
    }
}

/** The code, the address and the QR code on the screen, the QR code a fifth of its width at least. */
async function joinBlockReadable(page: Page, screen: { width: number; height: number }) {
  const block = [page.getByTestId('room-code'), page.locator('.room-address'), page.getByRole('img', { name: /^QR code for / })];
  onScreenApart(await Promise.all(block.map(async (l) => (await l.boundingBox())!)), screen);
  const qr = (await block[2]!.boundingBox())!;
  expect(qr.width).toBeGreaterThanOrEqual(screen.width / 5 - 0.5);
  expect(qr.height).toBeGreaterThanOrEqual(screen.width / 5 - 0.5);
}

/** The buttons and menus the screen shows: only the game's own steps and the Controls button. */
async function noTeacherControls(page: Page) {
  const shown = await page.getByRole('button').evaluateAll((els) => els.filter((el) => el.checkVisibility()).map((el) => el.textContent!.trim()));
  expect(shown.filter((name) => !PROJECTED_BUTTONS.has(name))).toEqual([]);
  await expect(page.getByRole('combobox')).toHaveCount(0);
}

test('a class game projected: the code, the address and a QR code a phone reads from the back, all 40 names, no control until Controls is pressed', async ({ page, playwright, baseURL }) => {
  await signIn(page, { firstName: 'Dorothy', lastName: 'Vaughan', role: 'teacher' });
  await page.setViewportSize(SCREENS[0]!);
  await page.goto(GAME);
  await page.getByRole('button', { name: 'Play with my class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Play with my class' })).toBeVisible();
  const code = (await page.getByTestId('room-code').textContent())!.trim();
  // the join check is on at first: its number is on the screen with the code, the QR code still whole
  await expect(page.getByTestId('join-check')).toBeVisible();
  await joinBlockReadable(page, SCREENS[0]!);
  await noTeacherControls(page);

  // the teacher opens the controls by keyboard: the join check off, names given by the game; Escape folds them
  const toggle = page.getByRole('button', { name: 'Controls' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Join check' }).click();
  await expect(page.getByRole('button', { name: 'Join check' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByLabel('Names').selectOption({ label: 'Fun names given by the game' });
  await expect(page.getByLabel('Names')).toHaveValue('generated');
  await page.getByLabel('Names').focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await joinMany(() => playwright.request.newContext({ baseURL }), GAME_PATHS.join, code, 40);
  await expect(page.getByRole('heading', { name: '40 children are in' })).toBeVisible();
  const names = page.getByRole('region', { name: '40 children are in' }).getByRole('listitem');
  await expect(names).toHaveCount(40);
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    await joinBlockReadable(page, screen);
    onScreenApart(await boxesOf(names), screen);
    // each name whole: none cut off at its chip's edge
    expect(await names.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).length)).toBe(0);
    await noTeacherControls(page);
  }
  await expectAccessible(page);

  // pressed, the controls come: the settings, and each child's buttons in the table
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Lock the room' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /^Extra time for / })).toHaveCount(40);
  await expectAccessible(page);
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Lock the room' })).toHaveCount(0);
  await expect(toggle).toBeFocused();
  await noTeacherControls(page);
});

test('an Arena projected: the code, the address and a QR code a phone reads from the back, as many names as fit and how many more, no control until Controls is pressed', async ({ page, playwright, baseURL }) => {
  await signIn(page, { firstName: 'Mae', lastName: 'Jemison', role: 'teacher' });
  await page.setViewportSize(SCREENS[0]!);
  await page.goto(GAME);
  // for anyone: children from anywhere, each given a made-up name
  await page.getByRole('button', { name: 'Open an Arena' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Arena' })).toBeVisible();
  const code = (await page.getByTestId('room-code').textContent())!.trim();
  const total = 150;
  await joinMany(() => playwright.request.newContext({ baseURL }), GAME_PATHS.arenaJoin, code, total);
  const wall = page.getByRole('region', { name: `${total} children are in` });
  await expect(wall).toBeVisible();
  const more = wall.locator('.name-wall-more');
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    await joinBlockReadable(page, screen);
    await expect(more).toHaveText(/^\+\d+ more$/);
    const cells = wall.getByRole('listitem');
    // the names shown and "+N more" add up to every child, all of them on the screen, none over another
    await expect.poll(async () => (await cells.count()) - 1 + Number(/\d+/.exec((await more.textContent())!)![0])).toBe(total);
    expect(await cells.count()).toBeGreaterThanOrEqual(20);
    onScreenApart(await boxesOf(cells), screen);
    await noTeacherControls(page);
  }
  await expectAccessible(page);
  const toggle = page.getByRole('button', { name: 'Controls' });
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Lock the room' })).toBeVisible();
  await page.getByRole('button', { name: 'Lock the room' }).focus();
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(page.getByRole('button', { name: 'Lock the room' })).toHaveCount(0);
});
