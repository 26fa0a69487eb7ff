import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { sessionCookieName } from '../modules/accounts/sessions.ts';
import { createTestCsrf } from './csrf.ts';
import { createTestDatabase } from './db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Moves the app's clock: tests of expiry jump instead of waiting. */
  clock: { now: Date; advance(ms: number): void };
  /** inject() with a valid CSRF cookie and header, as our browser client sends them. */
  post(url: string, body: unknown, options?: Partial<InjectOptions>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The real app, in-process, on a fresh database (STYLE.md §7). */
export async function createTestApp(
  opts: { driver?: 'pglite' | 'postgres'; config?: Partial<Config>; env?: NodeJS.ProcessEnv; staffCliToken?: string; logStream?: DestinationStream } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(opts.driver);
  const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', ...opts.env }, opts.config);
  const clock = {
    now: new Date(),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const app = await buildApp({ config, database, now: () => clock.now, staffCliToken: opts.staffCliToken, logStream: opts.logStream });
  await app.ready();
  const session = sessionCookieName({ config } as Deps);
  return {
    app,
    database,
    config,
    clock,
    post: (url, body, options = {}) => {
      // the token the page would hold: bound to the session cookie the request carries (decision 003)
      const given = (options.cookies ?? {}) as Record<string, unknown>;
      const csrf = createTestCsrf(config.SECRET_KEY, typeof given[session] === 'string' ? given[session] : '');
      return app.inject({
        method: 'POST',
        url,
        payload: body as InjectOptions['payload'],
        ...options,
        headers: { ...csrf.headers, ...(options.headers ?? {}) },
        cookies: { ...csrf.cookies, ...(options.cookies ?? {}) },
      });
    },
    async close() {
      await app.close();
      await database.release();
    },
  };
}
