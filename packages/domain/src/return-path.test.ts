import { describe, expect, it } from 'vitest';
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from './return-path.ts';

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/us/en/account/')).toBe('/us/en/account/');
    expect(safeReturnPath('/ca/fr/free-trial/?from=login#top')).toBe('/ca/fr/free-trial/?from=login#top');
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath(`/${'a'.repeat(RETURN_PATH_MAX_LENGTH - 1)}`)).toHaveLength(RETURN_PATH_MAX_LENGTH);
  });

  it('refuses every way of naming another origin', () => {
    for (const value of [
      'https://evil.example/',
      'javascript:alert(1)',
      'evil.example/path',
      '//evil.example/',
      '///evil.example/',
      '/\\evil.example/',
      '/a\\..\\..\\evil',
      '/\t/evil.example/',
      '/\n/evil.example/',
      '/\u0000/evil.example/',
      ' /us/en/',
      '',
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
    }
  });

  it('refuses what is not a string, and a value too long to be a page of the site', () => {
    for (const value of [undefined, null, 42, ['/us/en/'], { path: '/' }]) expect(safeReturnPath(value)).toBeNull();
    expect(safeReturnPath(`/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`)).toBeNull();
  });
});
