import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadCatalogue } from '@numbloom/maths/text';
import type { Item } from '@numbloom/maths/types';
import { GAME_PATHS, normaliseRoomCode } from '@numbloom/domain/games';
import type { Leaderboard, PlayerView } from '@numbloom/domain/games-schema';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { initialState, pageLanguage, responseOf, type WidgetState } from '../../player/engine.ts';
import { AnswerInput, ItemVisual, mathsText, questionText } from '../../player/item-view.tsx';
import { answerArena, arenaPath, followRoom, leaderboardOf, playerRoom, roomItems, RoomCallError, type RoomProblem } from './api.ts';
import { Standings, useTimeLeft } from './arena-parts.tsx';
import { useRoomProblemText } from './problem-text.ts';
import '../../player/player.css';
import './rooms.css';

/**
 * /arena/{code}/: a child in an Arena. Waiting for the start, then one
 * question at a time at their own pace (each made at their level by the
 * server, which checks every answer), their own place and the top three, the
 * time left; after the bell, 'Oops, this activity has ended.' with their
 * final place.
 */
export function ArenaPlayPage() {
  const { t } = useTranslation('rooms');
  const problemText = useRoomProblemText();
  const code = normaliseRoomCode(useParams().code ?? '');
  const [room, setRoom] = useState<PlayerView | null>(null);
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const [problem, setProblem] = useState<RoomProblem | null>(null);
  const timeLeft = useTimeLeft(room?.state === 'started' ? room.ends_at : null);

  useEffect(() => {
    let live = true;
    playerRoom(code).then(
      (r) => live && setRoom(r),
      (err: unknown) => live && setProblem(err instanceof RoomCallError ? err.problem : { kind: 'other', message: null }),
    );
    leaderboardOf(code).then((b) => live && setBoard(b), () => undefined);
    const stop = followRoom<PlayerView>(GAME_PATHS.playerEvents(code), {
      room: (r) => live && setRoom(r),
      event: (e) => {
        if (!live) return;
        if (e.type === 'leaderboard') setBoard(e);
        if (e.type === 'ended') setRoom((r) => (r ? { ...r, state: 'ended' } : r));
        if (e.type === 'started')
          setRoom((r) => (r ? { ...r, state: 'started', started_at: e.started_at, ends_at: r.duration_seconds ? new Date(Date.parse(e.started_at) + r.duration_seconds * 1000).toISOString() : null } : r));
      },
    });
    return () => {
      live = false;
      stop();
    };
  }, [code]);

  if (problem?.kind === 'other' && problem.message && !room) return <Navigate to={`${arenaPath()}?code=${code}`} replace />;
  if (problem && !room) return <div className="container rooms"><Alert tone="error">{problemText(problem)}</Alert></div>;
  if (!room) return <div className="container rooms page-loading"><Spinner label={t('loading')} /></div>;
  const you = board?.you;
  return (
    <div className="container rooms play arena-play">
      <p className="room-me">{t('play.you', { nickname: room.nickname })}</p>
      {room.state === 'ended' ? (
        <section className="room-done" aria-labelledby="ended-title">
          <h1 id="ended-title">{t('errors.ended')}</h1>
          {you?.rank ? <p className="arena-you">{t('arena.finalPlace', { rank: you.rank, count: board?.players ?? 0, score: you.score })}</p> : null}
        </section>
      ) : room.state === 'waiting' ? (
        <section className="room-waiting" aria-labelledby="waiting-title">
          <h1 id="waiting-title">{t('play.waitingTitle')}</h1>
          <p role="status">{t('arena.waiting')}</p>
        </section>
      ) : (
        <>
          <p className="arena-clock" data-testid="time-left">{t('arena.timeLeft', { time: timeLeft })}</p>
          <ArenaQuestions room={room} onProblem={(p) => (p.kind === 'ended' ? setRoom({ ...room, state: 'ended' }) : setProblem(p))} />
        </>
      )}
      {problem && room ? <Alert tone="error">{problemText(problem)}</Alert> : null}
      <section aria-labelledby="standings-title" className="arena-side">
        <h2 id="standings-title">{t('arena.top3')}</h2>
        {you?.rank ? <p className="arena-you" data-testid="my-rank">{t('arena.yourPlace', { rank: you.rank, count: board?.players ?? 0 })}</p> : null}
        <Standings top={board?.top ?? []} empty={t('arena.nobodyYet')} label={t('arena.top3')} me={room.player_id} />
      </section>
    </div>
  );
}

