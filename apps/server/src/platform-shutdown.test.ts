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
import { freePort } from './test/ports.ts';

const root = path.resolve(import.meta.dirname, '../../..');

/** This process's environment without the settings that would point the server elsewhere. */
function serverEnv(own: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'SECRET_KEY', 'WEB_DIST']) delete env[key];
  return { ...env, ...own };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitUntilUp(base: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${output()}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`server did not start:\n${output()}`);
}

describe('graceful shutdown of the real server process', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'numbloom-shutdown-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('finishes the request in flight on SIGTERM, refuses new connections, then exits 0', { timeout: 150_000 }, async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
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
      await waitUntilUp(base, child, () => output);

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
      await sleep(300);

      child.kill('SIGTERM');
      // Wait until the server has stopped listening: a new connection is refused.
      let refused = false;
      for (let i = 0; i < 50 && !refused; i++) {
        await sleep(100);
        refused = await new Promise<boolean>((resolve) => {
          const socket = net.connect(port, '127.0.0.1');
          socket.once('connect', () => {
            socket.destroy();
            resolve(false);
          });
          socket.once('error', () => resolve(true));
        });
      }
      expect(refused, 'new connections refused after SIGTERM').toBe(true);
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
