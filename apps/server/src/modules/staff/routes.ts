import { timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { okResponseSchema } from '@numbloom/domain/accounts';
import { STAFF_MESSAGES, STAFF_PATHS, type Paged } from '@numbloom/domain/staff';
import { CHALLENGE_PATHS } from '@numbloom/domain/challenges';
import {
  challengeCreateSchema,
  challengeEditSchema,
  challengeParams,
  challengeStaffRegistrationsSchema,
  challengeStaffViewSchema,
} from '@numbloom/domain/challenges-schema';
import {
  auditEntrySchema,
  auditQuerySchema,
  campaignAdminViewSchema,
  cliRequestSchema,
  cliResponseSchema,
  competitionAdminViewSchema,
  competitionIdParams,
  emptyBodySchema,
  enquiryViewSchema,
  leadViewSchema,
  listQuerySchema,
  paged,
  registrationParams,
  registrationsQuerySchema,
  registrationViewSchema,
  slugParams,
  stageBodySchema,
  staffLoginSchema,
  staffMeSchema,
  statusBodySchema,
  supportListQuerySchema,
  systemReportViewSchema,
  uuidParams,
} from '@numbloom/domain/staff-schema';
import type { ModulePlugin } from '../../deps.ts';
import { EXPORT_ALL, paging } from '../../db/search.ts';
import { HttpError, notFound, unauthorized } from '../../lib/http-error.ts';
import { passwordTries, secrets } from '../accounts/service.ts';
import { routeLimit } from '../accounts/throttle.ts';
import * as campaigns from '../campaigns/service.ts';
import { campaignCreateSchema, campaignEditSchema, competitionCreateSchema, competitionEditSchema } from '@numbloom/domain/event-staff-schema';
import * as challenges from '../challenges/service.ts';
import * as competitions from '../competitions/service.ts';
import * as contact from '../contact/service.ts';
import { presentEnquiry } from '../contact/presenter.ts';
import * as helpdesk from '../helpdesk/service.ts';
import { presentReport } from '../helpdesk/presenter.ts';
import * as marketing from '../marketing/service.ts';
import { presentLead } from '../marketing/presenter.ts';
import { commandLineActor, runStaff } from './cli.ts';
import { campaignRegistrationsCsv, competitionRegistrationsCsv, enquiriesCsv, leadsCsv, systemReportsCsv } from './exports.ts';
import * as service from './service.ts';
import { firstAdminRequests } from '../school-members/service.ts';
import { firstAdminRequestsSchema, staffDecisionSchema } from '@numbloom/domain/school-members-schema';
import { endStaffSession, requireStaff, startStaffSession } from './sessions.ts';

const tags = ['staff'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const csvSchema = <Q extends z.ZodType>(summary: string, querystring: Q) => ({ summary, tags, querystring, produces: ['text/csv'], response: errors });

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a staff route anyone may call: the login, and the command line (it proves itself with its token) */
    staffPublic?: boolean;
  }
}

const pageOf = <T>(results: T[], count: number, q: { page: number; page_size: number }): Paged<T> => ({ count, page: q.page, page_size: q.page_size, results });

function sendCsv(reply: FastifyReply, name: string, csv: string, now: Date) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${now.toISOString().slice(0, 10)}.csv"`)
    .send(csv);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The staff admin's API (decision 037): its own login and session, every
 * route refusing anyone who is not staff (401, or 403 for a signed-in
 * teacher, parent or student), every change recorded in the audit; and the
 * route the staff command line uses when a server holds the embedded
 * database.
 */
