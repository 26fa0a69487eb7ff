/**
 * The teacher's screen follows a room from two sources at once: its first read (GET) and the event
 * stream, whose first event is the room too. The read can be answered before a child joins and
 * arrive after the stream has told of them (Play again brings every child at once): the screen keeps
 * what the stream said, and the child stays on the name wall. The whole game with the real server is
 * apps/web/e2e/rooms-together.spec.ts.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { HostPlayer, HostView } from '@numbloom/domain/games-schema';
import { createI18n } from '../../../i18n/setup.ts';
import { clearPageSettings, setPageSettings } from '../../../app/test-page-settings.ts';
import { FakeSource } from '../../../lib/test-event-source.ts';
import { useHostRoom } from './host-room.ts';

const AT = '2026-03-01T10:00:00.000Z';
const player = (nickname: string): HostPlayer => ({
  id: nickname,
  nickname,
  status: 'not-started',
  removed: false,
  connected: true,
  score: 0,
  bonus: 0,
  answered: 0,
  answers: [],
  extra_time: 'none',
  roster: false,
  joined_at: AT,
});
const room = (players: HostPlayer[]): HostView => ({
  code: 'ABCD23',
  mode: 'class-room',
  state: 'waiting',
  activity_id: 'grade-2-addition-subtraction-class-game',
  language: 'en',
  item_count: 10,
  capacity: 100,
  created_at: AT,
  started_at: null,
  ended_at: null,
  settings: {
    locked: false,
    join_check: false,
    nickname_mode: 'free',
    class_id: null,
    speed_bonus: false,
    pace: 'together',
    seconds_per_question: null,
    class_name: null,
  },
  check: null,
  round: null,
  round_started_at: null,
  round_closed_at: null,
  next_code: null,
  players,
  seat_requests: [],
  results_until: null,
  duration_seconds: null,
  ends_at: null,
});

function Names() {
  const { room: r } = useHostRoom('ABCD23');
  return <p data-testid="names">{r ? r.players.map((p) => p.nickname).join(', ') : 'nothing yet'}</p>;
}

async function renderNames() {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['rooms', 'host', 'ui']);
  render(
    <I18nextProvider i18n={i18n}>
      <Names />
    </I18nextProvider>,
  );
}

let answerRead: (body: unknown) => void = () => undefined;
beforeEach(() => {
  setPageSettings({ region: 'us', language: 'en' });
  vi.stubGlobal('EventSource', FakeSource);
  // the first read, answered only when the test says
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>(
          (resolve) =>
            (answerRead = (body) =>
              resolve(
                new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }),
              )),
        ),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeSource.made = [];
  clearPageSettings();
});

describe('the room on the teacher’s screen', () => {
  it('keeps a child the stream told of when the first read, older, arrives after it', async () => {
    await renderNames();
    await waitFor(() => expect(FakeSource.made).toHaveLength(1));
    const stream = FakeSource.made[0]!;
    act(() => {
      stream.readyState = FakeSource.OPEN;
      stream.onopen?.();
      stream.emit('room', JSON.stringify({ type: 'room', room: room([player('Ada')]) }));
      stream.emit('player-joined', JSON.stringify({ type: 'player-joined', player: player('Bo') }));
    });
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Ada, Bo'));
    // the read the server answered before Bo came; a macrotask later every promise it resolves has run
    await act(async () => {
      answerRead(room([player('Ada')]));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByTestId('names').textContent).toBe('Ada, Bo');
  });

  it('shows the first read when it comes before the stream has said anything', async () => {
    await renderNames();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await act(async () => answerRead(room([player('Ada')])));
    await waitFor(() => expect(screen.getByTestId('names').textContent).toBe('Ada'));
  });
});
