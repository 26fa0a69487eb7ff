/**
 * A teacher's class progress page against the server's answer (fetch answers
 * as the API does): the chart, its table equivalent and each student's
 * mastery per skill; the whole journey with the real server is
 * apps/web/e2e/practice.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { RUN_PATHS, type ClassMasteryView, type SkillMastery } from '@numbloom/domain/runs';
import { createI18n } from '../../i18n/setup.ts';
import { ClassProgressPage } from './class-progress-page.tsx';
import { bandCounts } from './mastery-chart.tsx';
import { clearPageSettings, setPageSettings } from '../../app/test-page-settings.ts';

const CLASS_ID = '11111111-1111-4111-8111-111111111111';

const mastery = (skill: string, over: Partial<SkillMastery>): SkillMastery => ({
  skill,
  topic: skill.split('@')[0]!,
  grade: skill.split('@')[1]!,
  strand: skill.split('/')[0]!,
  mastery: 50,
  band: 'getting-there',
  answers: 10,
  correct: 6,
  runs: 2,
  days: 1,
  recent_accuracy: 60,
  level: 2,
  updated_at: '2026-03-01T10:00:00.000Z',
  ...over,
});

const ADD = 'addition-subtraction/add@3';
const CLOCK = 'time/read-clock@3';
const classView: ClassMasteryView = {
  class: { id: CLASS_ID, name: 'Year 3 Oak' },
  skills: [
    { skill: ADD, topic: 'addition-subtraction/add', grade: '3', strand: 'addition-subtraction' },
    { skill: CLOCK, topic: 'time/read-clock', grade: '3', strand: 'time' },
  ],
  students: [
    { id: 'a', display_name: 'Ada Lovelace', name_number: null, skills: { [ADD]: mastery(ADD, { mastery: 91, band: 'mastered', answers: 15, correct: 15, runs: 3, days: 2, recent_accuracy: 100 }), [CLOCK]: mastery(CLOCK, { mastery: 40, band: 'started', answers: 3, correct: 1, runs: 1, days: 1, recent_accuracy: 30 }) } },
    { id: 'b', display_name: 'Alan Turing', name_number: null, skills: { [ADD]: mastery(ADD, { mastery: 31, band: 'needs-practice', answers: 5, correct: 1, runs: 1, days: 1, recent_accuracy: 18 }) } },
    { id: 'c', display_name: 'Grace Hopper', name_number: null, skills: {} },
  ],
};

let fetchMock: ReturnType<typeof vi.fn>;
const reply = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  setPageSettings({ region: 'us', language: 'en' });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearPageSettings();
});

async function renderPage() {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['progress', 'ui']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  // topic and grade names, as the content loader would have them
  client.setQueryData(['settings', 'us-en'], {});
  client.setQueryData(['content', 'us-en'], { grades: [{ code: '3', order: 3, translated_name: 'Grade 3' }], episodes: [], enums: {} });
  client.setQueryData(['catalogue', 'us-en'], {
    strands: [
      { id: 'addition-subtraction', name: 'Addition and subtraction', description: '', topics: [{ key: 'addition-subtraction/add', name: 'Adding', description: '', subtopics: [] }] },
      { id: 'time', name: 'Time', description: '', topics: [{ key: 'time/read-clock', name: 'Telling time', description: '', subtopics: [] }] },
    ],
    curricula: [],
    assessments: [],
    textbooks: [],
  });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/us/en/account/classes/${CLASS_ID}/progress/`]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/:region/:language/account/classes/:id/progress/" element={<ClassProgressPage />} />
              <Route path="/:region/:language/login/" element={<p>login page</p>} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('a class’s progress', () => {
  it('shows each student’s mastery per skill, with the band in words and the evidence', async () => {
    fetchMock.mockImplementationOnce(() => reply(classView));
    await renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Year 3 Oak: progress' });
    expect(new URL(String(fetchMock.mock.calls[0]![0])).pathname).toBe(RUN_PATHS.classMastery(CLASS_ID));
    const table = screen.getByRole('table', { name: 'Mastery of each student of Year 3 Oak, by skill' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Student', 'Adding (Grade 3)', 'Telling time (Grade 3)']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells(rows[0]!)).toEqual(['91% Mastered15 right of 15 answers3 runs, on 2 days, 100% right lately', ' Just started1 right of 3 answers1 run, on 1 day, 30% right lately']);
    expect(cells(rows[1]!)).toEqual(['31% Needs help1 right of 5 answers1 run, on 1 day, 18% right lately', 'Not started']);
    // the legend says what mastered asks for, from the rule itself
    expect(screen.getByText(/at least 80% of the recent answers right, over at least 3 runs, on at least 2 different days \(at least 12 answers\)/)).toBeTruthy();
    expect(cells(rows[2]!)).toEqual(['Not started', 'Not started']);
  });

  it('draws the bands per skill as a chart whose numbers are also a table', async () => {
    fetchMock.mockImplementationOnce(() => reply(classView));
    await renderPage();
    const chart = await screen.findByRole('img', { name: /How many students are in each band, for each skill/ });
    expect(chart.querySelectorAll('.chart-row')).toHaveLength(2);
    const counts = screen.getByRole('table', { name: 'Students in each band, by skill' });
    const header = within(counts).getAllByRole('columnheader').map((h) => h.textContent);
    expect(header).toEqual(['Skill', 'Just started', 'Needs help', 'Practising', 'Mastered', 'Not started']);
    const body = within(counts).getAllByRole('row').slice(1).map((r) => [within(r).getByRole('rowheader').textContent, ...within(r).getAllByRole('cell').map((c) => Number(c.textContent))]);
    expect(body).toEqual([
      ['Adding (Grade 3)', 0, 1, 0, 1, 1],
      ['Telling time (Grade 3)', 1, 0, 0, 0, 2],
    ]);
    // every student is counted once per skill
    for (const { counts: c } of bandCounts(classView)) expect(Object.values(c).reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('says when nobody has played yet, and when the class is not the teacher’s', async () => {
    fetchMock.mockImplementationOnce(() => reply({ ...classView, skills: [], students: classView.students.map((s) => ({ ...s, skills: {} })) }));
    await renderPage();
    expect(await screen.findByText(/No one in this class has played yet/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    fetchMock.mockImplementationOnce(() => reply({ user_message: 'Not found.' }, 404));
    await renderPage();
    expect(await screen.findByText('This class does not exist, or it is not one of yours.')).toBeTruthy();
    cleanup();
    fetchMock.mockImplementationOnce(() => reply({ user_message: 'Please log in to continue.' }, 401));
    await renderPage();
    expect(await screen.findByText('login page')).toBeTruthy();
  });
});
