import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS } from '@numbloom/domain/games';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createTestCsrf } from '../test/csrf.ts';
import { createUser, loginAs } from '../modules/accounts/test-support.ts';
import { Child, cookieHeader, createRoom, listen, openStream, type Jar } from '../modules/games/test-support.ts';

/**
 * Requests that come too slowly (decision 092), on a raw socket to the real server: a body that stops
 * after a few bytes, and headers that never end, get 408 in the one error shape and the connection
 * closed; an event stream open longer than either limit is not cut (it still hears the room's next
 * event once a slow request's 408 has shown that the limits were checked past its own age).
 */
const REQUEST_TIMEOUT_MS = 800;
const HEADERS_TIMEOUT_MS = 500;

/** Sends `bytes` on a raw connection and then nothing; resolves with all the server wrote before it closed. */
function sendAndStall(port: number, bytes: string) {
  return new Promise<string>((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(bytes));
    let received = '';
    socket.on('data', (d) => (received += d));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

/** A POST of a child's join, its CSRF token in order, announcing `length` bytes of body and sending `sent`. */
function slowJoin(secret: string, length: number, sent: string) {
  const csrf = createTestCsrf(secret);
  const cookie = Object.entries(csrf.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
  const [name, token] = Object.entries(csrf.headers)[0]!;
  return `POST ${GAME_PATHS.join} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nCookie: ${cookie}\r\n${name}: ${token}\r\nContent-Length: ${length}\r\n\r\n${sent}`;
}

/** The status and JSON body of a raw HTTP answer (the only one the server wrote). */
function parse(raw: string) {
  const [head, body] = raw.split('\r\n\r\n');
  return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head ?? '')?.[1]), head: head ?? '', json: JSON.parse(body ?? 'null') as unknown };
}

describe('requests that come too slowly', () => {
  let t: TestApp;
  let port: number;
  let base: string;
  let host: Jar;

  beforeAll(async () => {
    t = await createTestApp({ config: { REQUEST_TIMEOUT_MS, HEADERS_TIMEOUT_MS } });
    const { email } = await createUser(t);
    host = await loginAs(t, email);
    base = await listen(t.app);
    port = Number(new URL(base).port);
  });
  afterAll(() => t.close());

  it('a body that stalls after a few bytes gets 408 and its connection closed', { timeout: 30_000 }, async () => {
    const raw = await sendAndStall(port, slowJoin(t.config.SECRET_KEY, 200, '{"code":"K7'));
    const answer = parse(raw);
    expect(answer.status, raw).toBe(408);
    expect(answer.head).toMatch(/content-type: application\/json/i);
    expect(answer.json).toEqual({ user_message: MESSAGES.networkTimeout });
  });

  it('headers that never end get 408 too', { timeout: 30_000 }, async () => {
    const raw = await sendAndStall(port, 'GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    expect(parse(raw).status, raw).toBe(408);
    expect(parse(raw).json).toEqual({ user_message: MESSAGES.networkTimeout });
  });

  it('a request that arrives in time is answered as usual', async () => {
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(200);
  });

  it("a game's event stream outlives both limits", { timeout: 30_000 }, async () => {
    const room = await createRoom(t, host);
    const stream = await openStream(base + GAME_PATHS.hostEvents(room.code), cookieHeader(host));
    expect(stream.status).toBe(200);
    await stream.seen('room');
    // a request opened after the stream is cut: by then the stream is older than the limit, and was checked
    const raw = await sendAndStall(port, slowJoin(t.config.SECRET_KEY, 50, '{'));
    expect(parse(raw).status).toBe(408);
    // the stream is still open: it hears a child join
    await new Child(t, room.code).joined('Mia');
    await stream.until((events) => events.some((e) => e.event === 'player-joined'));
    stream.close();
  });
});
