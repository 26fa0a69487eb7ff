/**
 * Forced colours (Windows high contrast and the like; WCAG 1.4.11, decision 038).
 * Every maths model the player draws — each answer model, and each picture —
 * is opened from a real run (a guest's replay seed, found by code from the
 * engine's own list of models; a page walks a group of them, going from run to
 * run by the app's own navigation), screenshotted with forced colours emulated
 * in a light and a dark theme, and its pixels are read: its marks must stand at
 * 3:1 against its background, and so must its control's focus ring. The site's
 * menu icon at phone width likewise; and in Arabic the coordinate grid's
 * numbers keep to their side of the axis.
 */
import type { Locator, Page } from '@playwright/test';
import '../../../packages/maths/src/all.ts';
import { TOPICS } from '../../../packages/maths/src/catalogue.ts';
import { planRun } from '../../../packages/maths/src/run.ts';
import { MODEL_INPUTS, type Item, type VisualType } from '../../../packages/maths/src/types.ts';
import { findRegion } from '../../../packages/domain/src/regions.ts';
import { buildCatalogue } from '../../../content/catalogue.ts';
import { followRuns } from './content-support.ts';
import { contrastRatio, hex, NON_TEXT_CONTRAST, parseRgb, readChange, readColours } from './colour-contrast.ts';
import { decodePng, type Pixels } from './png-pixels.ts';
import { test, expect } from './fixtures.ts';

test.describe.configure({ timeout: 60_000 });
// Tall enough that no question scrolls: the header stays where it is, never over the model.
test.use({ viewport: { width: 1280, height: 1400 } });

/**
 * Shares of a model's drawing (the box round everything not the background). At least MIN_INK of it
 * is marks at 3:1 against the background: the sparest model, the rectangle board's dots, is about
 * 4 %; a number line whose axis, ticks and numbers vanished is 0 %. Less than MAX_FAINT of it is
 * faint, a mark's edge with the background below 3:1: the models are at 0 %; a vanished axis and
 * its numbers, drawn dark on black, are 2–7 %.
 */
const MIN_INK = 0.02;
const MAX_FAINT = 0.002;
/** A focus ring changes at least a 1 px line round the smallest control WCAG 2.5.8 allows (24 × 24 px) to a colour at 3:1 against the one it had. */
const MIN_RING = 4 * 24;
const SCHEMES = ['light', 'dark'] as const;

/** The activities a guest plays by URL, and the seeds tried on each. */
const PLAYABLE = buildCatalogue().activities.filter((a) => a.type === 'episode' || a.type === 'word-problem');
const SEEDS = 60;

interface ModelCase {
  /** what is drawn: an answer model on its board, or a picture */
  name: string;
  slug: string;
  seed: string;
  input: Item['input'];
  visual: VisualType | undefined;
}

/** The first item of a guest's replay of `seed`, as the server plans it (not adaptive: the activity's own level). */
const firstItem = (activity: (typeof PLAYABLE)[number], seed: string, country: string) =>
  planRun(activity, { seed, count: activity.item_count, country, difficulties: [activity.difficulty] }).itemAt(0);

const isAnswerModel = (input: Item['input']) => (MODEL_INPUTS as readonly string[]).includes(input);

/**
 * One run for every model the player draws: each answer model on each board
 * it comes with (a chart to draw is a bar chart or a pictograph), and each
 * picture shown with a typed or chosen answer, the first seed met for each.
 */
function modelCases(country: string): ModelCase[] {
  const cases = new Map<string, ModelCase>();
  for (let s = 0; s < SEEDS; s++) {
    for (const activity of PLAYABLE) {
      const seed = `forced-${s}`;
      const item = firstItem(activity, seed, country);
      const visual = item.visual?.type;
      if (!isAnswerModel(item.input) && !visual) continue;
      const name = isAnswerModel(item.input) ? `answer model ${item.input}${visual && visual !== item.input ? ` on ${visual}` : ''}` : `picture ${visual}`;
      if (!cases.has(name)) cases.set(name, { name, slug: activity.slug, seed, input: item.input, visual });
    }
  }
  return [...cases.values()].sort((a, b) => a.name.localeCompare(b.name));
}

const CASES = modelCases('US');

test('every model the engine draws has a run here', () => {
  const inputs = new Set(CASES.map((c) => c.input));
  const drawn = new Set(CASES.map((c) => c.visual));
  const missing = [
    ...MODEL_INPUTS.filter((i) => !inputs.has(i)).map((i) => `answer model ${i}`),
    ...new Set(TOPICS.flatMap((t) => t.visuals).filter((v) => !drawn.has(v)).map((v) => `picture ${v}`)),
  ];
  expect(missing, `no run of ${SEEDS} seeds on any playable activity shows these`).toEqual([]);
});

/**
 * Opens a case's run and waits for its model, checking the server sent the question the case is
 * about. A page that has shown a model already goes on to the next run by the app's own navigation
 * (the player's code is not loaded again); a run of the same activity is loaded afresh, so the
 * model waited for is never the one before.
 */
