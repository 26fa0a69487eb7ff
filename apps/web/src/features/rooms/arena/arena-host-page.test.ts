import { describe, expect, it } from 'vitest';
import { endedBeforeTheBell } from './arena-host-page.tsx';

const endsAt = '2026-03-01T10:10:00.000Z';
const at = (ms: number) => new Date(Date.parse(endsAt) + ms).toISOString();

describe('an Arena ended before the bell', () => {
  it('is one the teacher ended while time was left', () => {
    expect(endedBeforeTheBell({ state: 'ended', ended_at: at(-5 * 60_000), ends_at: endsAt })).toBe(true);
    expect(endedBeforeTheBell({ state: 'ended', ended_at: at(-1001), ends_at: endsAt })).toBe(true);
  });

  it('is not one the clock ended, even stamped a moment early or late', () => {
    expect(endedBeforeTheBell({ state: 'ended', ended_at: endsAt, ends_at: endsAt })).toBe(false);
    expect(endedBeforeTheBell({ state: 'ended', ended_at: at(-500), ends_at: endsAt })).toBe(false);
    expect(endedBeforeTheBell({ state: 'ended', ended_at: at(2000), ends_at: endsAt })).toBe(false);
  });

  it('is not one still running, nor one whose end is not known yet', () => {
    expect(endedBeforeTheBell({ state: 'started', ended_at: null, ends_at: endsAt })).toBe(false);
    expect(endedBeforeTheBell({ state: 'ended', ended_at: null, ends_at: endsAt })).toBe(false);
    expect(endedBeforeTheBell({ state: 'ended', ended_at: at(-60_000), ends_at: null })).toBe(false);
  });
});
