import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_REGION, findRegion } from '@numbloom/domain/regions';
import { nicknameKey, QUICK_MATCH_QUESTIONS, QUICK_MATCH_SECONDS, type MatchOutcome, type PracticeKind, type QuickMatchGrade } from '@numbloom/domain/games';
import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import type { MatchTicket, QuickMatchView } from '@numbloom/domain/games-schema';
import { LANGUAGES } from '@numbloom/maths/types';
import { HttpError, unauthorized } from '../../lib/http-error.ts';
import { loadCatalogue } from '../content/service.ts';
import * as engine from './engine.ts';
import { newCheckSecret } from './join-check.ts';
import type { LiveRoom } from './live-room.ts';
import { tokenHash } from './live-room.ts';
import { planItems } from './plan.ts';
import type { MatchQueue, TicketRecord } from './match-queue.ts';
import { quickMatch as policy } from './modes/quick-match.ts';
import { generateName } from './names.ts';
import * as present from './presenter.ts';
import { endIfDecided, newCode, newToken, publish, startRoom, type Games } from './service.ts';
import * as matchStore from './quick-match-store.ts';
import * as store from './store.ts';
import type { PracticeMark } from './tables.ts';

/**
 * Quick match (decision 044): what a race adds around the engine. A child
 * asks for a grade and gets a ticket; the queue pairs two tickets of the
 * grade (or, past the deadline, the child's own ticket gets a practice
 * opponent); the pairing makes a room of mode 'quick-match' with both seats,
 * generated names only, and starts it. From then on the race is the
 * engine's: its questions, answers checked on the server, the stream with
 * both scores, the clock, leaving. This file also plays the practice
 * opponent, which repeats an earlier real race of the grade.
 */
export interface QuickMatches {
  queue: MatchQueue;
  /** how long a child waits for a partner before the practice opponent (QUICK_MATCH_WAIT_MS) */
  waitMs: number;
  /**
   * the practice opponents this process plays, by room code, with the timer of the next answer
   * (none while one is being written); every process that holds a race plays its opponent, and the
   * one answer a seat may give per question keeps each answer once
   */
  readonly ghosts: Map<string, NodeJS.Timeout | undefined>;
  log: FastifyBaseLogger;
  /**
   * a signed-in child's last ask on this process, by account and grade, for as long as a ticket record
   * lives: a second tap, made before the first's cookie reached the browser, gets the same ticket
   */
  readonly asking: Map<string, { answer: Promise<{ token: string; ticket: MatchTicket }>; until: number }>;
}

const M = GAME_MESSAGES;
/** Quick match rooms have no host: no account has this id, so no host path ever answers for one. */
export const NO_HOST = '00000000-0000-0000-0000-000000000000';
/** The longest a ticket's long poll is held before it answers 'waiting' and the page asks again. */
const LONG_POLL_MAX_MS = 25_000;
/** A ticket taken from the line but not seated this long after its deadline (its pairing process stopped): practice. */
const PAIRING_GRACE_MS = 5_000;
/** Real runs a practice opponent is drawn from (the newest of the grade). */
const REPLAY_POOL = 50;
/** Seeds of races with a practice opponent carry what kind it is. */
const PRACTICE_SEED: Record<PracticeKind, string> = { replay: 'pr-', paced: 'pp-' };

/** The activities a race of a grade is played on: the grade's class games (ten questions of its maths), else any with questions. */
export function gradeActivities(grade: QuickMatchGrade) {
  const all = loadCatalogue().activities.filter((a) => a.grade === grade);
  const games = all.filter((a) => a.type === 'multiplayer-game');
  return games.length ? games : all.filter((a) => a.type !== 'worksheet');
}

export function practiceOf(room: LiveRoom): PracticeKind | null {
  if (room.seed.startsWith(PRACTICE_SEED.replay)) return 'replay';
  if (room.seed.startsWith(PRACTICE_SEED.paced)) return 'paced';
  return null;
}

const ticketView = (record: TicketRecord): MatchTicket => ({
  state: record.code ? 'matched' : 'waiting',
  grade: record.grade,
  waiting_until: new Date(record.deadline).toISOString(),
  code: record.code ?? null,
  practice: record.code ? (record.practice ?? null) : null,
});

type AskInput = { grade: QuickMatchGrade; tap?: string; region_code?: string; language_code?: string };

