import type { Server } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';

/**
 * What every module is handed by buildApp: nothing reaches for a global.
 * Tests build the same graph with their own database and clock.
 */
export interface Deps {
  config: Config;
  database: Database;
  /** The current time; tests move it forward instead of waiting. */
  now: () => Date;
  /**
   * The token the staff command line shows to have this server run its
   * command (decision 037): set by main.ts on the embedded database, and
   * written to DATA_DIR/staff-cli.json; absent, the route refuses everyone.
   */
  staffCliToken?: string;
}

/** A module's routes: a Fastify plugin typed for zod schemas, handed the deps. */
/** A module's routes: handed the deps, and what else its module needs from another (`Extra`, given in app.ts). */
export type ModulePlugin<Extra extends object = object> = FastifyPluginAsync<{ deps: Deps } & Extra, Server, ZodTypeProvider>;
