import { ARENA_TOP_PLAYER, GAME_EVENTS } from '@numbloom/domain/games';
import type { Leaderboard } from '@numbloom/domain/games-schema';
import { rank } from './engine.ts';
import type { LiveRoom } from './live-room.ts';
import { presentStanding } from './presenter.ts';

/**
 * Coalesced standings (decision 040): a leaderboard mode's screens hear the
 * standings a few times a second, whatever the answer rate, not a row per
 * child and answer. Each process sends them to the streams it holds.
 */

/** The standings now: the top for the host, and every child's own place. */
function standingsOf(room: LiveRoom, top: number): { board: Omit<Leaderboard, 'you'>; own: Map<string, Leaderboard['you']> } {
  const ranked = rank([...room.players.values()]);
  let answers = 0;
  let correct = 0;
  let players = 0;
  const own = new Map<string, Leaderboard['you']>();
  for (const { player, rank: r } of ranked) {
    answers += player.answered;
    correct += player.score;
    if (r !== null) players++;
    own.set(player.id, { rank: r, score: player.score, bonus: player.bonus, answered: player.answered });
  }
  const placed = ranked.filter((x) => x.rank !== null);
  let cut = Math.min(top, placed.length);
  // The final standings name every child tied with the last place shown (decision 089): a podium
  // of "#10 Mia" must not drop the Noah who scored the same. Only children who answered, so an
  // Arena where most never started does not list them all; live boards keep their size.
  if (room.core.state === 'ended' && cut > 0) {
    const last = placed[cut - 1]!.rank;
    while (cut < placed.length && placed[cut]!.rank === last && placed[cut]!.player.answered > 0) cut++;
  }
  const board = { top: placed.slice(0, cut).map((x) => presentStanding(x.player, x.rank!)), players, answers, correct };
  return { board, own };
}

/** Standings changed: they go out at most every `everyMs` (the first change of a quiet spell at once). */
export function boardChanged(room: LiveRoom) {
  const updates = room.policy.hostUpdates;
  if (updates.kind !== 'leaderboard') return;
  room.boardDirty = true;
  if (room.boardTimer) return;
  const wait = Math.max(0, room.boardSentAt + updates.everyMs - Date.now());
  room.boardTimer = setTimeout(() => {
    room.boardTimer = undefined;
    if (room.boardDirty) sendBoard(room);
  }, wait);
  room.boardTimer.unref();
}

/** Sends the standings to every screen this process holds on the room: the top ten to hosts, the top three and their own place to each child. */
export function sendBoard(room: LiveRoom) {
  const updates = room.policy.hostUpdates;
  if (updates.kind !== 'leaderboard') return;
  room.boardDirty = false;
  room.boardSentAt = Date.now();
  if (!room.hasStreams) return;
  const { board, own } = standingsOf(room, updates.top);
  if (room.hostStreams.size) {
    const json = JSON.stringify({ type: GAME_EVENTS.leaderboard, ...board, you: null });
    for (const s of room.hostStreams) s.send(GAME_EVENTS.leaderboard, json);
  }
  if (!room.policy.playersSeeLeaderboard || room.playerStreams.size === 0) return;
  const head = JSON.stringify({ type: GAME_EVENTS.leaderboard, ...board, top: board.top.slice(0, ARENA_TOP_PLAYER) }).slice(0, -1);
  for (const s of room.playerStreams) s.stream.send(GAME_EVENTS.leaderboard, `${head},"you":${JSON.stringify(own.get(s.playerId) ?? null)}}`);
}

/** The standings now, as a screen that has just opened asks for them. */
export function leaderboard(room: LiveRoom, playerId: string | null): Leaderboard {
  const updates = room.policy.hostUpdates;
  const { board, own } = standingsOf(room, updates.kind === 'leaderboard' ? updates.top : 0);
  if (playerId === null) return { ...board, you: null };
  return { ...board, top: board.top.slice(0, ARENA_TOP_PLAYER), you: own.get(playerId) ?? null };
}
