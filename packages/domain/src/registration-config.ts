import { z } from 'zod';
import { tooLongMessage } from './text.ts';

/**
 * Spec §3 form configuration shared by the campaign and competition forms:
 * the field slugs a form may name, the order they are shown in, the dropdown
 * options, and the configuration errors an editor sees for a bad config.
 */

/** A database record id (a positive 32-bit integer): larger numbers are refused, never sent to the database. */
export const recordId = () =>
  z.number({ message: 'Invalid input.' }).int({ message: 'Invalid input.' }).positive({ message: 'Invalid input.' }).max(2_147_483_647, { message: 'Invalid input.' });

/** Every slug a form_fields entry may carry (spec §3). */
export const FORM_FIELD_SLUGS = [
  'school',
  'first_name',
  'last_name',
  'your_name',
  'organisation',
  'roles',
  'email',
  'phone',
  'message',
  'school_type',
  'role',
  'student_list_b64',
] as const;
export type FormFieldSlug = (typeof FORM_FIELD_SLUGS)[number];

export const isFormFieldSlug = (slug: string): slug is FormFieldSlug => (FORM_FIELD_SLUGS as readonly string[]).includes(slug);

/** Spec §3 display order. */
export const DISPLAY_ORDER = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'role',
  'school',
  'school_type',
  'student_list_b64',
] as const satisfies readonly FormFieldSlug[];

/**
 * Position of each ordered field, counted from 1: both forms put school at
 * index 6 and school_type at index 7 (spec §3).
 */
export const FIELD_INDEX: Readonly<Partial<Record<FormFieldSlug, number>>> = Object.fromEntries(
  DISPLAY_ORDER.map((slug, i) => [slug, i + 1]),
);
export const SCHOOL_FIELD_INDEX = 6;
export const SCHOOL_TYPE_FIELD_INDEX = 7;

/** A dropdown option (spec §3: roles and school_types options). The placeholder has a null order. */
export const dropdownOptionSchema = z.object({
  order: z.number().int().min(0).nullable(),
  display: z.string(),
  en_display: z.string(),
});
export type DropdownOption = z.infer<typeof dropdownOptionSchema>;

/** Spec §9: the campaign form dropdowns start with a placeholder labelled with dashes and a null order. */
export const PLACEHOLDER_LABEL = '---------';
export const PLACEHOLDER_OPTION: DropdownOption = { order: null, display: PLACEHOLDER_LABEL, en_display: PLACEHOLDER_LABEL };

/** The options to show in a dropdown: the placeholder first, then the configured options by order. */
export function dropdownOptions(options: readonly DropdownOption[] | null | undefined): DropdownOption[] {
  const real = (options ?? []).filter((o) => o.order !== null).sort((a, b) => a.order! - b.order!);
  return [PLACEHOLDER_OPTION, ...real];
}

/** One entry of form_fields (spec §3). Options are only meaningful for dropdown fields. */
export const formFieldConfigSchema = z.object({
  slug: z.string().min(1, { message: 'This field is required.' }).max(64, { message: tooLongMessage(64) }),
  display: z.string().max(255, { message: tooLongMessage(255) }),
  is_required: z.boolean(),
  options: z.array(dropdownOptionSchema).nullable().optional(),
});
export type FormFieldConfig = z.infer<typeof formFieldConfigSchema>;

/** What both form configs have in common: the fields and the option lists for the two dropdowns. */
export const formConfigSchema = z.object({
  form_fields: z.array(formFieldConfigSchema).max(50),
  roles: z.array(dropdownOptionSchema).max(200),
  school_types: z.array(dropdownOptionSchema).max(200),
});
export type FormConfig = z.infer<typeof formConfigSchema>;

/** Spec §8 configuration errors, shown in place of the field. */
export const CONFIG_MESSAGES = {
  unknownField: (slug: string) => `Form field ${slug} NOT FOUND. Please remove from configuration.`,
  missingOptions: (slug: string) => `Please set up ${slug} drop down options`,
} as const;

/** The dropdown fields and the config list their options come from. */
export const DROPDOWN_SOURCES = { role: 'roles', school_type: 'school_types' } as const satisfies Partial<
  Record<FormFieldSlug, keyof FormConfig>
