/**
 * The host's end screen against the server's answers (fetch answers as the API does): the podium and
 * the table come from the results, whatever the screen's copy of the room says yet; "deleted" only
 * when the server says so. The whole game with the real server is apps/web/e2e/rooms-class.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import type { HostResults, HostView } from '@numbloom/domain/games-schema';
import { createI18n } from '../../../i18n/setup.ts';
import { Ended } from './host-ended.tsx';
import { clearPageSettings, setPageSettings } from '../../../app/test-page-settings.ts';

const RESULTS_UNTIL = '2026-03-02T10:00:00.000Z';
const results: HostResults = {
  code: 'ABCD23',
  activity_id: 'grade-2-addition-subtraction-class-game',
  item_count: 10,
  speed_bonus: false,
  ended_at: '2026-03-01T10:00:00.000Z',
  results_until: RESULTS_UNTIL,
  questions: null,
  next_code: null,
  players: [
    { id: 'a', nickname: 'Ada', score: 4, bonus: 0, answered: 4, status: 'completed', removed: false, roster: false, answers: [true, true, true, true], rank: 1 },
    { id: 'b', nickname: 'Bo', score: 2, bonus: 0, answered: 3, status: 'completed', removed: false, roster: false, answers: [true, false, true], rank: 2 },
  ],
};

/** The room as the host's screen holds it when End has been answered: ended, but results_until not heard yet. */
const endedRoom = (over: Partial<HostView> = {}) => ({ code: 'ABCD23', state: 'ended', results_until: null, ...over }) as HostView;

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

/** Where the screen's router is now (play again goes to the new game's host screen). */
function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

async function renderEnded(room: HostView) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['rooms', 'host', 'ui']);
  const screenOf = (r: HostView) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/us/en/host/ABCD23/']}>
        <Ended room={r} />
        <Where />
      </MemoryRouter>
    </I18nextProvider>
  );
  const view = render(screenOf(room));
  return { rerender: (next: HostView) => view.rerender(screenOf(next)) };
}

describe('the host screen after the end', () => {
  it('shows the podium and the table even before the screen has heard until when the results are kept', async () => {
    fetchMock.mockImplementation(() => reply(results));
    await renderEnded(endedRoom());
    const podium = await screen.findByRole('list', { name: 'Podium' });
    expect(podium.textContent).toContain('Ada');
    expect(screen.getByRole('table', { name: 'Every player, best first' }).textContent).toContain('Bo');
    expect(screen.queryByText("The students' nicknames and answers have been deleted.")).toBeNull();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('/ABCD23/');
  });

  it('names every child who ties on a step, numbers the three steps 1, 2, 3, and leaves off who never answered', async () => {
    const child = (id: string, rank: number | null, score: number) =>
      ({ id, nickname: `Kid ${id}`, score, bonus: 0, answered: rank === null ? 0 : 3, status: 'aborted', removed: false, roster: false, answers: [], rank }) as HostResults['players'][number];
    const tied = { ...results, players: [...['a', 'b', 'c', 'd', 'e'].map((id) => child(id, 1, 3)), child('f', 6, 2), child('g', 7, 1), child('h', 7, 1), ...Array.from({ length: 20 }, (_, i) => child(`z${i}`, null, 0))] };
    fetchMock.mockImplementation(() => reply(tied));
    await renderEnded(endedRoom());
    const podium = await screen.findByRole('list', { name: 'Podium' });
    const steps = podium.querySelectorAll(':scope > li');
    expect(steps).toHaveLength(3);
    const names = (step: Element) => [...step.querySelectorAll('.podium-name')].map((n) => n.textContent);
    expect(names(steps[0]!)).toEqual(['Kid a', 'Kid b', 'Kid c', 'Kid d', 'Kid e']);
    expect(names(steps[1]!)).toEqual(['Kid f']);
    expect(names(steps[2]!)).toEqual(['Kid g', 'Kid h']);
    expect([...steps].map((s) => s.querySelector('.podium-rank')!.textContent)).toEqual(['#1', '#2', '#3']);
    expect(podium.textContent).not.toContain('more');
    expect(steps[0]!.textContent).toContain('3 points');
    expect(podium.textContent).not.toContain('Kid z');
    // the table still lists every child
    expect(screen.getByRole('table', { name: 'Every player, best first' }).querySelectorAll('tbody tr')).toHaveLength(28);
  });

  it('plays again: a new game of the same activity, and the screen goes to it', async () => {
    fetchMock.mockImplementation((url: string) => (String(url).includes('/play-again/') ? reply({ code: 'WXYZ45', state: 'waiting' }) : reply(results)));
    await renderEnded(endedRoom());
    fireEvent.click(await screen.findByRole('button', { name: 'Play again with the same children' }));
    await vi.waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/us/en/host/WXYZ45/'));
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/v2/rooms/ABCD23/host/play-again/'));
    expect((call![1] as RequestInit).method).toBe('POST');
  });

  it('says the results are deleted when the server answers that they are', async () => {
    fetchMock.mockImplementation(() => reply({ user_message: GAME_MESSAGES.resultsDeleted }, 410));
    await renderEnded(endedRoom());
    expect(await screen.findByText("The students' nicknames and answers have been deleted.")).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Podium' })).toBeNull();
  });

  it('says so when the results are deleted while the screen is open', async () => {
    fetchMock.mockImplementation(() => reply(results));
    const { rerender } = await renderEnded(endedRoom({ results_until: RESULTS_UNTIL }));
    await screen.findByRole('list', { name: 'Podium' });
    rerender(endedRoom({ results_until: null }));
    expect(await screen.findByText("The students' nicknames and answers have been deleted.")).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Podium' })).toBeNull();
  });
});
