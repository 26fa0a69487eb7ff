import type { Seeder } from '../../db/seed.ts';
import { CAMPAIGN_FIELDS, ROLE_OPTIONS, SCHOOL_TYPE_OPTIONS } from './seed-data.ts';
import { insertCampaignIfMissing } from './store.ts';

/**
 * Demo campaigns: two open ones (a demo request with the terms checkbox and
 * the teacher invite link; a sales enquiry without the checkbox, with an
 * optional class list and the parent invite link) and one that has expired.
 */
export const seed: Seeder = async ({ database }) => {
  const db = database.db;
  const common = { formFields: CAMPAIGN_FIELDS, roles: ROLE_OPTIONS, schoolTypes: SCHOOL_TYPE_OPTIONS };
  await insertCampaignIfMissing(db, {
    ...common,
    slug: 'school-demo-2026',
    name: 'School demo 2026',
    // the name in each language the site has, as a page shows it (the record's name stays English)
    details: { fr: { title: 'Démonstration pour les écoles 2026' }, es: { title: 'Demostración para escuelas 2026' }, ar: { title: 'عرض توضيحي للمدارس 2026' }, he: { title: 'הדגמה לבתי ספר 2026' }, zh: { title: '2026 学校演示' }, de: { title: 'Schuldemo 2026' }, pt: { title: 'Demonstração para escolas 2026' } },
    campaignSource: 'm_rd',
    expiredUrl: '/us/en/',
    thankYouUrl: '/us/en/thank-you/',
    startTime: new Date('2026-01-01T00:00:00Z'),
    endTime: new Date('2027-12-31T23:59:59Z'),
    showTermsCheckbox: true,
    inviteTeachers: true,
    inviteParents: false,
    formHandlerId: 'demo-request-2026',
  });
  await insertCampaignIfMissing(db, {
    ...common,
    formFields: [...CAMPAIGN_FIELDS, { slug: 'student_list_b64', display: 'Class list (optional)', is_required: false, options: null }],
    slug: 'sales-enquiry-2026',
    name: 'Whole-school license inquiry',
    details: { fr: { title: 'Demande de licence pour toute l’école' }, es: { title: 'Consulta de licencia para toda la escuela' }, ar: { title: 'استفسار عن ترخيص المدرسة بأكملها' }, he: { title: 'בירור על רישיון לכל בית הספר' }, zh: { title: '全校授权咨询' }, de: { title: 'Anfrage zur Schullizenz' }, pt: { title: 'Consulta sobre licença para toda a escola' } },
    campaignSource: 'm_se',
    expiredUrl: '/us/en/',
    thankYouUrl: '/us/en/thank-you/',
    studentTemplateUrl: '/home/api/student-list-template.csv',
    startTime: new Date('2026-01-01T00:00:00Z'),
    endTime: null,
    showTermsCheckbox: false,
    inviteTeachers: false,
    inviteParents: true,
    formHandlerId: 'sales-enquiry-2026',
  });
  await insertCampaignIfMissing(db, {
    ...common,
    slug: 'back-to-school-2024',
    name: 'Back to school 2024',
    details: { fr: { title: 'Rentrée scolaire 2024' }, es: { title: 'Regreso a clases 2024' }, ar: { title: 'العودة إلى المدرسة 2024' }, he: { title: 'חזרה לבית הספר 2024' }, zh: { title: '2024 开学季' }, de: { title: 'Schulstart 2024' }, pt: { title: 'Volta às aulas 2024' } },
    campaignSource: 'm_rd',
    expiredUrl: '/us/en/',
    thankYouUrl: '/us/en/thank-you/',
    startTime: new Date('2024-07-01T00:00:00Z'),
    endTime: new Date('2024-09-30T23:59:59Z'),
    showTermsCheckbox: true,
    formHandlerId: 'back-to-school-2024',
  });
};
