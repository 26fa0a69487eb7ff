import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { GAME_PATHS, seatCookieName } from '@numbloom/domain/games';
import type { HostView, PlayerView } from '@numbloom/domain/games-schema';
import type { Item } from '@numbloom/maths/types';
import type { TestApp } from '../../test/app.ts';
import { planItems } from './plan.ts';
import { orderFor } from './engine.ts';
import { findRoom } from './store.ts';

/** A class game of the catalogue: ten questions, addition and subtraction within 100. */
export const GAME = 'grade-2-addition-subtraction-class-game';

export type Jar = Record<string, string>;

/** The cookies a response set, as a browser would send them back (added to what it already had). */
export function keep(jar: Jar, res: { cookies: Array<{ name: string; value: string }> }): Jar {
  const next = { ...jar };
  for (const c of res.cookies) next[c.name] = c.value;
  return next;
}

export const cookieHeader = (...jars: Jar[]) =>
  jars
    .flatMap((j) => Object.entries(j))
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

/**
 * A room made by a host through the API. The join check is on by default (decision 067); the tests of
 * everything else turn it off here, and those about it ask for it.
 */
export async function createRoom(t: TestApp, host: Jar, body: Record<string, unknown> = {}): Promise<HostView> {
  const res = await t.post(GAME_PATHS.create, { activity_id: GAME, region_code: 'uk', language_code: 'en', join_check: false, ...body }, { cookies: host });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** A child: their browser's cookies, kept across calls. */
export class Child {
  jar: Jar = {};
  readonly t: TestApp;
  readonly code: string;
  readonly ip: string;

  constructor(t: TestApp, code: string, ip = '198.51.100.7') {
    this.t = t;
    this.code = code;
    this.ip = ip;
  }

  async join(body: Record<string, unknown> = {}) {
    const res = await this.t.post(GAME_PATHS.join, { code: this.code, ...body }, { cookies: this.jar, remoteAddress: this.ip });
    this.jar = keep(this.jar, res);
    return res;
  }

  async joined(nickname: string, body: Record<string, unknown> = {}): Promise<PlayerView> {
    const res = await this.join({ nickname, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  get seat() {
    return this.jar[seatCookieName(this.code)];
  }

  post(url: string, body: unknown = {}) {
    return this.t.post(url, body, { cookies: this.jar, remoteAddress: this.ip });
  }

  get(url: string) {
    return this.t.app.inject({ url, cookies: this.jar, remoteAddress: this.ip });
  }

  answer(item_index: number, response: unknown, extra: Record<string, unknown> = {}) {
    return this.post(GAME_PATHS.answers(this.code), { item_index, response, ...extra });
  }

  async view(): Promise<PlayerView> {
    const res = await this.get(GAME_PATHS.player(this.code));
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
}

/** The room's questions in this child's own order, with their answers (what the server knows). */
export async function truthFor(t: TestApp, code: string, playerId: string): Promise<Item[]> {
  const row = (await findRoom(t.database.db, code))!;
  const items = planItems(row);
  // together, every child has the room's own order (decision 090)
  if (row.pace === 'together') return items;
  return orderFor(row.seed, playerId, row.itemCount).map((i) => items[i]!);
}

/** A right answer to an item, as a widget would send it. */
export function rightAnswer(item: Item): unknown {
  if (item.answer.kind === 'polygon') return { kind: 'drawn-polygon', points: item.answer.example };
  // whether the question's answers range below zero is the question's, never part of what a widget sends
  const { signed: _signed, ...sent } = item.answer as Item['answer'] & { signed?: boolean };
  return sent;
}

/** A wrong answer to an item. */
export function wrongAnswer(item: Item): unknown {
  return item.answer.kind === 'integer' ? { kind: 'integer', value: item.answer.value + 1 } : 'not this';
}

export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface ServerEvent {
  event: string;
  data: Record<string, unknown> & { type: string };
}

/**
 * An event stream read from a real socket. `until` waits for an event (never
 * a clock): the test's own timeout is the only limit.
 */
export async function openStream(url: string, cookie: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { cookie, ...headers }, signal: controller.signal });
  const events: ServerEvent[] = [];
  const waiters: Array<{ test: (e: ServerEvent[]) => boolean; resolve: () => void }> = [];
  let ended = false;
  let endResolve: () => void = () => {};
  const endedPromise = new Promise<void>((r) => (endResolve = r));
  if (res.status === 200) {
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
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
          for (const w of [...waiters]) {
            if (w.test(events)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve();
            }
          }
        }
      } catch {
        // aborted
      }
      ended = true;
      endResolve();
    })();
  } else endResolve();
  return {
    status: res.status,
    headers: res.headers,
    body: res.status === 200 ? undefined : await res.json().catch(() => undefined),
    events,
    /** resolves once the events seen so far pass the test */
    until(test: (events: ServerEvent[]) => boolean) {
      if (test(events)) return Promise.resolve();
      return new Promise<void>((resolve) => waiters.push({ test, resolve }));
    },
    /** resolves once an event of this name has arrived (count of them, by default 1) */
    seen(name: string, count = 1) {
      return this.until((e) => e.filter((x) => x.event === name).length >= count);
    },
    /** resolves when the server ends the stream */
    get ended() {
      return ended ? Promise.resolve() : endedPromise;
    },
    close: () => controller.abort(),
  };
}

/** The response's JSON body, typed loosely for assertions. */
export const body = (res: LightMyRequestResponse) => res.json() as Record<string, unknown> & { user_message?: string; errors?: Record<string, string> };
