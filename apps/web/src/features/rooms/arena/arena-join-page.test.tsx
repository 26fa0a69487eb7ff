/**
 * The Arena's way in says the nickname limit the server keeps (the domain's NICKNAME_MAX), in
 * every language, with the noun in the form that number needs: a limit typed into a text would
 * stay behind when the rule changes.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { TextsProvider, type Texts } from '../../../i18n/small.tsx';
import { ArenaJoinPage } from './arena-join-page.tsx';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import fr from '../i18n/fr.json';
import ar from '../i18n/ar.json';

// a limit no text could have typed in by chance
vi.mock('@numbloom/domain/games', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  NICKNAME_MAX: 13,
}));

afterEach(cleanup);

const CATALOGUES = { en, es, fr, ar };

describe('the Arena’s nickname hint', () => {
  it.each([
    ['en', 'Up to 13 characters.'],
    ['es', 'Hasta 13 caracteres.'],
    ['fr', '13 caractères au plus.'],
    ['ar', '13 حرفًا على الأكثر.'],
  ] as const)('in %s says the domain’s limit', (language, said) => {
    const texts: Texts = { language, trees: new Map([['rooms', [CATALOGUES[language], en]]]) };
    render(
      <TextsProvider texts={texts}>
        <ArenaJoinPage />
      </TextsProvider>,
    );
    // the hint the nickname field is described by
    const described =
      screen.getByRole('textbox', { name: CATALOGUES[language].join.nickname }).getAttribute('aria-describedby') ?? '';
    const text = described
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(text).toContain(said);
    expect(text).not.toContain('20');
  });
});
