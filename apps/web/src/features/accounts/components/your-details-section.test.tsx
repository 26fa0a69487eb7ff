import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ACCOUNT_MESSAGES, ACCOUNT_PATHS, type MeResponse, type User } from '@numbloom/domain/accounts';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { PASSWORD_TEXTS } from '@numbloom/domain/password';
import { createI18n } from '../../../i18n/setup.ts';
import { ME_QUERY_KEY } from '../../../lib/session.ts';
import { YourDetailsSection } from './your-details-section.tsx';

/**
 * The "Your details" forms against the server's answers (the server is
 * outside the component: fetch answers as the API does, with its real
 * messages from packages/domain).
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

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
/** The method, path and body of the n-th call. */
function call(n: number) {
  const [url, init] = fetchMock.mock.calls[n] as [string | URL, RequestInit];
  return { method: init.method, path: new URL(String(url)).pathname, body: JSON.parse(String(init.body)) as Record<string, unknown> };
}

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function setup(who: User = user(), language = 'en') {
  const i18n = await createI18n(language);
  await i18n.loadNamespaces(['accounts', 'auth', 'ui']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, { user: who, trial: null } satisfies MeResponse);
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <YourDetailsSection user={who} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  // The name form comes first whatever the language (the tests in English find it by its name too).
  const nameForm = screen.getAllByRole('form')[0]!;
  return { client, nameForm };
}

const passwordForm = () => screen.getByRole('form', { name: 'Change your password' });
const currentPassword = () => within(passwordForm()).getByLabelText(/^Current password/);
const newPassword = () => within(passwordForm()).getByLabelText(/^New password/);

