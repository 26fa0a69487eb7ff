/**
 * Helpers the benchmarks share: a free loopback port, the built web app, and
 * the real server started as its own process (so the load generator in this
 * process does not share its event loop).
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { freePort } from '../../apps/server/src/test/ports.ts';

export const root = path.resolve(import.meta.dirname, '../..');

/** the tests' own: a port free on this machine now */
export { freePort };

const temps: string[] = [];
process.once('exit', () => {
  for (const dir of temps) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder removed when the benchmark exits. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temps.push(dir);
  return dir;
}

/** Builds the web app with Vite into a fresh temporary folder; throws with Vite's output when the build fails. */
export function buildWeb(): string {
  const out = tempDir('numbloom-bench-dist-');
  try {
    execFileSync(path.join(root, 'node_modules/.bin/vite'), ['build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'error'], {
      cwd: root,
      env: { ...process.env, WEB_DIST: out },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    const e = err as { stderr?: Buffer; stdout?: Buffer };
    throw new Error(`vite build failed:\n${String(e.stderr ?? '')}${String(e.stdout ?? '')}`.slice(0, 2000), { cause: err });
  }
  return out;
}

/** WEB_DIST, or apps/web/dist when it holds a build, or a fresh build in a temporary folder. */
export function webDist(): { dir: string; built: boolean } {
  const given = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
  if (existsSync(path.join(given, 'index.html'))) return { dir: given, built: false };
  return { dir: buildWeb(), built: true };
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, output: () => string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output().slice(-2000)}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer ${url} in time:\n${output().slice(-2000)}`);
}

/** Runs a TypeScript entry point as its own Node process on a free port; resolves once `ready` answers 200. */
export async function startProcess(entry: string, env: Record<string, string>, readyPath = '/healthz'): Promise<RunningServer> {
  const port = await freePort();
  const inherited = { ...process.env };
  for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'SECRET_KEY', 'WEB_DIST', 'NODE_ENV']) delete inherited[key];
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    env: { ...inherited, HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
    });
  try {
    await waitFor(url + readyPath, child, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, stop };
}

/**
 * The real Numbloom server (apps/server/src/main.ts) in production mode, on a
 * fresh embedded database, serving the given web build. The API rate limit is
 * lifted so the benchmark measures the work, not the 429s (the limiter still runs).
 */
export function startNumbloom(dist: string): Promise<RunningServer> {
  return startProcess('apps/server/src/main.ts', {
    NODE_ENV: 'production',
    SECRET_KEY: randomBytes(32).toString('hex'),
    DATA_DIR: tempDir('numbloom-bench-data-'),
    WEB_DIST: dist,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
  });
}
