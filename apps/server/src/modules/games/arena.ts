import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { DEFAULT_REGION, findRegion } from '@numbloom/domain/regions';
import { ARENA_PLACES, LAUNCH_TOKEN_SECONDS, type GameState } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import type { ArenaClassDetails, ArenaNotice, CreateArenaRequest, LaunchAnswer, NotifyAnswer } from '@numbloom/domain/games-schema';
import { LANGUAGES } from '@numbloom/maths/types';
import type { Deps } from '../../deps.ts';
import { badRequest, forbidden, HttpError } from '../../lib/http-error.ts';
import { classById, classOfStudent, teacherClasses } from '../accounts/service.ts';
import { activityTitle, loadCatalogue } from '../content/service.ts';
import { endsAt, playerStatus } from './engine.ts';
import { newCheckSecret } from './join-check.ts';
import type { LiveRoom } from './live-room.ts';
import { arena as arenaPolicy } from './modes/arena.ts';
import { joinRoom } from './seats.ts';
import { insertRoomWithFreeCode, type Games } from './service.ts';
import * as arenaStore from './arena-store.ts';

/**
 * Arena (decision 040): what differs from Play with class is its policy
 * (modes/arena.ts); this file holds only what an Arena adds around the
 * engine: opening one for a class with a length, the class's details for its
 * teacher, telling the class's students, and the single-use link from a
 * student's notice into the game (spec §7).
 */
const M = GAME_MESSAGES;

/** Activities an Arena can be played on: any with questions made by the engine (not worksheets). */
function arenaActivity(activityId: string) {
  const activity = loadCatalogue().byId.get(activityId);
  if (!activity || activity.type === 'worksheet') throw badRequest(M.notAnArenaActivity, { activity_id: M.notAnArenaActivity });
  return activity;
}

/** A class of this teacher: 404 when there is no such class, 403 when it is another teacher's. */
export async function ownClass(deps: Deps, teacherId: string, classId: string) {
  const klass = await classById(deps, classId);
  if (!klass) throw new HttpError(404, M.classNotFound);
  if (klass.teacherId !== teacherId) throw forbidden(M.notYourClass);
  return klass;
}

/** A new Arena in 'waiting', for an activity, a length of 1 to 10 minutes and (optionally) one of the teacher's classes. */
export async function createArena(g: Games, hostUserId: string, input: CreateArenaRequest): Promise<LiveRoom> {
  const { deps } = g;
  const activity = arenaActivity(input.activity_id);
  const policy = arenaPolicy;
  let className: string | null = null;
  if (input.class_id) {
    const klass = await classById(deps, input.class_id);
    if (!klass || klass.teacherId !== hostUserId) throw badRequest(M.noSuchClass, { class_id: M.noSuchClass });
    className = klass.name;
  }
  const region = findRegion(input.region_code?.toLowerCase() ?? DEFAULT_REGION) ?? findRegion(DEFAULT_REGION)!;
  const wanted = input.language_code?.toLowerCase();
  const language = (LANGUAGES as readonly string[]).includes(wanted ?? '') ? wanted! : 'en';
  return insertRoomWithFreeCode(
    g,
    {
      mode: policy.mode,
      activityId: activity.id,
      hostUserId,
      state: 'waiting',
      seed: randomBytes(9).toString('base64url'),
      itemCount: ARENA_PLACES,
      regionCode: region.code,
      languageCode: language,
      createdAt: deps.now(),
      checkSecret: newCheckSecret(),
      nicknameMode: arenaNames(input),
      classId: input.class_id ?? null,
      pace: 'self',
      durationSeconds: input.minutes * 60,
    },
    className,
  );
}

/**
 * How an Arena's children are named (decision 089): a class Arena takes only its class's signed-in
 * children unless its teacher opens it to guests ('roster', the default); an Arena for no class is
 * public, so strangers see only names the server made ('generated'), never a typed one.
 */
function arenaNames(input: CreateArenaRequest) {
  if (!input.class_id) return 'generated' as const;
  return input.nickname_mode ?? arenaPolicy.nicknameModes[0]!;
}

