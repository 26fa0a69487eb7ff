import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_COMPETITION_PATH, OPEN_STAGES, type CompetitionListItem } from '@numbloom/domain/competition';
import { loadCompetition } from './competition-flow.ts';

/**
 * Spec §2/§4/§8: where the competition form goes, decided by loadCompetition from the list and
 * the form config as the API sends them. The browser journeys keep one closed registration that
 * leaves for its registration_off_url, one that stays, and the missing competition's real page.
 */

const item = (over: Partial<CompetitionListItem> = {}): CompetitionListItem => ({
  id: 503,
  campaign: 'Maths Cup',
  enableRegistration: true,
  currentStage: 'contest',
  ...over,
});

const config = (over: Record<string, unknown> = {}) => ({
  competition_id: 503,
  form_fields: [],
  roles: [],
  school_types: [],
  student_template_url: '',
  thank_you_url: '/thanks',
  registration_off_url: '',
  ...over,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const list = (...results: CompetitionListItem[]) => json({ count: results.length, next: null, previous: null, results });

/** The fake API: the list answer, then the config answer; each request's URL is kept. */
function serve(listAnswer: () => Response, configAnswer: () => Response = () => json(config())) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input instanceof Request ? input.url : input), location.href);
      urls.push(url.pathname + url.search);
      return url.pathname.startsWith('/api/v2/competition/') ? listAnswer() : configAnswer();
    }),
  );
  return urls;
}

let logged: unknown[][];
beforeEach(() => {
  logged = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe('loadCompetition', () => {
  it('an open competition gives its form, and a named one is asked for by id', async () => {
    const urls = serve(() => list(item({ id: 501 })), () => json(config({ competition_id: 501 })));
    const load = await loadCompetition(undefined, 501);
    expect(load).toMatchObject({ kind: 'form', competition: { id: 501 }, config: { competition_id: 501 } });
    expect(urls[0]).toMatch(/^\/api\/v2\/competition\/\?(.*&)?id=501(&|$)/);
    expect(urls[1]).toMatch(/^\/home\/api\/competition\/501\/(\?|$)/);
  });

  it('every open stage, in any case, gives the form when registration is enabled', async () => {
    for (const stage of [...OPEN_STAGES, 'WARMUP', 'Contest']) {
      serve(() => list(item({ currentStage: stage })));
      expect((await loadCompetition()).kind, stage).toBe('form');
    }
  });

  it('a closed registration goes to its registration_off_url', async () => {
    for (const closed of [item({ currentStage: 'ended' }), item({ currentStage: 'closed' }), item({ enableRegistration: false })]) {
      serve(() => list(closed), () => json(config({ registration_off_url: '/us/en/' })));
      expect(await loadCompetition()).toEqual({ kind: 'leave', to: '/us/en/', reason: 'registration-off' });
    }
  });

  it('a closed registration whose registration_off_url is empty or the text false stays, closed', async () => {
    for (const off of ['', '  ', 'false', 'FALSE']) {
      serve(() => list(item({ currentStage: 'ended' })), () => json(config({ registration_off_url: off })));
      expect(await loadCompetition(), JSON.stringify(off)).toMatchObject({ kind: 'closed', competition: { id: 503 } });
    }
  });

  it('no competition, a list that fails or a list of the wrong shape goes to /matificgames', async () => {
    const answers = [() => list(), () => json({ user_message: 'Down' }, 500), () => json({ results: [{ id: 'x' }] }), () => json(null)];
    for (const answer of answers) {
      const urls = serve(answer);
      expect(await loadCompetition()).toEqual({ kind: 'leave', to: NO_COMPETITION_PATH, reason: 'no-competition' });
      expect(urls, 'no config is asked for').toHaveLength(1);
    }
    expect(NO_COMPETITION_PATH).toBe('/matificgames');
  });

  it('a form config that fails or is malformed is only logged: no form, no move', async () => {
    for (const answer of [() => json({ user_message: 'Down' }, 500), () => json({ competition_id: 'x' })]) {
      logged = [];
      serve(() => list(item()), answer);
      expect(await loadCompetition()).toEqual({ kind: 'unavailable' });
      expect(logged.map((args) => args[0])).toEqual(['Competition 503: the registration form config could not be loaded.']);
    }
  });

  it('an abort is passed on, not taken for a missing competition', async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => {
        controller.abort();
        return Promise.reject(new DOMException('aborted', 'AbortError'));
      }),
    );
    await expect(loadCompetition(controller.signal)).rejects.toThrow();
  });
});
