/**
 * The pages under /{region}/{language}/, as the web app's router has them
 * (apps/web/src/app/routes.tsx; a web test keeps the two lists equal). The
 * server answers any other path with the not-found page and a real 404, in
 * every region and language, before the browser loads anything.
 */
export const LOCALE_PAGE_PATHS = [
  '',
  'contact',
  'system-check',
  'campaign/:slug',
  'campaign-invalid',
  'competition',
  'thank-you',
  'signup',
  'free-trial',
  'login',
  'logout',
  'reset-password',
  'account',
  'dashboard',
  'school',
  'school-invite/:token',
  'account/children',
  'account/children/:id',
  'account/classes/:id/progress',
  'account/classes/:id/progress/:studentId',
  'account/classes/:id/assignments',
  'account/assignments/:id',
  'account-closed',
  'student-login',
  'dev/mailbox',
  'activities',
  'activities/episode/:id',
  'activities/episode/:id/play',
  'practice',
  'join',
  'join/:code',
  'host/:code',
  'challenges',
  'my',
  'challenge/:uuid',
  'challenge/:uuid/register',
  'challenge/:uuid/play',
  'challenge/:uuid/leaderboard',
  'challenge/:uuid/certificates',
  'verify/:code',
  'unsubscribe',
  'arena',
  'arena/:code',
  'arena/host/:code',
  'quick-match',
  'quick-match/:code',
  'activities/:kind/:value',
  'demo/cms',
  'staff',
  'staff/campaigns',
  'staff/campaigns/:slug',
  'staff/competitions',
  'staff/competitions/:id',
  'staff/challenges',
  'staff/challenges/:uuid',
  'staff/registrations',
  'staff/registrations/:kind/:id',
  'staff/leads',
  'staff/leads/:id',
  'staff/enquiries',
  'staff/enquiries/:id',
  'staff/system-reports',
  'staff/system-reports/:id',
  'staff/audit',
  'staff/schools',
] as const;

const segmentsOf = (path: string) => path.split('/').filter((s) => s !== '');
const PATTERNS = LOCALE_PAGE_PATHS.map(segmentsOf);

/**
 * The page a path under /{region}/{language}/ is ("activities/episode/grade-3-add-episode/" is
 * 'activities/episode/:id'), the one naming the most of its segments when two fit; undefined for none.
 */
export function localePageOf(rest: string): (typeof LOCALE_PAGE_PATHS)[number] | undefined {
  const segments = segmentsOf(rest.split(/[?#]/)[0]!);
  let best: { at: number; named: number } | undefined;
  PATTERNS.forEach((pattern, at) => {
    if (pattern.length !== segments.length || !pattern.every((p, i) => p.startsWith(':') || p === segments[i])) return;
    const named = pattern.filter((p) => !p.startsWith(':')).length;
    if (!best || named > best.named) best = { at, named };
  });
  return best && LOCALE_PAGE_PATHS[best.at];
}

/** Whether a path under /{region}/{language}/ (e.g. "campaign/spring-2026/") is one of the site's pages. */
export function isLocalePage(rest: string): boolean {
  const segments = segmentsOf(rest.split(/[?#]/)[0]!);
  return PATTERNS.some(
    (pattern) => pattern.length === segments.length && pattern.every((p, i) => p.startsWith(':') || p === segments[i]),
  );
}

/**
 * The child's pages (a signed-in child's home, join and play a class game, Quick match, the Arena's way in and race, an activity's player and a
 * challenge's): the server sends them their own small HTML entry (play.html, decisions 042, 096) instead of the site's app.
 */
export const CHILD_PAGE_PATHS = [
  'my',
  'join',
  'join/:code',
  'quick-match',
  'quick-match/:code',
  'arena',
  'arena/:code',
  'activities/episode/:id/play',
  'challenge/:uuid/play',
] as const satisfies readonly (typeof LOCALE_PAGE_PATHS)[number][];
const CHILD_PATTERNS = CHILD_PAGE_PATHS.map(segmentsOf);

/** Whether a path under /{region}/{language}/ is one of the child's pages. */
export function isChildPage(rest: string): boolean {
  const segments = segmentsOf(rest.split(/[?#]/)[0]!);
  return CHILD_PATTERNS.some(
    (pattern) => pattern.length === segments.length && pattern.every((p, i) => p.startsWith(':') || p === segments[i]),
  );
}

/**
 * The site's pages a signed-in child (role 'student') gets in the children's entry too, made for them: an
 * activity's page and a challenge's (decision 097), the activities to browse, practice and the challenges their
 * class is in (decision 101). Anyone else gets the site's pages there.
 */
export const SIGNED_IN_CHILD_PAGE_PATHS = [
  'activities/episode/:id',
  'challenge/:uuid',
  'activities',
  'activities/:kind/:value',
  'practice',
  'challenges',
] as const satisfies readonly (typeof LOCALE_PAGE_PATHS)[number][];
const SIGNED_IN_CHILD_PATTERNS = SIGNED_IN_CHILD_PAGE_PATHS.map(segmentsOf);

/** The HTML entry the server sends for a path under /{region}/{language}/, to a visitor of this role (none when signed out). */
export function pageEntryFor(rest: string, role: string | undefined): 'play.html' | 'index.html' {
  if (isChildPage(rest)) return 'play.html';
  const segments = segmentsOf(rest.split(/[?#]/)[0]!);
  const childsOwn =
    role === 'student' &&
    SIGNED_IN_CHILD_PATTERNS.some(
      (pattern) =>
        pattern.length === segments.length && pattern.every((p, i) => p.startsWith(':') || p === segments[i]),
    );
  return childsOwn ? 'play.html' : 'index.html';
}

/** The file the web build writes beside its HTML shells: per page of the children's entry, the chunks to announce with it (decision 097). */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';
