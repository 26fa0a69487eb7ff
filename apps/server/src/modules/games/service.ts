import { randomBytes, randomInt } from 'node:crypto';
import { DEFAULT_REGION, findRegion } from '@numbloom/domain/regions';
import { NAME_REROLLS, nicknameKey, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, type GameMode, type GameState, type NicknameMode, type Pace } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import type { HostPlayer, PublishedEvent, SettingsRequest } from '@numbloom/domain/games-schema';
import { LANGUAGES } from '@numbloom/maths/types';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, HttpError, unauthorized } from '../../lib/http-error.ts';
import { teacherClasses } from '../accounts/service.ts';
import { activityTitle, loadCatalogue } from '../content/service.ts';
import { saveGameResult } from '../progress/service.ts';
import * as engine from './engine.ts';
import { newCheckSecret } from './join-check.ts';
import type { LiveGames } from './live.ts';
import type { LiveRoom } from './live-room.ts';
import { ALL_POLICIES, policyFor, rowMode } from './modes/policies.ts';
import { seedForRun } from './plan.ts';
import { generateName } from './names.ts';
import * as present from './presenter.ts';
import { deleteLaunchTokensBefore } from './arena-store.ts';
import * as store from './store.ts';

/**
 * The games module's rules (decision 035): what a host, a child and a device
 * asking for its seat back may do, and what it changes. Each change is
 * written to the database first, then published as an event that every
 * process (this one at once) applies to the room it holds. The hot path of an
 * answer reads nothing: the room, the seat and the questions are in memory,
 * and the answer joins the next group commit.
 */
export interface Games {
  deps: Deps;
  live: LiveGames;
}

const M = GAME_MESSAGES;
const notFound = () => new HttpError(404, M.notFound, { code: M.notFound });
export const ended = () => new HttpError(410, M.ended);
export const full = (capacity: number) => new HttpError(409, M.full(capacity), { code: M.full(capacity) });

/** The HTTP answer to each refusal of the engine (an ended room answers with its mode's own text). */
export function refusal(r: engine.Refusal, room?: LiveRoom): HttpError {
  switch (r) {
    case 'ended':
      return room ? new HttpError(410, room.policy.endedMessage) : ended();
    case 'not-started':
      return new HttpError(409, M.notStarted);
    case 'already-started':
      return new HttpError(409, M.settingAfterStart);
    case 'not-together':
      return new HttpError(409, M.notTogether);
    case 'last-round':
      return new HttpError(409, M.lastRound);
    case 'removed':
      return forbidden(M.removed);
    case 'no-such-item':
      return badRequest(M.noSuchItem, { item_index: M.noSuchItem });
    case 'not-open-yet':
      return new HttpError(409, M.notOpenYet);
    case 'round-closed':
      return new HttpError(409, M.roundClosed);
  }
}

export function newCode(): string {
  let code = '';
  for (let i = 0; i < ROOM_CODE_LENGTH; i++) code += ROOM_CODE_ALPHABET[randomInt(ROOM_CODE_ALPHABET.length)];
  return code;
}

/** A token for a seat or a device: 256 random bits, only its hash is kept. */
export const newToken = () => randomBytes(32).toString('base64url');

/** The multiplayer-game activity of the catalogue, or a 400: only class games are played in rooms. */
function classGame(activityId: string) {
  const activity = loadCatalogue().byId.get(activityId);
  if (!activity || activity.type !== 'multiplayer-game') {
    throw badRequest(M.notAMultiplayerGame, { activity_id: M.notAMultiplayerGame });
  }
  return activity;
}

/** One of this teacher's classes (its name and students), or a 400. */
export async function hostClass(deps: Deps, teacherId: string, classId: string) {
  const { rows, students } = await teacherClasses(deps, teacherId);
  const klass = rows.find((r) => r.id === classId);
  if (!klass) throw badRequest(M.noSuchClass, { class_id: M.noSuchClass });
  return { name: klass.name, students: students.filter((s) => s.classId === classId).map((s) => ({ id: s.userId, name: s.displayName })) };
}

export async function requireRoom(g: Games, code: string): Promise<LiveRoom> {
  const room = await g.live.room(code);
  if (!room) throw notFound();
  return room;
}

