/**
 * The host's live table while the class plays: with the speed bonus on, each child's bonus has its own
 * column (the table is sorted by score, then bonus, so the teacher sees why a row is above another);
 * with it off there is no such column. A child's extra time and buttons come only with the controls
 * open (decision 091); while the class joins, the table itself only comes with them.
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

async function renderPlayers(room: HostView, controls = true) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['rooms', 'host', 'ui']);
  render(
    <I18nextProvider i18n={i18n}>
      <Players room={room} act={async () => {}} onPlayer={() => {}} controls={controls} />
    </I18nextProvider>,
  );
  return screen.queryByRole('table');
}

const column = (table: HTMLElement, name: string) => {
  const headers = within(table).getAllByRole('columnheader').map((h) => h.textContent);
  const at = headers.indexOf(name);
  return at < 0 ? null : within(table).getAllByRole('row').slice(1).map((r) => r.children[at]!.textContent);
};

describe("the host's live table", () => {
  it('with the speed bonus on, shows each child’s bonus beside the score, in the order it ranks them', async () => {
    const table = (await renderPlayers(playing(true)))!;
    expect(column(table, 'Score')).toEqual(['3', '3', '1']);
    expect(column(table, 'Speed bonus')).toEqual(['5', '2', '1']);
    expect(within(table).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Ada', 'Bo', 'Cy']);
  });

  it('together, while a question is open, says who answered it but not who was right; once it closes, it does', async () => {
    // Cy was right on the open question (the third), Ada wrong, Bo has not answered
    const kid = (nickname: string, answers: Array<boolean | null>, bonus: number) => ({ ...player(nickname, answers.filter((a) => a === true).length, bonus), answers, answered: answers.filter((a) => a !== null).length });
    const together = (closed: boolean) =>
      ({
        ...playing(true),
        round: 2,
        round_closed_at: closed ? '2026-03-01T10:05:00.000Z' : null,
        settings: { pace: 'together', speed_bonus: true },
        players: [kid('Ada', [true, true, false], 4), kid('Bo', [true, true, null], 3), kid('Cy', [true, true, true], 9)],
      }) as unknown as HostView;
    const open = (await renderPlayers(together(false)))!;
    expect(column(open, 'Score')).toEqual(['2', '2', '2']);
    expect(column(open, 'Speed bonus')).toEqual(['…', '3', '…']);
    expect(within(open).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Ada', 'Bo', 'Cy']);
    const dots = (table: HTMLElement, row: number) => [...within(table).getAllByRole('row')[row]!.querySelectorAll('.answer-dots .dot')].map((d) => d.className);
    expect(dots(open, 3)).toEqual(['dot right', 'dot right', 'dot answered']);
    cleanup();
    const closed = (await renderPlayers(together(true)))!;
    expect(within(closed).getAllByRole('rowheader').map((h) => h.textContent)).toEqual(['Cy', 'Ada', 'Bo']);
    expect(column(closed, 'Score')).toEqual(['3', '2', '2']);
    expect(dots(closed, 1)).toEqual(['dot right', 'dot right', 'dot right']);
  });

  it('with the speed bonus off, has no bonus column', async () => {
    const table = (await renderPlayers(playing(false)))!;
    expect(column(table, 'Speed bonus')).toBeNull();
    expect(column(table, 'Score')).toEqual(['3', '3', '1']);
  });

  it('with the controls folded, shows how each child does and none of the teacher’s buttons or menus', async () => {
    const table = (await renderPlayers(playing(false), false))!;
    expect(column(table, 'Score')).toEqual(['3', '3', '1']);
    expect(column(table, 'Extra time')).toBeNull();
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(within(table).queryAllByRole('combobox')).toEqual([]);
  });

  it('with the controls open, gives each child their extra time and buttons', async () => {
    const table = (await renderPlayers(playing(false)))!;
    // each list is labelled with its child's name, the name marked as one (WCAG 3.1.2: a proper name)
    for (const name of ['Ada', 'Bo', 'Cy']) expect(within(table).getByRole('combobox', { name: `Extra time for ${name}` })).toBeTruthy();
    expect(within(table).getAllByRole('combobox')).toHaveLength(3);
    expect(table.querySelector('label bdi[translate="no"]')?.textContent).toBe('Ada');
    expect(within(table).getByRole('button', { name: 'Take Bo out' })).toBeTruthy();
  });

  it('while the class joins, is not there until the controls are opened (the wall shows the names)', async () => {
    const waiting = { ...playing(false), state: 'waiting' } as HostView;
    expect(await renderPlayers(waiting, false)).toBeNull();
    cleanup();
    expect(await renderPlayers(waiting, true)).not.toBeNull();
  });
});
