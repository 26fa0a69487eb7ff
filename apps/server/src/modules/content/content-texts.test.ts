/**
 * The catalogue in every language (issue 13): every text the catalogue shows
 * exists in every language a region offers, keyed as the English is, with the
 * same {placeholders}; the catalogues of all languages have one structure and
 * differ in their texts only; settings send a page its own language's files.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LRI, PDI } from '@numbloom/maths/bidi';
import { britishIn } from '@numbloom/maths/british-spellings';
import { REGIONS } from '@numbloom/domain/regions';
import { episodeExtraSchema } from '@numbloom/domain/content-schema';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildCatalogue, catalogueTexts, CATALOGUE_LANGUAGES, textDifferences, type Catalogue, type CatalogueTexts } from '../../../../../content/catalogue.ts';

const TRANSLATED = CATALOGUE_LANGUAGES.filter((l) => l !== 'en');
const english = catalogueTexts('en');

/** Every text of a texts tree, with its path. */
function texts(tree: unknown, path = ''): [string, string][] {
  if (typeof tree === 'string') return [[path, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([k, v]) => texts(v, path ? `${path}.${k}` : k));
}

describe('catalogue texts in every language', () => {
  it('has a catalogue for every language a region offers', () => {
    const offered = [...new Set(REGIONS.flatMap((r) => r.languages.map((l) => l.code)))].sort();
    expect([...CATALOGUE_LANGUAGES].sort()).toEqual(offered);
  });

  it('keeps one English every English site reads: nothing a US page would show worded the British way (analogue, postcode…)', () => {
    // the topic texts of the English catalogue are the US pages' too (there is no en-US catalogue)
    const strands = texts(english.strands).filter(([path]) => /\.(description|name)$/.test(path));
    expect(strands.flatMap(([path, text]) => britishIn(text).filter((b) => /analog|ZIP/.test(b)).map((b) => `${path}: ${b}`))).toEqual([]);
  });

  it.each(TRANSLATED)('%s has every text English has, no other, with the same placeholders', (language) => {
    expect(textDifferences(english, catalogueTexts(language))).toEqual([]);
  });

  it('names a missing text, an extra one and a changed placeholder', () => {
    const broken = structuredClone(catalogueTexts('fr')) as CatalogueTexts;
    delete broken.strands.time.topics['time/read-clock']!.subtopics.oclock;
    broken.strands.time.topics['time/read-clock']!.tips.push('Un conseil de plus que l’anglais n’a pas, pour voir le test échouer.');
    broken.assessments['number-check']!.name = 'Bilan {grade}';
    broken['activity-types'].worksheet.description = 'Une fiche sur {sujet}.';
    expect(textDifferences(english, broken)).toEqual([
      'missing strands.time.topics.time/read-clock.subtopics.oclock',
      'placeholders differ at activity-types.worksheet.description: {topic} in English, {sujet} here',
      'placeholders differ at assessments.number-check.name: {} in English, {grade} here',
      'extra strands.time.topics.time/read-clock.tips.3',
    ]);
  });

  it.each(TRANSLATED)('%s leaves no sentence in English', (language) => {
    const mine = new Map(texts(catalogueTexts(language)));
    for (const [path, text] of texts(english)) {
      // names of one or two words may be spelt alike (Division, Volume, Angles); a sentence never is
      if (text.split(' ').length >= 3 && !path.startsWith('phrases.')) expect(mine.get(path), path).not.toBe(text);
    }
  });
});

describe('the catalogue per language', () => {
  const en = buildCatalogue('en');
  const others = TRANSLATED.map((language) => buildCatalogue(language));

  /** The catalogue with every text taken out: what must be the same in every language. */
  const structure = (c: Catalogue) => ({
    activities: c.activities.map(({ title: _t, description: _d, teacher_tips, how_it_works: _h, subtopic_name: _s, ...rest }) => ({ ...rest, tips: teacher_tips.length })),
    strands: c.strands.map((s) => ({ id: s.id, topics: s.topics.map((t) => ({ key: t.key, tips: t.tips.length, subtopics: t.subtopics.map(({ name: _n, ...sub }) => sub) })) })),
    assessments: c.assessments.map(({ name: _n, description: _d, ...rest }) => rest),
    curricula: c.curricula,
    textbooks: c.textbooks,
    grades: c.grades,
  });

  it.each(others.map((c) => [c.language, c] as const))('%s has the English ids, order, grades and mappings', (_language, catalogue) => {
    expect(structure(catalogue)).toEqual(structure(en));
  });

  it.each(others.map((c) => [c.language, c] as const))('%s has its own title, description, tips and how-it-works on every activity', (_language, catalogue) => {
    catalogue.activities.forEach((a, i) => {
      const source = en.activities[i]!;
      expect(a.title, a.id).not.toBe(source.title);
      expect(a.description, a.id).not.toBe(source.description);
      expect(a.how_it_works, a.id).not.toBe(source.how_it_works);
      a.teacher_tips.forEach((tip, n) => expect(tip, `${a.id} tip ${n}`).not.toBe(source.teacher_tips[n]));
    });
  });

  it('keeps the maths of Arabic texts left to right inside the sentence', () => {
    const ar = others.find((c) => c.language === 'ar')!;
    const missing = ar.topics.get('addition-subtraction/missing-number')!;
    expect(missing.description).toContain(`${LRI}(8 + ? = 13)${PDI}`);
    expect(ar.byId.get('grade-3-multiply-episode')!.subtopic_name).toContain(`${LRI}10 × 10${PDI}`);
  });
});

describe('the catalogue files a page is sent', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const settings = async (region: string, language: string) => (await t.app.inject(`/api/v2/settings/?region_code=${region}&language_code=${language}`)).json();
  const path = (url: string) => {
    const u = new URL(url, 'http://cdn.invalid');
    return `${u.pathname}${u.search}`;
  };
  const cdnPath = (s: { static_cdn_url: string }, template: string) => path(template.replace('{cdn_domain}', s.static_cdn_url));
  const get = async (url: string) => (await t.app.inject(url)).json();

  it('names the English files at the CDN root, as before', async () => {
    const s = await settings('US', 'en');
    expect(path(s.episode_static_mapping_url)).toMatch(/^\/cdn\/content\/episodes\.json\?v=/);
    expect(cdnPath(s, s.cdn_mapping.catalogue)).toMatch(/^\/cdn\/content\/catalogue\.json\?v=/);
    expect(cdnPath(s, s.cdn_mapping.categories)).toMatch(/^\/cdn\/content\/us\/categories\.json\?v=/);
  });

  it.each([
    ['CA', 'fr', 'Lire l’heure'],
    ['US', 'es', 'Leer la hora'],
    ['AUE', 'ar', 'قراءة الساعة'],
  ])('sends a %s-%s page its language’s episodes, catalogue, categories and extra data, cached like the English', async (region, language, readClock) => {
    const s = await settings(region, language);
    const version = s.episode_static_mapping_url.split('?v=')[1];
    const res = await t.app.inject(path(s.episode_static_mapping_url));
    expect(path(s.episode_static_mapping_url)).toMatch(new RegExp(`^/cdn/${language}/content/episodes\\.json`));
    expect(res.headers['cache-control']).toContain('immutable');
    const episodes = res.json();
    const englishEpisodes = await get('/cdn/content/episodes.json');
    expect(episodes.map((e: { id: string }) => e.id)).toEqual(englishEpisodes.map((e: { id: string }) => e.id));
    const clock = episodes.find((e: { id: string }) => e.id === 'grade-3-read-clock-episode');
    expect(clock.title.startsWith(readClock)).toBe(true);
    expect(path(clock.more_data.extra_data)).toBe(`/cdn/${language}/episodes/grade-3-read-clock-episode/extra.json?v=${version}`);
    const extra = episodeExtraSchema.parse(await get(path(clock.more_data.extra_data)));
    const englishExtra = episodeExtraSchema.parse(await get('/cdn/episodes/grade-3-read-clock-episode/extra.json'));
    expect(extra.teacher_tips).not.toEqual(englishExtra.teacher_tips);
    // the standards and textbook units cited are English-language publications: quoted as they are
    expect(extra.standards).toEqual(englishExtra.standards);
    expect(extra.textbook_units).toEqual(englishExtra.textbook_units);

    const catalogue = await get(cdnPath(s, s.cdn_mapping.catalogue));
    expect(catalogue.strands.find((x: { id: string }) => x.id === 'time').topics[0].name).toBe(readClock);
    const tree = await get(cdnPath(s, s.cdn_mapping.categories));
    expect(tree.find((n: { id: string }) => n.id === 'time').children[0].name).toBe(readClock);
    const sub = await t.app.inject(cdnPath(s, s.cdn_mapping.sub_categories.replace('{category_id}', 'time')));
    expect(sub.statusCode).toBe(200);
  });

  it('names strands and activity types in the page’s language in the enumerations', async () => {
    const fr = await get('/api/v2/enums/?region_code=CA&language_code=fr');
    expect(fr.StrandsEnum.find((o: { value: string }) => o.value === 'time').display).toBe('Le temps');
    expect(fr.ActivityTypesEnum.map((o: { display: string }) => o.display)).toEqual(['Épisodes', 'Problèmes', 'Fiches d’exercices', 'Jeu de classe']);
  });
});
