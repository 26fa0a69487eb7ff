import { z } from 'zod';
import { tooLongMessage } from './text.ts';
import { localeCode, regionCode, safeString, text } from './text-schema.ts';
import { LIMITS } from './form-rules.ts';
import { MESSAGES } from './api-errors.ts';
import { hasSubregions, subregionsOf, type SubregionOption } from './subregions.ts';

/**
 * Spec §3 school shapes: a school found by the search, a school typed into the
 * 'Add My School' modal, and the school_detail both become in a registration.
 */

/** A school as the autocomplete returns it (spec §3 "School (from search)"). */
export const searchedSchoolSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address1: z.string(),
  address: z.string(),
  city: z.string(),
  zip_code: z.string(),
  code: z.string(),
  state: z.string(),
  state_order: z.number().int().nullable(),
  sub_region: z.string(),
  /** ISO 3166-1 alpha-2 country of the school. */
  country: z.string(),
});
export type SearchedSchool = z.infer<typeof searchedSchoolSchema>;

export const schoolSearchResponseSchema = z.array(searchedSchoolSchema);

/** GET /api/v2/school-management/autocomplete query. */
export const schoolSearchQuerySchema = z.object({
  search: text(200).optional(),
  region_code: regionCode().optional(),
  language_code: localeCode().optional(),
});

/** Most results one search returns. */
export const SCHOOL_SEARCH_LIMIT = 20;
/** Spec §9: typing searches after this delay. */
export const SCHOOL_SEARCH_DELAY_MS = 100;

/** Spec §3 country of a modal school: its value and its subregions. */
export const schoolCountrySchema = z.object({
  value: text(2).min(2),
  subregions: z.array(z.object({ value: text(16), display: text(255) })).max(200),
});
export type SchoolCountry = z.infer<typeof schoolCountrySchema>;

export const countryOption = (iso2: string): SchoolCountry => ({
  value: iso2.toUpperCase(),
  subregions: [...subregionsOf(iso2)],
});

/** Spec §2: the blank first entry of the subregion dropdown. */
export const SUBREGION_PLACEHOLDER: SubregionOption = { value: '', display: 'State/Province' };

/** The subregion dropdown options of a country: the blank entry, then the subregions. */
export const subregionOptions = (country: string | undefined): SubregionOption[] => [
  SUBREGION_PLACEHOLDER,
  ...subregionsOf(country),
];

/** The labels of the modal's fields, in the spec §2 order; errors are filled with them. */
export const ADD_SCHOOL_FIELDS = [
  { name: 'region', label: 'Country' },
  { name: 'name', label: 'School name' },
  { name: 'address', label: 'Street address' },
  { name: 'city', label: 'City' },
  { name: 'sub_region', label: 'State/Province' },
  { name: 'zip_code', label: 'Postcode' },
  { name: 'code', label: 'School code (optional)' },
] as const;
export type AddSchoolFieldName = (typeof ADD_SCHOOL_FIELDS)[number]['name'];

/** The i18n template 'input field required' in English: {{field}} is the field's label. */
export const INPUT_FIELD_REQUIRED_TEMPLATE = '{{field}} is required.';
export const inputFieldRequired = (label: string) => INPUT_FIELD_REQUIRED_TEMPLATE.replace('{{field}}', label);

const labelOf = (name: AddSchoolFieldName) => ADD_SCHOOL_FIELDS.find((f) => f.name === name)!.label;

const requiredText = (name: AddSchoolFieldName, max: number) =>
  safeString()
    .max(max, { message: tooLongMessage(max) })
    .refine((v) => v.trim() !== '', { message: inputFieldRequired(labelOf(name)) });
const optionalText = (max: number) => safeString().max(max, { message: tooLongMessage(max) });

/** The subregion picked from the dropdown (spec §3 sub_region_item). */
export const subregionItemSchema = z.object({ value: text(16), display: text(255) });

/**
 * The 'Add My School' modal (spec §5): school name, address, city and postcode
 * required; the subregion too when the country has subregions (chosen from the
 * dropdown there, free text elsewhere). `region` may be null: it defaults to
 * the page region's country (see withDefaultCountry).
 */
