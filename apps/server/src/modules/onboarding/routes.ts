import { z } from 'zod';
import { ACCOUNT_PATHS, meResponseSchema, regionFields, signUpRequestSchema } from '@numbloom/domain/accounts';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import {
  createTrialForGuestRequestSchema,
  createTrialForLoggedInRequestSchema,
  ONBOARDING_PATHS,
  resendVerificationEmailRequestSchema,
  sendPurchaseValidationEmailRequestSchema,
  signUpVerifyRequestSchema,
  teacherInformationResponseSchema,
  tokenStatusQuerySchema,
  tokenStatusResponseSchema,
  trialResponseSchema,
  verificationSentResponseSchema,
} from '@numbloom/domain/onboarding';
import type { ModulePlugin } from '../../deps.ts';
import { meFor, presentUser } from '../accounts/service.ts';
import { requireUser, startSession } from '../accounts/sessions.ts';
import * as service from './service.ts';
import { routeLimit } from '../accounts/throttle.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

const onboarding: ModulePlugin = async (app, { deps }) => {
  // Sends and checks of codes: a per-IP ceiling in memory here; per-address limits are in the service.
  const sendLimit = routeLimit(deps, 10);
  const checkLimit = routeLimit(deps, 30);
  app.get(
    ONBOARDING_PATHS.teacherInformation,
    {
      schema: {
        summary: 'What the onboarding page shows: the signed-in person, their trial and what asking for one would give',
        tags: ['onboarding'],
        querystring: z.object(regionFields),
        response: { 200: teacherInformationResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.currentSession();
      const info = await service.teacherInformation(deps, session?.user ?? null);
      return { ...info, user: info.user ? presentUser(info.user) : null };
    },
  );

  app.post(
    ONBOARDING_PATHS.sendPurchaseValidationEmail,
    {
      schema: {
        summary: 'The free-trial form: checks the captcha and the fields, then emails a 6-digit code bound to this sign-up',
        tags: ['onboarding'],
        body: sendPurchaseValidationEmailRequestSchema,
        response: { 200: verificationSentResponseSchema, ...errors },
      },
      config: sendLimit,
    },
    async (request) => service.startRegistration(deps, request.body, { purpose: 'trial', ip: request.ip }),
  );

  app.post(
    ONBOARDING_PATHS.resendVerificationEmail,
    {
      schema: {
        summary: 'Send a new code for the same sign-up (after a cooldown; earlier codes stop working)',
        tags: ['onboarding'],
        body: resendVerificationEmailRequestSchema,
        response: { 200: verificationSentResponseSchema, ...errors },
      },
      config: sendLimit,
    },
    async (request) => service.resendCode(deps, request.body.token, request.ip),
  );

  app.get(
    ONBOARDING_PATHS.tokenStatus,
    {
      schema: {
        summary: 'Where a verification stands: pending, verified, expired, locked or invalid',
        tags: ['onboarding'],
        querystring: tokenStatusQuerySchema,
        response: { 200: tokenStatusResponseSchema, 400: apiErrorSchema },
      },
      config: checkLimit,
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.tokenStatus(deps, request.query.token);
    },
  );

  app.post(
    ONBOARDING_PATHS.createTrialForGuest,
    {
      schema: {
        summary: 'Check the emailed code; create the account and its trial in one transaction and sign in',
        tags: ['onboarding'],
        body: createTrialForGuestRequestSchema,
        response: { 200: trialResponseSchema, ...errors },
      },
      config: checkLimit,
    },
    async (request, reply) => {
      const { user, outcome } = await service.completeRegistration(deps, { token: request.body.token, code: request.body.code, ip: request.ip }, 'trial');
      if (user) await startSession(deps, request, reply, user.id);
      return { result: outcome!, user: user ? presentUser(user, [], false) : null };
    },
  );

  app.post(
    ONBOARDING_PATHS.createTrialForLoggedIn,
    {
      schema: {
        summary: 'Start, restore or choose a free trial for the signed-in person (spec §4 outcomes)',
        tags: ['onboarding'],
        body: createTrialForLoggedInRequestSchema,
        response: { 200: trialResponseSchema, ...errors },
      },
      config: routeLimit(deps, 20),
    },
    async (request) => {
      const { user } = await requireUser(request);
      const outcome = await service.trialForUser(deps, user, request.body.choice);
      return { result: outcome, user: presentUser(user) };
    },
  );

  // Sign-up without a trial uses the same verification.
  app.post(
    ACCOUNT_PATHS.signUp,
    {
      schema: {
        summary: 'Sign up with email: checks the captcha and the fields, then emails a 6-digit code',
        tags: ['accounts'],
        body: signUpRequestSchema,
        response: { 200: verificationSentResponseSchema, ...errors },
      },
      config: sendLimit,
    },
    async (request) => service.startRegistration(deps, request.body, { purpose: 'signup', ip: request.ip }),
  );

  app.post(
    ACCOUNT_PATHS.signUpVerify,
    {
      schema: {
        summary: 'Check the emailed code, create the account and sign in',
        tags: ['accounts'],
        body: signUpVerifyRequestSchema,
        response: { 200: meResponseSchema, ...errors },
      },
      config: checkLimit,
    },
    async (request, reply) => {
      const { user } = await service.completeRegistration(deps, { token: request.body.token, code: request.body.code, ip: request.ip }, 'signup');
      await startSession(deps, request, reply, user!.id);
      return meFor(deps, user!, service.accountTrials);
    },
  );
};
export default onboarding;
