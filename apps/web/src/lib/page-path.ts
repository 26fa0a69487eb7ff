import { safeReturnPath } from '@numbloom/domain/return-path';
import { pageSettings } from './page-settings.ts';

/** A page of the site for this region and language: pagePath('login/') → /us/en/login/. */
export function pagePath(page: string): string {
  const { region, language } = pageSettings();
  return `/${region}/${language}/${page}`;
}

/**
 * Where to go after signing in: a page of this site only (a path, never
 * another origin), so a crafted link cannot send someone elsewhere. The rule
 * is the server's too (it carries `next` through Google and Microsoft sign-in).
 */
export function safeNext(next: string | null | undefined, fallback: string): string {
  return safeReturnPath(next) ?? fallback;
}
