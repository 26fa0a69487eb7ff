// @vitest-environment jsdom
/**
 * The web content loader against the real server: settings name the CDN files,
 * the loader fetches them through the one API client, and every spec rule
 * holds on real data (Australian grade names, no 'All' category, episode ids
 * from links, extra data merged).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer } from 'node:net';
import { ALL_CATEGORY_ID } from '@numbloom/domain/content';
import { defaultPageSettings } from '../../../../web/src/lib/page-settings.ts';
import { clearPageSettings, setPageSettings } from '../../../../web/src/app/test-page-settings.ts';
import { clearApiCache } from '../../../../web/src/api/client.ts';
import { episodeIdsIn, loadCategories, loadContent, loadSettings, withExtraData } from '../../../../web/src/content/loader.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';

declare const jsdom: { reconfigure(options: { url: string }): void };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

describe('the web content loader against the real server', () => {
  let t: TestApp;

  beforeAll(async () => {
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    t = await createTestApp({ env: { PUBLIC_URL: origin } });
    await t.app.listen({ host: '127.0.0.1', port });
    jsdom.reconfigure({ url: `${origin}/au/en/activities/` });
    // Test files share a worker's document (isolate: false): settings and cached answers another left are replaced
    clearApiCache();
    setPageSettings({ ...defaultPageSettings(), region: 'au', language: 'en', api_domain: origin, swap_tld: false });
    const nodeFetch = globalThis.fetch;
    // jsdom's AbortSignal is not Node's, so the signal stays behind (these calls never abort). Under the
    // jsdom environment the server's gzip Buffers do not survive the realm change, so this bridge asks for
    // plain bodies; the browser tests cover gzip.
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) =>
      nodeFetch(String(input), { method: init.method, headers: { ...(init.headers as Record<string, string>), 'accept-encoding': 'identity' } }),
    );
  });

  afterAll(async () => {
    vi.unstubAllGlobals();
    clearPageSettings();
    clearApiCache();
    await t?.close();
  });

  it('loads named grades, episodes and enums, categories without the placeholder, and merges extra data', async () => {
    const settings = await loadSettings();
    const content = await loadContent(settings);
    expect(content.grades.map((g) => g.translated_name)).toEqual(['Foundation', 'Year 1', 'Year 2', 'Year 3', 'Year 4', 'Year 5', 'Year 6']);
    expect(content.grades[0]!.short_translated_name).toBe('F');
    expect(content.episodes.length).toBeGreaterThanOrEqual(80);
    expect(content.enums.SubRegionsEnum.AU![0]).toEqual({ value: '', display: 'State/Province' });

    const tree = await loadCategories(settings);
    expect(tree.some((n) => n.id === ALL_CATEGORY_ID)).toBe(false);
    expect(tree.map((n) => n.id)).toContain('fractions-decimals');
    const ids = episodeIdsIn(tree);
    const known = new Set(content.episodes.map((e) => e.id));
    expect(ids.length).toBe(content.episodes.length);
    for (const id of ids) expect(known.has(id), id).toBe(true);

    const clock = content.episodes.find((e) => e.id === 'grade-3-read-clock-episode')!;
    const full = await withExtraData(clock);
    expect(full.more_data.asset_url).toBe(clock.more_data.asset_url);
    expect(full.more_data.standards?.map((s) => s.code)).toEqual(['3.MD.A.1', 'AC9M3M04']);
  });
});
