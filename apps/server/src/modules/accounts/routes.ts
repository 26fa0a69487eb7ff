import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_PATHS,
  addChildRequestSchema,
  addStudentsRequestSchema,
  childrenResponseSchema,
  changePasswordSchema,
  classSchema,
  createClassRequestSchema,
  loginRequestSchema,
  meResponseSchema,
  sessionResponseSchema,
  myClassCodeResponseSchema,
  okResponseSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  SSO_PROVIDERS,
  ssoProvidersResponseSchema,
  SIGNUP_ROLES,
  teacherCodeLoginRequestSchema,
  teacherCodeLoginResponseSchema,
  updateAccountSchema,
  regionFields,
  renameStudentRequestSchema,
} from '@numbloom/domain/accounts';
import { ACCOUNT_DATA_PATHS } from '@numbloom/domain/account-data';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { safeString } from '@numbloom/domain/text-schema';
import type { Role } from '@numbloom/domain/accounts';
import type { ModulePlugin } from '../../deps.ts';
import accountData from './account-data-routes.ts';
import { notFound } from '../../lib/http-error.ts';
import { finishSignIn, providerList, providerSettings, startSignIn } from './oidc.ts';
import { presentClass, presentFamily, presentStudents, presentUser } from './presenter.ts';
import * as service from './service.ts';
import { routeLimit } from './throttle.ts';
import { devicesOf, rememberDevice } from './password-tries.ts';
import { endSession, requireAccountHolder, requireParent, requireTeacher, requireUser, startSession } from './sessions.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const regionQuery = regionFields;

