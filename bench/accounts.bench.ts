/**
 * Accounts: how many logins a second one server process can check (argon2id
 * bound, so the parameters are printed with the figure), and how many
 * verification-code checks. Runs the real app in-process on an in-memory
 * PGlite database with app.inject (no TCP: for routes this CPU-bound the
 * socket layer is a few per cent), each request from its own address so the
 * per-IP limits measure nothing here.
 *
 *   npm run bench accounts      BENCH_SECONDS=5 BENCH_CONCURRENCY=8 by default
 */
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite } from '../apps/server/src/db/client.ts';
import { ARGON2_PARAMS, hashPassword, randomToken, saltedHmac, tokenHash, verifyPassword, constantTimeEqualHex } from '../apps/server/src/lib/crypto.ts';
import { createAccount } from '../apps/server/src/modules/accounts/service.ts';
import { newCode } from '../apps/server/src/modules/onboarding/service.ts';
import * as onboardingStore from '../apps/server/src/modules/onboarding/store.ts';
import { createTestCsrf } from '../apps/server/src/test/csrf.ts';
import { ACCOUNT_PATHS } from '../packages/domain/src/accounts.ts';
import { ONBOARDING_PATHS } from '../packages/domain/src/onboarding.ts';
import { printTable } from './lib/table.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const threadpool = Number(process.env.UV_THREADPOOL_SIZE ?? 4);

