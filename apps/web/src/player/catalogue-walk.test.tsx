/**
 * Every activity plays: the whole catalogue (content/, which the CDN serves), in every
 * region and every language, through the code path the player uses — the one
 * run plan (planRun), the question text, the widget's starting state, the item
 * view — for two fixed seeds each. It fails when an activity yields no item or
 * fewer than its item count, when anything throws, when a text is missing, when
 * a picture disagrees with its prompt (stars drawn as something else, a count
 * that is not the prompt's, a jump that lands on the answer), or when the
 * answer cannot be made on the item's own model and be checked right.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import '@numbloom/maths/all';
import { planRun } from '@numbloom/maths/run';
import { toPlayable } from '@numbloom/maths/playable';
import { checkAnswer } from '@numbloom/maths/check';
import { formatAnswer } from '@numbloom/maths/text';
import { baseTemplate } from '@numbloom/maths/wordings';
import { LANGUAGES, MODEL_INPUTS, type Item, type Language, type TextParam, type Visual } from '@numbloom/maths/types';
import { REGIONS } from '@numbloom/domain/regions';
import { responseSchema } from '@numbloom/domain/response-schema';
import { buildCatalogue } from '../../../../content/catalogue.ts';
import { initialState, responseOf, type WidgetState } from './engine.ts';
import { snap } from './models/use-drag.ts';
import { ItemVisual, questionText } from './item-view.tsx';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import es from './i18n/es.json';
import ar from './i18n/ar.json';
import he from './i18n/he.json';
import zh from './i18n/zh.json';
import de from './i18n/de.json';

import pt from './i18n/pt.json';

const SEEDS = ['walk-a', 'walk-b'];
const PLAYED = new Set(['episode', 'word-problem', 'multiplayer-game']);
const catalogues = { en, fr, es, ar, he, zh, de, pt };
const instance = i18next.createInstance();
const episodes = buildCatalogue().activities.filter((e) => PLAYED.has(e.type));

beforeAll(async () => {
  await instance.init({ lng: 'en', fallbackLng: false, ns: ['player'], defaultNS: 'player', resources: Object.fromEntries(LANGUAGES.map((l) => [l, { player: catalogues[l] }])), interpolation: { escapeValue: false } });
});

/** Every term key among a text's parameters (obj.star, shape.square…). */
function termKeys(params: Record<string, TextParam>): string[] {
  const out: string[] = [];
  const walk = (p: TextParam) => {
    if (typeof p === 'object' && p.type === 'term') out.push(p.key);
    if (typeof p === 'object' && p.type === 'list') p.items.forEach(walk);
  };
  Object.values(params).forEach(walk);
  return out;
}

const numberOf = (p: TextParam | undefined) => (typeof p === 'number' ? p : typeof p === 'object' && p.type === 'decimal' ? Number(p.value) : NaN);

