import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { GRADES, TOPIC_GRADES, STRANDS } from '@numbloom/maths/types';
import { ACTIVITY_TYPES, ALL_CATEGORY_ID, episodeIdFromLink } from '@numbloom/domain/content';
import { categoryNodeSchema, contentCatalogueSchema, episodeExtraSchema, episodeSchema } from '@numbloom/domain/content-schema';
import { SUBREGIONS } from '@numbloom/domain/subregions';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildCatalogue } from '../../../../../content/catalogue.ts';

describe('content catalogue (content/)', () => {
  const c = buildCatalogue();

  it('has at least 80 activities covering every grade, strand and activity type', () => {
    expect(c.activities.length).toBeGreaterThanOrEqual(80);
    for (const g of GRADES) expect(c.activities.some((a) => a.grade === g), g).toBe(true);
    for (const s of STRANDS) for (const g of GRADES) expect(c.activities.some((a) => a.strand === s && a.grade === g), `${s} ${g}`).toBe(true);
    for (const t of ACTIVITY_TYPES) expect(c.activities.some((a) => a.type === t), t).toBe(true);
  });

  it('gives every activity a grade the engine serves for its generator, tips and a difficulty', () => {
    for (const a of c.activities) {
      expect(TOPIC_GRADES[a.generator_key] as readonly string[]).toContain(a.grade);
      expect(a.teacher_tips.length).toBeGreaterThanOrEqual(3);
      expect([1, 2, 3]).toContain(a.difficulty);
      expect(episodeIdFromLink(a.link)).toBe(a.id);
    }
  });

  it('maps both curricula with real code shapes', () => {
    const codes = c.activities.flatMap((a) => Object.entries(a.curricula).flatMap(([id, list]) => list.map((code) => [id, code] as const)));
    expect(codes.some(([id]) => id === 'ccss')).toBe(true);
    expect(codes.some(([id]) => id === 'ac9')).toBe(true);
    for (const [id, code] of codes) expect(code).toMatch(id === 'ccss' ? /^[K1-6]\.[A-Z]{1,3}\.[A-D]\.\d{1,2}$/ : /^AC9M[F1-6](N|A|M|SP|ST|P)\d{2}$/);
  });

  it('lists each assessment per grade with existing activities', () => {
    for (const a of c.assessments) for (const g of GRADES) for (const id of a.activities[g]) expect(c.byId.get(id)?.grade).toBe(g);
  });
});

