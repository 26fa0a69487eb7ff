import { describe, expect, it } from 'vitest';
import { MAIL_DELAY_MINUTES } from './accounts.ts';
import { academicYearStart, trialOutcomeSchema, verificationCodeField, VERIFICATION_CODE } from './onboarding.ts';

describe('academic years', () => {
  it.each([
    ['2026-11-21T10:00:00Z', 'us', '2026-08-01'],
    ['2026-07-31T23:59:59Z', 'us', '2025-08-01'],
    ['2026-08-01T00:00:00Z', 'uk', '2026-08-01'],
    ['2026-11-21T10:00:00Z', 'au', '2026-01-01'],
    ['2027-01-01T00:00:00Z', 'NZ', '2027-01-01'],
    ['2026-03-01T00:00:00Z', 'unknown', '2025-08-01'],
  ])('%s in %s starts on %s', (at, region, start) => {
    expect(academicYearStart(new Date(at), region).toISOString().slice(0, 10)).toBe(start);
  });
});

describe('verification code field and rules', () => {
  it('takes 6 digits, forgives spaces, and names the problem otherwise', () => {
    expect(verificationCodeField.parse(' 012 345 ')).toBe('012345');
    expect(verificationCodeField.safeParse(undefined).error?.issues[0]?.message).toBe('Verification code is required.');
    expect(verificationCodeField.safeParse('12345').error?.issues[0]?.message).toBe('Please enter the 6-digit code from the email.');
  });

  it('keeps a code valid long enough for slow mail and never past 24 hours', () => {
    expect(VERIFICATION_CODE.lifetimeMinutes).toBeGreaterThanOrEqual(MAIL_DELAY_MINUTES);
    expect(VERIFICATION_CODE.lifetimeMinutes).toBeLessThanOrEqual(VERIFICATION_CODE.maxLifetimeMinutes);
    expect(VERIFICATION_CODE.maxLifetimeMinutes).toBeLessThanOrEqual(24 * 60);
  });

  it('describes each trial outcome as its own shape', () => {
    expect(trialOutcomeSchema.safeParse({ outcome: 'account_exists', message: 'x' }).success).toBe(true);
    expect(trialOutcomeSchema.safeParse({ outcome: 'new_trial', message: 'x' }).success).toBe(false);
  });
});
