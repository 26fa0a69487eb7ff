import type { Page } from '@playwright/test';
import { en } from '../../../packages/maths/src/i18n/en.ts';
import { enWordings } from '../../../packages/maths/src/i18n/en-wordings.ts';
import { baseTemplate } from '../../../packages/maths/src/wordings.ts';
import { expect, signIn } from './fixtures.ts';

/** The answer of each English way of asking a sum or a difference, from the numbers it names. */
const SOLVED: Record<string, (n: Record<string, number>) => number> = {
  'op.add': (n) => n.a! + n.b!,
  'op.sub': (n) => n.a! - n.b!,
  'missing.add1': (n) => n.c! - n.a!,
  'missing.add2': (n) => n.c! - n.a!,
  'missing.sub1': (n) => n.a! - n.c!,
  'missing.sub2': (n) => n.c! + n.b!,
};
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Each template and its wordings (decision 080) as a pattern that reads the numbers back out of the question. */
const READERS = Object.entries({ ...en.templates, ...enWordings })
  .map(([key, text]) => ({ solved: SOLVED[baseTemplate(key)], text }))
  .filter((r): r is { solved: (n: Record<string, number>) => number; text: string } => !!r.solved)
  .map(({ solved, text }) => {
    const names: string[] = [];
    const pattern = escapeRegExp(text).replace(/\\\{([abc])\\\}/g, (_, name: string) => (names.push(name), '([\\d,]+)'));
    return { solved, names, pattern: new RegExp(`^${pattern}$`) };
  });

/** Works out a grade 2 sum or difference as a child would, whichever of its three numbers is missing, in any of its wordings. */
export function solve(question: string): number {
  for (const { solved, names, pattern } of READERS) {
    const m = pattern.exec(question.trim());
    if (m) return solved(Object.fromEntries(names.map((name, i) => [name, Number(m[i + 1]!.replace(/,/g, ''))])));
  }
  throw new Error(`cannot read ${question}`);
}

/**
 * Gives `answer` to the question on the screen as a child would: typed in the
 * box, or built on the model the question is answered on (place-value blocks,
 * a number line, or counters in ten frames; which one comes is the question's
 * choice), then Check.
 */
export async function giveAnswer(page: Page, answer: number) {
  const box = page.getByRole('textbox', { name: 'Your answer' });
  const blocks = page.getByRole('group', { name: 'Place-value blocks' });
  const line = page.getByRole('slider', { name: 'Move the marker to your answer' });
  const frames = page.getByRole('group', { name: /^Ten frames for / });
  await expect(box.or(blocks).or(line).or(frames).first()).toBeVisible();
  if (await box.count()) {
    await box.fill(String(answer));
  } else if (await blocks.count()) {
    const digits = String(answer).padStart(4, '0').split('').map(Number);
    for (const [i, column] of ['Thousands', 'Hundreds', 'Tens', 'Ones'].entries()) {
      for (let n = 0; n < digits[i]!; n++) await blocks.getByRole('button', { name: `Add one to ${column}` }).click();
    }
  } else if (await frames.count()) {
    // the answer is how many counters the child leaves on the board (those already there in
    // another colour are the question's): take off or put in one at a time, as a child taps
    // (a tap can be lost while the page redraws the board, and a child taps again: the board's count
    // is read after each tap, and the next tap is chosen from it)
    const placed = async () => Number(/^(\d+)/.exec((await page.getByText(/^\d+ counters? placed$/).textContent())!)![1]);
    for (let taps = 0; taps < 60; taps++) {
      const before = await placed();
      if (before === answer) break;
      if (before > answer) await frames.getByRole('button', { name: /^Space \d+, (?!empty)/ }).last().click();
      else await frames.getByRole('button', { name: /^Put an? .+ in the next empty space$/ }).click();
      await expect.poll(placed, { timeout: 3000 }).not.toBe(before).catch(() => undefined);
    }
    await expect.poll(placed).toBe(answer);
  } else {
    await line.focus();
    await page.keyboard.press('Home');
    for (let n = 0; n < 200 && Number(await line.getAttribute('aria-valuenow')) < answer; n++) await page.keyboard.press('ArrowRight');
    await expect(line).toHaveAttribute('aria-valuenow', String(answer));
  }
  await page.getByRole('button', { name: 'Check' }).click();
}

