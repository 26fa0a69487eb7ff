import type { DestinationStream } from 'pino';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { MESSAGES } from '@numbloom/domain/api-errors';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Deps } from './deps.ts';
import { requestId } from './lib/crypto.ts';
import { installErrorHandler, sendError } from './lib/error-handler.ts';
import { serializeError, serializeRequest } from './lib/log-safety.ts';
import { installRequestBody } from './lib/request-body.ts';
import { answerClientError, requestTimeouts } from './lib/slow-requests.ts';
import { installCsrf } from './lib/csrf-plugin.ts';
import { installSecurityHeaders } from './lib/security-headers.ts';
import health from './modules/health/routes.ts';
import settings from './modules/settings/routes.ts';
import contact from './modules/contact/routes.ts';
import worksheets from './modules/worksheets/routes.ts';
import content from './modules/content/routes.ts';
import feedback from './modules/feedback/routes.ts';
import progress from './modules/progress/routes.ts';
import mail from './modules/mail/routes.ts';
import captcha from './modules/captcha/routes.ts';
import accounts from './modules/accounts/routes.ts';
import testAccounts from './modules/accounts/test-routes.ts';
import onboarding from './modules/onboarding/routes.ts';
import { accountTrials } from './modules/onboarding/service.ts';
import { keptElsewhere } from './modules/retention/service.ts';
import testCodes from './modules/onboarding/test-routes.ts';
import testNotifications from './modules/notifications/test-routes.ts';
import { installSessions, sessionCookieName } from './modules/accounts/sessions.ts';
import { providerList } from './modules/accounts/oidc.ts';
import campaigns from './modules/campaigns/routes.ts';
import competitions from './modules/competitions/routes.ts';
import schools from './modules/schools/routes.ts';
import schoolMembers from './modules/school-members/routes.ts';
import { rosterRoutes } from './modules/school-members/roster/roster-routes.ts';
import { classroomRoutes } from './modules/school-members/classroom/classroom-routes.ts';
import { forgetGoogleGrant, googleGrantOf, googleLoginHint, providerSettings, startGoogleGrant } from './modules/accounts/oidc.ts';
import marketing from './modules/marketing/routes.ts';
import retention from './modules/retention/routes.ts';
import games from './modules/games/plugin.ts';
import helpdesk from './modules/helpdesk/routes.ts';
import staff from './modules/staff/routes.ts';
import assignments from './modules/assignments/routes.ts';
import dashboard from './modules/dashboard/routes.ts';
import challenges from './modules/challenges/routes.ts';
import parents from './modules/parents/routes.ts';
import { parentSeesChild } from './modules/parents/service.ts';
import schoolResults from './modules/school-results/routes.ts';
import notifications from './modules/notifications/routes.ts';
import site from './modules/site/routes.ts';
import type { PageLookups } from './modules/site/missing-things.ts';
import { loadCatalogue } from './modules/content/service.ts';
import { challengeExists, verifiedCertificate } from './modules/challenges/service.ts';
import { mailboxEnabled } from './modules/mail/service.ts';

export interface BuildOptions {
  config: Config;
  database: Database;
  now?: () => Date;
  /** see Deps.staffCliToken */
  staffCliToken?: string;
  /** Where log lines go (tests read them back); standard output when absent. */
  logStream?: DestinationStream;
}

/**
 * The composition root: the only place that wires modules together. Modules
 * register in a fixed order, the HTML site last so API routes win.
 */
