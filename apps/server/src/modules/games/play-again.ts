import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import { badRequest, forbidden, HttpError } from '../../lib/http-error.ts';
import type { PlayerCore } from './engine.ts';
import { tokenHash, type LiveRoom } from './live-room.ts';
import * as present from './presenter.ts';
import { createRoom, ended, newToken, publish, requireRoom, type Games } from './service.ts';
import { refuseSeat } from './seats.ts';
import * as store from './store.ts';

/**
 * Play again (decision 090): once a class game has ended, its host starts a
 * new game of the same activity, with the same settings, in a new room; the
 * ended room points at it (next_code) and tells its children, whose pages
 * follow with their seat: the same name (or roster student) in the new room,
 * no code to type and no join check, since the teacher's room had already
 * let them in. The ended room keeps its results (its table, its download).
 */
const M = GAME_MESSAGES;

/** The host's new game for the same children; asked twice (two screens), the first one made. */
export async function playAgain(g: Games, room: LiveRoom): Promise<LiveRoom> {
  if (room.policy.mode !== 'class-room') throw badRequest(M.notAMultiplayerGame);
  if (room.core.state !== 'ended') throw new HttpError(409, M.notEndedYet);
  if (room.nextCode) return requireRoom(g, room.nextCode);
  const s = room.core.settings;
  const created = await createRoom(g, room.hostUserId, {
    activity_id: room.activityId,
    region_code: room.regionCode,
    language_code: room.language,
    nickname_mode: s.nicknameMode,
    class_id: s.classId,
    speed_bonus: s.speedBonus,
    pace: s.pace,
    seconds_per_question: s.secondsPerQuestion as never,
    join_check: s.joinCheck,
  });
  const row = await store.setNextCode(g.deps.database.db, room.core.id, created.core.code);
  if (!row) {
    // another of the host's screens was first: theirs is the new game (this one is left to the idle sweep)
    const fresh = await store.findRoom(g.deps.database.db, room.core.code);
    if (fresh?.nextCode) return requireRoom(g, fresh.nextCode);
    throw new HttpError(409, M.notEndedYet);
  }
  room.nextCode = created.core.code;
  await publish(g, room, { type: 'play-again', code: created.core.code });
  return created;
}

/**
 * A child of the ended room takes their seat in the host's new game: a seat
 * this browser already holds there comes back; otherwise one under the same
 * name (or the same roster student), without the join check.
 */
export async function follow(g: Games, room: LiveRoom, player: PlayerCore, cookies: { seatThere: (code: string) => string | undefined; device: string }) {
  if (!room.nextCode) throw new HttpError(409, M.noNextGame);
  if (player.removed) throw forbidden(M.removed);
  const next = await requireRoom(g, room.nextCode);
  const held = await g.live.seat(next, cookies.seatThere(next.core.code));
  if (held && !held.knocking) return { token: cookies.seatThere(next.core.code)!, room: next, player: held.player };
  if (next.core.state === 'ended') throw ended();
  const row = await store.findPlayer(g.deps.database.db, room.core.id, player.id);
  if (!row) throw forbidden(M.notPlayer);
  const token = newToken();
  const taken = await g.live.seats.take(
    {
      roomId: next.core.id,
      nickname: row.nickname,
      nicknameKey: row.userId ? `student:${row.userId}` : row.nicknameKey,
      tokenHash: tokenHash(token),
      deviceHash: tokenHash(cookies.device),
      userId: row.userId,
      joinedAt: g.deps.now(),
    },
    next.policy.capacity,
  );
  if (!taken.ok) {
    refuseSeat(taken.refusal, next.policy.capacity);
    // taken: the same child followed on another device first, and that device holds the seat
    throw new HttpError(409, M.nameTaken, { nickname: M.nameTaken });
  }
  const seat = next.addSeat(taken.player);
  await publish(g, next, { type: 'player-joined', player: present.presentHostPlayer(next, seat) });
  return { token, room: next, player: seat };
}
