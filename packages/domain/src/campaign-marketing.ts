import { z } from 'zod';
import { localeCode, regionCode, multilineText, text } from './text-schema.ts';
import { INVITE_TYPE, localeSlug, cleanUtm, type CampaignConfig, type InviteLink, type Utm } from './campaign.ts';
import type { DropdownOption } from './registration-config.ts';
import type { RegistrationFormValues } from './registration.ts';

/**
 * Spec §7 marketing-system submit: sent before a campaign registration; its
 * success or failure does not change what the person sees.
 */

export const MARKETING_SUBMIT_PATH = '/api/v2/pardot/submit-data/';

const optional = (max: number) => text(max).optional();

export const marketingSubmitSchema = z.strictObject({
  email: text(254),
  first_name: optional(255),
  last_name: optional(255),
  phone: optional(255),
  message: multilineText(2000).optional(),
  school_name: optional(255),
  school_type: optional(255),
  school_role: optional(255),
  organisation: optional(255),
  marketing_subscriber: z.enum(['true', 'false']),
  form_type: text(100),
  form_id: text(255),
  env: text(100),
  locale: text(20),
  endpoint_id: text(255),
  utm_medium: optional(255),
  utm_source: optional(255),
  utm_campaign: optional(255),
  teacher_enterprise_invite_link: optional(2000),
  parent_b2c_enterprise_invite_link: optional(2000),
  region_code: regionCode().optional(),
  language_code: localeCode().optional(),
});
export type MarketingSubmit = z.infer<typeof marketingSubmitSchema>;

/** Spec §7 form_type: Demo for m_rd, Sales for m_se, else the campaign source itself. */
export function marketingFormType(source: string): string {
  if (source === 'm_rd') return 'Demo';
  if (source === 'm_se') return 'Sales';
  return source;
}

/** Spec §7 env label: the first host label, or prod (.com) or prod-canada for www hosts. */
export function marketingEnv(hostname: string): string {
  const host = hostname.toLowerCase();
  const first = host.split('.')[0] ?? host;
  if (first !== 'www') return first;
  return host.endsWith('.com') ? 'prod' : 'prod-canada';
}

const labelOf = (options: readonly DropdownOption[], order: number | null | undefined) =>
  order === null || order === undefined ? undefined : options.find((o) => o.order === order)?.en_display;

/** Builds the marketing submit from the (prepared) form values; options are sent by their English label. */
export function marketingPayload(args: {
  config: CampaignConfig;
  values: RegistrationFormValues;
  hostname: string;
  region: string;
  language: string;
  utm?: Utm;
  inviteLinks?: readonly InviteLink[];
}): MarketingSubmit {
  const { config, values } = args;
  const utm = cleanUtm(args.utm);
  const link = (type: number) => args.inviteLinks?.find((l) => l.type === type)?.link;
  const teacherLink = link(INVITE_TYPE.teacher);
  const parentLink = link(INVITE_TYPE.parent);
  return {
    email: values.email ?? '',
    first_name: values.first_name ?? '',
    last_name: values.last_name ?? '',
    phone: values.phone ?? '',
    message: values.message ?? '',
    school_name: values.school?.school.name ?? '',
    school_type: labelOf(config.school_types, values.school_type) ?? '',
    school_role: labelOf(config.roles, values.role) ?? '',
    organisation: values.organisation ?? '',
    marketing_subscriber: values.signupForEmail ? 'true' : 'false',
    form_type: marketingFormType(config.campaign_source),
    form_id: config.slug,
    env: marketingEnv(args.hostname),
    locale: localeSlug(args.region, args.language),
    endpoint_id: config.form_handler_id,
    utm_medium: utm.utm_medium ?? '',
    utm_source: utm.utm_source ?? '',
    utm_campaign: utm.utm_campaign ?? '',
    ...(teacherLink && { teacher_enterprise_invite_link: teacherLink }),
    ...(parentLink && { parent_b2c_enterprise_invite_link: parentLink }),
  };
}
