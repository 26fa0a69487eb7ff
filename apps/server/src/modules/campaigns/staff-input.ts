import { z } from 'zod';
import { slugSchema } from '@numbloom/domain/campaign';
import { configProblems, dropdownOptionSchema, formFieldConfigSchema } from '@numbloom/domain/registration-config';
import { eventDetailsSchema } from '@numbloom/domain/event-details';

/**
 * What staff give to create or edit a campaign (staff CLI and admin), in the spec §3
 * field names. Checked with the same config rules the form applies, so a
 * campaign with an unknown field or an empty dropdown cannot be saved.
 */
const url = z.string().max(2000);
const time = z.iso.datetime({ offset: true }).nullable();

export const campaignFields = {
  slug: slugSchema,
  name: z.string().trim().min(1).max(255),
  campaign_source: z.string().trim().min(1).max(50),
  expired_url: url,
  thank_you_url: url,
  student_template_url: url,
  start_time: time,
  end_time: time,
  show_terms_checkbox: z.boolean(),
  get_enterprise_invite_link_for_teachers: z.boolean(),
  get_b2c_enterprise_invite_link_for_parents: z.boolean(),
  form_handler_id: z.string().max(255),
  form_fields: z.array(formFieldConfigSchema).min(1).max(50),
  roles: z.array(dropdownOptionSchema).max(200),
  school_types: z.array(dropdownOptionSchema).max(200),
  closed: z.boolean(),
  details: eventDetailsSchema,
  listed: z.boolean(),
};

const checkConfig = (value: { form_fields?: unknown; roles?: unknown; school_types?: unknown }, ctx: z.RefinementCtx) => {
  if (!value.form_fields) return;
  const problems = configProblems({
    form_fields: value.form_fields as z.infer<typeof campaignFields.form_fields>,
    roles: (value.roles ?? []) as z.infer<typeof campaignFields.roles>,
    school_types: (value.school_types ?? []) as z.infer<typeof campaignFields.school_types>,
  });
  for (const message of problems) ctx.addIssue({ code: 'custom', path: ['form_fields'], message });
};

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
    form_handler_id: z.string().max(255).default(''),
    roles: campaignFields.roles.default([]),
    school_types: campaignFields.school_types.default([]),
    closed: z.boolean().default(false),
    details: eventDetailsSchema.default({}),
    listed: z.boolean().default(true),
  })
  .superRefine(checkConfig);
export type CampaignCreate = z.input<typeof campaignCreateSchema>;

export const campaignEditSchema = z.strictObject(campaignFields).partial();
export type CampaignEdit = z.infer<typeof campaignEditSchema>;
export { checkConfig as checkFormConfig };