/** Where the picture and the words disagree, or the picture gives the answer away. */
function disagreements(item: Item): string[] {
  const v: Visual | undefined = item.visual;
  if (!v) return [];
  const out: string[] = [];
  const words = [...termKeys(item.prompt.params), ...(item.story ? termKeys(item.story.params) : [])];
  const objects = words.filter((k) => k.startsWith('obj.')).map((k) => k.slice(4));
  const a = item.answer;
  const p = item.prompt.params;
  if (v.type === 'counters' || v.type === 'array' || (v.type === 'rectangle-board' && v.object)) {
    const drawn = v.type === 'rectangle-board' ? v.object! : v.object;
    if (objects.some((o) => o !== drawn)) out.push(`asks about ${objects.join(', ')} but draws ${drawn}`);
  }
  if (v.type === 'counters' && baseTemplate(item.prompt.key) === 'count.prompt' && a.kind === 'integer' && v.count !== a.value) out.push(`draws ${v.count} for a count of ${a.value}`);
  if (v.type === 'array' && !(numberOf(p.r ?? p.g ?? p.a) === v.rows && numberOf(baseTemplate(item.prompt.key) === 'op.mul' ? p.b : (p.c ?? p.n)) === v.columns)) out.push(`an array of ${v.rows} × ${v.columns} for ${JSON.stringify(p)}`);
  if (v.type === 'number-line') {
    const n = a.kind === 'integer' ? a.value : a.kind === 'decimal' ? Number(a.value) : a.kind === 'fraction' ? a.numerator / a.denominator : undefined;
    if (n !== undefined && (v.hops ?? []).some((h) => Math.abs(h.to - n) < 1e-9) && baseTemplate(item.prompt.key) !== 'nl.read') out.push('a jump is drawn to the answer');
    if (item.input === 'number-line' && v.target !== undefined) out.push('an arrow marks where the child should place the answer');
    for (const l of v.labelled) if (Math.abs(((l - v.min) / v.step) % 1) > 1e-6 && Math.abs(((l - v.min) / v.step) % 1) < 1 - 1e-6) out.push(`label ${l} is not on a mark`);
  }
  if (v.type === 'clock' && baseTemplate(item.prompt.key) === 'clock.read' && a.kind === 'time' && (v.hours !== a.hours || v.minutes !== a.minutes)) out.push('the clock shows another time than its answer');
  if (v.type === 'clock' && (baseTemplate(item.prompt.key) === 'elapsed.end' || baseTemplate(item.prompt.key) === 'elapsed.end.h')) {
    const t = p.t as { hours: number; minutes: number };
    if (v.hours !== t.hours || v.minutes !== t.minutes) out.push('the clock does not start at the question’s time');
  }
  if (v.type === 'coins' && a.kind === 'money') {
    if (v.currency !== a.currency) out.push(`${v.currency} coins for ${a.currency}`);
    if (baseTemplate(item.prompt.key) === 'coins.count' && v.coins.reduce((x, y) => x + y, 0) !== a.cents) out.push('the coins shown do not add up to the answer');
  }
  if (v.type === 'fraction-bars' && baseTemplate(item.prompt.key) === 'fos.what' && a.kind === 'fraction' && v.bars[0]!.shaded * a.denominator !== a.numerator * v.bars[0]!.parts) out.push('the bar shades another fraction');
  if (v.type === 'ruler' && baseTemplate(item.prompt.key) === 'len.ruler' && a.kind === 'integer' && v.objectLength !== a.value) out.push('the object on the ruler has another length');
  if (v.type === 'shape') {
    const named = words.filter((k) => k.startsWith('a.')).map((k) => k.slice(2));
    if (named.some((s) => s !== v.shape)) out.push(`asks about ${named.join(', ')} but draws a ${v.shape}`);
    if ((baseTemplate(item.prompt.key) === 'area.rect' || baseTemplate(item.prompt.key) === 'perim.rect') && (numberOf(p.w) !== v.width || numberOf(p.h) !== v.height)) out.push('the rectangle drawn is not the one asked about');
  }
  if ((v.type === 'bar-chart' || v.type === 'pictograph') && !words.filter((k) => k.startsWith('fruit.')).every((k) => v.categories.some((c) => c.term === k))) out.push('the graph lacks a fruit the question names');
  if (v.type === 'coordinate-grid' && item.input === 'coordinate-grid' && a.kind === 'point' && v.points.some((q) => q.x === a.x && q.y === a.y)) out.push('a point is drawn where the answer goes');
  return out;
}

/** The right answer as a number, where it is one. */
function solvedValue(item: Item): number {
  const a = item.answer;
  return a.kind === 'integer' ? a.value : a.kind === 'decimal' ? Number(a.value) : a.kind === 'fraction' ? a.numerator / a.denominator : NaN;
}