/**
 * A child asks for a race in a grade. A second tap is the first (decision 092): a browser that already
 * holds a ticket of the grade, waiting or in a race not ended, gets it back (the same token, so the same
 * cookie); a signed-in child's tap while their first is being answered gets that answer, and so does a
 * guest's tap that carries the same page's key as the first (`tap`).
 */
export async function ask(g: Games, qm: QuickMatches, input: AskInput, userId: string | null, held?: string) {
  const again = held ? await heldTicket(g, qm, held, input.grade) : undefined;
  if (again) return again;
  // the same child's taps are one ask: a signed-in child's by their account, a guest's by the key their page
  // sent with both (nothing else tells a guest's second tap from another child's before a cookie is set)
  const key = userId ? `${userId}:${input.grade}` : input.tap ? `tap:${input.tap}:${input.grade}` : undefined;
  if (!key) return askAnew(g, qm, input, userId);
  const now = g.deps.now().getTime();
  const last = qm.asking.get(key);
  if (last && last.until > now) {
    const earlier = await last.answer.catch(() => undefined);
    const same = earlier && (await heldTicket(g, qm, earlier.token, input.grade));
    if (same) return same;
  }
  if (qm.asking.size > ASKING_SWEEP_AT) for (const [k, v] of qm.asking) if (v.until <= now) qm.asking.delete(k);
  const answer = askAnew(g, qm, input, userId);
  qm.asking.set(key, { answer, until: now + ASKING_KEEP_MS });
  return answer;
}

/** How long a signed-in child's last ask is remembered (as long as a ticket's record: match-queue.ts). */
const ASKING_KEEP_MS = 10 * 60 * 1000;
/** Past this many remembered asks, those that lapsed are let go. */
const ASKING_SWEEP_AT = 10_000;

/** The ticket the browser's cookie holds, if it is of this grade and still good: waiting (not cancelled), or seated in a race not ended. */
async function heldTicket(g: Games, qm: QuickMatches, token: string, grade: QuickMatchGrade) {
  const record = token.length <= 100 ? await qm.queue.load(tokenHash(token)) : undefined;
  if (!record || record.grade !== grade || record.cancelled) return undefined;
  if (record.code) {
    const room = await g.live.room(record.code);
    if (!room || room.core.state === 'ended') return undefined;
  }
  return { token, ticket: ticketView(record) };
}

/**
 * A new ticket: paired at once with the child who has waited longest in the grade, or put in the line.
 * Answers the ticket (its token goes in the child's cookie; only its hash is kept).
 */
async function askAnew(g: Games, qm: QuickMatches, input: AskInput, userId: string | null) {
  const region = findRegion(input.region_code?.toLowerCase() ?? DEFAULT_REGION) ?? findRegion(DEFAULT_REGION)!;
  const wanted = input.language_code?.toLowerCase();
  const language = (LANGUAGES as readonly string[]).includes(wanted ?? '') ? wanted! : 'en';
  const token = newToken();
  const id = tokenHash(token);
  const record: TicketRecord = { grade: input.grade, deadline: g.deps.now().getTime() + qm.waitMs, language, region: region.code, userId };
  await qm.queue.save(id, record);
  for (;;) {
    const other = await qm.queue.pairOrWait(input.grade, id);
    if (other === undefined) return { token, ticket: ticketView(record) };
    // a ticket past its deadline is a child who stopped waiting (the page closed): left out, never claimed,
    // so if they do come back their own poll seats them with a practice player
    const theirs = await qm.queue.load(other);
    if (!theirs || theirs.deadline <= g.deps.now().getTime()) continue;
    // the same child's other tap, on another process: never a race against themselves (both seats one
    // account, which the database refuses); that ticket, out of the line, gets its practice race if polled
    if (userId && theirs.userId === userId) continue;
    // the other child may have been given a practice race a moment ago: then the next one in the line
    if (!(await qm.queue.claim(other))) continue;
    await qm.queue.claim(id);
    const room = await makeRace(g, qm, record, [
      { ticket: other, userId: theirs.userId },
      { ticket: id, userId },
    ]);
    const code = room.core.code;
    await qm.queue.save(other, { ...theirs, code, practice: null });
    await qm.queue.save(id, { ...record, code, practice: null });
    await qm.queue.seated(other, code);
    return { token, ticket: ticketView({ ...record, code, practice: null }) };
  }
}

