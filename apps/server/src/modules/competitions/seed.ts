import type { Seeder } from '../../db/seed.ts';
import { COMPETITION_FIELDS, ROLE_OPTIONS, SCHOOL_TYPE_OPTIONS } from '../campaigns/seed-data.ts';
import { insertCompetitionIfMissing } from './store.ts';
import { STUDENT_LIST_TEMPLATE_PATH } from './template.ts';

/**
 * One competition in each stage: created, warmup and contest take entries;
 * ended and a disabled one do not (one sends people to a page, the other
 * has the registration_off_url 'false', which the form ignores).
 */
export const seed: Seeder = async ({ database }) => {
  const common = {
    formFields: COMPETITION_FIELDS,
    roles: ROLE_OPTIONS,
    schoolTypes: SCHOOL_TYPE_OPTIONS,
    studentTemplateUrl: STUDENT_LIST_TEMPLATE_PATH,
    thankYouUrl: '/us/en/thank-you/',
  };
  const seeds = [
    { id: 501, campaign: 'numbers-cup-2027', enableRegistration: true, currentStage: 'created', registrationOffUrl: '' },
    { id: 502, campaign: 'spring-challenge-2027', enableRegistration: true, currentStage: 'warmup', registrationOffUrl: '' },
    { id: 503, campaign: 'numbers-cup-2026', enableRegistration: true, currentStage: 'contest', registrationOffUrl: '' },
    { id: 504, campaign: 'numbers-cup-2025', enableRegistration: true, currentStage: 'ended', registrationOffUrl: '/us/en/' },
    { id: 505, campaign: 'winter-sprint-2025', enableRegistration: false, currentStage: 'closed', registrationOffUrl: 'false' },
  ];
  for (const s of seeds) await insertCompetitionIfMissing(database.db, { ...common, ...s });
};
