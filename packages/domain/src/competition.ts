import { z } from 'zod';
import { localeCode, regionCode, safeString, text } from './text-schema.ts';
import { apiRegion } from './regions.ts';
import { formConfigSchema, recordId } from './registration-config.ts';
import { formInputs, formInputsWireShape, type RegistrationFormValues } from './registration.ts';
import { TRACKING_VALUE_MAX } from './api-constants.ts';
import { UTM_KEYS, cleanUtm, type Utm } from './campaign.ts';
import { schoolDetailSchema, schoolPayload } from './school.ts';
import { eventDetailsSchema } from './event-details.ts';

/**
 * Spec §3/§4/§7 competitions: the list item, the form config, the open rule
 * and the registration payload.
 */

/** Spec §9 open competition stages. */
export const OPEN_STAGES = ['created', 'warmup', 'contest'] as const;
/** Stages staff can set; the ones after the open stages close registration. */
export const COMPETITION_STAGES = [...OPEN_STAGES, 'ended', 'closed'] as const;
export type CompetitionStage = (typeof COMPETITION_STAGES)[number];

/** GET /api/v2/competition/ list item (spec §3). */
export const competitionListItemSchema = z.object({
  id: z.number().int(),
  campaign: z.string(),
  enableRegistration: z.boolean(),
  currentStage: z.string(),
});
export type CompetitionListItem = z.infer<typeof competitionListItemSchema>;

/** The list, paged the way the API pages lists; the form reads results[0]. */
export const competitionListSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(competitionListItemSchema),
});
export type CompetitionList = z.infer<typeof competitionListSchema>;

export const COMPETITION_LIST_PATH = '/api/v2/competition/';
/** Where the browser loads a competition's form config (spec §7 "local /home/api/competition"). */
export const COMPETITION_CONFIG_BASE = '/home/api/competition';
export const competitionConfigPath = (id: number) => `${COMPETITION_CONFIG_BASE}/${id}/`;
export const competitionRegisterPath = (id: number) => `/api/v2/competition/${id}/register/`;
/** Open competitions with their page texts: where a closed competition's page points. */
export const OPEN_COMPETITIONS_PATH = `${COMPETITION_CONFIG_BASE}/`;
export const openCompetitionSchema = z.object({
  id: z.number().int(),
  campaign: z.string(),
  currentStage: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  details: eventDetailsSchema.default({}),
});
export const openCompetitionsSchema = z.object({ results: z.array(openCompetitionSchema) });
export type OpenCompetition = z.infer<typeof openCompetitionSchema>;
/** Spec §2: where the form goes when no competition is found or loading fails. */
export const NO_COMPETITION_PATH = '/matificgames';

/** GET competition form config (spec §3). */
export const competitionConfigSchema = formConfigSchema.extend({
  competition_id: z.number().int(),
  student_template_url: z.string(),
  thank_you_url: z.string(),
  registration_off_url: z.string(),
  /** when the contest runs, when set (ISO) */
  starts_at: z.string().nullable().default(null),
  ends_at: z.string().nullable().default(null),
  /** what the competition's own page says, per language (staff admin) */
  details: eventDetailsSchema.default({}),
});
export type CompetitionConfig = z.infer<typeof competitionConfigSchema>;

/** Spec §4: registration is open only when enabled and the stage, lower-cased, is created, warmup or contest. */
export function isCompetitionOpen(item: Pick<CompetitionListItem, 'enableRegistration' | 'currentStage'>): boolean {
  return item.enableRegistration === true && (OPEN_STAGES as readonly string[]).includes(String(item.currentStage).toLowerCase());
}

/** Spec §2: registration_off_url is ignored when empty or the text false; returns the URL to go to, or null. */
export function registrationOffTarget(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false') return null;
  return value;
}

/** The text a refused registration gets (server) when the competition is closed. */
export const COMPETITION_CLOSED_MESSAGE = 'Registration for this competition is closed.';

/** POST /api/v2/competition/{id}/register/ (spec §7 competition registration payload). */
export const competitionRegistrationSchema = z.strictObject({
  ...formInputsWireShape,
  region: text(8).min(2),
  competitionId: recordId(),
  schoolDetail: schoolDetailSchema.nullable().optional(),
  regional_school: recordId().nullable().optional(),
  campaignName: text(255),
  signupForEmail: z.boolean().optional(),
  termsAgreed: z.boolean().optional(),
  studentListFileBase64: safeString().optional(),
  studentListFileExtension: text(16).optional(),
  ...(Object.fromEntries(UTM_KEYS.map((k) => [k, text(TRACKING_VALUE_MAX).optional()])) as Record<
    (typeof UTM_KEYS)[number],
    z.ZodOptional<z.ZodString>
  >),
  region_code: regionCode().optional(),
  language_code: localeCode().optional(),
});
export type CompetitionRegistration = z.input<typeof competitionRegistrationSchema>;

/** Builds the competition registration payload from the (prepared) form values. */
export function competitionPayload(args: {
  config: CompetitionConfig;
  values: RegistrationFormValues;
  campaignName: string;
  region: string;
  utm?: Utm;
}): CompetitionRegistration {
  const { config, values } = args;
  const school = schoolPayload(values.school, values.school_type);
  const hasFile = !!values.student_list_b64;
  return {
    ...formInputs(config, values),
    region: apiRegion(args.region),
    competitionId: config.competition_id,
    schoolDetail: school.school_detail,
    regional_school: school.regional_school,
    campaignName: args.campaignName,
    signupForEmail: values.signupForEmail ?? false,
    termsAgreed: values.termsAgreed ?? false,
    ...(hasFile && {
      studentListFileBase64: values.student_list_b64,
      studentListFileExtension: values.student_list_extension ?? '',
    }),
    ...cleanUtm(args.utm),
  };
}
