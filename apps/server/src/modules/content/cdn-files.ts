import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { REGIONS } from '@numbloom/domain/regions';
import { ALL_CATEGORY_ID, type CategoryEntry, type CategoryNode, type ContentCatalogue, type Episode, type EpisodeExtra } from '@numbloom/domain/content';
import { buildCatalogue, CATALOGUE_LANGUAGES, standardGrade, type Activity, type Catalogue, type CatalogueLanguage } from '../../../../../content/catalogue.ts';

/**
 * The static CDN as files in memory: every JSON the content configuration
 * service loads (spec §1, §7), generated once from content/ at start.
 * Paths are relative to the CDN root (/cdn on this server). English, the
 * authored language, is at the root; each other language's catalogue has the
 * same files under /{language} (languageRoot), so settings for a French page
 * name the French files and a page loads one language only.
 */
export interface CdnFile {
  /** The file as text (what is sent to a client that does not take gzip). */
  text: string;
  body: Buffer;
  gzip: Buffer;
  etag: string;
  type: string;
}

export interface Cdn {
  /** Short hash of everything served: changes whenever any file changes. */
  version: string;
  files: Map<string, CdnFile>;
  /** the English catalogue (the structure is the same in every language) */
  catalogue: Catalogue;
}

const STRAND_COLOURS: Record<string, string> = {
  'number-place-value': '#1d4ed8',
  'addition-subtraction': '#047857',
  'multiplication-division': '#7c3aed',
  'fractions-decimals': '#b45309',
  measurement: '#0e7490',
  time: '#be123c',
  money: '#4d7c0f',
  geometry: '#a21caf',
  data: '#374151',
};
const STRAND_GLYPHS: Record<string, string> = {
  'number-place-value': '123',
  'addition-subtraction': '+ −',
  'multiplication-division': '× ÷',
  'fractions-decimals': '½',
  measurement: 'cm',
  time: '◷',
  money: '¢',
  geometry: '△',
  data: '▮▮',
};

function file(body: string, type = 'application/json; charset=utf-8'): CdnFile {
  const buf = Buffer.from(body);
  return { text: body, body: buf, gzip: gzipSync(buf, { level: 9 }), etag: `"${createHash('sha256').update(buf).digest('base64url').slice(0, 27)}"`, type };
}
const json = (value: unknown) => file(JSON.stringify(value));

/** The language the catalogue is served in for a page language: its own where it has one (every language offered does: content-texts.test.ts). */
export const catalogueLanguageFor = (language: string): CatalogueLanguage => {
  const code = language.toLowerCase();
  return (CATALOGUE_LANGUAGES as readonly string[]).includes(code) ? (code as CatalogueLanguage) : 'en';
};
/** Where a language's files start under the CDN root: English at the root (its paths never changed), others under /{language}. */
export const languageRoot = (language: string) => {
  const served = catalogueLanguageFor(language);
  return served === 'en' ? '' : `/${served}`;
};
export const extraDataPath = (id: string) => `/episodes/${encodeURIComponent(id)}/extra.json`;
export const strandImagePath = (strand: string) => `/images/strands/${strand}.svg`;

function episodeEntry(a: Activity, cdnUrl: string, version: string): Episode {
  return {
    id: a.id,
    link: a.link,
    type: a.type,
    title: a.title,
    grade: a.grade,
    strand: a.strand,
    topic: a.topic,
    subtopic: a.subtopic,
    subtopic_name: a.subtopic_name,
    difficulty: a.difficulty,
    generator_key: a.generator_key,
    ...(a.generator_mix ? { generator_mix: a.generator_mix } : {}),
    curricula: a.curricula,
    textbook_units: a.textbook_units,
    assessments: a.assessments,
    more_data: {
      asset_url: `${cdnUrl}${strandImagePath(a.strand)}?v=${version}`,
      extra_data: `${cdnUrl}${extraDataPath(a.id)}?v=${version}`,
    },
  };
}

function extraFor(a: Activity, c: Catalogue): EpisodeExtra {
  return {
    description: a.description,
    teacher_tips: a.teacher_tips,
    how_it_works: a.how_it_works,
    item_count: a.item_count,
    standards: c.curricula.flatMap((cur) =>
      (a.curricula[cur.id] ?? []).map((code) => ({ curriculum: cur.short_name, curriculum_id: cur.id, code, description: cur.standards[code]! })),
    ),
    textbook_units: a.textbook_units.map((ref) => {
      const [bookId, unitId] = ref.split(':');
      const book = c.textbooks.find((b) => b.id === bookId)!;
      return { textbook: book.name, unit: book.units.find((u) => u.id === unitId)!.name };
    }),
  };
}

/**
 * The category tree of one region: strand → topic → subtopic. An entry is
 * mandatory where the region's curriculum covers it, optional otherwise. The
 * first node is the 'All' placeholder the loader filters out (spec §3).
 */
function categoriesFor(region: string, c: Catalogue): CategoryNode[] {
  const curriculum = c.curricula.find((cur) => cur.regions.includes(region)) ?? c.curricula[0]!;
  const entry = (a: Activity): CategoryEntry => ({ link: a.link, title: a.title, type: a.type, grade: a.grade });
  const split = (list: Activity[]) => ({
    mandatory: list.filter((a) => a.curricula[curriculum.id]).map(entry),
    optional: list.filter((a) => !a.curricula[curriculum.id]).map(entry),
  });
  const strands = c.strands.map<CategoryNode>((s) => ({
    id: s.id,
    name: s.name,
    level: 'strand',
    episodes: split(c.activities.filter((a) => a.strand === s.id && a.type === 'multiplayer-game')),
    children: s.topics.map<CategoryNode>((t) => ({
      id: t.key,
      name: t.name,
      level: 'topic',
      episodes: { mandatory: [], optional: [] },
      children: t.subtopics.map<CategoryNode>((sub) => ({
        id: `${t.key}/${sub.id}`,
        name: sub.name,
        level: 'subtopic',
        children: [],
        episodes: split(c.activities.filter((a) => a.topic === t.key && a.subtopic === sub.id && a.type !== 'multiplayer-game')),
      })),
    })),
  }));
  return [{ id: ALL_CATEGORY_ID, name: 'All', level: 'strand', children: [], episodes: { mandatory: [], optional: [] } }, ...strands];
}