/** The room when this user hosts it; someone else's room is a 403. */
export async function hostedRoom(g: Games, code: string, userId: string): Promise<LiveRoom> {
  const room = await requireRoom(g, code);
  if (room.hostUserId !== userId) throw forbidden(M.notHost);
  if (room.core.settings.nicknameMode === 'roster' && room.core.settings.classId && room.className === null) {
    room.className = (await hostClass(g.deps, userId, room.core.settings.classId).catch(() => null))?.name ?? null;
  }
  return room;
}

export const publish = (g: Games, room: LiveRoom, ...events: PublishedEvent[]) => events.reduce((p, e) => p.then(() => g.live.publish(room.core.code, e)), Promise.resolve());
export const hostPlayer = (room: LiveRoom, id: string): HostPlayer => present.presentHostPlayer(room, room.players.get(id)!);

// ---------------------------------------------------------------- the host

/**
 * Inserts a room under a code no kept room holds and answers its live view,
 * carrying its class's name: class rooms and Arenas are both made here. A
 * clash with a kept code is rare (31^6 codes); a few draws always find a free one.
 */
export async function insertRoomWithFreeCode(g: Games, values: Omit<store.NewRoom, 'code'>, className: string | null): Promise<LiveRoom> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const row = await store.insertRoom(g.deps.database.db, { ...values, code: newCode() });
    if (!row) continue;
    const room = (await g.live.room(row.code))!;
    room.className = className;
    return room;
  }
  throw new Error('games: no free activity code after 8 draws');
}

/** A new room in 'waiting' for a multiplayer-game activity, hosted by this teacher. */
export async function createRoom(g: Games, hostUserId: string, input: { activity_id: string; region_code?: string; language_code?: string } & SettingsRequest) {
  const { deps } = g;
  const activity = classGame(input.activity_id);
  const policy = policyFor('class-room');
  const region = findRegion(input.region_code?.toLowerCase() ?? DEFAULT_REGION) ?? findRegion(DEFAULT_REGION)!;
  const wanted = input.language_code?.toLowerCase();
  const language = (LANGUAGES as readonly string[]).includes(wanted ?? '') ? wanted! : 'en';
  const nicknameMode = input.nickname_mode ?? policy.nicknameModes[0]!;
  let className: string | null = null;
  if (nicknameMode === 'roster') {
    if (!input.class_id) throw badRequest(M.rosterNeedsClass, { class_id: M.rosterNeedsClass });
    className = (await hostClass(deps, hostUserId, input.class_id)).name;
  }
  const plan = seedForRun(activity.id, region.code, activity.item_count);
  return insertRoomWithFreeCode(
    g,
    {
      mode: policy.mode,
      activityId: activity.id,
      hostUserId,
      state: 'waiting',
      seed: plan.seed,
      itemCount: plan.itemCount,
      regionCode: region.code,
      languageCode: language,
      createdAt: deps.now(),
      checkSecret: newCheckSecret(),
      locked: input.locked ?? false,
      // on unless the host turns it off: a leaked code alone does not take a class's seats (decision 067)
      joinCheck: input.join_check ?? true,
      nicknameMode,
      classId: nicknameMode === 'roster' ? input.class_id! : null,
      speedBonus: input.speed_bonus ?? false,
      pace: input.pace ?? policy.paces[0]!,
      secondsPerQuestion: input.seconds_per_question ?? null,
    },
    className,
  );
}

/** Waiting → started. */
export async function startRoom(g: Games, room: LiveRoom) {
  const next = engine.start(room.core, g.deps.now());
  if (!next.ok) throw refusal(next.refusal);
  if (room.core.state === 'started') return room;
  const row = await store.startRoom(g.deps.database.db, room.core.id, { startedAt: next.value.startedAt!, round: next.value.round, roundStartedAt: next.value.roundStartedAt });
  if (!row) return (await g.live.reload(room.core.code)) ?? room;
  await publish(g, room, { type: 'started', started_at: row.startedAt!.toISOString(), round: row.round });
  return room;
}

/**
 * Ends the room. The guests' results stay until results_until (their end
 * screens, the host's table and CSV); roster students' results are saved on
 * their accounts now, stars included. Ending twice answers the room as it is.
 */
