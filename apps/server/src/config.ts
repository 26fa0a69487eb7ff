import { z } from 'zod';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Every setting the server reads, from the environment, parsed once at start.
 * Defaults run on a bare machine (embedded database, no SMTP, no Redis); a bad
 * value stops the process with a readable list (STYLE.md §6).
 */
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Where the embedded database lives; ignored when DATABASE_URL is set. */
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  /** Marketing submits are stored as leads and, when this is set, also POSTed here (failures are logged, never shown). */
  MARKETING_FORWARD_URL: z.string().url().optional(),
  /** The From address of every email the product sends. */
  MAIL_FROM: z.string().min(3).default('Numbloom <no-reply@numbloom.com>'),
  /** Where contact enquiries and system reports are mailed for staff to answer. */
  STAFF_EMAIL: z.email().default('support@numbloom.com'),
  /** OpenID Connect sign-in: a provider is offered only when its issuer, id and secret are all set. */
  OIDC_GOOGLE_ISSUER: z.string().url().optional(),
  OIDC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_MICROSOFT_ISSUER: z.string().url().optional(),
  OIDC_MICROSOFT_CLIENT_ID: z.string().min(1).optional(),
  OIDC_MICROSOFT_CLIENT_SECRET: z.string().min(1).optional(),
  /** Google Classroom's API (courses and rosters), for a teacher signed in with Google who imports a course; a local stand-in in tests. */
  GOOGLE_CLASSROOM_API_URL: z.string().url().default('https://classroom.googleapis.com'),
  /** Multiplies the per-IP limits of sign-up, login, code checks and resends (a school behind one address, a browser-test run). */
  AUTH_IP_LIMIT_MULTIPLIER: z.coerce.number().int().min(1).default(1),
  /** Public origin of the site, used in links sent by email and in settings URLs. */
  PUBLIC_URL: z.string().url().optional(),
  /** Signs CSRF tokens and session cookies. Required in production. */
  SECRET_KEY: z.string().min(32).optional(),
  /** Where the built web app is; the server serves it. */
  WEB_DIST: z.string().default(path.resolve(import.meta.dirname, '../../web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests a minute one address may make to the API; schools share one address, so it is generous. */
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(1200),
  /** Largest request body accepted, in bytes (a 0.5 MB student list in base64 fits). */
  BODY_LIMIT: z.coerce.number().int().positive().default(1024 * 1024),
  /** Behind a proxy or load balancer, trust its X-Forwarded-For. */
  TRUST_PROXY: bool.default(false),
  /**
   * The longest a request may take to arrive, headers and body, in ms: a client that sends a few
   * bytes and stalls gets 408 and its connection closed (a whole body, at a school's slowest, is far
   * quicker). An answered request's response, an event stream included, is never cut by it.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** The longest a request's headers may take to arrive, in ms (at most REQUEST_TIMEOUT_MS): 408 after it. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Live games: the most event streams this process holds. */
  GAMES_STREAMS_MAX: z.coerce.number().int().positive().default(20_000),
  /**
   * Live games: open streams from one address, a ceiling only (decision 067): a school's whole hall sits
   * behind one address, two streams a child at most, so it is far above 5,000 children.
   */
  GAMES_STREAMS_PER_ADDRESS: z.coerce.number().int().positive().default(12_000),
  /**
   * Live games: requests a minute from one address on this process, a ceiling only (decision 067): 5,000
   * children answering every second fit. What holds one device back is its own limit, per player.
   */
  GAMES_REQUESTS_PER_ADDRESS: z.coerce.number().int().positive().default(300_000),
  /**
   * Live games: requests a minute from one address that carry neither a seat nor a device cookie (a
   * script that drops its cookies is a new device each time), on this process: a school's 2,000 devices
   * arriving in the same minute fit three times over.
   */
  GAMES_NEW_DEVICES_PER_ADDRESS: z.coerce.number().int().positive().default(6_000),
  /** Live games: requests a minute from one player (their seat or device cookie), on this process. */
  GAMES_REQUESTS_PER_PLAYER: z.coerce.number().int().positive().default(240),
  /** Quick match: how long a child waits for another of their grade before racing a practice opponent, in ms (tests make it short). */
  QUICK_MATCH_WAIT_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
  /**
   * Notifications: how often the sweep looks for mail that is due (a challenge's start, end and certificates,
   * the weekly summaries), in ms. Each mail is sent once however many processes sweep (decision 078).
   */
  NOTIFICATIONS_SWEEP_MS: z.coerce.number().int().min(1000).default(15 * 60 * 1000),
  /** Seed demo content at start (campaigns, competitions, schools sample). */
  SEED: bool.default(true),
  FREE_TRIAL_PERIOD_DAYS: z.coerce.number().int().positive().default(30),
  ANALYTICS_IDS: z.string().default(''),
  DEBUG: bool.default(false),
  /**
   * Serve the API's description (/api/docs and /api/docs/json). Unset: on outside production only, since it
   * lists every route, the staff ones too; a production site that wants it published says so.
   */
  API_DOCS: bool.optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Omit<Env, 'SECRET_KEY' | 'PUBLIC_URL' | 'API_DOCS'> {
  SECRET_KEY: string;
  /** Whether /api/docs and its JSON are served (API_DOCS, else everywhere but production). */
  API_DOCS: boolean;
  PUBLIC_URL: string;
  production: boolean;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty variable (DATABASE_URL= in a compose file or a shell) means "not set", not "invalid".
  const parsed = envSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError('Invalid configuration:\n  HEADERS_TIMEOUT_MS: at most REQUEST_TIMEOUT_MS (the headers are part of the request)');
  }
  if (production && !e.SECRET_KEY) {
    throw new ConfigError('Invalid configuration:\n  SECRET_KEY: required in production (32+ characters)');
  }
  return {
    ...e,
    production,
    API_DOCS: e.API_DOCS ?? !production,
    // Outside production a per-process key is fine: tokens need not outlive the process.
    SECRET_KEY: e.SECRET_KEY ?? randomBytes(32).toString('hex'),
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    ...overrides,
  };
}
