/**
 * The host's live table while the class plays: with the speed bonus on, each child's bonus has its own
 * column (the table is sorted by score, then bonus, so the teacher sees why a row is above another);
 * with it off there is no such column.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { HostPlayer, HostView } from '@numbloom/domain/games-schema';
import { createI18n } from '../../../i18n/setup.ts';
import { clearPageSettings, setPageSettings } from '../../../app/test-page-settings.ts';
import { Players } from './host-players.tsx';

const player = (nickname: string, score: number, bonus: number): HostPlayer => ({
  id: nickname,
  nickname,
  status: 'playing',
  removed: false,
  connected: true,
  score,
  bonus,
  answered: score,
  answers: Array.from({ length: score }, () => true),
  extra_time: 'none',
  roster: false,
  joined_at: '2026-03-01T10:00:00.000Z',
});

const playing = (speed_bonus: boolean) =>
  ({
    code: 'ABCD23',
    state: 'started',
    item_count: 10,
    round: null,
    settings: { pace: 'self', speed_bonus },
    players: [player('Bo', 3, 2), player('Ada', 3, 5), player('Cy', 1, 1)],
  }) as unknown as HostView;

beforeEach(() => setPageSettings({ region: 'us', language: 'en' }));
afterEach(() => {
  cleanup();
  clearPageSettings();
});

async function renderPlayers(room: HostView) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['rooms', 'host', 'ui']);
  render(
    <I18nextProvider i18n={i18n}>
      <Players room={room} act={async () => {}} onPlayer={() => {}} />
    </I18nextProvider>,
  );
  return screen.getByRole('table');
}

const column = (table: HTMLElement, name: string) => {
  const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
  const at = headers.indexOf(name);
  return at < 0 ? null : within(table).getAllByRole('row').slice(1).map((r) => r.children[at]!.textContent);
};

describe("the host's live table", () => {
  it('with the speed bonus on, shows each child’s bonus beside the score, in the order it ranks them', async () => {
    const table = await renderPlayers(playing(true));
    expect(column(table, 'Score')).toEqual(['3', '3', '1']);
    expect(column(table, 'Speed bonus')).toEqual(['5', '2', '1']);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Ada', 'Bo', 'Cy']);
  });

  it('with the speed bonus off, has no bonus column', async () => {
    const table = await renderPlayers(playing(false));
    expect(column(table, 'Speed bonus')).toBeNull();
    expect(column(table, 'Score')).toEqual(['3', '3', '1']);
  });
});
