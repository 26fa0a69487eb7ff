/**
 * The play page against the run API's answers (fetch answers as the server
 * does, decision 043): the server sends each question without its answer and
 * gives the verdicts, the level and the result; the page shows them. The
 * whole journey with the real server is apps/web/e2e/content-student.spec.ts.
 * This file never imports @numbloom/maths/all: on a French page the player
 * loads the French maths texts and no generator at all (the server makes the
 * questions).
 */
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generateItem, GeneratorNotLoadedError } from '@numbloom/maths/generate';
import { registeredLanguages } from '@numbloom/maths/text';
import type { PlayableItem } from '@numbloom/maths/playable';
import type { Episode } from '@numbloom/domain/content';
import { PAGE_SETTINGS_ELEMENT_ID } from '@numbloom/domain/page-settings';
import { RUN_MESSAGES, RUN_PATHS, type RunAnswerView, type RunView } from '@numbloom/domain/runs';
import { resetPageSettings } from '../../lib/page-settings.ts';
import { TextsProvider } from '../../i18n/small.tsx';
import { PlayPage } from './play-page.tsx';

const episode = (id: string, title: string): Episode => ({
  id,
  link: `/episode/${id}/add`,
  type: 'episode',
  title,
  grade: '3',
  strand: 'addition-subtraction',
  topic: 'add',
  subtopic: 'add',
  subtopic_name: 'Additionner',
  difficulty: 2,
  generator_key: 'addition-subtraction/add',
  curricula: {},
  textbook_units: [],
  assessments: [],
  more_data: { asset_url: '', extra_data: '' },
});
const first = episode('grade-3-add-episode', 'Additionner');
const second = episode('grade-3-subtract-episode', 'Soustraire');

/** A question as the server sends it: 'a + b = ?' typed in, no answer value. */
const question = (runId: string, index: number, a: number, b: number, level = 2): PlayableItem => ({
  id: `${runId}.${index}`,
  strand: 'addition-subtraction',
  topic: 'addition-subtraction/add',
  subtopic: 'multi-digit',
  grade: '3',
  difficulty: level as 1 | 2 | 3,
  prompt: { key: 'op.add', params: { a, b } },
  answer: { kind: 'integer' },
  input: 'text',
});

const view = (over: Partial<RunView> = {}): RunView => ({
  id: 'run-1',
  mode: 'activity',
  activity_id: first.id,
  skill: 'addition-subtraction/add@3',
  item_count: 3,
  answered: 0,
  correct: 0,
  level: 2,
  adaptive: true,
  word_problem: false,
  signed_in: true,
  item: question('run-1', 0, 12, 30),
  result: null,
  ...over,
});


let fetchMock: ReturnType<typeof vi.fn>;
const reply = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
/** The content the page names the activity and the next one from: the settings, then the episodes file they name. */
const CONTENT = { settings: '/api/v2/settings/', episodes: '/cdn/content/episodes.json' };
const isContent = (url: unknown) => Object.values(CONTENT).includes(new URL(String(url)).pathname);
/** The run API's answers, in the order the page asks (the content's calls are answered apart, whenever they come). */
let runReplies: Array<() => Promise<Response>>;
const runReply = (answer: () => Promise<Response>) => void runReplies.push(answer);
const calls = () =>
  fetchMock.mock.calls.filter(([url]) => !isContent(url)).map(([url, init]) => ({
    method: (init as RequestInit | undefined)?.method ?? 'GET',
    path: new URL(String(url)).pathname,
    body: (init as RequestInit | undefined)?.body ? JSON.parse(String((init as RequestInit).body)) : undefined,
  }));

