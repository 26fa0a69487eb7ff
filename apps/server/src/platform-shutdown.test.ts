/**
 * Graceful shutdown of the real server process (main.ts): on SIGTERM it stops
 * taking new connections, lets the request in flight finish, closes the
 * database and exits 0. The request is held in flight the way a slow school
 * network holds one: its body arrives in two parts, SIGTERM in between.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from './test/migrated-data-dir.ts';
import { freePort } from './test/ports.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** This process's environment without the settings that would point the server elsewhere. */
function serverEnv(own: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'SECRET_KEY', 'WEB_DIST']) delete env[key];
  return { ...env, ...own };
}

/**
 * Resolves once the server's output (its log, one JSON line a message) has a line matching `line`;
 * rejects if the server exits first. A wait on what the server says it did, not on time.
 */
function untilLogged(child: ChildProcess, output: () => string, line: RegExp): Promise<void> {
  const seen = () => output().split('\n').some((l) => line.test(l));
  if (seen()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!seen()) return;
      stop();
      resolve();
    };
    const exited = (code: number | null) => {
      stop();
      reject(new Error(`server exited (${code}) before logging ${line}:\n${output()}`));
    };
    const stop = () => {
      child.stdout!.off('data', check);
      child.stderr!.off('data', check);
      child.off('exit', exited);
    };
    child.stdout!.on('data', check);
    child.stderr!.on('data', check);
    child.once('exit', exited);
  });
}

/** Whether a new connection to the port is refused. */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('graceful shutdown of the real server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'numbloom-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes the request in flight on SIGTERM, refuses new connections, then exits 0', { timeout: 150_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    // a server that has run before: its database migrated (how a first start migrates is db/client.test.ts's)
    await migratedDataDir(dataDir);
    const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: root,
      env: serverEnv({ NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

    try {
      await untilLogged(child, () => output, /Numbloom is running at/);

      // A CSRF token the way the browser gets one.
      const csrf = await fetch(`${base}/api/v2/csrf/`);
      const token = ((await csrf.json()) as { csrf_token: string }).csrf_token;

      const body = JSON.stringify({
        your_name: 'Slow Network',
        email: 'slow@example.org',
        message: 'Sent over a slow line while the server was asked to stop.',
      });
      const half = Math.floor(body.length / 2);
      let finish = () => {};
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          `${base}/api/v2/contact/`,
          {
            method: 'POST',
            agent: false,
            headers: {
              'content-type': 'application/json',
              'content-length': Buffer.byteLength(body),
              cookie: `csrftoken=${token}`,
              'x-csrftoken': token,
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c) => (text += c));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
          },
        );
        req.on('error', reject);
        req.write(body.slice(0, half));
        // The rest follows once the server has been told to stop.
        finish = () => req.end(body.slice(half));
      });
      answer.catch(() => {}); // awaited below; this only keeps a failure from being reported twice
      // the server has the request (it logs each one as it comes in, before its body)
      await untilLogged(child, () => output, /^(?=.*"msg":"incoming request")(?=.*"url":"\/api\/v2\/contact\/")/);

      child.kill('SIGTERM');
      // Wait until the server has stopped listening: a new connection is refused. The limit is for a
      // server that never stops listening, well above a loaded machine's time.
      await expect.poll(() => refused(port), { timeout: 30_000, message: 'new connections refused after SIGTERM' }).toBe(true);
      expect(child.exitCode, 'still running while a request is in flight').toBeNull();

      finish();
      const res = await answer;
      expect(res).toEqual({ status: 200, body: JSON.stringify({ status: 'ok' }) });

      expect(await exited).toBe(0);
      expect(output).toMatch(/shutting down/);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  });
});
