/**
 * A mail to someone on the US site is US English: every English mail the
 * product writes to a person, in each of its cases, rendered for the US site
 * is walked against the British list the maths texts and the web catalogues
 * are held to. The other English sites keep the English the mails are written
 * in, and every other language reads the same on the US site as elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { britishIn } from '@numbloom/maths/british-spellings';
import { campaignConfirmation } from '../campaigns/mails.ts';
import type { CampaignRow } from '../campaigns/presenter.ts';
import { competitionConfirmation } from '../competitions/mails.ts';
import type { CompetitionRow } from '../competitions/presenter.ts';
import { enquiryConfirmation } from '../contact/mails.ts';
import type { EnquiryRow } from '../contact/store.ts';
import { reportConfirmation } from '../helpdesk/mails.ts';
import type { ReportRow } from '../helpdesk/store.ts';
import { challengeNewsMail, weeklySummaryMail } from '../notifications/mails.ts';
import { MAIL_LANGUAGES, mailTexts, type Localized } from './compose.ts';
import type { OutgoingMail } from './service.ts';

const START = new Date('2027-03-01T00:00:00Z');
const END = new Date('2027-03-14T00:00:00Z');
const publicUrl = 'https://www.numbloom.test';

/** Every mail a person gets, in every case its wording has, for a page of this region and language. */
function mailsFor(region: string, language: string): [string, OutgoingMail][] {
  const mails: [string, OutgoingMail][] = [];
  for (const campaignSource of ['m_rd', 'm_se', 'event']) {
    for (const dates of [
      { startTime: START, endTime: END },
      { startTime: null, endTime: null },
    ]) {
      const campaign = {
        name: 'spring-demo',
        slug: 'spring-demo',
        campaignSource,
        details: { en: { title: 'Spring demo', benefits: 'A free class set' } },
        ...dates,
      } as unknown as CampaignRow;
      for (const name of ['Ann', null]) {
        mails.push([
          `campaign ${campaignSource} ${dates.startTime ? 'dated' : 'undated'} ${name ?? 'unnamed'}`,
          campaignConfirmation({ campaign, to: 'ann@example.org', name, language, region, publicUrl }),
        ]);
      }
    }
  }
  for (const currentStage of ['created', 'warmup', 'contest']) {
    for (const dates of [
      { startsAt: START, endsAt: END },
      { startsAt: null, endsAt: null },
    ]) {
      const competition = {
        id: 502,
        campaign: 'spring-challenge',
        currentStage,
        details: { en: { title: 'Spring Challenge', benefits: 'A certificate for every child' } },
        ...dates,
      } as unknown as CompetitionRow;
      mails.push([
        `competition ${currentStage} ${dates.startsAt ? 'dated' : 'undated'}`,
        competitionConfirmation({ competition, to: 'ann@example.org', name: 'Ann', language, region, publicUrl }),
      ]);
    }
  }
  const enquiry = {
    email: 'ann@example.org',
    name: 'Ann',
    languageCode: language,
    regionCode: region,
    createdAt: START,
  } as unknown as EnquiryRow;
  mails.push(['contact', enquiryConfirmation(enquiry)]);
  const report = {
    email: 'ann@example.org',
    number: 42,
    languageCode: language,
    regionCode: region,
    results: [
      { id: 'browser', status: 'passed' },
      { id: 'cookies', status: 'warning' },
      { id: 'speed', status: 'failed' },
    ],
  } as unknown as ReportRow & { email: string };
  mails.push(['system check', reportConfirmation(report)]);
  const reader = { email: 'ann@example.org', firstName: 'Ann', regionCode: region, languageCode: language };
  const page = (p: string) => `${publicUrl}/${region.toLowerCase()}/${language.toLowerCase()}/${p}`;
  const links = { page: page('unsubscribe/?token=x'), oneClick: `${publicUrl}/api/v2/notifications/one-click-unsubscribe/?token=x`, mailto: 'mailto:support@numbloom.com?subject=Unsubscribe' };
  for (const news of ['open', 'ended', 'certificates'] as const) {
    mails.push([
      `challenge ${news}`,
      challengeNewsMail({ reader, news, challenge: 'Spring Sums', when: '14 March 2027', classes: ['Room 12'], certificates: 12, link: page('challenge/x/'), unsubscribe: links }),
    ]);
  }
  const week = { name: 'Noor', runs: 3, stars: 7, mastered: ['Adding'], needsHelp: [] };
  mails.push(['weekly summary', weeklySummaryMail({ reader, week: '1–7 March 2027', children: [week], link: page('account/children/'), unsubscribe: links })]);
  return mails;
}

