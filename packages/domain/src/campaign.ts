import { z } from 'zod';
import { TRACKING_VALUE_MAX, UTM_PARAMETERS } from './api-constants.ts';
import { MESSAGES } from './api-errors.ts';
import { isoDateTime, localeCode, regionCode, safeString, text } from './text-schema.ts';
import { apiRegion } from './regions.ts';
import { formConfigSchema, recordId } from './registration-config.ts';
import { formInputs, formInputsWireShape, type RegistrationFormValues } from './registration.ts';
import { schoolDetailSchema, schoolPayload } from './school.ts';
import { oneLineOf } from './text.ts';
import { eventDetailsSchema } from './event-details.ts';

/**
 * Spec §3 campaign form config and spec §7 campaign registration payload,
 * shared by the embedded form and the server.
 */

/** Spec §9: the competition_id a campaign registration carries unless told otherwise. */
export const DEFAULT_COMPETITION_ID = 10000001;

/** Spec §2 campaign tracking parameters. */
export const UTM_KEYS = UTM_PARAMETERS;
export type UtmKey = (typeof UTM_KEYS)[number];
export const utmSchema = z.strictObject(
  Object.fromEntries(UTM_KEYS.map((k) => [k, text(TRACKING_VALUE_MAX).optional()])) as Record<UtmKey, z.ZodOptional<z.ZodString>>,
);
export type Utm = z.infer<typeof utmSchema>;

/**
 * Tracking values as the API keeps them (one line of readable text, at most
 * TRACKING_VALUE_MAX characters): whatever a link carried, they are never a reason to
 * refuse a registration. A value left empty is left out.
 */
export const cleanUtm = (utm: Utm | undefined): Utm =>
  Object.fromEntries(UTM_KEYS.map((k) => [k, oneLineOf(utm?.[k] ?? '', TRACKING_VALUE_MAX)]).filter(([, v]) => v));

/** A slug as staff write it and URLs carry it. */
export const slugSchema = text(100).regex(/^[a-z0-9][a-z0-9-]{0,99}$/, { message: 'Use lower-case letters, digits and dashes.' });

/** GET /home/api/campaign/{slug}/ (spec §3 campaign form config). */
export const campaignConfigSchema = formConfigSchema.extend({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  is_expired: z.boolean(),
  expired_url: z.string(),
  student_template_url: z.string(),
  thank_you_url: z.string(),
  campaign_source: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  show_terms_checkbox: z.boolean(),
  get_enterprise_invite_link_for_teachers: z.boolean(),
  get_b2c_enterprise_invite_link_for_parents: z.boolean(),
  form_handler_id: z.string(),
  /** what the campaign's own page says, per language (staff admin) */
  details: eventDetailsSchema.default({}),
});
export type CampaignConfig = z.infer<typeof campaignConfigSchema>;

/** Where the browser loads a campaign's config (spec §7 "local /home/api/campaign"). */
export const CAMPAIGN_CONFIG_BASE = '/home/api/campaign';
export const campaignConfigPath = (slug: string) => `${CAMPAIGN_CONFIG_BASE}/${encodeURIComponent(slug)}/`;
export const CAMPAIGN_REGISTER_PATH = '/api/v2/accounts/homepage-campaign/';
/** Campaigns open now that staff chose to list: where an ended campaign's page points. */
export const OPEN_CAMPAIGNS_PATH = `${CAMPAIGN_CONFIG_BASE}/`;
export const openCampaignSchema = z.object({
  slug: z.string(),
  name: z.string(),
  start_time: z.string().nullable(),
  end_time: z.string().nullable(),
  details: eventDetailsSchema.default({}),
});
export const openCampaignsSchema = z.object({ results: z.array(openCampaignSchema) });
export type OpenCampaign = z.infer<typeof openCampaignSchema>;

/** The longest placeholder type kept; a longer one is cut, not refused. */
export const EVENT_TYPE_MAX = 255;

/** Spec §7 event_detail: the placeholder's type and the campaign's name, id and dates. */
export const eventDetailSchema = z.strictObject({
  /** The placeholder's data-type, as the CMS page wrote it (the form sends it as one line of text, `oneLineOf`). */
  type: text(EVENT_TYPE_MAX),
  name: text(255),
  id: recordId(),
  start_time: isoDateTime().nullable(),
  end_time: isoDateTime().nullable(),
});

