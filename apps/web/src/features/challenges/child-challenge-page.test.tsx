/**
 * A signed-in child's page of a challenge (decision 097), against the challenge the server answers:
 * its name, whether it is on and until when, the runs the server counted for the child, Play while it
 * can be played, and the leaderboard. An English page in the UK, as the children's entry draws it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { CHALLENGE_PATHS } from '@numbloom/domain/challenges';
import type { ChallengeDetail } from '@numbloom/domain/challenges-schema';
import { clearPageSettings, setPageSettings } from '../../app/test-page-settings.ts';
import { loadTexts, TextsProvider } from '../../i18n/small.tsx';
import { formatInstant } from './api.ts';
import ChildChallengePage from './child-challenge-page.tsx';

const UUID = '0b5f9a2e-4c1d-4e8f-9a6b-2d3c4e5f6a7b';
const AT = {
  warmup: '2099-03-01T09:00:00.000Z',
  contest: '2099-03-02T09:00:00.000Z',
  ends: '2099-03-09T17:00:00.000Z',
};
const detail = (
  stage: ChallengeDetail['challenge']['stage'],
  over: Partial<ChallengeDetail> = {},
): ChallengeDetail => ({
  challenge: {
    uuid: UUID,
    name: 'Maths Week',
    description: 'Add.',
    description_language: 'en',
    languages: ['en'],
    grades: ['3'],
    activity_ids: ['grade-3-add-episode'],
    registration_opens_at: '2099-02-01T09:00:00.000Z',
    registration_closes_at: AT.contest,
    warmup_starts_at: AT.warmup,
    contest_starts_at: AT.contest,
    contest_ends_at: AT.ends,
    time_zone: 'Europe/London',
    target_kind: 'correct_answers',
    target: 20,
    tier_rule: { ruby: 100, platinum: 90, gold: 75, silver: 50 },
    min_participants: 2,
    stage,
    registration_open: stage === 'registration',
    message: null,
  },
  registration: { entered: true, class_ids: [], student_ids: [], hide_names: false, school: null },
  standing: { score: 0, runs: 0, rank: null, of: 0, target: 20, tier: null },
  ...over,
});

let answer: () => Promise<Response>;
const reply = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  setPageSettings({ region: 'uk', language: 'en', viewer: { first_name: 'Ada', last_name: 'L', role: 'student' } });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: unknown) =>
      new URL(String(url)).pathname === CHALLENGE_PATHS.challenge(UUID)
        ? answer()
        : Promise.reject(new TypeError('Failed to fetch')),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearPageSettings();
});

async function renderPage() {
  window.history.replaceState(null, '', `/uk/en/challenge/${UUID}/`);
  const texts = await loadTexts('en', ['rooms', 'child-home'], 'uk');
  return render(
    <TextsProvider texts={texts}>
      <Suspense fallback={null}>
        <ChildChallengePage uuid={UUID} />
      </Suspense>
    </TextsProvider>,
  );
}
const when = (iso: string) => formatInstant(iso, 'Europe/London', 'en');

describe("a child's page of a challenge", () => {
  it('in the contest: its name, what counts and until when, the child’s runs and score, Play and the leaderboard', async () => {
    answer = () =>
      reply(detail('contest', { standing: { score: 12, runs: 3, rank: 2, of: 30, target: 20, tier: null } }));
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Maths Week' })).toBeTruthy();
    expect(screen.getByText('The contest is on: every right answer counts')).toBeTruthy();
    expect(screen.getByText(`Ends ${when(AT.ends)}`)).toBeTruthy();
    expect(screen.getByText('You have played 3 times.')).toBeTruthy();
    expect(screen.getByText('Your score: 12 of 20')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play' }).getAttribute('href')).toBe(`/uk/en/challenge/${UUID}/play/`);
    expect(screen.getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe(
      `/uk/en/challenge/${UUID}/leaderboard/`,
    );
    // the tab is named once the page's title texts have come (a chunk of their own)
    await waitFor(() => expect(document.title).toContain('Maths Week'));
  });

  it('in the warm-up: nothing counts yet, when the contest starts, Play', async () => {
    answer = () => reply(detail('warmup'));
    await renderPage();
    expect(await screen.findByText('Warm-up: practise, nothing counts yet')).toBeTruthy();
    expect(screen.getByText(`Starts ${when(AT.contest)}`)).toBeTruthy();
    expect(screen.getByText('You have not played yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Play' })).toBeTruthy();
  });

  it('before the warm-up: when it starts, and nothing to play or rank yet', async () => {
    answer = () => reply(detail('registration'));
    await renderPage();
    expect(await screen.findByText(`Starts ${when(AT.warmup)}`)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Play' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Leaderboard' })).toBeNull();
  });

  it('once over: says so, no Play, the leaderboard', async () => {
    answer = () =>
      reply(detail('over', { standing: { score: 20, runs: 1, rank: 1, of: 30, target: 20, tier: 'ruby' } }));
    await renderPage();
    expect(await screen.findByText('Sorry, this challenge is now over.')).toBeTruthy();
    expect(screen.getByText('You have played 1 time.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Play' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Leaderboard' })).toBeTruthy();
  });

  it('a class not registered: asks the child to ask their teacher, no Play', async () => {
    answer = () => reply(detail('contest', { registration: null, standing: null }));
    await renderPage();
    expect(await screen.findByText('Your class is not registered for this challenge. Ask your teacher.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Play' })).toBeNull();
  });

  it('says so when the challenge is not there', async () => {
    answer = () => reply({ user_message: 'Not found.' }, 404);
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'This challenge does not exist.' })).toBeTruthy();
  });
});
