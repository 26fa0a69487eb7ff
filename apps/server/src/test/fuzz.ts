import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { TestApp } from './app.ts';
import { createTestCsrf } from './csrf.ts';
import { mailSettled } from '../modules/mail/service.ts';

/**
 * Requests made from the OpenAPI document and then broken, as an attacker or
 * a careless client would send them: for every route in the document (no
 * hand list, so a route is covered the day it lands), a request generated
 * from its schema, then one mutation (types, missing and unknown fields, huge
 * and empty strings, NUL, lone surrogates, invalid UTF-8, deep nesting,
 * numbers out of range, prototype keys, broken and huge base64, wrong content
 * types and charsets, bad path parameters). A seeded generator makes every
 * run the same. Used by fuzz.test.ts (a few hundred a route) and
 * bench/fuzz.bench.ts (many thousands).
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
  nullable?: boolean;
  additionalProperties?: boolean | Schema;
  default?: unknown;
};

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface FuzzRoute {
  method: string;
  path: string;
  /** The first path segments after /api/v2/ (or the first two), for a report by group. */
  group: string;
  params: Parameter[];
  body?: Schema;
}

/** Every operation of the app's OpenAPI document. */
export function routesOf(app: FastifyInstance): FuzzRoute[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>> };
  const routes: FuzzRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const segments = path.split('/').filter(Boolean);
      const group = (segments[0] === 'api' ? segments.slice(2, 3) : segments.slice(0, 2)).join('/') || '/';
      routes.push({ method: method.toUpperCase(), path, group, params: op.parameters ?? [], body: op.requestBody?.content?.['application/json']?.schema });
    }
  }
  return routes;
}

/** mulberry32: small, fast, and the same sequence for the same seed. */
export function seeded(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}
export type Rng = ReturnType<typeof seeded>;

const SAMPLE_TEXT = ['Ann', 'Riverbend Elementary', 'ann@example.org', 'US', 'en', 'hello there', '+61412345678', 'ABCD2345', 'spring-2026', '2026-05-01T09:00:00Z', '1', 'teacher'];

function stringFor(schema: Schema, rng: Rng): string {
  switch (schema.format) {
    case 'email':
      return `fuzz${rng.int(1, 1e6)}@example.org`;
    case 'uuid':
      return '3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b';
    case 'date-time':
      return '2026-05-01T09:00:00Z';
    case 'uri':
    case 'url':
      return 'https://example.org/';
  }
  let value = rng.pick(SAMPLE_TEXT);
  if (schema.maxLength !== undefined) value = value.slice(0, schema.maxLength);
  if (schema.minLength !== undefined && value.length < schema.minLength) value = value.padEnd(schema.minLength, 'a');
  return value;
}

/** A value that fits the schema's types and bounds (patterns and refinements are the server's to judge). */
export function generate(schema: Schema | undefined, rng: Rng, depth = 0): unknown {
  if (!schema || depth > 6) return null;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return rng.pick(schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return generate(rng.pick(alternatives), rng, depth + 1);
  if (schema.allOf?.length) return generate(schema.allOf[0], rng, depth + 1);
  const type = Array.isArray(schema.type) ? rng.pick(schema.type.filter((t) => t !== 'null')) : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(schema.properties ?? {})) {
        if (schema.required?.includes(key) || rng.chance(0.6)) out[key] = generate(child, rng, depth + 1);
      }
      return out;
    }
    case 'array': {
      const n = Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, rng.int(0, 3)));
      return Array.from({ length: n }, () => generate(schema.items, rng, depth + 1));
    }
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : 0;
      const max = typeof schema.maximum === 'number' ? schema.maximum : Math.max(min, 1000);
      return rng.int(Math.ceil(min), Math.min(Math.floor(max), Math.ceil(min) + 1000));
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'null':
      return null;
    case 'string':
    default:
      return stringFor(schema, rng);
  }
}

/** Strings that break text rules, base64 and path parameters. */
const HUGE = 'x'.repeat(200_000);
const EVIL_STRINGS = ['', ' ', HUGE, 'Ann\u0000', 'ab\u0000c', '\ud800', 'a\udc00b', '\u0007bell', '\u202eevil', '<script>alert(1)</script>', "' or 1=1 --", '2026-13-45T99:99:99Z', '%00', '../../etc/passwd', '\u{1F600}'.repeat(300), 'not*base64', 'QUJD'.repeat(300_000)];
const EVIL_NUMBERS = [-1, 0, 1.5, 2 ** 31, 2 ** 53 + 2, -(2 ** 63), 1e308, -1e308, Number.MAX_SAFE_INTEGER];
const EVIL_PATH_PARAMS = ['%ff', '%00', '%E0%A4%A', 'a%2Fb', '..', '-1', '0', '99999999999999999999', 'x'.repeat(300), '%F0%9F%98%80', 'null', '%20'];

