import { randomBytes, randomInt } from 'node:crypto';
import { DEFAULT_REGION, findRegion } from '@numbloom/domain/regions';
import { GAME_MESSAGES, NAME_REROLLS, nicknameKey, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH, type ExtraTime, type GameMode, type GameState, type NicknameMode, type Pace } from '@numbloom/domain/games';
import type { AnswerResult, HostPlayer, PublishedEvent, SettingsRequest } from '@numbloom/domain/games-schema';
import { checkAnswer } from '@numbloom/maths/check';
import { toPlayable } from '@numbloom/maths/playable';
import { formatAnswer, renderText } from '@numbloom/maths/text';
import { LANGUAGES, type Answer, type Language, type Response } from '@numbloom/maths/types';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, HttpError, unauthorized } from '../../lib/http-error.ts';
import { teacherClasses } from '../accounts/service.ts';
import { activityTitle, loadCatalogue } from '../content/service.ts';
import { saveGameResult } from '../progress/service.ts';
import * as engine from './engine.ts';
import { checkAccepts, newCheckSecret } from './join-check.ts';
import { ALL_POLICIES, policyFor, seedForRun, tokenHash, type LiveGames, type LiveRoom } from './live.ts';
import { generateName } from './names.ts';
import { nicknameRefusal } from './nickname-check.ts';
import * as present from './presenter.ts';
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
const ended = () => new HttpError(410, M.ended);
const full = (capacity: number) => new HttpError(409, M.full(capacity), { code: M.full(capacity) });

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
async function hostClass(deps: Deps, teacherId: string, classId: string) {
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
const hostPlayer = (room: LiveRoom, id: string): HostPlayer => present.presentHostPlayer(room, room.players.get(id)!);

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

function requireResults(room: LiveRoom) {
  if (room.core.state !== 'ended') throw new HttpError(409, M.notEnded);
  if (!room.core.resultsUntil) throw new HttpError(410, M.resultsDeleted);
}

export function hostResults(room: LiveRoom) {
  requireResults(room);
  return present.presentHostResults(room);
}

const CSV_HEADER = ['nickname', 'score', 'speed_bonus', 'rank', 'question_number', 'question', 'answer', 'right_answer', 'result'];
const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // a cell a spreadsheet would run as a formula is quoted with a leading apostrophe (CSV injection)
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** What a child answered, as text in the room's language. */
function responseText(response: unknown, language: Language, choices: Parameters<typeof formatAnswer>[2]): string {
  if (response === null || response === undefined) return '';
  if (typeof response === 'string') return response;
  const r = response as { kind: string; points?: Array<{ x: number; y: number }> };
  if (r.kind === 'drawn-polygon') return (r.points ?? []).map((p) => `(${p.x}, ${p.y})`).join(' ');
  try {
    return formatAnswer(response as Answer, language, choices);
  } catch {
    return JSON.stringify(response);
  }
}

/**
 * The host's results download: one line per child and question (nickname,
 * score, speed bonus, rank, the question's number in the child's run, the
 * question, what the child answered, the right answer, right / wrong / no
 * answer); a child who answered nothing gets one line with their score.
 */
export async function resultsCsv(g: Games, room: LiveRoom): Promise<string> {
  requireResults(room);
  const language = room.language as Language;
  const answers = await store.answersOfRoom(g.deps.database.db, room.core.id);
  const byPlayer = new Map<string, typeof answers>();
  for (const a of answers) byPlayer.set(a.playerId, [...(byPlayer.get(a.playerId) ?? []), a]);
  const lines = [CSV_HEADER.join(',')];
  for (const { player, rank } of engine.rank([...room.players.values()], { playedOnly: true })) {
    const mine = (byPlayer.get(player.id) ?? []).sort((a, b) => a.itemIndex - b.itemIndex);
    const base = [player.nickname, player.score, player.bonus, rank];
    if (mine.length === 0) lines.push([...base, null, null, null, null, null].map(csvCell).join(','));
    for (const a of mine) {
      const item = room.itemFor(player.id, a.itemIndex);
      const right = checkAnswer(item, '', language).expected;
      const result = a.response === null ? 'no answer' : a.correct ? 'right' : 'wrong';
      lines.push([...base, a.itemIndex + 1, renderText(item.prompt, language), responseText(a.response, language, item.choices), right, result].map(csvCell).join(','));
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Deletes the guests' results now (the host asked), keeping only anonymous counts. */
export async function deleteResults(g: Games, room: LiveRoom) {
  requireResults(room);
  await store.deleteResults(g.deps.database.db, room.core.id);
  await publish(g, room, { type: 'results-deleted' });
}

// ---------------------------------------------------------------- children

interface Entry {
  check?: string;
  nickname?: string;
  student_id?: string;
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
    switch (taken.refusal) {
      case 'ended':
        throw ended();
      case 'locked':
        throw forbidden(M.locked);
      case 'full':
        throw full(room.policy.capacity);
      case 'device-removed':
        throw forbidden(M.removed);
      case 'taken':
        if (asThemselves && userId) {
          // their account is their proof: the seat they hold comes to this device, the other one loses it
          const moved = await store.moveSeat(deps.database.db, room.core.id, userId, tokenHash(token));
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

/** The child's questions in their own order, without answers; together, those open so far. */
export function itemsFor(room: LiveRoom, player: engine.PlayerCore) {
  if (room.core.state === 'waiting') throw refusal('not-started');
  if (room.policy.adaptive) {
    // each place is made when the child reaches it: the one to answer now
    const next = nextPlayable(room, player);
    return next ? [next] : [];
  }
  const open = room.core.settings.pace === 'together' && room.core.round !== null ? room.core.round + 1 : room.core.itemCount;
  return Array.from({ length: Math.min(open, room.core.itemCount) }, (_, i) => toPlayable(room.itemFor(player.id, i), i));
}

/**
 * Checks an answer on the server (the browser's verdict is never asked) and
 * counts it once. Nothing is read: the room, the seat and the question are
 * in memory. The answer joins the next group commit and the request is
 * answered once it is written. A refusal is given only after reading the
 * room again, in case this process's copy is behind.
 */
export async function answer(g: Games, code: string, token: string | undefined, input: { item_index: number; response: Response | null; queued?: boolean }): Promise<AnswerResult> {
  let room = await requireRoom(g, code);
  let player = await requireSeat(g, room, token, { removedOk: true });
  const rules = () => ({ now: g.deps.now(), inTurn: room.policy.adaptive });
  let refused = engine.mayAnswer(room.core, player, input.item_index, rules());
  if (refused && refused !== 'no-such-item') {
    room = (await g.live.reload(code)) ?? room;
    player = room.players.get(player.id) ?? player;
    refused = engine.mayAnswer(room.core, player, input.item_index, rules());
  }
  if (refused) {
    // the clock ran out and no process has ended the room yet: this one does, as the clock would
    if (refused === 'ended' && engine.clockRanOut(room.core, g.deps.now())) await endRoom(g, room).catch(() => undefined);
    throw refusal(refused, room);
  }

  const index = input.item_index;
  const key = store.answerKey(player.id, index);
  const first = room.inflight.get(key);
  if (first) await first.catch(() => undefined);
  const language = room.language as Language;
  const item = room.itemFor(player.id, index);
  const checked = input.response === null ? { ...checkAnswer(item, '', language), correct: false } : checkAnswer(item, input.response, language);
  const current = room.players.get(player.id) ?? player;
  if (current.answers[index] !== null && current.answers[index] !== undefined) return repeated(room, current, index, checked.expected);

  const now = g.deps.now();
  const bonus = engine.speedBonus({ room: room.core, player: current, itemIndex: index, correct: checked.correct, queued: input.queued ?? false, now });
  const pending = g.live.answers.submit({ playerId: player.id, itemIndex: index, correct: checked.correct, bonus, response: input.response, answeredAt: now });
  room.inflight.set(key, pending);
  let outcome;
  try {
    outcome = await pending;
  } finally {
    room.inflight.delete(key);
  }
  if (!outcome.written) {
    // answered already (on another process), or refused by the truth: taken out, or the room ended
    const fresh = (await g.live.reload(code)) ?? room;
    const seat = fresh.players.get(player.id);
    if (seat && seat.answers[index] !== null && seat.answers[index] !== undefined) return repeated(fresh, seat, index, checked.expected);
    throw refusal(engine.mayAnswer(fresh.core, seat ?? { ...player, removed: true }, index, { now: g.deps.now() }) ?? 'ended', fresh);
  }
  const before = room.players.get(player.id) ?? current;
  const counted = engine.counted(before, index, checked.correct, bonus, now);
  const seat = { ...counted, ...(outcome.totals ?? {}) };
  room.players.set(player.id, seat);
  await g.live.publish(code, { type: 'player-answered', player: present.presentHostPlayer(room, seat), item_index: index, correct: checked.correct });
  await endIfDecided(g, room);
  return {
    correct: checked.correct,
    expected: checked.expected,
    score: seat.score,
    bonus: seat.bonus,
    bonus_added: bonus,
    answered: seat.answered,
    status: engine.playerStatus(seat, room.core.itemCount),
    repeated: false,
    ...(room.policy.adaptive ? { next: nextPlayable(room, seat) } : {}),
  };
}

/** An adaptive run's next question for this child, at the level their answers give; null when the run is over. */
function nextPlayable(room: LiveRoom, player: engine.PlayerCore) {
  const next = engine.firstUnanswered(player);
  return next < room.core.itemCount ? toPlayable(room.itemFor(player.id, next), next) : null;
}

function repeated(room: LiveRoom, player: engine.PlayerCore, index: number, expected: string): AnswerResult {
  return {
    correct: player.answers[index] === true,
    expected,
    score: player.score,
    bonus: player.bonus,
    bonus_added: 0,
    answered: player.answered,
    status: engine.playerStatus(player, room.core.itemCount, room.core.state === 'ended'),
    repeated: true,
    ...(room.policy.adaptive ? { next: nextPlayable(room, player) } : {}),
  };
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
    if (!room || now.getTime() - row.createdAt.getTime() < policyFor(row.mode).idleEndMs) continue;
    await endRoom(g, room);
    closed.push(row.code);
  }
  const due = await store.roomsWithResultsDue(db, now);
  for (const row of due) {
    await store.deleteResults(db, row.id);
    await g.live.publish(row.code, { type: 'results-deleted' });
  }
  const deleted = await store.deleteEndedBefore(db, new Date(now.getTime() - endedRoomKeepMs));
  await store.deleteLaunchTokensBefore(db, now);
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
