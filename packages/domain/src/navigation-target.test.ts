import { describe, expect, it } from 'vitest';
import { campaignCreateSchema, competitionCreateSchema, NAVIGATION_TARGET_MESSAGE } from './event-staff-schema.ts';
import { isNavigationTarget, thankYouTarget } from './navigation-target.ts';

const GOOD = [
  '/us/en/thank-you/',
  '/au/en/thanks/?from=form#top',
  'https://example.org/thanks',
  'http://cms.example.org/a/b?c=1',
];
const BAD = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:x',
  '//evil.example/',
  '/\\evil.example/',
  'https://',
  'ftp://example.org/file',
  'thanks',
  'https://exa mple.org/',
  '/us/en/\u0000',
];

describe('navigation targets (spec §2)', () => {
  it('are pages of this site or http(s) addresses, nothing that runs or leaves for another host by a trick', () => {
    for (const url of GOOD) expect(isNavigationTarget(url), url).toBe(true);
    for (const url of BAD) expect(isNavigationTarget(url), url).toBe(false);
  });

  it('a form without a thank-you address of its own ends on the product’s thank-you page of its region and language', () => {
    expect(thankYouTarget('', 'au', 'en')).toBe('/au/en/thank-you/');
    expect(thankYouTarget('  ', 'ca', 'fr')).toBe('/ca/fr/thank-you/');
    expect(thankYouTarget('javascript:alert(1)', 'us', 'es')).toBe('/us/es/thank-you/');
    expect(thankYouTarget('https://example.org/thanks', 'us', 'en')).toBe('https://example.org/thanks');
  });

  it('staff cannot save an address a form could not follow, for any of an event’s addresses', () => {
    const campaign = {
      slug: 'spring-demo',
      name: 'Spring demo',
      campaign_source: 'm_rd',
      form_fields: [{ slug: 'email', display: 'Email', is_required: true }],
    };
    const competition = {
      id: 901,
      campaign: 'Maths cup',
      form_fields: [{ slug: 'email', display: 'Email', is_required: true }],
    };
    for (const field of ['thank_you_url', 'expired_url', 'student_template_url']) {
      for (const url of BAD) {
        const result = campaignCreateSchema.safeParse({ ...campaign, [field]: url });
        expect(result.success, `${field} ${url}`).toBe(false);
        expect(result.error?.issues.find((i) => i.path[0] === field)?.message).toBe(NAVIGATION_TARGET_MESSAGE);
      }
      for (const url of ['', ...GOOD])
        expect(campaignCreateSchema.safeParse({ ...campaign, [field]: url }).success, `${field} ${url}`).toBe(true);
    }
    for (const field of ['thank_you_url', 'registration_off_url', 'student_template_url']) {
      for (const url of BAD)
        expect(competitionCreateSchema.safeParse({ ...competition, [field]: url }).success, `${field} ${url}`).toBe(
          false,
        );
    }
    // registration_off_url may be the text false, which the form ignores; no other address may
    expect(competitionCreateSchema.safeParse({ ...competition, registration_off_url: 'FALSE' }).success).toBe(true);
    expect(competitionCreateSchema.safeParse({ ...competition, thank_you_url: 'false' }).success).toBe(false);
  });
});
