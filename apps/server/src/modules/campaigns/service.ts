import type { z } from 'zod';
import {
  CAMPAIGN_EXPIRED_MESSAGE,
  isCampaignExpired,
  type CampaignConfig,
  type campaignRegistrationSchema,
  type OpenCampaign,
} from '@numbloom/domain/campaign';
import type { CampaignAdminView, RegistrationView } from '@numbloom/domain/staff';
import type { Paging } from '../../db/search.ts';
import { presentRegistration } from './registration-view.ts';
import { localeOf } from '../accounts/service.ts';
import { sendLater, type MailLog } from '../mail/service.ts';
import { campaignConfirmation } from './mails.ts';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError, notFound, badRequestFromZod } from '../../lib/http-error.ts';
import { submissionHash } from '../../lib/submission-hash.ts';
import { presentCampaignConfig, presentCampaignForStaff, type CampaignRow } from './presenter.ts';
import { checkRegistration, digestOf, resolveSchool, validationFailed } from './registration-checks.ts';
import { campaignCreateSchema, campaignEditSchema, formConfigErrors, type CampaignCreate, type CampaignEdit } from '@numbloom/domain/event-staff-schema';
import {
  allCampaigns,
  campaignById,
  campaignBySlug,
  insertCampaign,
  insertRegistrationOnce,
  registrationById,
  registrationCounts,
  registrationsOf,
  searchRegistrations,
  updateCampaignRow,
  type CampaignRegistrationListRow,
  type NewCampaign,
} from './store.ts';

export const CAMPAIGN_NOT_FOUND = 'This campaign was not found.';
export const REGISTRATION_NOT_FOUND = 'This registration was not found.';

type CampaignRegistrationInput = z.output<typeof campaignRegistrationSchema>;

/** GET campaign config by slug (spec §3). */
export async function campaignConfig(deps: Deps, slug: string): Promise<CampaignConfig> {
  const row = await campaignBySlug(deps.database.db, slug);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return presentCampaignConfig(row, deps.now());
}

/**
 * POST /api/v2/accounts/homepage-campaign/: checks the campaign is still on,
 * re-validates everything against the campaign's stored form config, and
 * stores the registration once however often it is sent.
 */
export async function registerForCampaign(deps: Deps, body: CampaignRegistrationInput, log?: MailLog): Promise<{ id: string; created: boolean }> {
  const db = deps.database.db;
  const campaign = await campaignById(db, body.event_detail.id);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  if (isCampaignExpired({ closed: campaign.closed, end_time: campaign.endTime }, deps.now())) {
    throw new HttpError(410, CAMPAIGN_EXPIRED_MESSAGE);
  }
  const school = await resolveSchool(db, body.regional_school, body.school_detail);
  const config = { form_fields: campaign.formFields, roles: campaign.roles, school_types: campaign.schoolTypes };
  const checked = checkRegistration(
    config,
    'campaign',
    {
      first_name: body.first_name,
      last_name: body.last_name,
      your_name: body.your_name,
      organisation: body.organisation,
      roles: body.roles,
      email: body.email,
      phone: body.phone,
      message: body.message,
      role: body.role,
      school_type: body.school_type,
      school,
      student_list_b64: body.student_list_b64,
      student_list_extension: body.student_list_extension,
      termsAgreed: body.termsAgreed,
      signupForEmail: body.signupForEmail,
    },
    { showTermsCheckbox: campaign.showTermsCheckbox },
  );
  const row = {
    campaignId: campaign.id,
    ...checked.text,
    role: checked.role,
    roleLabel: checked.roleLabel,
    schoolType: checked.schoolType,
    schoolTypeLabel: checked.schoolTypeLabel,
    regionalSchool: checked.regionalSchool,
    schoolDetail: checked.schoolDetail,
    region: body.region.toUpperCase(),
    localeSlug: body.locale_slug,
    // What the page said about the event is checked by type; what is stored is the campaign's own record.
    eventDetail: {
      type: body.event_detail.type,
      name: campaign.name,
      id: campaign.id,
      start_time: campaign.startTime?.toISOString() ?? null,
      end_time: campaign.endTime?.toISOString() ?? null,
    },
    competitionId: body.competition_id,
    signupForEmail: body.signupForEmail ?? false,
    termsAgreed: body.termsAgreed ?? false,
    studentListExtension: checked.studentListExtension,
    utm: body.utm ?? {},
  };
  const hash = submissionHash({ ...row, studentList: digestOf(checked.studentList) });
  const stored = await insertRegistrationOnce(db, { ...row, studentList: checked.studentList, submissionHash: hash });
  // A new registration is confirmed to its email, in the page's language (a repeat is not mailed again).
  if (stored.created && row.email && log) {
    const [region, language] = body.locale_slug.split('/');
    const locale = localeOf(region, language);
    const mail = campaignConfirmation({ campaign, to: row.email, name: row.firstName || row.yourName, language: language ?? '', region: locale.region, publicUrl: deps.config.PUBLIC_URL });
    sendLater(deps, mail, log, 'campaign registration confirmation');
  }
  return stored;
}

