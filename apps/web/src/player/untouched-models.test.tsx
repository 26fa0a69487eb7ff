/**
 * A model the child has not moved gives no answer: the coordinate grid's point
 * starts at (0, 0), a marker at the line's start, a clock at its start time,
 * and none of them may be sent as the child's answer, even where the answer is
 * where the model starts. The child is told what to do on the model first.
 * And the typed answer's keyboard: a minus key where answers range below zero.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import '@numbloom/maths/all';
import { checkAnswer } from '@numbloom/maths/check';
import { generateItem } from '@numbloom/maths/generate';
import { toPlayable, type PlayableItem } from '@numbloom/maths/playable';
import { DIFFICULTIES, LANGUAGES, MODEL_INPUTS, TOPIC_GRADES, type Grade, type InputKind, type Item, type TopicKey } from '@numbloom/maths/types';
import type { Tree } from '../i18n/catalogue-checks.ts';
import { describeTranslations } from '../i18n/translation-tests.ts';
import { initialState, isUntouched, responseOf, type WidgetState } from './engine.ts';
import { AnswerInput, answerInputMode, ItemVisual, useModelFirst } from './item-view.tsx';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import es from './i18n/es.json';
import ar from './i18n/ar.json';
import he from './i18n/he.json';
import zh from './i18n/zh.json';
import de from './i18n/de.json';

import pt from './i18n/pt.json';

const catalogues = { en, fr, es, ar, he, zh, de, pt };
const instance = i18next.createInstance();
beforeAll(async () => {
  await instance.init({ lng: 'en', fallbackLng: false, ns: ['player'], defaultNS: 'player', resources: Object.fromEntries(LANGUAGES.map((l) => [l, { player: catalogues[l] }])), interpolation: { escapeValue: false } });
});

/** Items of every topic, grade and difficulty, seed after seed, until `found` says stop. */
function findItems(found: (item: Item) => boolean, seeds = 40) {
  for (let i = 0; i < seeds; i++)
    for (const topic of Object.keys(TOPIC_GRADES) as TopicKey[])
      for (const grade of TOPIC_GRADES[topic] as readonly Grade[])
        for (const difficulty of DIFFICULTIES) if (found(generateItem({ topic, grade, difficulty, seed: `untouched-${i}` }))) return;
}

/** One generated item answered on each model, as its player receives it. */
const byModel = new Map<InputKind, PlayableItem>();
findItems((item) => {
  if ((MODEL_INPUTS as readonly string[]).includes(item.input) && !byModel.has(item.input)) byModel.set(item.input, toPlayable(item, 0));
  return byModel.size === MODEL_INPUTS.length;
});

/** The state a model hands back when the child moves it: a new state, here with the same values as the start. */
const moved = (state: WidgetState): WidgetState => ({ ...state });

describe('a model the child has not touched', () => {
  it('gives no answer, whatever the model; once moved it answers, even with the values it started with', () => {
    expect([...byModel.keys()].sort()).toEqual([...MODEL_INPUTS].sort());
    for (const [input, item] of byModel) {
      const start = initialState(item);
      expect(isUntouched(start), input).toBe(true);
      expect(responseOf(start, item), input).toBeUndefined();
      const after = moved(start);
      expect(isUntouched(after), input).toBe(false);
      // boards that start empty still give nothing until something is built on them
      if (input !== 'rectangle' && input !== 'geoboard') expect(responseOf(after, item), input).toBeDefined();
    }
  });

  it('does not score a point never placed when the answer is (0, 0); placed there, it does', () => {
    let origin: Item | undefined;
    findItems((item) => {
      if (item.input === 'coordinate-grid' && item.answer.kind === 'point' && item.answer.x === 0 && item.answer.y === 0) origin = item;
      return origin !== undefined;
    }, 400);
    expect(origin, 'a generated question whose point goes at (0, 0)').toBeDefined();
    const item = toPlayable(origin!, 0);
    const start = initialState(item);
    expect(start).toMatchObject({ kind: 'coordinate-grid', x: 0, y: 0 });
    expect(responseOf(start, item)).toBeUndefined();
    const placed: WidgetState = { kind: 'coordinate-grid', x: 0, y: 0 };
    expect(checkAnswer(origin!, responseOf(placed, item)!, 'en').correct).toBe(true);
  });

  it('the grid reads its point as not placed until the child moves it, not as "(0, 0)"', async () => {
    await instance.changeLanguage('en');
    const grid = byModel.get('coordinate-grid')!;
    const slider = (state: WidgetState) =>
      /role="slider"[^>]*aria-valuetext="([^"]*)"/.exec(
        renderToStaticMarkup(
          <I18nextProvider i18n={instance}>
            <ItemVisual item={grid} state={state} setState={() => undefined} language="en" disabled={false} />
          </I18nextProvider>,
        ),
      )?.[1];
    expect(slider(initialState(grid))).toBe('Not placed yet: move the point with the arrow keys, or tap the grid');
    expect(slider(moved(initialState(grid)))).toBe('Point at (0, 0)');
  });

  it('typed answers and choices are not held back: they are empty until the child types or chooses', () => {
    const typed = initialState({ input: 'text' });
    expect(isUntouched(typed)).toBe(false);
    expect(isUntouched(initialState({ input: 'choice' }))).toBe(false);
  });
});

