import { describe, expect, it } from 'vitest';
import { isoToZoned, zonedToIso } from './staff-form-kit.tsx';

describe('times in the staff forms', () => {
  it('keep their seconds: an end at 23:59:59 read into the form and saved again stays at 23:59:59', () => {
    for (const zone of ['UTC', 'Australia/Sydney', 'America/New_York']) {
      const shown = isoToZoned('2031-06-30T13:59:59.000Z', zone);
      expect(shown, zone).toMatch(/:59:59$/);
      expect(zonedToIso(shown, zone), zone).toBe('2031-06-30T13:59:59.000Z');
    }
    // a time typed to the minute is still read
    expect(zonedToIso('2031-03-01T09:00', 'UTC')).toBe('2031-03-01T09:00:00.000Z');
  });
});
