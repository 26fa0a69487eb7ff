import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GAME_PATHS, PLAYER_EVENTS } from '@numbloom/domain/games';
import type { AnswerResult, PlayerEvent, PlayerResults, PlayerView } from '@numbloom/domain/games-schema';
import { namedEvent, openEventStream, type StreamState } from '../../../lib/event-stream.ts';
import { goTo } from '../../../lib/navigate.ts';
import { answerQueue } from '../../../player/answer-queue.ts';
import { answerItem, followRoom, joinPath, playerResults, playerRoom, playRoomPath, problemOf, type AnswerOutcome, type RoomProblem } from '../shared/api.ts';
import { knockKey } from './knock.ts';

export type Seat = 'seated' | 'knocking' | 'refused' | 'removed' | 'moved';
type SetView = React.Dispatch<React.SetStateAction<PlayerView | null>>;

/**
 * A child's game as its page follows it (decision 042): the room read once
 * and then its event stream, the seat (let in, refused, taken out, moved),
 * answers sent or kept offline until they can go, and the result once ended.
 */
export function usePlayRoom(code: string) {
  const [view, setView] = useState<PlayerView | null>(null);
  const [seat, setSeat] = useState<Seat>('seated');
  const [problem, setProblem] = useState<RoomProblem | null>(null);
  const [connection, setConnection] = useState<StreamState>('connecting');
  const [itemsVersion, setItemsVersion] = useState(0);
  /** the last answer reached the server after the end: the end screen says it did not count */
  const [late, setLate] = useState(false);
  const answers = useAnswers(code, setView, setProblem, setLate);
  usePlayerStream(code, { setView, setSeat, setProblem, setConnection, setItemsVersion, flush: answers.flush });
  const ended = view?.state === 'ended' || problem?.kind === 'ended';
  const { results, resultsGone } = useResults(code, ended, answers.flush, setProblem);
  useFollow(code, results?.next_code ?? view?.next_code ?? null);
  return { view, setView, seat, problem, connection, itemsVersion, late, ended, results, resultsGone, ...answers };
}

/** Answers: sent at once, or kept while offline and sent, oldest first, once the network is back. */
function useAnswers(code: string, setView: SetView, setProblem: (p: RoomProblem) => void, setLate: (late: boolean) => void) {
  const queue = useMemo(() => answerQueue(`nb-answers-${code}`), [code]);
  const [queued, setQueued] = useState(() => queue.list().length);
  const flushing = useRef(false);

  const applyResult = useCallback((itemIndex: number, result: AnswerResult) => {
    // together, the verdict comes when the question closes (round-closed): until then the answer is only "in"
    const known = (v: PlayerView) => (result.correct === null ? { round_answered: true } : { answers: { ...v.answers, [String(itemIndex)]: result.correct } });
    setView((v) => (v ? { ...v, score: result.score, bonus: result.bonus, status: result.status, ...known(v) } : v));
  }, [setView]);

  /** Sends the answers kept while offline, oldest first; stops at the first that still cannot go. */
  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      for (const pending of queue.list()) {
        try {
          const result = await answerItem(code, pending.item_index, pending.response, true);
          queue.remove(pending.item_index);
          applyResult(pending.item_index, result);
        } catch (err) {
          const p = problemOf(err);
          if (p.kind === 'offline') break;
          // refused for good (ended, taken out, not a question of this run): nothing to send any more
          queue.remove(pending.item_index);
          if (p.kind === 'ended' || p.kind === 'removed') break;
        }
      }
    } finally {
      flushing.current = false;
      setQueued(queue.list().length);
    }
  }, [code, queue, applyResult]);

  const answer = useCallback(
    async (itemIndex: number, response: unknown): Promise<AnswerOutcome> => {
      try {
        const result = await answerItem(code, itemIndex, response);
        applyResult(itemIndex, result);
        return { kind: 'checked', result };
      } catch (err) {
        const p = problemOf(err);
        if (p.kind === 'offline') {
          queue.add({ item_index: itemIndex, response });
          setQueued(queue.list().length);
          return { kind: 'queued' };
        }
        if (p.kind === 'ended' || p.kind === 'removed') setProblem(p);
        if (p.kind === 'ended') setLate(true);
        return { kind: 'refused', problem: p };
      }
    },
    [code, queue, applyResult, setProblem, setLate],
  );
  return { queue, queued, flush, answer };
}

interface StreamHandlers {
  setView: SetView;
  setSeat: (s: Seat) => void;
  setProblem: (p: RoomProblem) => void;
  setConnection: (s: StreamState) => void;
  setItemsVersion: React.Dispatch<React.SetStateAction<number>>;
  flush: () => Promise<void>;
}

