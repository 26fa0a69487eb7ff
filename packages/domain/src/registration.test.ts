import { describe, expect, it } from 'vitest';
import {
  CONFIG_MESSAGES,
  DISPLAY_ORDER,
  FIELD_INDEX,
  PLACEHOLDER_OPTION,
  SCHOOL_FIELD_INDEX,
  SCHOOL_TYPE_FIELD_INDEX,
  configProblems,
  dropdownOptions,
  layoutFormFields,
  type FormConfig,
} from './registration-config.ts';
import { buildRegistrationSchema, maxLengthOf, prepareRegistration, validateRegistration, type RegistrationFormValues } from './registration.ts';
import { BLOCKED_EXTENSIONS, FILE_MESSAGES, base64DecodedSize, checkBase64File, checkFile, fileExtension } from './registration-file.ts';
import type { SearchedSchool } from './school.ts';

const roles = [
  { order: 0, display: 'Teacher', en_display: 'Teacher' },
  { order: 1, display: 'Principal', en_display: 'Principal' },
];
const schoolTypes = [
  { order: 0, display: 'Public', en_display: 'Public' },
  { order: 1, display: 'Private', en_display: 'Private' },
];
const field = (slug: string, is_required = true) => ({ slug, display: slug, is_required, options: null });

const config: FormConfig = {
  form_fields: [
    field('student_list_b64'),
    field('school_type'),
    field('school'),
    field('role'),
    field('phone'),
    field('email'),
    field('last_name'),
    field('first_name'),
    field('message', false),
  ],
  roles,
  school_types: schoolTypes,
};

const school: SearchedSchool = {
  id: 7,
  name: 'Riverbend Primary School',
  address1: '12 Main St',
  address: '12 Main St',
  city: 'Austin',
  zip_code: '73301',
  code: 'TX-0007',
  state: 'TX',
  state_order: 44,
  sub_region: 'TX',
  country: 'US',
};

const valid: RegistrationFormValues = {
  first_name: 'Ana',
  last_name: "O'Neil-Smith",
  email: 'ana@example.org',
  phone: '+1 201 555 0123',
  role: 1,
  school: { kind: 'searched', school },
  school_type: 0,
  student_list_b64: Buffer.from('name,grade\nAva,3\n').toString('base64'),
  student_list_extension: 'csv',
  termsAgreed: true,
};

const errorsOf = (values: RegistrationFormValues, kind: 'campaign' | 'competition' = 'competition', showTermsCheckbox = false) => {
  const r = validateRegistration(config, kind, values, { showTermsCheckbox });
  return r.success ? {} : r.errors;
};

describe('form field layout (spec §3)', () => {
  it('orders fields first_name, last_name, email, phone, role, school, school_type, student_list_b64', () => {
    const laid = layoutFormFields(config).map((f) => f.slug);
    expect(laid).toEqual([...DISPLAY_ORDER, 'message']);
    expect(FIELD_INDEX.school).toBe(SCHOOL_FIELD_INDEX);
    expect(FIELD_INDEX.school_type).toBe(SCHOOL_TYPE_FIELD_INDEX);
    expect(SCHOOL_FIELD_INDEX).toBe(6);
    expect(SCHOOL_TYPE_FIELD_INDEX).toBe(7);
  });

  it('reports an unknown slug and a dropdown without options as configuration errors', () => {
    const bad: FormConfig = { form_fields: [field('first_name'), field('favourite_colour'), field('role')], roles: [], school_types: [] };
    const laid = layoutFormFields(bad);
    expect(laid).toContainEqual({ kind: 'config-error', slug: 'favourite_colour', message: 'Form field favourite_colour NOT FOUND. Please remove from configuration.' });
    expect(laid).toContainEqual({ kind: 'config-error', slug: 'role', message: 'Please set up role drop down options' });
    expect(CONFIG_MESSAGES.missingOptions('school_type')).toBe('Please set up school_type drop down options');
    expect(configProblems(bad)).toHaveLength(2);
    expect(configProblems(config)).toEqual([]);
  });

  it('starts every dropdown with a dashes placeholder of null order, then the options by order', () => {
    const opts = dropdownOptions([roles[1]!, roles[0]!]);
    expect(opts[0]).toEqual(PLACEHOLDER_OPTION);
    expect(PLACEHOLDER_OPTION.order).toBeNull();
    expect(PLACEHOLDER_OPTION.display).toMatch(/^-+$/);
    expect(opts.slice(1).map((o) => o.order)).toEqual([0, 1]);
  });

  it('gives the spec §5 input limits', () => {
    expect([maxLengthOf('first_name'), maxLengthOf('organisation'), maxLengthOf('roles'), maxLengthOf('email'), maxLengthOf('message')]).toEqual([
      50, 50, 50, 254, 255,
    ]);
  });
});

