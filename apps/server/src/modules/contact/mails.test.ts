import { describe, expect, it } from 'vitest';
import { enquiryNotice } from './mails.ts';
import type { EnquiryRow } from './store.ts';

const row = (formType: string): EnquiryRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  formType,
  name: 'Ana Lopez',
  email: 'ana@example.org',
  phone: '+442079460958',
  organisation: null,
  message: 'Hello',
  regionCode: 'uk',
  languageCode: 'en',
  status: 'new',
  submissionHash: 'x',
  createdAt: new Date('2031-01-01T00:00:00Z'),
  updatedAt: new Date('2031-01-01T00:00:00Z'),
});

describe("support's notice of an enquiry", () => {
  it('gives the form type its article: an enquiry, a request', () => {
    expect(enquiryNotice(row('enquiry'), 'staff@numbloom.test', 'https://x/').text).toContain(
      'An enquiry came in through the contact form',
    );
    expect(enquiryNotice(row('request'), 'staff@numbloom.test', 'https://x/').text).toContain(
      'A request came in through the contact form',
    );
  });
});
