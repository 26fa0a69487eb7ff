import type { HostQuestion, QuestionResult, Reveal } from '@numbloom/domain/games-schema';
import { checkAnswer } from '@numbloom/maths/check';
import { toPlayable } from '@numbloom/maths/playable';
import { renderText } from '@numbloom/maths/text';
import type { Language } from '@numbloom/maths/types';
import { responseText } from './answer-text.ts';
import * as engine from './engine.ts';
import type { LiveRoom } from './live-room.ts';
import { nextRound, publish, refusal, type Games } from './service.ts';
import * as store from './store.ts';

/**
 * Pace 'together' (decision 090): every child has the same question at the
 * same time, in the room's one order. A question closes when its time is up,
 * when every child in the game has answered it, or when the host says so;
 * only then is the class told how it answered (the right answer, how many
 * were right, each wrong answer and how many gave it), and each child whether
 * they were right. A closed question takes no more answers (the group commit
 * holds this too, whichever process closed it).
 */

type AnswerRow = { correct: boolean; response: unknown };

/** How the class answered one question, from its answers as written. */
export function revealOf(room: LiveRoom, round: number, answers: readonly AnswerRow[]): Reveal {
  const language = room.language as Language;
  const item = room.items[round]!;
  const wrong = new Map<string, number>();
  let right = 0;
  let none = 0;
  for (const a of answers) {
    if (a.response === null) none++;
    else if (a.correct) right++;
    else {
      const text = responseText(a.response, language, item.choices).trim();
      wrong.set(text, (wrong.get(text) ?? 0) + 1);
    }
  }
  return {
    expected: checkAnswer(item, '', language).expected,
    answered: answers.length,
    right,
    // the most common wrong answer first: the one the class should talk about
    wrong: [...wrong].map(([answer, count]) => ({ answer, count })).sort((a, b) => b.count - a.count || a.answer.localeCompare(b.answer)),
    no_answer: none,
  };
}

const reveal = async (g: Games, room: LiveRoom, round: number) => revealOf(room, round, await store.answersOfRoom(g.deps.database.db, room.core.id, round));

/** The open question closes now and the class's answers go to the host's screens; closing twice answers the room as it is. */
export async function closeRound(g: Games, room: LiveRoom): Promise<LiveRoom> {
  const now = g.deps.now();
  const next = engine.closeRound(room.core, now);
  if (!next.ok) throw refusal(next.refusal, room);
  if (room.core.roundClosedAt) return room;
  const round = room.core.round!;
  const row = await store.closeRound(g.deps.database.db, room.core.id, round, now);
  if (!row) return (await g.live.reload(room.core.code)) ?? room;
  // read after the close: an answer written by another process a moment ago is counted, none after it can be
  await publish(g, room, { type: 'round-closed', round, closed_at: now.toISOString(), reveal: await reveal(g, room, round), you: null });
  return room;
}

/** After an answer: once every child in the game has answered the open question, it closes. */
export async function closeIfDecided(g: Games, room: LiveRoom) {
  if (room.core.settings.pace !== 'together' || room.core.state !== 'started') return;
  if (engine.roundDecided(room.core, room.players.values())) await closeRound(g, room);
}

/** The host's Next: the open question closes first (its answers shown), then the next one opens for everyone. */
export async function nextQuestion(g: Games, room: LiveRoom) {
  if (room.core.settings.pace === 'together' && room.core.state === 'started' && !room.core.roundClosedAt) {
    const last = room.core.round !== null && room.core.round + 1 >= room.core.itemCount;
    room = await closeRound(g, room);
    if (last) return room;
  }
  return nextRound(g, room);
}

/** The clock of a together room ran out: its open question closes, if it is still open and its time is really up. */
export async function closeOnTime(g: Games, room: LiveRoom) {
  const deadline = engine.roundDeadline(room.core, room.players.values());
  if (deadline && deadline.getTime() <= g.deps.now().getTime()) await closeRound(g, room);
}

/** The open question as the children see it (no answer), and once closed how the class answered. */
export async function hostQuestion(g: Games, room: LiveRoom): Promise<HostQuestion> {
  const core = room.core;
  if (core.settings.pace !== 'together') throw refusal('not-together', room);
  if (core.state === 'ended') throw refusal('ended', room);
  if (core.state === 'waiting' || core.round === null) throw refusal('not-started', room);
  return {
    round: core.round,
    item: toPlayable(room.items[core.round]!, core.round),
    closed_at: core.roundClosedAt?.toISOString() ?? null,
    reveal: core.roundClosedAt ? await reveal(g, room, core.round) : null,
  };
}

/**
 * The host's results per question (together): each question the class met, in order, its text
 * and how the class answered it; null when the room did not play together.
 */
export async function questionResults(g: Games, room: LiveRoom): Promise<QuestionResult[] | null> {
  if (room.core.settings.pace !== 'together' || room.policy.adaptive) return null;
  const answers = await store.answersOfRoom(g.deps.database.db, room.core.id);
  const byRound = new Map<number, AnswerRow[]>();
  for (const a of answers) byRound.set(a.itemIndex, [...(byRound.get(a.itemIndex) ?? []), a]);
  const met = answers.reduce((m, a) => Math.max(m, a.itemIndex + 1), 0);
  const language = room.language as Language;
  return Array.from({ length: met }, (_, round) => ({
    round,
    text: renderText(room.items[round]!.prompt, language),
    ...revealOf(room, round, byRound.get(round) ?? []),
  }));
}