let ipSeq = 0;
const nextIp = () => {
  ipSeq++;
  return `10.${(ipSeq >> 16) & 255}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
};

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** Runs `task` with `concurrency` in flight until `ms` pass or `limit` tasks have started; returns rate and latencies. */
async function drive(task: (i: number) => Promise<boolean>, ms: number, limit = Infinity) {
  const latencies: number[] = [];
  let started = 0;
  let ok = 0;
  let failed = 0;
  const end = performance.now() + ms;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end && started < limit) {
        const i = started++;
        const s = performance.now();
        if (await task(i)) ok++;
        else failed++;
        latencies.push(performance.now() - s);
      }
    }),
  );
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return { perSecond: ok / elapsed, ok, failed, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

const database = await openPglite();
await database.migrate();
const config = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
const app = await buildApp({ config, database });
await app.ready();
const deps = { config, database, now: () => new Date() };
const csrf = createTestCsrf(config.SECRET_KEY);
const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: csrf.headers, cookies: csrf.cookies, remoteAddress: nextIp() });

console.log(`node ${process.version}, ${availableParallelism()} cores, libuv threadpool ${threadpool}, ${concurrency} requests in flight, ${seconds} s per measure`);
console.log(`argon2id parameters: m=${ARGON2_PARAMS.memoryCost} KiB (${(ARGON2_PARAMS.memoryCost / 1024).toFixed(0)} MiB), t=${ARGON2_PARAMS.timeCost}, p=${ARGON2_PARAMS.parallelism}`);

// ---- argon2id alone ----
const password = 'purple tractor sings 42';
const hashes: number[] = [];
let stored = '';
for (let i = 0; i < 10; i++) {
  const s = performance.now();
  stored = await hashPassword(password);
  hashes.push(performance.now() - s);
}
const verifySequential: number[] = [];
for (let i = 0; i < 10; i++) {
  const s = performance.now();
  await verifyPassword(stored, password);
  verifySequential.push(performance.now() - s);
}
const verifyParallel = await drive(() => verifyPassword(stored, password), seconds * 1000);
const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

// ---- login over the app ----
const users = 50;
for (let i = 0; i < users; i++) {
  await database.db.transaction((tx) =>
    createAccount(tx, deps, {
      email: `bench.${i}@example.org`,
      passwordHash: stored,
      firstName: 'Bench',
      lastName: 'User',
      role: 'teacher',
      regionCode: 'us',
      languageCode: 'en',
      marketingOptIn: false,
      emailVerifiedAt: new Date(),
    }),
  );
}
const login = await drive(async (i) => (await post(ACCOUNT_PATHS.login, { email: `bench.${i % users}@example.org`, password })).statusCode === 200, seconds * 1000);
const wrongLogin = await drive(
  async (i) => (await post(ACCOUNT_PATHS.login, { email: `nobody.${i}@example.org`, password })).statusCode === 401,
  seconds * 1000,
);

// ---- verification codes ----
/** Pending registrations with known codes, made with the module's own store (the form's captcha is not what is measured). */
async function registrations(n: number) {
  const out: Array<{ token: string; code: string }> = [];
  const now = new Date();
  for (let i = 0; i < n; i++) {
    const token = randomToken();
    const code = newCode();
    const salt = randomBytes(16).toString('hex');
    const reg = await onboardingStore.insertRegistration(database.db, {
      tokenHash: tokenHash(token),
      purpose: 'trial',
      email: `code.${ipSeq}.${i}@example.org`,
      firstName: 'Code',
      lastName: 'Bench',
      passwordHash: stored,
      role: 'teacher',
      regionCode: 'us',
      languageCode: 'en',
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
    });
    await onboardingStore.insertCode(database.db, { registrationId: reg.id, codeHash: saltedHmac(config.SECRET_KEY, salt, code), salt, createdAt: now, expiresAt: new Date(now.getTime() + 7_200_000) });
    out.push({ token, code });
  }
  return out;
}
const wrongSet = await registrations(400);
const wrongChecks = await drive(async (i) => {
  const r = wrongSet[Math.floor(i / 5) % wrongSet.length]!;
  const wrong = r.code === '000000' ? '000001' : '000000';
  return (await post(ONBOARDING_PATHS.createTrialForGuest, { token: r.token, code: wrong })).statusCode === 400;
}, seconds * 1000, wrongSet.length * 5);
const rightSet = await registrations(300);
const rightChecks = await drive(async (i) => {
  const r = rightSet[i]!;
  const res = await post(ONBOARDING_PATHS.createTrialForGuest, { token: r.token, code: r.code });
  return res.statusCode === 200 && res.json().result.outcome === 'new_trial';
}, seconds * 1000, rightSet.length);

// The comparison alone: HMAC-SHA256 with the code's salt, compared in constant time.
const salt = randomBytes(16).toString('hex');
const reference = saltedHmac(config.SECRET_KEY, salt, '123456');
const n = 200_000;
const s = performance.now();
let matches = 0;
for (let i = 0; i < n; i++) if (constantTimeEqualHex(saltedHmac(config.SECRET_KEY, salt, String(i).padStart(6, '0')), reference)) matches++;
const hmacPerSecond = n / ((performance.now() - s) / 1000);
if (matches !== 1) throw new Error('the HMAC comparison found the wrong number of matches');

const fmt = (x: number) => x.toFixed(x >= 100 ? 0 : 1);
printTable(
  'Accounts: logins and verification-code checks (one process)',
  ['measure', 'per second', 'p50 ms', 'p99 ms', 'done', 'refused'],
  [
    ['argon2id hash, one at a time', fmt(1000 / avg(hashes)), fmt(avg(hashes)), '—', 10, 0],
    ['argon2id verify, one at a time', fmt(1000 / avg(verifySequential)), fmt(avg(verifySequential)), '—', 10, 0],
    [`argon2id verify, ${concurrency} in flight`, fmt(verifyParallel.perSecond), fmt(verifyParallel.p50), fmt(verifyParallel.p99), verifyParallel.ok, verifyParallel.failed],
    ['POST login/ (right password, new session)', fmt(login.perSecond), fmt(login.p50), fmt(login.p99), login.ok, login.failed],
    ['POST login/ (unknown address, dummy verify)', fmt(wrongLogin.perSecond), fmt(wrongLogin.p50), fmt(wrongLogin.p99), wrongLogin.ok, wrongLogin.failed],
    ['code check: wrong code (counted)', fmt(wrongChecks.perSecond), fmt(wrongChecks.p50), fmt(wrongChecks.p99), wrongChecks.ok, wrongChecks.failed],
    ['code check: right code → account + trial', fmt(rightChecks.perSecond), fmt(rightChecks.p50), fmt(rightChecks.p99), rightChecks.ok, rightChecks.failed],
    ['code comparison alone (HMAC-SHA256 + constant time)', fmt(hmacPerSecond), '—', '—', n, 0],
  ],
);

await app.close();
await database.close();
