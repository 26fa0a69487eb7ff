import { findRegion } from '@numbloom/domain/regions';
import { pageSettings } from './page-settings.ts';

/** The page's locale as a BCP 47 tag (en-US, fr-CA, ar-AE), for dates and numbers. */
export function pageLocale(): string {
  const { region, language } = pageSettings();
  const iso2 = findRegion(region)?.iso2;
  return iso2 ? `${language}-${iso2}` : language;
}

/**
 * A calendar day for this page's locale ("March 3, 2027", "3 mars 2027"). A
 * date without a time is a day, not an instant, and the server's days are
 * UTC days: shown in UTC so nobody sees the day before.
 */
export function formatDay(iso: string, locale = pageLocale()): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}
