import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createPostgresDatabase } from '../test/db.ts';
import { TcpProxy } from '../test/tcp-proxy.ts';
import { openPostgres, type Database } from './client.ts';

/**
 * The faults a school's server meets between it and PostgreSQL, provoked by a
 * TCP proxy this test controls: connections that stall without closing, and a
 * database that is away. Requests must end in seconds with 503 and
 * Retry-After, /healthz must say 503 while the database does not answer within
 * a second, and all must come back when the database does.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL behind a proxy that stalls and goes away', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let proxy: TcpProxy;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    created = await createPostgresDatabase('numbloom_stall');
    const direct = await openPostgres(created.url);
    await direct.migrate();
    await direct.close();
    const url = new URL(created.url);
    proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    await proxy.open();
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    // short timeouts, so the test does not wait the product's ten seconds
    database = await openPostgres(url.toString(), { statementMs: 500, connectMs: 500, queueMs: 500, keepAliveMs: 1_000 });
    app = await buildApp({ config: loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', SEED: 'false' }), database });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    // the proxy first: a query sent while it held bytes back waits on a socket that never answers, and
    // the app's close (its pool's end) would wait for it; closing the proxy ends those sockets at once
    await proxy?.close();
    await app?.close();
    await database?.close().catch(() => {});
    await created?.drop();
  });

  const aRoom = () => app.inject({ url: '/api/v2/rooms/K7M2QX/player/' });

  it('answers as usual while the database does', async () => {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await aRoom()).statusCode).toBe(404);
  });

  it('a stall: /healthz is 503, a request is 503 with Retry-After instead of hanging; both recover', async () => {
    proxy.stalled = true;
    try {
      const health = await app.inject('/healthz');
      expect(health.statusCode).toBe(503);
      const room = await aRoom();
      expect(room.statusCode, room.body).toBe(503);
      expect(room.headers['retry-after']).toBe('5');
      expect(room.json()).toMatchObject({ user_message: expect.any(String), error_id: expect.any(String) });
    } finally {
      proxy.stalled = false;
    }
    // the stalled connections are given up; new ones answer
    await expect.poll(async () => (await app.inject('/healthz')).statusCode, { timeout: 20_000 }).toBe(200);
    await expect.poll(async () => (await aRoom()).statusCode, { timeout: 20_000 }).toBe(404);
  }, 60_000);

  it('a connection lost inside a transaction fails that transaction, not the process', async () => {
    // Without an error listener on each checked-out client, the lost server's 'error' event was an
    // uncaught exception: the whole test run (and in production the process) ended with it.
    const lost = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      proxy.cut();
      await tx.execute(sql`select pg_sleep(0.05)`);
    });
    await expect(lost).rejects.toThrow();
    await expect.poll(async () => (await aRoom()).statusCode, { timeout: 20_000 }).toBe(404);
  }, 60_000);

  it('the database away: 503 with Retry-After, and /healthz 503, until it is back', async () => {
    const port = proxy.port;
    await proxy.close();
    const room = await aRoom();
    expect(room.statusCode, room.body).toBe(503);
    expect(room.headers['retry-after']).toBe('5');
    expect((await app.inject('/healthz')).statusCode).toBe(503);
    await proxy.open(port);
    await expect.poll(async () => (await aRoom()).statusCode, { timeout: 20_000 }).toBe(404);
  }, 60_000);
});