function FirstLine({ item, state }: { item: PlayableItem; state: WidgetState }) {
  const first = useModelFirst();
  return <p>{first(item, state) ?? 'none'}</p>;
}

describe('what the child is told when they check an untouched model', () => {
  it('says what to do on that model first, in every language', async () => {
    for (const language of LANGUAGES) {
      await instance.changeLanguage(language);
      const said = new Set<string>();
      for (const [input, item] of byModel) {
        const html = renderToStaticMarkup(
          <I18nextProvider i18n={instance}>
            <FirstLine item={item} state={initialState(item)} />
          </I18nextProvider>,
        );
        const text = html.replace(/<[^>]+>/g, '');
        expect(text, `${language} ${input}`).not.toMatch(/^(none|first\.)/);
        said.add(text);
      }
      // one line per model, not one for all
      expect(said.size).toBe(byModel.size);
    }
    await instance.changeLanguage('en');
    const grid = byModel.get('coordinate-grid')!;
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={instance}>
        <FirstLine item={grid} state={initialState(grid)} />
        <FirstLine item={grid} state={{ kind: 'text', text: '' }} />
      </I18nextProvider>,
    );
    expect(html).toBe('<p>Place the point first: tap where it goes on the grid.</p><p>none</p>');
  });
});

describeTranslations('what to do on a model first', (en as unknown as { first: Tree }).first, {
  fr: (fr as unknown as { first: Tree }).first,
  es: (es as unknown as { first: Tree }).first,
  ar: (ar as unknown as { first: Tree }).first,
});

describe('the keyboard a typed answer brings up', () => {
  /** The first typed question of a topic in a grade and difficulty. */
  function typed(topic: TopicKey, grade: Grade, difficulty: 1 | 2 | 3): PlayableItem {
    for (let i = 0; i < 200; i++) {
      const item = generateItem({ topic, grade, difficulty, seed: `keys-${i}` });
      if (item.input === 'text') return toPlayable(item, 0);
    }
    throw new Error(`no typed ${topic} question in grade ${grade}`);
  }
  const inputModeOf = (item: PlayableItem) => {
    const html = renderToStaticMarkup(
      <I18nextProvider i18n={instance}>
        <AnswerInput item={item} state={{ kind: 'text', text: '' }} setState={() => undefined} language="en" disabled={false} />
      </I18nextProvider>,
    );
    return /inputMode="([a-z]+)"/i.exec(html)?.[1];
  };

  it('has a minus key where the answer may be below zero (sums of integers, a line through the negatives), digits only where it never is', () => {
    expect(inputModeOf(typed('addition-subtraction/subtract', '6', 2))).toBe('text');
    expect(inputModeOf(typed('addition-subtraction/add', '6', 3))).toBe('text');
    expect(inputModeOf(typed('number-place-value/number-line', '6', 1))).toBe('text');
    expect(inputModeOf(typed('addition-subtraction/subtract', '3', 2))).toBe('numeric');
    expect(inputModeOf(typed('multiplication-division/multiply', '4', 2))).toBe('numeric');
  });

  it('is chosen from the range the player is told, never from the answer', () => {
    expect(answerInputMode({ kind: 'integer' })).toBe('numeric');
    expect(answerInputMode({ kind: 'integer', signed: true })).toBe('text');
    expect(answerInputMode({ kind: 'decimal' })).toBe('text');
  });
});
