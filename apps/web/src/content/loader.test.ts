/**
 * One test per rule of the content data loader (spec §3, §7). fetch is the
 * network boundary: a fake records each request and answers like the CDN.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_CACHE_PREFIX } from '@numbloom/domain/api-constants';
import type { CategoryNode, EnumsResponse, Episode } from '@numbloom/domain/content';
import type { SettingsResponse } from '@numbloom/domain/settings';
import { resetPageSettings } from '../lib/page-settings.ts';
import { clearApiCache, setAuthToken } from '../api/client.ts';
import { cdnUrl, episodeIdsIn, loadCategories, loadContent, loadSubCategories, nameGrades, withExtraData } from './loader.ts';

const CDN = 'http://localhost:3000/cdn';
const settings: SettingsResponse = {
  locale_id: 5,
  region_code: 'AU',
  language_code: 'en',
  free_trial_period: 30,
  free_trial_type: 'teacher_premium',
  slatemath_domain: 'http://localhost:3000',
  static_cdn_url: CDN,
  cdn_zone: 'au',
  cdn_mapping: {
    categories: '{cdn_domain}/content/au/categories.json?v=1',
    sub_categories: '{cdn_domain}/content/au/sub-categories/{category_id}.json?v=1',
  },
  static_mapping_url: `${CDN}/content/grades.json?v=1`,
  episode_static_mapping_url: `${CDN}/content/episodes.json?v=1`,
  enum_service_url: 'http://localhost:3000/api/v2/enums/?region_code=AU&language_code=en',
};

const gradeCodes: EnumsResponse['GradeCodesEnum'] = [
  { order: 1, value: '1', display: 'Year 1', short_display: '1' },
  { order: 0, value: 'K', display: 'Foundation', short_display: 'F' },
];
const enums = { GradeCodesEnum: gradeCodes } as EnumsResponse;

const episode: Episode = {
  id: 'grade-1-read-clock-episode',
  link: '/episode/grade-1-read-clock-episode/grade-1-read-clock-episode',
  type: 'episode',
  title: 'Telling time: Hour and half hour',
  grade: '1',
  strand: 'time',
  topic: 'time/read-clock',
  subtopic: 'half-hour',
  subtopic_name: 'Hour and half hour',
  difficulty: 2,
  generator_key: 'time/read-clock',
  curricula: { ccss: ['1.MD.B.3'] },
  textbook_units: [],
  assessments: [],
  more_data: { asset_url: `${CDN}/images/strands/time.svg`, extra_data: `${CDN}/episodes/grade-1-read-clock-episode/extra.json?v=1` },
};

const node = (id: string, children: CategoryNode[] = [], links: string[] = []): CategoryNode => ({
  id,
  name: id,
  level: 'strand',
  children,
  episodes: { mandatory: links.map((link) => ({ link, title: link, type: 'episode', grade: '1' })), optional: [] },
});

interface Seen {
  url: URL;
  headers: Record<string, string>;
}

function fakeCdn(files: Record<string, unknown>) {
  const seen: Seen[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input));
      seen.push({ url, headers: { ...(init.headers as Record<string, string>) } });
      const body = files[url.pathname];
      return body === undefined
        ? new Response(JSON.stringify({ user_message: 'Not found.' }), { status: 404 })
        : new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return seen;
}

beforeEach(() => {
  resetPageSettings();
  clearApiCache();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setAuthToken(null);
});

describe('content data loader', () => {
  it('names grades from the grade-code enumeration by order and drops grades with no entry', () => {
    const named = nameGrades(
      [
        { order: 1, code: '1' },
        { order: 0, code: 'K' },
        { order: 7, code: '7' },
      ],
      gradeCodes,
    );
    expect(named).toEqual([
      { order: 0, code: 'K', short_translated_name: 'F', translated_name: 'Foundation' },
      { order: 1, code: '1', short_translated_name: '1', translated_name: 'Year 1' },
    ]);
  });

  it('fetches the grades, episodes and enums URLs from settings; enums without caching and without auth', async () => {
    setAuthToken('secret-token');
    const seen = fakeCdn({
      '/cdn/content/grades.json': [{ order: 0, code: 'K' }, { order: 1, code: '1' }, { order: 9, code: '9' }],
      '/cdn/content/episodes.json': [episode],
      '/api/v2/enums/': enums,
    });
    const data = await loadContent(settings);
    expect(data.grades.map((g) => g.translated_name)).toEqual(['Foundation', 'Year 1']);
    expect(data.episodes).toEqual([episode]);
    expect(seen.map((s) => s.url.pathname).sort()).toEqual(['/api/v2/enums/', '/cdn/content/episodes.json', '/cdn/content/grades.json']);
    const enumCall = seen.find((s) => s.url.pathname === '/api/v2/enums/')!;
    expect(enumCall.headers.Authorization).toBeUndefined();
    expect(enumCall.url.origin + enumCall.url.pathname).toBe('http://localhost:3000/api/v2/enums/');

    // A second load answers grades and episodes from the session cache, but asks for the enums again.
    await loadContent(settings);
    expect(seen.filter((s) => s.url.pathname === '/api/v2/enums/')).toHaveLength(2);
    expect(seen.filter((s) => s.url.pathname === '/cdn/content/grades.json')).toHaveLength(1);
    const cachedKeys = Object.keys(sessionStorage).filter((k) => k.startsWith(SESSION_CACHE_PREFIX));
    expect(cachedKeys.some((k) => k.includes('/api/v2/enums/'))).toBe(false);
    expect(cachedKeys.some((k) => k.includes('/cdn/content/grades.json'))).toBe(true);
  });

  it('replaces the CDN domain placeholder and the category id in category URLs', () => {
    expect(cdnUrl(settings, 'categories')).toBe(`${CDN}/content/au/categories.json?v=1`);
    expect(cdnUrl(settings, 'sub_categories', { category_id: 'time' })).toBe(`${CDN}/content/au/sub-categories/time.json?v=1`);
  });

  it("filters the 'All' placeholder category out at every level", async () => {
    fakeCdn({
      '/cdn/content/au/categories.json': [node('All'), node('time', [node('All'), node('time/read-clock')])],
      '/cdn/content/au/sub-categories/time.json': [node('All'), node('time/read-clock')],
    });
    const tree = await loadCategories(settings);
    expect(tree.map((n) => n.id)).toEqual(['time']);
    expect(tree[0]!.children.map((n) => n.id)).toEqual(['time/read-clock']);
    expect((await loadSubCategories(settings, 'time')).map((n) => n.id)).toEqual(['time/read-clock']);
  });

  it('takes the episode id from the second path segment of each entry link', () => {
    const tree = [node('time', [node('clock', [], ['/episode/grade-1-read-clock-episode/slug', 'https://cdn.example/episode/42/x?y=1'])], ['/episode/7/'])];
    expect(episodeIdsIn(tree)).toEqual(['7', 'grade-1-read-clock-episode', '42']);
  });

  it('fetches extra_data and merges it into more_data', async () => {
    const extra = { description: 'Read and set the time.', teacher_tips: ['Tip one is long enough.'], how_it_works: 'Play', item_count: 5, standards: [], textbook_units: [] };
    const seen = fakeCdn({ '/cdn/episodes/grade-1-read-clock-episode/extra.json': extra });
    const full = await withExtraData(episode);
    expect(seen[0]!.url.pathname).toBe('/cdn/episodes/grade-1-read-clock-episode/extra.json');
    expect(full.more_data).toEqual({ ...episode.more_data, ...extra });
    expect(full.id).toBe(episode.id);
  });
});
