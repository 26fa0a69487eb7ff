import type { z } from 'zod';
import {
  COMPETITION_CLOSED_MESSAGE,
  isCompetitionOpen,
  type CompetitionConfig,
  type CompetitionList,
  type competitionRegistrationSchema,
  type OpenCompetition,
} from '@numbloom/domain/competition';
import type { CompetitionAdminView, RegistrationView } from '@numbloom/domain/staff';
import type { Paging } from '../../db/search.ts';
import { presentRegistration } from '../campaigns/registration-view.ts';
import { localeOf } from '../accounts/service.ts';
import { sendLater, type MailLog } from '../mail/service.ts';
import { competitionConfirmation } from './mails.ts';
import { UTM_KEYS, type Utm } from '@numbloom/domain/campaign';
import { MESSAGES } from '@numbloom/domain/api-errors';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound, badRequestFromZod } from '../../lib/http-error.ts';
import { submissionHash } from '../../lib/submission-hash.ts';
import { checkRegistration, digestOf, resolveSchool, validationFailed } from '../campaigns/registration-checks.ts';
import { presentCompetitionForStaff, presentConfig, presentListItem, type CompetitionRow } from './presenter.ts';
import { competitionCreateSchema, competitionEditSchema, formConfigErrors, type CompetitionCreate, type CompetitionEdit } from '@numbloom/domain/event-staff-schema';
import {
  allCompetitions,
  competitionById,
  insertCompetition,
  insertRegistrationOnce,
  listCompetitionRows,
  registrationById,
  registrationCounts,
  registrationsOf,
  searchRegistrations,
  updateCompetitionRow,
  type CompetitionRegistrationListRow,
  type NewCompetition,
} from './store.ts';

export const COMPETITION_NOT_FOUND = 'This competition was not found.';
export const REGISTRATION_NOT_FOUND = 'This registration was not found.';
const LIST_LIMIT = 50;

type CompetitionRegistrationInput = z.output<typeof competitionRegistrationSchema>;

/** GET /api/v2/competition/: open competitions first, so the form's results[0] is the one to enter. */
export async function listCompetitions(db: Db, filter: { id?: number; campaign?: string }): Promise<CompetitionList> {
  const { rows, count } = await listCompetitionRows(db, filter, LIST_LIMIT);
  return { count, next: null, previous: null, results: rows.map(presentListItem) };
}

export async function competitionConfig(db: Db, id: number): Promise<CompetitionConfig> {
  const row = await competitionById(db, id);
  if (!row) throw notFound(COMPETITION_NOT_FOUND);
  return presentConfig(row);
}

/**
 * POST /api/v2/competition/{id}/register/: the competition must be open
 * (spec §4); everything is re-validated against its stored form config and
 * stored once however often it is sent.
 */
export async function registerForCompetition(
  deps: Deps,
  id: number,
  body: CompetitionRegistrationInput,
  log?: MailLog,
): Promise<{ id: string; created: boolean }> {
  const db = deps.database.db;
  if (body.competitionId !== id) throw validationFailed({ competitionId: MESSAGES.invalidInput });
  const competition = await competitionById(db, id);
  if (!competition) throw notFound(COMPETITION_NOT_FOUND);
  if (!isCompetitionOpen(competition)) throw forbidden(COMPETITION_CLOSED_MESSAGE);
  const school = await resolveSchool(db, body.regional_school, body.schoolDetail);
  const config = { form_fields: competition.formFields, roles: competition.roles, school_types: competition.schoolTypes };
  const checked = checkRegistration(config, 'competition', {
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
    student_list_b64: body.studentListFileBase64,
    student_list_extension: body.studentListFileExtension,
    termsAgreed: body.termsAgreed,
    signupForEmail: body.signupForEmail,
  });
  const utm: Utm = Object.fromEntries(UTM_KEYS.filter((k) => body[k]).map((k) => [k, body[k]]));
  const row = {
    competitionId: competition.id,
    ...checked.text,
    role: checked.role,
    roleLabel: checked.roleLabel,
    schoolType: checked.schoolType,
    schoolTypeLabel: checked.schoolTypeLabel,
    regionalSchool: checked.regionalSchool,
    schoolDetail: checked.schoolDetail,
    region: body.region.toUpperCase(),
    campaignName: body.campaignName,
    signupForEmail: body.signupForEmail ?? false,
    termsAgreed: body.termsAgreed ?? false,
    studentListExtension: checked.studentListExtension,
    utm,
  };
  const hash = submissionHash({ ...row, studentList: digestOf(checked.studentList) });
  const stored = await insertRegistrationOnce(db, { ...row, studentList: checked.studentList, submissionHash: hash });
  // A new registration is confirmed to its email, in the page's language (a repeat is not mailed again).
  if (stored.created && row.email && log) {
    const locale = localeOf(body.region, body.language_code);
    const mail = competitionConfirmation({ competition, to: row.email, name: row.firstName || row.yourName, language: body.language_code ?? '', region: locale.region, publicUrl: deps.config.PUBLIC_URL });
    sendLater(deps, mail, log, 'competition registration confirmation');
  }
  return stored;
}

// ---- staff ----------------------------------------------------------------

