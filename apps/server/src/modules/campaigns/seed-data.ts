import { SEEDED_SCHOOL_TYPES, type DropdownOption, type FormFieldConfig } from '@numbloom/domain/registration-config';
import { SCHOOL_ROLE_OPTIONS } from '@numbloom/domain/content';

/** Spec §3 role options at school (the domain's list), with Teacher, the forms' main audience, first. */
export const ROLE_OPTIONS: DropdownOption[] = ['Teacher', ...SCHOOL_ROLE_OPTIONS].map((label, order) => ({
  order,
  display: label,
  en_display: label,
}));

/** The labels and options here are the record's English; pages in other languages show the catalogue's words for them (SEEDED_FIELD_LABELS). */
export const SCHOOL_TYPE_OPTIONS: DropdownOption[] = SEEDED_SCHOOL_TYPES.map(
  (label, order) => ({ order, display: label, en_display: label }),
);

const f = (slug: string, display: string, is_required: boolean): FormFieldConfig => ({ slug, display, is_required, options: null });

/** The usual fields of a demo or sales request. */
export const CAMPAIGN_FIELDS: FormFieldConfig[] = [
  f('first_name', 'First name', true),
  f('last_name', 'Last name', true),
  f('email', 'Email address', true),
  f('phone', 'Phone', true),
  f('role', 'Role at school', true),
  f('school', 'School', true),
  f('school_type', 'School type', true),
  f('message', 'Message', false),
];

/** A competition entry: the teacher, the school and the class list. */
export const COMPETITION_FIELDS: FormFieldConfig[] = [
  f('first_name', 'First name', true),
  f('last_name', 'Last name', true),
  f('email', 'Email address', true),
  f('phone', 'Phone', false),
  f('role', 'Role at school', true),
  f('school', 'School', true),
  f('school_type', 'School type', true),
  f('student_list_b64', 'Student list', true),
];
