/**
 * Measurement follows the page's region (decision 029): a US page plays
 * inches, pounds and gallons, every other region metric, and the ruler is
 * drawn in the unit it measures.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import '@numbloom/maths/all'; // the whole engine: these tests make items of several strands
import type { Episode } from '@numbloom/domain/content';
import { planRun } from '@numbloom/maths/run';
import { pageCountry, regionUnits } from './engine.ts';
import { Ruler } from './models/pictures.tsx';
import { clearPageSettings, setPageSettings } from '../app/test-page-settings.ts';

const episode = (generator_key: string, grade: string): Episode => ({
  id: `grade-${grade}-${generator_key.replace('/', '-')}`,
  link: '',
  type: 'episode',
  title: '',
  grade,
  strand: generator_key.split('/')[0]!,
  topic: generator_key.split('/')[1]!,
  subtopic: '',
  subtopic_name: '',
  difficulty: 2,
  generator_key,
  curricula: {},
  textbook_units: [],
  assessments: [],
  more_data: { asset_url: '', extra_data: '' },
});

/** The page settings the server writes into a page of this region. */
function onPageOf(region: string) {
  setPageSettings({ region, language: 'en' });
}

afterEach(() => {
  cleanup();
  clearPageSettings();
});

/** A run planned in the page's country, as the server plans a run the page starts (it sends the page's region). */
const itemsForRun = (e: Episode, seed: string, count: number) => planRun(e, { seed, count, country: pageCountry() }).items();
const answerUnits = (items: ReturnType<typeof itemsForRun>) => new Set(items.map((it) => (it.answer.kind === 'integer' || it.answer.kind === 'decimal' ? it.answer.unit : it.answer.kind)));

describe('the region’s unit system', () => {
  it('is customary on a US page and metric on every other', () => {
    const systems = Object.fromEntries(['us', 'ca', 'au', 'nz', 'uk', 'aue', 'zh'].map((region) => [region, (onPageOf(region), regionUnits())]));
    expect(systems).toEqual({ us: 'customary', ca: 'metric', au: 'metric', nz: 'metric', uk: 'metric', aue: 'metric', zh: 'metric' });
  });

  it('measures a run in inches on a US page and in centimetres on an Australian one; addition is the same on both', () => {
    onPageOf('us');
    const us = itemsForRun(episode('measurement/length', '1'), 'run', 6);
    const usAdd = itemsForRun(episode('addition-subtraction/add', '3'), 'run', 6);
    onPageOf('au');
    const au = itemsForRun(episode('measurement/length', '1'), 'run', 6);
    expect(answerUnits(us)).toEqual(new Set(['in']));
    expect(us.every((it) => it.id.endsWith('|customary'))).toBe(true);
    expect(answerUnits(au)).toEqual(new Set(['cm']));
    expect(itemsForRun(episode('addition-subtraction/add', '3'), 'run', 6)).toEqual(usAdd);
  });
});

describe('the ruler', () => {
  it('marks every inch and each half inch between, and names its unit', () => {
    const { container } = render(<Ruler length={12} objectLength={5} unit="inches" label="A ruler in inches with an object along it" inches />);
    expect(screen.getByRole('img', { name: 'A ruler in inches with an object along it' })).toBeTruthy();
    expect(screen.getByText('inches')).toBeTruthy();
    expect(container.querySelectorAll('line.tick')).toHaveLength(13 + 12);
  });
  it('marks every centimetre, with no half marks', () => {
    const { container } = render(<Ruler length={10} objectLength={4} unit="cm" label="A ruler in cm with an object along it" />);
    expect(screen.getByText('cm')).toBeTruthy();
    expect(container.querySelectorAll('line.tick')).toHaveLength(11);
  });
});
