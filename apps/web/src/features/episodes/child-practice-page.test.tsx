/**
 * A signed-in child's practice (decision 101), against the server's answers: without a grade, the skills their
 * own mastery says to practise next (their home's), one big Play in the grade they practise in and every grade;
 * with ?grade=, a practice run the server picks and checks, in the run player. An English page in the UK, as the
 * children's entry draws it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { PlayableItem } from '@numbloom/maths/playable';
import { CHILD_HOME_PATH, type ChildHomePractice, type ChildHomeResponse } from '@numbloom/domain/child-home';
import { RUN_PATHS, type RunView } from '@numbloom/domain/runs';
import { clearPageSettings, setPageSettings } from '../../app/test-page-settings.ts';
import { loadTexts, TextsProvider } from '../../i18n/small.tsx';
import ChildPracticePage from './child-practice-page.tsx';

const FILES: Record<string, unknown> = {
  '/api/v2/settings/': {
    static_mapping_url: 'http://localhost/cdn/grades.json',
    episode_static_mapping_url: 'http://localhost/cdn/episodes.json',
    enum_service_url: 'http://localhost/enums/',
  },
  '/cdn/grades.json': [
    { code: '2', order: 2 },
    { code: '3', order: 3 },
  ],
  '/enums/': {
    GradeCodesEnum: [
      { order: 2, value: '2', display: 'Year 2', short_display: '2' },
      { order: 3, value: '3', display: 'Year 3', short_display: '3' },
    ],
  },
  '/cdn/episodes.json': [{ id: 'grade-3-add-episode', title: 'Adding up', grade: '3', type: 'episode' }],
};
const suggestion = (over: Partial<ChildHomePractice> = {}): ChildHomePractice => ({
  skill: 'addition-subtraction/add@3',
  topic_name: 'Adding',
  grade: '3',
  band: 'needs-practice',
  activity_id: 'grade-3-add-episode',
  activity_title: 'Adding up',
  ...over,
});
const home = (practice: ChildHomePractice[]): ChildHomeResponse => ({
  child: { first_name: 'Ada', class_name: 'Year 3 Oak' },
  assignments: [],
  challenges: [],
  practice,
  carry_on: null,
});
/** A question as the server sends it: 'a + b = ?' typed in, no answer value. */
const question = (runId: string): PlayableItem => ({
  id: `${runId}.0`,
  strand: 'addition-subtraction',
  topic: 'addition-subtraction/add',
  subtopic: 'multi-digit',
  grade: '3',
  difficulty: 2,
  prompt: { key: 'op.add', params: { a: 12, b: 30 } },
  answer: { kind: 'integer' },
  input: 'text',
});
const RUN: RunView = {
  id: 'run-1',
  mode: 'practice',
  activity_id: 'grade-3-add-episode',
  skill: 'addition-subtraction/add@3',
  item_count: 3,
  answered: 0,
  correct: 0,
  level: 2,
  adaptive: true,
  word_problem: false,
  signed_in: true,
  item: question('run-1'),
  result: null,
};

let homeAnswer: () => Promise<Response>;
let fetchMock: ReturnType<typeof vi.fn>;
const reply = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  setPageSettings({ region: 'gb', language: 'en', viewer: { first_name: 'Ada', last_name: 'L', role: 'student' } });
  sessionStorage.clear();
  localStorage.clear();
  homeAnswer = () => reply(home([suggestion()]));
  fetchMock = vi.fn((url: unknown) => {
    const path = new URL(String(url)).pathname;
    if (path === CHILD_HOME_PATH) return homeAnswer();
    if (path === RUN_PATHS.start) return reply(RUN);
    return path in FILES ? reply(FILES[path]) : Promise.reject(new TypeError('Failed to fetch'));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearPageSettings();
});

async function renderPage(search = '') {
  const texts = await loadTexts('en', ['rooms', 'child-home'], 'gb');
  return render(
    <TextsProvider texts={texts}>
      <Suspense fallback={null}>
        <ChildPracticePage search={new URLSearchParams(search)} />
      </Suspense>
    </TextsProvider>,
  );
}
const asked = () =>
  fetchMock.mock.calls
    .map(([url, init]) => ({ path: new URL(String(url)).pathname, init: init as RequestInit | undefined }))
    .filter((c) => c.path === RUN_PATHS.start)
    .map((c) => JSON.parse(String(c.init?.body)));

describe("a child's practice", () => {
  it('offers what their mastery says to practise next and one big Play in its grade, then every grade', async () => {
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Practice' })).toBeTruthy();
    expect(screen.getByText('Questions picked for you in Year 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play' }).getAttribute('href')).toBe('/gb/en/practice/?grade=3');
    const next = screen.getByRole('region', { name: 'What to practise next' });
    expect(within(next).getByRole('link', { name: 'Adding up' }).getAttribute('href')).toBe(
      '/gb/en/activities/episode/grade-3-add-episode/',
    );
    const grades = screen.getByRole('region', { name: 'Pick another grade' });
    expect(
      within(grades)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/gb/en/practice/?grade=2', '/gb/en/practice/?grade=3']);
    // nothing is played before the child picks
    expect(asked()).toEqual([]);
  });

  it('asks a child with nothing practised yet for their grade', async () => {
    homeAnswer = () => reply(home([]));
    await renderPage();
    expect(await screen.findByRole('region', { name: 'Choose your grade' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Play' })).toBeNull();
  });

  it('plays the run the server picks in the grade, and remembers the grade for next time', async () => {
    await renderPage('?grade=3');
    expect(await screen.findByRole('heading', { name: 'Question 1 of 3' }, { timeout: 10_000 })).toBeTruthy();
    expect(asked()).toEqual([{ mode: 'practice', grade: '3', region_code: 'GB', language_code: 'en' }]);
    expect(localStorage.getItem('numbloom-practice-grade')).toBe('3');
  });

  it('says so for a grade the site does not have, with the way back', async () => {
    await renderPage('?grade=9');
    expect(await screen.findByRole('heading', { level: 1, name: 'This activity does not exist.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Choose another grade' }).getAttribute('href')).toBe('/gb/en/practice/');
    expect(asked()).toEqual([]);
  });
});