const staffRoutes: ModulePlugin = async (app, { deps }) => {
  const db = deps.database.db;

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    if (request.routeOptions.config.staffPublic) return;
    await requireStaff(deps, request);
  });
  const staffOf = async (request: FastifyRequest) => service.actorOf((await requireStaff(deps, request)).staff);

  // ---- schools' first admins (decision 061) ---------------------------------------

  app.get(
    STAFF_PATHS.schoolRequests,
    { schema: { summary: 'Join requests of schools that have no admin yet, oldest first (staff verify a first admin)', tags, response: { 200: firstAdminRequestsSchema, ...errors } } },
    async () => firstAdminRequests(deps),
  );

  app.post(
    '/api/v2/staff/school-requests/:schoolId/:userId/',
    {
      schema: {
        summary: 'Approve (as the school’s first admin) or refuse a join request',
        tags,
        params: z.strictObject({ schoolId: z.coerce.number().int().positive().max(2_147_483_647), userId: z.uuid() }),
        body: staffDecisionSchema,
        response: { 200: okResponseSchema, ...errors },
      },
    },
    async (request) => {
      await service.decideSchoolRequest(deps, await staffOf(request), request.params.schoolId, request.params.userId, request.body.approve);
      return { status: 'ok' as const };
    },
  );

  // ---- session --------------------------------------------------------------

  app.post(
    STAFF_PATHS.login,
    {
      schema: { summary: 'Staff log in (a session apart from users’)', tags, body: staffLoginSchema, response: { 200: staffMeSchema, ...errors } },
      config: { staffPublic: true, ...routeLimit(deps, 20) },
    },
    async (request, reply) => {
      const { staff, devices } = await service.login(deps, {
        email: request.body.email,
        password: request.body.password,
        ip: request.ip,
        devices: passwordTries.devicesOf(deps, service.PASSWORD_TRIES, request),
      });
      passwordTries.rememberDevice(deps, service.PASSWORD_TRIES, reply, devices);
      await startStaffSession(deps, request, reply, staff.id);
      return { staff: service.presentStaff(staff) };
    },
  );

  app.post(
    STAFF_PATHS.logout,
    { schema: { summary: 'Staff log out', tags, body: emptyBodySchema, response: { 200: okResponseSchema, ...errors } }, config: { staffPublic: true } },
    async (request, reply) => {
      await endStaffSession(deps, request, reply);
      return { status: 'ok' as const };
    },
  );

  app.get(STAFF_PATHS.me, { schema: { summary: 'The signed-in staff member', tags, response: { 200: staffMeSchema, ...errors } } }, async (request) => ({
    staff: service.presentStaff((await requireStaff(deps, request)).staff),
  }));

  // ---- campaigns ------------------------------------------------------------

  app.get(
    STAFF_PATHS.campaigns,
    { schema: { summary: 'Every campaign, newest first', tags, response: { 200: z.object({ results: z.array(campaignAdminViewSchema) }), ...errors } } },
    async () => ({ results: await campaigns.campaignsForStaff(deps) }),
  );

  app.post(
    STAFF_PATHS.campaigns,
    { schema: { summary: 'Create a campaign (the command line’s rules)', tags, body: campaignCreateSchema, response: { 200: campaignAdminViewSchema, ...errors } } },
    async (request) => {
      const row = await service.createCampaign(deps, await staffOf(request), request.body);
      return campaigns.campaignForStaff(deps, row.slug);
    },
  );

  app.get(
    '/api/v2/staff/campaigns/:slug/',
    { schema: { summary: 'One campaign', tags, params: slugParams, response: { 200: campaignAdminViewSchema, ...errors } } },
    async (request) => campaigns.campaignForStaff(deps, request.params.slug),
  );

  app.patch(
    '/api/v2/staff/campaigns/:slug/',
    { schema: { summary: 'Edit a campaign', tags, params: slugParams, body: campaignEditSchema, response: { 200: campaignAdminViewSchema, ...errors } } },
    async (request) => {
      const row = await service.editCampaign(deps, await staffOf(request), request.params.slug, request.body);
      return campaigns.campaignForStaff(deps, row.slug);
    },
  );

  for (const [action, run] of [
    ['close', service.closeCampaign],
    ['reopen', service.reopenCampaign],
  ] as const) {
    app.post(
      `/api/v2/staff/campaigns/:slug/${action}/`,
      {
        schema: {
          summary: action === 'close' ? 'Close a campaign: its form sends people to expired_url' : 'Reopen a closed campaign',
          tags,
          params: slugParams,
          body: emptyBodySchema,
          response: { 200: campaignAdminViewSchema, ...errors },
        },
      },
      async (request) => {
        await run(deps, await staffOf(request), request.params.slug);
        return campaigns.campaignForStaff(deps, request.params.slug);
      },
    );
  }

  // ---- challenges (decision 041) -------------------------------------------------

  app.get(
    CHALLENGE_PATHS.staff,
    { schema: { summary: 'Every challenge, soonest first, with its stage', tags, response: { 200: z.object({ results: z.array(challengeStaffViewSchema) }), ...errors } } },
    async () => ({ results: (await challenges.listChallenges(db)).map((c) => challenges.presentForStaff(c, deps.now())) }),
  );

  app.post(
    CHALLENGE_PATHS.staff,
    { schema: { summary: 'Create a challenge (the command line’s schema)', tags, body: challengeCreateSchema, response: { 200: challengeStaffViewSchema, ...errors } } },
    async (request) => challenges.presentForStaff(await service.createChallenge(deps, await staffOf(request), request.body), deps.now()),
  );

  app.get(
    '/api/v2/staff/challenges/:uuid/',
    { schema: { summary: 'One challenge', tags, params: challengeParams, response: { 200: challengeStaffViewSchema, ...errors } } },
    async (request) => challenges.presentForStaff(await challenges.requireChallenge(db, request.params.uuid), deps.now()),
  );

  app.patch(
    '/api/v2/staff/challenges/:uuid/',
    { schema: { summary: 'Edit a challenge (once over, only its texts)', tags, params: challengeParams, body: challengeEditSchema, response: { 200: challengeStaffViewSchema, ...errors } } },
    async (request) => challenges.presentForStaff(await service.editChallenge(deps, await staffOf(request), request.params.uuid, request.body), deps.now()),
  );

  app.post(
    '/api/v2/staff/challenges/:uuid/close/',
    { schema: { summary: 'Close a challenge now: it is over from this second', tags, params: challengeParams, body: emptyBodySchema, response: { 200: challengeStaffViewSchema, ...errors } } },
    async (request) => challenges.presentForStaff(await service.closeChallenge(deps, await staffOf(request), request.params.uuid), deps.now()),
  );

  app.get(
    '/api/v2/staff/challenges/:uuid/registrations/',
    {
      schema: {
        summary: 'A challenge’s registrations, newest first: class or child, school, who registered, how many played',
        tags,
        params: challengeParams,
        response: { 200: challengeStaffRegistrationsSchema, ...errors },
      },
    },
    async (request) => ({ results: await challenges.registrationsForStaff(db, request.params.uuid) }),
  );

  // ---- competitions ---------------------------------------------------------

  app.get(
    STAFF_PATHS.competitions,
    { schema: { summary: 'Every competition, newest first', tags, response: { 200: z.object({ results: z.array(competitionAdminViewSchema) }), ...errors } } },
    async () => ({ results: await competitions.competitionsForStaff(db) }),
  );

  app.post(
    STAFF_PATHS.competitions,
    { schema: { summary: 'Create a competition (the command line’s rules)', tags, body: competitionCreateSchema, response: { 200: competitionAdminViewSchema, ...errors } } },
    async (request) => {
      const row = await service.createCompetition(deps, await staffOf(request), request.body);
      return competitions.competitionForStaff(db, row.id);
    },
  );

  app.get(
    '/api/v2/staff/competitions/:id/',
    { schema: { summary: 'One competition', tags, params: competitionIdParams, response: { 200: competitionAdminViewSchema, ...errors } } },
    async (request) => competitions.competitionForStaff(db, request.params.id),
  );

  app.patch(
    '/api/v2/staff/competitions/:id/',
    {
      schema: { summary: 'Edit a competition', tags, params: competitionIdParams, body: competitionEditSchema, response: { 200: competitionAdminViewSchema, ...errors } },
    },
    async (request) => {
      await service.editCompetition(deps, await staffOf(request), request.params.id, request.body);
      return competitions.competitionForStaff(db, request.params.id);
    },
  );

  app.post(
    '/api/v2/staff/competitions/:id/stage/',
    {
      schema: { summary: 'Change a competition’s stage', tags, params: competitionIdParams, body: stageBodySchema, response: { 200: competitionAdminViewSchema, ...errors } },
    },
    async (request) => {
      await service.setCompetitionStage(deps, await staffOf(request), request.params.id, request.body.stage);
      return competitions.competitionForStaff(db, request.params.id);
    },
  );

  app.post(
    '/api/v2/staff/competitions/:id/close/',
    {
      schema: {
        summary: 'Close a competition: registration off, stage closed',
        tags,
        params: competitionIdParams,
        body: emptyBodySchema,
        response: { 200: competitionAdminViewSchema, ...errors },
      },
    },
    async (request) => {
      await service.closeCompetition(deps, await staffOf(request), request.params.id);
      return competitions.competitionForStaff(db, request.params.id);
    },
  );

  // ---- registrations --------------------------------------------------------

  const competitionIdOf = (event: string | undefined) => {
    if (event === undefined || event === '') return undefined;
    const id = Number(event);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound(competitions.COMPETITION_NOT_FOUND);
    return id;
  };

  app.get(
    STAFF_PATHS.registrations,
    {
      schema: {
        summary: 'Campaign or competition registrations, newest first, searchable',
        tags,
        querystring: registrationsQuerySchema,
        response: { 200: paged(registrationViewSchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const page = paging(q.page, q.page_size);
      const found =
        q.kind === 'campaign'
          ? await campaigns.searchCampaignRegistrations(db, { slug: q.event || undefined, q: q.q }, page)
          : await competitions.searchCompetitionRegistrations(db, { id: competitionIdOf(q.event), q: q.q }, page);
      return pageOf(found.views, found.count, q);
    },
  );

  app.get(
    STAFF_PATHS.registrationsCsv,
    { schema: csvSchema('The registrations found, as CSV (the command line’s export columns)', registrationsQuerySchema.omit({ page: true, page_size: true })) },
    async (request, reply) => {
      const q = request.query;
      const csv =
        q.kind === 'campaign'
          ? campaignRegistrationsCsv((await campaigns.searchCampaignRegistrations(db, { slug: q.event || undefined, q: q.q }, EXPORT_ALL)).rows)
          : competitionRegistrationsCsv((await competitions.searchCompetitionRegistrations(db, { id: competitionIdOf(q.event), q: q.q }, EXPORT_ALL)).rows);
      return sendCsv(reply, `${q.kind}-registrations`, csv, deps.now());
    },
  );

  app.get(
    '/api/v2/staff/registrations/:kind/:id/',
    { schema: { summary: 'One registration', tags, params: registrationParams, response: { 200: registrationViewSchema, ...errors } } },
    async (request) =>
      request.params.kind === 'campaign'
        ? (await campaigns.campaignRegistration(db, request.params.id)).view
        : (await competitions.competitionRegistration(db, request.params.id)).view,
  );

  // ---- leads ----------------------------------------------------------------

  app.get(
    STAFF_PATHS.leads,
    { schema: { summary: 'Marketing leads, newest first, searchable', tags, querystring: listQuerySchema, response: { 200: paged(leadViewSchema), ...errors } } },
    async (request) => {
      const { rows, count } = await marketing.listLeads(deps, { q: request.query.q }, paging(request.query.page, request.query.page_size));
      return pageOf(rows.map(presentLead), count, request.query);
    },
  );
  app.get(STAFF_PATHS.leadsCsv, { schema: csvSchema('The leads found, as CSV', listQuerySchema.omit({ page: true, page_size: true })) }, async (request, reply) => {
    const { rows } = await marketing.listLeads(deps, { q: request.query.q }, EXPORT_ALL);
    return sendCsv(reply, 'leads', leadsCsv(rows.map(presentLead)), deps.now());
  });
  app.get('/api/v2/staff/leads/:id/', { schema: { summary: 'One lead', tags, params: uuidParams, response: { 200: leadViewSchema, ...errors } } }, async (request) =>
    presentLead(await marketing.getLead(deps, request.params.id)),
  );

  // ---- contact enquiries ----------------------------------------------------

  app.get(
    STAFF_PATHS.enquiries,
    {
      schema: { summary: 'Contact enquiries, newest first, by status, searchable', tags, querystring: supportListQuerySchema, response: { 200: paged(enquiryViewSchema), ...errors } },
    },
    async (request) => {
      const q = request.query;
      const { rows, count } = await contact.listEnquiries(deps, { q: q.q, status: q.status }, paging(q.page, q.page_size));
      return pageOf(rows.map(presentEnquiry), count, q);
    },
  );
  app.get(
    STAFF_PATHS.enquiriesCsv,
    { schema: csvSchema('The enquiries found, as CSV', supportListQuerySchema.omit({ page: true, page_size: true })) },
    async (request, reply) => {
      const { rows } = await contact.listEnquiries(deps, { q: request.query.q, status: request.query.status }, EXPORT_ALL);
      return sendCsv(reply, 'enquiries', enquiriesCsv(rows.map(presentEnquiry)), deps.now());
    },
  );
  app.get('/api/v2/staff/enquiries/:id/', { schema: { summary: 'One enquiry', tags, params: uuidParams, response: { 200: enquiryViewSchema, ...errors } } }, async (request) =>
    presentEnquiry(await contact.getEnquiry(deps, request.params.id)),
  );
  app.patch(
    '/api/v2/staff/enquiries/:id/',
    { schema: { summary: 'Mark an enquiry new or answered', tags, params: uuidParams, body: statusBodySchema, response: { 200: enquiryViewSchema, ...errors } } },
    async (request) => service.setEnquiryStatus(deps, await staffOf(request), request.params.id, request.body.status),
  );

  // ---- system reports -------------------------------------------------------

  app.get(
    STAFF_PATHS.systemReports,
    {
      schema: {
        summary: 'System check reports, newest first, by status, searchable (SR-number, email, school, host, address)',
        tags,
        querystring: supportListQuerySchema,
        response: { 200: paged(systemReportViewSchema), ...errors },
      },
    },
    async (request) => {
      const q = request.query;
      const { rows, count } = await helpdesk.listReports(deps, { q: q.q, status: q.status }, paging(q.page, q.page_size));
      return pageOf(rows.map(presentReport), count, q);
    },
  );
  app.get(
    STAFF_PATHS.systemReportsCsv,
    { schema: csvSchema('The reports found, as CSV', supportListQuerySchema.omit({ page: true, page_size: true })) },
    async (request, reply) => {
      const { rows } = await helpdesk.listReports(deps, { q: request.query.q, status: request.query.status }, EXPORT_ALL);
      return sendCsv(reply, 'system-reports', systemReportsCsv(rows.map(presentReport)), deps.now());
    },
  );
  app.get(
    '/api/v2/staff/system-reports/:id/',
    { schema: { summary: 'One system report', tags, params: uuidParams, response: { 200: systemReportViewSchema, ...errors } } },
    async (request) => presentReport(await helpdesk.getReport(deps, request.params.id)),
  );
  app.patch(
    '/api/v2/staff/system-reports/:id/',
    { schema: { summary: 'Mark a system report new or answered', tags, params: uuidParams, body: statusBodySchema, response: { 200: systemReportViewSchema, ...errors } } },
    async (request) => service.setReportStatus(deps, await staffOf(request), request.params.id, request.body.status),
  );

  // ---- audit ----------------------------------------------------------------

  app.get(
    STAFF_PATHS.audit,
    { schema: { summary: 'Every change by staff (admin and command line), newest first', tags, querystring: auditQuerySchema, response: { 200: paged(auditEntrySchema), ...errors } } },
    async (request) => {
      const q = request.query;
      const { rows, count } = await service.listAudit(deps, { q: q.q, action: q.action }, paging(q.page, q.page_size));
      return pageOf(
        rows.map((e) => ({ id: e.id, at: e.at.toISOString(), actor: e.actor, action: e.action, target: e.target, detail: e.detail })),
        count,
        q,
      );
    },
  );

  // ---- the command line, through this server ------------------------------

  const tokenMatches = (header: string | undefined) => {
    const expected = deps.staffCliToken;
    const given = /^Bearer (\S{1,200})$/.exec(header ?? '')?.[1];
    if (!expected || !given) return false;
    return timingSafeEqual(Buffer.from(secrets.tokenHash(given), 'hex'), Buffer.from(secrets.tokenHash(expected), 'hex'));
  };

  app.post(
    STAFF_PATHS.cli,
    {
      schema: {
        summary: 'Run a staff command line command (from this machine, with the token in DATA_DIR/staff-cli.json)',
        tags,
        body: cliRequestSchema,
        response: { 200: cliResponseSchema, ...errors },
      },
      config: { staffPublic: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) => {
      // The socket's own address, not a proxy's X-Forwarded-For: the command line runs on this machine.
      if (!LOOPBACK.has(request.socket.remoteAddress ?? '') || !tokenMatches(request.headers.authorization)) {
        throw unauthorized(STAFF_MESSAGES.cliTokenInvalid);
      }
      const { argv, files, stdin, cwd, who } = request.body;
      const output: string[] = [];
      const written: Array<{ path: string; base64: string }> = [];
      const code = await runStaff(argv, {
        database: deps.database,
        now: deps.now,
        cwd,
        out: (line) => output.push(line),
        actor: commandLineActor(who),
        files: {
          read: (file) => {
            const text = files[file];
            if (text === undefined) throw new HttpError(400, `Cannot read the file ${file}.`);
            return text;
          },
          write: (file, data) => written.push({ path: file, base64: Buffer.from(data).toString('base64') }),
        },
        readStdin: async () => {
          if (stdin === undefined) throw new HttpError(400, 'No standard input to read the password from.');
          return stdin;
        },
      });
      return { code, output, files: written };
    },
  );
};
export default staffRoutes;
