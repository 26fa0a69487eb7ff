import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { regionCode } from '@numbloom/domain/text-schema';
import { regionFields } from '@numbloom/domain/accounts';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { RUN_PATHS } from '@numbloom/domain/runs';
import {
  childProgressViewSchema,
  classIdParams,
  classStudentParams,
  classMasteryViewSchema,
  myMasteryViewSchema,
  runAnswerSchema,
  runAnswerViewSchema,
  runIdParams,
  runViewSchema,
  startRunSchema,
} from '@numbloom/domain/runs-schema';
import type { ModulePlugin } from '../../deps.ts';
import { runWhileOpen } from '../../lib/periodic.ts';
import { requireTeacher, requireUser } from '../accounts/sessions.ts';
import { childProgressCsv, presentAnswer, presentRun } from './presenter.ts';
import * as progress from './service.ts';
import type { Learner, RunRow } from './service.ts';

export const RESULTS_PATH = '/api/v2/episodes/results/';
export const PLAYER_PATH = '/api/v2/episodes/player/';

/**
 * A guest's browser session: a random token in an httpOnly cookie that ends
 * when the browser closes; only its SHA-256 is stored, on the guest's runs and
 * session estimates, which the sweep deletes hours later (spec §6).
 */
export const GUEST_COOKIE = 'nb_guest';
const GUEST_COOKIE_PATH = '/api/v2/';
const guestKeyOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** How often the sweep deletes guests' runs and closes abandoned ones. */
const SWEEP_MS = 60 * 60 * 1000;

const resultSchema = z.object({
  episode_id: z.string(),
  correct: z.number(),
  total: z.number(),
  stars: z.number(),
  duration_ms: z.number(),
  created_at: z.string(),
});

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 410: apiErrorSchema };
const runTags = ['runs'];
// A class shares one address behind the school proxy: thirty children starting and answering at once.
const classLimit = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * A learner's progress: server-issued runs (the server plans the questions,
 * checks each answer and works out the stars, decision 043), results and
 * stars of signed-in players, and mastery per skill for them, their teacher,
 * and a guest's own session.
 */
