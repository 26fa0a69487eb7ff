import { nicknameKey } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import { badRequest, forbidden, HttpError } from '../../lib/http-error.ts';
import { checkAccepts } from './join-check.ts';
import { tokenHash, type LiveRoom } from './live-room.ts';
import { generateName } from './names.ts';
import { nicknameRefusal } from './nickname-check.ts';
import * as present from './presenter.ts';
import { ended, full, hostClass, newToken, publish, requireRoom, type Games } from './service.ts';
import { moveSeat } from './arena-store.ts';
import * as store from './store.ts';

/**
 * Taking a seat (decision 035): joining with the code (a name typed, made
 * by the server or picked from the roster), a device asking for its seat
 * back, and a roster room's names.
 */
const M = GAME_MESSAGES;

interface Entry {
  check?: string;
  nickname?: string;
  student_id?: string;
}

/**
 * The refusals of a seat that end a join whoever asks: the room is over, locked or full, or this
 * device was taken out. A name already taken is each caller's own to answer (another name, a
 * moved seat, a 409), so it returns.
 */
export function refuseSeat(refusal: 'ended' | 'locked' | 'full' | 'device-removed' | 'taken', capacity: number): void {
  switch (refusal) {
    case 'ended':
      throw ended();
    case 'locked':
      throw forbidden(M.locked);
    case 'full':
      throw full(capacity);
    case 'device-removed':
      throw forbidden(M.removed);
  }
}

/** The join check, when the room has it on: missing or not the number on the host's screen is a 400 on `check`. */
function requireCheck(g: Games, room: LiveRoom, check: string | undefined) {
  if (!room.core.settings.joinCheck) return;
  if (!check) throw badRequest(M.checkRequired, { check: M.checkRequired });
  if (!checkAccepts(room.checkSecret, check, g.deps.now())) throw badRequest(M.checkWrong, { check: M.checkWrong });
}

/**
 * A child takes a seat. A browser that already holds a seat in the room gets
 * it back (a reload, a second tab, a join sent twice). Otherwise: the room
 * must exist and not have ended, be unlocked and under capacity, the join
 * check right when it is on, and the name free, given by the mode: typed
 * (free), made by the server (generated), or picked from the roster.
 */
export async function join(g: Games, code: string, input: Entry, cookies: { seat?: string; device: string; launched?: boolean }, account?: { userId: string; name: string }) {
  const room = await requireRoom(g, code);
  return joinRoom(g, room, input, cookies, account);
}

