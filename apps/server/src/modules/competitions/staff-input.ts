import { z } from 'zod';
import { COMPETITION_STAGES } from '@numbloom/domain/competition';
import { dropdownOptionSchema, formFieldConfigSchema } from '@numbloom/domain/registration-config';
import { eventDetailsSchema } from '@numbloom/domain/event-details';
import { checkFormConfig } from '../campaigns/staff-input.ts';

/** What staff give to create or edit a competition (staff CLI and admin), in the spec §3 field names. */
const url = z.string().max(2000);
const time = z.iso.datetime({ offset: true }).nullable();
export const competitionFields = {
  id: z.number().int().positive().max(2_147_483_647),
  campaign: z.string().trim().min(1).max(255),
  enableRegistration: z.boolean(),
  currentStage: z.enum(COMPETITION_STAGES),
  form_fields: z.array(formFieldConfigSchema).min(1).max(50),
  roles: z.array(dropdownOptionSchema).max(200),
  school_types: z.array(dropdownOptionSchema).max(200),
  student_template_url: url,
  thank_you_url: url,
  registration_off_url: url,
  starts_at: time,
  ends_at: time,
  details: eventDetailsSchema,
};

export const competitionCreateSchema = z
  .strictObject({
    ...competitionFields,
    enableRegistration: z.boolean().default(true),
    currentStage: competitionFields.currentStage.default('created'),
    roles: competitionFields.roles.default([]),
    school_types: competitionFields.school_types.default([]),
    student_template_url: url.default(''),
    thank_you_url: url.default(''),
    registration_off_url: url.default(''),
    starts_at: time.default(null),
    ends_at: time.default(null),
    details: eventDetailsSchema.default({}),
  })
  .superRefine(checkFormConfig);
export type CompetitionCreate = z.input<typeof competitionCreateSchema>;

export const competitionEditSchema = z.strictObject(competitionFields).omit({ id: true }).partial();
export type CompetitionEdit = z.infer<typeof competitionEditSchema>;
