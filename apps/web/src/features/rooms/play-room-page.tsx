import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadCatalogue } from '@numbloom/maths/text';
import type { Item } from '@numbloom/maths/types';
import { normaliseRoomCode, ROOM_PATHS, type PlayerRoom } from '@numbloom/domain/rooms';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { initialState, pageLanguage, responseOf, type WidgetState } from '../episodes/engine.ts';
import { AnswerInput, ItemVisual, mathsText, questionText } from '../episodes/item-view.tsx';
import { answerItem, followRoom, joinPath, playerRoom, roomItems, RoomCallError, type RoomProblem } from './api.ts';
import { RoomProblemNotice, useRoomProblemText } from './room-notice.tsx';
import '../episodes/episodes.css';
import './rooms.css';

/**
 * /join/{code}/: a guest's view of the room. Waiting until the teacher
 * starts, then the room's questions one at a time (the server checks each
 * answer), until the teacher ends the activity.
 */
export function PlayRoomPage() {
  const { t } = useTranslation('rooms');
  const problemText = useRoomProblemText();
  const code = normaliseRoomCode(useParams().code ?? '');
  const [room, setRoom] = useState<PlayerRoom | null>(null);
  const [problem, setProblem] = useState<RoomProblem | null>(null);

  useEffect(() => {
    let live = true;
    playerRoom(code).then(
      (r) => live && setRoom(r),
      (err: unknown) => live && setProblem(err instanceof RoomCallError ? err.problem : { kind: 'other', message: null }),
    );
    const stop = followRoom<PlayerRoom>(ROOM_PATHS.playerEvents(code), {
      room: (r) => live && setRoom(r),
      event: (e) => {
        if (!live) return;
        if (e.type === 'ended') setProblem({ kind: 'ended' });
        if (e.type === 'started') setRoom((r) => (r ? { ...r, state: 'started' } : r));
      },
    });
    return () => {
      live = false;
      stop();
    };
  }, [code]);

  // Not a player of this room (no cookie, another browser): the join form, with the code filled in.
  if (problem?.kind === 'other' && problem.message && !room) return <Navigate to={`${joinPath()}?code=${code}`} replace />;
  if (problem?.kind === 'ended' || problem?.kind === 'not-found' || problem?.kind === 'full' || room?.state === 'ended') {
    return (
      <div className="container rooms">
        <RoomProblemNotice problem={problem?.kind === 'not-found' || problem?.kind === 'full' ? problem : { kind: 'ended' }} />
      </div>
    );
  }
  if (problem) return <div className="container rooms"><Alert tone="error">{problemText(problem)}</Alert></div>;
  if (!room) return <div className="container rooms page-loading"><Spinner label={t('loading')} /></div>;
  return (
    <div className="container rooms play">
      <p className="room-me">{t('play.you', { nickname: room.nickname })}</p>
      {room.state === 'waiting' ? (
        <section className="room-waiting" aria-labelledby="waiting-title">
          <h1 id="waiting-title">{t('play.waitingTitle')}</h1>
          <p role="status">{t('play.waiting')}</p>
        </section>
      ) : (
        <Questions room={room} onProblem={setProblem} />
      )}
    </div>
  );
}

function Questions({ room, onProblem }: { room: PlayerRoom; onProblem: (p: RoomProblem) => void }) {
  const { t } = useTranslation('rooms');
  const language = pageLanguage();
  const texts = useQuery({ queryKey: ['maths-catalogue', language], queryFn: () => loadCatalogue(language), staleTime: Infinity });
  const items = useQuery({ queryKey: ['room-items', room.code], queryFn: () => roomItems<Item>(room.code).then((r) => r.items), staleTime: Infinity, retry: 2 });
  const answered = Object.keys(room.answers).length;
  const [index, setIndex] = useState(() => firstOpen(room, 0));
  const [score, setScore] = useState(room.score);

  useEffect(() => {
    if (items.error instanceof RoomCallError) onProblem(items.error.problem);
  }, [items.error, onProblem]);
  if (texts.error) throw texts.error;
  if (!texts.isSuccess || !items.data) return <Spinner label={t('loading')} />;
  const item = items.data[index];
  if (!item || answered >= room.item_count) {
    return (
      <section className="room-done" aria-labelledby="done-title">
        <h1 id="done-title">{t('play.doneTitle')}</h1>
        <p>{t('play.doneScore', { score, total: room.item_count })}</p>
        <p>{t('play.doneWait')}</p>
      </section>
    );
  }
  return (
    <Question
      key={index}
      code={room.code}
      item={item}
      index={index}
      total={room.item_count}
      score={score}
      onAnswered={(newScore) => setScore(newScore)}
      onNext={() => setIndex((i) => firstOpen(room, i + 1))}
      onProblem={onProblem}
    />
  );
}

/** The first item at or after `from` this player has not answered (a reload resumes where they were). */
function firstOpen(room: PlayerRoom, from: number) {
  let i = from;
  while (i < room.item_count && room.answers[String(i)] !== undefined) i++;
  return i;
}

function Question(props: {
  code: string;
  item: Item;
  index: number;
  total: number;
  score: number;
  onAnswered: (score: number) => void;
  onNext: () => void;
  onProblem: (p: RoomProblem) => void;
}) {
  const { code, item, index, total, score } = props;
  const { t } = useTranslation('rooms');
  const language = pageLanguage();
  const [state, setState] = useState<WidgetState>(() => initialState(item));
  const [result, setResult] = useState<{ correct: boolean; expected: string } | null>(null);
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
      const answer = await answerItem(code, index, response);
      setResult(answer);
      props.onAnswered(answer.score);
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
          {t('play.progress', { n: index + 1, total })}
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
          <Button key="next" ref={nextRef} onClick={props.onNext}>
            {index + 1 < total ? t('play.next') : t('play.finish')}
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