// ---- staff ----------------------------------------------------------------

const toRow = (input: Partial<z.output<typeof campaignCreateSchema>>): Partial<NewCampaign> => {
  const row: Partial<NewCampaign> = {};
  if (input.slug !== undefined) row.slug = input.slug;
  if (input.name !== undefined) row.name = input.name;
  if (input.campaign_source !== undefined) row.campaignSource = input.campaign_source;
  if (input.expired_url !== undefined) row.expiredUrl = input.expired_url;
  if (input.thank_you_url !== undefined) row.thankYouUrl = input.thank_you_url;
  if (input.student_template_url !== undefined) row.studentTemplateUrl = input.student_template_url;
  if (input.start_time !== undefined) row.startTime = input.start_time === null ? null : new Date(input.start_time);
  if (input.end_time !== undefined) row.endTime = input.end_time === null ? null : new Date(input.end_time);
  if (input.show_terms_checkbox !== undefined) row.showTermsCheckbox = input.show_terms_checkbox;
  if (input.get_enterprise_invite_link_for_teachers !== undefined) row.inviteTeachers = input.get_enterprise_invite_link_for_teachers;
  if (input.get_b2c_enterprise_invite_link_for_parents !== undefined) row.inviteParents = input.get_b2c_enterprise_invite_link_for_parents;
  if (input.form_handler_id !== undefined) row.formHandlerId = input.form_handler_id;
  if (input.form_fields !== undefined) row.formFields = input.form_fields;
  if (input.roles !== undefined) row.roles = input.roles;
  if (input.school_types !== undefined) row.schoolTypes = input.school_types;
  if (input.closed !== undefined) row.closed = input.closed;
  if (input.details !== undefined) row.details = input.details;
  if (input.listed !== undefined) row.listed = input.listed;
  return row;
};

const invalid = (error: z.ZodError) => badRequestFromZod('The campaign is not valid.', error.issues);

export async function createCampaign(db: Db, input: CampaignCreate): Promise<CampaignRow> {
  const parsed = campaignCreateSchema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error);
  if (await campaignBySlug(db, parsed.data.slug)) throw badRequest(`A campaign with the slug ${parsed.data.slug} exists already.`);
  return insertCampaign(db, toRow(parsed.data) as NewCampaign);
}

export async function editCampaign(db: Db, slug: string, patch: CampaignEdit): Promise<CampaignRow> {
  const parsed = campaignEditSchema.safeParse(patch);
  if (!parsed.success) throw invalid(parsed.error);
  const current = await campaignBySlug(db, slug);
  if (!current) throw notFound(CAMPAIGN_NOT_FOUND);
  const next = {
    form_fields: parsed.data.form_fields ?? current.formFields,
    roles: parsed.data.roles ?? current.roles,
    school_types: parsed.data.school_types ?? current.schoolTypes,
  };
  const problems = formConfigErrors(next);
  if (Object.keys(problems).length > 0) throw badRequest('The campaign is not valid.', problems);
  if (parsed.data.slug && parsed.data.slug !== slug && (await campaignBySlug(db, parsed.data.slug))) {
    throw badRequest(`A campaign with the slug ${parsed.data.slug} exists already.`);
  }
  return (await updateCampaignRow(db, current.id, toRow(parsed.data)))!;
}

