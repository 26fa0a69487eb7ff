/**
 * An acknowledged answer survives the server being killed (decision 035): the
 * real server (main.ts) runs as a child process on a PGlite directory, or on
 * PostgreSQL; children answer as fast as they can; the process is killed with
 * SIGKILL mid-game; every answer the server had acknowledged is then found in
 * the database, counted once in its child's score (answers that arrive during
 * a room's commit share the next, decision 092: an answer acknowledged before
 * its commit would be caught missing).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GAME_PATHS, seatCookieName } from '@numbloom/domain/games';
import { openPglite, openPostgres, type Database } from '../../db/client.ts';
import { createTestCsrf } from '../../test/csrf.ts';
import { createPostgresDatabase, testDrivers } from '../../test/db.ts';
import { hashPassword } from '../../lib/crypto.ts';
import { createAccount } from '../accounts/service.ts';
import { PASSWORD } from '../accounts/test-support.ts';
import { findRoom } from './store.ts';
import { roomAnswers, roomPlayers } from './tables.ts';
import { GAME } from './test-support.ts';
import { freePort } from '../../test/ports.ts';
import { migratedDataDir } from '../../test/migrated-data-dir.ts';

const root = path.resolve(import.meta.dirname, '../../../../..');
const SECRET = randomBytes(32).toString('hex');
const EMAIL = 'crash.host@example.org';

/** A database ready for the server: migrated, with a teacher who can sign in. */
async function prepare(database: Database) {
  await database.migrate();
  const deps = { config: { FREE_TRIAL_PERIOD_DAYS: 30 } as never, database, now: () => new Date() };
  await database.db.transaction(async (tx) =>
    createAccount(tx, deps, {
      email: EMAIL,
      passwordHash: await hashPassword(PASSWORD),
      firstName: 'Crash',
      lastName: 'Test',
      role: 'teacher',
      regionCode: 'uk',
      languageCode: 'en',
      marketingOptIn: false,
      emailVerifiedAt: new Date(),
    }),
  );
  await database.close();
}

/** Where each driver keeps its data, and how to open it again after the kill. */
async function storage(driver: 'pglite' | 'postgres') {
  if (driver === 'pglite') {
    const dir = mkdtempSync(path.join(tmpdir(), 'numbloom-crash-'));
    // migrated from the template, not statement by statement on disk (test/migrated-data-dir.ts)
    await migratedDataDir(dir);
    await prepare(await openPglite(dir));
    return { env: { DATA_DIR: dir }, reopen: () => openPglite(dir), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const created = await createPostgresDatabase('numbloom_crash');
  await prepare(await openPostgres(created.url));
  return { env: { DATABASE_URL: created.url }, reopen: () => openPostgres(created.url), drop: created.drop };
}

describe.each(testDrivers())('a server killed mid-game on %s', (driver) => {
  it('has written every answer it acknowledged, each counted once', { timeout: 240_000 }, async () => {
    const data = await storage(driver);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { ...process.env };
    for (const key of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PUBLIC_URL', 'WEB_DIST']) delete env[key];
    const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
      cwd: root,
      env: { ...env, ...data.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), SECRET_KEY: SECRET, SEED: 'false', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const up = new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (d) => {
        output += d;
        if (output.includes('Numbloom is running')) resolve();
      });
      child.stderr!.on('data', (d) => (output += d));
      child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was up:\n${output}`)));
    });
    const killed = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const database = { current: undefined as Database | undefined };
    try {
      await up;
      const post = async (url: string, body: object, cookies: string[] = []) => {
        const csrf = createTestCsrf(SECRET, cookies);
        const csrfCookie = Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`);
        const res = await fetch(base + url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...csrf.headers, cookie: [...csrfCookie, ...cookies].join('; ') },
          body: JSON.stringify(body),
        });
        return { status: res.status, json: (await res.json()) as Record<string, unknown>, cookies: res.headers.getSetCookie().map((c) => c.split(';')[0]!) };
      };
      const login = await post('/api/v2/accounts/login/', { email: EMAIL, password: PASSWORD });
      expect(login.status).toBe(200);
      const host = login.cookies;
      const room = await post(GAME_PATHS.create, { activity_id: GAME, join_check: false }, host);
      const code = room.json.code as string;
      const kids = await Promise.all(
        Array.from({ length: 12 }, async (_, i) => {
          const joined = await post(GAME_PATHS.join, { code, nickname: `Child ${i}` });
          expect(joined.status).toBe(200);
          return { id: joined.json.player_id as string, cookie: joined.cookies.find((c) => c.startsWith(`${seatCookieName(code)}=`))! };
        }),
      );
      expect((await post(GAME_PATHS.start, { code }, host)).status).toBe(200);

      const reopen = async () => {
        database.current = await data.reopen();
        return database.current;
      };

      const acknowledged: Array<{ playerId: string; itemIndex: number; correct: boolean }> = [];
      let kill: () => void = () => {};
      const killNow = new Promise<void>((resolve) => (kill = resolve));
      // SIGKILL once a good number of answers were acknowledged, with more in flight
      void killNow.then(() => child.kill('SIGKILL'));
      await Promise.all(
        kids.map(async (kid, k) => {
          for (let i = 0; i < 10; i++) {
            // sums within 100: some right, most wrong, which is all this test needs
            const response = String(10 + ((k * 7 + i * 13) % 90));
            let res;
            try {
              res = await post(GAME_PATHS.answers(code), { item_index: i, response }, [kid.cookie]);
            } catch {
              return; // the server is gone
            }
            if (res.status !== 200) return;
            acknowledged.push({ playerId: kid.id, itemIndex: i, correct: res.json.correct as boolean });
            if (acknowledged.length >= 40) kill();
          }
        }),
      );
      kill();
      await killed;
      expect(child.signalCode).toBe('SIGKILL');
      expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      // killed mid-game: not every answer got through
      expect(acknowledged.length).toBeLessThan(kids.length * 10);

      const db = (await reopen()).db;
      const row = (await findRoom(db, code))!;
      const players = await db.select().from(roomPlayers).where(eq(roomPlayers.roomId, row.id));
      const written = await db.select().from(roomAnswers);
      const key = (a: { playerId: string; itemIndex: number }) => `${a.playerId}:${a.itemIndex}`;
      const stored = new Map(written.map((a) => [key(a), a]));
      const missing = acknowledged.filter((a) => !stored.has(key(a)));
      expect(missing).toEqual([]);
      for (const a of acknowledged) expect(stored.get(key(a))!.correct).toBe(a.correct);
      // each child's totals are the answers written, once each
      for (const p of players) {
        const mine = written.filter((a) => a.playerId === p.id);
        expect(p.answered).toBe(mine.length);
        expect(p.score).toBe(mine.filter((a) => a.correct).length);
      }
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await database.current?.close();
      await data.drop();
    }
  });
});
