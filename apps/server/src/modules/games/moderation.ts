import { nicknameKey, type ExtraTime } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import { HttpError } from '../../lib/http-error.ts';
import type { LiveRoom } from './live-room.ts';
import { generateName } from './names.ts';
import * as present from './presenter.ts';
import { ended, full, hostPlayer, publish, type Games } from './service.ts';
import * as store from './store.ts';
import { closeIfDecided } from './together.ts';

/**
 * What a host does to one child's seat (decision 035): take out, give a
 * generated name, let back in, extra time, and the answer to a device asking
 * for a seat back. Written first, then published, as every change.
 */
const M = GAME_MESSAGES;

function requirePlayerOf(room: LiveRoom, playerId: string) {
  const player = room.players.get(playerId);
  if (!player) throw new HttpError(404, M.noSuchPlayer);
  return player;
}

/** Takes a child out: their seat is free, their device refused until the host lets it back. */
export async function removePlayer(g: Games, room: LiveRoom, playerId: string) {
  if (room.core.state === 'ended') throw ended();
  requirePlayerOf(room, playerId);
  const row = await store.removePlayer(g.deps.database.db, room.core.id, playerId, g.deps.now());
  if (row) {
    const seat = room.players.get(playerId)!;
    room.players.set(playerId, { ...seat, removed: true });
    await publish(g, room, { type: 'player-updated', player: hostPlayer(room, playerId) }, { type: 'removed', player_id: playerId });
    if (room.seatRequests.has(playerId)) await publish(g, room, { type: 'seat-request-closed', player_id: playerId, admitted: false });
    // together: the open question waited for this child only, it closes now
    await closeIfDecided(g, room);
  }
  return hostPlayer(room, playerId);
}

/**
 * The host gives a child a generated name in place of the one they typed (a name that should not be on
 * the board): their seat, score and answers stay; the board and the child's own page show the new name.
 */
export async function renameByHost(g: Games, room: LiveRoom, playerId: string) {
  if (room.core.state === 'ended') throw ended();
  requirePlayerOf(room, playerId);
  for (let attempt = 0; attempt < 5; attempt++) {
    const taken = new Set([...room.players.values()].map((p) => nicknameKey(p.nickname)));
    const nickname = generateName(room.language, taken);
    const seat = room.players.get(playerId)!;
    // a signed-in child's seat is keyed by their account (student:…): only the name shown changes
    const row = await store.updatePlayer(g.deps.database.db, room.core.id, playerId, seat.roster ? { nickname } : { nickname, nicknameKey: nicknameKey(nickname) });
    if (!row) continue;
    const renamed = { ...seat, nickname };
    room.players.set(playerId, renamed);
    await publish(g, room, { type: 'player-updated', player: hostPlayer(room, playerId) }, { type: 'you', player_id: playerId, you: present.presentYou(room, renamed) });
    return hostPlayer(room, playerId);
  }
  throw new HttpError(409, M.nicknameTaken);
}

/** Lets a child the host took out back into their seat (on the device they had). */
export async function letIn(g: Games, room: LiveRoom, playerId: string) {
  if (room.core.state === 'ended') throw ended();
  requirePlayerOf(room, playerId);
  const row = await store.letIn(g.deps.database.db, room.core.id, playerId, room.policy.capacity);
  if (row === 'full') throw full(room.policy.capacity);
  if (!row) throw new HttpError(409, M.notRemoved);
  const seat = room.players.get(playerId)!;
  room.players.set(playerId, { ...seat, removed: false, left: false });
  await publish(g, room, { type: 'player-updated', player: hostPlayer(room, playerId) });
  return hostPlayer(room, playerId);
}

export async function setExtraTime(g: Games, room: LiveRoom, playerId: string, extraTime: ExtraTime) {
  if (room.core.state === 'ended') throw ended();
  requirePlayerOf(room, playerId);
  await store.updatePlayer(g.deps.database.db, room.core.id, playerId, { extraTime });
  room.players.set(playerId, { ...room.players.get(playerId)!, extraTime });
  const seat = room.players.get(playerId)!;
  await publish(g, room, { type: 'player-updated', player: hostPlayer(room, playerId) }, { type: 'you', player_id: playerId, you: present.presentYou(room, seat) });
  return hostPlayer(room, playerId);
}

/** The host answers a device asking for a seat: let in (the seat moves to it) or refused. */
export async function decideSeat(g: Games, room: LiveRoom, playerId: string, admit: boolean) {
  if (room.core.state === 'ended') throw ended();
  requirePlayerOf(room, playerId);
  const row = await store.decideKnock(g.deps.database.db, room.core.id, playerId, admit);
  if (!row) throw new HttpError(404, M.noSeatRequest);
  room.seatRequests.delete(playerId);
  if (admit) {
    room.players.set(playerId, { ...room.players.get(playerId)!, removed: false, left: false });
    await publish(
      g,
      room,
      { type: 'seat-moved', player_id: playerId },
      { type: 'admitted', player_id: playerId },
      { type: 'seat-request-closed', player_id: playerId, admitted: true },
      { type: 'player-updated', player: hostPlayer(room, playerId) },
    );
  } else {
    await publish(g, room, { type: 'refused', player_id: playerId }, { type: 'seat-request-closed', player_id: playerId, admitted: false });
  }
  return room;
}