/** The accounts routes, with the holder's trials from the module that keeps them (service.AccountTrials). */
const accounts: ModulePlugin<{ trials: service.AccountTrials; kept: service.KeptElsewhere }> = async (app, { deps, trials, kept }) => {
  await app.register(accountData, { deps, trials, kept });

  app.post(
    ACCOUNT_PATHS.login,
    {
      schema: { summary: 'Log in with email and password; starts a new session', tags: ['accounts'], body: loginRequestSchema, response: { 200: meResponseSchema, ...errors } },
      config: routeLimit(deps, 30),
    },
    async (request, reply) => {
      const { user, devices } = await service.login(deps, {
        email: request.body.email!,
        password: request.body.password,
        ip: request.ip,
        devices: devicesOf(deps, service.PASSWORD_TRIES, request),
      });
      rememberDevice(deps, service.PASSWORD_TRIES, reply, devices);
      await startSession(deps, request, reply, user.id);
      return service.meFor(deps, user, trials);
    },
  );

  app.post(
    ACCOUNT_PATHS.logout,
    { schema: { summary: 'Log out: the session ends on the server and its cookie is cleared', tags: ['accounts'], response: { 200: okResponseSchema } } },
    async (request, reply) => {
      await endSession(deps, request, reply);
      return { status: 'ok' as const, message: ACCOUNT_MESSAGES.loggedOut };
    },
  );

  app.get(
    ACCOUNT_PATHS.me,
    { schema: { summary: 'The signed-in person and their trial (401 when nobody is signed in)', tags: ['accounts'], querystring: z.object(regionQuery), response: { 200: meResponseSchema, 401: apiErrorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      return service.meFor(deps, user, trials);
    },
  );

  app.get(
    ACCOUNT_PATHS.session,
    {
      schema: {
        summary: "Who is signed in, for the site's header: name and role, or null for a guest (always 200)",
        tags: ['accounts'],
        querystring: z.object(regionQuery),
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.currentSession();
      if (!session) return { viewer: null };
      const { firstName, lastName, role } = session.user;
      return { viewer: { first_name: firstName, last_name: lastName, role: role as Role } };
    },
  );

  const accountResponse = meResponseSchema.extend({ classes: z.array(classSchema) });
  app.get(
    ACCOUNT_PATHS.account,
    { schema: { summary: 'The Account page: profile, sign-in methods, trial and classes', tags: ['accounts'], querystring: z.object(regionQuery), response: { 200: accountResponse, 401: apiErrorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireUser(request);
      const { rows, students } = user.role === 'student' ? { rows: [], students: [] } : await service.teacherClasses(deps, user.id);
      return { ...(await service.meFor(deps, user, trials)), classes: rows.map((r) => presentClass(r, students)) };
    },
  );

  app.patch(
    ACCOUNT_PATHS.account,
    { schema: { summary: 'Change your name', tags: ['accounts'], body: updateAccountSchema, response: { 200: meResponseSchema, ...errors } } },
    async (request) => {
      // a student's name is the one their school or parent entered (the privacy page), not theirs to change
      const { user } = await requireAccountHolder(request);
      const row = await service.updateAccount(deps, user, { firstName: request.body.first_name!.trim(), lastName: request.body.last_name!.trim() });
      return service.meFor(deps, row, trials);
    },
  );

  app.post(
    ACCOUNT_PATHS.changePassword,
    {
      schema: { summary: 'Change your password (other sessions end)', tags: ['accounts'], body: changePasswordSchema, response: { 200: okResponseSchema, ...errors } },
      config: routeLimit(deps, 10),
    },
    async (request) => {
      const session = await requireUser(request);
      await service.changePassword(deps, session.user, session.idHash, { current: request.body.current_password, next: request.body.new_password, ip: request.ip });
      return { status: 'ok' as const };
    },
  );

  app.post(
    ACCOUNT_PATHS.passwordReset,
    {
      schema: { summary: 'Email a single-use link to reset the password (same answer whether or not the address has an account)', tags: ['accounts'], body: passwordResetRequestSchema, response: { 200: okResponseSchema, ...errors } },
      config: routeLimit(deps, 10),
    },
    async (request) => {
      await service.requestPasswordReset(deps, { email: request.body.email!, ip: request.ip }, request.log);
      return { status: 'ok' as const, message: ACCOUNT_MESSAGES.passwordResetSent };
    },
  );

  app.post(
    ACCOUNT_PATHS.passwordResetConfirm,
    {
      schema: { summary: 'Choose a new password with a reset link; every session of the account ends', tags: ['accounts'], body: passwordResetConfirmSchema, response: { 200: okResponseSchema, ...errors } },
      config: routeLimit(deps, 10),
    },
    async (request) => {
      await service.confirmPasswordReset(deps, { token: request.body.token, password: request.body.password });
      return { status: 'ok' as const, message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  // ---- classes ----

  app.get(
    ACCOUNT_PATHS.myClassCode,
    { schema: { summary: "The teacher's classes and their class codes", tags: ['accounts', 'onboarding'], querystring: z.object(regionQuery), response: { 200: myClassCodeResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireTeacher(request);
      const { rows, students } = await service.teacherClasses(deps, user.id);
      return { class_code: rows[0]?.classCode ?? null, classes: rows.map((r) => presentClass(r, students)) };
    },
  );

  app.post(
    ACCOUNT_PATHS.myClassCode,
    { schema: { summary: 'Create a class and its class code', tags: ['accounts', 'onboarding'], body: createClassRequestSchema, response: { 200: myClassCodeResponseSchema, ...errors } } },
    async (request) => {
      const { user } = await requireTeacher(request);
      const created = await service.createClass(deps, user.id, request.body.name);
      const { rows, students } = await service.teacherClasses(deps, user.id);
      return { class_code: created.classCode, classes: rows.map((r) => presentClass(r, students)) };
    },
  );

  app.post(
    '/api/v2/accounts/classes/:classId/students/',
    {
      schema: {
        summary: 'Add students to a class (all or none)',
        tags: ['accounts'],
        params: z.object({ classId: z.uuid() }),
        body: addStudentsRequestSchema,
        response: { 200: classSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireTeacher(request);
      const names = request.body.names.map((n) => n!.trim());
      const klass = await service.addStudents(deps, user.id, request.params.classId, names);
      const { students } = await service.teacherClasses(deps, user.id);
      return presentClass(klass, students);
    },
  );

  // the student resource whose DELETE is "Your data"'s (account-data-routes.ts)
  app.patch(
    ACCOUNT_DATA_PATHS.student(':studentId'),
    {
      schema: {
        summary: "Rename a student (their class's teacher only); a name the class has already gives them the next number of it",
        tags: ['accounts'],
        params: z.object({ studentId: z.uuid() }),
        body: renameStudentRequestSchema,
        response: { 200: classSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireTeacher(request);
      const klass = await service.renameStudent(deps, user.id, request.params.studentId, request.body.display_name!.trim());
      const { students } = await service.teacherClasses(deps, user.id);
      return presentClass(klass, students);
    },
  );

  // ---- a parent's children: the family their account holds (decision 041) ----

  app.get(
    ACCOUNT_PATHS.children,
    { schema: { summary: "A parent's children and the family code they sign in with", tags: ['accounts'], querystring: z.object(regionQuery), response: { 200: childrenResponseSchema, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireParent(request);
      const { family, children } = await service.familyOf(deps, user.id);
      return presentFamily(family, children);
    },
  );

  app.post(
    ACCOUNT_PATHS.children,
    { schema: { summary: "Add a child (first name and grade) to a parent's family; the first child makes the family and its code", tags: ['accounts'], body: addChildRequestSchema, response: { 200: childrenResponseSchema, ...errors } } },
    async (request) => {
      const { user } = await requireParent(request);
      const { family, children } = await service.addChild(deps, user, { firstName: request.body.first_name!.trim(), grade: request.body.grade });
      return presentFamily(family, children);
    },
  );

  app.post(
    ACCOUNT_PATHS.teacherCodeLogin,
    {
      schema: {
        summary: "Student login: the class code lists the names; the code and a picked name start the student's session",
        tags: ['accounts'],
        body: teacherCodeLoginRequestSchema,
        response: { 200: teacherCodeLoginResponseSchema, ...errors },
      },
      config: routeLimit(deps, 30),
    },
    async (request, reply) => {
      const result = await service.classCodeLogin(deps, { classCode: request.body.class_code, studentId: request.body.student_id, ip: request.ip });
      if (!result.user) {
        return { step: 'pick_name' as const, class_name: result.klass.name, students: presentStudents(result.students) };
      }
      await startSession(deps, request, reply, result.user.id);
      return { step: 'logged_in' as const, user: presentUser(result.user, [], true) };
    },
  );

  // ---- OpenID Connect ----

  app.get(
    ACCOUNT_PATHS.ssoProviders,
    { schema: { summary: 'The sign-in providers configured on this server', tags: ['accounts'], querystring: z.object(regionQuery), response: { 200: ssoProvidersResponseSchema } } },
    async () => ({ providers: providerList(deps) }),
  );

  const providerParams = z.object({ provider: z.enum(SSO_PROVIDERS) });
  app.get(
    '/api/v2/accounts/sso/:provider/start',
    {
      schema: {
        summary: 'Start signing in with Google or Microsoft (redirects to the provider)',
        tags: ['accounts'],
        params: providerParams,
        // next: the page to return to; a value that is not a path of this site is ignored, not refused.
        querystring: z.object({ ...regionQuery, role: z.enum(SIGNUP_ROLES).optional(), next: safeString({ multiline: true }).optional() }),
        response: { 404: apiErrorSchema },
      },
      config: routeLimit(deps, 30),
    },
    async (request, reply) => {
      if (!providerSettings(deps, request.params.provider)) throw notFound(ACCOUNT_MESSAGES.ssoNotConfigured);
      const result = await startSignIn(deps, reply, request.params.provider, {
        region: request.query.region_code,
        language: request.query.language_code,
        role: request.query.role,
        next: request.query.next,
      });
      if (!result.ok) request.log.warn({ reason: result.reason }, 'sso sign-in could not start');
      return reply.header('cache-control', 'no-store').redirect(result.redirect, 302);
    },
  );

  app.get(
    '/api/v2/accounts/sso/:provider/callback',
    {
      schema: { summary: 'Where the provider sends the browser back; signs in and redirects to the page asked for at the start, else the Account page', tags: ['accounts'], params: providerParams, response: { 404: apiErrorSchema } },
      config: routeLimit(deps, 30),
    },
    async (request, reply) => {
      if (!providerSettings(deps, request.params.provider)) throw notFound(ACCOUNT_MESSAGES.ssoNotConfigured);
      const result = await finishSignIn(deps, request, reply, request.params.provider);
      if (!result.ok) request.log.info({ reason: result.reason }, 'sso sign-in failed');
      return reply.header('cache-control', 'no-store').redirect(result.redirect, 302);
    },
  );
};
export default accounts;
