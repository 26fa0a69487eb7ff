import { apiErrorSchema } from '@numbloom/domain/api-error-schema';
import { NOTIFICATION_PATHS } from '@numbloom/domain/notifications';
import { oneClickBodySchema, oneClickQuerySchema, preferencesChangeSchema, preferencesSchema, unsubscribeResponseSchema, unsubscribeSchema } from '@numbloom/domain/notifications-schema';
import type { ModulePlugin } from '../../deps.ts';
import { runWhileOpen } from '../../lib/periodic.ts';
import { requireAccountHolder } from '../accounts/sessions.ts';
import { changePreferences, preferencesFor, sweepNotifications, unsubscribe } from './service.ts';

/**
 * A person's choice of mail, the unsubscribe link's landing call (no sign-in: the link's token is
 * the proof), and the sweep that sends what is due, once the server is up and every
 * NOTIFICATIONS_SWEEP_MS after (decision 078).
 */
const notifications: ModulePlugin = async (app, { deps }) => {
  let running: Promise<void> | undefined;
  const sweep = async () => {
    // a sweep still going when the next is due (a slow mail server) is left to finish, not doubled
    if (running) return;
    running = (async () => {
      try {
        const sent = await sweepNotifications(deps, app.log);
        if (sent.challenge_news || sent.weekly_summaries) app.log.info({ sent }, 'notifications sweep');
      } catch (err) {
        app.log.warn({ err }, 'notifications sweep failed; it runs again at the next interval');
      } finally {
        running = undefined;
      }
    })();
    await running;
  };
  runWhileOpen(app, deps.config.NOTIFICATIONS_SWEEP_MS, sweep);
  // a sweep under way finishes before the database closes
  app.addHook('onClose', async () => running);

  app.get(
    NOTIFICATION_PATHS.preferences,
    {
      schema: {
        summary: 'Which emails the signed-in account holder gets: challenge news (teachers) and the weekly summary of their children (parents)',
        tags: ['accounts'],
        response: { 200: preferencesSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = await requireAccountHolder(request);
      return preferencesFor(deps.database.db, user.id);
    },
  );

  app.put(
    NOTIFICATION_PATHS.preferences,
    {
      schema: {
        summary: 'Turns challenge news or the weekly summary on or off for the signed-in account holder',
        tags: ['accounts'],
        body: preferencesChangeSchema,
        response: { 200: preferencesSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const { user } = await requireAccountHolder(request);
      return changePreferences(deps, user.id, request.body);
    },
  );

  app.post(
    NOTIFICATION_PATHS.unsubscribe,
    {
      schema: {
        summary: "An email's unsubscribe link: turns off the kind of mail it came with, without signing in (its token names the account, sealed)",
        tags: ['accounts'],
        body: unsubscribeSchema,
        response: { 200: unsubscribeResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => ({ topic: await unsubscribe(deps, request.body.token) }),
  );

  app.post(
    NOTIFICATION_PATHS.oneClick,
    {
      // outside the CSRF check, this route alone: a mail provider posts it, signed out; the token is checked
      config: { oneClickUnsubscribe: true },
      schema: {
        summary: "A mail client's one-click unsubscribe (RFC 8058, the List-Unsubscribe header's address): the form post List-Unsubscribe=One-Click turns that mail off, no sign-in",
        tags: ['accounts'],
        querystring: oneClickQuerySchema,
        body: oneClickBodySchema,
        consumes: ['application/x-www-form-urlencoded', 'multipart/form-data'],
        response: { 200: unsubscribeResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { topic: await unsubscribe(deps, request.query.token) };
    },
  );
};
export default notifications;
