/**
 * The curriculum and textbook browse pages are read one grade at a time:
 * without a grade they show the grade chooser alone; with ?grade= they show
 * that grade's standards (or units) and nothing of another grade. The other
 * browse pages keep their grade filter.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Suspense } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ContentCatalogue, Episode, Grade } from '@numbloom/domain/content';
import { PAGE_SETTINGS_ELEMENT_ID } from '@numbloom/domain/page-settings';
import { createI18n } from '../../i18n/setup.ts';
import { BrowsePage } from './browse-page.tsx';

// Year 2 has no standard with an activity: the chooser must not offer it.
const grades: Grade[] = [
  { code: 'K', order: 0, short_translated_name: 'F', translated_name: 'Foundation' },
  { code: '1', order: 1, short_translated_name: '1', translated_name: 'Year 1' },
  { code: '2', order: 2, short_translated_name: '2', translated_name: 'Year 2' },
  { code: '3', order: 3, short_translated_name: '3', translated_name: 'Year 3' },
];

function episode(id: string, grade: string, title: string, codes: string[], units: string[] = []): Episode {
  return {
    id,
    link: `/episode/${id}/x`,
    type: 'episode',
    title,
    grade,
    strand: 'time',
    topic: 'time/telling-time',
    subtopic: 'clock',
    subtopic_name: 'Clock',
    difficulty: 2,
    generator_key: 'time/telling-time',
    curricula: { ac9: codes },
    textbook_units: units,
    assessments: ['start-of-year-check'],
    more_data: { asset_url: '/images/strands/time.svg', extra_data: '' },
  };
}

const episodes = [
  episode('grade-k-count', 'K', 'Counting to 20', ['AC9MFN01'], ['book:k1']),
  episode('grade-1-count', '1', 'Counting to 120', ['AC9M1N01'], ['book:g1']),
  episode('grade-3-clock', '3', 'Telling time: To the nearest minute', ['AC9M3M04'], ['book:g3']),
  episode('grade-3-add', '3', 'Adding three-digit numbers', ['AC9M3N04'], ['book:g3']),
];

const catalogue: ContentCatalogue = {
  strands: [{ id: 'time', name: 'Time', description: 'Clocks.', topics: [] }],
  curricula: [
    {
      id: 'ac9',
      name: 'Australian Curriculum: Mathematics v9.0',
      short_name: 'AC9',
      url: 'https://example.org/',
      regions: ['au'],
      standards: [
        { code: 'AC9MFN01', grade: 'K', description: 'Name, represent and order numbers to 20.' },
        { code: 'AC9M1N01', grade: '1', description: 'Recognise numbers to 120.' },
        { code: 'AC9M2N01', grade: '2', description: 'A standard no activity teaches yet.' },
        { code: 'AC9M3M04', grade: '3', description: 'Tell time to the minute.' },
        { code: 'AC9M3N04', grade: '3', description: 'Add and subtract two- and three-digit numbers.' },
      ],
    },
  ],
  assessments: [{ id: 'start-of-year-check', name: 'Start-of-year check', description: 'One of each.' }],
  textbooks: [
    {
      id: 'book',
      name: 'A maths book',
      publisher: 'A publisher',
      url: 'https://example.org/',
      units: [
        { id: 'k1', grade: 'K', name: 'Module 1: Counting' },
        { id: 'g1', grade: '1', name: 'Module 1: Numbers to 120' },
        { id: 'g3', grade: '3', name: 'Module 2: Time and adding' },
      ],
    },
  ],
};

let instance: i18n;
let settingsScript: HTMLScriptElement;
beforeAll(async () => {
  settingsScript = document.createElement('script');
  settingsScript.id = PAGE_SETTINGS_ELEMENT_ID;
  settingsScript.type = 'application/json';
  settingsScript.textContent = JSON.stringify({ region: 'au', language: 'en' });
  document.head.append(settingsScript);
  instance = await createI18n('en');
  await instance.loadNamespaces(['activities', 'ui']);
});
afterEach(cleanup);
afterAll(() => settingsScript.remove());

function renderAt(url: string) {
  // The content the loader would fetch, already in the cache.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(['settings', 'au-en'], {});
  client.setQueryData(['content', 'au-en'], { grades, episodes, enums: {} });
  client.setQueryData(['catalogue', 'au-en'], catalogue);
  return render(
    <I18nextProvider i18n={instance}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Suspense fallback={null}>
            <Routes>
              <Route path="/:region/:language/activities/:kind/:value" element={<BrowsePage />} />
            </Routes>
          </Suspense>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const chooser = () => screen.getByRole('navigation', { name: 'Choose a grade' });
const sectionHeadings = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('the curriculum page, one grade at a time', () => {
  it('without a grade (old links) shows the chooser of the grades it has standards for, and no standard', async () => {
    renderAt('/au/en/activities/curriculum/ac9/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Australian Curriculum: Mathematics v9.0' })).toBeTruthy();
    const links = within(chooser()).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Foundation', 'Year 1', 'Year 3']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/au/en/activities/curriculum/ac9/?grade=k',
      '/au/en/activities/curriculum/ac9/?grade=1',
      '/au/en/activities/curriculum/ac9/?grade=3',
    ]);
    expect(links.filter((l) => l.hasAttribute('aria-current'))).toEqual([]);
    expect(screen.getByText('Choose a grade to see its standards and their activities.')).toBeTruthy();
    expect(sectionHeadings()).toEqual([]);
    expect(screen.queryByRole('link', { name: 'Counting to 20' })).toBeNull();
  });

  it('with ?grade=3 shows that grade’s standards, codes, descriptions and activity links only, and marks the grade chosen', async () => {
    renderAt('/au/en/activities/curriculum/ac9/?grade=3');
    expect(await screen.findByRole('heading', { level: 2, name: 'AC9M3M04' })).toBeTruthy();
    expect(sectionHeadings()).toEqual(['AC9M3M04', 'AC9M3N04']);
    expect(screen.getByText('Tell time to the minute.')).toBeTruthy();
    const clock = screen.getByRole('link', { name: 'Telling time: To the nearest minute' });
    expect(clock.getAttribute('href')).toBe('/au/en/activities/episode/grade-3-clock/');
    expect(screen.queryByRole('link', { name: 'Counting to 20' })).toBeNull();
    expect(within(chooser()).getByRole('link', { name: 'Year 3' }).getAttribute('aria-current')).toBe('page');
    expect(within(chooser()).getByRole('link', { name: 'Year 1' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('2 activities');
    // The chooser replaces the grade filter; the breadcrumb leads back to the overview.
    expect(screen.queryByLabelText('Grade', { exact: true })).toBeNull();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Curriculum: Australian Curriculum: Mathematics v9.0' }).getAttribute('href')).toBe('/au/en/activities/curriculum/ac9/');
  });

  it('following a grade link shows that grade instead', async () => {
    renderAt('/au/en/activities/curriculum/ac9/?grade=3');
    await userEvent.click(await within(await screen.findByRole('navigation', { name: 'Choose a grade' })).findByRole('link', { name: 'Foundation' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'AC9MFN01' })).toBeTruthy();
    expect(sectionHeadings()).toEqual(['AC9MFN01']);
    expect(within(chooser()).getByRole('link', { name: 'Foundation' }).getAttribute('aria-current')).toBe('page');
  });

  it('a grade it has no standard for (or no such grade) falls back to the overview', async () => {
    renderAt('/au/en/activities/curriculum/ac9/?grade=2');
    expect(await screen.findByText('Choose a grade to see its standards and their activities.')).toBeTruthy();
    expect(sectionHeadings()).toEqual([]);
  });
});

describe('the other browse pages', () => {
  it('the textbook page is read a grade at a time too, its unit headings unchanged', async () => {
    renderAt('/au/en/activities/textbook/book/?grade=1');
    expect(await screen.findByRole('heading', { level: 2, name: 'Year 1 · Module 1: Numbers to 120' })).toBeTruthy();
    expect(sectionHeadings()).toEqual(['Year 1 · Module 1: Numbers to 120']);
    expect(within(chooser()).getByRole('link', { name: 'Year 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('the assessment page keeps every grade on one page with its grade filter, and no chooser', async () => {
    renderAt('/au/en/activities/assessment/start-of-year-check/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Start-of-year check' })).toBeTruthy();
    expect(sectionHeadings()).toEqual(['Foundation', 'Year 1', 'Year 3']);
    expect(screen.getByLabelText('Grade', { exact: true })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Choose a grade' })).toBeNull();
  });
});

describe('the filters are kept in the address', () => {
  it('a filter chosen on the page is written to the address and read back from it, so Back returns to the list as it was', async () => {
    const user = userEvent.setup();
    const first = renderAt('/au/en/activities/assessment/start-of-year-check/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Start-of-year check' })).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Grade', { exact: true }), '3');
    expect(sectionHeadings()).toEqual(['Year 3']);
    first.unmount();

    // the same list, opened again from the address the filter wrote (as Back does)
    renderAt('/au/en/activities/assessment/start-of-year-check/?grade=3&type=episode');
    expect(await screen.findByRole('heading', { level: 1, name: 'Start-of-year check' })).toBeTruthy();
    expect(sectionHeadings()).toEqual(['Year 3']);
    expect((screen.getByLabelText('Grade', { exact: true }) as HTMLSelectElement).value).toBe('3');
  });

  it('an unknown type or grade in the address filters nothing', async () => {
    renderAt('/au/en/activities/assessment/start-of-year-check/?grade=9&type=poster');
    expect(await screen.findByRole('heading', { level: 1, name: 'Start-of-year check' })).toBeTruthy();
    expect(sectionHeadings()).toEqual(['Foundation', 'Year 1', 'Year 3']);
  });
});
