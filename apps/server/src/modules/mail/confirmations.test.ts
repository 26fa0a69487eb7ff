import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignPayload, type CampaignConfig } from '@numbloom/domain/campaign';
import { competitionPayload, type CompetitionConfig } from '@numbloom/domain/competition';
import { prepareRegistration, type RegistrationFormValues } from '@numbloom/domain/registration';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { seed as seedCampaigns } from '../campaigns/seed.ts';
import { seed as seedCompetitions } from '../competitions/seed.ts';
import { editCompetition } from '../competitions/service.ts';
import { loadConfig } from '../../config.ts';
import type { Deps } from '../../deps.ts';
import { mailSettled, sendLater } from './service.ts';
import { startTestSmtpServer } from './testing.ts';

/**
 * Mail that people expect, received over real SMTP: a contact enquiry goes to
 * staff and is confirmed to its sender in their language; campaign and
 * competition registrations are confirmed with what happens next. A repeat
 * is not mailed twice, and a broken mail server never fails the form.
 */
const school = {
  kind: 'manual' as const,
  school: { region: { value: 'NZ', subregions: [] }, name: 'Lakeside School', address: '4 Shore Rd', city: 'Taupō', sub_region: '', sub_region_item: null, zip_code: '3330', code: '' },
};

describe('mail that people expect', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, STAFF_EMAIL: 'team@numbloom.test', PUBLIC_URL: 'https://www.numbloom.test' } });
    const deps = { config: t.config, database: t.database, now: () => t.clock.now };
    await seedCampaigns(deps);
    await seedCompetitions(deps);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails a contact enquiry to staff, confirms it to the sender in French, and does not mail a repeat', async () => {
    const before = smtp.received.length;
    const form = { form_type: 'request', your_name: 'Élodie Martin', email: 'Elodie@Example.org', organisation: 'École du Lac', message: 'Une démo pour 12 classes ?', language_code: 'fr', region_code: 'CA' };
    expect((await t.post('/api/v2/contact/', form)).statusCode).toBe(200);
    const notice = await smtp.waitFor('team@numbloom.test', before);
    expect(notice.subject).toBe('New request from Élodie Martin (École du Lac)');
    expect(notice.text).toContain('Message: Une démo pour 12 classes ?');
    expect(notice.text).toMatch(/https:\/\/www\.numbloom\.test\/staff\/enquiries\/[0-9a-f-]{36}\//);
    const confirmation = await smtp.waitFor('elodie@example.org', before);
    expect(confirmation.subject).toBe('Nous avons bien reçu votre message');
    expect(confirmation.text).toContain('Bonjour Élodie Martin,');
    expect(confirmation.text).toContain('dans un délai de deux jours ouvrables');
    // the sender's words are not sent back to an address anyone could have typed
    expect(confirmation.text).not.toContain('Une démo');

    const count = smtp.received.length;
    expect((await t.post('/api/v2/contact/', form)).statusCode).toBe(200);
    // a mail it sent would be in flight from before the answer; once every send has settled it has
    // been received, so none is none (no waiting a while to see)
    await mailSettled();
    expect(smtp.received.length).toBe(count);
  });

  it('confirms a demo request campaign registration in Spanish, with what happens next', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/home/api/campaign/school-demo-2026/' })).json() as CampaignConfig;
    const values: RegistrationFormValues = { first_name: 'Lucía', last_name: 'Gómez', email: 'lucia@example.org', phone: '+1 201 555 0123', role: 0, school_type: 0, termsAgreed: true, school };
    const before = smtp.received.length;
    const res = await t.post('/api/v2/accounts/homepage-campaign/', campaignPayload({ config, values: prepareRegistration(values), type: 'request', region: 'us', language: 'es' }));
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.waitFor('lucia@example.org', before);
    // the campaign's name as its seeded Spanish details give it
    expect(mail.subject).toBe('Inscripción confirmada: Demostración para escuelas 2026');
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain('para organizar su demostración');
    expect(mail.text).toContain('https://www.numbloom.test/us/es/campaign/school-demo-2026/');
  });

  it('confirms a competition registration in Arabic, right to left, with its stage, dates and what entrants get', async () => {
    await editCompetition(t.database.db, 502, {
      starts_at: '2027-03-01T00:00:00Z',
      ends_at: '2027-03-14T00:00:00Z',
      details: { en: { title: 'Spring Challenge', benefits: 'A certificate for every child' }, ar: { title: 'تحدي الربيع', benefits: '- شهادة لكل طفل\n- ميداليات للفائزين' } },
    });
    const config = (await t.app.inject({ method: 'GET', url: '/home/api/competition/502/' })).json() as CompetitionConfig;
    const values: RegistrationFormValues = {
      first_name: 'Layla',
      last_name: 'Haddad',
      email: 'layla@example.org',
      phone: '+971 4 123 4567',
      role: 0,
      school_type: 0,
      termsAgreed: true,
      school,
      student_list_b64: Buffer.from('first_name\r\nOmar\r\n').toString('base64'),
      student_list_extension: 'csv',
    };
    const before = smtp.received.length;
    const payload = { ...competitionPayload({ config, values: prepareRegistration(values), campaignName: 'spring-challenge-2027', region: 'aue' }), language_code: 'ar' };
    const res = await t.post('/api/v2/competition/502/register/', payload);
    expect(res.statusCode, res.body).toBe(200);
    const mail = await smtp.waitFor('layla@example.org', before);
    expect(mail.subject).toBe('وصلنا تسجيلك: تحدي الربيع');
    expect(mail.text).toContain('التدريب جارٍ');
    expect(mail.text).toContain('• ميداليات للفائزين');
    expect(mail.text).toContain('https://www.numbloom.test/aue/ar/competition/?id=502');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).not.toContain('Lakeside');
  });

  it('writes to someone on the US site in US English, and to the UK in British English', async () => {
    const form = { form_type: 'request', your_name: 'Dana Brooks', message: 'A demo for our district?', language_code: 'en' };
    const before = smtp.received.length;
    expect((await t.post('/api/v2/contact/', { ...form, email: 'dana@example.org', region_code: 'US' })).statusCode).toBe(200);
    expect((await t.post('/api/v2/contact/', { ...form, email: 'dana@example.co.uk', region_code: 'UK' })).statusCode).toBe(200);
    const us = await smtp.waitFor('dana@example.org', before);
    expect(us.text).toContain('within two business days');
    expect(us.html).toContain('lang="en-US"');
    expect((await smtp.waitFor('dana@example.co.uk', before)).text).toContain('within two working days');

    // competition 502 is in its warm-up
    const config = (await t.app.inject({ method: 'GET', url: '/home/api/competition/502/' })).json() as CompetitionConfig;
    const values: RegistrationFormValues = {
      first_name: 'Dana',
      last_name: 'Brooks',
      email: 'dana.brooks@example.org',
      phone: '+1 201 555 0124',
      role: 0,
      school_type: 0,
      termsAgreed: true,
      school,
      student_list_b64: Buffer.from('first_name\r\nAva\r\n').toString('base64'),
      student_list_extension: 'csv',
    };
    const payload = { ...competitionPayload({ config, values: prepareRegistration(values), campaignName: 'spring-challenge-2027', region: 'us' }), language_code: 'en' };
    const res = await t.post('/api/v2/competition/502/register/', payload);
    expect(res.statusCode, res.body).toBe(200);
    const registered = await smtp.waitFor('dana.brooks@example.org', before);
    expect(registered.text).toContain('so your students can practice now');
    expect(registered.text).toContain('https://www.numbloom.test/us/en/competition/?id=502');
  });
});

describe('sending in the background', () => {
  it('never throws when the mail server is down: the failure is logged with its purpose', async () => {
    const warnings: Array<{ purpose?: string }> = [];
    const deps = { config: loadConfig({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:9' }), now: () => new Date() } as unknown as Deps;
    sendLater(deps, { to: 'ann@example.org', subject: 'Hello', text: 'Hello' }, { warn: (obj) => warnings.push(obj as { purpose?: string }) }, 'test mail');
    await mailSettled();
    expect(warnings).toEqual([expect.objectContaining({ purpose: 'test mail' })]);
  });
});
