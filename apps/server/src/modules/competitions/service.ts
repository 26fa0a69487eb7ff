import type { z } from 'zod';
import {
  COMPETITION_CLOSED_MESSAGE,
  isCompetitionOpen,
  type CompetitionConfig,
  type CompetitionList,
  type competitionRegistrationSchema,
} from '@numbloom/domain/competition';
import { UTM_KEYS, type Utm } from '@numbloom/domain/campaign';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { configProblems } from '@numbloom/domain/registration-config';
import type { Deps } from '../../deps.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound, badRequestFromZod } from '../../lib/http-error.ts';
import { submissionHash } from '../../lib/submission-hash.ts';
import { checkRegistration, digestOf, resolveSchool, validationFailed } from '../campaigns/registration-checks.ts';
import { presentConfig, presentListItem, type CompetitionRow } from './presenter.ts';
import { competitionCreateSchema, competitionEditSchema, type CompetitionCreate, type CompetitionEdit } from './staff-input.ts';
import {
  allCompetitions,
  competitionById,
  insertCompetition,
  insertRegistrationOnce,
  listCompetitionRows,
  registrationsOf,
  updateCompetitionRow,
  type NewCompetition,
} from './store.ts';

export const COMPETITION_NOT_FOUND = 'This competition was not found.';
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
  return insertRegistrationOnce(db, { ...row, studentList: checked.studentList, submissionHash: hash });
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
  const problems = configProblems({
    form_fields: parsed.data.form_fields ?? current.formFields,
    roles: parsed.data.roles ?? current.roles,
    school_types: parsed.data.school_types ?? current.schoolTypes,
  });
  if (problems.length > 0) throw badRequest('The competition is not valid.', { form_fields: problems.join(' ') });
  return (await updateCompetitionRow(db, id, toRow(parsed.data)))!;
}

/** Closing a competition stops registration: enableRegistration off and the stage set to closed. */
export const closeCompetition = (db: Db, id: number) => editCompetition(db, id, { enableRegistration: false, currentStage: 'closed' });

export const listAllCompetitions = (db: Db) => allCompetitions(db);

export async function competitionRegistrations(db: Db, id: number) {
  const competition = await competitionById(db, id);
  if (!competition) throw notFound(COMPETITION_NOT_FOUND);
  return { competition, rows: await registrationsOf(db, id) };
}
