import { GAME_MESSAGES } from '@numbloom/domain/game-messages';
import { checkAnswer } from '@numbloom/maths/check';
import { renderText } from '@numbloom/maths/text';
import type { Language } from '@numbloom/maths/types';
import { responseText } from './answer-text.ts';
import { HttpError } from '../../lib/http-error.ts';
import * as engine from './engine.ts';
import type { LiveRoom } from './live-room.ts';
import * as present from './presenter.ts';
import { publish, type Games } from './service.ts';
import * as store from './store.ts';
import { questionResults } from './together.ts';

/**
 * An ended room's results for its host (spec §8): the table best first, the
 * download (one line per child and question), and deleting the guests'
 * results before their time.
 */
const M = GAME_MESSAGES;

function requireResults(room: LiveRoom) {
  if (room.core.state !== 'ended') throw new HttpError(409, M.notEnded);
  if (!room.core.resultsUntil) throw new HttpError(410, M.resultsDeleted);
}

export async function hostResults(g: Games, room: LiveRoom) {
  requireResults(room);
  return present.presentHostResults(room, await questionResults(g, room));
}

const CSV_HEADER = ['nickname', 'score', 'speed_bonus', 'rank', 'question_number', 'question', 'answer', 'right_answer', 'result'];
const csvCell = (v: string | number | null) => {
  const s = v === null ? '' : String(v);
  // a cell a spreadsheet would run as a formula is quoted with a leading apostrophe (CSV injection)
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

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