const progressModule: ModulePlugin = async (app, { deps }) => {
  /** Everyone the request may act as: the signed-in user and the guest session its cookie names. */
  async function learnersOf(request: FastifyRequest): Promise<Learner[]> {
    const session = await request.currentSession();
    const token = request.cookies[GUEST_COOKIE];
    const learners: Learner[] = [];
    if (session) learners.push({ kind: 'user', userId: session.user.id });
    if (token && token.length <= 100) learners.push({ kind: 'guest', guestKey: guestKeyOf(token) });
    return learners;
  }

  /** The learner a new run belongs to: the signed-in user, else the guest session (made now if the browser has none). */
  async function startingLearner(request: FastifyRequest, reply: FastifyReply): Promise<Learner> {
    const session = await request.currentSession();
    if (session) return { kind: 'user', userId: session.user.id };
    let token = request.cookies[GUEST_COOKIE];
    if (!token || token.length > 100) {
      token = randomBytes(32).toString('base64url');
      reply.setCookie(GUEST_COOKIE, token, { path: GUEST_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: deps.config.production });
    }
    return { kind: 'guest', guestKey: guestKeyOf(token) };
  }

  const starsOf = async (run: RunRow) => (run.userId && run.finishedAt ? progress.totalStars(deps.database.db, run.userId) : null);

  const sweep = async () => {
    try {
      const deleted = await progress.sweepRuns(deps.database.db, deps.now());
      if (deleted.runs || deleted.estimates) app.log.info(deleted, 'runs sweep');
    } catch (err) {
      app.log.warn({ err }, 'runs sweep failed; it runs again in an hour');
    }
  };
  runWhileOpen(app, SWEEP_MS, sweep);

  app.post(
    RUN_PATHS.start,
    {
      schema: {
        summary: 'Start a run of an episode or word-problem set, or practice in a grade: the first question, without its answer',
        tags: runTags,
        body: startRunSchema,
        response: { 200: runViewSchema, ...errors },
      },
      config: classLimit(300),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = request.body;
      const learner = await startingLearner(request, reply);
      const { run, item } = await progress.startRun(deps, {
        learner,
        mode: body.mode,
        ...(body.mode === 'activity'
          ? { activityId: body.activity_id, ...(body.seed ? { seed: body.seed } : {}), ...(body.item_count ? { itemCount: body.item_count } : {}) }
          : { grade: body.grade }),
        ...(body.region_code ? { regionCode: body.region_code } : {}),
        ...(body.language_code ? { languageCode: body.language_code } : {}),
      });
      return presentRun(run, item, null);
    },
  );

  app.get(
    '/api/v2/runs/:id/',
    {
      schema: { summary: 'A run of the caller’s: the question it asks now, or its result', tags: runTags, params: runIdParams, response: { 200: runViewSchema, ...errors } },
      config: classLimit(600),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const run = await progress.requireRun(deps, request.params.id, await learnersOf(request));
      const { item } = await progress.runState(deps, run);
      return presentRun(run, item, await starsOf(run));
    },
  );

  app.post(
    '/api/v2/runs/:id/answers/',
    {
      schema: {
        summary: 'Answer the question a run asks now: the server checks it, once; the last answer finishes the run with its result',
        tags: runTags,
        params: runIdParams,
        body: runAnswerSchema,
        response: { 200: runAnswerViewSchema, ...errors },
      },
      config: classLimit(1200),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const outcome = await progress.answerRun(deps, request.params.id, await learnersOf(request), request.body);
      return presentAnswer(outcome, await starsOf(outcome.run));
    },
  );

  app.get(
    RUN_PATHS.myMastery,
    {
      schema: {
        summary: 'The caller’s mastery per skill: a signed-in player’s, or this guest session’s',
        tags: runTags,
        querystring: z.object({ region_code: regionCode().optional(), language_code: z.string().optional() }),
        response: { 200: myMasteryViewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const [learner] = await learnersOf(request);
      return { signed_in: learner?.kind === 'user', skills: learner ? await progress.learnerMastery(deps, learner) : [] };
    },
  );

  app.get(
    '/api/v2/progress/classes/:id/mastery/',
    {
      schema: {
        summary: 'A teacher’s class: each student’s mastery per skill',
        tags: runTags,
        params: classIdParams,
        querystring: z.object({ region_code: regionCode().optional(), language_code: z.string().optional() }),
        response: { 200: classMasteryViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireTeacher(request);
      return progress.classMastery(deps, user.id, request.params.id);
    },
  );

  const childQuery = z.object({ region_code: regionCode().optional(), language_code: z.string().max(8).optional() });
  app.get(
    '/api/v2/progress/classes/:id/students/:studentId/',
    {
      schema: {
        summary: 'A child of a class over time and per standard: mastered, practising or needs help, with the evidence, and runs per week (its teacher; an admin of its school)',
        tags: runTags,
        params: classStudentParams,
        querystring: childQuery,
        response: { 200: childProgressViewSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireTeacher(request);
      return progress.childProgress(deps, user, request.params.id, request.params.studentId, { region: request.query.region_code, language: request.query.language_code });
    },
  );

  app.get(
    '/api/v2/progress/classes/:id/students/:studentId/report.csv',
    { schema: { summary: 'The same child’s report as CSV', tags: runTags, params: classStudentParams, querystring: childQuery, produces: ['text/csv'], response: errors } },
    async (request, reply) => {
      const { user } = await requireTeacher(request);
      const view = await progress.childProgress(deps, user, request.params.id, request.params.studentId, { region: request.query.region_code, language: request.query.language_code });
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="child-progress-${view.student.id.slice(0, 8)}.csv"`)
        .send(childProgressCsv(view) as unknown as never);
    },
  );

  // The player asks this to say whether a result will be kept: a guest gets 200 with signed_in false (not a 401 in the console).
  app.get(
    PLAYER_PATH,
    {
      schema: {
        summary: 'Whether results of this browser are kept (a signed-in player) and their stars',
        tags: ['content'],
        querystring: z.object(regionFields),
        response: { 200: z.object({ signed_in: z.boolean(), total_stars: z.number() }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.currentSession();
      return { signed_in: !!session, total_stars: session ? await progress.totalStars(deps.database.db, session.user.id) : 0 };
    },
  );

  app.get(
    RESULTS_PATH,
    {
      schema: {
        summary: 'The signed-in player’s latest results and total stars (written by the server as its runs finish)',
        tags: ['content'],
        querystring: z.object(regionFields),
        response: { 200: z.object({ total_stars: z.number(), results: z.array(resultSchema) }), 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      return { total_stars: await progress.totalStars(deps.database.db, user.id), results: await progress.recentResults(deps, user.id) };
    },
  );
};
export default progressModule;