export interface FuzzCase {
  mutation: string;
  request: InjectOptions & { url: string };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** Percent-encodes a query value; '%00' stays as typed and a lone surrogate becomes the bytes of one (invalid UTF-8). */
const encodeQuery = (v: string) =>
  v === '%00' ? '%00' : encodeURIComponent(v.replace(LONE_SURROGATE, '\uFFFD')).replace(/%EF%BF%BD/g, '%ED%A0%80');

const deepNest = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);

function pathsOf(value: unknown, prefix: string[] = [], out: string[][] = []): string[][] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) {
      out.push([...prefix, key]);
      pathsOf(child, [...prefix, key], out);
    }
  }
  return out;
}

function setAt(target: Record<string, unknown>, path: string[], value: unknown) {
  let node: Record<string, unknown> = target;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path[path.length - 1]!] = value;
}

function deleteAt(target: Record<string, unknown>, path: string[]) {
  let node: Record<string, unknown> = target;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  delete node[path[path.length - 1]!];
}

const wrongTypeFor = (rng: Rng, value: unknown): unknown => {
  const options: unknown[] = [null, true, 12, 'text', [], {}, [1, 'a'], { a: { b: 1 } }];
  return rng.pick(options.filter((o) => typeof o !== typeof value));
};

/** One request for the route, broken by one mutation chosen by the generator. */
export function fuzzCase(route: FuzzRoute, rng: Rng): FuzzCase {
  const pathParams: Record<string, string> = {};
  for (const p of route.params.filter((x) => x.in === 'path')) pathParams[p.name] = encodeURIComponent(String(generate(p.schema, rng)));
  const query: Record<string, string> = {};
  for (const p of route.params.filter((x) => x.in === 'query')) if (p.required || rng.chance(0.5)) query[p.name] = String(generate(p.schema, rng));
  let body: unknown = route.body ? generate(route.body, rng) : undefined;
  let raw: string | Buffer | undefined;
  let contentType = 'application/json';

  const mutations = [
    'valid',
    'wrong-type',
    'missing',
    'unknown-field',
    'evil-string',
    'evil-number',
    'prototype-key',
    'deep-nesting',
    'invalid-utf8',
    'not-json',
    'content-type',
    'charset',
    'whole-body-type',
    'bad-path-param',
    'evil-query',
  ] as const;
  const mutation = rng.pick(mutations);
  const fields = body && typeof body === 'object' && !Array.isArray(body) ? pathsOf(body) : [];
  const b = body as Record<string, unknown>;
  switch (mutation) {
    case 'wrong-type':
      if (fields.length) setAt(b, rng.pick(fields), wrongTypeFor(rng, undefined));
      else query[rng.pick(Object.keys(query).concat('region_code'))] = '[object Object]';
      break;
    case 'missing':
      if (fields.length) deleteAt(b, rng.pick(fields));
      else body = undefined;
      break;
    case 'unknown-field':
      if (b && typeof b === 'object') b[rng.pick(['extra', 'isAdmin', 'role_id', '$where'])] = rng.pick([1, 'x', true]);
      else query[rng.pick(['extra', 'admin', 'debug'])] = '1';
      break;
    case 'evil-string': {
      const value = rng.pick(EVIL_STRINGS);
      if (fields.length) setAt(b, rng.pick(fields), value);
      else if (Object.keys(query).length) query[rng.pick(Object.keys(query))] = value.slice(0, 5000);
      else if (route.body) body = value;
      break;
    }
    case 'evil-number': {
      const value = rng.pick(EVIL_NUMBERS);
      if (fields.length) setAt(b, rng.pick(fields), value);
      else if (Object.keys(query).length) query[rng.pick(Object.keys(query))] = String(value);
      break;
    }
    case 'prototype-key':
      raw = rng.pick([
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"isAdmin":true}}}',
        `{"a":1,"__proto__":{"x":1},"email":"ann@example.org"}`,
      ]);
      break;
    case 'deep-nesting':
      raw = rng.chance(0.5) ? deepNest(rng.int(50, 20000)) : `{"a":${'{"a":'.repeat(500)}1${'}'.repeat(500)}}`;
      break;
    case 'invalid-utf8':
      raw = Buffer.concat([Buffer.from('{"your_name":"'), Buffer.from([0xc3, 0x28, 0xff, 0xfe]), Buffer.from('","email":"a@b.co"}')]);
      break;
    case 'not-json':
      raw = rng.pick(['{', '{"a":', 'null', '[]', '"text"', '1e999', 'tru', '\u0000', '{"a":1}{"b":2}']);
      break;
    case 'content-type':
      contentType = rng.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', 'application/json-patch+json', 'text/html', '']);
      raw = contentType.startsWith('application/x-www') ? 'a=1&b=2' : JSON.stringify(body ?? {});
      break;
    case 'charset':
      contentType = `application/json; charset=${rng.pick(['utf-16', 'latin1', 'iso-8859-1', 'utf-32', 'x-unknown', 'UTF-8'])}`;
      raw = JSON.stringify(body ?? {});
      break;
    case 'whole-body-type':
      body = rng.pick([[], 'text', 7, null, true, [{}], { '': 1 }]);
      break;
    case 'bad-path-param':
      for (const name of Object.keys(pathParams)) pathParams[name] = rng.pick(EVIL_PATH_PARAMS);
      break;
    case 'evil-query':
      query[rng.pick(Object.keys(query).concat('region_code', 'search', '__proto__'))] = rng.pick(['%00', '\u0000', '\ud800', 'x'.repeat(5000), '', '[]']);
      break;
    case 'valid':
      break;
  }

  let url = route.path.replace(/\{([^}]+)\}/g, (_, name: string) => pathParams[name] ?? 'x');
  const qs = Object.entries(query)
    .map(([k, v]) => `${encodeQuery(k)}=${encodeQuery(v)}`)
    .join('&');
  if (mutation === 'bad-path-param' && Object.keys(pathParams).length === 0) url = `${url}%ff`;
  if (qs) url += `?${qs}`;
  const request: FuzzCase['request'] = { method: route.method as InjectOptions['method'], url };
  if (route.method !== 'GET' && route.method !== 'HEAD') {
    const payload = raw ?? (body === undefined ? undefined : JSON.stringify(body));
    if (payload !== undefined) {
      request.payload = payload;
      if (contentType) request.headers = { 'content-type': contentType };
    }
  }
  return { mutation, request };
}

