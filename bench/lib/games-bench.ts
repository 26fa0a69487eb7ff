/**
 * What the games' benchmarks (arena, rooms) share on the server's side: the product on its database
 * with its own limits (every child of the bench comes from one address, as a school's do; decision
 * 067), a signed-in host, and the load generator run as a process of its own that says 'ready' once every
 * child is in and streaming and starts answering when told 'go'.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync, writeSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig, type Config } from '../../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { hashPassword } from '../../apps/server/src/lib/crypto.ts';
import { createAccount } from '../../apps/server/src/modules/accounts/service.ts';
import { createTestCsrf } from '../../apps/server/src/test/csrf.ts';
import { root } from './server.ts';

/**
 * The product on PostgreSQL with DATABASE_URL or PGlite in process, Redis with REDIS_URL; with
 * `hostEmail`, a teacher signed in (`host` is their cookie).
 */
export async function startGamesProduct(options: { hostEmail?: string; overrides?: Partial<Config> } = {}) {
  const database = process.env.DATABASE_URL ? await openPostgres(process.env.DATABASE_URL) : await openPglite();
  await database.migrate();
  const config = loadConfig(
    // no LOG_LEVEL: the product's default level, its lines written as they are to standard output, one write each
    { NODE_ENV: 'test', ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}) },
    {
      ...options.overrides,
    },
  );
  const devNull = openSync('/dev/null', 'w');
  const app = await buildApp({ config, database, logStream: { write: (line: string) => void writeSync(devNull, line) } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const csrf = createTestCsrf(config.SECRET_KEY);
  const csrfArgs = {
    header: Object.entries(csrf.headers).map(([k, v]) => `${k}=${v}`)[0]!,
    cookie: Object.entries(csrf.cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join('; '),
  };
  async function post(p: string, body: unknown, cookie = '') {
    // a signed-in caller's token is bound to its session (the host's), a guest's to none
    const jar = cookie ? cookie.split('; ') : [];
    const own = createTestCsrf(config.SECRET_KEY, jar);
    // the caller's own CSRF cookie (a sign-in sets a new one) gives way to the token sent with it
    cookie = jar.filter((c) => !Object.keys(own.cookies).includes(c.slice(0, c.indexOf('=')))).join('; ');
    const res = await fetch(base + p, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...own.headers,
        cookie: [...Object.entries(own.cookies).map(([k, v]) => `${k}=${v}`), cookie].filter(Boolean).join('; '),
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json().catch(() => ({}))) as Record<string, unknown>,
      cookie: res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; '),
    };
  }
  const password = 'purple tractor sings 42';
  const hostEmail = options.hostEmail;
  if (hostEmail)
    await database.db.transaction(async (tx) =>
      createAccount(
        tx,
        { config, database, now: () => new Date() },
        {
          email: hostEmail,
          passwordHash: await hashPassword(password),
          firstName: 'Bench',
          lastName: 'Host',
          role: 'teacher',
          regionCode: 'uk',
          languageCode: 'en',
          marketingOptIn: false,
          emailVerifiedAt: new Date(),
        },
      ),
    );
  const host = hostEmail ? (await post('/api/v2/accounts/login/', { email: hostEmail, password })).cookie : '';
  return {
    database,
    base,
    csrfArgs,
    post,
    host,
    store: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite in process',
    fanout: process.env.REDIS_URL ? 'through Redis' : 'in process',
    async close() {
      await app.close();
      await database.close();
      closeSync(devNull);
    },
  };
}

/**
 * Runs a load generator (bench/lib/<script>) with its arguments; `start` is called once every child
 * is in and streaming, then the generator is told to go. A generator that marks the end of a spell
 * of its load ('mark <name>', load-client.ts) waits, streams still open, until `marked` has run
 * with the name (a bench reads its meters there). Resolves with the JSON line it prints last.
 */
export function runLoad<R>(script: string, args: string[], start: () => Promise<void>, marked: (name: string) => void = () => undefined): Promise<R> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'bench/lib', script), ...args], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    let out = '';
    let result: string | undefined;
    const said = (line: string) => {
      if (line === 'ready') void start().then(() => child.stdin.write('go\n'), reject);
      else if (line.startsWith('mark ')) {
        marked(line.slice('mark '.length));
        child.stdin.write('ok\n');
      } else if (line.includes('{')) result = line.slice(line.indexOf('{'));
    };
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      let end;
      while ((end = out.indexOf('\n')) >= 0) {
        said(out.slice(0, end));
        out = out.slice(end + 1);
      }
    });
    child.on('exit', (status) => {
      if (status !== 0 || !result) reject(new Error(`load generator exited ${status}: ${out}`));
      else resolve(JSON.parse(result) as R);
    });
  });
}

/**
 * CPU ticks each of the machine's PostgreSQL server processes has used (Linux /proc), by process,
 * to print the database's own CPU; null where /proc cannot tell.
 */
export function postgresCpuTicks(): Map<number, number> | null {
  try {
    const ticks = new Map<number, number>();
    for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
      let stat: string;
      try {
        stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      } catch {
        continue;
      }
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(Number(pid), Number(fields[11]) + Number(fields[12]));
    }
    return ticks.size > 0 ? ticks : null;
  } catch {
    return null;
  }
}

/**
 * The CPU seconds PostgreSQL used between two readings. A process that ended in between takes its
 * ticks with it (an idle pooled connection closing), so each process counts from its own first
 * reading: what an ending process used in between is lost, never subtracted.
 */
export function postgresCpuSecondsSince(before: Map<number, number> | null, now: Map<number, number> | null): number | null {
  if (!before || !now) return null;
  let ticks = 0;
  for (const [pid, used] of now) ticks += used - (before.get(pid) ?? 0);
  return ticks / 100;
}

/**
 * How many times this process's main thread has gone to sleep and been woken (Linux /proc): each
 * wake-up from an idle wait costs CPU beyond the work it does (cold caches), and at a class's pace
 * the number of them per answer moves the CPU per answer more than most of the code does.
 */
export function mainThreadWakeUps(): number | null {
  try {
    const status = readFileSync(`/proc/self/task/${process.pid}/status`, 'utf8');
    const found = /^voluntary_ctxt_switches:\s+(\d+)$/m.exec(status);
    return found ? Number(found[1]) : null;
  } catch {
    return null;
  }
}
