import { sql } from 'drizzle-orm';
import type { ModulePlugin } from '../../deps.ts';

/** How long /healthz waits for the database's answer before saying the process is not healthy. */
export const HEALTH_DATABASE_MS = 1_000;

/**
 * Health (the process answers and its database answers within a second: 503 otherwise, so a supervisor
 * or load balancer sends children elsewhere while a database stalls) and readiness (it can reach its database).
 */
const health: ModulePlugin = async (app, { deps }) => {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), HEALTH_DATABASE_MS)));
    try {
      const answer = await Promise.race([deps.database.db.execute(sql`select 1`).then(() => 'ok' as const), late]);
      if (answer === 'ok') return { status: 'ok' as const };
      app.log.warn('database did not answer /healthz within a second');
    } catch (err) {
      app.log.warn({ err }, 'database not answering /healthz');
    } finally {
      clearTimeout(timer);
    }
    return reply.status(503).header('retry-after', '5').send({ status: 'unavailable', user_message: 'The database is not answering.' });
  });

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
