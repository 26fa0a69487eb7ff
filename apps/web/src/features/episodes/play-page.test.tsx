/**
 * The player on a French page loads the French maths texts and the generators
 * of its episode's strand, and nothing else of the engine: this file never
 * imports @numbloom/maths/all, so the engine starts as empty as in a browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { generateItem, GeneratorNotLoadedError } from '@numbloom/maths/generate';
import { registeredLanguages } from '@numbloom/maths/text';
import type { Episode } from '@numbloom/domain/content';
import { PAGE_SETTINGS_ELEMENT_ID } from '@numbloom/domain/page-settings';
import { createI18n } from '../../i18n/setup.ts';
import { PlayPage } from './play-page.tsx';
import { itemsForRun } from './engine.ts';
import { questionText } from './item-view.tsx';

const episode: Episode = {
  id: 'grade-3-add-episode',
  link: '/episode/grade-3-add-episode/add',
  type: 'episode',
  title: 'Additionner',
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
  more_data: { asset_url: '', extra_data: '' },
};

let instance: i18n;
let settingsScript: HTMLScriptElement;
beforeAll(async () => {
  // The page settings the server writes into the page: a French page in Canada.
  settingsScript = document.createElement('script');
  settingsScript.id = PAGE_SETTINGS_ELEMENT_ID;
  settingsScript.type = 'application/json';
  settingsScript.textContent = JSON.stringify({ region: 'ca', language: 'fr' });
  document.head.append(settingsScript);
  instance = await createI18n('fr');
  await instance.loadNamespaces(['episodes', 'ui']);
});
afterAll(() => settingsScript.remove());

function renderPlayer() {
  // The content the loader would fetch, already in the cache: only the maths engine is left to load.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['settings', 'ca-fr'], {});
  client.setQueryData(['content', 'ca-fr'], { grades: [], episodes: [episode], enums: {} });
  client.setQueryData(['catalogue', 'ca-fr'], {});
  return render(
    <I18nextProvider i18n={instance}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[`/ca/fr/activities/episode/${episode.id}/play?seed=fixed`]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/:region/:language/activities/episode/:id/play" element={<PlayPage />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

describe('the play page', () => {
  it('shows its loading state until the French texts are here, then the first item in French, having loaded that catalogue alone', async () => {
    renderPlayer();
    expect(screen.getByText('Préparation des questions…')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Question/ })).toBeNull();

    await screen.findByRole('heading', { name: 'Question 1 sur 5' });
    expect(registeredLanguages()).toEqual(['fr']);
    const first = itemsForRun(episode, 'fixed', 5)[0]!;
    expect(document.getElementById('question')?.textContent).toBe(questionText(first, false, 'fr'));
    // Only the episode's strand came with it.
    expect(() => generateItem({ topic: 'time/read-clock', grade: '3', difficulty: 2, seed: 'x' })).toThrow(GeneratorNotLoadedError);
  });
});
