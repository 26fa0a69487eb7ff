import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ROOM_CAPACITY, ROOM_CODE_ALPHABET, ROOM_MESSAGES, ROOM_PATHS } from '@numbloom/domain/rooms';
import type { Item } from '@numbloom/maths/types';
import { buildApp } from '../../app.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestCsrf } from '../../test/csrf.ts';
import { testDrivers } from '../../test/db.ts';
import { createUser, loginAs } from '../accounts/test-support.ts';
import { roomItems, sweepRooms } from './service.ts';
import { roomAnswers, roomPlayers, rooms } from './tables.ts';

const GAME = 'grade-2-addition-subtraction-class-game';

/** The cookie a join sets for its player, as the browser would send it back. */
function playerCookie(res: { cookies: Array<{ name: string; value: string }> }) {
  const c = res.cookies.find((x) => x.name === 'nb_room_player');
  if (!c) throw new Error('no player cookie');
  return { nb_room_player: c.value };
}

/** Reads Server-Sent Events from a real socket until `until` has seen what it waits for. */
async function readEvents(url: string, cookie: string, until: (events: Array<{ event: string; data: unknown }>) => boolean, onOpen?: () => Promise<void>) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie }, signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  expect(res.headers.get('x-accel-buffering')).toBe('no');
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const events: Array<{ event: string; data: unknown }> = [];
  let buffer = '';
  let opened = false;
  const timeout = setTimeout(() => controller.abort(), 8000);
  try {
    while (!until(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
      if (!opened && events.length > 0) {
        opened = true;
        await onOpen?.();
      }
    }
  } finally {
    clearTimeout(timeout);
    controller.abort();
  }
  return events;
}

const cookieHeader = (...jars: Array<Record<string, string>>) =>
  jars
    .flatMap((j) => Object.entries(j))
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