/** Waits for the ticket to be seated (by any process) for at most `ms`. */
function seatedWithin(qm: QuickMatches, ticket: string, ms: number): Promise<boolean> {
  if (ms <= 0) return Promise.resolve(false);
  return new Promise((resolve) => {
    const stop = qm.queue.onSeated((seatedTicket) => {
      if (seatedTicket !== ticket) return;
      clearTimeout(timer);
      stop();
      resolve(true);
    });
    const timer = setTimeout(() => {
      stop();
      resolve(false);
    }, ms);
  });
}

/**
 * The ticket's holder asks how it goes: matched (the race's code), or, held
 * until something happens, waiting. Past the deadline the child's own ticket
 * leaves the line and gets a practice opponent; unless the child went away
 * meanwhile (`gone`: the page closed), whose ticket is then left to lapse
 * (nobody is paired with a lapsed ticket, and a child who comes back still
 * gets their practice race).
 */
export async function poll(g: Games, qm: QuickMatches, token: string | undefined, gone: () => boolean = () => false): Promise<MatchTicket> {
  const id = token && token.length <= 100 ? tokenHash(token) : '';
  let record = id ? await qm.queue.load(id) : undefined;
  if (!record) throw unauthorized(M.noMatchTicket);
  if (record.code) return ticketView(record);
  const remaining = record.deadline - g.deps.now().getTime();
  const wait = Math.min(remaining, LONG_POLL_MAX_MS);
  if (await seatedWithin(qm, id, wait)) record = (await qm.queue.load(id)) ?? record;
  if (record.code) return ticketView(record);
  if (wait < remaining || gone()) return ticketView(record);
  // the deadline has come: out of the line and into a practice race, unless a pairing took the ticket first
  const late = g.deps.now().getTime() - record.deadline;
  if ((await qm.queue.withdraw(record.grade, id)) || late > PAIRING_GRACE_MS) {
    if (await qm.queue.claim(id)) {
      const room = await makeRace(g, qm, record, [{ ticket: id, userId: record.userId }], true);
      const practice = practiceOf(room);
      const seated = { ...record, code: room.core.code, practice };
      await qm.queue.save(id, seated);
      return ticketView(seated);
    }
  }
  // taken by a pairing a moment ago: its code comes in a moment
  await seatedWithin(qm, id, 2_000);
  return ticketView((await qm.queue.load(id)) ?? record);
}

/** The child stops looking (Cancel, or leaving the page). A ticket already seated stays seated. */
export async function cancel(qm: QuickMatches, token: string | undefined) {
  const id = token && token.length <= 100 ? tokenHash(token) : '';
  const record = id ? await qm.queue.load(id) : undefined;
  if (!record) throw unauthorized(M.noMatchTicket);
  if (record.code) return;
  if (await qm.queue.withdraw(record.grade, id)) await qm.queue.claim(id);
  // a tap after Cancel asks anew
  await qm.queue.save(id, { ...record, cancelled: true });
}

/**
 * A race: a room of mode 'quick-match' with the children's seats (each
 * opened by the child's own ticket cookie, the seat's token hash being the
 * ticket id), generated names, and with `practice` a practice opponent's
 * seat; started at once.
 */
async function makeRace(g: Games, qm: QuickMatches, record: TicketRecord, seats: Array<{ ticket: string; userId: string | null }>, practice = false): Promise<LiveRoom> {
  const { deps } = g;
  const activities = gradeActivities(record.grade);
  const replay = practice ? await pickReplay(g, activities.map((a) => a.id)) : undefined;
  const kind: PracticeKind | null = practice ? (replay ? 'replay' : 'paced') : null;
  const practiceMarks = practice ? (replay ?? pacedRun(record.grade)) : null;
  const { activity, seed } = fullRun(activities, kind, record.region);
  let room: LiveRoom | undefined;
  for (let attempt = 0; attempt < 8 && !room; attempt++) {
    const row = await store.insertRoom(deps.database.db, {
      code: newCode(),
      mode: policy.mode,
      activityId: activity.id,
      hostUserId: NO_HOST,
      state: 'waiting',
      seed,
      itemCount: QUICK_MATCH_QUESTIONS,
      regionCode: record.region,
      languageCode: record.language,
      createdAt: deps.now(),
      checkSecret: newCheckSecret(),
      nicknameMode: 'generated',
      pace: 'self',
      durationSeconds: QUICK_MATCH_SECONDS,
      practiceMarks,
    });
    if (row) room = await g.live.room(row.code);
  }
  if (!room) throw new Error('games: no free activity code after 8 draws');
  const taken = new Set<string>();
  const seat = async (s: { tokenHash: string; userId: string | null; ghost: boolean }) => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const nickname = generateName(room.language, taken);
      taken.add(nicknameKey(nickname));
      const result = await store.takeSeat(
        deps.database.db,
        {
          roomId: room.core.id,
          nickname,
          nicknameKey: `${s.ghost ? matchStore.PRACTICE_KEY_PREFIX : ''}${nicknameKey(nickname)}`,
          tokenHash: s.tokenHash,
          deviceHash: null,
          userId: s.userId,
          joinedAt: deps.now(),
        },
        policy.capacity,
      );
      if (result.ok) {
        const held = room.addSeat(result.player);
        await publish(g, room, { type: 'player-joined', player: present.presentHostPlayer(room, held) });
        return held;
      }
      if (result.refusal !== 'taken') throw new Error(`games: a race's seat refused (${result.refusal})`);
    }
    throw new Error('games: no free name for a race');
  };
  for (const s of seats) await seat({ tokenHash: s.ticket, userId: s.userId, ghost: false });
  // nobody holds the practice opponent's token: a random hash no cookie opens
  if (practice) await seat({ tokenHash: tokenHash(newToken()), userId: null, ghost: true });
  // started: every process holding the race plays its practice opponent (playPractice, on LiveGames.onRunning)
  await startRoom(g, room);
  return room;
}

