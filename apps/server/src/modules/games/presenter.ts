import type { ExtraTime, GameMode, NicknameMode, Pace } from '@numbloom/domain/games';
import { NAME_REROLLS } from '@numbloom/domain/games';
import type { HostPlayer, HostResults, HostView, PlayerResults, PlayerView, QuestionResult, RoomSettings as WireSettings, Standing } from '@numbloom/domain/games-schema';
import { starsFor } from '@numbloom/domain/content';
import { endsAt, playerStatus, rank, type PlayerCore, type RoomSettings } from './engine.ts';
import type { LiveRoom } from './live-room.ts';
import { currentCheck } from './join-check.ts';

/**
 * The wire shape of every view of a room (STYLE.md §2: one presenter), made
 * from the room a process holds. Nothing here reads the database, and no
 * secret (tokens, the seed, the check secret) has a field to leak through.
 */
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentSettings(settings: RoomSettings, className: string | null): WireSettings {
  return {
    locked: settings.locked,
    join_check: settings.joinCheck,
    nickname_mode: settings.nicknameMode,
    class_id: settings.classId,
    class_name: className,
    speed_bonus: settings.speedBonus,
    pace: settings.pace,
    seconds_per_question: settings.secondsPerQuestion as WireSettings['seconds_per_question'],
  };
}

/** Settings as the engine holds them, from the wire (an event from another process). */
export function settingsFromWire(s: WireSettings): RoomSettings {
  return {
    locked: s.locked,
    joinCheck: s.join_check,
    nicknameMode: s.nickname_mode as NicknameMode,
    classId: s.class_id,
    speedBonus: s.speed_bonus,
    pace: s.pace as Pace,
    secondsPerQuestion: s.seconds_per_question,
  };
}

/** One line of standings. */
export const presentStanding = (p: Pick<PlayerCore, 'id' | 'nickname' | 'score' | 'bonus' | 'answered'>, r: number): Standing => ({ id: p.id, nickname: p.nickname, score: p.score, bonus: p.bonus, rank: r, answered: p.answered });

/** A child's marks by place: an adaptive run sends only the places answered (it has hundreds). */
const marksOf = (room: LiveRoom, p: PlayerCore) => (room.policy.adaptive ? p.answers.slice(0, p.answered) : p.answers);

export function presentHostPlayer(room: LiveRoom, p: PlayerCore): HostPlayer {
  return {
    id: p.id,
    nickname: p.nickname,
    status: playerStatus(p, room.core.itemCount, room.core.state === 'ended'),
    removed: p.removed,
    connected: room.isConnected(p.id),
    score: p.score,
    bonus: p.bonus,
    answered: p.answered,
    answers: marksOf(room, p),
    extra_time: p.extraTime,
    roster: p.roster,
    joined_at: p.joinedAt.toISOString(),
  };
}

/** A seat as the engine holds it, from the host's row of it (an event from another process). */
export function playerFromWire(p: HostPlayer, previous: PlayerCore | undefined): PlayerCore {
  return {
    id: p.id,
    nickname: p.nickname,
    joinedAt: new Date(p.joined_at),
    removed: p.removed,
    left: p.status === 'aborted' && !p.removed,
    extraTime: p.extra_time as ExtraTime,
    roster: p.roster,
    score: p.score,
    bonus: p.bonus,
    answered: p.answered,
    answers: p.answers,
    lastAnswerAt: p.answered !== (previous?.answered ?? 0) ? new Date() : (previous?.lastAnswerAt ?? null),
    lastBonus: p.answered !== (previous?.answered ?? 0) ? p.bonus - (previous?.bonus ?? 0) : (previous?.lastBonus ?? 0),
    rerolls: previous?.rerolls ?? 0,
  };
}

export function presentHostView(room: LiveRoom, now: Date): HostView {
  const core = room.core;
  const check = core.settings.joinCheck && core.state !== 'ended' ? currentCheck(room.checkSecret, now) : null;
  return {
    code: core.code,
    mode: core.mode as GameMode,
    state: core.state,
    activity_id: room.activityId,
    language: room.language,
    item_count: core.itemCount,
    capacity: room.policy.capacity,
    created_at: core.createdAt.toISOString(),
    started_at: iso(core.startedAt),
    ended_at: iso(core.endedAt),
    settings: presentSettings(core.settings, room.className),
    check: check ? { code: check.code, changes_at: check.changesAt.toISOString() } : null,
    round: core.round,
    round_started_at: iso(core.roundStartedAt),
    round_closed_at: iso(core.roundClosedAt),
    next_code: room.nextCode,
    players: [...room.players.values()].map((p) => presentHostPlayer(room, p)),
    seat_requests: [...room.seatRequests].map(([id, r]) => ({ player_id: id, nickname: r.nickname, at: r.at.toISOString() })),
    results_until: iso(core.resultsUntil),
    duration_seconds: core.durationSeconds,
    ends_at: iso(endsAt(core)),
  };
}

