import { z } from 'zod';
import {
  ACCOUNT_DATA_MESSAGES,
  ACCOUNT_DATA_PATHS,
  accountExportSchema,
  closeAccountRequestSchema,
  closeAccountResponseSchema,
} from '@numbloom/domain/account-data';
import { okResponseSchema, regionFields } from '@numbloom/domain/accounts';
import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import type { ModulePlugin } from '../../deps.ts';
import { closeAccount, deleteStudent, exportAccount, sendClosedNotice } from './account-data.ts';
import type { AccountTrials, KeptElsewhere } from './service.ts';
import { clearSessionCookie, requireAccountHolder } from './sessions.ts';
import { routeLimit } from './throttle.ts';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema };
const regionQuery = z.object(regionFields);

/**
 * The Account page's "Your data": download it, delete a student's data,
 * close the account. Registered by the accounts plugin (routes.ts).
 */
const accountData: ModulePlugin<{ trials: AccountTrials; kept: KeptElsewhere }> = async (app, { deps, trials, kept }) => {
  app.get(
    ACCOUNT_DATA_PATHS.export,
    {
      schema: {
        summary: "Download everything kept about the signed-in holder, their classes, students and the students' results (JSON file)",
        tags: ['accounts'],
        querystring: regionQuery,
        response: { 200: accountExportSchema, ...errors },
      },
      config: routeLimit(deps, 10),
    },
    async (request, reply) => {
      const { user } = await requireAccountHolder(request);
      const data = await exportAccount(deps, user, trials, kept);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="numbloom-data-${data.exported_at.slice(0, 10)}.json"`);
      return data;
    },
  );

  app.post(
    ACCOUNT_DATA_PATHS.close,
    {
      schema: {
        summary:
          'Close the account: needs the password (or, without one, a sign-in in the last minutes); every session ends, students of its classes can no longer log in, everything is deleted within 30 days',
        tags: ['accounts'],
        body: closeAccountRequestSchema,
        response: { 200: closeAccountResponseSchema, ...errors },
      },
      config: routeLimit(deps, 10),
    },
    async (request, reply) => {
      const session = await requireAccountHolder(request);
      const { closedAt, deleteBy } = await closeAccount(deps, session, request.body, request.ip);
      clearSessionCookie(deps, reply);
      try {
        await sendClosedNotice(deps, session.user, deleteBy);
      } catch (err) {
        // The account is closed whatever the mail does; the page says the same as the mail.
        request.log.warn({ err }, 'account-closed notice not sent');
      }
      return { status: 'ok' as const, message: ACCOUNT_DATA_MESSAGES.closed(deleteBy), closed_at: closedAt.toISOString(), delete_by: deleteBy.toISOString() };
    },
  );

  app.delete(
    ACCOUNT_DATA_PATHS.student(':studentId'),
    {
      schema: {
        summary: "Delete one student's data now: their results and their account (the holder of their class only)",
        tags: ['accounts'],
        params: z.object({ studentId: z.uuid() }),
        response: { 200: okResponseSchema, ...errors },
      },
      config: routeLimit(deps, 60),
    },
    async (request) => {
      const { user } = await requireAccountHolder(request);
      await deleteStudent(deps, user, request.params.studentId, kept);
      return { status: 'ok' as const, message: ACCOUNT_DATA_MESSAGES.studentDeleted };
    },
  );
};
export default accountData;
