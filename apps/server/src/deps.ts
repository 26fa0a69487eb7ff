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
}

/** A module's routes: a Fastify plugin typed for zod schemas, handed the deps. */
export type ModulePlugin = FastifyPluginAsync<{ deps: Deps }, Server, ZodTypeProvider>;
