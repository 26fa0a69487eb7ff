/**
 * A signed-in child's Arena notice on their pages of the children's entry (decision 101), against the server's
 * notices: the Arena their teacher opened for their class with its button, nothing when there is none, and what
 * went wrong when it closed before the child went in.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GAME_PATHS } from '@numbloom/domain/games';
import type { ArenaNotice } from '@numbloom/domain/games-schema';
import { clearPageSettings, setPageSettings } from '../../../app/test-page-settings.ts';
import { loadTexts, TextsProvider } from '../../../i18n/small.tsx';
import ChildArenaNotices from './child-arena-notices.tsx';

const NOTICE: ArenaNotice = {
  code: 'ABC123',
  activity_id: 'grade-3-add-episode',
  activity_title: 'Adding up',
  class_name: 'Year 3 Oak',
  state: 'started',
  ends_at: null,
  notified_at: '2099-03-01T09:00:00.000Z',
};
let notices: ArenaNotice[];
const reply = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  setPageSettings({ region: 'gb', language: 'en', viewer: { first_name: 'Ada', last_name: 'L', role: 'student' } });
  notices = [NOTICE];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: unknown) => {
      const path = new URL(String(url)).pathname;
      if (path === GAME_PATHS.arenaNotices) return reply({ notices });
      if (path === GAME_PATHS.arenaLaunch(NOTICE.code)) return reply({ user_message: 'Not found.' }, 404);
      return Promise.reject(new TypeError('Failed to fetch'));
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  clearPageSettings();
});

async function renderNotices() {
  const texts = await loadTexts('en', ['rooms', 'child-home'], 'gb');
  return render(
    <TextsProvider texts={texts}>
      <ChildArenaNotices />
    </TextsProvider>,
  );
}

describe("a child's Arena notice", () => {
  it('shows the Arena their teacher opened, and says so under its button when it has closed since', async () => {
    await renderNotices();
    const notice = await screen.findByRole('region', { name: 'Your teacher has opened an Arena!' });
    expect(notice.textContent).toContain('Adding up for Year 3 Oak.');
    await userEvent.click(screen.getByRole('button', { name: 'Play now' }));
    expect((await screen.findByRole('alert')).textContent).not.toBe('');
    expect((screen.getByRole('button', { name: 'Play now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows nothing when there is no Arena open for them', async () => {
    notices = [];
    const { container } = await renderNotices();
    // asked, answered, and nothing drawn
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    await act(async () => {});
    expect(container.textContent).toBe('');
  });
});