/**
 * A signed-in child's name on a board strangers may see: the first name and the family name's
 * initial ("Emma J."), never the full name the class holds (decision 089, as decision 061's boards).
 */
export function boardName(fullName: string) {
  const words = fullName.trim().split(/\s+/u);
  if (words.length < 2) return words[0] ?? '';
  const initial = [...words.at(-1)!][0]!.toLocaleUpperCase();
  return `${words[0]} ${initial}.`;
}

/** spec §7 arena-class-details: the class, its students, and each one's status in the class's latest Arena. */
export async function classDetails(g: Games, teacherId: string, classId: string): Promise<ArenaClassDetails> {
  const { deps } = g;
  const klass = await ownClass(deps, teacherId, classId);
  const { students } = await teacherClasses(deps, teacherId);
  const row = await arenaStore.latestArenaOf(deps.database.db, teacherId, klass.id);
  const room = row ? await g.live.room(row.code) : undefined;
  const seats = new Map<string, { status: ArenaClassDetails['students'][number]['arena_status']; score: number }>();
  if (room && row) {
    for (const seat of await arenaStore.accountSeats(deps.database.db, row.id)) {
      const held = room.players.get(seat.id);
      if (held) seats.set(seat.userId!, { status: playerStatus(held, room.core.itemCount), score: held.score });
    }
  }
  return {
    class: { id: klass.id, name: klass.name },
    arena: room
      ? {
          code: room.core.code,
          state: room.core.state,
          activity_id: room.activityId,
          notified_at: room.notifiedAt?.toISOString() ?? null,
          ends_at: endsAt(room.core)?.toISOString() ?? null,
        }
      : row
        ? { code: row.code, state: row.state as GameState, activity_id: row.activityId, notified_at: row.notifiedAt?.toISOString() ?? null, ends_at: null }
        : null,
    students: students
      .filter((s) => s.classId === klass.id)
      .map((s) => {
        const seat = seats.get(s.userId);
        return { id: s.userId, name: s.displayName, arena_status: seat?.status ?? 'not-joined', score: seat?.score ?? null };
      }),
  };
}

/** spec §7 notify-students: the Arena's class's students see it on their own pages, with a button into it. No email. */
export async function notifyStudents(g: Games, room: LiveRoom): Promise<NotifyAnswer> {
  const { deps } = g;
  if (room.core.mode !== 'arena') throw badRequest(M.notAnArena, { code: M.notAnArena });
  if (room.core.state === 'ended') throw new HttpError(410, M.ended);
  const classId = room.core.settings.classId;
  if (!classId) throw badRequest(M.arenaNeedsClass, { class_id: M.arenaNeedsClass });
  const klass = await ownClass(deps, room.hostUserId, classId);
  const now = deps.now();
  const row = await arenaStore.markNotified(deps.database.db, room.core.id, now);
  if (!row) throw new HttpError(410, M.ended);
  room.notifiedAt = now;
  const { students } = await teacherClasses(deps, room.hostUserId);
  return { code: room.core.code, class_id: klass.id, students: students.filter((s) => s.classId === klass.id).length, notified_at: now.toISOString() };
}

/**
 * The open Arenas a signed-in student's teacher told their class about, each
 * activity titled in the student's page language (the room's own when the
 * request names none).
 */
export async function noticesFor(g: Games, userId: string, language: string | undefined): Promise<ArenaNotice[]> {
  const member = await classOfStudent(g.deps, userId);
  if (!member) return [];
  const rows = await arenaStore.noticesForClass(g.deps.database.db, member.classId);
  return rows.map((r) => ({
    code: r.code,
    activity_id: r.activityId,
    activity_title: activityTitle(r.activityId, language ?? r.languageCode),
    class_name: member.className,
    state: r.state as GameState,
    ends_at: r.startedAt && r.durationSeconds !== null ? new Date(r.startedAt.getTime() + r.durationSeconds * 1000).toISOString() : null,
    notified_at: r.notifiedAt!.toISOString(),
  }));
}