export interface Verdict {
  ok: boolean;
  problem?: string;
}

/**
 * A failure on our side: any 5xx but 503, which is a designed answer (not
 * ready yet: /readyz on a database slow to answer, a stream hub that is
 * stopping) and must still be in the one error shape.
 */
export const isFailure = (status: number) => status >= 500 && status !== 503;

/**
 * What every answer must be: never a 5xx failure; every refusal the one error shape
 * (user_message, and for a 400 at least one message by field).
 */
/** What the fuzz reads of an answer. */
export interface Answer {
  statusCode: number;
  headers: LightMyRequestResponse['headers'];
  body: string;
  json(): unknown;
}

/**
 * Sends one request and reads its answer. An event stream never ends by
 * itself, so one that opens is judged by its status and headers and closed
 * at once, as a browser that goes away would close it.
 */
export async function send(app: FastifyInstance, request: InjectOptions): Promise<Answer> {
  const controller = new AbortController();
  const res = await app.inject({ ...request, payloadAsStream: true, signal: controller.signal });
  const stream = res.stream();
  const answer = (body: string): Answer => ({ statusCode: res.statusCode, headers: res.headers, body, json: () => JSON.parse(body) });
  if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
    stream.on('error', () => {});
    controller.abort();
    return answer('');
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return answer(Buffer.concat(chunks).toString('utf8'));
}

export function judge(res: Answer): Verdict {
  if (isFailure(res.statusCode)) return { ok: false, problem: `answered ${res.statusCode}: ${res.body.slice(0, 300)}` };
  if (res.statusCode < 400) return { ok: true };
  let body: { user_message?: unknown; errors?: unknown };
  try {
    body = res.json() as typeof body;
  } catch {
    return { ok: false, problem: `refusal ${res.statusCode} is not JSON: ${res.body.slice(0, 200)}` };
  }
  if (typeof body.user_message !== 'string' || body.user_message === '') return { ok: false, problem: `refusal ${res.statusCode} has no user_message: ${res.body.slice(0, 200)}` };
  if ('code' in body || 'statusCode' in body) return { ok: false, problem: `refusal ${res.statusCode} is Fastify's own shape: ${res.body.slice(0, 200)}` };
  if (res.statusCode === 400) {
    const errors = body.errors as Record<string, unknown> | undefined;
    if (!errors || typeof errors !== 'object' || Object.keys(errors).length === 0 || !Object.values(errors).every((m) => typeof m === 'string' && m !== '')) {
      return { ok: false, problem: `400 without a message by field: ${res.body.slice(0, 200)}` };
    }
  }
  return { ok: true };
}

