/**
 * The lobby's wall of names (decision 091): the type shrinks with the count to its floor; a wall
 * that must fit the screen (an Arena's) shows as many of the newest names as its cells hold and
 * says how many more there are.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../i18n/setup.ts';
import { clearPageSettings, setPageSettings } from '../../../app/test-page-settings.ts';
import { gridCells, NameWall, wallFit, wallSize } from './name-wall.tsx';

describe('the size of the names on the wall', () => {
  it('is large for a few, smaller for more, and at its floor from 25 names on', () => {
    expect([1, 12, 13, 24, 25, 40, 2000].map(wallSize)).toEqual(['large', 'large', 'medium', 'medium', 'small', 'small', 'small']);
  });
});

describe('a wall that must fit the screen', () => {
  it('shows every name while they fit, and one cell fewer with "+N more" once they do not', () => {
    expect(wallFit(40, 40)).toEqual({ shown: 40, more: 0 });
    expect(wallFit(41, 40)).toEqual({ shown: 39, more: 2 });
    expect(wallFit(2000, 45)).toEqual({ shown: 44, more: 1956 });
    expect(wallFit(5, 1)).toEqual({ shown: 0, more: 5 });
  });

  it('has as many cells as whole rows fit its height, times its columns, and at least a row', () => {
    // 5 columns; rows of 33 px, 8 px apart, in 320 px: (320 + 8) / 41 = 8 rows
    expect(gridCells(5, 320, 33, 8)).toBe(40);
    expect(gridCells(5, 319, 33, 8)).toBe(35);
    expect(gridCells(4, 10, 33, 8)).toBe(4);
    expect(gridCells(0, 500, 33, 8)).toBe(12);
  });
});

describe('the wall of a class game', () => {
  beforeEach(() => setPageSettings({ region: 'us', language: 'en' }));
  afterEach(() => {
    cleanup();
    clearPageSettings();
  });

  const renderWall = async (count: number) => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces(['host']);
    const players = Array.from({ length: count }, (_, i) => ({ id: `p${i}`, nickname: `Child ${i + 1}` }));
    render(
      <I18nextProvider i18n={i18n}>
        <NameWall players={players} total={count} />
      </I18nextProvider>,
    );
  };

  it('names every child, however many, with no "+N more"', async () => {
    await renderWall(40);
    expect(screen.getByRole('heading', { name: '40 children are in' })).toBeTruthy();
    const names = within(screen.getByRole('list')).getAllByRole('listitem').map((li) => li.textContent);
    expect(names).toEqual(Array.from({ length: 40 }, (_, i) => `Child ${i + 1}`));
    expect(screen.getByRole('list').getAttribute('data-size')).toBe('small');
  });

  it('says nobody has joined yet when nobody has', async () => {
    await renderWall(0);
    expect(screen.getByRole('heading', { name: 'Nobody has joined yet.' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
