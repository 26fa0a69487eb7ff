import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/app.ts';
import { solvedCaptcha } from '../captcha/testing.ts';

/** Factories for onboarding tests: a valid form, a fresh client address, the session cookie. */
let ipSeq = 0;
/** A new address on the network for each simulated visitor (the per-IP limits key on it). */
export const freshIp = () => `198.51.100.${(ipSeq = (ipSeq % 250) + 1)}`;

let emailSeq = 0;
export const freshEmail = (name = 'teacher') => `${name}.${process.pid}.${++emailSeq}@example.org`;

export async function trialForm(t: TestApp, overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Ana',
    last_name: 'Silva',
    email: freshEmail(),
    password: 'violet kettle 93 under',
    role: 'teacher',
    captcha: await solvedCaptcha(t.app),
    terms_agreed: true,
    region_code: 'US',
    language_code: 'en',
    ...overrides,
  };
}

export const codeFrom = (text: string) => {
  const m = /verification code is\s+(\d{6})/.exec(text);
  if (!m) throw new Error(`no code in: ${text.slice(0, 200)}`);
  return m[1]!;
};

/** The session cookie a response set, as a cookies object for the next inject. */
export function sessionCookie(res: LightMyRequestResponse): Record<string, string> {
  const c = res.cookies.find((x) => x.name === 'nb_session' || x.name === '__Host-nb_session');
  if (!c) throw new Error('no session cookie set');
  return { [c.name]: c.value };
}