/**
 * Rows written (inserted or deleted) in every table but the attempt counters (which exist to count
 * refusals) since this was called: a refused request writes none. A trigger on each table counts
 * them, so a check is one read of one row; counting every table's rows after every request cost more
 * than the requests themselves.
 */
export async function rowCounter(database: Database): Promise<() => Promise<number>> {
  const result = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('throttle_counters') order by table_name`,
  );
  const tables = (result.rows as Array<{ table_name: string }>).map((r) => r.table_name);
  // its own schema, out of the product's tables that other sweeps walk
  const setUp = [
    'create schema if not exists fuzz',
    'create table if not exists fuzz.row_writes (n bigint not null)',
    'insert into fuzz.row_writes select 0 where not exists (select 1 from fuzz.row_writes)',
    'create or replace function fuzz.count_row_write() returns trigger language plpgsql as $$ begin update fuzz.row_writes set n = n + 1; return null; end $$',
  ];
  // one statement each: a prepared statement holds one command
  for (const statement of setUp) await database.db.execute(sql.raw(statement));
  for (const table of tables) {
    await database.db.execute(
      sql.raw(`create or replace trigger fuzz_row_writes after insert or delete on "${table}" for each row execute function fuzz.count_row_write()`),
    );
  }
  return async () => Number(((await database.db.execute(sql`select n from fuzz.row_writes`)).rows[0] as { n: number | string }).n);
}

export interface FuzzOptions {
  seed: number;
  /** Cases every route gets, whatever the time. */
  minPerRoute: number;
  /** Cases a route gets at most. */
  maxPerRoute: number;
  /** Time shared by the routes: past its share, a route stops at minPerRoute. */
  budgetMs: number;
  /** Signs a user in and returns the session cookie (half the requests carry it). */
  signIn: () => Promise<Record<string, string>>;
}

export interface FuzzReport {
  sent: number;
  routes: number;
  byStatus: Map<number, number>;
  byGroup: Map<string, Map<number, number>>;
  failures: string[];
}

/**
 * Sends the cases route by route, from many network addresses (a new one per
 * request, so per-address limits stay out of the way), mostly with a valid
 * CSRF token, half of them signed in; judges every answer and checks that a
 * refused request wrote no row.
 */
export async function runFuzz(t: TestApp, opts: FuzzOptions): Promise<FuzzReport> {
  const routes = routesOf(t.app);
  const rng = seeded(opts.seed);
  const rows = await rowCounter(t.database);
  const report: FuzzReport = { sent: 0, routes: routes.length, byStatus: new Map(), byGroup: new Map(), failures: [] };
  let session = await opts.signIn();
  let before = await rows();
  const perRouteMs = opts.budgetMs / routes.length;
  for (const route of routes) {
    const started = Date.now();
    for (let i = 0; i < opts.maxPerRoute && (i < opts.minPerRoute || Date.now() - started < perRouteMs); i++) {
      const { mutation, request } = fuzzCase(route, rng);
      const withToken = rng.chance(0.9);
      const jar = rng.chance(0.5) ? session : {};
      // the token a signed-in page holds is bound to its session (decision 003)
      const csrf = createTestCsrf(t.config.SECRET_KEY, jar);
      const res = await send(t.app, {
        ...request,
        remoteAddress: `10.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
        headers: { ...(withToken ? csrf.headers : {}), ...request.headers },
        cookies: { ...(withToken ? csrf.cookies : {}), ...jar },
      });
      report.sent++;
      report.byStatus.set(res.statusCode, (report.byStatus.get(res.statusCode) ?? 0) + 1);
      const group = report.byGroup.get(route.group) ?? new Map<number, number>();
      group.set(res.statusCode, (group.get(res.statusCode) ?? 0) + 1);
      report.byGroup.set(route.group, group);
      const where = `${route.method} ${route.path} [${mutation}] ${request.url.slice(0, 120)}`;
      const verdict = judge(res);
      if (!verdict.ok) report.failures.push(`${where}: ${verdict.problem}`);
      // An accepted request may still be writing its mail log in the background: count once it is done,
      // or its row lands in the next (refused) request's count.
      await mailSettled();
      const after = await rows();
      if (res.statusCode >= 400 && after !== before) report.failures.push(`${where}: refused with ${res.statusCode} but wrote ${after - before} row(s)`);
      before = after;
    }
    // A fuzzed request may have ended the session (log out, close the account): the next route gets a new one.
    if ((await t.app.inject({ method: 'GET', url: '/api/v2/accounts/me/', cookies: session })).statusCode !== 200) {
      session = await opts.signIn();
      before = await rows();
    }
  }
  return report;
}