const textsOf = (mail: OutgoingMail) => [mail.subject, mail.text, mail.html ?? ''];
/** The mails with the region left out of the page addresses they link to (each links its own site). */
const worded = (mails: [string, OutgoingMail][]) =>
  JSON.parse(JSON.stringify(mails).replaceAll(/numbloom\.test\/\w+\//g, 'numbloom.test/~/')) as unknown;

describe('the mails of a US page', () => {
  it('are US English, every one, in every case', () => {
    const mails = mailsFor('us', 'en');
    expect(mails.length).toBeGreaterThanOrEqual(20);
    expect(
      mails.flatMap(([what, mail]) =>
        textsOf(mail)
          .flatMap(britishIn)
          .map((b) => `${what}: ${b}`),
      ),
    ).toEqual([]);
    for (const [, mail] of mails) expect(mail.html).toContain('lang="en-US"');
  });

  it('hold the British list to what the mails say elsewhere: the test can fail', () => {
    const said = mailsFor('uk', 'en').flatMap(([, mail]) => textsOf(mail).flatMap(britishIn));
    expect(said.join('\n')).toMatch(/working days/);
    expect(said.join('\n')).toMatch(/practis/);
  });

  it('keep the English they are written in on the other English sites, whatever the case of the codes', () => {
    const uk = mailsFor('uk', 'en');
    for (const region of ['au', 'nz', 'ca', 'aue', 'zh', 'UK'])
      expect(worded(mailsFor(region, 'en')), region).toEqual(worded(uk));
    expect(worded(mailsFor('US', 'EN'))).toEqual(worded(mailsFor('us', 'en')));
    for (const [, mail] of uk) expect(mail.html).toContain('lang="en"');
  });

  it('are the same in every other language on the US site as on any other', () => {
    for (const language of ['es', 'fr', 'ar'])
      expect(worded(mailsFor('us', language)), language).toEqual(worded(mailsFor('ca', language)));
  });

  it('reword only what US English words its own way, group by group, the rest read from English', () => {
    type Texts = {
      subject: string;
      greeting: (name: string) => string;
      next: { soon: string; later: (day: string) => string };
    };
    const english: Texts = {
      subject: 'Maths week',
      greeting: (name) => `Hello ${name},`,
      next: { soon: 'Within two working days.', later: (day) => `On ${day}.` },
    };
    const texts: Localized<Texts> = {
      ...Object.fromEntries(MAIL_LANGUAGES.map((l) => [l, english])),
      en: english,
      'en-US': { subject: 'Math week', next: { soon: 'Within two business days.' } },
    } as Localized<Texts>;
    const us = mailTexts(texts, 'en', 'us');
    expect(us).toMatchObject({ language: 'en', locale: 'en-US' });
    expect(us.t.subject).toBe('Math week');
    expect(us.t.greeting('Ann')).toBe('Hello Ann,');
    expect(us.t.next.soon).toBe('Within two business days.');
    expect(us.t.next.later('Monday')).toBe('On Monday.');
    expect(mailTexts(texts, 'en', 'uk')).toEqual({ t: english, language: 'en', locale: 'en' });
    expect(mailTexts(texts, '', 'us').locale).toBe('en-US');
    expect(mailTexts(texts, 'es', 'us').locale).toBe('es');
  });
});
