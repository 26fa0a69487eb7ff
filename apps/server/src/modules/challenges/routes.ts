import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { CHALLENGE_MESSAGES, CHALLENGE_PATHS, publicName, registrationOpenAt, stageAt, TIERS, type Tier } from '@numbloom/domain/challenges';
import {
  challengeDetailSchema,
  challengeListSchema,
  challengePlaySchema,
  challengeQuery,
  leaderboardQuery,
  leaderboardViewSchema,
  registrationResponseSchema,
  registrationSchema,
  reportViewSchema,
  verifyViewSchema,
} from '@numbloom/domain/challenges-schema';
import { runViewSchema } from '@numbloom/domain/runs-schema';
import { text } from '@numbloom/domain/text-schema';
import type { Db } from '../../db/client.ts';
import type { ModulePlugin } from '../../deps.ts';
import { toCsv } from '../../lib/csv.ts';
import { conflict, forbidden, notFound } from '../../lib/http-error.ts';
import { localeOf, placementOf, usersByIds } from '../accounts/service.ts';
import { requireUser } from '../accounts/sessions.ts';
import { presentRun } from '../progress/compose.ts';
import { onRunAnswer, onRunFinished } from '../progress/service.ts';
import {
  CERTIFICATE_TEXTS,
  certificateCode,
  certificateLanguage,
  paperOf,
  renderCertificates,
  verifyUrlOf,
  type CertificatePage,
} from './certificates.ts';
import * as service from './service.ts';
import type { Caller, ChallengeRow, ReportRow } from './service.ts';

const tags = ['challenges'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const uuidParams = z.strictObject({ uuid: z.uuid() });

/** The language a challenge's text is shown in: the asked one where staff wrote it, else English, else the first written. */
const languageOf = (texts: Record<string, string>, language: string | undefined) =>
  [language ?? 'en', 'en', ...Object.keys(texts)].find((l) => texts[l] !== undefined) ?? 'en';
const nameIn = (texts: Record<string, string>, language: string | undefined) => texts[languageOf(texts, language)] ?? '';

/** The public view of a challenge, its texts in the asked language (English when it has none). */
export function presentChallenge(c: ChallengeRow, now: Date, language?: string) {
  const stage = stageAt(c, now);
  return {
    uuid: c.id,
    name: nameIn(c.names, language),
    description: nameIn(c.descriptions, language),
    // the page marks a description shown in another language than its own (WCAG 3.1.2)
    description_language: languageOf(c.descriptions, language),
    languages: Object.keys(c.names),
    ...service.presentTerms(c),
    stage,
    registration_open: registrationOpenAt(c, now),
    message: stage === 'over' ? CHALLENGE_MESSAGES.over : null,
  };
}

const callerOf = async (request: FastifyRequest): Promise<Caller | null> => {
  const session = await request.currentSession();
  return session ? { id: session.user.id, role: session.user.role, firstName: session.user.firstName, regionCode: session.user.regionCode } : null;
};

function sendPdf(reply: FastifyReply, pdf: Buffer, filename: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf as unknown as never);
}

export function tierCounts(rows: ReportRow[]) {
  const counts = Object.fromEntries([...TIERS, 'none'].map((t) => [t, 0])) as Record<Tier | 'none', number>;
  for (const r of rows) counts[r.tier ?? 'none']++;
  return counts;
}

/**
 * Challenges: the public view with the caller's registration and standing,
 * registration, play through server-issued runs, boards, the report, the
 * certificates and their public check (decision 041).
 */
/** Whether a parent sees a child through a school's link or a teacher's parent code: handed over by app.ts from the parents module, which builds on this one (decision 077). */
export type ParentSees = (db: Db, parentId: string, childId: string) => Promise<boolean>;