/**
 * What a child may know of their own seat now. Together, while the question is open, their answer
 * to it is not yet told (not in their marks, not in their score): the right answer is the class's
 * to learn when it closes (decision 090).
 */
export function knownToChild(room: LiveRoom, p: PlayerCore) {
  const core = room.core;
  const round = core.settings.pace === 'together' && core.state === 'started' && !core.roundClosedAt ? core.round : null;
  const open = round === null ? null : (p.answers[round] ?? null);
  const answers: Record<string, boolean> = {};
  p.answers.forEach((a, i) => {
    if (a !== null && a !== undefined && i !== round) answers[String(i)] = a;
  });
  return { answers, roundAnswered: open !== null, score: p.score - (open === true ? 1 : 0), bonus: p.bonus - (open === true ? p.lastBonus : 0) };
}

export function presentPlayerView(room: LiveRoom, p: PlayerCore): PlayerView {
  const core = room.core;
  const known = knownToChild(room, p);
  return {
    code: core.code,
    mode: core.mode as GameMode,
    state: core.state,
    player_id: p.id,
    nickname: p.nickname,
    nickname_mode: core.settings.nicknameMode,
    rerolls_left: core.settings.nicknameMode === 'generated' && !p.roster ? Math.max(0, NAME_REROLLS - p.rerolls) : null,
    language: room.language,
    item_count: core.itemCount,
    score: known.score,
    bonus: known.bonus,
    status: playerStatus(p, core.itemCount, core.state === 'ended'),
    answers: known.answers,
    speed_bonus: core.settings.speedBonus,
    pace: core.settings.pace,
    seconds_per_question: core.settings.secondsPerQuestion,
    extra_time: p.extraTime,
    started_at: iso(core.startedAt),
    round: core.round,
    round_started_at: iso(core.roundStartedAt),
    round_closed_at: iso(core.roundClosedAt),
    round_answered: known.roundAnswered,
    next_code: room.nextCode,
    duration_seconds: core.durationSeconds,
    ends_at: iso(endsAt(core)),
  };
}

/** The `you` event's part: what a child's own screen shows of their seat. */
export function presentYou(room: LiveRoom, p: PlayerCore) {
  const view = presentPlayerView(room, p);
  return { nickname: view.nickname, rerolls_left: view.rerolls_left, status: view.status, extra_time: view.extra_time, score: view.score, bonus: view.bonus };
}

export function presentHostResults(room: LiveRoom, questions: QuestionResult[] | null): HostResults {
  const core = room.core;
  return {
    questions,
    next_code: room.nextCode,
    code: core.code,
    activity_id: room.activityId,
    item_count: core.itemCount,
    speed_bonus: core.settings.speedBonus,
    ended_at: core.endedAt!.toISOString(),
    results_until: core.resultsUntil!.toISOString(),
    players: rank([...room.players.values()], { playedOnly: true }).map(({ player: p, rank: r }) => ({
      id: p.id,
      rank: r,
      nickname: p.nickname,
      score: p.score,
      bonus: p.bonus,
      answered: p.answered,
      status: playerStatus(p, core.itemCount, true),
      removed: p.removed,
      roster: p.roster,
      answers: marksOf(room, p),
    })),
  };
}

export function presentPlayerResults(room: LiveRoom, p: PlayerCore): PlayerResults {
  const core = room.core;
  const standings = rank([...room.players.values()], { playedOnly: true });
  const mine = standings.find((s) => s.player.id === p.id);
  const view = presentPlayerView(room, p);
  return {
    code: core.code,
    nickname: p.nickname,
    score: p.score,
    bonus: p.bonus,
    rank: mine?.rank ?? null,
    players: standings.filter((s) => s.rank !== null).length,
    item_count: core.itemCount,
    answers: view.answers,
    speed_bonus: core.settings.speedBonus,
    ended_at: core.endedAt!.toISOString(),
    stars: p.roster && room.policy.keepsAccountResults ? starsFor(p.score, core.itemCount) : null,
    next_code: room.nextCode,
  };
}
