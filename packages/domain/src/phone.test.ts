import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './contact.ts';
import { isValidPhone, preparePhone } from './phone.ts';

describe('the phone rule (spec §5 and §9, decision 084)', () => {
  it('takes a number valid for the country its calling code names', () => {
    expect(isValidPhone('+44 20 7946 0958')).toBe(true);
    expect(isValidPhone('+1 (201) 555-0123')).toBe(true);
    expect(isValidPhone('+61 412 345 678')).toBe(true);
    expect(isValidPhone('+971 4 123 4567')).toBe(true);
  });

  it('refuses words, a number without its country, one not valid there, and the parse limits', () => {
    expect(isValidPhone('call me maybe 5550100')).toBe(false);
    expect(isValidPhone('call me maybe +1 201 555 0123')).toBe(false);
    expect(isValidPhone('5550100')).toBe(false);
    expect(isValidPhone('2015550123')).toBe(false);
    // a UK number read as a US one: what the US selector makes of "020 7946 0958"
    expect(isValidPhone('+102079460958')).toBe(false);
    expect(isValidPhone('+1 555 555 0100')).toBe(false);
    expect(isValidPhone('+1 ' + '2'.repeat(18))).toBe(false);
    expect(isValidPhone('+' + '1'.repeat(21))).toBe(false);
    expect(isValidPhone('+12345')).toBe(false);
  });

  it('prepares a number in E.164', () => {
    expect(preparePhone('+61 (02) 9876 5432')).toBe('+61298765432');
    expect(preparePhone('+1 (201) 555-0123')).toBe('+12015550123');
  });

  it('gives the field its message in the shared schema', () => {
    const base = { your_name: 'Ana', email: 'ana@example.org', message: 'Hello' };
    const refused = contactFormSchema.safeParse({ ...base, phone: 'call me maybe 5550100' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', 'Invalid phone number.'],
    ]);
    expect(contactFormSchema.safeParse({ ...base, phone: '+44 20 7946 0958' }).success).toBe(true);
  });
});