describe('registration form validation (spec §5)', () => {
  it('passes a complete, valid competition form', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it.each([
    ['first_name', { first_name: '   ' }, 'This field is required.'],
    ['last_name', { last_name: undefined }, 'This field is required.'],
    ['email', { email: '' }, 'This field is required.'],
    ['phone', { phone: ' ' }, 'This field is required.'],
    ['role', { role: null }, 'Role at school is required.'],
    ['school_type', { school_type: undefined }, 'School type is required.'],
    ['school', { school: null }, 'Please select your school.'],
    ['school', { school: { kind: 'searched', school: { ...school, name: '  ' } } }, 'Please select your school.'],
    ['student_list_b64', { student_list_b64: '' }, 'Student list is required.'],
    ['termsAgreed', { termsAgreed: false }, 'Please agree to our Terms of Use and Privacy Policy'],
    ['termsAgreed', { termsAgreed: undefined }, 'Please agree to our Terms of Use and Privacy Policy'],
  ] as const)('refuses a missing %s', (key, change, message) => {
    expect(errorsOf({ ...valid, ...change } as RegistrationFormValues)[key]).toBe(message);
  });

  it('checks a field only when the config makes it required', () => {
    const optional: FormConfig = { ...config, form_fields: config.form_fields.map((f) => ({ ...f, is_required: false })) };
    const r = validateRegistration(optional, 'competition', { termsAgreed: true });
    expect(r.success).toBe(true);
    // a present value is still checked
    const bad = validateRegistration(optional, 'competition', { termsAgreed: true, email: 'nope' });
    expect(bad.success ? {} : bad.errors).toEqual({ email: 'Invalid email address.' });
  });

  it.each([
    ['first_name', 'Ann!', 'Name contains invalid characters.'],
    ['first_name', 'Ann\tLee', 'Name contains invalid characters.'],
    ['last_name', 'Lee\n', 'Name contains invalid characters.'],
    ['last_name', 'a.b', 'Name contains invalid characters.'],
    ['phone', '12-34-5', 'Invalid phone number.'],
    ['phone', 'call me maybe 5550100', 'Invalid phone number.'],
    ['phone', '+1 020 7946 0958', 'Invalid phone number.'],
    ['email', 'ana@example', 'Invalid email address.'],
    ['email', 'ana example.org', 'Invalid email address.'],
    ['first_name', 'a'.repeat(51), 'Please use at most 50 characters.'],
    ['email', `${'a'.repeat(250)}@x.org`, 'Please use at most 254 characters.'],
    ['message', 'm'.repeat(256), 'Please use at most 255 characters.'],
  ])('refuses %s = %j', (key, value, message) => {
    expect(errorsOf({ ...valid, [key]: value })[key]).toBe(message);
  });

  it.each([
    ['first_name', 'José María'],
    ['last_name', "O'Brien-Ngata"],
    ['phone', '+61 (02) 9876 5432'],
    ['email', 'a.b+tag@school.edu.au'],
    ['first_name', 'a'.repeat(50)],
    ['message', 'm'.repeat(255)],
  ])('accepts %s = %j', (key, value) => {
    expect(errorsOf({ ...valid, [key]: value })).toEqual({});
  });

  it('accepts a role or school type that is an option order of 0 or more, and nothing else', () => {
    expect(errorsOf({ ...valid, role: 0 })).toEqual({});
    expect(errorsOf({ ...valid, role: -1 }).role).toBe('Invalid input.');
    expect(errorsOf({ ...valid, role: 9 }).role).toBe('Invalid input.');
    expect(errorsOf({ ...valid, school_type: 1.5 }).school_type).toBe('Invalid input.');
  });

  it('checks termsAgreed in the campaign form only when its checkbox is shown', () => {
    const noTerms = { ...valid, termsAgreed: false };
    expect(errorsOf(noTerms, 'campaign', false).termsAgreed).toBeUndefined();
    expect(errorsOf(noTerms, 'campaign', true).termsAgreed).toBe('Please agree to our Terms of Use and Privacy Policy');
    expect(errorsOf(noTerms, 'competition', false).termsAgreed).toBe('Please agree to our Terms of Use and Privacy Policy');
  });

  it('keeps the student list optional in the campaign form, but checks a file that is there', () => {
    expect(errorsOf({ ...valid, student_list_b64: '' }, 'campaign')).toEqual({});
    expect(errorsOf({ ...valid, student_list_extension: 'exe' }, 'campaign').student_list_b64).toBe('You must not select an executable file');
    expect(errorsOf({ ...valid, student_list_extension: 'bat' }, 'campaign').student_list_b64).toBe('Invalid file extension.');
    expect(errorsOf({ ...valid, student_list_b64: 'not base64!' }, 'campaign').student_list_b64).toBe(FILE_MESSAGES.unreadable);
  });

  it('refuses a decoded student list of 524288 bytes and accepts 524287', () => {
    const at = Buffer.alloc(524288, 1).toString('base64');
    const under = Buffer.alloc(524287, 1).toString('base64');
    expect(errorsOf({ ...valid, student_list_b64: at }).student_list_b64).toBe('The file you select must be less than 0.5MB');
    expect(errorsOf({ ...valid, student_list_b64: under })).toEqual({});
  });

  it('checks a manually entered school with the modal rules', () => {
    const manual = {
      kind: 'manual' as const,
      school: {
        region: { value: 'AU', subregions: [] },
        name: 'Koala Creek PS',
        address: '1 Gum Rd',
        city: 'Dubbo',
        sub_region: '',
        sub_region_item: { value: 'NSW', display: 'New South Wales' },
        zip_code: '2830',
        code: '',
      },
    };
    expect(errorsOf({ ...valid, school: manual })).toEqual({});
    expect(errorsOf({ ...valid, school: { ...manual, school: { ...manual.school, city: '' } } }).school).toBe('City is required.');
  });

  it('builds a schema whose errors are keyed by slug, for a form library resolver', () => {
    const r = buildRegistrationSchema(config, 'competition').safeParse({});
    expect(r.success).toBe(false);
    const keys = new Set(r.error!.issues.map((i) => i.path[0]));
    expect(keys).toEqual(new Set(['first_name', 'last_name', 'email', 'phone', 'role', 'school', 'school_type', 'student_list_b64', 'termsAgreed']));
  });
});

describe('preparation before sending (spec §5)', () => {
  it('strips the phone to plus and digits and lower-cases the email', () => {
    const out = prepareRegistration({ phone: '+61 (2) 9876-5432', email: ' Ana@Example.ORG ' });
    expect(out).toEqual({ phone: '+61298765432', email: 'ana@example.org' });
  });
  it('uses your_name as first_name when first_name is empty, and only then', () => {
    expect(prepareRegistration({ your_name: 'Ana', first_name: '' }).first_name).toBe('Ana');
    expect(prepareRegistration<RegistrationFormValues>({ your_name: 'Ana' }).first_name).toBe('Ana');
    expect(prepareRegistration({ your_name: 'Ana', first_name: 'Bo' }).first_name).toBe('Bo');
    expect(prepareRegistration({ your_name: '  ', first_name: '' }).first_name).toBe('');
  });
});

describe('file rules (spec §5)', () => {
  it.each([
    [{ name: 'list.exe', size: 10 }, 'You must not select an executable file'],
    [{ name: 'LIST.EXE', size: 10 }, 'You must not select an executable file'],
    [{ name: 'list.bat', size: 10 }, 'Invalid file extension.'],
    [{ name: 'list.js', size: 10 }, 'Invalid file extension.'],
    [{ name: 'list.csv', size: 524288 }, 'The file you select must be less than 0.5MB'],
    [{ name: 'list.csv', size: 524287 }, null],
    [{ name: 'list.xlsx', size: 1000 }, null],
  ])('checkFile(%j) → %j', (file, message) => {
    expect(checkFile(file)).toBe(message);
  });

  it('blocks exe as part of the list and reads extensions from names and paths', () => {
    expect(BLOCKED_EXTENSIONS).toContain('exe');
    expect(fileExtension('C:\\Users\\me\\class 3.B.csv')).toBe('csv');
    expect(fileExtension('.bashrc')).toBe('');
    expect(fileExtension('noext')).toBe('');
  });

  it('measures base64 without decoding and refuses broken base64', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 1000]) {
      expect(base64DecodedSize(Buffer.alloc(n, 7).toString('base64'))).toBe(n);
    }
    expect(base64DecodedSize(`data:text/csv;base64,${Buffer.from('abc').toString('base64')}`)).toBe(3);
    expect(base64DecodedSize('abc')).toBeNull();
    expect(base64DecodedSize('ab$=')).toBeNull();
    expect(base64DecodedSize('a===')).toBeNull();
    expect(checkBase64File('@@@@', 'csv')).toBe(FILE_MESSAGES.unreadable);
    expect(checkBase64File(Buffer.from('x').toString('base64'), 'exe')).toBe(FILE_MESSAGES.executable);
    expect(checkBase64File(Buffer.from('x').toString('base64'), 'csv')).toBeNull();
  });
});