/** Takes a seat in a room already found (join by code, or a launch link): see `join`. */
export async function joinRoom(g: Games, room: LiveRoom, input: Entry, cookies: { seat?: string; device: string; launched?: boolean }, account?: { userId: string; name: string }) {
  const { deps } = g;
  if (cookies.seat) {
    const held = await g.live.seat(room, cookies.seat);
    if (held && !held.knocking) {
      if (room.core.state === 'ended') throw ended();
      if (held.player.removed) throw forbidden(M.removed);
      return { token: cookies.seat, room, player: held.player };
    }
  }
  if (room.core.state === 'ended') throw ended();
  if (room.core.settings.locked) throw forbidden(M.locked);
  // a single-use launch link is its student's proof of being in the class: no number to type
  if (!cookies.launched) requireCheck(g, room, input.check);
  const seats = [...room.players.values()].filter((p) => !p.removed).length;
  if (seats >= room.policy.capacity) throw full(room.policy.capacity);

  const mode = room.core.settings.nicknameMode;
  let nickname: string;
  let userId: string | null = null;
  const asThemselves = !!account && room.policy.accountsEnterAsThemselves;
  if (account && asThemselves) {
    // a signed-in student enters as themselves (a seat they already hold moves to this device: see 'taken' below)
    nickname = store.seatName(account.name);
    userId = account.userId;
  } else if (mode === 'roster') {
    if (!input.student_id) throw badRequest(M.pickYourName, { student_id: M.pickYourName });
    const roster = await hostClass(deps, room.hostUserId, room.core.settings.classId ?? '').catch(() => ({ name: '', students: [] }));
    const student = roster.students.find((s) => s.id === input.student_id);
    if (!student) throw badRequest(M.notInClass, { student_id: M.notInClass });
    nickname = store.seatName(student.name);
    userId = student.id;
  } else if (mode === 'generated') {
    nickname = generateName(room.language, new Set([...room.players.values()].map((p) => nicknameKey(p.nickname))));
  } else {
    if (!input.nickname) throw badRequest(M.nicknameRequired, { nickname: M.nicknameRequired });
    const refusal = nicknameRefusal(input.nickname);
    if (refusal) throw badRequest(refusal, { nickname: refusal });
    nickname = input.nickname;
  }

  const token = newToken();
  for (let attempt = 0; attempt < 5; attempt++) {
    const taken = await g.live.seats.take(
      {
        roomId: room.core.id,
        nickname,
        nicknameKey: userId ? `student:${userId}` : nicknameKey(nickname),
        tokenHash: tokenHash(token),
        deviceHash: tokenHash(cookies.device),
        userId,
        joinedAt: deps.now(),
      },
      room.policy.capacity,
    );
    if (taken.ok) {
      const seat = room.addSeat(taken.player);
      await publish(g, room, { type: 'player-joined', player: present.presentHostPlayer(room, seat) });
      return { token, room, player: seat };
    }
    refuseSeat(taken.refusal, room.policy.capacity);
    switch (taken.refusal) {
      case 'taken':
        if (asThemselves && userId) {
          // their account is their proof: the seat they hold comes to this device, the other one loses it
          const moved = await moveSeat(deps.database.db, room.core.id, userId, tokenHash(token));
          if (!moved) throw new HttpError(409, M.nameTaken, { nickname: M.nameTaken });
          const seat = room.players.get(moved.id) ?? room.addSeat(moved);
          if (moved.removedAt) throw forbidden(M.removed);
          await publish(g, room, { type: 'seat-moved', player_id: moved.id });
          room.byToken.set(tokenHash(token), moved.id);
          return { token, room, player: room.players.get(moved.id) ?? seat };
        }
        if (mode === 'generated') {
          nickname = generateName(room.language, new Set([...room.players.values()].map((p) => nicknameKey(p.nickname)).concat(nicknameKey(nickname))));
          continue;
        }
        if (mode === 'roster') throw new HttpError(409, M.nameTaken, { student_id: M.nameTaken });
        throw new HttpError(409, M.nicknameTaken, { nickname: M.nicknameTaken });
    }
  }
  throw new HttpError(409, M.nicknameTaken, { nickname: M.nicknameTaken });
}

/**
 * A child on another device (or whose cookies were cleared) asks for their
 * seat back, by the name they had or their roster name; the host decides.
 * The device's token waits on the seat until then.
 */
export async function requestSeat(g: Games, code: string, input: Entry) {
  const { deps } = g;
  const room = await requireRoom(g, code);
  if (room.core.state === 'ended') throw ended();
  requireCheck(g, room, input.check);
  const key = input.student_id ? `student:${input.student_id}` : input.nickname ? nicknameKey(input.nickname) : '';
  if (!key) {
    const field = room.core.settings.nicknameMode === 'roster' ? 'student_id' : 'nickname';
    throw badRequest(field === 'student_id' ? M.pickYourName : M.nicknameRequired, { [field]: field === 'student_id' ? M.pickYourName : M.nicknameRequired });
  }
  const token = newToken();
  const now = deps.now();
  const row = await store.knock(deps.database.db, room.core.id, input.student_id ? { userId: input.student_id } : { nicknameKey: key }, tokenHash(token), now);
  if (!row) {
    const field = input.student_id ? 'student_id' : 'nickname';
    throw new HttpError(404, M.noSuchSeat, { [field]: M.noSuchSeat });
  }
  if (!room.players.has(row.id)) room.addSeat(row);
  room.seatRequests.set(row.id, { nickname: row.nickname, at: now });
  await publish(g, room, { type: 'seat-requested', request: { player_id: row.id, nickname: row.nickname, at: now.toISOString() } });
  return { token, room, nickname: row.nickname };
}


/** A roster room's names to pick from, each marked when its seat is taken. */
export async function roster(g: Games, code: string, check: string | undefined) {
  const room = await requireRoom(g, code);
  if (room.core.state === 'ended') throw ended();
  if (room.core.settings.nicknameMode !== 'roster' || !room.core.settings.classId) throw badRequest(M.nicknameRequired);
  requireCheck(g, room, check);
  const klass = await hostClass(g.deps, room.hostUserId, room.core.settings.classId);
  const taken = new Set([...room.players.values()].filter((p) => p.roster && !p.removed).map((p) => p.nickname));
  return { code: room.core.code, class_name: klass.name, students: klass.students.map((s) => ({ id: s.id, name: s.name, taken: taken.has(s.name) })) };
}
