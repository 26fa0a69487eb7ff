import { useCallback, useEffect, useState } from 'react';
import { GAME_PATHS, PLAYER_EVENTS } from '@numbloom/domain/games';
import type { PlayerEvent, PlayerView, QuickMatchView } from '@numbloom/domain/games-schema';
import { useTexts } from '../../../i18n/small.tsx';
import { namedEvent, openEventStream } from '../../../lib/event-stream.ts';
import { goTo } from '../../../lib/navigate.ts';
import { answerItem, playerRoom, problemOf, quickMatchPath, quickMatchView, type AnswerOutcome } from '../shared/api.ts';
import { roomProblemText } from '../shared/room-notice.tsx';

/**
 * A Quick match race's state: the match (both scores, kept live by the player's stream), this
 * child's own view, `answer` for the questions and `refresh` when the match may have ended.
 */
export function useQuickMatchRace(code: string) {
  const { t } = useTexts('rooms');
  const [match, setMatch] = useState<QuickMatchView | null>(null);
  const [view, setView] = useState<PlayerView | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** the last answer reached the server after the bell: the end screen says it did not count */
  const [late, setLate] = useState(false);

  const refresh = useCallback(
    () => quickMatchView(code).then(setMatch, (err: unknown) => setProblem(roomProblemText(t, problemOf(err)))),
    [code, t],
  );

  useEffect(() => {
    let live = true;
    Promise.all([quickMatchView(code), playerRoom(code)]).then(
      ([m, v]) => {
        if (!live) return;
        setMatch(m);
        setView(v);
      },
      (err: unknown) => {
        if (!live) return;
        const p = problemOf(err);
        if (p.kind === 'not-player') goTo(quickMatchPath(), { replace: true });
        else setProblem(roomProblemText(t, p));
      },
    );
    const stream = openEventStream<PlayerEvent>(GAME_PATHS.playerEvents(code), {
      events: PLAYER_EVENTS,
      check: namedEvent<PlayerEvent>(PLAYER_EVENTS),
      mayReconnect: async () => {
        const now = await quickMatchView(code);
        setMatch(now);
        return now.state !== 'ended';
      },
      // a stream held back by a proxy: the match (both scores) and the room as they are now
      snapshot: async () => {
        const [m, v] = await Promise.all([quickMatchView(code), playerRoom(code)]);
        if (!live) return null;
        setMatch(m);
        if (m.state === 'ended') stream.close();
        return { type: 'room', room: v };
      },
      onEvent: (e) => {
        if (!live) return;
        if (e.type === 'room') setView(e.room);
        if (e.type === 'leaderboard') {
          setMatch((m) => {
            if (!m?.opponent) return m;
            const them = e.top.find((s) => s.id === m.opponent!.player_id);
            const me = e.top.find((s) => s.id === m.you.player_id);
            return {
              ...m,
              opponent: them ? { ...m.opponent, score: them.score, answered: them.answered } : m.opponent,
              you: me ? { ...m.you, score: me.score, answered: Math.max(m.you.answered, me.answered) } : m.you,
            };
          });
        }
        if (e.type === 'ended') {
          stream.close();
          void refresh();
        }
      },
    });
    return () => {
      live = false;
      stream.close();
    };
  }, [code, t, refresh]);

  const answer = useCallback(
    async (itemIndex: number, response: unknown): Promise<AnswerOutcome> => {
      try {
        const result = await answerItem(code, itemIndex, response);
        setView((v) =>
          v
            ? {
                ...v,
                score: result.score,
                status: result.status,
                answers: result.correct === null ? v.answers : { ...v.answers, [String(itemIndex)]: result.correct },
              }
            : v,
        );
        setMatch((m) => (m ? { ...m, you: { ...m.you, score: result.score, answered: result.answered } } : m));
        return { kind: 'checked', result };
      } catch (err) {
        const p = problemOf(err);
        if (p.kind === 'ended') {
          setLate(true);
          void refresh();
        }
        return { kind: 'refused', problem: p };
      }
    },
    [code, refresh],
  );

  return { match, view, problem, late, answer, refresh };
}
