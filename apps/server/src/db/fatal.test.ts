import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../lib/crypto.ts';
import { createAccount } from '../modules/accounts/service.ts';
import { PASSWORD } from '../modules/accounts/test-support.ts';
import { createTestCsrf } from '../test/csrf.ts';
import { createPostgresDatabase } from '../test/db.ts';
import { freePort } from '../test/ports.ts';
import { TcpProxy } from '../test/tcp-proxy.ts';
import { openPglite, openPostgres, type Database } from './client.ts';
import { EXIT_DATABASE_FAULT, fatalFault, type DatabaseFault } from './fatal.ts';

/**
 * A full disk or a PANIC-class fault (decision 092): the real server (main.ts, a child process) says
 * why in one line and exits with EXIT_DATABASE_FAULT, for its supervisor to start it again, instead of
 * answering 500s or spinning. The disk is made full by a file-size limit (`ulimit -f`, no root needed)
 * just past the embedded database's write-ahead log as it stands; PostgreSQL's PANIC is an error
 * message a TCP proxy between them gives in answer to a statement, as the server would.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const SECRET = randomBytes(32).toString('hex');
const EMAIL = 'fault.teacher@example.org';
const WAL_SEGMENT = 16 * 1024 * 1024;

async function addTeacher(database: Database) {
  await database.migrate();
  const deps = { config: { FREE_TRIAL_PERIOD_DAYS: 30 } as never, database, now: () => new Date() };
  await database.db.transaction(async (tx) =>
    createAccount(tx, deps, {
      email: EMAIL,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Fault',
      lastName: 'Test',
      role: 'teacher',
      regionCode: 'uk',
      languageCode: 'en',
      marketingOptIn: false,
      emailVerifiedAt: new Date(),
    }),
  );
}

/** The server in its own process (under `limit`, a shell line run before it); resolves with its exit code and output. */
function startServer(env: Record<string, string>, limit = '') {
  const clean = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'WEB_DIST', 'DATA_DIR']) delete clean[key];
  const child = spawn('bash', ['-c', `${limit} exec "$0" apps/server/src/main.ts`, process.execPath], {
    cwd: root,
    env: { ...clean, ...env, NODE_ENV: 'development', HOST: '127.0.0.1', SECRET_KEY: SECRET, SEED: 'false', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: string | null; output: string }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, output })),
  );
  const up = new Promise<void>((resolve, reject) => {
    const check = () => output.includes('Numbloom is running') && resolve();
    child.stdout.on('data', check);
    void exited.then(({ code }) => reject(new Error(`server exited (${code}) before it was up:\n${output}`)));
  });
  return { child, up, exited };
}

/** A sign-in: it writes a session row, so the database writes its log. */
async function signIn(base: string) {
  const csrf = createTestCsrf(SECRET);
  const res = await fetch(`${base}/api/v2/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...csrf.headers, cookie: Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`).join('; ') },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  return res.status;
}

/** Signs in again and again until the server is gone. */
async function writeUntilGone(base: string, exited: Promise<unknown>) {
  let gone = false;
  void exited.then(() => (gone = true));
  for (let i = 0; i < 200 && !gone; i++) {
    try {
      await signIn(base);
    } catch {
      return; // the connection closed under the request: the process ended
    }
  }
}

/** The one line the server wrote about the fault. */
function faultLine(output: string): { msg: string; fault: DatabaseFault } {
  const line = output.split('\n').find((l) => l.includes('"the database cannot go on'));
  expect(line, output).toBeDefined();
  return JSON.parse(line!);
}

