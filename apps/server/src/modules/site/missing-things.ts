/**
 * What the site's addresses name (a grade, a topic, an activity, a challenge, a certificate's code),
 * asked of the modules that own them: handed over where the app is composed (app.ts), so the site
 * imports none of them. A page whose address names something that is not there is answered with a
 * real 404; the page itself still says what is missing, as it does after a change in the browser.
 */
export interface PageLookups {
  /** Whether the catalogue has this browse page: kind grade|topic|curriculum|assessment|textbook, value lower-case. */
  browseValue(kind: string, value: string): boolean;
  /** Whether the catalogue has an activity with this id. */
  activity(id: string): boolean;
  challenge(uuid: string): Promise<boolean>;
  /** Whether the code is a certificate we signed. */
  certificate(code: string): Promise<boolean>;
  /** Whether the dev mailbox is served at all (never in production, nor with SMTP set). */
  mailbox(): boolean;
}

/**
 * How a known page's address fares: 'found'; 'missing' when the thing it names is not there (404, the
 * page says so itself); 'no-page' when the page is not served here at all (404, the site's not-found page).
 */
export async function pageOutcome(rest: string, lookups: PageLookups): Promise<'found' | 'missing' | 'no-page'> {
  const segments = rest.split(/[?#]/)[0]!.split('/').filter(Boolean).map(decoded);
  const [first, second, third] = segments;
  if (first === 'dev' && second === 'mailbox') return lookups.mailbox() ? 'found' : 'no-page';
  if (first === 'activities' && second === 'episode' && third !== undefined) return lookups.activity(third) ? 'found' : 'missing';
  if (first === 'activities' && second !== undefined && third !== undefined && segments.length === 3) {
    return lookups.browseValue(second, third.toLowerCase()) ? 'found' : 'missing';
  }
  if (first === 'challenge' && second !== undefined) return (await lookups.challenge(second)) ? 'found' : 'missing';
  if (first === 'verify' && second !== undefined) return (await lookups.certificate(second)) ? 'found' : 'missing';
  return 'found';
}

function decoded(segment: string) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
