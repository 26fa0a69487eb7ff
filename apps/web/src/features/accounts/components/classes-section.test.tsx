import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ACCOUNT_DATA_MESSAGES, ACCOUNT_DATA_PATHS } from '@numbloom/domain/account-data';
import { ACCOUNT_PATHS, type Student, type TeacherClass } from '@numbloom/domain/accounts';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { createI18n } from '../../../i18n/setup.ts';
import { ClassesSection } from './classes-section.tsx';

/**
 * Renaming a student on their class card, against the server's answers
 * (fetch answers as the API does, with its real messages from
 * packages/domain). The journey with the real server and the student login
 * is apps/web/e2e/accounts-student.spec.ts; this covers the keyboard and the
 * answers it cannot easily bring about.
 */

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const student = (n: number, display_name: string, name_number: number | null = null): Student => ({
  id: id(n),
  display_name,
  name_number,
});
const klass = (students: Student[]): TeacherClass => ({
  id: 'c1',
  name: 'Year 1 Birch',
  class_code: 'ABCD2345',
  created_at: '2025-01-01T00:00:00.000Z',
  students,
});

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const writes = () =>
  fetchMock.mock.calls
    .map(([url, init]) => ({
      method: (init as RequestInit).method ?? 'GET',
      path: new URL(String(url)).pathname,
      body: (init as RequestInit).body,
    }))
    .filter((c) => c.method !== 'GET')
    .map((c) => ({ ...c, body: JSON.parse(String(c.body)) as Record<string, unknown> }));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function setup(students: Student[], language = 'en') {
  fetchMock.mockImplementationOnce(() => answer({ class_code: 'ABCD2345', classes: [klass(students)] }));
  const i18n = await createI18n(language);
  await i18n.loadNamespaces(['accounts', 'ui']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ClassesSection />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  const card = await screen.findByRole('article', { name: 'Year 1 Birch' });
  return { card };
}

describe('renaming a student', () => {
  it('opens a labelled field with the name, focused; Escape leaves it as it was and goes back to the Rename button', async () => {
    const { card } = await setup([student(1, 'Mia', 1), student(2, 'Mia', 2), student(3, 'Leo')]);
    const rename = within(card).getByRole('button', { name: 'Rename Mia (2)' });
    expect(rename.textContent).toBe('Rename');
    await userEvent.click(rename);
    const field = within(card).getByLabelText('New name for Mia (2)') as HTMLInputElement;
    expect(field.value).toBe('Mia');
    expect(document.activeElement).toBe(field);
    await userEvent.type(field, ' Rose');
    await userEvent.keyboard('{Escape}');
    expect(within(card).queryByLabelText('New name for Mia (2)')).toBeNull();
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Rename Mia (2)' }));
    expect(within(card).getByText('Mia (2)')).toBeTruthy();

    // Cancel does the same, and saving the same name sends nothing
    await userEvent.click(within(card).getByRole('button', { name: 'Rename Leo' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Rename Leo' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Rename Leo' }));
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(within(card).getByRole('button', { name: 'Rename Leo' }));
    expect(writes()).toEqual([]);
  });

  it('saves the trimmed name with PATCH on the student, shows the class as answered, and puts the focus back on the renamed one', async () => {
    const { card } = await setup([student(1, 'Mia', 1), student(2, 'Mia', 2), student(3, 'Leo')]);
    await userEvent.click(within(card).getByRole('button', { name: 'Rename Mia (1)' }));
    fetchMock.mockImplementationOnce(() =>
      answer(klass([student(2, 'Mia', null), student(3, 'Leo'), student(1, 'Mia B')])),
    );
    await userEvent.clear(within(card).getByLabelText('New name for Mia (1)'));
    await userEvent.type(within(card).getByLabelText('New name for Mia (1)'), '  Mia B {Enter}');
    const renamed = await within(card).findByRole('button', { name: 'Rename Mia B' });
    await waitFor(() => expect(document.activeElement).toBe(renamed));
    expect(writes()).toMatchObject([
      { method: 'PATCH', path: ACCOUNT_DATA_PATHS.student(id(1)), body: { display_name: 'Mia B' } },
    ]);
    // the other Mia now shows alone, with no second request
    expect(within(card).getByRole('button', { name: 'Rename Mia' })).toBeTruthy();
    expect(
      fetchMock.mock.calls.filter(([url]) => new URL(String(url)).pathname === ACCOUNT_PATHS.myClassCode),
    ).toHaveLength(1);
  });

  it("puts the server's message under the field and keeps the form open", async () => {
    const { card } = await setup([student(1, 'Mia'), student(2, 'Leo')]);
    await userEvent.click(within(card).getByRole('button', { name: 'Rename Leo' }));
    const field = within(card).getByLabelText('New name for Leo');
    fetchMock.mockImplementationOnce(() =>
      answer({ user_message: MESSAGES.invalidName, errors: { display_name: MESSAGES.invalidName } }, 400),
    );
    await userEvent.clear(field);
    await userEvent.type(field, 'Leo;{Enter}');
    expect((await within(card).findByRole('alert')).textContent).toBe(MESSAGES.invalidName);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toContain(within(card).getByRole('alert').id);
    expect(document.activeElement).toBe(field);

    // a student deleted meanwhile (in another tab): said under the field too
    fetchMock.mockImplementationOnce(() => answer({ user_message: ACCOUNT_DATA_MESSAGES.studentNotFound }, 404));
    await userEvent.clear(field);
    await userEvent.type(field, 'Leon{Enter}');
    await waitFor(() =>
      expect(within(card).getByRole('alert').textContent).toBe(ACCOUNT_DATA_MESSAGES.studentNotFound),
    );
  });

  it('says first when another student of the class has the name, as when adding; saving again renames', async () => {
    const { card } = await setup([student(1, 'Mia'), student(2, 'Leo')]);
    await userEvent.click(within(card).getByRole('button', { name: 'Rename Leo' }));
    const field = within(card).getByLabelText('New name for Leo');
    await userEvent.clear(field);
    await userEvent.type(field, ' mia {Enter}');
    expect(within(card).getByRole('status').textContent).toMatch(
      /^Another student in this class is already called mia\. Students with the same name each get a number/,
    );
    expect(writes()).toEqual([]);
    fetchMock.mockImplementationOnce(() => answer(klass([student(1, 'Mia', 1), student(2, 'mia', 2)])));
    await userEvent.click(within(card).getByRole('button', { name: 'Save anyway' }));
    expect(await within(card).findByRole('button', { name: 'Rename mia (2)' })).toBeTruthy();
    expect(writes()).toMatchObject([
      { method: 'PATCH', path: ACCOUNT_DATA_PATHS.student(id(2)), body: { display_name: 'mia' } },
    ]);
  });

  it('speaks the page language', async () => {
    const { card } = await setup([student(1, 'Mia')], 'fr');
    await userEvent.click(within(card).getByRole('button', { name: 'Renommer : Mia' }));
    expect(document.activeElement).toBe(within(card).getByLabelText('Nouveau nom de Mia'));
    expect(within(card).getByRole('button', { name: 'Enregistrer' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Annuler' })).toBeTruthy();
  });
});