describe('which faults stop the process', () => {
  it('a full disk, a PANIC or a damaged file do; a restart, a busy server, a refused value do not', () => {
    expect(fatalFault({ severity: 'ERROR', code: '53100', message: 'could not extend file "base/5/1": No space left on device' }, 'postgres')?.reason).toBe('no room on the disk');
    expect(fatalFault({ severity: 'ERROR', code: 'XX000', message: 'could not extend file "base/5/16384": File too large' }, 'pglite')?.reason).toBe('no room on the disk');
    expect(fatalFault(new Error('wrapped', { cause: { severity: 'PANIC', code: 'XX000', message: 'could not write to log file' } }), 'postgres')?.reason).toBe('the database panicked');
    expect(fatalFault({ severity: 'FATAL', code: '57P01', message: 'terminating connection due to administrator command' }, 'pglite')?.reason).toBe('the database ended its session');
    expect(fatalFault({ severity: 'ERROR', code: '58030', message: 'could not read block 0' }, 'postgres')?.reason).toBe('the disk failed');
    // PostgreSQL restarting or busy: the pool connects again (503 meanwhile)
    expect(fatalFault({ severity: 'FATAL', code: '57P01', message: 'terminating connection due to administrator command' }, 'postgres')).toBeUndefined();
    expect(fatalFault({ severity: 'FATAL', code: '53300', message: 'sorry, too many clients already' }, 'postgres')).toBeUndefined();
    // a value someone sent, quoted by the database, stops nothing
    expect(fatalFault({ severity: 'ERROR', code: '22P02', message: 'invalid input syntax for type integer: "No space left on device"' }, 'postgres')).toBeUndefined();
    expect(fatalFault(new Error('Failed query: insert … params: File too large'), 'pglite')).toBeUndefined();
  });
});

describe('the embedded database on a disk with no room left', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'numbloom-full-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('the server says why and exits for its supervisor, instead of spinning', { timeout: 180_000 }, async () => {
    const prepared = await openPglite(dir);
    await addTeacher(prepared);
    await prepared.close();
    // where the write-ahead log will write next, once a start has written its own records
    const again = await openPglite(dir);
    const lsn = (await again.db.execute<{ lsn: string }>(sql`select pg_current_wal_insert_lsn()::text as lsn`)).rows[0]!.lsn;
    await again.close();
    const offset = Number(BigInt(`0x${lsn.split('/')[1]}`) % BigInt(WAL_SEGMENT));
    // files may grow to 64 KB past it (ulimit counts 1,024-byte blocks): room to start, none to keep writing
    const blocks = Math.ceil((offset + 64 * 1024) / 1024);
    const port = await freePort();
    const server = startServer({ DATA_DIR: dir, PORT: String(port) }, `ulimit -f ${blocks} &&`);
    await server.up;
    await writeUntilGone(`http://127.0.0.1:${port}`, server.exited);
    const { code, signal, output } = await server.exited;
    expect(signal, output).toBeNull();
    expect(code, output).toBe(EXIT_DATABASE_FAULT);
    const line = faultLine(output);
    expect(line.fault.reason).toBe('no room on the disk');
    expect(line.fault.detail).toMatch(/File too large/);
    // the fault is the database's, about its files: nothing of the teacher who signed in
    expect(line.msg + JSON.stringify(line.fault)).not.toContain(EMAIL);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL answering a statement with a PANIC', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const proxy = { current: undefined as TcpProxy | undefined };
  afterAll(async () => {
    await proxy.current?.close();
    await created?.drop();
  });

  it('the server says why and exits for its supervisor', { timeout: 120_000 }, async () => {
    created = await createPostgresDatabase('numbloom_fatal');
    const direct = await openPostgres(created.url);
    await addTeacher(direct);
    await direct.close();
    const url = new URL(created.url);
    proxy.current = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.current.open();
    url.hostname = '127.0.0.1';
    url.port = String(proxy.current.port);
    const port = await freePort();
    const server = startServer({ DATABASE_URL: url.toString(), PORT: String(port) });
    await server.up;
    expect(await signIn(`http://127.0.0.1:${port}`)).toBe(200);
    proxy.current.forge({ severity: 'PANIC', code: 'XX000', message: 'could not write to file "pg_wal/xlogtemp.42": No space left on device' });
    await writeUntilGone(`http://127.0.0.1:${port}`, server.exited);
    const { code, signal, output } = await server.exited;
    expect(signal, output).toBeNull();
    expect(code, output).toBe(EXIT_DATABASE_FAULT);
    const line = faultLine(output);
    expect(line.fault).toMatchObject({ reason: 'no room on the disk', severity: 'PANIC', code: 'XX000' });
    expect(line.msg + JSON.stringify(line.fault)).not.toContain(EMAIL);
  });

  it('a statement refused for what was sent stops nothing', { timeout: 60_000 }, async () => {
    const faults: DatabaseFault[] = [];
    const database = await openPostgres(created.url, {}, (fault) => faults.push(fault));
    try {
      // the error message arrives, and is heard, before the statement fails
      await expect(database.db.execute(sql`select ${'No space left on device'}::int`)).rejects.toThrow();
      expect(faults).toEqual([]);
      expect((await database.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);
    } finally {
      await database.close();
    }
  });
});