export const addSchoolSchema = z
  .object({
    region: schoolCountrySchema.nullable(),
    name: requiredText('name', LIMITS.schoolText),
    address: requiredText('address', LIMITS.schoolText),
    city: requiredText('city', LIMITS.schoolText),
    sub_region: optionalText(LIMITS.schoolText),
    sub_region_item: subregionItemSchema.nullable(),
    zip_code: requiredText('zip_code', LIMITS.postcode),
    code: optionalText(LIMITS.schoolCode),
  })
  .superRefine((school, ctx) => {
    const country = school.region?.value;
    if (!hasSubregions(country)) return;
    const item = school.sub_region_item;
    const known = item && subregionsOf(country).some((s) => s.value === item.value);
    if (!known) ctx.addIssue({ code: 'custom', path: ['sub_region'], message: inputFieldRequired(labelOf('sub_region')) });
  });
export type ModalSchool = z.infer<typeof addSchoolSchema>;

/** An empty modal: what the form starts with and what closing it resets to. */
export const emptyModalSchool = (country: SchoolCountry | null = null): ModalSchool => ({
  region: country,
  name: '',
  address: '',
  city: '',
  sub_region: '',
  sub_region_item: null,
  zip_code: '',
  code: '',
});

/** Spec §3: with no country chosen, the country is the page region's, upper-cased (ZH→CN via the region table). */
export function withDefaultCountry(school: ModalSchool, defaultCountry: string): ModalSchool {
  return school.region ? school : { ...school, region: countryOption(defaultCountry) };
}

/** Spec §4: choosing a new country clears the subregion. */
export const changeCountry = (school: ModalSchool, country: SchoolCountry | null): ModalSchool => ({
  ...school,
  region: country,
  sub_region: '',
  sub_region_item: null,
});

/** Spec §4: typing subregion text clears the chosen subregion item. */
export const typeSubregion = (school: ModalSchool, text: string): ModalSchool => ({
  ...school,
  sub_region: text,
  sub_region_item: null,
});

/** The school a person chose: one from the search, or one they entered in the modal. */
export type SchoolChoice = { kind: 'searched'; school: SearchedSchool } | { kind: 'manual'; school: ModalSchool };

/** The school_detail of a registration payload (spec §7). */
export const schoolDetailSchema = z.strictObject({
  // the form rules check the value (a configured option); here only the type
  school_type: z.number({ message: MESSAGES.invalidInput }).int({ message: MESSAGES.invalidInput }).nullable().optional(),
  region: safeString().regex(/^[A-Za-z]{2}$/, { message: MESSAGES.invalidInput }),
  name: optionalText(LIMITS.schoolText),
  address: optionalText(LIMITS.schoolText),
  city: optionalText(LIMITS.schoolText),
  zip_code: optionalText(LIMITS.postcode),
  code: optionalText(LIMITS.schoolCode).optional(),
  sub_region: optionalText(LIMITS.schoolText).optional(),
});
export type SchoolDetail = z.infer<typeof schoolDetailSchema>;

/** The modal school a school_detail describes: how the server re-checks a manually entered school. */
export function modalSchoolFromDetail(detail: SchoolDetail): ModalSchool {
  const country = countryOption(detail.region);
  const text = detail.sub_region ?? '';
  const item = country.subregions.find((s) => s.value === text) ?? null;
  return {
    region: country,
    name: detail.name,
    address: detail.address,
    city: detail.city,
    sub_region: item ? '' : text,
    sub_region_item: item,
    zip_code: detail.zip_code,
    code: detail.code ?? '',
  };
}

/** The school's name, for the required-school rule: blank when nothing was chosen. */
export const schoolChoiceName = (choice: SchoolChoice | null | undefined) => choice?.school.name ?? '';

/**
 * The two payload parts that carry a school (spec §7): regional_school is the
 * id of a searched school (null for a manual one); school_detail describes it.
 */
export function schoolPayload(
  choice: SchoolChoice | null | undefined,
  schoolType: number | null | undefined,
): { regional_school: number | null; school_detail: SchoolDetail | null } {
  if (!choice) return { regional_school: null, school_detail: null };
  const school_type = schoolType ?? null;
  if (choice.kind === 'searched') {
    const s = choice.school;
    return {
      regional_school: s.id,
      school_detail: {
        school_type,
        region: s.country,
        name: s.name,
        address: s.address1 || s.address,
        city: s.city,
        zip_code: s.zip_code,
        code: s.code,
        sub_region: s.sub_region || s.state,
      },
    };
  }
  const s = choice.school;
  return {
    regional_school: null,
    school_detail: {
      school_type,
      region: s.region?.value ?? '',
      name: s.name.trim(),
      address: s.address.trim(),
      city: s.city.trim(),
      zip_code: s.zip_code.trim(),
      code: s.code.trim(),
      sub_region: s.sub_region_item?.value ?? s.sub_region.trim(),
    },
  };
}