async function openModel(page: Page, runs: ReturnType<typeof followRuns>, c: ModelCase, locale = '/us/en', previous?: ModelCase): Promise<Locator> {
  const url = `${locale}/activities/episode/${c.slug}/play?seed=${c.seed}`;
  await page.emulateMedia({ forcedColors: 'none', colorScheme: 'light' });
  if (previous && previous.slug !== c.slug) {
    await page.locator('.model').evaluate((el) => el.setAttribute('data-shown', ''));
    await page.evaluate((to) => {
      history.pushState(null, '', to);
      dispatchEvent(new PopStateEvent('popstate'));
    }, url);
  } else await page.goto(url);
  const asked = await runs.question(0);
  expect([asked.input, asked.visual?.type], `${c.name}: the server asked another question than the case`).toEqual([c.input, c.visual]);
  // the model's own element, whatever its role (an image, a group, a slider's board): what is screenshotted
  const model = page.locator('.model:not([data-shown])');
  await expect(model).toHaveCount(1);
  await expect(model).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  return model;
}

/**
 * The element's box once it keeps it for two frames: a model sized from its own width (a square grid, a
 * chart) may take a frame or two to reach its size after a page change or a change of colours, and the
 * pictures before and after focus must be of the same box.
 */
async function steadyBox(target: Locator) {
  let last = '';
  let box: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect
    .poll(async () => {
      await target.page().evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      box = await target.boundingBox();
      const now = box ? `${Math.round(box.width)}×${Math.round(box.height)}` : '';
      const steady = now !== '' && now === last;
      last = now;
      return steady;
    }, { message: 'the model keeps its size' })
    .toBe(true);
  return box!;
}

/** A picture of the element and 8 px round it: a focus ring drawn just outside a control on the model's edge is in it. */
async function shot(target: Locator): Promise<Pixels> {
  // A picture is cut at the edge of the window. The full run's "376×272" picture of a 376×376 grid is the
  // grid at y 536 cut at 800 px, the project's default height, not this file's 1400 (which context lost
  // the height is not found). So the model is centred once it has its size, and the window's height is
  // read from the page: a picture that cannot fit says so instead of passing as a change of size.
  await steadyBox(target);
  await target.evaluate((el) => el.scrollIntoView({ block: 'center', inline: 'center' }));
  const box = await steadyBox(target);
  const windowHeight = await target.page().evaluate(() => innerHeight);
  if (box.y < 8 || box.y + box.height + 8 > windowHeight)
    throw new Error(`the model does not fit in the window for its picture: ${Math.round(box.height)} px high at ${Math.round(box.y)} in a window ${windowHeight} px high`);
  const clip = { x: box.x - 8, y: box.y - 8, width: box.width + 16, height: box.height + 16 };
  return decodePng(await target.page().screenshot({ clip, animations: 'disabled', caret: 'hide' }));
}

/** The system colour Canvas as the page has it now: what every model is drawn on in forced colours. */
const canvasColour = async (page: Page) =>
  parseRgb(
    await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.cssText = 'forced-color-adjust: none; color: Canvas';
      const colour = getComputedStyle(probe).color;
      probe.remove();
      return colour;
    }),
  );

/** The model's marks reach 3:1 against its background, and nothing where it meets the background falls short. */
function expectVisible(pixels: Pixels, background: number, what: string) {
  const reading = readColours(pixels, background);
  const summary = `${what} on ${hex(background)}: ${(reading.ink * 100).toFixed(1)} % marks at 3:1, ${(reading.faint * 100).toFixed(2)} % faint, commonest ${JSON.stringify(reading.faintColours)}`;
  expect.soft(reading.ink, summary).toBeGreaterThanOrEqual(MIN_INK);
  expect.soft(reading.faint, summary).toBeLessThan(MAX_FAINT);
}

/**
 * The colour a model is drawn on in the normal theme: the first background on the way up from it
 * that is not transparent.
 */
const groundColour = (model: Locator) =>
  model.evaluate((el) => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const colour = getComputedStyle(at).backgroundColor;
      if (!/^rgba\(\d+, \d+, \d+, 0\)$|^transparent$/.test(colour)) return colour;
    }
    return 'rgb(255, 255, 255)';
  }).then(parseRgb);

/**
 * A part a child turns on stands at 3:1 against the same part off (WCAG 1.4.11: the state is the
 * information): a shaded fraction part against an unshaded one, a board's cell or dot on against off.
 */
const STATES = [
  ['.fraction-bars .part.shaded', '.fraction-bars .part:not(.shaded)', 'backgroundColor'],
  ['.rectangle-board .cell.on', '.rectangle-board .cell:not(.on)', 'fill'],
  ['.rectangle-board .dot.on', '.rectangle-board .dot:not(.on)', 'fill'],
] as const;