export async function buildApp({ config, database, now = () => new Date(), staffCliToken, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === 'silent'
        ? false
        : {
            level: config.LOG_LEVEL,
            // Requests are logged as method, path and query names; errors without query parameters (lib/log-safety.ts).
            serializers: { req: serializeRequest, err: serializeError },
            ...(logStream && { stream: logStream }),
          },
    // An id a person can quote (the error answer's error_id) and support can find in the log.
    genReqId: requestId,
    // Errors met before routing (a URL that is not UTF-8, a path parameter too long) leave in the one shape too.
    frameworkErrors: (error, request, reply) => sendError(error, request, reply),
    bodyLimit: config.BODY_LIMIT,
    // a request that trickles in and stalls is cut with 408 (lib/slow-requests.ts); event streams are not
    ...requestTimeouts(config),
    clientErrorHandler: answerClientError,
    trustProxy: config.TRUST_PROXY,
    // In-flight requests finish on close; new ones get 503 so a balancer moves on.
    return503OnClosing: true,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installRequestBody(app);

  const deps: Deps = { config, database, now, staffCliToken };

  await app.register(cookie, { secret: config.SECRET_KEY });
  installSecurityHeaders(app, config);
  await app.register(rateLimit, {
    global: true,
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/') && !request.url.startsWith('/cached-api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      user_message: MESSAGES.tooMany,
      retry_after_seconds: Math.ceil(context.ttl / 1000),
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Numbloom API', version: '1.0.0', description: 'The API behind the Numbloom site and apps.' },
    },
    transform: jsonSchemaTransform,
  });
  // The description lists every route, the staff ones too: off in production unless API_DOCS says otherwise.
  if (config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // CSRF tokens are bound to the signed-in person's session cookie (decision 003)
  installCsrf(app, config, sessionCookieName(deps));
  installSessions(app, deps);

  await app.register(health, { deps });
  await app.register(settings, { deps });
  await app.register(contact, { deps });
  await app.register(worksheets, { deps });
  await app.register(content, { deps });
  await app.register(feedback, { deps });
  await app.register(progress, { deps });
  await app.register(mail, { deps });
  await app.register(captcha, { deps });
  // the accounts pages show a holder's trials, which onboarding keeps, and export and delete what progress and
  // challenges keep about a user: handed over here, so accounts imports none of the modules that build on it
  await app.register(accounts, { deps, trials: accountTrials, kept: keptElsewhere });
  // Test mode only: the browser journeys' signed-in starting points and the code cooldown (never in production or development).
  if (config.NODE_ENV === 'test' && !config.production) {
    await app.register(testAccounts, { deps });
    await app.register(testCodes, { deps });
    await app.register(testNotifications, { deps });
  }
  await app.register(onboarding, { deps });
  await app.register(schools, { deps });
  await app.register(schoolMembers, { deps });
  await app.register(rosterRoutes, { deps });
  // the Classroom import asks accounts' Google sign-in for the grant and its token (decision 079)
  const google = {
    configured: (d: Deps) => providerSettings(d, 'google') !== null,
    loginHint: googleLoginHint,
    start: startGoogleGrant,
    tokenOf: googleGrantOf,
    forget: forgetGoogleGrant,
  };
  await app.register(classroomRoutes, { deps, google });
  await app.register(campaigns, { deps });
  await app.register(competitions, { deps });
  await app.register(marketing, { deps });
  await app.register(retention, { deps });
  await app.register(games, { deps });
  await app.register(helpdesk, { deps });
  await app.register(staff, { deps });
  await app.register(assignments, { deps });
  await app.register(dashboard, { deps });
  // a parent linked to a child (parents builds on challenges) may download the child's certificate
  await app.register(challenges, { deps, parentSees: parentSeesChild });
  await app.register(parents, { deps });
  await app.register(schoolResults, { deps });
  await app.register(notifications, { deps });
  // the forms' sign-in buttons come with the page (its settings), from the providers accounts has configured:
  // fixed by the configuration, so listed once here rather than for every page
  await app.register(site, { deps, signInProviders: providerList(deps), lookups: pageLookups(deps) });

  return app;
}

/** What the site's addresses name, asked of the modules that own it (the site answers 404 for what is not there). */
function pageLookups(deps: Deps): PageLookups {
  const catalogue = loadCatalogue();
  const browse: Record<string, ReadonlySet<string>> = {
    grade: new Set(catalogue.grades.map((g) => g.code.toLowerCase())),
    topic: new Set(catalogue.strands.map((s) => s.id)),
    curriculum: new Set(catalogue.curricula.map((c) => c.id)),
    assessment: new Set(catalogue.assessments.map((a) => a.id)),
    textbook: new Set(catalogue.textbooks.map((b) => b.id)),
  };
  return {
    browseValue: (kind, value) => Object.hasOwn(browse, kind) && browse[kind]!.has(value),
    activity: (id) => catalogue.byId.has(id),
    challenge: (uuid) => challengeExists(deps.database.db, uuid),
    certificate: async (code) => (await verifiedCertificate(deps, code)) !== undefined,
    mailbox: () => mailboxEnabled(deps),
  };
}
