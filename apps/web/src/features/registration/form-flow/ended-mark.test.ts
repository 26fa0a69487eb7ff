import { describe, expect, it } from 'vitest';
import { expiredTarget } from './ended-mark.ts';

describe("an expired campaign's way out", () => {
  const here = 'https://www.numbloom.com/uk/en/campaign/spring-2024/?utm_source=mail';
  it('takes the campaign along to a page of this site, so the page can say it has ended', () => {
    expect(expiredTarget('/us/en/', 'spring-2024', here)).toBe('/us/en/?campaign_ended=spring-2024');
    expect(expiredTarget('https://www.numbloom.com/fr/fr/activities/?grade=2#top', 'spring-2024', here)).toBe(
      '/fr/fr/activities/?grade=2&campaign_ended=spring-2024#top',
    );
  });

  it('leaves another site’s address as it is', () => {
    expect(expiredTarget('https://example.org/ended?x=1', 'spring-2024', here)).toBe('https://example.org/ended?x=1');
  });
});
