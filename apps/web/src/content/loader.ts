/**
 * The content configuration service (spec §1, §3, §7): settings name the CDN
 * files; this module fetches them and applies the spec's rules:
 * - grades are named from the grade-code enumeration by order, and a grade
 *   with no matching entry is dropped;
 * - the 'All' category is a placeholder and is filtered out;
 * - an entry's episode id is the second path segment of its link;
 * - an episode's extra_data link is fetched and merged into more_data;
 * - the enumerations are loaded without caching and without auth.
 */
import {
  ALL_CATEGORY_ID,
  episodeIdFromLink,
  type CategoryNode,
  type ContentCatalogue,
  type EnumsResponse,
  type Episode,
  type EpisodeExtra,
  type EpisodeWithExtra,
  type Grade,
  type StaticGrade,
} from '@numbloom/domain/content';
import { CDN_DOMAIN_PLACEHOLDER, type SettingsResponse } from '@numbloom/domain/settings';
import { apiGet } from '../api/client.ts';

export type { Grade };

/**
 * The language of the content texts that stay English on every page, marked
 * with it where the page is in another language (ui/lang.tsx, WCAG 3.1.2): the
 * names and texts of the English-language publications the catalogue cites
 * (curricula and their standards, textbooks and their units). The catalogue
 * the CDN serves a page (titles, descriptions, tips, strand, topic and subtopic
 * names, assessments) is in the page's own language: settings name that
 * language's files (content/authored/i18n, decision 027), and the titles the
 * server writes (a dashboard's games, an Arena's notice) come from the
 * request's language, so those texts need no mark.
 */
export const CONTENT_LANGUAGE = 'en';

export function loadSettings(signal?: AbortSignal): Promise<SettingsResponse> {
  return apiGet<SettingsResponse>('/api/v2/settings/', { cache: true, signal });
}

/** The enumerations: never from the session cache, never with the Bearer token (spec §7). */
export function loadEnums(settings: SettingsResponse, signal?: AbortSignal): Promise<EnumsResponse> {
  return apiGet<EnumsResponse>(settings.enum_service_url, { cache: false, auth: false, signal });
}

/** Spec §3: names each grade from the grade-code enumeration entry of the same order; drops the rest. */
export function nameGrades(grades: StaticGrade[], gradeCodes: EnumsResponse['GradeCodesEnum']): Grade[] {
  const byOrder = new Map(gradeCodes.map((g) => [g.order, g]));
  return grades
    .flatMap((g) => {
      const entry = byOrder.get(g.order);
      return entry ? [{ ...g, short_translated_name: entry.short_display, translated_name: entry.display }] : [];
    })
    .sort((a, b) => a.order - b.order);
}

/** Removes the 'All' placeholder at every level of a category tree. */
export function withoutPlaceholders(nodes: CategoryNode[]): CategoryNode[] {
  return nodes.filter((n) => n.id !== ALL_CATEGORY_ID).map((n) => ({ ...n, children: withoutPlaceholders(n.children) }));
}

/** A cdn_mapping URL with the CDN domain placeholder (and any {name}) filled in. */
export function cdnUrl(settings: SettingsResponse, key: string, vars: Record<string, string> = {}): string {
  const template = settings.cdn_mapping[key];
  if (!template) throw new Error(`settings.cdn_mapping has no ${key}`);
  let url = template.replace(CDN_DOMAIN_PLACEHOLDER, settings.static_cdn_url);
  for (const [name, value] of Object.entries(vars)) url = url.replace(`{${name}}`, encodeURIComponent(value));
  return url;
}

export interface ContentData {
  grades: Grade[];
  episodes: Episode[];
  enums: EnumsResponse;
}

/** The data loader: grades, episodes and enumerations, from the URLs in settings. */
export async function loadContent(settings: SettingsResponse, signal?: AbortSignal): Promise<ContentData> {
  const [grades, episodes, enums] = await Promise.all([
    apiGet<StaticGrade[]>(settings.static_mapping_url, { cache: true, signal }),
    apiGet<Episode[]>(settings.episode_static_mapping_url, { cache: true, signal }),
    loadEnums(settings, signal),
  ]);
  return { grades: nameGrades(grades, enums.GradeCodesEnum), episodes, enums };
}

/**
 * The episodes alone, for a page of the children's entry that names an activity and the next one
 * (decision 096): the same cached file as loadContent's, without the grades and enumerations.
 */
export async function loadEpisodes(signal?: AbortSignal): Promise<Episode[]> {
  const settings = await loadSettings(signal);
  return apiGet<Episode[]>(settings.episode_static_mapping_url, { cache: true, signal });
}

export async function loadCategories(settings: SettingsResponse, signal?: AbortSignal): Promise<CategoryNode[]> {
  return withoutPlaceholders(await apiGet<CategoryNode[]>(cdnUrl(settings, 'categories'), { cache: true, signal }));
}

export async function loadSubCategories(settings: SettingsResponse, categoryId: string, signal?: AbortSignal): Promise<CategoryNode[]> {
  return withoutPlaceholders(await apiGet<CategoryNode[]>(cdnUrl(settings, 'sub_categories', { category_id: categoryId }), { cache: true, signal }));
}

export function loadCatalogue(settings: SettingsResponse, signal?: AbortSignal): Promise<ContentCatalogue> {
  return apiGet<ContentCatalogue>(cdnUrl(settings, 'catalogue'), { cache: true, signal });
}

/** Every episode id a category tree lists (mandatory first), taken from the entry links. */
export function episodeIdsIn(nodes: CategoryNode[]): string[] {
  const ids: string[] = [];
  const walk = (n: CategoryNode) => {
    for (const e of [...n.episodes.mandatory, ...n.episodes.optional]) {
      const id = episodeIdFromLink(e.link);
      if (id && !ids.includes(id)) ids.push(id);
    }
    n.children.forEach(walk);
  };
  nodes.forEach(walk);
  return ids;
}

/** Fetches the episode's extra_data link and merges what it says into more_data. */
export async function withExtraData(episode: Episode, signal?: AbortSignal): Promise<EpisodeWithExtra> {
  const extra = await apiGet<EpisodeExtra>(episode.more_data.extra_data, { cache: true, signal });
  return { ...episode, more_data: { ...episode.more_data, ...extra } };
}