// ---------------------------------------------------------------- the link into the game

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`launch:${body}`).digest('base64url');

/**
 * A single-use link into an Arena for a signed-in student of its class: the
 * token is `<id>.<expiry>.<hmac>`; the row behind the id says whose it is and
 * whether it was used.
 */
export async function launchToken(g: Games, userId: string, code: string): Promise<LaunchAnswer> {
  const { deps } = g;
  const member = await classOfStudent(deps, userId);
  const room = await g.live.room(code);
  if (!room || room.core.mode !== 'arena') throw new HttpError(404, M.notFound, { code: M.notFound });
  if (room.core.state === 'ended') throw new HttpError(410, M.ended);
  if (!member || room.core.settings.classId !== member.classId || !room.notifiedAt) throw forbidden(M.notYourArena);
  const expiresAt = new Date(deps.now().getTime() + LAUNCH_TOKEN_SECONDS * 1000);
  const row = await arenaStore.insertLaunchToken(deps.database.db, { roomId: room.core.id, userId, expiresAt });
  const body = `${row.id}.${Math.floor(expiresAt.getTime() / 1000)}`;
  return { temp_session_token: `${body}.${sign(deps.config.SECRET_KEY, body)}`, expires_at: expiresAt.toISOString() };
}

/**
 * spec §7 matific-play-initialization-data: a launch token takes its student
 * straight into the game, once. Forged or malformed: 400; used or expired:
 * 410; the class's Arena over: 410 with the ended text.
 */
export async function playInit(g: Games, token: string | undefined, cookies: { seat?: (code: string) => string | undefined; device: string }) {
  const { deps } = g;
  const parts = (token ?? '').split('.');
  if (parts.length !== 3) throw badRequest(M.linkInvalid, { temp_session_token: M.linkInvalid });
  const [id, exp, mac] = parts as [string, string, string];
  const expected = Buffer.from(sign(deps.config.SECRET_KEY, `${id}.${exp}`));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw badRequest(M.linkInvalid, { temp_session_token: M.linkInvalid });
  }
  if (Number(exp) * 1000 <= deps.now().getTime()) throw new HttpError(410, M.linkExpired, { temp_session_token: M.linkExpired });
  const used = await arenaStore.useLaunchToken(deps.database.db, id, deps.now());
  if (!used.ok) {
    const message = used.why === 'used' ? M.linkUsed : used.why === 'expired' ? M.linkExpired : M.linkInvalid;
    throw new HttpError(used.why === 'unknown' ? 400 : 410, message, { temp_session_token: message });
  }
  const row = await arenaStore.findRoomById(deps.database.db, used.roomId);
  if (!row) throw new HttpError(410, M.ended);
  const room = await g.live.room(row.code);
  if (!room || room.core.state === 'ended') throw new HttpError(410, M.ended);
  const member = await classOfStudent(deps, used.userId);
  if (!member || member.classId !== room.core.settings.classId) throw forbidden(M.notYourArena);
  const seated = await joinRoom(g, room, {}, { seat: cookies.seat?.(room.core.code), device: cookies.device, launched: true }, { userId: used.userId, name: boardName(member.displayName) });
  return { ...seated, user: { id: used.userId, name: member.displayName } };
}

/**
 * The account a signed-in student enters an Arena as (their class's name for them, as a board shows
 * it), or undefined for anyone else. A roster Arena takes only its own class's students: anyone
 * else, a guest or a child of another class, is refused before a seat is looked at.
 */
export async function arenaEntrant(deps: Deps, room: LiveRoom, user: { id: string; role: string } | undefined) {
  const member = user?.role === 'student' ? await classOfStudent(deps, user.id) : undefined;
  const roster = room.core.settings.nicknameMode === 'roster';
  if (roster && (!member || member.classId !== room.core.settings.classId)) throw new HttpError(403, M.rosterArena, { code: M.rosterArena });
  return member && user ? { userId: user.id, name: boardName(member.displayName) } : undefined;
}
