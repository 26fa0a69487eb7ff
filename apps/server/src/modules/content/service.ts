import { findLocale, DEFAULT_LANGUAGE, DEFAULT_REGION } from '@numbloom/domain/regions';
import { SUBREGIONS } from '@numbloom/domain/subregions';
import {
  ACTIVITY_TYPES,
  OCCUPATION_OPTIONS,
  SCHOOL_ROLE_OPTIONS,
  type EnumsResponse,
} from '@numbloom/domain/content';
import { notFound } from '../../lib/http-error.ts';
import { loadCatalogue } from './cdn-files.ts';

export { contentVersion, languageRoot, loadCatalogue } from './cdn-files.ts';

/**
 * An activity's title as a reader reads it: in their language (the request's,
 * or a room's), from that language's catalogue, built once per process; English
 * for a language the catalogue does not have; the id when the catalogue no
 * longer holds the activity (a room outlives a content change).
 */
export const activityTitle = (activityId: string, language: string | undefined): string =>
  loadCatalogue(language).byId.get(activityId)?.title ?? activityId;

/** The path on this server that plays the static CDN (the content routes serve it; settings give its address). */
export const CDN_PATH = '/cdn';

/** Spec §2: the blank first subregion option. */
export const SUBREGION_PLACEHOLDER = { value: '', display: 'State/Province' } as const;

/** School types offered where a school registers (value is the stored key). */
export const SCHOOL_TYPES = [
  ['public', 'Public / Government'],
  ['private', 'Private / Independent'],
  ['catholic', 'Catholic / Religious'],
  ['charter', 'Charter / Academy'],
  ['home', 'Home school'],
  ['other', 'Other'],
] as const;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The enumerations service (GET /api/v2/enums/). Grade names depend on the
 * region and language: Kindergarten/Grade 1 in the US, Foundation/Year 1 in
 * Australia, Maternelle/1re année in French.
 */
export function enumsFor(region = DEFAULT_REGION, language = DEFAULT_LANGUAGE): EnumsResponse {
  const locale = findLocale(region, language);
  if (!locale) throw notFound('This region or language is not available.');
  const lang = locale.language.code;
  // Strand and activity-type names in the page's language, from its catalogue.
  const catalogue = loadCatalogue(lang);
  const names = catalogue.gradeNames[`${lang}-${locale.region.code}`] ?? catalogue.gradeNames[lang] ?? catalogue.gradeNames.en!;
  return {
    GradeCodesEnum: catalogue.grades
      .map((g) => ({ order: g.order, value: g.code, display: names.long[g.order]!, short_display: names.short[g.order]! }))
      .sort((a, b) => a.order - b.order),
    SubRegionsEnum: Object.fromEntries(Object.entries(SUBREGIONS).map(([country, list]) => [country, [SUBREGION_PLACEHOLDER, ...list]])),
    RolesEnum: SCHOOL_ROLE_OPTIONS.map((display, order) => ({ order, value: slug(display), display })),
    SchoolTypesEnum: SCHOOL_TYPES.map(([value, display], order) => ({ order, value, display })),
    OccupationEnum: OCCUPATION_OPTIONS.map((display) => ({ value: slug(display), display })),
    ActivityTypesEnum: ACTIVITY_TYPES.map((value) => ({ value, display: catalogue.typeNames[value] })),
    StrandsEnum: catalogue.strands.map((s) => ({ value: s.id, display: s.name })),
    CurriculaEnum: catalogue.curricula.map((c) => ({ value: c.id, display: c.name })),
  };
}
