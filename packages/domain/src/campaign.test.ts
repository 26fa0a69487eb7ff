import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMPETITION_ID,
  INVITE_TYPE,
  campaignPayload,
  campaignRegistrationSchema,
  inviteLinkQuerySchema,
  inviteTypesFor,
  isCampaignExpired,
  localeSlug,
  type CampaignConfig,
} from './campaign.ts';
import { marketingEnv, marketingFormType, marketingPayload, marketingSubmitSchema } from './campaign-marketing.ts';

const config: CampaignConfig = {
  id: 3,
  slug: 'school-demo-2026',
  name: 'School demo 2026',
  is_expired: false,
  expired_url: '/us/en/',
  student_template_url: '',
  thank_you_url: '/us/en/thank-you/',
  campaign_source: 'm_rd',
  start_time: '2026-01-01T00:00:00.000Z',
  end_time: null,
  show_terms_checkbox: true,
  get_enterprise_invite_link_for_teachers: true,
  get_b2c_enterprise_invite_link_for_parents: false,
  form_handler_id: 'fh-123',
  details: {},
  form_fields: [
    { slug: 'first_name', display: 'First name', is_required: true },
    { slug: 'email', display: 'Email', is_required: true },
    { slug: 'role', display: 'Role', is_required: true },
    { slug: 'school', display: 'School', is_required: true },
    { slug: 'school_type', display: 'School type', is_required: false },
  ],
  roles: [{ order: 0, display: 'Enseignant', en_display: 'Teacher' }],
  school_types: [{ order: 4, display: 'Publique', en_display: 'Public' }],
};

const values = {
  first_name: 'Ana',
  last_name: 'ignored: not configured',
  email: 'ana@example.org',
  role: 0,
  school_type: 4,
  signupForEmail: true,
  termsAgreed: true,
  school: {
    kind: 'searched' as const,
    school: { id: 9, name: 'Bay PS', address1: '1 Bay Rd', address: '1 Bay Rd', city: 'Hobart', zip_code: '7000', code: '', state: 'TAS', state_order: 6, sub_region: 'TAS', country: 'AU' },
  },
};

describe('campaign registration payload (spec §7)', () => {
  it('carries the configured inputs, region, locale_slug, event_detail, school parts, default competition_id and utm', () => {
    const payload = campaignPayload({ config, values, type: 'demo', region: 'au', language: 'en', utm: { utm_source: 'news' } });
    expect(payload).toEqual({
      first_name: 'Ana',
      email: 'ana@example.org',
      role: 0,
      school_type: 4,
      region: 'AU',
      signupForEmail: true,
      termsAgreed: true,
      locale_slug: 'AU/en',
      event_detail: { type: 'demo', name: 'School demo 2026', id: 3, start_time: '2026-01-01T00:00:00.000Z', end_time: null },
      regional_school: 9,
      school_detail: { school_type: 4, region: 'AU', name: 'Bay PS', address: '1 Bay Rd', city: 'Hobart', zip_code: '7000', code: '', sub_region: 'TAS' },
      competition_id: DEFAULT_COMPETITION_ID,
      utm: { utm_source: 'news' },
    });
    expect(DEFAULT_COMPETITION_ID).toBe(10000001);
    expect(campaignRegistrationSchema.safeParse({ ...payload, region_code: 'AU', language_code: 'en' }).success).toBe(true);
  });

  it('defaults competition_id and refuses unknown fields', () => {
    const payload = campaignPayload({ config, values, type: 'demo', region: 'us', language: 'es' });
    const { competition_id: _drop, ...rest } = payload;
    expect(campaignRegistrationSchema.parse(rest).competition_id).toBe(10000001);
    expect(campaignRegistrationSchema.safeParse({ ...payload, is_staff: true }).success).toBe(false);
    expect(localeSlug('aue', 'AR')).toBe('AUE/ar');
    const long = campaignPayload({ config, values, type: 'demo', region: 'us', language: 'en', utm: { utm_term: 'x'.repeat(400) } });
    expect(long.utm).toEqual({ utm_term: 'x'.repeat(255) });
  });

  it('sends whatever type the page gave and whatever tracking a link carried as text the server takes', () => {
    const utm = { utm_source: 'a\nb', utm_medium: '\u0000', utm_campaign: `${'c'.repeat(254)}😀`, utm_term: ' spaced  out ' };
    for (const type of ['demo.request', 'Demo (AU)', 'demo-request.v2', 'x'.repeat(300), ' ', 'a\tb']) {
      const payload = campaignPayload({ config, values, type, region: 'au', language: 'en', utm });
      expect(campaignRegistrationSchema.safeParse(payload).success, type).toBe(true);
      expect(payload.utm).toEqual({ utm_source: 'a b', utm_campaign: 'c'.repeat(254), utm_term: 'spaced out' });
    }
    expect(campaignPayload({ config, values, type: 'Demo (AU)', region: 'au', language: 'en' }).event_detail.type).toBe('Demo (AU)');
    expect(campaignPayload({ config, values, type: 'x'.repeat(300), region: 'au', language: 'en' }).event_detail.type).toBe('x'.repeat(255));
  });

  it('expires when closed or past its end time', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(isCampaignExpired({ closed: false, end_time: null }, now)).toBe(false);
    expect(isCampaignExpired({ closed: true, end_time: null }, now)).toBe(true);
    expect(isCampaignExpired({ closed: false, end_time: new Date('2026-05-31T23:59:59Z') }, now)).toBe(true);
    expect(isCampaignExpired({ closed: false, end_time: new Date('2026-06-01T00:00:01Z') }, now)).toBe(false);
  });
});