describe.each(testDrivers())('live class rooms on %s', (driver) => {
  let t: TestApp;
  let host: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    const { email } = await createUser(t);
    host = await loginAs(t, email);
  });
  afterAll(() => t.close());

  const createRoom = async (activity_id = GAME) => {
    const res = await t.post(ROOM_PATHS.create, { activity_id, region_code: 'uk', language_code: 'en' }, { cookies: host });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { code: string; state: string; item_count: number; players: unknown[] };
  };
  const join = (code: string, nickname: string) => t.post(ROOM_PATHS.join, { code, nickname });
  const roomRow = async (code: string) => (await t.database.db.select().from(rooms).where(eq(rooms.code, code)))[0]!;

  it('lets a logged-in teacher make a room for a class game: a 6-character code without look-alikes, waiting, its item count', async () => {
    const room = await createRoom();
    expect(room.code).toMatch(new RegExp(`^[${ROOM_CODE_ALPHABET}]{6}$`));
    expect(room.code).not.toMatch(/[01OI]/);
    expect(room).toMatchObject({ state: 'waiting', item_count: 10, players: [] });
    const row = await roomRow(room.code);
    expect(row.seed.length).toBeGreaterThanOrEqual(8);
    expect((await createRoom()).code).not.toBe(room.code);
  });

  it('refuses a room to a guest, to a non-game activity, and to unknown fields', async () => {
    expect((await t.post(ROOM_PATHS.create, { activity_id: GAME })).statusCode).toBe(401);
    const episode = await t.post(ROOM_PATHS.create, { activity_id: 'grade-3-add-episode' }, { cookies: host });
    expect(episode.statusCode).toBe(400);
    expect(episode.json().user_message).toBe(ROOM_MESSAGES.notAMultiplayerGame);
    const extra = await t.post(ROOM_PATHS.create, { activity_id: GAME, seed: 'mine' }, { cookies: host });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().errors).toEqual({ seed: 'Unknown field.' });
    const noCsrf = await t.app.inject({ method: 'POST', url: ROOM_PATHS.create, payload: { activity_id: GAME }, cookies: host });
    expect(noCsrf.statusCode).toBe(403);
  });

  it('lets students join with the code and a nickname; a taken nickname, an unknown code and a bad nickname get clear messages', async () => {
    const { code } = await createRoom();
    const ada = await join(code.toLowerCase().replace(/^(...)/, '$1-'), '  Ada   Lovelace ');
    expect(ada.statusCode, ada.body).toBe(200);
    expect(ada.json()).toMatchObject({ code, state: 'waiting', nickname: 'Ada Lovelace', score: 0, answers: {} });
    const cookie = ada.cookies.find((c) => c.name === 'nb_room_player')!;
    expect(cookie).toMatchObject({ httpOnly: true, path: `/api/v2/rooms/${code}/` });

    const again = await join(code, 'ADA LOVELACE');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ user_message: ROOM_MESSAGES.nicknameTaken, errors: { nickname: ROOM_MESSAGES.nicknameTaken } });

    const unknown = await join('ZZZZZZ', 'Bo');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().user_message).toBe("Oops, this room doesn't exist.");

    for (const [nickname, message] of [
      ['   ', ROOM_MESSAGES.nicknameRequired],
      ['x'.repeat(21), ROOM_MESSAGES.nicknameTooLong],
      ['f.u.c.k', ROOM_MESSAGES.nicknameRefused],
      ['Sh1t head', ROOM_MESSAGES.nicknameRefused],
    ] as const) {
      const res = await join(code, nickname);
      expect(res.statusCode, nickname).toBe(400);
      expect(res.json().errors.nickname).toBe(message);
    }
    expect((await join(code, 'Scunthorpe Sam')).statusCode).toBe(200);
    for (const body of [{ code }, { code, nickname: 'Cy', admin: true }, { code: 'O0I1', nickname: 'Cy' }, { code, nickname: 42 }]) {
      const res = await t.post(ROOM_PATHS.join, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }

    const seen = await t.app.inject({ url: ROOM_PATHS.host(code), cookies: host });
    expect(seen.json().players.map((p: { nickname: string }) => p.nickname)).toEqual(['Ada Lovelace', 'Scunthorpe Sam']);
  });

  it(`takes ${ROOM_CAPACITY} players and then says the room is full`, async () => {
    const { code } = await createRoom();
    const joins = await Promise.all(Array.from({ length: ROOM_CAPACITY }, (_, i) => join(code, `Player ${i + 1}`)));
    expect(joins.map((r) => r.statusCode)).toEqual(Array(ROOM_CAPACITY).fill(200));
    const late = await join(code, 'Late');
    expect(late.statusCode).toBe(409);
    expect(late.json().user_message).toBe(`Oops, this room is already full with ${ROOM_CAPACITY} students.`);
  });

  it('checks answers on the server: a wrong answer is not scored whatever the browser claims, a repeat is ignored', async () => {
    const { code } = await createRoom();
    const player = playerCookie(await join(code, 'Grace'));
    const answer = (item_index: number, response: unknown, extra: object = {}) =>
      t.post(ROOM_PATHS.answers(code), { item_index, response, ...extra }, { cookies: player });

    const early = await answer(0, '1');
    expect(early.statusCode).toBe(409);
    expect(early.json().user_message).toBe(ROOM_MESSAGES.notStarted);
    expect((await t.app.inject({ url: ROOM_PATHS.items(code), cookies: player })).statusCode).toBe(409);
    expect((await t.post(ROOM_PATHS.start, { code })).statusCode).toBe(401);
    const started = await t.post(ROOM_PATHS.start, { code }, { cookies: host });
    expect(started.json().state).toBe('started');

    const items = (await t.app.inject({ url: ROOM_PATHS.items(code), cookies: player })).json().items as Item[];
    expect(items).toHaveLength(10);
    expect(JSON.stringify(items)).not.toContain('explanation');
    // nor the seed the items come from: the engine is public, the seed would give every answer away
    const { seed } = await roomRow(code);
    expect(JSON.stringify(items)).not.toContain(seed);
    expect(items.map((it) => it.id)).toEqual(Array.from({ length: 10 }, (_, k) => `item-${k}`));
    const truth = roomItems(await roomRow(code));
    const i = truth.findIndex((it) => it.answer.kind === 'integer');
    const j = truth.findIndex((it, k) => k !== i && it.answer.kind === 'integer');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(j).toBeGreaterThanOrEqual(0);
    const value = (k: number) => (truth[k]!.answer as { value: number }).value;
    expect('value' in items[i]!.answer).toBe(false);

    // the browser cannot send its own verdict, and a wrong answer scores nothing
    expect((await answer(i, String(value(i) + 1), { correct: true })).statusCode).toBe(400);
    const wrong = await answer(i, String(value(i) + 1));
    expect(wrong.json()).toMatchObject({ correct: false, score: 0, repeated: false, expected: String(value(i)) });
    const retry = await answer(i, String(value(i)));
    expect(retry.json()).toMatchObject({ correct: false, score: 0, repeated: true });

    const right = await answer(j, { kind: 'integer', value: value(j) });
    expect(right.json()).toMatchObject({ correct: true, score: 1, repeated: false });
    expect((await answer(j, { kind: 'integer', value: value(j) })).json()).toMatchObject({ correct: true, score: 1, repeated: true });

    expect((await answer(10, '1')).statusCode).toBe(400);
    expect((await answer(0, { kind: 'integer', value: 'x' })).statusCode).toBe(400);
    expect((await answer(0, { kind: 'nonsense' })).statusCode).toBe(400);
    expect((await t.post(ROOM_PATHS.answers(code), { item_index: 0, response: '1' })).statusCode).toBe(401);

    const me = (await t.app.inject({ url: ROOM_PATHS.player(code), cookies: player })).json();
    expect(me).toMatchObject({ score: 1, answers: { [i]: false, [j]: true } });
    const board = (await t.app.inject({ url: ROOM_PATHS.host(code), cookies: host })).json();
    expect(board.players).toEqual([expect.objectContaining({ nickname: 'Grace', score: 1, answered: 2 })]);
  });

  it('ends the room at the spec path: guests’ nicknames and answers are deleted, counts stay, joining says it has ended', async () => {
    const { code } = await createRoom();
    const player = playerCookie(await join(code, 'Katherine'));
    await t.post(ROOM_PATHS.start, { code }, { cookies: host });
    await t.post(ROOM_PATHS.answers(code), { item_index: 0, response: '-1' }, { cookies: player });
    const id = (await roomRow(code)).id;
    expect(await t.database.db.select().from(roomPlayers).where(eq(roomPlayers.roomId, id))).toHaveLength(1);

    const other = await createUser(t);
    const stranger = await loginAs(t, other.email, undefined, '192.0.2.77');
    expect((await t.post(ROOM_PATHS.end, { code }, { cookies: stranger })).statusCode).toBe(403);

    const ended = await t.post(ROOM_PATHS.end, { code }, { cookies: host });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ code, state: 'ended' });
    expect((await t.post(ROOM_PATHS.end, { code }, { cookies: host })).statusCode).toBe(200);

    expect(await t.database.db.select().from(roomPlayers).where(eq(roomPlayers.roomId, id))).toEqual([]);
    expect(await t.database.db.select().from(roomAnswers)).not.toContainEqual(expect.objectContaining({ itemIndex: 0, correct: true }));
    const row = await roomRow(code);
    expect(row).toMatchObject({ state: 'ended', playersAtEnd: 1, answersAtEnd: 1, correctAtEnd: 0 });
    expect(JSON.stringify(row)).not.toContain('Katherine');

    const late = await join(code, 'Mary');
    expect(late.statusCode).toBe(410);
    expect(late.json().user_message).toBe('Oops, this activity has ended.');
    const back = await t.app.inject({ url: ROOM_PATHS.player(code), cookies: player });
    expect(back.statusCode).toBe(410);
    expect(back.json().user_message).toBe(ROOM_MESSAGES.ended);
  });

  it('streams events: the host hears players join and answer, players hear start and end', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = typeof address === 'string' ? address : `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const { code } = await createRoom();
    const ada = playerCookie(await join(code, 'Ada'));
    const csrf = createTestCsrf(t.config.SECRET_KEY);

    const hostEvents = await readEvents(
      base + ROOM_PATHS.hostEvents(code),
      cookieHeader(host),
      (events) => events.some((e) => e.event === 'player-answered'),
      async () => {
        expect((await join(code, 'Bo')).statusCode).toBe(200);
        await t.post(ROOM_PATHS.start, { code }, { cookies: host });
        await t.post(ROOM_PATHS.answers(code), { item_index: 0, response: '0' }, { cookies: ada });
      },
    );
    expect(hostEvents[0]).toMatchObject({ event: 'room', data: { code, players: [expect.objectContaining({ nickname: 'Ada' })] } });
    expect(hostEvents.map((e) => e.event)).toEqual(['room', 'player-joined', 'started', 'player-answered']);
    expect(hostEvents[1]!.data).toMatchObject({ player: { nickname: 'Bo', score: 0 } });
    expect(hostEvents[3]!.data).toMatchObject({ player: { nickname: 'Ada', answered: 1 } });

    const playerEvents = await readEvents(
      base + ROOM_PATHS.playerEvents(code),
      cookieHeader(ada, csrf.cookies),
      (events) => events.some((e) => e.event === 'ended'),
      async () => {
        await join(code, 'Cy');
        await t.post(ROOM_PATHS.end, { code }, { cookies: host });
      },
    );
    // a player never hears other children's nicknames
    expect(playerEvents.map((e) => e.event)).toEqual(['room', 'ended']);
    expect(playerEvents[0]!.data).toMatchObject({ state: 'started', nickname: 'Ada' });
    expect((await fetch(base + ROOM_PATHS.playerEvents(code), { headers: { cookie: cookieHeader(ada) } })).status).toBe(410);
  });

  it('closes rooms nobody ended after a few hours, deleting their guests, and forgets ended rooms after a month', async () => {
    const { code } = await createRoom();
    await join(code, 'Dorothy');
    const fresh = await createRoom();
    t.clock.advance(5 * 60 * 60 * 1000);
    const swept = await sweepRooms(t.database.db, t.clock.now);
    expect(swept.closed).toContain(code);
    expect(swept.closed).toContain(fresh.code);
    expect(await roomRow(code)).toMatchObject({ state: 'ended', playersAtEnd: 1 });
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    await sweepRooms(t.database.db, t.clock.now);
    expect(await t.database.db.select().from(rooms).where(eq(rooms.code, code))).toEqual([]);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('room events across two server processes through Redis', () => {
  it('a host streaming from one process hears a student who joins through another', async () => {
    const a = await createTestApp({ config: { REDIS_URL: process.env.TEST_REDIS_URL } });
    const b = await buildApp({ config: a.config, database: a.database, now: () => a.clock.now });
    try {
      const { email } = await createUser(a);
      const host = await loginAs(a, email);
      const { code } = (await a.post(ROOM_PATHS.create, { activity_id: GAME }, { cookies: host })).json();
      await b.listen({ port: 0, host: '127.0.0.1' });
      const base = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
      const events = await readEvents(
        base + ROOM_PATHS.hostEvents(code),
        cookieHeader(host),
        (e) => e.some((x) => x.event === 'started'),
        async () => {
          expect((await a.post(ROOM_PATHS.join, { code, nickname: 'Via A' })).statusCode).toBe(200);
          expect((await a.post(ROOM_PATHS.start, { code }, { cookies: host })).statusCode).toBe(200);
        },
      );
      expect(events.map((e) => e.event)).toEqual(['room', 'player-joined', 'started']);
      expect(events[1]!.data).toMatchObject({ player: { nickname: 'Via A' } });
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('room streams and a graceful stop', () => {
  it('open streams are ended when the server stops, so a deploy is not held up by a class', async () => {
    const t = await createTestApp();
    const { email } = await createUser(t);
    const host = await loginAs(t, email);
    const { code } = (await t.post(ROOM_PATHS.create, { activity_id: GAME }, { cookies: host })).json();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${ROOM_PATHS.hostEvents(code)}`, { headers: { cookie: cookieHeader(host) } });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('retry: 3000');
    const started = Date.now();
    await t.close();
    expect(Date.now() - started).toBeLessThan(3000);
    // the stream ends cleanly rather than hanging
    for (;;) if ((await reader.read()).done) break;
  });
});

describe('a server configured with a Redis it cannot reach', () => {
  it('stops at start with the reason instead of waiting for ever', async () => {
    const started = Date.now();
    // port 9 (discard) has nothing listening here
    await expect(createTestApp({ config: { REDIS_URL: 'redis://127.0.0.1:9' } })).rejects.toThrow(/cannot reach Redis at REDIS_URL/);
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