/** The room as it is now, and its events from then on: a reconnect reads the room first. */
function usePlayerStream(code: string, { setView, setSeat, setProblem, setConnection, setItemsVersion, flush }: StreamHandlers) {
  useEffect(() => {
    let live = true;
    const knocking = sessionStorage.getItem(knockKey(code)) === '1';
    const refusedFor = (p: RoomProblem) => {
      if (!live) return;
      if (p.kind === 'not-player' && !knocking) goTo(`${joinPath()}?code=${code}`, { replace: true });
      else if (p.kind !== 'not-player' && p.kind !== 'offline') setProblem(p);
    };
    // the page's first read: the stream's own first event is the room too, and what came on it since is
    // newer than this answer can be, so this fills only a page that has nothing yet
    playerRoom(code).then((v) => live && setView((now) => now ?? v), (err: unknown) => refusedFor(problemOf(err)));
    // The room read again, outside the stream: the view; 'knocking' while this device waits to be let in;
    // null when refused for good (the page says so). Offline throws: try later.
    const readRoom = async (): Promise<PlayerView | 'knocking' | null> => {
      try {
        return await playerRoom(code);
      } catch (err) {
        const p = problemOf(err);
        if (p.kind === 'offline') throw err;
        if (p.kind === 'not-player' && sessionStorage.getItem(knockKey(code)) === '1') return 'knocking';
        refusedFor(p);
        return null;
      }
    };
    // pace 'together': a new round means new questions (the snapshot read behind a proxy carries the round too)
    let round: number | null | undefined;
    const mode = { current: '' };
    const stream = openEventStream<PlayerEvent>(GAME_PATHS.playerEvents(code), {
      events: PLAYER_EVENTS,
      check: namedEvent<PlayerEvent>(PLAYER_EVENTS),
      onState: (s) => live && setConnection(s),
      // Before opening again: is there still a seat to follow?
      mayReconnect: async () => {
        const now = await readRoom();
        if (now === null || now === 'knocking') return now !== null;
        if (now.state === 'ended') setView(now);
        return now.state !== 'ended';
      },
      // a stream held back by a proxy: the room as it is now, as the stream's first event gives it
      snapshot: async () => {
        const now = await readRoom();
        if (now === null) stream.close();
        return now === null || now === 'knocking' ? null : { type: 'room', room: now };
      },
      onEvent: (e) => {
        if (!live) return;
        switch (e.type) {
          case 'room':
            if (round !== undefined && e.room.round !== round) setItemsVersion((n) => n + 1);
            round = e.room.round;
            mode.current = e.room.mode;
            setView(e.room);
            setSeat('seated');
            sessionStorage.removeItem(knockKey(code));
            if (e.room.state === 'ended') stream.close();
            void flush();
            return;
          case 'settings':
            return setView((v) => (v ? { ...v, speed_bonus: e.settings.speed_bonus, pace: e.settings.pace, seconds_per_question: e.settings.seconds_per_question } : v));
          case 'started':
            round = e.round;
            return setView((v) => (v ? { ...v, state: 'started', started_at: e.started_at, round: e.round } : v));
          case 'round':
            round = e.round;
            setItemsVersion((n) => n + 1);
            return setView((v) => (v ? { ...v, round: e.round, round_started_at: e.round_started_at, round_closed_at: null, round_answered: false } : v));
          case 'round-closed':
            setView((v) => (v ? closedFor(v, e) : v));
            // the verdict as the server holds it now (an answer written a moment before the close is in it)
            void readRoom().then((now) => live && now && now !== 'knocking' && setView(now), () => undefined);
            return;
          case 'ended':
            // a class game's page keeps listening: the teacher may start a new game for the same children
            if (mode.current !== 'class-room') stream.close();
            return setView((v) => (v ? { ...v, state: 'ended' } : v));
          case 'play-again':
            stream.close();
            return setView((v) => (v ? { ...v, next_code: e.code } : v));
          case 'you':
            return setView((v) => (v ? { ...v, ...e.you } : v));
          case 'removed':
            setSeat('removed');
            return stream.close();
          case 'seat-moved':
            setSeat('moved');
            return stream.close();
          case 'knocking':
            return setSeat('knocking');
          case 'admitted':
            return setSeat('seated');
          case 'refused':
            sessionStorage.removeItem(knockKey(code));
            setSeat('refused');
            return stream.close();
          default:
            return;
        }
      },
    });
    const online = () => void flush();
    window.addEventListener('online', online);
    return () => {
      live = false;
      stream.close();
      window.removeEventListener('online', online);
    };
  }, [code, flush, setView, setSeat, setProblem, setConnection, setItemsVersion]);
}

/** Together: the question closed; the child's own verdict and score, as the event tells them. */
function closedFor(v: PlayerView, e: Extract<PlayerEvent, { type: 'round-closed' }>): PlayerView {
  if (v.round !== e.round) return v;
  const answers = e.you?.correct === null || !e.you ? v.answers : { ...v.answers, [String(e.round)]: e.you.correct };
  return { ...v, round_closed_at: e.closed_at, round_answered: false, answers, score: e.you?.score ?? v.score, bonus: e.you?.bonus ?? v.bonus };
}

/**
 * Play again (decision 090): once the teacher has started a new game for the same children, the
 * child's seat there is taken with this room's seat, and the page goes to it: no code to type.
 */
function useFollow(code: string, nextCode: string | null) {
  useEffect(() => {
    if (!nextCode) return;
    let live = true;
    followRoom(code).then(
      (v) => live && goTo(playRoomPath(v.code), { replace: true }),
      // taken out, or the new game already full: the child stays on their result
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [code, nextCode]);
}

/** Once the room has ended: the child's own result (after their queued answers are in). */
function useResults(code: string, ended: boolean, flush: () => Promise<void>, setProblem: (p: RoomProblem) => void) {
  const [results, setResults] = useState<PlayerResults | null>(null);
  /** the room has ended and its results are no longer kept (the host deleted the guests' results, or their day passed) */
  const [resultsGone, setResultsGone] = useState(false);
  useEffect(() => {
    if (!ended || results) return;
    let live = true;
    void flush().then(() =>
      playerResults(code).then(
        (r) => live && setResults(r),
        (err: unknown) => {
          if (!live) return;
          const p = problemOf(err);
          setProblem(p);
          if (p.kind === 'ended') setResultsGone(true);
        },
      ),
    );
    return () => {
      live = false;
    };
  }, [ended, results, code, flush, setProblem]);
  return { results, resultsGone };
}