/**
 * An activity of the grade and a seed whose run has ten different questions:
 * a few class games of the youngest grades (shapes, coins, fractions in
 * kindergarten) have fewer than ten distinct questions for some seeds, and a
 * race never runs short.
 */
function fullRun(activities: ReturnType<typeof gradeActivities>, kind: PracticeKind | null, regionCode: string) {
  let last: { activity: (typeof activities)[number]; seed: string } | undefined;
  for (let attempt = 0; attempt < 20; attempt++) {
    const activity = activities[randomInt(activities.length)]!;
    const seed = `${kind ? PRACTICE_SEED[kind] : ''}${randomBytes(9).toString('base64url')}`;
    last = { activity, seed };
    if (planItems({ activityId: activity.id, seed, itemCount: QUICK_MATCH_QUESTIONS, regionCode }).length >= QUICK_MATCH_QUESTIONS) return last;
  }
  return last!;
}

// ---------------------------------------------------------------- the practice opponent

/** A run to play again: the place, whether it was right, and when it came (ms after the start). */
type Mark = PracticeMark;

/** An earlier real race of the grade (the newest kept), as its marks; undefined when none is kept. */
async function pickReplay(g: Games, activityIds: string[]): Promise<Mark[] | undefined> {
  const db = g.deps.database.db;
  const runs = await matchStore.recentMatchRuns(db, activityIds, REPLAY_POOL);
  if (runs.length === 0) return undefined;
  const run = runs[randomInt(runs.length)]!;
  const marks = (await matchStore.runMarks(db, run.playerId))
    .map((m) => ({ itemIndex: m.itemIndex, correct: m.correct, atMs: m.answeredAt.getTime() - run.startedAt!.getTime() }))
    .filter((m) => m.atMs >= 0 && m.atMs < QUICK_MATCH_SECONDS * 1000);
  return marks.length ? marks : undefined;
}

/** Seconds a question takes at a steady pace for the grade: the youngest take longest. */
const PACE_SECONDS: Record<QuickMatchGrade, number> = { K: 8, '1': 7, '2': 6, '3': 6, '4': 5, '5': 5, '6': 5 };

/**
 * No earlier race of the grade is kept: a run made for the grade, a question
 * every few seconds (PACE_SECONDS, give or take one), three right in four.
 * The screen says it is a practice opponent at the grade's pace, not a child.
 */
export function pacedRun(grade: QuickMatchGrade): Mark[] {
  const marks: Mark[] = [];
  let at = 0;
  for (let i = 0; i < QUICK_MATCH_QUESTIONS; i++) {
    at += (PACE_SECONDS[grade] - 1) * 1000 + randomInt(2000);
    if (at >= QUICK_MATCH_SECONDS * 1000) break;
    marks.push({ itemIndex: i, correct: randomInt(4) !== 0, atMs: at });
  }
  return marks;
}

/**
 * Plays a started race's practice opponent on this process, each of its marks at its time after
 * the start (those already due at once, as after a restart), until the race ends. Any process
 * holding the race calls it (LiveGames.onRunning), so the opponent goes on when the process that
 * made the race stops; the seat's one answer per question keeps each mark once when two play it.
 */