export async function endRoom(g: Games, room: LiveRoom) {
  const { deps } = g;
  if (room.core.state === 'ended') return room;
  const now = deps.now();
  const next = engine.end(room.core, now, room.policy.keepResultsMs);
  const row = await store.endRoom(deps.database.db, room.core.id, now, next.resultsUntil!);
  if (!row) return (await g.live.reload(room.core.code)) ?? room;
  // the final totals are the database's: answers may have landed on other processes a moment ago
  const fresh = (await g.live.reload(room.core.code)) ?? room;
  if (room.policy.keepsAccountResults) {
    const { players } = (await store.loadRoom(deps.database.db, room.core.code))!;
    for (const p of players) {
      if (!p.userId || p.removedAt) continue;
      // an adaptive run has no fixed length: a child is scored on the questions they met
      const total = room.policy.adaptive ? p.answered : room.core.itemCount;
      if (total === 0) continue;
      await saveGameResult(deps, p.userId, { activity_id: room.activityId, correct: p.score, total });
    }
  }
  await publish(g, fresh, { type: 'ended', ended_at: now.toISOString(), results_until: next.resultsUntil!.toISOString() });
  return fresh;
}

/** Lock and the join check at any time; names, timer, speed bonus and pace while the room waits. */
export async function changeSettings(g: Games, room: LiveRoom, input: SettingsRequest) {
  const change: Partial<engine.RoomSettings> = {
    locked: input.locked,
    joinCheck: input.join_check,
    nicknameMode: input.nickname_mode as NicknameMode | undefined,
    classId: input.class_id === undefined ? undefined : input.class_id,
    speedBonus: input.speed_bonus,
    pace: input.pace as Pace | undefined,
    secondsPerQuestion: input.seconds_per_question === undefined ? undefined : input.seconds_per_question,
  };
  const next = engine.changeSettings(room.core, change);
  if (!next.ok) throw refusal(next.refusal);
  const s = next.value.settings;
  if (!room.policy.nicknameModes.includes(s.nicknameMode)) throw badRequest(M.notAMultiplayerGame);
  if (s.nicknameMode === 'roster') {
    if (!s.classId) throw badRequest(M.rosterNeedsClass, { class_id: M.rosterNeedsClass });
    room.className = (await hostClass(g.deps, room.hostUserId, s.classId)).name;
  } else if (!room.policy.classBound) s.classId = null;
  else if (change.classId !== undefined && change.classId !== room.core.settings.classId) throw badRequest(M.settingAfterStart);
  if (!room.policy.paces.includes(s.pace)) throw badRequest(M.notTogether);
  await store.updateRoom(g.deps.database.db, room.core.id, {
    locked: s.locked,
    joinCheck: s.joinCheck,
    nicknameMode: s.nicknameMode,
    classId: s.classId,
    speedBonus: s.speedBonus,
    pace: s.pace,
    secondsPerQuestion: s.secondsPerQuestion,
  });
  await publish(g, room, { type: 'settings', settings: present.presentSettings(s, room.className) });
  return room;
}

/** Together: the next question for everyone. */
export async function nextRound(g: Games, room: LiveRoom) {
  const now = g.deps.now();
  const next = engine.nextRound(room.core, now);
  if (!next.ok) throw refusal(next.refusal);
  const row = await store.openRound(g.deps.database.db, room.core.id, next.value.round!, now);
  if (!row) return (await g.live.reload(room.core.code)) ?? room;
  await publish(g, room, { type: 'round', round: row.round!, round_started_at: row.roundStartedAt!.toISOString() });
  return room;
}

// ---------------------------------------------------------------- a child's seat (taking one: seats.ts; answering: play.ts)

/** The seat a request's cookie holds in the room; 401 when none, 403 when the host took it out. */
export async function requireSeat(g: Games, room: LiveRoom, token: string | undefined, options: { removedOk?: boolean } = {}) {
  const held = await g.live.seat(room, token);
  if (!held || held.knocking) throw unauthorized(held?.knocking ? M.seatRequested : M.notPlayer);
  if (held.player.removed && !options.removedOk) throw forbidden(M.removed);
  return held.player;
}

/** A room a child asks about: ended rooms answer only while their results are kept. */
export async function playerRoom(g: Games, code: string): Promise<LiveRoom> {
  const room = await requireRoom(g, code);
  if (room.core.state === 'ended' && !room.core.resultsUntil) throw ended();
  return room;
}