describe('static CDN and enumerations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const settings = async () => (await t.app.inject('/api/v2/settings/?region_code=AU&language_code=en')).json();
  const path = (url: string) => url.replace(t.config.PUBLIC_URL, '');

  it('serves the grades and episodes mappings named in settings, versioned and cached for a year', async () => {
    const s = await settings();
    const grades = await t.app.inject(path(s.static_mapping_url));
    expect(grades.statusCode).toBe(200);
    expect(grades.headers['cache-control']).toContain('immutable');
    expect(grades.headers.etag).toMatch(/^"/);
    expect(grades.json()).toEqual(GRADES.map((code, order) => ({ order, code })));

    const episodes = await t.app.inject(path(s.episode_static_mapping_url));
    const list = episodes.json();
    expect(list.length).toBeGreaterThanOrEqual(80);
    for (const e of list) episodeSchema.parse(e);
  });

  it('answers 304 to a matching ETag and gzip when asked', async () => {
    const first = await t.app.inject('/cdn/content/grades.json');
    expect(first.headers['cache-control']).not.toContain('immutable');
    const again = await t.app.inject({ url: '/cdn/content/grades.json', headers: { 'if-none-match': first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const gz = await t.app.inject({ url: '/cdn/content/episodes.json', headers: { 'accept-encoding': 'gzip, br' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).length).toBeGreaterThanOrEqual(80);
  });

  it('serves categories with the All placeholder first and sub-categories per category, links carrying the episode id', async () => {
    const s = await settings();
    const url = s.cdn_mapping.categories.replace('{cdn_domain}', s.static_cdn_url);
    const tree = (await t.app.inject(path(url))).json();
    expect(tree[0].id).toBe(ALL_CATEGORY_ID);
    for (const node of tree) categoryNodeSchema.parse(node);
    const time = tree.find((n: { id: string }) => n.id === 'time');
    const sub = await t.app.inject(path(s.cdn_mapping.sub_categories.replace('{cdn_domain}', s.static_cdn_url).replace('{category_id}', 'time')));
    expect(sub.statusCode).toBe(200);
    const topics = sub.json();
    expect(topics.map((n: { id: string }) => n.id)).toEqual(time.children.map((n: { id: string }) => n.id));
    const clock = topics.find((n: { id: string }) => n.id === 'time/read-clock').children.find((n: { id: string }) => n.id === 'time/read-clock/half-hour');
    // Australia maps the grade 2 and 3 clock work to AC9, so grade 1's half hour is optional there.
    expect(clock.episodes.optional.map((e: { link: string }) => episodeIdFromLink(e.link))).toContain('grade-1-read-clock-episode');
  });

  it('gives each episode an extra_data file', async () => {
    const list = (await t.app.inject('/cdn/content/episodes.json')).json();
    const clock = list.find((e: { id: string }) => e.id === 'grade-3-read-clock-episode');
    const extra = await t.app.inject(path(clock.more_data.extra_data));
    expect(extra.statusCode).toBe(200);
    const body = episodeExtraSchema.parse(extra.json());
    expect(body.standards).toContainEqual(expect.objectContaining({ code: '3.MD.A.1' }));
    expect(body.standards).toContainEqual(expect.objectContaining({ code: 'AC9M3M04' }));
    expect(body.teacher_tips.join(' ')).toMatch(/hour hand/);
    const svg = await t.app.inject(path(clock.more_data.asset_url));
    expect(svg.headers['content-type']).toContain('image/svg+xml');
  });

  it('serves the catalogue and 404s an unknown file', async () => {
    contentCatalogueSchema.parse((await t.app.inject('/cdn/content/catalogue.json')).json());
    const missing = await t.app.inject('/cdn/content/nope.json');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ user_message: 'Not found.' });
  });

  it('enumerates grades in order with regional names, subregions with the blank first entry, roles and occupations', async () => {
    const res = await t.app.inject('/api/v2/enums/?region_code=AU&language_code=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(body.GradeCodesEnum.map((g: { order: number }) => g.order)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(body.GradeCodesEnum[0]).toEqual({ order: 0, value: 'K', display: 'Foundation', short_display: 'F' });
    for (const [country, list] of Object.entries(SUBREGIONS)) {
      expect(body.SubRegionsEnum[country][0]).toEqual({ value: '', display: 'State/Province' });
      expect(body.SubRegionsEnum[country].length).toBe(list.length + 1);
    }
    expect(body.RolesEnum[0].display).toBe('Principal');
    expect(body.RolesEnum.at(-1).display).toBe('Others');
    expect(body.OccupationEnum.map((o: { display: string }) => o.display)).toEqual(['Teacher', 'Parent', 'Other']);
    expect(body.ActivityTypesEnum.map((o: { display: string }) => o.display)).toEqual(['Episodes', 'Word Problems', 'Worksheets', 'Multiplayer Game']);

    const us = (await t.app.inject('/api/v2/enums/?region_code=US&language_code=en')).json();
    expect(us.GradeCodesEnum[1].display).toBe('Grade 1');
    const fr = (await t.app.inject('/api/v2/enums/?region_code=CA&language_code=fr')).json();
    expect(fr.GradeCodesEnum[0].display).toBe('Maternelle');
    const bad = await t.app.inject('/api/v2/enums/?region_code=XX&language_code=en');
    expect(bad.statusCode).toBe(404);
  });
});
