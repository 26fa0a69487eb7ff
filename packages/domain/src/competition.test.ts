import { describe, expect, it } from 'vitest';
import {
  OPEN_STAGES,
  competitionPayload,
  competitionRegistrationSchema,
  isCompetitionOpen,
  registrationOffTarget,
  type CompetitionConfig,
} from './competition.ts';

describe('competition open rule (spec §4)', () => {
  it.each([
    [true, 'created', true],
    [true, 'WarmUp', true],
    [true, 'CONTEST', true],
    [true, 'ended', false],
    [true, 'closed', false],
    [false, 'contest', false],
  ])('enableRegistration %s, stage %s → open %s', (enableRegistration, currentStage, open) => {
    expect(isCompetitionOpen({ enableRegistration, currentStage })).toBe(open);
  });
  it('lists the open stages', () => {
    expect(OPEN_STAGES).toEqual(['created', 'warmup', 'contest']);
  });
});

describe('registration_off_url (spec §2)', () => {
  it('is ignored when empty or the text false', () => {
    expect(registrationOffTarget('')).toBeNull();
    expect(registrationOffTarget('  ')).toBeNull();
    expect(registrationOffTarget('false')).toBeNull();
    expect(registrationOffTarget('False')).toBeNull();
    expect(registrationOffTarget(null)).toBeNull();
    expect(registrationOffTarget('/us/en/closed/')).toBe('/us/en/closed/');
  });
});

describe('competition registration payload (spec §7)', () => {
  const config: CompetitionConfig = {
    competition_id: 501,
    student_template_url: '/static/student-template.csv',
    thank_you_url: '/us/en/thanks/',
    registration_off_url: 'false',
    starts_at: null,
    ends_at: null,
    details: {},
    form_fields: [
      { slug: 'first_name', display: 'First name', is_required: true },
      { slug: 'school_type', display: 'School type', is_required: true },
      { slug: 'student_list_b64', display: 'Student list', is_required: true },
    ],
    roles: [],
    school_types: [{ order: 0, display: 'Public', en_display: 'Public' }],
  };

  it('carries competitionId, schoolDetail, regional_school, campaignName, the file, the flags and the utm parameters merged in', () => {
    const payload = competitionPayload({
      config,
      campaignName: 'numbers-cup-2026',
      region: 'us',
      utm: { utm_source: 'flyer', utm_term: 'maths' },
      values: {
        first_name: ' Ana ',
        school_type: 0,
        student_list_b64: 'YWJj',
        student_list_extension: 'csv',
        termsAgreed: true,
        signupForEmail: false,
        school: {
          kind: 'manual',
          school: {
            region: { value: 'GB', subregions: [] },
            name: 'St Mary C of E Primary',
            address: '1 Church Lane',
            city: 'York',
            sub_region: 'North Yorkshire',
            sub_region_item: null,
            zip_code: 'YO1 7HH',
            code: '',
          },
        },
      },
    });
    expect(payload).toEqual({
      first_name: 'Ana',
      school_type: 0,
      region: 'US',
      competitionId: 501,
      schoolDetail: { school_type: 0, region: 'GB', name: 'St Mary C of E Primary', address: '1 Church Lane', city: 'York', zip_code: 'YO1 7HH', code: '', sub_region: 'North Yorkshire' },
      regional_school: null,
      campaignName: 'numbers-cup-2026',
      signupForEmail: false,
      termsAgreed: true,
      studentListFileBase64: 'YWJj',
      studentListFileExtension: 'csv',
      utm_source: 'flyer',
      utm_term: 'maths',
    });
    expect(competitionRegistrationSchema.safeParse({ ...payload, region_code: 'US', language_code: 'en' }).success).toBe(true);
    expect(competitionRegistrationSchema.safeParse({ ...payload, admin: 1 }).success).toBe(false);
  });

  it('sends tracking values a link carried with control characters or a cut emoji as text the server takes', () => {
    const payload = competitionPayload({
      config,
      campaignName: 'numbers-cup-2026',
      region: 'us',
      utm: { utm_source: 'a\tb', utm_medium: '\u0001', utm_content: `${'c'.repeat(254)}😀` },
      values: { first_name: 'Ana', school_type: 0, termsAgreed: true },
    });
    expect(payload).toMatchObject({ utm_source: 'a b', utm_content: 'c'.repeat(254) });
    expect(payload).not.toHaveProperty('utm_medium');
    expect(competitionRegistrationSchema.safeParse(payload).success).toBe(true);
  });
});