describe('change your name', () => {
  it('starts from the current name, in a section of its own', async () => {
    const { nameForm } = await setup();
    expect(screen.getByRole('region', { name: 'Your details' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Your name' })).toBe(nameForm);
    expect((within(nameForm).getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Sam');
    expect((within(nameForm).getByLabelText(/^Last name/) as HTMLInputElement).value).toBe('Lee');
  });

  it('says what the shared schema says for an empty or invalid name, focuses the first, and sends nothing', async () => {
    const { nameForm } = await setup();
    const first = within(nameForm).getByLabelText(/^First name/);
    const last = within(nameForm).getByLabelText(/^Last name/);
    await userEvent.clear(first);
    await userEvent.clear(last);
    await userEvent.type(last, 'Lee; DROP');
    await userEvent.click(within(nameForm).getByRole('button', { name: 'Save my name' }));
    expect(await within(nameForm).findByText('First name is required.')).toBeTruthy();
    expect(within(nameForm).getByText(MESSAGES.invalidName)).toBeTruthy();
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(first.getAttribute('aria-describedby')).toContain(screen.getByText('First name is required.').id);
    expect(document.activeElement).toBe(first);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the trimmed name with PATCH, shows it in the signed-in person, and says it is saved', async () => {
    const { client, nameForm } = await setup();
    fetchMock.mockImplementation(() => answer({ user: user({ first_name: 'Samira', last_name: 'Lee-Park' }), trial: null }));
    const first = within(nameForm).getByLabelText(/^First name/);
    const last = within(nameForm).getByLabelText(/^Last name/);
    await userEvent.clear(first);
    await userEvent.type(first, '  Samira ');
    await userEvent.clear(last);
    await userEvent.type(last, 'Lee-Park');
    await userEvent.click(within(nameForm).getByRole('button', { name: 'Save my name' }));
    await waitFor(() => expect(within(nameForm).getByRole('status').textContent).toBe('Your name has been saved.'));
    expect(call(0)).toMatchObject({ method: 'PATCH', path: ACCOUNT_PATHS.account, body: { first_name: 'Samira', last_name: 'Lee-Park' } });
    expect(client.getQueryData<MeResponse>(ME_QUERY_KEY)?.user.first_name).toBe('Samira');
    // Typing again takes the old "saved" away, so it never describes a name that is not saved.
    await userEvent.type(first, 'x');
    expect(within(nameForm).getByRole('status').textContent).toBe('');
  });

  it("puts the server's field message under its field and focuses it", async () => {
    const { nameForm } = await setup();
    fetchMock.mockImplementation(() =>
      answer({ user_message: MESSAGES.invalidName, errors: { last_name: MESSAGES.invalidName } }, 400),
    );
    await userEvent.click(within(nameForm).getByRole('button', { name: 'Save my name' }));
    const last = within(nameForm).getByLabelText(/^Last name/);
    await waitFor(() => expect(last.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(last);
    expect(within(nameForm).getByRole('alert').textContent).toBe(MESSAGES.invalidName);
    expect(within(nameForm).getByRole('status').textContent).toBe('');
  });

  it('shows an answer without fields (signed out meanwhile) above the form', async () => {
    const { nameForm } = await setup();
    fetchMock.mockImplementation(() => answer({ user_message: ACCOUNT_MESSAGES.loginRequired }, 401));
    await userEvent.click(within(nameForm).getByRole('button', { name: 'Save my name' }));
    expect((await within(nameForm).findByRole('alert')).textContent).toBe(ACCOUNT_MESSAGES.loginRequired);
  });

  it('speaks the page language: French messages for the shared rules', async () => {
    await setup(user(), 'fr');
    const nameForm = screen.getByRole('form', { name: 'Votre nom' });
    const first = within(nameForm).getByLabelText(/^Prénom/);
    await userEvent.clear(first);
    await userEvent.click(within(nameForm).getByRole('button', { name: 'Enregistrer mon nom' }));
    expect(await within(nameForm).findByText('Le prénom est obligatoire.')).toBeTruthy();
    expect(document.activeElement).toBe(first);
  });
});

describe('change your password', () => {
  it('asks for both passwords, focusing the current one first, and sends nothing', async () => {
    await setup();
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Change my password' }));
    expect(await within(passwordForm()).findAllByText(PASSWORD_TEXTS.required)).toHaveLength(2);
    expect(document.activeElement).toBe(currentPassword());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('holds the new password to the sign-up rules, with the strength meter and its help', async () => {
    await setup();
    await userEvent.type(currentPassword(), 'old-password-1');
    await userEvent.type(newPassword(), 'short1');
    expect(within(passwordForm()).getByText('Password strength: Too short')).toBeTruthy();
    expect(within(passwordForm()).getByText(PASSWORD_TEXTS.help)).toBeTruthy();
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Change my password' }));
    expect(await within(passwordForm()).findByText(PASSWORD_TEXTS.tooShort)).toBeTruthy();
    expect(document.activeElement).toBe(newPassword());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts "current password is incorrect" under the current password and focuses it', async () => {
    await setup();
    fetchMock.mockImplementation(() =>
      answer({ user_message: ACCOUNT_MESSAGES.currentPasswordWrong, errors: { current_password: ACCOUNT_MESSAGES.currentPasswordWrong } }, 400),
    );
    await userEvent.type(currentPassword(), 'not-my-password');
    await userEvent.type(newPassword(), 'a brand new passphrase');
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Change my password' }));
    await waitFor(() => expect(currentPassword().getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(currentPassword());
    expect(within(passwordForm()).getByRole('alert').textContent).toBe(ACCOUNT_MESSAGES.currentPasswordWrong);
    expect(newPassword().getAttribute('aria-invalid')).toBeNull();
    expect(call(0)).toMatchObject({
      method: 'POST',
      path: ACCOUNT_PATHS.changePassword,
      body: { current_password: 'not-my-password', new_password: 'a brand new passphrase' },
    });
  });

  it('puts a refused new password (common, or the email) under the new password', async () => {
    await setup();
    fetchMock.mockImplementation(() => answer({ user_message: PASSWORD_TEXTS.common, errors: { new_password: PASSWORD_TEXTS.common } }, 400));
    await userEvent.type(currentPassword(), 'old-password-1');
    await userEvent.type(newPassword(), 'password1234');
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Change my password' }));
    await waitFor(() => expect(newPassword().getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(newPassword());
    expect(within(passwordForm()).getByRole('alert').textContent).toBe(PASSWORD_TEXTS.common);
  });

  it('clears both fields and says so when the password is changed', async () => {
    await setup();
    fetchMock.mockImplementation(() => answer({ status: 'ok' }));
    await userEvent.type(currentPassword(), 'old-password-1');
    await userEvent.type(newPassword(), 'a brand new passphrase');
    await userEvent.click(within(passwordForm()).getByRole('button', { name: 'Change my password' }));
    await waitFor(() =>
      expect(within(passwordForm()).getByRole('status').textContent).toBe(
        'Your password has been changed. You are still signed in here; your other devices have been signed out.',
      ),
    );
    expect((currentPassword() as HTMLInputElement).value).toBe('');
    expect((newPassword() as HTMLInputElement).value).toBe('');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('shows a refusal without fields (too many tries) above the form, in the page language', async () => {
    await setup(user(), 'es');
    fetchMock.mockImplementation(() => answer({ user_message: MESSAGES.tooMany }, 429));
    const form = screen.getByRole('form', { name: 'Cambia tu contraseña' });
    await userEvent.type(within(form).getByLabelText(/^Contraseña actual/), 'old-password-1');
    await userEvent.type(within(form).getByLabelText(/^Contraseña nueva/), 'a brand new passphrase');
    await userEvent.click(within(form).getByRole('button', { name: 'Cambiar mi contraseña' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Demasiadas solicitudes. Espera un momento y vuelve a intentarlo.');
  });

  it('is not offered to an account that signs in only with Google or Microsoft', async () => {
    await setup(user({ sign_in_methods: ['google', 'microsoft'] }));
    expect(screen.queryByRole('form', { name: 'Change your password' })).toBeNull();
    expect(screen.getByText('You sign in with Google, Microsoft, so your account has no Numbloom password to change.')).toBeTruthy();
  });
});