function catalogueFile(c: Catalogue): ContentCatalogue {
  return {
    strands: c.strands.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      topics: s.topics.map((t) => ({ key: t.key, name: t.name, description: t.description, subtopics: t.subtopics })),
    })),
    curricula: c.curricula.map((cur) => ({
      id: cur.id,
      name: cur.name,
      short_name: cur.short_name,
      url: cur.url,
      regions: cur.regions,
      standards: Object.entries(cur.standards).map(([code, description]) => ({ code, grade: standardGrade(code) ?? '', description })),
    })),
    assessments: c.assessments.map((a) => ({ id: a.id, name: a.name, description: a.description })),
    textbooks: c.textbooks.map((b) => ({ ...b, units: b.units.map((u) => ({ id: u.id, grade: u.grade, name: u.name })) })),
  };
}

function strandSvg(strand: string, name: string) {
  const colour = STRAND_COLOURS[strand] ?? '#1f2937';
  const glyph = STRAND_GLYPHS[strand] ?? '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 100" role="img" aria-label="${name}"><rect width="160" height="100" rx="12" fill="${colour}"/><text x="80" y="62" font-family="system-ui,sans-serif" font-size="40" font-weight="700" text-anchor="middle" fill="#fff">${glyph}</text></svg>`;
}

/** One language's files: the catalogue, episodes, each region's category tree where the region offers the language, extra data and pictures. */
function languageFiles(files: Map<string, CdnFile>, catalogue: Catalogue, cdnUrl: string, version: string) {
  const root = languageRoot(catalogue.language);
  const at = `${cdnUrl}${root}`;
  files.set(`${root}/content/episodes.json`, json(catalogue.activities.map((a) => episodeEntry(a, at, version))));
  files.set(`${root}/content/catalogue.json`, json(catalogueFile(catalogue)));
  const regions = catalogue.language === 'en' ? REGIONS : REGIONS.filter((r) => r.languages.some((l) => l.code === catalogue.language));
  for (const region of regions) {
    const tree = categoriesFor(region.code, catalogue);
    files.set(`${root}/content/${region.code}/categories.json`, json(tree));
    for (const node of tree) {
      if (node.id === ALL_CATEGORY_ID) continue;
      // A strand's sub-categories: its topics, each with its subtopics nested.
      files.set(`${root}/content/${region.code}/sub-categories/${node.id}.json`, json(node.children));
    }
  }
  for (const a of catalogue.activities) files.set(`${root}${extraDataPath(a.id)}`, json(extraFor(a, catalogue)));
  for (const s of catalogue.strands) files.set(`${root}${strandImagePath(s.id)}`, file(strandSvg(s.id, s.name), 'image/svg+xml'));
}

/** Builds every CDN file. cdnUrl is the public CDN root written into links (settings static_cdn_url). */
export function buildCdn(cdnUrl: string): Cdn {
  const version = contentVersion();
  const files = new Map<string, CdnFile>();
  // Grades are codes and orders only: their names come from the enumerations, in the page's language.
  files.set('/content/grades.json', json(loadCatalogue().grades.map((g) => ({ order: g.order, code: g.code }))));
  for (const language of CATALOGUE_LANGUAGES) languageFiles(files, loadCatalogue(language), cdnUrl, version);
  return { version, files, catalogue: loadCatalogue() };
}

const built = new Map<string, Cdn>();
/** The CDN files for a root, built once per process (every app a test builds serves the same files). */
export function cdnFiles(cdnUrl: string): Cdn {
  let cdn = built.get(cdnUrl);
  if (!cdn) {
    cdn = buildCdn(cdnUrl);
    built.set(cdnUrl, cdn);
  }
  return cdn;
}

/** Each language's catalogue, built on first use: most of the server works with the English one alone. */
const catalogues = new Map<CatalogueLanguage, Catalogue>();
let version: string | undefined;
/** Bump when the shape of a served file changes without the content changing. */
const CDN_FORMAT = 1;

/**
 * The catalogue built from content/, once per process, in a page's language
 * (English by default: the ids, grades and mappings the server works with are
 * the same in every language).
 */
export const loadCatalogue = (language = 'en'): Catalogue => {
  const served = catalogueLanguageFor(language);
  let catalogue = catalogues.get(served);
  if (!catalogue) {
    catalogue = buildCatalogue(served);
    catalogues.set(served, catalogue);
  }
  return catalogue;
};

/**
 * A short hash of the content: written as ?v= into every CDN link so a file can
 * be cached for a year and a new build of the content is a new URL.
 */
export const contentVersion = (): string => {
  if (version === undefined) {
    const hash = createHash('sha256');
    for (const language of CATALOGUE_LANGUAGES) {
      const { topics: _topics, byId: _byId, ...plain } = loadCatalogue(language);
      hash.update(JSON.stringify(plain));
    }
    // One version for every language: a corrected French tip is a new URL for every file, so no cache holds the old one.
    version = hash.update(String(CDN_FORMAT)).digest('base64url').slice(0, 12);
  }
  return version;
};