describe('invite links (spec §6, §7)', () => {
  it('asks for the types the campaign flags set', () => {
    expect(INVITE_TYPE).toEqual({ teacher: 1, parent: 2 });
    expect(inviteTypesFor(config)).toEqual([1]);
    expect(inviteTypesFor({ get_enterprise_invite_link_for_teachers: true, get_b2c_enterprise_invite_link_for_parents: true })).toEqual([1, 2]);
    expect(inviteTypesFor({ get_enterprise_invite_link_for_teachers: false, get_b2c_enterprise_invite_link_for_parents: false })).toEqual([]);
  });

  it('parses invite_type as a comma list of 1 and/or 2', () => {
    expect(inviteLinkQuerySchema.parse({ school_id: '12', invite_type: '1,2' })).toMatchObject({ school_id: 12, invite_type: [1, 2] });
    expect(inviteLinkQuerySchema.parse({ school_id: '12', invite_type: '2' }).invite_type).toEqual([2]);
    expect(inviteLinkQuerySchema.parse({ school_id: '12', invite_type: '1,1' }).invite_type).toEqual([1]);
    for (const bad of ['3', '1,2,1', '', 'a', '1;2']) {
      expect(inviteLinkQuerySchema.safeParse({ school_id: '12', invite_type: bad }).success).toBe(false);
    }
    expect(inviteLinkQuerySchema.safeParse({ school_id: 'x', invite_type: '1' }).success).toBe(false);
  });
});

describe('marketing submit (spec §7)', () => {
  it('maps form_type: Demo for m_rd, Sales for m_se, else the source', () => {
    expect(marketingFormType('m_rd')).toBe('Demo');
    expect(marketingFormType('m_se')).toBe('Sales');
    expect(marketingFormType('webinar')).toBe('webinar');
  });

  it('labels env by the first host label, prod for www .com and prod-canada for other www hosts', () => {
    expect(marketingEnv('staging.numbloom.com')).toBe('staging');
    expect(marketingEnv('localhost')).toBe('localhost');
    expect(marketingEnv('www.numbloom.com')).toBe('prod');
    expect(marketingEnv('www.numbloom.ca')).toBe('prod-canada');
  });

  it('builds the payload with English option labels, text true/false and the invite links obtained', () => {
    const payload = marketingPayload({
      config,
      values,
      hostname: 'www.numbloom.com',
      region: 'au',
      language: 'en',
      utm: { utm_medium: 'email', utm_source: 'news', utm_campaign: 'spring' },
      inviteLinks: [{ type: 1, link: 'https://numbloom.com/invite/abc' }],
    });
    expect(payload).toMatchObject({
      email: 'ana@example.org',
      school_name: 'Bay PS',
      school_type: 'Public',
      school_role: 'Teacher',
      marketing_subscriber: 'true',
      form_type: 'Demo',
      form_id: 'school-demo-2026',
      env: 'prod',
      locale: 'AU/en',
      endpoint_id: 'fh-123',
      utm_medium: 'email',
      utm_source: 'news',
      utm_campaign: 'spring',
      teacher_enterprise_invite_link: 'https://numbloom.com/invite/abc',
    });
    expect(payload).not.toHaveProperty('parent_b2c_enterprise_invite_link');
    expect(marketingSubmitSchema.safeParse(payload).success).toBe(true);
    expect(marketingSubmitSchema.safeParse({ ...payload, marketing_subscriber: 'yes' }).success).toBe(false);
  });
});
