/**
 * A signed-in child's list of challenges (decision 101), against what the server answers of the challenges
 * their class or their parent entered them in: on now, coming up and over, each a tile to the child's own page
 * of it; a word for a child whose class is in none. A French page in Canada, as the children's entry draws it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import { CHILD_CHALLENGES_PATH, type ChildChallenge } from '@numbloom/domain/child-challenges';
import { clearPageSettings, setPageSettings } from '../../app/test-page-settings.ts';
import { loadTexts, TextsProvider } from '../../i18n/small.tsx';
import { formatInstant } from './api.ts';
import ChildChallengesPage from './child-challenges-page.tsx';

const challenge = (uuid: string, name: string, stage: ChildChallenge['stage']): ChildChallenge => ({
  uuid,
  name,
  stage,
  contest_starts_at: '2099-03-02T09:00:00.000Z',
  contest_ends_at: '2099-03-09T17:00:00.000Z',
  time_zone: 'America/Toronto',
});
const ON = challenge('0b5f9a2e-4c1d-4e8f-9a6b-2d3c4e5f6a7b', 'Semaine des nombres', 'contest');
const SOON = challenge('1b5f9a2e-4c1d-4e8f-9a6b-2d3c4e5f6a7b', 'Défi des fractions', 'registration');
const OVER = challenge('2b5f9a2e-4c1d-4e8f-9a6b-2d3c4e5f6a7b', 'Défi de l’automne', 'over');

let answer: () => Promise<Response>;
const reply = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  setPageSettings({ region: 'ca', language: 'fr', viewer: { first_name: 'Ada', last_name: 'L', role: 'student' } });
  fetchMock = vi.fn((url: unknown) =>
    new URL(String(url)).pathname === CHILD_CHALLENGES_PATH
      ? answer()
      : Promise.reject(new TypeError('Failed to fetch')),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearPageSettings();
});

async function renderPage() {
  const texts = await loadTexts('fr', ['rooms', 'child-home'], 'ca');
  return render(
    <TextsProvider texts={texts}>
      <Suspense fallback={null}>
        <ChildChallengesPage />
      </Suspense>
    </TextsProvider>,
  );
}

describe("a child's list of challenges", () => {
  it('lists theirs on now, coming up and over, each to the child’s own page of it, with when it ends or starts', async () => {
    answer = () => reply({ results: [ON, SOON, OVER] });
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes défis' })).toBeTruthy();
    const when = (iso: string) => formatInstant(iso, 'America/Toronto', 'fr');
    const now = screen.getByRole('region', { name: 'En ce moment' });
    const link = within(now).getByRole('link', { name: new RegExp(ON.name) });
    expect(link.getAttribute('href')).toBe(`/ca/fr/challenge/${ON.uuid}/`);
    expect(link.textContent).toContain(`Se termine le ${when(ON.contest_ends_at)}`);
    const soon = within(screen.getByRole('region', { name: 'Bientôt' })).getByRole('link');
    expect([soon.getAttribute('href'), soon.textContent]).toEqual([
      `/ca/fr/challenge/${SOON.uuid}/`,
      `${SOON.name}Commence le ${when(SOON.contest_starts_at)}`,
    ]);
    expect(within(screen.getByRole('region', { name: 'Terminés' })).getByRole('link').textContent).toContain(
      `S’est terminé le ${when(OVER.contest_ends_at)}`,
    );
    // who they are comes from their session, in the page's language: the address names no child
    const asked = new URL(String(fetchMock.mock.calls[0]![0]));
    expect([asked.pathname, asked.searchParams.get('language_code')]).toEqual([CHILD_CHALLENGES_PATH, 'fr']);
    expect(document.title).toContain('Mes défis');
  });

  it('says so when their class is in none', async () => {
    answer = () => reply({ results: [] });
    await renderPage();
    expect(
      await screen.findByText('Ta classe ne participe encore à aucun défi. Demande à ton enseignant !'),
    ).toBeTruthy();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says so when the list cannot be read', async () => {
    answer = () => reply({ user_message: 'Down.' }, 503);
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mes défis' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
