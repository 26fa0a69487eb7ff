/**
 * A signed-in child's activities to browse (decision 101), against the files the site's browse pages read: the
 * settings, the grades and their names, the episodes and the catalogue. Big tiles for a grade or a topic, then the
 * activities a child plays alone, each leading to their own page of it. An English page in the UK, as the children's
 * entry draws it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ContentCatalogue, Episode } from '@numbloom/domain/content';
import { clearPageSettings, setPageSettings } from '../../app/test-page-settings.ts';
import { loadTexts, TextsProvider } from '../../i18n/small.tsx';
import ChildBrowsePage from './child-browse-page.tsx';

const episode = (
  id: string,
  grade: string,
  strand: string,
  title: string,
  type: Episode['type'] = 'episode',
): Episode => ({
  id,
  link: `/episode/${id}/x`,
  type,
  title,
  grade,
  strand,
  topic: `${strand}/x`,
  subtopic: 'x',
  subtopic_name: 'X',
  difficulty: 2,
  generator_key: `${strand}/x`,
  curricula: {},
  textbook_units: [],
  assessments: [],
  more_data: { asset_url: `http://localhost/cdn/images/strands/${strand}.svg`, extra_data: '' },
});
const EPISODES = [
  episode('grade-3-add-episode', '3', 'addition', 'Adding up'),
  episode('grade-3-add-worksheet', '3', 'addition', 'Adding on paper', 'worksheet'),
  episode('grade-3-clock-episode', '3', 'time', 'Telling the time'),
  episode('grade-1-clock-episode', '1', 'time', 'O’clock'),
];
const CATALOGUE: ContentCatalogue = {
  strands: [
    { id: 'addition', name: 'Adding and taking away', description: '', topics: [] },
    { id: 'time', name: 'Time', description: '', topics: [] },
  ],
  curricula: [],
  assessments: [],
  textbooks: [],
};
const FILES: Record<string, unknown> = {
  '/api/v2/settings/': {
    static_mapping_url: 'http://localhost/cdn/grades.json',
    episode_static_mapping_url: 'http://localhost/cdn/episodes.json',
    enum_service_url: 'http://localhost/enums/',
    static_cdn_url: 'http://localhost/cdn',
    cdn_mapping: { catalogue: 'http://localhost/cdn/catalogue.json' },
  },
  '/cdn/grades.json': [
    { code: '1', order: 1 },
    { code: '3', order: 3 },
  ],
  '/enums/': {
    GradeCodesEnum: [
      { order: 1, value: '1', display: 'Year 1', short_display: '1' },
      { order: 3, value: '3', display: 'Year 3', short_display: '3' },
    ],
  },
  '/cdn/episodes.json': EPISODES,
  '/cdn/catalogue.json': CATALOGUE,
};
const reply = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  setPageSettings({ region: 'gb', language: 'en', viewer: { first_name: 'Ada', last_name: 'L', role: 'student' } });
  sessionStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn((url: unknown) => {
      const file = FILES[new URL(String(url)).pathname];
      return file ? reply(file) : Promise.reject(new TypeError('Failed to fetch'));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearPageSettings();
});

async function renderPage(at: { kind?: string; value?: string } = {}) {
  // the entry's own texts (rooms, child-home), loaded as play-main.tsx loads them
  const texts = await loadTexts('en', ['rooms', 'child-home'], 'gb');
  return render(
    <TextsProvider texts={texts}>
      <Suspense fallback={null}>
        <ChildBrowsePage {...at} />
      </Suspense>
    </TextsProvider>,
  );
}
const hrefOf = (name: string | RegExp, within_: HTMLElement = document.body) =>
  within(within_).getByRole('link', { name }).getAttribute('href');

describe("a child's activities to browse", () => {
  it('opens with practice, their grades and the topics, each a big tile to the child’s own pages', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Things to play' })).toBeTruthy();
    expect(hrefOf('Practise')).toBe('/gb/en/practice/');
    const grades = screen.getByRole('region', { name: 'Pick your grade' });
    expect(
      within(grades)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Year 1', 'Year 3']);
    expect(hrefOf('Year 3', grades)).toBe('/gb/en/activities/grade/3/');
    const topics = screen.getByRole('region', { name: 'Pick a topic' });
    expect(hrefOf('Time', topics)).toBe('/gb/en/activities/topic/time/');
    // a topic shows its activities' own picture
    expect(within(topics).getByRole('link', { name: 'Time' }).querySelector('img')?.getAttribute('src')).toBe(
      'http://localhost/cdn/images/strands/time.svg',
    );
    expect(document.title).toContain('Things to play');
  });

  it('shows a grade’s activities by topic, only those a child plays alone, each to its page', async () => {
    await renderPage({ kind: 'grade', value: '3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Year 3' })).toBeTruthy();
    const adding = screen.getByRole('region', { name: 'Adding and taking away' });
    expect(
      within(adding)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Adding up']);
    expect(hrefOf('Adding up', adding)).toBe('/gb/en/activities/episode/grade-3-add-episode/');
    expect(hrefOf('Telling the time', screen.getByRole('region', { name: 'Time' }))).toBe(
      '/gb/en/activities/episode/grade-3-clock-episode/',
    );
    expect(screen.queryByText('Adding on paper')).toBeNull();
    expect(hrefOf('All activities')).toBe('/gb/en/activities/');
  });

  it('shows a topic’s activities by grade', async () => {
    await renderPage({ kind: 'topic', value: 'time' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Time' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Year 1' })).getByRole('link').textContent).toBe('O’clock');
    expect(within(screen.getByRole('region', { name: 'Year 3' })).getByRole('link').textContent).toBe(
      'Telling the time',
    );
  });

  it('says so for what the catalogue does not have, with the way back to every activity', async () => {
    await renderPage({ kind: 'grade', value: '9' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page does not exist.' })).toBeTruthy();
    expect(hrefOf('All activities')).toBe('/gb/en/activities/');
  });
});
