import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ACCOUNT_DATA_MESSAGES, ACCOUNT_DATA_PATHS } from '@numbloom/domain/account-data';
import { ACCOUNT_PATHS, type TeacherClass, type User } from '@numbloom/domain/accounts';
import { PASSWORD_TEXTS } from '@numbloom/domain/password';
import { createI18n } from '../../../i18n/setup.ts';
import { YourDataSection } from './your-data-section.tsx';

/**
 * "Your data" against the server's answers (fetch answers as the API does,
 * with its real messages from packages/domain). The whole journey, with the
 * real server, is apps/web/e2e/accounts-data.spec.ts; this covers what it
 * cannot reach: a Google-only account, and the checks made before sending.
 */

const user = (over: Partial<User> = {}): User => ({
  id: 'u1',
  email: 'sam@example.com',
  first_name: 'Sam',
  last_name: 'Lee',
  role: 'teacher',
  email_verified: true,
  region_code: 'us',
  language_code: 'en',
  created_at: '2025-01-01T00:00:00.000Z',
  sign_in_methods: ['password'],
  ...over,
});

const klass = (students: string[]): TeacherClass => ({
  id: 'c1',
  name: 'Year 4 Oak',
  class_code: 'ABCD2345',
  created_at: '2025-01-01T00:00:00.000Z',
  students: students.map((name, i) => ({ id: `00000000-0000-4000-8000-00000000000${i}`, display_name: name, name_number: null })),
});

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ method: (init as RequestInit).method, path: new URL(String(url)).pathname, body: (init as RequestInit).body }));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  // jsdom has <dialog> but not its modal methods: open and close it as a browser would.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).showModal;
  delete (HTMLDialogElement.prototype as Partial<HTMLDialogElement>).close;
});

async function setup(who: User) {
  const i18n = await createI18n('en');
  await i18n.loadNamespaces(['accounts', 'auth', 'ui']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/us/en/account/']}>
          <Routes>
            <Route path="/us/en/account/" element={<YourDataSection user={who} />} />
            <Route path="/us/en/account-closed/" element={<p>closed page</p>} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.getByRole('region', { name: 'Your data' });
}

describe('your data', () => {
  it('offers the download as a link to the export, and to a parent their children, not classes', async () => {
    fetchMock.mockImplementationOnce(() => answer({ family_code: 'FAM23456', children: [{ id: '00000000-0000-4000-8000-000000000001', display_name: 'Noor', name_number: null, grade: '3' }] }));
    const section = await setup(user({ role: 'parent' }));
    const download = within(section).getByRole('link', { name: 'Download my data' });
    expect(download.getAttribute('href')).toBe(ACCOUNT_DATA_PATHS.export);
    expect(download.hasAttribute('download')).toBe(true);
    expect(await within(section).findByRole('button', { name: "Delete this student's data: Noor" })).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'Your children' })).toBeTruthy();
    expect(within(section).queryByText(/students in your classes/)).toBeNull();
    expect(calls().map((c) => c.path)).toEqual([ACCOUNT_PATHS.children]);
  });

  it('deletes a student after the confirm step, which opens on Cancel', async () => {
    fetchMock.mockImplementationOnce(() => answer({ class_code: 'ABCD2345', classes: [klass(['Ada Lovelace', 'Alan Turing'])] }));
    const section = await setup(user());
    const button = await within(section).findByRole('button', { name: "Delete this student's data: Ada Lovelace" });
    await userEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: "Delete this student's data?" });
    expect(dialog.textContent).toContain('Ada Lovelace and all of their results will be deleted now');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));

    fetchMock.mockImplementationOnce(() => answer({ status: 'ok', message: ACCOUNT_DATA_MESSAGES.studentDeleted }));
    fetchMock.mockImplementationOnce(() => answer({ class_code: 'ABCD2345', classes: [klass(['Alan Turing'])] }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete the data of Ada Lovelace' }));
    const done = await within(section).findByText('The data of Ada Lovelace has been deleted.');
    await waitFor(() => expect(document.activeElement).toBe(done));
    expect(within(section).queryByRole('button', { name: /Ada Lovelace/ })).toBeNull();
    expect(calls()[1]).toMatchObject({ method: 'DELETE', path: ACCOUNT_DATA_PATHS.student('00000000-0000-4000-8000-000000000000') });
  });

  it('asks for the password with the shared rule before sending, and puts a wrong one under the field', async () => {
    fetchMock.mockImplementationOnce(() => answer({ class_code: null, classes: [] }));
    const section = await setup(user());
    await userEvent.click(within(section).getByRole('button', { name: 'Close my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Close your account?' });
    const password = within(dialog).getByLabelText(/^Your password/);
    expect(document.activeElement).toBe(password);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close my account for good' }));
    expect(within(dialog).getByText(PASSWORD_TEXTS.required)).toBeTruthy();
    expect(calls().filter((c) => c.path === ACCOUNT_DATA_PATHS.close)).toEqual([]);

    fetchMock.mockImplementationOnce(() =>
      answer({ user_message: ACCOUNT_DATA_MESSAGES.passwordWrong, errors: { password: ACCOUNT_DATA_MESSAGES.passwordWrong } }, 400),
    );
    await userEvent.type(password, 'not it{Enter}');
    expect(await within(dialog).findByText(ACCOUNT_DATA_MESSAGES.passwordWrong)).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const sent = calls().find((c) => c.path === ACCOUNT_DATA_PATHS.close)!;
    expect(JSON.parse(String(sent.body))).toMatchObject({ password: 'not it' });

    fetchMock.mockImplementationOnce(() =>
      answer({ status: 'ok', message: 'closed', closed_at: '2026-11-22T10:00:00.000Z', delete_by: '2026-12-22T10:00:00.000Z' }),
    );
    await userEvent.clear(password);
    await userEvent.type(password, 'the right one{Enter}');
    expect(await screen.findByText('closed page')).toBeTruthy();
  });

  it('closes a Google-only account without a password, and offers a fresh sign-in when the server asks for one', async () => {
    fetchMock.mockImplementationOnce(() => answer({ class_code: null, classes: [] }));
    const section = await setup(user({ sign_in_methods: ['google'] }));
    await userEvent.click(within(section).getByRole('button', { name: 'Close my account' }));
    const dialog = screen.getByRole('dialog', { name: 'Close your account?' });
    expect(within(dialog).queryByLabelText(/password/i)).toBeNull();
    expect(within(dialog).getByText(/You sign in with Google\. To confirm it is you, sign in again, then close your account within 10 minutes\./)).toBeTruthy();
    const again = within(dialog).getByRole('link', { name: 'Sign in again with Google' });
    expect(again.getAttribute('href')).toMatch(new RegExp(`^${ACCOUNT_PATHS.ssoStart('google')}\\?region_code=`));

    fetchMock.mockImplementationOnce(() => answer({ user_message: ACCOUNT_DATA_MESSAGES.signInAgain }, 403));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close my account for good' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(ACCOUNT_DATA_MESSAGES.signInAgain);
    const sent = calls().find((c) => c.path === ACCOUNT_DATA_PATHS.close)!;
    expect(JSON.parse(String(sent.body))).not.toHaveProperty('password');
  });
});
