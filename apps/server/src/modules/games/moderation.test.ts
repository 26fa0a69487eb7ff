import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PATHS } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import type { HostView } from '@numbloom/domain/games-schema';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createUser, loginAs } from '../accounts/test-support.ts';
import { allNames } from './names.ts';
import { gamesOf } from './plugin.ts';
import { body, createRoom, GAME, keep, type Jar } from './test-support.ts';

/**
 * Moderation on every host screen (issue 38): the host of an Arena, as of a
 * class room, takes a child out, gives a child a generated name in place of
 * theirs, locks the room and turns the join check on.
 */
let ip = 0;
const nextIp = () => `198.51.100.${(ip = (ip % 250) + 1)}`;

describe('moderation', () => {
  let t: TestApp;
  let host: Jar;
  let other: Jar;

  beforeAll(async () => {
    t = await createTestApp();
    host = await loginAs(t, (await createUser(t)).email, undefined, nextIp());
    other = await loginAs(t, (await createUser(t)).email, undefined, nextIp());
  });
  afterAll(() => t.close());

  const enter = async (code: string, nickname: string, extra: Record<string, unknown> = {}, path: string = GAME_PATHS.arenaJoin) => {
    const res = await t.post(path, { code, nickname, ...extra }, { remoteAddress: nextIp() });
    return { res, jar: keep({}, res) };
  };

  it('an Arena’s host renames a child to a generated name, takes one out, locks the room and turns the join check on', async () => {
    const opened = await t.post(GAME_PATHS.createArena, { activity_id: GAME, minutes: 2, region_code: 'uk', language_code: 'en' }, { cookies: host });
    const { code } = opened.json() as HostView;
    const mia = await enter(code, 'Mia 7');
    const zed = await enter(code, 'Zed');
    expect(mia.res.statusCode, mia.res.body).toBe(200);
    const miaId = mia.res.json().player_id as string;
    const zedId = zed.res.json().player_id as string;

    // only the host may
    expect((await t.post(GAME_PATHS.renamePlayer(code, miaId), {}, { cookies: other })).statusCode).toBe(403);
    const renamed = await t.post(GAME_PATHS.renamePlayer(code, miaId), {}, { cookies: host });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const name = renamed.json().nickname as string;
    expect(allNames('en')).toContain(name);
    const seen = await t.app.inject({ url: GAME_PATHS.player(code), cookies: mia.jar, remoteAddress: nextIp() });
    expect(seen.json()).toMatchObject({ nickname: name });
    expect((await gamesOf(t.app).live.room(code))!.players.get(miaId)!.nickname).toBe(name);
    // the old name is free again
    expect((await enter(code, 'Mia 7')).res.statusCode).toBe(200);

    const out = await t.post(GAME_PATHS.removePlayer(code, zedId), {}, { cookies: host });
    expect(out.statusCode, out.body).toBe(200);
    expect((await t.app.inject({ url: GAME_PATHS.player(code), cookies: zed.jar, remoteAddress: nextIp() })).statusCode).toBe(403);

    const check = await t.post(`/api/v2/rooms/${code}/host/settings/`, { join_check: true }, { cookies: host });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json().check.code).toMatch(/^\d{4}$/);
    const needsCheck = await enter(code, 'Ava');
    expect(needsCheck.res.statusCode).toBe(400);
    expect(body(needsCheck.res).errors).toEqual({ check: GAME_MESSAGES.checkRequired });

    expect((await t.post(`/api/v2/rooms/${code}/host/settings/`, { locked: true }, { cookies: host })).statusCode).toBe(200);
    const locked = await enter(code, 'Ava', { check: check.json().check.code });
    expect(locked.res.statusCode).toBe(403);
    expect(body(locked.res).user_message).toBe(GAME_MESSAGES.locked);
  });

  it('a class room’s host renames a child too; the name they typed is gone from the board', async () => {
    const { code } = await createRoom(t, host);
    const kim = await enter(code, 'Kim', {}, GAME_PATHS.join);
    const kimId = kim.res.json().player_id as string;
    const renamed = await t.post(GAME_PATHS.renamePlayer(code, kimId), {}, { cookies: host });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const view = (await t.app.inject({ url: GAME_PATHS.host(code), cookies: host, remoteAddress: nextIp() })).json() as HostView;
    expect(view.players.map((p) => p.nickname)).toEqual([renamed.json().nickname]);
  });
});
