import { pageSettings } from './page-settings.ts';

/**
 * A day as a child hears it read ("Friday 5 March"), in the page's language: the child's home and
 * their page of an activity say when work is due so. Small on purpose: both are pages of the
 * children's entry.
 */
export function dayName(iso: string): string {
  try {
    return new Intl.DateTimeFormat(pageSettings().language, { weekday: 'long', day: 'numeric', month: 'long' }).format(
      new Date(iso),
    );
  } catch {
    return iso.slice(0, 10);
  }
}
