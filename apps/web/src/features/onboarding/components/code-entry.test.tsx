import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ONBOARDING_MESSAGES, type TokenStatus, type VerificationSent } from '@numbloom/domain/onboarding';
import type { Submitted } from '../../../lib/forms.ts';
import { CodeEntry } from './code-entry.tsx';
import { renderOnboarding } from './test-render.tsx';

/**
 * The code step against the server's answers (the server is outside this
 * component: its answers are given here as the API sends them). 'Expired'
 * lives here because the browser tests' server cannot move its clock.
 */

const sent = (over: Partial<VerificationSent> = {}): VerificationSent => ({
  token: 'tok-1',
  email: 'maya@example.com',
  code_length: 6,
  expires_at: new Date(Date.now() + 7_200_000).toISOString(),
  resend_available_at: new Date(Date.now() + 60_000).toISOString(),
  message: ONBOARDING_MESSAGES.codeSent('maya@example.com'),
  note: ONBOARDING_MESSAGES.mayTakeAWhile,
  ...over,
});

function status(s: TokenStatus['status'], attempts: number): TokenStatus {
  return { status: s, email: 'maya@example.com', expires_at: null, resend_available_at: null, attempts_remaining: attempts };
}

let fetchMock: ReturnType<typeof vi.fn>;
const answer = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const failure = (status: number, message: string): Submitted<unknown> => ({ ok: false, status, message, fields: { code: message }, body: null });

async function setup(verify: (code: string) => Promise<Submitted<unknown>>, s = sent()) {
  const onResent = vi.fn();
  const onRestart = vi.fn();
  await renderOnboarding(<CodeEntry sent={s} verify={verify} onResent={onResent} onRestart={onRestart} />);
  const input = await screen.findByLabelText(/Verification code/);
  return { input, onResent, onRestart };
}

describe('the code field', () => {
  it('is one numeric one-time-code input, focused, with the 30-minute note', async () => {
    const { input } = await setup(vi.fn());
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(document.activeElement).toBe(input);
    expect(screen.getByText(ONBOARDING_MESSAGES.mayTakeAWhile)).toBeTruthy();
    expect(screen.getByText(ONBOARDING_MESSAGES.codeSent('maya@example.com'))).toBeTruthy();
  });

  it("says 'Verification code is required.' for an empty code and sends nothing", async () => {
    const verify = vi.fn();
    await setup(verify);
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Verification code is required.')).toBeTruthy();
    expect(verify).not.toHaveBeenCalled();
  });

  it('asks for six digits when the code is not six digits', async () => {
    const verify = vi.fn();
    const { input } = await setup(verify);
    await userEvent.type(input, '12a45');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.codeFormat)).toBeTruthy();
    expect(verify).not.toHaveBeenCalled();
  });

  it('sends the code without the spaces a person may type', async () => {
    const verify = vi.fn().mockResolvedValue({ ok: true, status: 200, data: {} });
    const { input } = await setup(verify);
    await userEvent.type(input, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(verify).toHaveBeenCalledWith('123456'));
  });
});

describe("the server's answers", () => {
  it("shows 'The code you entered was incorrect' under the field with the tries left", async () => {
    fetchMock.mockImplementation(() => answer(status('pending', 4)));
    const { input } = await setup(() => Promise.resolve(failure(400, ONBOARDING_MESSAGES.codeIncorrect)));
    await userEvent.type(input, '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.codeIncorrect)).toBeTruthy();
    expect(await screen.findByText('4 attempts left for this code.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('onboarding-token-status');
  });

  it("shows 'This code has expired' and leaves only a new code as the way on", async () => {
    fetchMock.mockImplementation(() => answer(status('expired', 5)));
    const { input } = await setup(() => Promise.resolve(failure(400, ONBOARDING_MESSAGES.codeExpired)));
    await userEvent.type(input, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ONBOARDING_MESSAGES.codeExpired);
    expect(screen.queryByLabelText(/Verification code/)).toBeNull();
    expect(screen.getByRole('button', { name: /Send a new code/ })).toBeTruthy();
  });

  it("shows 'Maximum number of incorrect attempts' once the code is locked", async () => {
    fetchMock.mockImplementation(() => answer(status('locked', 0)));
    const { input } = await setup(() => Promise.resolve(failure(429, ONBOARDING_MESSAGES.tooManyAttempts)));
    await userEvent.type(input, '999999');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ONBOARDING_MESSAGES.tooManyAttempts);
    expect(screen.queryByLabelText(/Verification code/)).toBeNull();
  });

  it('says the code is locked when the fifth wrong code was answered as incorrect', async () => {
    fetchMock.mockImplementation(() => answer(status('locked', 0)));
    const { input } = await setup(() => Promise.resolve(failure(400, ONBOARDING_MESSAGES.codeIncorrect)));
    await userEvent.type(input, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ONBOARDING_MESSAGES.tooManyAttempts);
  });
});

describe('resend', () => {
  it('counts down visibly and is disabled until the cooldown ends', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await setup(vi.fn(), sent({ resend_available_at: new Date(Date.now() + 3_000).toISOString() }));
    const button = screen.getByRole('button', { name: /Send a new code in 3 seconds/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('button', { name: /Send a new code in 2 seconds/ })).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(2_500));
    expect((screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('sends a new code for the same token and says so', async () => {
    const next = sent({ resend_available_at: new Date(Date.now() + 60_000).toISOString() });
    fetchMock.mockImplementation(() => answer(next));
    const { onResent } = await setup(vi.fn(), sent({ resend_available_at: new Date(Date.now() - 1_000).toISOString() }));
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('We have sent a new code to maya@example.com.')).toBeTruthy();
    expect(onResent).toHaveBeenCalledWith(next);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toContain('onboarding-resend-verification-email');
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({ token: 'tok-1' });
  });

  it('shows the wait the server asks for when it refuses a resend', async () => {
    fetchMock.mockImplementation(() => answer({ user_message: ONBOARDING_MESSAGES.resendWait(42) }, 429));
    await setup(vi.fn(), sent({ resend_available_at: new Date(Date.now() - 1_000).toISOString() }));
    await userEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText(ONBOARDING_MESSAGES.resendWait(42))).toBeTruthy();
  });
});