>;
export type DropdownSlug = keyof typeof DROPDOWN_SOURCES;
export const isDropdownSlug = (slug: string): slug is DropdownSlug => slug in DROPDOWN_SOURCES;

/** The options of a dropdown field: its own options when given, else the form's roles / school_types. */
export function optionsFor(config: FormConfig, field: FormFieldConfig): DropdownOption[] {
  if (!isDropdownSlug(field.slug)) return [];
  const own = field.options?.filter((o) => o.order !== null) ?? [];
  if (own.length > 0) return own;
  return config[DROPDOWN_SOURCES[field.slug]].filter((o) => o.order !== null);
}

/** A field ready to render, or the configuration error to show in its place. */
export type LaidOutField =
  | { kind: 'field'; slug: FormFieldSlug; config: FormFieldConfig; options: DropdownOption[] }
  | { kind: 'config-error'; slug: string; message: string };

/**
 * Lays the configured fields out in the spec's display order. Fields outside
 * the display order keep their configured order after the ordered ones; an
 * unknown slug or a dropdown without options becomes a configuration error.
 */
export function layoutFormFields(config: FormConfig): LaidOutField[] {
  const rank = (slug: string) => FIELD_INDEX[slug as FormFieldSlug] ?? Number.MAX_SAFE_INTEGER;
  return config.form_fields
    .map((field, position) => ({ field, position }))
    .sort((a, b) => rank(a.field.slug) - rank(b.field.slug) || a.position - b.position)
    .map(({ field }): LaidOutField => {
      if (!isFormFieldSlug(field.slug)) {
        return { kind: 'config-error', slug: field.slug, message: CONFIG_MESSAGES.unknownField(field.slug) };
      }
      const options = optionsFor(config, field);
      if (isDropdownSlug(field.slug) && options.length === 0) {
        return { kind: 'config-error', slug: field.slug, message: CONFIG_MESSAGES.missingOptions(field.slug) };
      }
      return { kind: 'field', slug: field.slug, config: field, options };
    });
}

/**
 * Every configuration problem of a form config with the field it belongs to
 * (its index in form_fields, and which part: the slug or the options), so a
 * staff form shows each message under its own field.
 */
export function fieldConfigIssues(config: FormConfig): Array<{ index: number; part: 'slug' | 'options'; message: string }> {
  const issues: Array<{ index: number; part: 'slug' | 'options'; message: string }> = [];
  const seen = new Set<string>();
  config.form_fields.forEach((field, index) => {
    if (!isFormFieldSlug(field.slug)) issues.push({ index, part: 'slug', message: CONFIG_MESSAGES.unknownField(field.slug) });
    else if (isDropdownSlug(field.slug) && optionsFor(config, field).length === 0) {
      issues.push({ index, part: 'options', message: CONFIG_MESSAGES.missingOptions(field.slug) });
    }
    if (seen.has(field.slug)) issues.push({ index, part: 'slug', message: `Form field ${field.slug} is listed twice.` });
    seen.add(field.slug);
  });
  return issues;
}

/** Every configuration problem of a form config, for staff tooling that saves one. */
export function configProblems(config: FormConfig): string[] {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const item of layoutFormFields(config)) {
    if (item.kind === 'config-error') problems.push(item.message);
    if (seen.has(item.slug)) problems.push(`Form field ${item.slug} is listed twice.`);
    seen.add(item.slug);
  }
  return problems;
}

/**
 * The form labels and dropdown options the product seeds (campaigns/seed-data.ts),
 * in the English the form record keeps. A page in another language shows the
 * registration catalogue's words for these (`seeded.<kind>.<key>`); a label or
 * option staff wrote themselves stays as written, marked as English.
 */
export const SEEDED_FIELD_LABELS = [
  'First name',
  'Last name',
  'Email address',
  'Phone',
  'Role at school',
  'School',
  'School type',
  'Message',
  'Student list',
  'Class list (optional)',
] as const;
export const SEEDED_SCHOOL_TYPES = ['Public', 'Private', 'Catholic', 'Independent', 'Charter', 'Homeschool', 'Other'] as const;

/** The catalogue key of a seeded English text ("Head of Department/Grade" → "head-of-department-grade"). */
export const seededKey = (english: string) =>
  english
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
