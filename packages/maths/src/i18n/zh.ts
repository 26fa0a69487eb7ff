/**
 * 中文：placeholder until the Chinese catalogue lands (another branch writes it). It reads the
 * English texts so the engine and its tests compile with zh in LANGUAGES; replace it whole.
 */
import type { CatalogueSource } from '../text.ts';
import { en } from './en.ts';
import { zhWordings } from './zh-wordings.ts';

export const zh: CatalogueSource = { ...en, templates: { ...en.templates, ...zhWordings } };
