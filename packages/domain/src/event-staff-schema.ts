import { z } from 'zod';
import { tooLongMessage } from './text.ts';
import { regionFields } from './accounts.ts';
import { MESSAGES } from './api-errors.ts';
import { slugSchema } from './campaign.ts';
import { COMPETITION_STAGES, registrationOffTarget } from './competition.ts';
import { eventDetailsSchema } from './event-details.ts';
import { isNavigationTarget } from './navigation-target.ts';
import { dropdownOptionSchema, fieldConfigIssues, formFieldConfigSchema, type FormConfig } from './registration-config.ts';

/**
 * What staff give to create or edit a campaign or a competition, in the spec
 * §3 field names: one schema for the staff command line, the staff API and
 * the staff admin's forms (which show each message under its field). The
 * form configuration is checked with the same rules the public form applies,
 * so a campaign with an unknown field, a field listed twice or a dropdown
 * without options cannot be saved. The page's region and language, which
 * the web's API client adds to every write, are allowed and ignored.
 */
export const NAVIGATION_TARGET_MESSAGE = 'Please give a page of this site (starting with /) or an address starting with https://.';
const atMost = (max: number) => ({ message: tooLongMessage(max) });
/** An address a form sends a visitor to: a page of this site or an http(s) address, or one the form ignores (`none`). */
const target = (none: (value: string) => boolean) =>
  z
    .string()
    .trim()
    .max(2000, atMost(2000))
    .refine((v) => none(v) || isNavigationTarget(v), { message: NAVIGATION_TARGET_MESSAGE });
const url = target((v) => v === '');
/** registration_off_url may also be the text false: the form ignores it as it ignores an empty one (spec §2). */
const offUrl = target((v) => registrationOffTarget(v) === null);
const time = z.iso.datetime({ offset: true, message: MESSAGES.invalidInput }).nullable();
const name = z.string().trim().min(1, { message: MESSAGES.required }).max(255, atMost(255));
const formFields = z.array(formFieldConfigSchema).min(1, { message: 'Add at least one field.' }).max(50, { message: 'At most 50 fields.' });
const options = z.array(dropdownOptionSchema).max(200, { message: 'At most 200 options.' });

export const campaignFields = {
  slug: slugSchema,
  name,
  campaign_source: z.string().trim().min(1, { message: MESSAGES.required }).max(50, atMost(50)),
  expired_url: url,
  thank_you_url: url,
  student_template_url: url,
  start_time: time,
  end_time: time,
  show_terms_checkbox: z.boolean(),
  get_enterprise_invite_link_for_teachers: z.boolean(),
  get_b2c_enterprise_invite_link_for_parents: z.boolean(),
  form_handler_id: z.string().max(255, atMost(255)),
  form_fields: formFields,
  roles: options,
  school_types: options,
  closed: z.boolean(),
  details: eventDetailsSchema,
  listed: z.boolean(),
};

/** The form configuration's own rules, each problem under the field it is about (form_fields.2.slug). */
export function checkFormConfig(value: { form_fields?: unknown; roles?: unknown; school_types?: unknown }, ctx: z.RefinementCtx) {
  if (!Array.isArray(value.form_fields)) return;
  const config = {
    form_fields: value.form_fields,
    roles: value.roles ?? [],
    school_types: value.school_types ?? [],
  } as FormConfig;
  for (const issue of fieldConfigIssues(config)) ctx.addIssue({ code: 'custom', path: ['form_fields', issue.index, issue.part], message: issue.message });
}

/** The same problems as one message per field, for a change checked against the stored configuration (an edit). */
export function formConfigErrors(config: FormConfig): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of fieldConfigIssues(config)) {
    const key = `form_fields.${issue.index}.${issue.part}`;
    errors[key] = errors[key] ? `${errors[key]} ${issue.message}` : issue.message;
  }
  return errors;
}

export const campaignCreateSchema = z
  .strictObject({
    ...campaignFields,
    expired_url: url.default(''),
    thank_you_url: url.default(''),
    student_template_url: url.default(''),
    start_time: time.default(null),
    end_time: time.default(null),
    show_terms_checkbox: z.boolean().default(true),
    get_enterprise_invite_link_for_teachers: z.boolean().default(false),
    get_b2c_enterprise_invite_link_for_parents: z.boolean().default(false),
    form_handler_id: z.string().max(255, atMost(255)).default(''),
    roles: options.default([]),
    school_types: options.default([]),
    closed: z.boolean().default(false),
    details: eventDetailsSchema.default({}),
    listed: z.boolean().default(true),
    ...regionFields,
  })
  .superRefine(checkFormConfig);
export type CampaignCreate = z.input<typeof campaignCreateSchema>;

export const campaignEditSchema = z.strictObject({ ...campaignFields, ...regionFields }).partial();
export type CampaignEdit = z.infer<typeof campaignEditSchema>;

export const competitionFields = {
  id: z.number({ message: MESSAGES.invalidInput }).int({ message: MESSAGES.invalidInput }).positive({ message: MESSAGES.invalidInput }).max(2_147_483_647, { message: MESSAGES.invalidInput }),
  campaign: name,
  enableRegistration: z.boolean(),
  currentStage: z.enum(COMPETITION_STAGES),
  form_fields: formFields,
  roles: options,
  school_types: options,
  student_template_url: url,
  thank_you_url: url,
  registration_off_url: offUrl,
  starts_at: time,
  ends_at: time,
  details: eventDetailsSchema,
};

export const competitionCreateSchema = z
  .strictObject({
    ...competitionFields,
    enableRegistration: z.boolean().default(true),
    currentStage: competitionFields.currentStage.default('created'),
    roles: options.default([]),
    school_types: options.default([]),
    student_template_url: url.default(''),
    thank_you_url: url.default(''),
    registration_off_url: offUrl.default(''),
    starts_at: time.default(null),
    ends_at: time.default(null),
    details: eventDetailsSchema.default({}),
    ...regionFields,
  })
  .superRefine(checkFormConfig);
export type CompetitionCreate = z.input<typeof competitionCreateSchema>;

export const competitionEditSchema = z.strictObject({ ...competitionFields, ...regionFields }).omit({ id: true }).partial();
export type CompetitionEdit = z.infer<typeof competitionEditSchema>;
