import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ModulePlugin } from '../../deps.ts';

/** Liveness (the process answers) and readiness (it can reach its database). */
const health: ModulePlugin = async (app, { deps }) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await deps.database.db.execute(sql`select 1`);
      return { status: 'ready', database: deps.database.driver };
    } catch (err) {
      app.log.warn({ err }, 'database not ready');
      return reply.status(503).send({ status: 'unavailable', user_message: 'The database is not reachable.' });
    }
  });
};
export default health;
