import { describe, expect, it } from 'vitest';
import { phoneCountryForRegion } from '@numbloom/domain/regions';
import { applyEdit, formatPhone, indexAfterNumberChars, phoneCountries, phoneStateFromValue } from './phone-number.ts';

describe('formatPhone', () => {
  it('formats a national number as it is typed and gives the international value', () => {
    expect(formatPhone('213', 'US')).toMatchObject({ text: '(213)', value: '213' });
    expect(formatPhone('213373', 'US')).toMatchObject({ text: '(213) 373', value: '+1213373' });
    expect(formatPhone('2133734253', 'US')).toEqual({ text: '(213) 373-4253', country: 'US', value: '+12133734253', national: '2133734253' });
    expect(formatPhone('13812345678', 'CN')?.text).toBe('138 1234 5678');
  });

  it('moves the selector to the country an international number names, but keeps a country sharing the calling code', () => {
    expect(formatPhone('+61 412 345 678', 'US')?.country).toBe('AU');
    expect(formatPhone('+447911123456', 'GB')?.country).toBe('GB');
  });

  it('refuses text over 250 characters and a national number over 17 digits (spec §9 parse limits)', () => {
    expect(formatPhone('1'.repeat(17), 'GB')).not.toBeNull();
    expect(formatPhone('1'.repeat(18), 'GB')).toBeNull();
    expect(formatPhone(`${'1'.repeat(10)}${' '.repeat(240)}`, 'US')).not.toBeNull();
    expect(formatPhone(`${'1'.repeat(10)}${' '.repeat(241)}`, 'US')).toBeNull();
  });

  it('a number too short to be valid never counts the calling code as its digits', () => {
    expect(formatPhone('21337', 'US')?.value).toBe('21337');
    expect(formatPhone('+44 7911', 'GB')?.value).toBe('7911');
  });

  it('gives an empty value while no digit is typed', () => {
    expect(formatPhone('', 'US')).toMatchObject({ text: '', value: '' });
    expect(formatPhone('+', 'US')).toMatchObject({ text: '+', value: '' });
  });

  it('reads a stored value back', () => {
    expect(phoneStateFromValue('+12133734253', 'US').text).toBe('+1 213 373 4253');
  });
});

describe('editing formatted text', () => {
  it('deleting a formatting character deletes the digit before it', () => {
    // "(213) 373-4253" with the caret after ")" and Backspace: ")" went, the 3 before it goes too.
    const edit = applyEdit('(213) 373-4253', '(213 373-4253', 4, 'backward');
    expect(edit.raw).toBe('(21 373-4253');
    expect(formatPhone(edit.raw, 'US')?.text).toBe('(213) 734-253');
    expect(edit.digitsBeforeCaret).toBe(2);
  });

  it('an ordinary keystroke keeps the caret after the same digits', () => {
    const edit = applyEdit('(213) 373-4253', '(2193) 373-4253', 4, 'other');
    expect(edit.digitsBeforeCaret).toBe(3);
    expect(indexAfterNumberChars('(219) 337-34253', 3)).toBe(4);
  });
});

describe('countries', () => {
  it('lists every country with its calling code, named in the page language', () => {
    const list = phoneCountries('en');
    expect(list.length).toBeGreaterThan(200);
    expect(list.find((c) => c.code === 'AE')).toEqual({ code: 'AE', name: 'United Arab Emirates', callingCode: '971' });
  });

  it('defaults from the region code, three letters to two', () => {
    expect(phoneCountryForRegion('ZH')).toBe('CN');
    expect(phoneCountryForRegion('AUE')).toBe('AE');
    expect(phoneCountryForRegion('uk')).toBe('GB');
  });
});
