/**
 * A signed-in child's page of an activity (decision 097), against the answers the server gives: the
 * episodes file that names the activity and the child's own record on it (their checked stars and the
 * assignments that give it to them). A French page in Canada, as the children's entry draws it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import type { Episode } from '@numbloom/domain/content';
import { childActivityPath, type ChildActivityResponse } from '@numbloom/domain/child-activity';
import { clearPageSettings, setPageSettings } from '../../app/test-page-settings.ts';
import { loadTexts, TextsProvider } from '../../i18n/small.tsx';
import ChildActivityPage from './child-activity-page.tsx';

const episode = (id: string, title: string, type: Episode['type'] = 'episode'): Episode => ({
  id,
  link: `/episode/${id}/add`,
  type,
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
  more_data: { asset_url: `http://localhost/cdn/images/strands/addition-subtraction.svg`, extra_data: '' },
});
const add = episode('grade-3-add-episode', 'Additionner');
const sheet = episode('grade-3-add-worksheet', 'Fiche d’additions', 'worksheet');
const CONTENT = { settings: '/api/v2/settings/', episodes: '/cdn/content/episodes.json' };
const record = (over: Partial<ChildActivityResponse> = {}): ChildActivityResponse => ({
  activity_id: add.id,
  stars: 0,
  runs: 0,
  assignments: [],
  ...over,
});

let fetchMock: ReturnType<typeof vi.fn>;
let mine: () => Promise<Response>;
const reply = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  setPageSettings({ region: 'ca', language: 'fr', viewer: { first_name: 'Ada', last_name: 'L', role: 'student' } });
  sessionStorage.clear();
  mine = () => reply(record());
  fetchMock = vi.fn((url: unknown) => {
    const path = new URL(String(url)).pathname;
    if (path === CONTENT.settings) return reply({ episode_static_mapping_url: `http://localhost${CONTENT.episodes}` });
    if (path === CONTENT.episodes) return reply([add, sheet]);
    if (path === childActivityPath(add.id) || path === childActivityPath(sheet.id)) return mine();
    return Promise.reject(new TypeError('Failed to fetch'));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearPageSettings();
});

async function renderPage(id: string, assignment?: string) {
  window.history.replaceState(null, '', `/ca/fr/activities/episode/${id}/`);
  // the entry's own texts (rooms, child-home), loaded as play-main.tsx loads them
  const texts = await loadTexts('fr', ['rooms', 'child-home'], 'ca');
  return render(
    <TextsProvider texts={texts}>
      <Suspense fallback={null}>
        <ChildActivityPage id={id} {...(assignment ? { assignment } : {})} />
      </Suspense>
    </TextsProvider>,
  );
}

const playLink = () => screen.getByRole('link', { name: 'Jouer' });

describe("a child's page of an activity", () => {
  it('shows its title and picture, the child’s checked stars and a big Play to its player', async () => {
    mine = () => reply(record({ stars: 2, runs: 3 }));
    await renderPage(add.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Additionner' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: '2 étoiles' })).toBeTruthy();
    expect(document.querySelector('img.kid-page-picture')?.getAttribute('src')).toBe(add.more_data.asset_url);
    expect(playLink().getAttribute('href')).toBe('/ca/fr/activities/episode/grade-3-add-episode/play/');
    // the child's record asked in the page's region and language
    const asked = fetchMock.mock.calls
      .map(([url]) => new URL(String(url)))
      .find((u) => u.pathname === childActivityPath(add.id))!;
    expect([asked.searchParams.get('region_code'), asked.searchParams.get('language_code')]).toEqual(['CA', 'fr']);
    await waitFor(() => expect(document.title).toContain('Additionner'));
  });

  it('says how to win stars before the first run', async () => {
    await renderPage(add.id);
    expect(await screen.findByText('Joue pour gagner des étoiles !')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /étoile/ })).toBeNull();
  });

  it('says when the work their teacher gave is due, and plays it through the assignment so it counts', async () => {
    const due = '2099-03-06T12:00:00.000Z';
    const day = new Intl.DateTimeFormat('fr', { weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(due));
    mine = () =>
      reply(
        record({
          assignments: [{ id: '11111111-2222-4333-8444-555555555555', due_at: due, required: true, done: false }],
        }),
      );
    await renderPage(add.id);
    expect(await screen.findByText(`Pour ${day}`)).toBeTruthy();
    expect(screen.getByText('À faire')).toBeTruthy();
    expect(playLink().getAttribute('href')).toBe(
      '/ca/fr/activities/episode/grade-3-add-episode/play/?assignment=11111111-2222-4333-8444-555555555555',
    );
  });

  it('plays through the assignment the child came through from their home, never one the server does not give them', async () => {
    const soonest = { id: '11111111-2222-4333-8444-555555555555', due_at: '2099-03-06T12:00:00.000Z', required: false, done: false };
    const later = { id: '66666666-7777-4888-8999-000000000000', due_at: '2099-03-20T12:00:00.000Z', required: true, done: false };
    mine = () => reply(record({ assignments: [soonest, later] }));
    await renderPage(add.id, later.id);
    await waitFor(() =>
      expect(playLink().getAttribute('href')).toBe(
        `/ca/fr/activities/episode/grade-3-add-episode/play/?assignment=${later.id}`,
      ),
    );
    expect(screen.getByText('À faire')).toBeTruthy();
    cleanup();
    // an id someone typed is not theirs: the soonest of their own goes first
    await renderPage(add.id, '99999999-9999-4999-8999-999999999999');
    await waitFor(() =>
      expect(playLink().getAttribute('href')).toBe(
        `/ca/fr/activities/episode/grade-3-add-episode/play/?assignment=${soonest.id}`,
      ),
    );
  });

  it('says a done assignment is done, and plays again as practice', async () => {
    mine = () =>
      reply(
        record({
          stars: 3,
          runs: 1,
          assignments: [
            {
              id: '11111111-2222-4333-8444-555555555555',
              due_at: '2099-03-06T12:00:00.000Z',
              required: false,
              done: true,
            },
          ],
        }),
      );
    await renderPage(add.id);
    expect(await screen.findByText('Fini !')).toBeTruthy();
    expect(playLink().getAttribute('href')).toBe('/ca/fr/activities/episode/grade-3-add-episode/play/');
  });

  it('plays even when the child’s record cannot be read', async () => {
    mine = () => reply({ user_message: 'Down.' }, 503);
    await renderPage(add.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Additionner' })).toBeTruthy();
    await waitFor(() => expect(playLink()).toBeTruthy());
    expect(screen.queryByText('Joue pour gagner des étoiles !')).toBeNull();
  });

  it('offers no Play for an activity not played here, and says so', async () => {
    mine = () => reply(record({ activity_id: sheet.id }));
    await renderPage(sheet.id);
    expect(await screen.findByText('Cette activité ne se joue pas ici.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Jouer' })).toBeNull();
  });

  it('says so when the activity does not exist', async () => {
    await renderPage('no-such-episode');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cette activité n’existe pas.' })).toBeTruthy();
  });
});