let settingsScript: HTMLScriptElement;
beforeEach(() => {
  // The page settings the server writes into the page: a French page in Canada.
  settingsScript = document.createElement('script');
  settingsScript.id = PAGE_SETTINGS_ELEMENT_ID;
  settingsScript.type = 'application/json';
  settingsScript.textContent = JSON.stringify({ region: 'ca', language: 'fr' });
  document.head.append(settingsScript);
  resetPageSettings();
  sessionStorage.clear();
  runReplies = [];
  fetchMock = vi.fn((url: unknown) => {
    const path = new URL(String(url)).pathname;
    if (path === CONTENT.settings) return reply({ episode_static_mapping_url: `http://localhost${CONTENT.episodes}` });
    if (path === CONTENT.episodes) return reply([first, second]);
    return runReplies.shift()?.() ?? Promise.reject(new TypeError('Failed to fetch'));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  settingsScript.remove();
  resetPageSettings();
});
afterAll(() => resetPageSettings());

function renderPlayer(id = first.id, site = { region: 'ca', language: 'fr' }) {
  // the children's entry: no router, no query cache; the page reads its address from the shell (app/play-main.tsx)
  window.history.replaceState(null, '', `/${site.region}/${site.language}/activities/episode/${id}/play`);
  return render(
    <TextsProvider texts={{ language: site.language, trees: new Map() }}>
      <Suspense fallback={null}>
        <PlayPage id={id} search={new URLSearchParams()} />
      </Suspense>
    </TextsProvider>,
  );
}

describe('the play page', () => {
  it('starts a run on the server and shows its first question in French, having loaded the French texts and no generator', async () => {
    runReply(() => reply(view()));
    renderPlayer();
    // the player's texts, in French, before its first question
    expect(await screen.findByText('Préparation des questions…')).toBeTruthy();
    // the French texts arrive as a chunk of their own
    await screen.findByRole('heading', { name: 'Question 1 sur 3' }, { timeout: 10_000 });
    expect(document.getElementById('question')?.textContent).toBe('12 + 30 = ?');
    expect(screen.getByText('Niveau 2 : dans le rythme')).toBeTruthy();
    expect(registeredLanguages()).toEqual(['fr']);
    expect(() => generateItem({ topic: 'addition-subtraction/add', grade: '3', difficulty: 2, seed: 'x' })).toThrow(GeneratorNotLoadedError);
    // what was asked for: the activity, in the page's region and language; no seed, no score
    expect(calls()).toEqual([{ method: 'POST', path: RUN_PATHS.start, body: { mode: 'activity', activity_id: first.id, region_code: 'CA', language_code: 'fr' } }]);
  });

  it('sends the answer to the question asked, shows the server’s verdict and level, and moves on', async () => {
    const user = userEvent.setup();
    runReply(() => reply(view()));
    renderPlayer();
    const box = await screen.findByRole('textbox', { name: 'Ta réponse' });

    const afterFirst: RunAnswerView = {
      correct: true,
      expected: '42',
      reason: null,
      explanation: [],
      level_change: null,
      run: view({ answered: 1, correct: 1, item: question('run-1', 1, 25, 17) }),
    };
    runReply(() => reply(afterFirst));
    await user.type(box, '42{Enter}');
    const status = await screen.findByRole('status');
    await within(status).findByText('Bravo, c’est juste !');
    expect(calls()[1]).toEqual({ method: 'POST', path: RUN_PATHS.answers('run-1'), body: { item_id: 'run-1.0', response: '42', region_code: 'CA', language_code: 'fr' } });
    expect(screen.getByText('Score : 1')).toBeTruthy();
    const next = screen.getByRole('button', { name: 'Question suivante' });
    expect(document.activeElement).toBe(next);
    await user.click(next);

    const heading = await screen.findByRole('heading', { name: 'Question 2 sur 3' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(document.getElementById('question')?.textContent).toBe('25 + 17 = ?');

    // a wrong answer: the right one in French, the near miss, the steps, and an easier level next
    runReply(() =>
      reply({
        correct: false,
        expected: '42',
        reason: 'off-by-one',
        explanation: [{ key: 'ex.add', params: { a: 25, b: 17, c: 42 } }],
        level_change: 'down',
        run: view({ answered: 2, correct: 1, level: 1, item: question('run-1', 2, 3, 4, 1) }),
      } satisfies RunAnswerView),
    );
    await user.type(screen.getByRole('textbox', { name: 'Ta réponse' }), '41{Enter}');
    const wrong = await screen.findByText('Pas tout à fait.');
    expect(wrong.closest('p')?.textContent).toContain('La réponse est 42.');
    expect(screen.getByText('Comment la résoudre')).toBeTruthy();
    expect(screen.getByText('Ensuite, une question un peu plus facile.')).toBeTruthy();
  });

  it('ends with the result and stars the server worked out, then plays again or goes on to the next activity', async () => {
    const user = userEvent.setup();
    runReply(() => reply(view({ item_count: 1 })));
    renderPlayer();
    runReply(() =>
      reply({
        correct: true,
        expected: '42',
        reason: null,
        explanation: [],
        level_change: null,
        run: view({ item_count: 1, answered: 1, correct: 1, item: null, result: { correct: 1, total: 1, stars: 3, total_stars: 7 } }),
      } satisfies RunAnswerView),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Ta réponse' }), '42{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Voir mon score' }));
    const done = await screen.findByRole('heading', { name: 'Tu as terminé !' });
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(screen.getByText('Bonnes réponses : 1 sur 1.')).toBeTruthy();
    expect(screen.getByText(/Tu as gagné 3 étoiles\. Ton résultat est enregistré\./)).toBeTruthy();
    expect(screen.getByText('Tu as 7 étoiles en tout.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Activité suivante : Soustraire' }).getAttribute('href')).toBe(`/ca/fr/activities/episode/${second.id}/play`);
    expect(sessionStorage.getItem(`numbloom-run:${first.id}`)).toBeNull();

    runReply(() => reply(view({ id: 'run-2', item: question('run-2', 0, 5, 5) })));
    await user.click(screen.getByRole('button', { name: 'Rejouer' }));
    await screen.findByRole('heading', { name: 'Question 1 sur 3' });
    expect(calls().filter((c) => c.path === RUN_PATHS.start)).toHaveLength(2);
  });

  it('tells a guest their result is not kept, and shows no stars', async () => {
    const user = userEvent.setup();
    runReply(() => reply(view({ item_count: 1, signed_in: false })));
    renderPlayer();
    runReply(() =>
      reply({
        correct: true,
        expected: '42',
        reason: null,
        explanation: [],
        level_change: 'up',
        run: view({ item_count: 1, signed_in: false, answered: 1, correct: 1, item: null, result: { correct: 1, total: 1, stars: null, total_stars: null } }),
      } satisfies RunAnswerView),
    );
    await user.type(await screen.findByRole('textbox', { name: 'Ta réponse' }), '42{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Voir mon score' }));
    await screen.findByRole('heading', { name: 'Tu as terminé !' });
    expect(screen.getByText(/Tu joues en invité/)).toBeTruthy();
    expect(document.querySelector('.stars')).toBeNull();
    expect(screen.queryByText(/Tu as gagné|Ton résultat est enregistré/)).toBeNull();
  });

  it('carries on with the run in progress after a reload, and offers a new one when the server has closed it', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(`numbloom-run:${first.id}`, 'run-1');
    runReply(() => reply(view({ answered: 2, correct: 1, item: question('run-1', 2, 9, 9) })));
    renderPlayer();
    await screen.findByRole('heading', { name: 'Question 3 sur 3' });
    expect(calls()).toEqual([{ method: 'GET', path: RUN_PATHS.run('run-1'), body: undefined }]);

    runReply(() => reply({ user_message: RUN_MESSAGES.expired }, 410));
    await user.type(screen.getByRole('textbox', { name: 'Ta réponse' }), '18{Enter}');
    expect(await screen.findByText(/est restée ouverte trop longtemps/)).toBeTruthy();
    runReply(() => reply(view({ id: 'run-3', item: question('run-3', 0, 1, 1) })));
    await user.click(screen.getByRole('button', { name: 'Recommencer' }));
    await screen.findByRole('heading', { name: 'Question 1 sur 3' });
    expect(calls().at(-1)).toMatchObject({ method: 'POST', path: RUN_PATHS.start });
  });

  it('asks for an answer before sending, and keeps the question when the answer did not reach the server', async () => {
    const user = userEvent.setup();
    runReply(() => reply(view()));
    renderPlayer();
    await user.click(await screen.findByRole('button', { name: 'Vérifier' }));
    expect(screen.getByText('Réponds avant de vérifier.')).toBeTruthy();
    expect(calls()).toHaveLength(1);
    runReply(() => Promise.reject(new TypeError('Failed to fetch')));
    await user.type(screen.getByRole('textbox', { name: 'Ta réponse' }), '42{Enter}');
    expect(await screen.findByText(/Ta réponse ne nous est pas parvenue/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Question 1 sur 3' })).toBeTruthy();
  });
});

describe('the play page on a Germany site', () => {
  it('asks the question and explains it in German, as the page’s own language (no lang of its own)', async () => {
    const user = userEvent.setup();
    settingsScript.textContent = JSON.stringify({ region: 'de', language: 'de' });
    resetPageSettings();
    const item: PlayableItem = { ...question('run-de', 0, 3, 10), prompt: { key: 'missing.add1', params: { a: 3, c: 10 } } };
    runReply(() => reply(view({ id: 'run-de', item })));
    renderPlayer(first.id, { region: 'de', language: 'de' });
    await screen.findByRole('heading', { name: 'Frage 1 von 3' }, { timeout: 10_000 });
    const asked = document.getElementById('question')!;
    expect(asked.textContent).toBe('Finde die fehlende Zahl: 3 + ? = 10');
    expect(asked.hasAttribute('lang')).toBe(false);
    expect(registeredLanguages()).toContain('de');
    runReply(() =>
      reply({
        correct: false,
        expected: '7',
        reason: 'off-by-one',
        explanation: [{ key: 'ex.missing.add', params: { c: 10, a: 3, x: 7 } }],
        level_change: null,
        run: view({ id: 'run-de', answered: 1, item: question('run-de', 1, 2, 2) }),
      } satisfies RunAnswerView),
    );
    await user.type(screen.getByRole('textbox', { name: 'Deine Antwort' }), '6{Enter}');
    expect(await screen.findByText('Die fehlende Zahl ist 10 − 3 = 7.')).toBeTruthy();
    expect(screen.getByText('Ganz knapp: Du liegst um eins daneben.', { exact: false })).toBeTruthy();
    expect(calls()[1]).toMatchObject({ body: { region_code: 'DE', language_code: 'de' } });
  });
});

describe('the player’s motion', () => {
  it('animates only when the person has not asked for reduced motion', () => {
    // read as a file: the test runner hands CSS imports over empty
    const css = readFileSync(`${process.cwd()}/apps/web/src/player/run-player.css`, 'utf8');
    const outside = css.replace(/@media \(prefers-reduced-motion: no-preference\) \{[\s\S]*?\n\}/g, '');
    expect(css).toMatch(/animation:/);
    expect(outside).not.toMatch(/animation(-name)?:|transition:/);
  });
});