/** The question on the screen, as the child reads it. */
export async function questionOnScreen(page: Page): Promise<string> {
  const question = page.locator('#question');
  await expect(question).toBeVisible();
  return (await question.textContent())!.trim();
}

/** Answers the question on the screen rightly and sees it counted. */
export async function answerRight(page: Page): Promise<string> {
  const question = await questionOnScreen(page);
  await giveAnswer(page, solve(question));
  await expect(page.getByText('Correct!')).toBeVisible();
  return question;
}

/**
 * Gives some answer, right or wrong, to whatever the question on the screen asks for, the way a
 * racing child would, and sees the server's verdict. For journeys about the race rather than the
 * maths: a race's questions come from any of its grade's class games, so this one knows every
 * kind of answer (typed, chosen, or made on a model).
 */
export async function answerSomehow(page: Page) {
  await expect(page.locator('#question')).toBeVisible();
  const main = page.getByRole('main');
  const box = main.getByRole('textbox', { name: 'Your answer' });
  const choice = main.getByRole('radio');
  const slider = main.getByRole('slider');
  const add = main.getByRole('button', { name: /^(Add |Put an? .+ in the next empty space)/ });
  const part = main.getByRole('button', { name: /^Part \d+ of / });
  const pegs = main.getByRole('button', { name: /^Peg in column/ });
  await expect(box.or(choice).or(slider).or(add).or(part).or(pegs).first()).toBeVisible();
  if (await box.count()) await box.fill('7');
  else if (await choice.count()) await choice.first().check();
  else if (await slider.count()) {
    // up, right, then down: every slider moves off its start (an array grows a column and a row)
    await slider.first().focus();
    for (const key of ['ArrowUp', 'ArrowRight', 'ArrowDown']) await page.keyboard.press(key);
  } else if (await add.count()) await add.first().click();
  else if (await part.count()) await part.first().click();
  else {
    // a band round three pegs: a triangle
    for (const name of ['Peg in column 1, row 1', 'Peg in column 3, row 1', 'Peg in column 1, row 3'])
      await main.getByRole('button', { name, exact: true }).click();
  }
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.locator('.play-feedback p').first()).toBeVisible();
}

/** The class game the journeys play: grade 2 addition and subtraction, ten questions. */
export const GAME = '/us/en/activities/episode/grade-2-addition-subtraction-class-game/';

/** Types the code and a nickname; with a join check, the number too, once the room has asked for it. */
export async function join(page: Page, code: string, nickname: string, check?: string) {
  await page.getByLabel('Activity code').fill(code);
  await page.getByLabel('Nickname').fill(nickname);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  if (check === undefined) return;
  await page.getByLabel("Number on your teacher's screen").fill(check);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
}

/**
 * A room opened as a teacher opens one, its controls opened (folded away from the projection at
 * first, decision 091: these journeys run the room from the teacher's own device); the join check
 * (on by default) is turned off unless the journey keeps it.
 */
export async function openRoom(page: Page, who: { firstName: string; lastName: string; tag: string }, options: { joinCheck?: boolean } = {}) {
  await signIn(page, { firstName: who.firstName, lastName: who.lastName, role: 'teacher' });
  await page.goto(GAME);
  await page.getByRole('button', { name: 'Play with my class' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Play with my class' })).toBeVisible();
  const code = (await page.getByTestId('room-code').textContent())!.trim();
  expect(code).toMatch(/^[2-9A-HJKMNP-Z]{6}$/);
  await page.getByRole('button', { name: 'Controls' }).click();
  await expect(page.getByRole('button', { name: 'Join check' })).toHaveAttribute('aria-pressed', 'true');
  if (!options.joinCheck) {
    await page.getByRole('button', { name: 'Join check' }).click();
    await expect(page.getByRole('button', { name: 'Join check' })).toHaveAttribute('aria-pressed', 'false');
  }
  return code;
}
