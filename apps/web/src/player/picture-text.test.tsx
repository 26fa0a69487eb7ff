/**
 * Every picture an answer depends on says what the question needs, in every
 * language, without saying the answer (WCAG 1.1.1, decision 038). The walk
 * goes through every generator, grade, difficulty and unit system with many
 * seeds, and checks each picture's words against the item's own numbers.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next, { type TFunction } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import '@numbloom/maths/all'; // the whole engine: the walk makes items of every topic
import { TOPICS } from '@numbloom/maths/catalogue';
import { generateItem } from '@numbloom/maths/generate';
import { formatInteger, formatParam } from '@numbloom/maths/text';
import { DIFFICULTIES, LANGUAGES, UNIT_SYSTEMS, type Item, type Language, type Visual } from '@numbloom/maths/types';
import { gridPlaceText, numberLineTicks, pictureText } from './picture-text.ts';
import { shapeOutline, isRightCorner } from './models/shape-geometry.ts';
import { StaticVisual } from './item-view.tsx';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import es from './i18n/es.json';
import ar from './i18n/ar.json';
import he from './i18n/he.json';
import zh from './i18n/zh.json';
import de from './i18n/de.json';

import pt from './i18n/pt.json';

const catalogues = { en, fr, es, ar, he, zh, de, pt };
const translators = {} as Record<Language, TFunction<'player'>>;
const instance = i18next.createInstance();

beforeAll(async () => {
  await instance.init({
    lng: 'en',
    fallbackLng: false,
    ns: ['player'],
    defaultNS: 'player',
    resources: Object.fromEntries(LANGUAGES.map((l) => [l, { player: catalogues[l] }])),
    interpolation: { escapeValue: false },
  });
  for (const l of LANGUAGES) translators[l] = instance.getFixedT(l, 'player') as TFunction<'player'>;
});
afterEach(cleanup);

/** Every item the engine makes across topics, grades, difficulties, unit systems and `seeds` seeds. */
function* everyItem(seeds: number): Generator<Item> {
  for (const topic of TOPICS) {
    for (const grade of topic.grades) {
      for (const difficulty of DIFFICULTIES) {
        for (const units of UNIT_SYSTEMS) {
          for (let s = 0; s < seeds; s++) yield generateItem({ topic: topic.key, grade, difficulty, seed: `pictures-${s}`, units });
        }
      }
    }
  }
}

/** A number as a word of its own in a text (so 1 is not found inside 12). */
const hasNumber = (text: string, n: number, language: Language) => new RegExp(`(^|[^\\d٠-٩.,])${formatInteger(n, language)}($|[^\\d٠-٩])`).test(text);

