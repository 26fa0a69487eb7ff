/**
 * A question shown again on a teacher's report (item-preview.tsx): its words and its picture or
 * model as the child met it, the choices as a list, and nothing a teacher could answer or move.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import '@numbloom/maths/all';
import { generateItem } from '@numbloom/maths/generate';
import { toPlayable, type PlayableItem } from '@numbloom/maths/playable';
import { renderText } from '@numbloom/maths/text';
import { DIFFICULTIES, MODEL_INPUTS, TOPIC_GRADES, type Grade, type Item, type Language, type TopicKey } from '@numbloom/maths/types';
import { ItemPreview } from './item-preview.tsx';
import { loadMathsTexts } from './maths-texts.ts';
import en from './i18n/en.json';

const instance = i18next.createInstance();
beforeAll(async () => {
  await instance.init({ lng: 'en', fallbackLng: false, ns: ['player'], defaultNS: 'player', resources: { en: { player: en } }, interpolation: { escapeValue: false } });
  // the English maths texts are in before the first render; no other language's ever is in this file
  await loadMathsTexts('en');
});

function firstItem(found: (item: Item) => boolean): Item {
  for (let i = 0; i < 40; i++)
    for (const topic of Object.keys(TOPIC_GRADES) as TopicKey[])
      for (const grade of TOPIC_GRADES[topic] as readonly Grade[])
        for (const difficulty of DIFFICULTIES) {
          const item = generateItem({ topic, grade, difficulty, seed: `preview-${i}` });
          if (found(item)) return item;
        }
  throw new Error('no such item');
}

const render = (item: PlayableItem, language: Language = 'en') =>
  renderToStaticMarkup(
    <I18nextProvider i18n={instance}>
      <ItemPreview item={item} wordProblem={false} language={language} fallback="kept words" />
    </I18nextProvider>,
  );

describe('a question shown again, read-only', () => {
  it('shows an item answered on a model with its words and its model, nothing to move', () => {
    const raw = firstItem((i) => (MODEL_INPUTS as readonly string[]).includes(i.input) && i.input === 'number-line');
    const html = render(toPlayable(raw, 0));
    expect(html).toContain(renderText(raw.prompt, 'en').slice(0, 20).replace(/&/g, '&amp;'));
    expect(html).toMatch(/<svg/);
    expect(html).not.toContain('id="answer"');
    for (const input of html.match(/<(input|button)\b[^>]*>/g) ?? []) expect(input).toMatch(/disabled/);
  });

  it('lists a chosen answer’s choices, without radio buttons', () => {
    const raw = firstItem((i) => i.input === 'choice' && (i.choices?.length ?? 0) > 1);
    const html = render(toPlayable(raw, 0));
    expect((html.match(/<li>/g) ?? []).length).toBe(raw.choices!.length);
    expect(html).not.toContain('type="radio"');
  });

  it('stands in the kept words until the maths texts have loaded', () => {
    const raw = firstItem((i) => i.input === 'text');
    expect(render(toPlayable(raw, 0), 'fr')).toBe('<p class="question">kept words</p>');
  });
});
