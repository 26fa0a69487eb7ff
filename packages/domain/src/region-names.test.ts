import { describe, expect, it } from 'vitest';
import { regionName } from './region-names.ts';
import { REGIONS } from './regions.ts';

const SITE_LANGUAGES = [...new Set(REGIONS.flatMap((r) => r.languages.map((l) => l.code)))];

describe('region names', () => {
  it('are CLDR’s for every region in every language a site is offered in', () => {
    for (const region of REGIONS) {
      expect(regionName(region, 'en'), 'the English name the switcher falls back to').toBe(region.name);
      for (const language of SITE_LANGUAGES) {
        expect(regionName(region, language), `${region.iso2} in ${language}`).toBe(
          new Intl.DisplayNames([language], { type: 'region' }).of(region.iso2),
        );
      }
    }
  });

  it('fall back to the English name for a language no site is offered in', () => {
    const canada = REGIONS.find((r) => r.iso2 === 'CA')!;
    expect(regionName(canada, 'it')).toBe('Canada');
    expect(regionName(canada, 'fr')).toBe('Canada');
    expect(
      regionName(
        REGIONS.find((r) => r.iso2 === 'US')!,
        'it',
      ),
    ).toBe('United States');
  });
});