export function playPractice(g: Games, qm: QuickMatches, room: LiveRoom) {
  const code = room.core.code;
  const marks = room.practiceMarks;
  if (!marks?.length || qm.ghosts.has(code)) return;
  qm.ghosts.set(code, undefined);
  const stop = () => qm.ghosts.delete(code);
  const fail = (err: unknown) => {
    stop();
    qm.log.warn({ err, code }, 'games: practice opponent stopped');
  };
  const schedule = async (ghostId: string, i: number) => {
    const r = await g.live.room(code);
    const mark = marks[i];
    if (!mark || !r?.core.startedAt || r.core.state !== 'started' || !qm.ghosts.has(code)) return stop();
    const wait = Math.max(0, r.core.startedAt.getTime() + mark.atMs - g.deps.now().getTime());
    const timer = setTimeout(() => {
      qm.ghosts.set(code, undefined);
      void (async () => {
        const now = await g.live.room(code);
        if (!now || now.core.state !== 'started') return stop();
        await ghostAnswer(g, now, ghostId, mark.itemIndex, mark.correct);
        await schedule(ghostId, i + 1);
      })().catch(fail);
    }, wait);
    timer.unref();
    qm.ghosts.set(code, timer);
  };
  void matchStore
    .practiceSeatId(g.deps.database.db, room.core.id)
    .then((ghostId) => {
      // from its first mark not given yet (a race read again after the opponent finished plays
      // nothing); a seat this copy has not heard of yet starts from the first, each kept once
      const seat = ghostId ? room.players.get(ghostId) : undefined;
      const from = seat ? marks.findIndex((m) => seat.answers[m.itemIndex] === null || seat.answers[m.itemIndex] === undefined) : 0;
      return ghostId && from >= 0 ? schedule(ghostId, from) : stop();
    })
    .catch(fail);
}

/** One of the practice opponent's answers: the verdict the server gave in the run it repeats, counted like any answer. */
async function ghostAnswer(g: Games, room: LiveRoom, ghostId: string, index: number, correct: boolean) {
  const before = room.players.get(ghostId);
  if (!before || index >= room.core.itemCount || (before.answers[index] !== null && before.answers[index] !== undefined)) return;
  const now = g.deps.now();
  const outcome = await g.live.answers.submit(room.core.code, { playerId: ghostId, itemIndex: index, correct, bonus: 0, response: null, answeredAt: now });
  if (!outcome.written) return;
  const seat = { ...engine.counted(room.players.get(ghostId) ?? before, index, correct, 0, now), ...(outcome.totals ?? {}) };
  room.players.set(ghostId, seat);
  await g.live.publish(room.core.code, { type: 'player-answered', player: present.presentHostPlayer(room, seat), item_index: index, correct });
  await endIfDecided(g, room);
}

/** Stops every practice opponent this process plays (the server is stopping). */
export function stopGhosts(qm: QuickMatches) {
  for (const timer of qm.ghosts.values()) if (timer) clearTimeout(timer);
  qm.ghosts.clear();
}

// ---------------------------------------------------------------- the race as a child sees it

export function outcomeFor(room: LiveRoom, you: engine.PlayerCore, opponent: engine.PlayerCore | undefined): MatchOutcome | null {
  if (room.core.state !== 'ended') return null;
  if (you.left) return 'lost';
  if (!opponent || opponent.left) return 'won';
  if (you.score !== opponent.score) return you.score > opponent.score ? 'won' : 'lost';
  return 'draw';
}

const side = (p: engine.PlayerCore) => ({ player_id: p.id, nickname: p.nickname, score: p.score, answered: p.answered, left: p.left });

export function presentQuickMatch(room: LiveRoom, you: engine.PlayerCore): QuickMatchView {
  if (room.core.mode !== 'quick-match') throw new HttpError(400, M.notAQuickMatch);
  const opponent = [...room.players.values()].find((p) => p.id !== you.id);
  const activity = loadCatalogue().byId.get(room.activityId);
  const ended = room.core.state === 'ended';
  return {
    code: room.core.code,
    state: room.core.state,
    grade: (activity?.grade ?? 'K') as QuickMatchGrade,
    item_count: room.core.itemCount,
    started_at: room.core.startedAt?.toISOString() ?? null,
    ends_at: engine.endsAt(room.core)?.toISOString() ?? null,
    you: side(you),
    opponent: opponent ? side(opponent) : null,
    practice: practiceOf(room),
    outcome: outcomeFor(room, you, opponent),
    message: ended ? M.quickMatchEnded : null,
  };
}