/** What each kind of picture must carry, and must not give away, for the item it belongs to. */
function checkPicture(item: Item, v: Visual, language: Language) {
  const t = translators[language];
  const text = pictureText(v, t, language);
  const where = `${item.id} in ${language}`;
  const all = [text.label, ...(text.groups ?? []).flatMap((g) => g.stops)];
  expect(text.label.trim(), where).not.toBe('');
  expect(all.join(' '), where).not.toMatch(/\{\{|undefined|NaN/);
  const stops = (text.groups ?? []).flatMap((g) => g.stops);
  switch (v.type) {
    case 'number-line': {
      const ticks = numberLineTicks(v);
      expect(stops, where).toHaveLength(ticks.length);
      if (v.target !== undefined) {
        const i = ticks.findIndex((x) => Math.abs(x - v.target!) < 1e-6);
        expect(stops.filter((s) => s.includes(t('picture.arrowHere'))), where).toHaveLength(1);
        expect(stops[i], where).toContain(t('picture.arrowHere'));
      }
      for (const h of v.hops ?? []) expect(stops[ticks.findIndex((x) => Math.abs(x - h.to) < 1e-6)], where).toContain(t('picture.hopEnd'));
      break;
    }
    case 'counters': {
      const thing = formatParam({ type: 'term', key: `obj.${v.object}`, count: 1 }, language);
      expect(stops.filter((s) => s === thing), where).toHaveLength(v.count);
      // the count is the answer: the child counts the parts, the words never say it
      expect(hasNumber(text.label, v.count, language), where).toBe(false);
      break;
    }
    case 'fraction-bars':
      v.bars.forEach((bar, b) => {
        const group = text.groups![b]!.stops;
        expect(group, where).toHaveLength(bar.parts);
        expect(group.filter((s) => s === t('picture.partShaded')), where).toHaveLength(bar.shaded);
        if (v.bars.length === 1) expect(hasNumber(text.label, bar.parts, language), where).toBe(false);
      });
      break;
    case 'ruler':
      // a ruler to stretch an object along (input 'ruler') starts empty: it is the child's model, not a picture to read
      if (item.input === 'ruler') break;
      expect(stops, where).toHaveLength(v.length + 1);
      expect(stops.filter((s) => s.includes(t('picture.objectEnds'))), where).toHaveLength(1);
      expect(stops[v.objectLength], where).toContain(t('picture.objectEnds'));
      expect(stops[v.objectLength], where).toContain(formatInteger(v.objectLength, language));
      expect(hasNumber(text.label, v.objectLength, language), where).toBe(false);
      break;
    case 'shape': {
      const outline = shapeOutline(v.shape, v);
      if (outline) {
        expect(stops, where).toHaveLength(outline.length * 2);
        expect(stops.filter((_, i) => i % 2 === 0), where).toHaveLength(outline.length);
        const right = outline.filter((_, i) => isRightCorner(outline, i)).length;
        expect(stops.filter((s) => s === t('picture.squareCorner')), where).toHaveLength(right);
        for (const side of v.sides ?? []) expect(stops.some((s) => s.includes(formatInteger(side, language))), where).toBe(true);
      }
      if (item.topic === 'geometry/name-shapes') {
        // the shape's name is the answer: its words describe it, never name it
        const name = formatParam({ type: 'term', key: `shape.${v.shape}` }, language).toLowerCase();
        for (const words of all) expect(words.toLowerCase(), where).not.toContain(name);
      }
      break;
    }
    case 'clock':
      if (v.showHands) {
        const h = ((v.hours + 11) % 12) + 1;
        expect(hasNumber(text.label, h, language), where).toBe(true);
        expect(text.label, where).not.toContain(`${v.hours}:${String(v.minutes).padStart(2, '0')}`);
      }
      break;
    case 'coordinate-grid':
      for (const p of v.points) {
        expect(text.label, where).toContain(p.label);
        expect(gridPlaceText(p.x, p.y, v.points, t, language), where).toContain(t('picture.gridPoint', { label: p.label }));
      }
      // the cursor starts at the origin: a point there is found at once, any other by moving
      expect(text.label, where).not.toMatch(/\(\s*-?\d+\s*[,;،]\s*-?\d+\s*\)/);
      break;
    case 'place-value-blocks':
      for (const n of [v.hundreds, v.tens, v.ones]) expect(hasNumber(text.label, n, language), where).toBe(true);
      break;
    case 'array':
      expect(hasNumber(text.label, v.rows, language) && hasNumber(text.label, v.columns, language), where).toBe(true);
      break;
    default:
      break;
  }
}

describe('the words of every picture', () => {
  it('carry what each question needs, and never its answer, for every generator in every language', () => {
    const seen = new Set<string>();
    let pictures = 0;
    for (const item of everyItem(4)) {
      if (!item.visual) continue;
      seen.add(item.visual.type);
      pictures++;
      for (const language of LANGUAGES) checkPicture(item, item.visual, language);
    }
    // the walk reaches every kind of picture the engine draws as a static picture
    expect([...seen].sort()).toEqual(expect.arrayContaining(['clock', 'coordinate-grid', 'counters', 'fraction-bars', 'number-line', 'ruler', 'shape']));
    expect(pictures).toBeGreaterThan(1500);
  }, 60_000);

  it('read the examples of the report: parts of a bar, a shape, a ribbon, an arrow', () => {
    const t = translators.en;
    const parts = pictureText({ type: 'fraction-bars', bars: [{ parts: 3, shaded: 0 }] }, t, 'en');
    expect(parts.label).toBe('A bar cut into equal parts. Go along its parts with the arrow keys.');
    expect(parts.groups![0]!.stops).toEqual(['part, not shaded', 'part, not shaded', 'part, not shaded']);
    const square = pictureText({ type: 'shape', shape: 'square' }, t, 'en');
    expect(square.label).toBe('A flat shape with straight sides, all the same length. Go round its corners and sides with the arrow keys.');
    expect(square.groups![0]!.stops).toEqual(Array.from({ length: 4 }, () => ['corner, a right angle', 'side']).flat());
    const triangle = pictureText({ type: 'shape', shape: 'triangle' }, t, 'en');
    expect(triangle.groups![0]!.stops).toEqual(['corner', 'side', 'corner', 'side', 'corner', 'side']);
    const ribbon = pictureText({ type: 'ruler', unit: 'in', length: 12, objectLength: 7 }, t, 'en');
    expect(ribbon.label).toBe('A ruler in inches with an object laid along it from 0. Go along the ruler’s numbers with the arrow keys.');
    expect(ribbon.groups![0]!.stops.slice(0, 2)).toEqual(['0 inches, the object starts here', '1 inch']);
    expect(ribbon.groups![0]!.stops[7]).toBe('7 inches, the object ends here');
    const line = pictureText({ type: 'number-line', min: 0, max: 10, step: 1, labelled: [0, 5, 10], target: 7 }, t, 'en');
    expect(line.label).toBe('Number line from 0 to 10. Go along its marks with the arrow keys.');
    expect(line.groups![0]!.stops.slice(5, 8)).toEqual(['5', 'mark', 'mark, the arrow points here']);
    const clock = pictureText({ type: 'clock', hours: 3, minutes: 32, showHands: true }, t, 'en');
    expect(clock.label).toBe('A clock. The short hour hand points between 3 and 4; the long minute hand points 2 small marks past 6.');
  });
});

describe('a picture read part by part', () => {
  const show = async (visual: Visual, language: Language = 'en') => {
    await instance.changeLanguage(language);
    return render(
      <I18nextProvider i18n={instance}>
        <StaticVisual visual={visual} language={language} />
      </I18nextProvider>,
    );
  };

  it('is one tab stop; the arrow keys, Home and End go from part to part, each with its name', async () => {
    await show({ type: 'counters', count: 3, object: 'star', tenFrame: false });
    const picture = screen.getByRole('group', { name: 'stars. Go through them one by one with the arrow keys.' });
    const parts = within(picture).getAllByRole('img', { name: 'star' });
    expect(parts).toHaveLength(3);
    expect(parts.map((p) => p.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
    parts[0]!.focus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(parts[1]);
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(document.activeElement).toBe(parts[2]);
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' }); // the last part: stays
    expect(document.activeElement).toBe(parts[2]);
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(document.activeElement).toBe(parts[0]);
    expect(parts.map((p) => p.getAttribute('tabindex'))).toEqual(['0', '-1', '-1']);
  });

  it('draws the number line’s arrow and reads its marks one by one', async () => {
    await show({ type: 'number-line', min: 0, max: 4, step: 1, labelled: [0, 4], target: 3 });
    const line = screen.getByRole('group', { name: /^Number line from 0 to 4/ });
    expect(within(line).getAllByRole('img').map((p) => p.getAttribute('aria-label'))).toEqual(['0', 'mark', 'mark', 'mark, the arrow points here', '4']);
  });

  it('walks a shape’s corners and sides in the page’s language, never naming it', async () => {
    await show({ type: 'shape', shape: 'rectangle' }, 'fr');
    const shape = screen.getByRole('group', { name: /^Une figure plane aux côtés droits\./ });
    expect(within(shape).getAllByRole('img').map((p) => p.getAttribute('aria-label'))).toEqual(['coin, un angle droit', 'grand côté', 'coin, un angle droit', 'petit côté', 'coin, un angle droit', 'grand côté', 'coin, un angle droit', 'petit côté']);
  });

  it('moves a reading cursor on a coordinate grid and says the point it reaches, politely', async () => {
    await show({ type: 'coordinate-grid', size: 5, points: [{ x: 1, y: 2, label: 'A' }] });
    const cursor = screen.getByRole('img', { name: 'Point at (0, 0)' });
    for (const key of ['ArrowRight', 'ArrowUp', 'ArrowUp']) fireEvent.keyDown(cursor, { key });
    expect(cursor.getAttribute('aria-label')).toBe('Point at (1, 2), point A');
    const live = document.querySelector('[aria-live="polite"]');
    expect(live?.textContent).toBe('Point at (1, 2), point A');
  });
});

describe('place-value blocks', () => {
  it('say each change of a count once, politely', async () => {
    const { PlaceValueBlocks } = await import('./models/place-value-blocks.tsx');
    const { useState } = await import('react');
    await instance.changeLanguage('en');
    function Live() {
      const [b, setB] = useState({ thousands: 0, hundreds: 0, tens: 0, ones: 0 });
      return <PlaceValueBlocks blocks={b} onChange={setB} label="Place-value blocks" showThousands={false} />;
    }
    render(
      <I18nextProvider i18n={instance}>
        <Live />
      </I18nextProvider>,
    );
    const live = document.querySelector('.blocks [aria-live="polite"]')!;
    expect(live.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Add one to Tens' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add one to Tens' }));
    expect(live.textContent).toBe('Tens: 2');
    fireEvent.click(screen.getByRole('button', { name: 'Take one from Tens' }));
    expect(live.textContent).toBe('Tens: 1');
  });
});