const toRow = (input: Partial<z.output<typeof competitionCreateSchema>>): Partial<NewCompetition> => {
  const row: Partial<NewCompetition> = {};
  if (input.id !== undefined) row.id = input.id;
  if (input.campaign !== undefined) row.campaign = input.campaign;
  if (input.enableRegistration !== undefined) row.enableRegistration = input.enableRegistration;
  if (input.currentStage !== undefined) row.currentStage = input.currentStage;
  if (input.form_fields !== undefined) row.formFields = input.form_fields;
  if (input.roles !== undefined) row.roles = input.roles;
  if (input.school_types !== undefined) row.schoolTypes = input.school_types;
  if (input.student_template_url !== undefined) row.studentTemplateUrl = input.student_template_url;
  if (input.thank_you_url !== undefined) row.thankYouUrl = input.thank_you_url;
  if (input.registration_off_url !== undefined) row.registrationOffUrl = input.registration_off_url;
  if (input.starts_at !== undefined) row.startsAt = input.starts_at === null ? null : new Date(input.starts_at);
  if (input.ends_at !== undefined) row.endsAt = input.ends_at === null ? null : new Date(input.ends_at);
  if (input.details !== undefined) row.details = input.details;
  return row;
};

const invalid = (error: z.ZodError) => badRequestFromZod('The competition is not valid.', error.issues);

export async function createCompetition(db: Db, input: CompetitionCreate): Promise<CompetitionRow> {
  const parsed = competitionCreateSchema.safeParse(input);
  if (!parsed.success) throw invalid(parsed.error);
  if (await competitionById(db, parsed.data.id)) throw badRequest(`A competition with the id ${parsed.data.id} exists already.`);
  return insertCompetition(db, toRow(parsed.data) as NewCompetition);
}

export async function editCompetition(db: Db, id: number, patch: CompetitionEdit): Promise<CompetitionRow> {
  const parsed = competitionEditSchema.safeParse(patch);
  if (!parsed.success) throw invalid(parsed.error);
  const current = await competitionById(db, id);
  if (!current) throw notFound(COMPETITION_NOT_FOUND);
  const problems = formConfigErrors({
    form_fields: parsed.data.form_fields ?? current.formFields,
    roles: parsed.data.roles ?? current.roles,
    school_types: parsed.data.school_types ?? current.schoolTypes,
  });
  if (Object.keys(problems).length > 0) throw badRequest('The competition is not valid.', problems);
  return (await updateCompetitionRow(db, id, toRow(parsed.data)))!;
}

/** Closing a competition stops registration: enableRegistration off and the stage set to closed. */
export const closeCompetition = (db: Db, id: number) => editCompetition(db, id, { enableRegistration: false, currentStage: 'closed' });

export const listAllCompetitions = (db: Db) => allCompetitions(db);

/** A competition's row, or 404. */
export async function competitionRow(db: Db, id: number): Promise<CompetitionRow> {
  const row = await competitionById(db, id);
  if (!row) throw notFound(COMPETITION_NOT_FOUND);
  return row;
}

/** Every competition as staff see it, newest first, with its registration count. */
export async function competitionsForStaff(db: Db): Promise<CompetitionAdminView[]> {
  const [rows, counts] = await Promise.all([allCompetitions(db), registrationCounts(db)]);
  return rows.reverse().map((row) => presentCompetitionForStaff(row, counts.get(row.id) ?? 0));
}

export async function competitionForStaff(db: Db, id: number): Promise<CompetitionAdminView> {
  const row = await competitionRow(db, id);
  const counts = await registrationCounts(db);
  return presentCompetitionForStaff(row, counts.get(row.id) ?? 0);
}

/** Registrations as staff search them: of one competition or all. */
export async function searchCompetitionRegistrations(
  db: Db,
  filter: { id?: number; q?: string },
  page: Paging,
): Promise<{ rows: CompetitionRegistrationListRow[]; views: RegistrationView[]; count: number }> {
  if (filter.id !== undefined) await competitionRow(db, filter.id);
  const { rows, count } = await searchRegistrations(db, { competitionId: filter.id, q: filter.q }, page);
  return { rows, views: rows.map((r) => presentRegistration('competition', r, { key: String(r.competitionId), name: r.campaignName })), count };
}

export async function competitionRegistration(db: Db, id: string): Promise<{ view: RegistrationView; row: CompetitionRegistrationListRow }> {
  const row = await registrationById(db, id);
  if (!row) throw notFound(REGISTRATION_NOT_FOUND);
  return { view: presentRegistration('competition', row, { key: String(row.competitionId), name: row.campaignName }), row };
}

/** Competitions taking registrations now, soonest first: where a closed competition's page points. */
export async function openCompetitions(db: Db): Promise<OpenCompetition[]> {
  const rows = (await allCompetitions(db)).filter((row) => isCompetitionOpen(row));
  return rows
    .sort((a, b) => (a.startsAt?.getTime() ?? Infinity) - (b.startsAt?.getTime() ?? Infinity))
    .map((row) => ({
      id: row.id,
      campaign: row.campaign,
      currentStage: row.currentStage,
      starts_at: row.startsAt?.toISOString() ?? null,
      ends_at: row.endsAt?.toISOString() ?? null,
      details: row.details,
    }));
}

export async function competitionRegistrations(db: Db, id: number) {
  const competition = await competitionById(db, id);
  if (!competition) throw notFound(COMPETITION_NOT_FOUND);
  return { competition, rows: await registrationsOf(db, id) };
}