/** Closing a campaign expires it at once: its form sends people to expired_url. */
export const closeCampaign = (db: Db, slug: string) => editCampaign(db, slug, { closed: true });
export const reopenCampaign = (db: Db, slug: string) => editCampaign(db, slug, { closed: false });

export async function listCampaigns(deps: Pick<Deps, 'database' | 'now'>): Promise<CampaignConfig[]> {
  const rows = await allCampaigns(deps.database.db);
  return rows.map((row) => presentCampaignConfig(row, deps.now()));
}

/** A campaign's row by slug, or 404. */
export async function campaignRow(db: Db, slug: string): Promise<CampaignRow> {
  const row = await campaignBySlug(db, slug);
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}

/** Every campaign as staff see it, newest first, with its registration count. */
export async function campaignsForStaff(deps: Pick<Deps, 'database' | 'now'>): Promise<CampaignAdminView[]> {
  const db = deps.database.db;
  const [rows, counts] = await Promise.all([allCampaigns(db), registrationCounts(db)]);
  return rows.reverse().map((row) => presentCampaignForStaff(row, deps.now(), counts.get(row.id) ?? 0));
}

export async function campaignForStaff(deps: Pick<Deps, 'database' | 'now'>, slug: string): Promise<CampaignAdminView> {
  const row = await campaignRow(deps.database.db, slug);
  const counts = await registrationCounts(deps.database.db);
  return presentCampaignForStaff(row, deps.now(), counts.get(row.id) ?? 0);
}

/** Registrations as staff search them: of one campaign (by slug) or all. */
export async function searchCampaignRegistrations(
  db: Db,
  filter: { slug?: string; q?: string },
  page: Paging,
): Promise<{ rows: CampaignRegistrationListRow[]; views: RegistrationView[]; count: number }> {
  const campaignId = filter.slug === undefined ? undefined : (await campaignRow(db, filter.slug)).id;
  const { rows, count } = await searchRegistrations(db, { campaignId, q: filter.q }, page);
  return { rows, views: rows.map((r) => presentRegistration('campaign', r, { key: r.campaignSlug, name: r.campaignName })), count };
}

export async function campaignRegistration(db: Db, id: string): Promise<{ view: RegistrationView; row: CampaignRegistrationListRow }> {
  const row = await registrationById(db, id);
  if (!row) throw notFound(REGISTRATION_NOT_FOUND);
  return { view: presentRegistration('campaign', row, { key: row.campaignSlug, name: row.campaignName }), row };
}

/** Open campaigns staff chose to list, soonest ending first: where an ended campaign's page points. */
export async function openCampaigns(deps: Pick<Deps, 'database' | 'now'>): Promise<OpenCampaign[]> {
  const now = deps.now();
  const rows = await allCampaigns(deps.database.db);
  return rows
    .filter((row) => row.listed && !isCampaignExpired({ closed: row.closed, end_time: row.endTime }, now))
    .sort((a, b) => (a.endTime?.getTime() ?? Infinity) - (b.endTime?.getTime() ?? Infinity))
    .map((row) => ({ slug: row.slug, name: row.name, start_time: row.startTime?.toISOString() ?? null, end_time: row.endTime?.toISOString() ?? null, details: row.details }));
}

export async function campaignRegistrations(db: Db, slug: string) {
  const campaign = await campaignBySlug(db, slug);
  if (!campaign) throw notFound(CAMPAIGN_NOT_FOUND);
  return { campaign, rows: await registrationsOf(db, campaign.id) };
}

export { validationFailed };