/** POST /api/v2/accounts/homepage-campaign/ (spec §7 campaign registration payload). */
export const campaignRegistrationSchema = z.strictObject({
  ...formInputsWireShape,
  student_list_b64: safeString().optional(),
  /** The uploaded file's extension: the server refuses executables and blocked types as the form does. */
  student_list_extension: text(16).optional(),
  region: text(8).min(2),
  signupForEmail: z.boolean().optional(),
  termsAgreed: z.boolean().optional(),
  /** REGION/language, e.g. "AU/en". */
  locale_slug: text(8).regex(/^[A-Za-z]{2,3}\/[A-Za-z]{2}$/, { message: MESSAGES.invalidInput }),
  event_detail: eventDetailSchema,
  regional_school: recordId().nullable().optional(),
  school_detail: schoolDetailSchema.nullable().optional(),
  competition_id: recordId().default(DEFAULT_COMPETITION_ID),
  utm: utmSchema.optional(),
  region_code: regionCode().optional(),
  language_code: localeCode().optional(),
});
export type CampaignRegistration = z.input<typeof campaignRegistrationSchema>;

export const registrationResponseSchema = z.object({ status: z.literal('ok'), id: z.string() });

/** Spec §7 locale_slug: the region upper-cased, a slash, the language. */
export const localeSlug = (region: string, language: string) => `${apiRegion(region)}/${language.toLowerCase()}`;

/** Builds the campaign registration payload from the (prepared) form values. */
export function campaignPayload(args: {
  config: CampaignConfig;
  values: RegistrationFormValues;
  /** The placeholder's type property. */
  type: string;
  region: string;
  language: string;
  utm?: Utm;
  competitionId?: number;
}): CampaignRegistration {
  const { config, values } = args;
  const school = schoolPayload(values.school, values.school_type);
  const hasFile = config.form_fields.some((f) => f.slug === 'student_list_b64') && !!values.student_list_b64;
  return {
    ...formInputs(config, values),
    ...(hasFile && { student_list_b64: values.student_list_b64, student_list_extension: values.student_list_extension ?? '' }),
    region: apiRegion(args.region),
    signupForEmail: values.signupForEmail ?? false,
    termsAgreed: values.termsAgreed ?? false,
    locale_slug: localeSlug(args.region, args.language),
    event_detail: { type: oneLineOf(args.type, EVENT_TYPE_MAX), name: config.name, id: config.id, start_time: config.start_time, end_time: config.end_time },
    regional_school: school.regional_school,
    school_detail: school.school_detail,
    competition_id: args.competitionId ?? DEFAULT_COMPETITION_ID,
    utm: cleanUtm(args.utm),
  };
}

/** Spec §6 invite types. */
export const INVITE_TYPE = { teacher: 1, parent: 2 } as const;
export type InviteType = (typeof INVITE_TYPE)[keyof typeof INVITE_TYPE];
export const INVITE_TYPES: readonly InviteType[] = [INVITE_TYPE.teacher, INVITE_TYPE.parent];

export const INVITE_LINK_PATH = '/cached-api/v2/school-management/enterprise-invite-link-by-regional-school/';

/** GET invite-link query: school_id and invite_type, a comma list of 1 and/or 2. */
export const inviteLinkQuerySchema = z.object({
  school_id: z.coerce.number({ message: 'Invalid input.' }).pipe(recordId()),
  invite_type: text(20)
    .regex(/^\s*[12]\s*(,\s*[12]\s*)?$/, { message: 'Invalid input.' })
    .transform((v) => [...new Set(v.split(',').map((t) => Number(t.trim()) as InviteType))]),
  region_code: regionCode().optional(),
  language_code: localeCode().optional(),
});

export const inviteLinkSchema = z.object({ type: z.union([z.literal(1), z.literal(2)]), link: z.string() });
export const inviteLinkResponseSchema = z.array(inviteLinkSchema);
export type InviteLink = z.infer<typeof inviteLinkSchema>;

/** The invite types a campaign asks for (spec §3 flags), in type order. */
export function inviteTypesFor(config: Pick<CampaignConfig, 'get_enterprise_invite_link_for_teachers' | 'get_b2c_enterprise_invite_link_for_parents'>): InviteType[] {
  const types: InviteType[] = [];
  if (config.get_enterprise_invite_link_for_teachers) types.push(INVITE_TYPE.teacher);
  if (config.get_b2c_enterprise_invite_link_for_parents) types.push(INVITE_TYPE.parent);
  return types;
}

/** The text a refused registration gets (server) when the campaign is over. */
export const CAMPAIGN_EXPIRED_MESSAGE = 'This campaign has ended and no longer takes registrations.';

/** A campaign is expired when staff closed it or its end time has passed. */
export function isCampaignExpired(campaign: { closed: boolean; end_time: Date | null }, now: Date): boolean {
  return campaign.closed || (campaign.end_time !== null && campaign.end_time.getTime() <= now.getTime());
}