const challengesModule: ModulePlugin<{ parentSees: ParentSees }> = async (app, { deps, parentSees }) => {
  const db = deps.database.db;
  onRunFinished('challenges', (tx, run) => service.countRun(tx, run));
  onRunAnswer('challenges', (tx, run, now) => service.refuseLateAnswer(tx, run, now));

  const load = async (uuid: string) => service.requireChallenge(db, uuid);

  app.get(
    '/api/v2/challenge/',
    { schema: { summary: 'Every challenge, soonest first, with its stage', tags, querystring: challengeQuery, response: { 200: challengeListSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const now = deps.now();
      return { results: (await service.listChallenges(db)).map((c) => presentChallenge(c, now, request.query.language_code)) };
    },
  );

  app.get(
    '/api/v2/challenge/:uuid/',
    {
      schema: {
        summary: 'A challenge, its stage now, and the caller’s registration and standing',
        tags,
        params: uuidParams,
        querystring: challengeQuery,
        response: { 200: challengeDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const challenge = await load(request.params.uuid);
      const caller = await callerOf(request);
      return {
        challenge: presentChallenge(challenge, deps.now(), request.query.language_code),
        registration: await service.registrationView(db, challenge, caller),
        standing: await service.standingOf(deps, challenge, caller),
      };
    },
  );

  app.post(
    CHALLENGE_PATHS.registration,
    { schema: { summary: 'Register classes (a teacher) or children (a parent) for a challenge', tags, body: registrationSchema, response: { 200: registrationResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      const caller = { id: user.id, role: user.role, firstName: user.firstName, regionCode: user.regionCode };
      return { registration: await service.register(deps, caller, request.body) };
    },
  );

  app.post(
    '/api/v2/challenge/:uuid/runs/',
    {
      schema: {
        summary: 'Start a challenge run of one of its activities (the server issues it and checks every answer; the contest counts it)',
        tags,
        params: uuidParams,
        body: challengePlaySchema,
        response: { 200: runViewSchema, ...errors },
      },
      config: { rateLimit: { max: 300, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      const caller = { id: user.id, role: user.role, firstName: user.firstName, regionCode: user.regionCode };
      const { run, item } = await service.startChallengeRun(deps, caller, request.params.uuid, request.body);
      return presentRun(run, item, null);
    },
  );

  app.get(
    '/api/v2/challenge/:uuid/leaderboard/',
    {
      schema: { summary: 'A board (students, classes, schools, the caller’s region): the top ten and the caller’s place', tags, params: uuidParams, querystring: leaderboardQuery, response: { 200: leaderboardViewSchema, 404: apiErrorSchema } },
      config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const challenge = await load(request.params.uuid);
      const stage = stageAt(challenge, deps.now());
      const all = await service.boardsOf(deps, challenge);
      const boards = request.query.grade ? (all.byGrade?.get(request.query.grade) ?? service.emptyBoards(all)) : all;
      const viewer = await service.viewerOf(db, challenge, await callerOf(request));
      const { hidden, ...board } = await service.boardFor(db, boards, request.query.board, viewer);
      return { stage, frozen: boards.frozen, min_participants: challenge.minParticipants, ...board, top: board.top.map((r, i) => ({ ...r, hidden: hidden[i] ?? false })) };
    },
  );

  /** The registrations whose results the caller may read; 403 for anyone else. */
  async function reportFor(request: FastifyRequest, uuid: string) {
    const { user } = await requireUser(request);
    if (user.role === 'student') throw forbidden(CHALLENGE_MESSAGES.holdersOnly);
    const challenge = await service.finalizeIfOver(deps, await load(uuid));
    const caller = { id: user.id, role: user.role, firstName: user.firstName, regionCode: user.regionCode };
    const registrations = await service.reportRegistrations(db, challenge, caller);
    return { challenge, rows: await service.reportRows(deps, challenge, registrations), user };
  }

  app.get(
    '/api/v2/challenge/:uuid/report/',
    { schema: { summary: 'The results of the caller’s classes or children: tier counts, each child’s score and tier', tags, params: uuidParams, querystring: challengeQuery, response: { 200: reportViewSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { challenge, rows } = await reportFor(request, request.params.uuid);
      return {
        stage: stageAt(challenge, deps.now()),
        final: !!challenge.finalizedAt,
        target: challenge.target,
        tier_counts: tierCounts(rows),
        played: rows.filter((r) => r.runs > 0).length,
        rows: rows.map((r) => ({
          user_id: r.userId,
          name: r.name,
          class_id: r.classId,
          class_name: r.className,
          score: r.score,
          runs: r.runs,
          rank: r.rank,
          tier: r.tier,
          // the code printed on the child's certificate, so the teacher can check one
          certificate_code: r.tier && r.certificateId ? certificateCode(deps.config.SECRET_KEY, { certificateId: r.certificateId, challengeId: challenge.id, userId: r.userId, tier: r.tier, score: r.score }) : null,
        })),
      };
    },
  );

  app.get(
    '/api/v2/challenge/:uuid/report.csv',
    { schema: { summary: 'The same report as CSV', tags, params: uuidParams, querystring: challengeQuery, produces: ['text/csv'], response: errors } },
    async (request, reply) => {
      const { challenge, rows } = await reportFor(request, request.params.uuid);
      // the award as the certificate names it, in the page's language; the byte-order mark so a spreadsheet reads accents right
      const tiers = CERTIFICATE_TEXTS[certificateLanguage(request.query.language_code)].tiers;
      const csv = toCsv(
        ['name', 'class', 'score', 'target', 'runs', 'rank', 'award'],
        rows.map((r) => [r.name, r.className, r.score, challenge.target, r.runs, r.rank, r.tier ? tiers[r.tier as Tier] : '']),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="challenge-report-${challenge.id.slice(0, 8)}.csv"`)
        .send(csv as unknown as never);
    },
  );

  /** The certificate pages of these report rows (those with a tier), each in the child's language and on their region's paper. */
  async function pagesOf(challenge: ChallengeRow, rows: ReportRow[]): Promise<CertificatePage[]> {
    const withTier = rows.filter((r) => r.tier && r.certificateId);
    const users = new Map((await usersByIds(db, withTier.map((r) => r.userId))).map((u) => [u.id, u]));
    return withTier.map((r) => {
      const u = users.get(r.userId);
      const locale = localeOf(u?.regionCode, u?.languageCode);
      const code = certificateCode(deps.config.SECRET_KEY, { certificateId: r.certificateId!, challengeId: challenge.id, userId: r.userId, tier: r.tier!, score: r.score });
      return {
        language: certificateLanguage(locale.language),
        paper: paperOf(locale.region),
        challengeName: nameIn(challenge.names, locale.language),
        childName: r.name,
        tier: r.tier!,
        score: r.score,
        target: challenge.target,
        date: new Date(Math.min(challenge.contestEndsAt.getTime(), challenge.closedAt?.getTime() ?? Infinity) - 1000),
        timeZone: challenge.timeZone,
        code,
        verifyUrl: verifyUrlOf(deps.config.PUBLIC_URL, locale.region, locale.language, code),
      };
    });
  }

  app.get(
    '/api/v2/challenge/:uuid/certificates/:userId.pdf',
    {
      schema: { summary: 'A child’s certificate (the child, their teacher, the parent who registered them or a parent linked to them), once the challenge is over', tags, params: z.strictObject({ uuid: z.uuid(), userId: z.uuid() }), response: errors },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { user } = await requireUser(request);
      const challenge = await service.finalizeIfOver(deps, await load(request.params.uuid));
      if (!challenge.finalizedAt) throw conflict(CHALLENGE_MESSAGES.notFinal);
      const childId = request.params.userId;
      let allowed = user.id === childId;
      if (!allowed) {
        const place = await placementOf(db, childId);
        const found = await service.entryOfStudent(db, challenge.id, childId);
        allowed =
          place?.teacherId === user.id ||
          found?.entry.registeredBy === user.id ||
          (!!found && (await service.adminOfRegistration(db, user.id, found.entry))) ||
          (user.role === 'parent' && (await parentSees(db, user.id, childId)));
      }
      // another child's certificate answers like a missing one
      if (!allowed) throw notFound(CHALLENGE_MESSAGES.noCertificate);
      const found = await service.entryOfStudent(db, challenge.id, childId);
      const rows = found ? await service.reportRows(deps, challenge, [found.entry]) : [];
      const pages = await pagesOf(challenge, rows.filter((r) => r.userId === childId));
      if (pages.length === 0) throw notFound(CHALLENGE_MESSAGES.noCertificate);
      return sendPdf(reply, await renderCertificates(pages, pages[0]!.challengeName), `certificate-${pages[0]!.code}.pdf`);
    },
  );

  app.get(
    '/api/v2/challenge/:uuid/classes/:classId/certificates.pdf',
    {
      schema: { summary: 'Every certificate of a class in one PDF, for its teacher', tags, params: z.strictObject({ uuid: z.uuid(), classId: z.uuid() }), response: errors },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { challenge, rows } = await reportFor(request, request.params.uuid);
      if (!challenge.finalizedAt) throw conflict(CHALLENGE_MESSAGES.notFinal);
      const classRows = rows.filter((r) => r.classId === request.params.classId);
      if (classRows.length === 0) throw notFound(CHALLENGE_MESSAGES.noCertificate);
      const pages = await pagesOf(challenge, classRows);
      if (pages.length === 0) throw notFound(CHALLENGE_MESSAGES.noCertificate);
      return sendPdf(reply, await renderCertificates(pages, nameIn(challenge.names, 'en')), `certificates-${request.params.classId.slice(0, 8)}.pdf`);
    },
  );

  app.get(
    '/api/v2/challenge/verify/:code/',
    {
      schema: { summary: 'Check a certificate’s code: the challenge, tier, date and the child’s first name and initial', tags, params: z.strictObject({ code: text(40) }), querystring: challengeQuery, response: { 200: verifyViewSchema, 404: apiErrorSchema } },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const verified = await service.verifiedCertificate(deps, request.params.code);
      if (!verified) throw notFound(CHALLENGE_MESSAGES.badCode);
      const { row, facts } = verified;
      const challenge = await load(row.challengeId);
      const ended = new Date(Math.min(challenge.contestEndsAt.getTime(), challenge.closedAt?.getTime() ?? Infinity) - 1000);
      return {
        valid: true as const,
        code: certificateCode(deps.config.SECRET_KEY, facts),
        challenge: nameIn(challenge.names, request.query.language_code),
        challenge_uuid: challenge.id,
        tier: facts.tier,
        date: new Intl.DateTimeFormat('en-CA', { timeZone: challenge.timeZone }).format(ended),
        name: publicName(row.displayName),
      };
    },
  );
};

export default challengesModule;