async function expectStatesApart(model: Locator, what: string) {
  for (const [on, off, property] of STATES) {
    const colours = await model.evaluate(
      (el, [onSelector, offSelector, prop]) => {
        const read = (selector: string) => {
          const found = el.matches(selector) ? el : el.querySelector(selector) ?? el.parentElement?.querySelector(selector);
          return found ? getComputedStyle(found)[prop as 'fill'] : null;
        };
        return [read(onSelector), read(offSelector)];
      },
      [on, off, property] as const,
    );
    if (!colours[0] || !colours[1]) continue;
    const ratio = contrastRatio(parseRgb(colours[0]), parseRgb(colours[1]));
    expect.soft(ratio, `${what}: ${on} (${colours[0]}) against ${off} (${colours[1]})`).toBeGreaterThanOrEqual(NON_TEXT_CONTRAST);
  }
}

/** The first control of the model a keyboard reaches, if it has one. */
async function firstControl(model: Locator): Promise<Locator | null> {
  const control = model.locator('button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])').first();
  return (await control.count()) ? control : null;
}

/** The cases in a few groups, a page each: a page load per model was most of this file's time. */
const GROUPS = 4;
const groups = Array.from({ length: GROUPS }, (_, g) => CASES.filter((_, i) => i % GROUPS === g));

for (const [g, group] of groups.entries()) {
  test(`every model stays visible in the normal colours and in forced colours, part ${g + 1} of ${GROUPS}: ${group.map((c) => c.name).join(', ')}`, async ({ page }) => {
    const runs = followRuns(page);
    let previous: ModelCase | undefined;
    for (const c of group) {
      const model = await openModel(page, runs, c, '/us/en', previous);
      previous = c;
      const control = await firstControl(model);
      // the normal colours first, as the page opened: the same reading, on the colour the model is drawn on
      expectVisible(await shot(model), await groundColour(model), `${c.name}, normal colours`);
      await expectStatesApart(model, c.name);
      for (const colorScheme of SCHEMES) {
        await page.emulateMedia({ forcedColors: 'active', colorScheme });
        const before = await shot(model);
        expectVisible(before, await canvasColour(page), `${c.name}, ${colorScheme}`);
        if (!control) continue;
        // keyboard focus, as a person tabbing in has it: back out of the control and in again
        await control.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect(control, `${c.name}: its control takes the focus`).toBeFocused();
        const after = await shot(model);
        const ring = readChange(before, after);
        expect.soft(ring.visible, `${c.name}, ${colorScheme}: the focus ring (${ring.visible} visible of ${ring.changed} changed pixels)`).toBeGreaterThanOrEqual(MIN_RING);
        await control.blur();
      }
    }
  });
}

test('the menu icon stays visible in forced colours at phone width', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/us/en/');
  const button = page.getByRole('button', { name: 'Menu' });
  // the icon is drawn, not named (aria-hidden): its bars, 18 × 2 px each, 6 px apart
  const icon = button.locator('.menu-toggle-icon');
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ forcedColors: 'active', colorScheme });
    for (const open of [false, true]) {
      if ((await button.getAttribute('aria-expanded')) !== String(open)) await button.click();
      const box = (await icon.boundingBox())!;
      const pixels = decodePng(await page.screenshot({ clip: { x: box.x - 2, y: box.y - 9, width: box.width + 4, height: box.height + 18 }, animations: 'disabled' }));
      const reading = readColours(pixels, await canvasColour(page));
      // its three bars (or, open, the two of its cross), at least half of each
      const need = ((open ? 2 : 3) * 18 * 2) / 2;
      expect.soft(reading.inkPixels, `menu icon, ${colorScheme}, ${open ? 'open' : 'closed'}`).toBeGreaterThanOrEqual(need);
    }
  }
});

test('in Arabic the coordinate grid keeps its y-axis numbers beside the axis, not over it', async ({ page }) => {
  const region = findRegion('aue')!;
  const grid = modelCases(region.iso2).find((c) => c.visual === 'coordinate-grid');
  if (!grid) throw new Error('no run shows a coordinate grid on an Arabic page');
  const model = await openModel(page, followRuns(page), grid, `/${region.code}/ar`);
  await page.emulateMedia({ forcedColors: 'active', colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const layout = await model.evaluate((svg) => {
    const rect = (el: Element) => el.getBoundingClientRect();
    // the y axis is the one vertical axis line; its numbers are drawn end-anchored to its left
    const axis = [...svg.querySelectorAll('line.axis')].find((l) => l.getAttribute('x1') === l.getAttribute('x2'))!;
    const labels = [...svg.querySelectorAll('text[text-anchor="end"]')];
    return { axis: { left: rect(axis).left, right: rect(axis).right }, labels: labels.map((l) => ({ text: l.textContent, left: rect(l).left, right: rect(l).right })) };
  });
  expect(layout.labels.length).toBeGreaterThan(0);
  const over = layout.labels.filter((l) => l.right > layout.axis.left);
  expect(over, `y-axis numbers reaching over the axis at x ${layout.axis.left}`).toEqual([]);
  expectVisible(await shot(model), await canvasColour(page), 'coordinate grid in Arabic, dark');
});