/** The widget state a child makes for the right answer on the item's own model. */
function solvedState(item: Item, language: Language): WidgetState {
  const v = item.visual;
  const a = item.answer;
  const n = solvedValue(item);
  switch (item.input) {
    case 'text':
      return { kind: 'text', text: formatAnswer(a, language, item.choices) };
    case 'choice':
      return { kind: 'choice', key: a.kind === 'choice' ? a.key : '' };
    case 'number-line':
      return { kind: 'number-line', value: n };
    case 'counters': {
      const start = initialState(item);
      const cells = start.kind === 'counters' ? start.cells.length : 0;
      return { kind: 'counters', cells: Array.from({ length: cells }, (_, i) => i < n) };
    }
    case 'place-value-blocks':
      return { kind: 'place-value-blocks', thousands: Math.floor(n / 1000), hundreds: Math.floor(n / 100) % 10, tens: Math.floor(n / 10) % 10, ones: n % 10 };
    case 'place-value-chart': {
      if (v?.type !== 'place-value-chart') throw new Error('no chart');
      const text = a.kind === 'integer' ? String(a.value) : a.kind === 'decimal' ? a.value : '';
      const [whole, fraction = ''] = text.split('.');
      const digits = Array.from({ length: v.high - v.low + 1 }, (_, i) => {
        const power = v.high - i;
        return Number(power >= 0 ? (whole!.padStart(v.high + 1, '0')[v.high - power] ?? '0') : (fraction[-power - 1] ?? '0'));
      });
      return { kind: 'place-value-chart', digits };
    }
    case 'fraction-bars': {
      const bar = v?.type === 'fraction-bars' ? v.bars[v.bars.length - 1]! : { parts: 1 };
      return { kind: 'fraction-bars', pattern: Array.from({ length: bar.parts }, (_, i) => i < Math.round(n * bar.parts)) };
    }
    case 'clock':
      return a.kind === 'time' ? { kind: 'clock', hours: a.hours, minutes: a.minutes } : { kind: 'clock', hours: 0, minutes: 0 };
    case 'coins': {
      if (v?.type !== 'coins' || a.kind !== 'money') throw new Error('no tray');
      // fewest coins from the tray, as a child counting out the amount would
      const best: (number[] | undefined)[] = [[]];
      for (let c = 1; c <= a.cents; c++) for (const coin of v.coins) if (coin <= c && best[c - coin] && (!best[c] || best[c - coin]!.length + 1 < best[c]!.length)) best[c] = [...best[c - coin]!, coin];
      return { kind: 'coins', coins: best[a.cents] ?? [] };
    }
    case 'ruler':
      return { kind: 'ruler', length: n };
    case 'chart':
      return { kind: 'chart', value: n };
    case 'angle':
      return { kind: 'angle', degrees: n };
    case 'coordinate-grid':
      return a.kind === 'point' ? { kind: 'coordinate-grid', x: a.x, y: a.y } : { kind: 'coordinate-grid', x: 0, y: 0 };
    case 'rectangle':
      return a.kind === 'rectangle' ? { kind: 'rectangle', rows: a.rows, columns: a.columns } : { kind: 'rectangle', rows: 0, columns: 0 };
    case 'geoboard':
      return a.kind === 'polygon' ? { kind: 'geoboard', points: a.example } : { kind: 'geoboard', points: [] };
  }
}

