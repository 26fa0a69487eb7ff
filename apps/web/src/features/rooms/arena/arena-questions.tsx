import { useEffect, useRef, useState, type FormEvent } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { loadCatalogue } from '@numbloom/maths/text';
import type { Item } from '@numbloom/maths/types';
import type { PlayerView } from '@numbloom/domain/games-schema';
import { useTexts } from '../../../i18n/small.tsx';
import { initialState, pageCountry, pageLanguage, responseOf, type WidgetState } from '../../../player/engine.ts';
import { AnswerInput, ItemVisual, mathsText, questionText, useModelFirst } from '../../../player/item-view.tsx';
import { answerArena, problemOf, roomItems, type RoomProblem } from '../shared/api.ts';
import { KidSpinner } from '../../../ui/kid-spinner.tsx';
import { playerI18n } from '../../../player/player-texts.ts';
import { roomProblemText } from '../shared/room-notice.tsx';
import { CheckOrNext } from '../shared/check-or-next.tsx';
import '../../../player/player.css';

/**
 * An Arena's questions, loaded when the race starts (decision 042): the first
 * at the child's level from the server, then each next one in the answer to
 * the last (right answers move the level up, wrong ones down: decision 040).
 */
/** `answering`: the problem came back for an answer (an answer after the bell did not count), not while loading. */
export default function ArenaQuestions({ room, onProblem }: { room: PlayerView; onProblem: (p: RoomProblem, answering: boolean) => void }) {
  const { t } = useTexts('rooms');
  const language = pageLanguage();
  const [ready, setReady] = useState<{ i18n: i18n; first: Item | null } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [item, setItem] = useState<Item | null | undefined>(undefined);
  const [score, setScore] = useState(room.score);
  const problem = useRef(onProblem);
  problem.current = onProblem;

  useEffect(() => {
    let live = true;
    Promise.all([playerI18n(language), loadCatalogue(language, pageCountry()), roomItems<Item>(room.code)]).then(
      ([instance, , { items }]) => live && setReady({ i18n: instance, first: items[0] ?? null }),
      (err: unknown) => {
        if (!live) return;
        const p = problemOf(err);
        if (p.kind === 'ended' || p.kind === 'not-found') problem.current(p, false);
        // offline while loading: try again shortly
        else if (p.kind === 'offline') setTimeout(() => live && setReload((n) => n + 1), 3000);
        else setError(roomProblemText(t, p));
      },
    );
    return () => {
      live = false;
    };
  }, [room.code, language, reload, t]);

  if (error) return <p role="alert">{error}</p>;
  if (!ready) return <KidSpinner />;
  const current = item === undefined ? ready.first : item;
  if (current === null) return <p>{t('arena.allDone')}</p>;
  const index = Number(/(\d+)$/.exec(current.id)?.[1] ?? 0);
  return (
    <I18nextProvider i18n={ready.i18n}>
      <ArenaQuestion key={current.id} code={room.code} item={current} index={index} score={score} onAnswered={setScore} onNext={setItem} onProblem={onProblem} />
    </I18nextProvider>
  );
}

function ArenaQuestion(props: {
  code: string;
  item: Item;
  index: number;
  score: number;
  onAnswered: (score: number) => void;
  onNext: (next: Item | null) => void;
  onProblem: (p: RoomProblem, answering: boolean) => void;
}) {
  const { code, item, index, score } = props;
  const { t } = useTexts('rooms');
  const language = pageLanguage();
  const [state, setState] = useState<WidgetState>(() => initialState(item));
  const [result, setResult] = useState<{ correct: boolean; expected: string; next: Item | null } | null>(null);
  const [hint, setHint] = useState('');
  const modelFirst = useModelFirst();
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
    if (response === undefined || (typeof response === 'string' && response.trim() === '')) return setHint(modelFirst(item, state) ?? t('play.empty'));
    setHint('');
    setBusy(true);
    try {
      const answer = await answerArena(code, index, response);
      setResult({ correct: answer.correct, expected: answer.expected, next: (answer.next ?? null) as Item | null });
      props.onAnswered(answer.score);
    } catch (err) {
      const problem = problemOf(err);
      if (problem.kind === 'ended' || problem.kind === 'not-found') props.onProblem(problem, true);
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
        <p className="play-score">{t('play.score', { score })}</p>
      </div>
      <p className="question" id="question">
        {questionText(item, false, language)}
      </p>
      <ItemVisual item={item} state={state} setState={update} language={language} disabled={!!result} />
      <AnswerInput item={item} state={state} setState={update} language={language} disabled={!!result} />
      {hint ? (
        <p className="play-hint" role="alert">
          {hint}
        </p>
      ) : null}
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
      <CheckOrNext answered={!!result} busy={busy} nextRef={nextRef} nextLabel={t('play.next')} onNext={() => props.onNext(result!.next)} />
    </form>
  );
}