/** Generated names: another one, a few times, before the child's first answer. */
export async function rename(g: Games, room: LiveRoom, player: engine.PlayerCore) {
  if (room.core.state === 'ended') throw ended();
  if (room.core.settings.nicknameMode !== 'generated' || player.roster) throw badRequest(M.nicknameGiven);
  if (player.answered > 0) throw new HttpError(409, M.renameTooLate);
  if (player.rerolls >= NAME_REROLLS) throw new HttpError(409, M.rerollsUsed);
  for (let attempt = 0; attempt < 5; attempt++) {
    const taken = new Set([...room.players.values()].map((p) => nicknameKey(p.nickname)));
    const nickname = generateName(room.language, taken);
    const row = await store.updatePlayer(g.deps.database.db, room.core.id, player.id, { nickname, nicknameKey: nicknameKey(nickname), rerolls: player.rerolls + 1 });
    if (!row) continue;
    const seat = { ...room.players.get(player.id)!, nickname, rerolls: row.rerolls };
    room.players.set(player.id, seat);
    await publish(g, room, { type: 'player-updated', player: hostPlayer(room, player.id) }, { type: 'you', player_id: player.id, you: present.presentYou(room, seat) });
    return seat;
  }
  throw new HttpError(409, M.nicknameTaken);
}

/** The child leaves: their row shows aborted. In a two-player race (Quick match) that ends it, and they lose. */
export async function leave(g: Games, room: LiveRoom, player: engine.PlayerCore) {
  if (player.left) return;
  if (room.policy.endsWhenDecided && room.core.state === 'ended') return;
  await store.updatePlayer(g.deps.database.db, room.core.id, player.id, { leftAt: g.deps.now() });
  room.players.set(player.id, { ...room.players.get(player.id)!, left: true });
  await publish(g, room, { type: 'player-updated', player: hostPlayer(room, player.id) });
  await endIfDecided(g, room);
}

/**
 * A race (Quick match) is over before its clock once someone left, or once
 * every child has answered every question.
 */
export async function endIfDecided(g: Games, room: LiveRoom) {
  if (!room.policy.endsWhenDecided || room.core.state !== 'started') return;
  const seats = [...room.players.values()];
  const decided = seats.some((p) => p.left) || seats.every((p) => p.answered >= room.core.itemCount);
  if (decided) await endRoom(g, room);
}


// ---------------------------------------------------------------- the sweep

/**
 * The games sweep, hourly: a room nobody ended is ended (as its host would)
 * when its mode's idle time has passed; an ended room's guests' results are
 * deleted when their keeping time is over; an ended room's anonymous row goes
 * after ENDED_ROOM_KEEP_DAYS.
 */
export async function sweep(g: Games, now: Date, endedRoomKeepMs: number) {
  const db = g.deps.database.db;
  const idleMs = Math.min(...ALL_POLICIES.map((p) => p.idleEndMs));
  const stale = await store.roomsOpenSince(db, new Date(now.getTime() - idleMs));
  const closed: string[] = [];
  for (const row of stale) {
    const room = await g.live.room(row.code);
    if (!room || now.getTime() - row.createdAt.getTime() < policyFor(rowMode(row.mode)).idleEndMs) continue;
    await endRoom(g, room);
    closed.push(row.code);
  }
  const due = await store.roomsWithResultsDue(db, now);
  for (const row of due) {
    await store.deleteResults(db, row.id);
    await g.live.publish(row.code, { type: 'results-deleted' });
  }
  const deleted = await store.deleteEndedBefore(db, new Date(now.getTime() - endedRoomKeepMs));
  await deleteLaunchTokensBefore(db, now);
  return { closed, resultsDeleted: due.map((r) => r.code), deleted };
}

/**
 * A host's most recent rooms for their dashboard: the activity's title in the
 * dashboard's language (the room's own when the request names none), the
 * state, and how the class did.
 */
export async function recentRoomsOf(deps: Deps, hostUserId: string, limit: number, language: string | undefined) {
  return (await store.recentRoomsOf(deps.database.db, hostUserId, limit)).map(({ room, counts }) => ({
    code: room.code,
    mode: room.mode as GameMode,
    activityId: room.activityId,
    activityTitle: activityTitle(room.activityId, language ?? room.languageCode),
    state: room.state as GameState,
    createdAt: room.createdAt,
    endedAt: room.endedAt,
    resultsUntil: room.resultsUntil,
    ...counts,
  }));
}
