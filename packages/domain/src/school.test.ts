import { describe, expect, it } from 'vitest';
import {
  ADD_SCHOOL_FIELDS,
  SUBREGION_PLACEHOLDER,
  addSchoolSchema,
  changeCountry,
  countryOption,
  emptyModalSchool,
  inputFieldRequired,
  modalSchoolFromDetail,
  schoolPayload,
  subregionOptions,
  typeSubregion,
  withDefaultCountry,
  type ModalSchool,
  type SearchedSchool,
} from './school.ts';
import { phoneCountryForRegion } from './regions.ts';

const errorsOf = (school: ModalSchool) => {
  const r = addSchoolSchema.safeParse(school);
  if (r.success) return {};
  return Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));
};

const us: ModalSchool = {
  region: countryOption('us'),
  name: 'Lakeside Elementary',
  address: '400 Lake Dr',
  city: 'Madison',
  sub_region: '',
  sub_region_item: { value: 'WI', display: 'Wisconsin' },
  zip_code: '53703',
  code: '',
};

describe("'Add My School' modal (spec §2, §4, §5)", () => {
  it('has seven fields in the spec order', () => {
    expect(ADD_SCHOOL_FIELDS.map((f) => f.name)).toEqual(['region', 'name', 'address', 'city', 'sub_region', 'zip_code', 'code']);
  });

  it('passes a complete school', () => {
    expect(errorsOf(us)).toEqual({});
  });

  it('requires school name, address, city and postcode with the filled template', () => {
    expect(errorsOf({ ...us, name: ' ', address: '', city: '', zip_code: '' })).toEqual({
      name: 'School name is required.',
      address: 'Street address is required.',
      city: 'City is required.',
      zip_code: 'Postcode is required.',
    });
    expect(inputFieldRequired('City')).toBe('City is required.');
  });

  it('requires a subregion from the list when the country has subregions, not otherwise', () => {
    expect(errorsOf({ ...us, sub_region_item: null })).toEqual({ sub_region: 'State/Province is required.' });
    expect(errorsOf({ ...us, sub_region_item: { value: 'NSW', display: 'New South Wales' } })).toEqual({
      sub_region: 'State/Province is required.',
    });
    const nz = { ...us, region: countryOption('NZ'), sub_region_item: null, sub_region: '' };
    expect(errorsOf(nz)).toEqual({});
  });

  it('enforces the maximum lengths: 255, postcode 32, code 32', () => {
    expect(errorsOf({ ...us, name: 'n'.repeat(255), code: 'c'.repeat(32), zip_code: '1'.repeat(32) })).toEqual({});
    expect(errorsOf({ ...us, name: 'n'.repeat(256) }).name).toBe('Please use at most 255 characters.');
    expect(errorsOf({ ...us, address: 'a'.repeat(256) }).address).toBe('Please use at most 255 characters.');
    expect(errorsOf({ ...us, city: 'c'.repeat(256) }).city).toBe('Please use at most 255 characters.');
    expect(errorsOf({ ...us, region: countryOption('GB'), sub_region_item: null, sub_region: 's'.repeat(256) }).sub_region).toBe(
      'Please use at most 255 characters.',
    );
    expect(errorsOf({ ...us, zip_code: '1'.repeat(33) }).zip_code).toBe('Please use at most 32 characters.');
    expect(errorsOf({ ...us, code: 'c'.repeat(33) }).code).toBe('Please use at most 32 characters.');
  });

  it('starts the subregion list with the blank State/Province entry', () => {
    const opts = subregionOptions('AU');
    expect(opts[0]).toEqual(SUBREGION_PLACEHOLDER);
    expect(SUBREGION_PLACEHOLDER).toEqual({ value: '', display: 'State/Province' });
    expect(opts.map((o) => o.value)).toContain('NSW');
    expect(subregionOptions('GB')).toEqual([SUBREGION_PLACEHOLDER]);
  });

  it('clears the subregion on a new country and the chosen item when text is typed', () => {
    const moved = changeCountry(us, countryOption('CA'));
    expect(moved.sub_region_item).toBeNull();
    expect(moved.sub_region).toBe('');
    expect(moved.region?.value).toBe('CA');
    const typed = typeSubregion(us, 'Dane County');
    expect(typed.sub_region_item).toBeNull();
    expect(typed.sub_region).toBe('Dane County');
  });

  it('defaults the country to the page region, upper-cased (zh → CN)', () => {
    const empty = emptyModalSchool();
    expect(withDefaultCountry(empty, phoneCountryForRegion('zh')).region?.value).toBe('CN');
    expect(withDefaultCountry(empty, 'au').region?.value).toBe('AU');
    expect(withDefaultCountry(us, 'AU').region?.value).toBe('US');
  });
});

describe('school payload parts (spec §7)', () => {
  const searched: SearchedSchool = {
    id: 42,
    name: 'Hillcrest Public School',
    address1: '5 Hill St',
    address: '5 Hill St',
    city: 'Ballarat',
    zip_code: '3350',
    code: 'VIC-42',
    state: 'VIC',
    state_order: 7,
    sub_region: 'VIC',
    country: 'AU',
  };

  it('sends a searched school as regional_school with its detail', () => {
    expect(schoolPayload({ kind: 'searched', school: searched }, 2)).toEqual({
      regional_school: 42,
      school_detail: { school_type: 2, region: 'AU', name: 'Hillcrest Public School', address: '5 Hill St', city: 'Ballarat', zip_code: '3350', code: 'VIC-42', sub_region: 'VIC' },
    });
  });

  it('sends a manual school with no regional_school and the chosen subregion value, and reads it back', () => {
    const out = schoolPayload({ kind: 'manual', school: us }, null);
    expect(out.regional_school).toBeNull();
    expect(out.school_detail).toMatchObject({ region: 'US', sub_region: 'WI', school_type: null });
    const back = modalSchoolFromDetail(out.school_detail!);
    expect(back.sub_region_item).toEqual({ value: 'WI', display: 'Wisconsin' });
    expect(addSchoolSchema.safeParse(back).success).toBe(true);
  });

  it('sends nothing when no school is chosen', () => {
    expect(schoolPayload(null, 1)).toEqual({ regional_school: null, school_detail: null });
  });
});