describe('every activity plays', () => {
  it(`in every region and language, through the run plan and the item view (${SEEDS.length} seeds each)`, () => {
    const problems: string[] = [];
    const report = (where: string, what: string) => {
      if (problems.length < 25) problems.push(`${where}: ${what}`);
    };
    let items = 0;
    let rendered = 0;
    const byGrade = new Map<string, { model: number; all: number }>();
    for (const region of REGIONS) {
      for (const episode of episodes) {
        const extra = episode;
        for (const seed of SEEDS) {
          const where = `${region.code} ${episode.id} ${seed}`;
          let plan;
          try {
            plan = planRun(episode, { seed, count: extra.item_count, country: region.iso2 });
          } catch (e) {
            report(where, `planning threw ${(e as Error).message}`);
            continue;
          }
          if (plan.count !== extra.item_count) report(where, `${plan.count} of ${extra.item_count} items`);
          let run: Item[] = [];
          try {
            run = plan.items();
          } catch (e) {
            report(where, `an item threw ${(e as Error).message}`);
          }
          run.forEach((item, i) => {
            items++;
            const share = byGrade.get(item.grade) ?? { model: 0, all: 0 };
            share.all++;
            if ((MODEL_INPUTS as readonly string[]).includes(item.input)) share.model++;
            byGrade.set(item.grade, share);
            const at = `${where} item ${i} (${item.id})`;
            if (episode.type === 'word-problem' && !item.story) report(at, 'a word problem without a story');
            for (const d of disagreements(item)) report(at, d);
            for (const language of LANGUAGES) {
              const text = questionText(item, episode.type === 'word-problem', language);
              if (!text.trim() || /\{|undefined|NaN/.test(text)) report(at, `${language} question reads “${text}”`);
            }
            // what a browser is sent of a server-checked item (no answer): a model the child has not moved gives no
            // answer (a point left at (0, 0) must not score when the answer is (0, 0)), and the answer made on it
            // is checked right by the server's checker
            const playable = toPlayable(item, i);
            const language = LANGUAGES[items % LANGUAGES.length]!;
            if ((MODEL_INPUTS as readonly string[]).includes(item.input) && responseOf(initialState(playable), playable) !== undefined) report(at, 'an untouched model gives an answer');
            const sent = responseOf(solvedState(item, language), playable);
            if (sent === undefined || !checkAnswer(item, sent, language).correct) report(at, `the answer made on the ${item.input} is not accepted (${JSON.stringify(sent)})`);
            else if (!responseSchema.safeParse(sent).success) report(at, `the ${item.input} sends what the server refuses: ${JSON.stringify(sent)}`);
            // every stop of a line's marker sends what the server takes, and only the answer's stop is right
            // (a line plot in halves whose answer is a whole number once sent 6.5 as an integer, refused)
            const line = item.visual;
            if (item.input === 'number-line' && line?.type === 'number-line') {
              for (let k = 0; line.min + k * line.step <= line.max + 1e-9; k++) {
                // where the marker stands, as the line's own snapping puts it
                const value = snap(line.min + k * line.step, line.min, line.max, line.step);
                const stop = responseOf({ kind: 'number-line', value }, playable);
                if (!stop || !responseSchema.safeParse(stop).success) report(at, `the marker at ${value} sends what the server refuses: ${JSON.stringify(stop)}`);
                else if (checkAnswer(item, stop, language).correct !== Math.abs(value - solvedValue(item)) < 1e-9) report(at, `the marker at ${value} is checked ${checkAnswer(item, stop, language).correct ? 'right' : 'wrong'}`);
              }
            }
            const view = () =>
              renderToStaticMarkup(
                <I18nextProvider i18n={instance}>
                  <ItemVisual item={playable} state={initialState(playable)} setState={() => undefined} language={language} disabled={false} />
                </I18nextProvider>,
              );
            // a chart's line says how its own kind is answered: symbols put in a pictograph's row, a bar drawn on a bar chart
            if (item.input === 'chart') {
              // (the view's own texts are English here: the maths texts follow the turn's language)
              const hint = en.hint[item.visual?.type === 'pictograph' ? 'pictograph' : 'chart'];
              if (!view().replace(/&#x27;/g, "'").includes(hint)) report(at, `a ${item.visual?.type} to fill does not say how: "${hint}"`);
            }
            // the view as the player draws it: the first item of each run of the first seed, in the language of its turn
            if (i === 0 && seed === SEEDS[0]) {
              const html = view();
              rendered++;
              const v = item.visual;
              const drawn = [...html.matchAll(/data-object="([a-z-]+)"/g)].map((m) => m[1]);
              if (v && 'object' in v && v.object && drawn.some((o) => o !== v.object)) report(at, `draws ${[...new Set(drawn)].join(', ')} for ${v.object}`);
              if (v?.type === 'counters' && item.input !== 'counters' && drawn.length !== v.count) report(at, `draws ${drawn.length} of ${v.count} ${v.object}`);
              if (v?.type === 'coins' && v.labelled === false && /\d/.test(html.replace(/<[^>]*>/g, '').replace(/aria-label="[^"]*"/g, ''))) report(at, 'prints a value on coins a child must tell apart');
              if ((MODEL_INPUTS as readonly string[]).includes(item.input) && !html.includes('model-hint')) report(at, `the ${item.input} has no line saying how to use it`);
            }
          });
        }
      }
    }
    expect(problems).toEqual([]);
    expect(items).toBeGreaterThan(REGIONS.length * episodes.length * SEEDS.length * 5 - 1);
    expect(rendered).toBe(REGIONS.length * episodes.length);
    // learning by doing: at least half the items of grades K–2 and a third of grades 3–6 are answered on a model
    for (const [grade, { model, all }] of byGrade) expect(model / all, `grade ${grade}: ${model} of ${all} on a model`).toBeGreaterThanOrEqual(['K', '1', '2'].includes(grade) ? 0.5 : 1 / 3);
  }, 240_000);
});