function ArenaQuestions({ room, onProblem }: { room: PlayerView; onProblem: (p: RoomProblem) => void }) {
  const { t } = useTranslation('rooms');
  const language = pageLanguage();
  const texts = useQuery({ queryKey: ['maths-catalogue', language], queryFn: () => loadCatalogue(language), staleTime: Infinity });
  const first = useQuery({ queryKey: ['arena-item', room.code], queryFn: () => roomItems<Item>(room.code).then((r) => r.items[0] ?? null), staleTime: Infinity, retry: 2 });
  const [item, setItem] = useState<Item | null | undefined>(undefined);
  const [score, setScore] = useState(room.score);
  const current = item === undefined ? first.data : item;

  useEffect(() => {
    if (first.error instanceof RoomCallError) onProblem(first.error.problem);
  }, [first.error, onProblem]);
  if (texts.error) throw texts.error;
  if (!texts.isSuccess || current === undefined) return <Spinner label={t('loading')} />;
  if (current === null) return <p>{t('arena.allDone')}</p>;
  const index = Number(/(\d+)$/.exec(current.id)?.[1] ?? 0);
  return <ArenaQuestion key={current.id} code={room.code} item={current} index={index} score={score} onAnswered={(s) => setScore(s)} onNext={setItem} onProblem={onProblem} />;
}

function ArenaQuestion(props: {
  code: string;
  item: Item;
  index: number;
  score: number;
  onAnswered: (score: number, next: Item | null) => void;
  onNext: (next: Item | null) => void;
  onProblem: (p: RoomProblem) => void;
}) {
  const { code, item, index, score } = props;
  const { t } = useTranslation('rooms');
  const language = pageLanguage();
  const [state, setState] = useState<WidgetState>(() => initialState(item));
  const [result, setResult] = useState<{ correct: boolean; expected: string; next: Item | null } | null>(null);
  const [hint, setHint] = useState('');
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (result) nextRef.current?.focus();
  }, [result]);

  async function check(event: FormEvent) {
    event.preventDefault();
    if (result || busy) return;
    const response = responseOf(state, item);
    if (response === undefined || (typeof response === 'string' && response.trim() === '')) return setHint(t('play.empty'));
    setHint('');
    setBusy(true);
    try {
      const answer = await answerArena(code, index, response);
      const next = (answer.next ?? null) as Item | null;
      setResult({ correct: answer.correct, expected: answer.expected, next });
      props.onAnswered(answer.score, next);
    } catch (err) {
      const problem = err instanceof RoomCallError ? err.problem : { kind: 'other' as const, message: null };
      if (problem.kind === 'ended' || problem.kind === 'not-found') props.onProblem(problem);
      else setHint(t('play.notSent'));
    } finally {
      setBusy(false);
    }
  }
  const update = (s: WidgetState) => {
    setState(s);
    setHint('');
  };
  return (
    <form className="play-item" onSubmit={check} noValidate>
      <div className="play-status">
        <h1 ref={headingRef} tabIndex={-1}>
          {t('arena.question', { n: index + 1 })}
        </h1>
        <p>{t('play.score', { score })}</p>
      </div>
      <p className="question" id="question">
        {questionText(item, false, language)}
      </p>
      <ItemVisual item={item} state={state} setState={update} language={language} disabled={!!result} />
      <AnswerInput item={item} state={state} setState={update} language={language} disabled={!!result} />
      {hint ? <Alert tone="error">{hint}</Alert> : null}
      <div role="status" className="play-feedback">
        {result ? (
          result.correct ? (
            <p className="feedback-correct">{t('play.correct')}</p>
          ) : (
            <p className="feedback-wrong">
              <strong>{t('play.incorrect')}</strong> {t('play.theAnswer', { answer: mathsText(result.expected, language) })}
            </p>
          )
        ) : null}
      </div>
      <div className="row">
        {result ? (
          <Button key="next" ref={nextRef} onClick={() => props.onNext(result.next)}>
            {t('play.next')}
          </Button>
        ) : (
          <Button key="check" type="submit" disabled={busy}>
            {t('play.check')}
          </Button>
        )}
      </div>
    </form>
  );
}
