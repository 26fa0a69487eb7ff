import type { AnswerResult } from '@numbloom/domain/games-schema';
import { checkAnswer } from '@numbloom/maths/check';
import { toPlayable } from '@numbloom/maths/playable';
import type { Language, Response } from '@numbloom/maths/types';
import * as engine from './engine.ts';
import type { LiveRoom } from './live-room.ts';
import * as present from './presenter.ts';
import { endIfDecided, endRoom, refusal, requireRoom, requireSeat, type Games } from './service.ts';
import * as store from './store.ts';
import { closeIfDecided } from './together.ts';

/**
 * Playing (decisions 035, 045, 090): a child's questions in their own order (together, the room's), and
 * each answer checked on the server, counted once and acknowledged once the
 * group commit holds it.
 */
/** The child's questions in their own order, without answers; together, the room's order up to the open one. */
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
  const pending = g.live.answers.submit(room.core.code, { playerId: player.id, itemIndex: index, correct: checked.correct, bonus, response: input.response, answeredAt: now });
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
  // together: the verdict is the class's to hear when the question closes; the last answer may close it now
  const known = present.knownToChild(room, seat);
  const hidden = room.core.settings.pace === 'together' && known.roundAnswered;
  await closeIfDecided(g, room);
  return {
    correct: hidden ? null : checked.correct,
    expected: hidden ? null : checked.expected,
    score: known.score,
    bonus: known.bonus,
    bonus_added: hidden ? 0 : bonus,
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
  const known = present.knownToChild(room, player);
  const hidden = known.roundAnswered && room.core.round === index;
  return {
    correct: hidden ? null : player.answers[index] === true,
    expected: hidden ? null : expected,
    score: known.score,
    bonus: known.bonus,
    bonus_added: 0,
    answered: player.answered,
    status: engine.playerStatus(player, room.core.itemCount, room.core.state === 'ended'),
    repeated: true,
    ...(room.policy.adaptive ? { next: nextPlayable(room, player) } : {}),
  };
}

