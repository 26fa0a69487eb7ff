import type { z } from 'zod';
import type { pageSettingsSchema } from './page-settings-schema.ts';

/** Spec §3 page-level settings; the schema (page-settings-schema.ts) says what each is. */
export type PageSettings = z.infer<typeof pageSettingsSchema>;

export const PAGE_SETTINGS_ELEMENT_ID = 'page-settings';
