import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import { loadCatalogue } from '@numbloom/maths/text';
import type { PlayableItem } from '@numbloom/maths/playable';
import { questionMs, TIMER_WARNING_SECONDS } from '@numbloom/domain/games';
import type { PlayerView } from '@numbloom/domain/games-schema';
import { useTexts } from '../../../i18n/small.tsx';
import { initialState, pageCountry, pageLanguage, responseOf, type WidgetState } from '../../../player/engine.ts';
import { AnswerInput, ItemVisual, mathsText, questionText, useModelFirst } from '../../../player/item-view.tsx';
import { problemOf, roomItems } from './api.ts';
import type { AnswerOutcome } from './api.ts';
import { roomProblemText } from './room-notice.tsx';
import { KidSpinner } from '../../../ui/kid-spinner.tsx';
import { playerI18n } from '../../../player/player-texts.ts';
import { CheckOrNext } from './check-or-next.tsx';
import { TogetherWait } from './together-wait.tsx';
import '../../../player/player.css';

/**
 * The questions of a class game, loaded when the game starts (decision 042):
 * the child's own run from the server, the maths engine's texts, the player's
 * models and their translations. A child sees where they are, their score and
 * their streak, a friendly word after each answer, and a timer when the room
 * has one (stretched by the extra time their teacher gave them; read out to a
 * screen reader once when TIMER_WARNING_SECONDS are left, never every second).
 */
export default function Questions(props: {
  view: PlayerView;
  answer: (index: number, response: unknown) => Promise<AnswerOutcome>;
  queued: number[];
  itemsVersion: number;
  /** what the child sees once past the last question, where a mode says it its own way (Quick match: waiting for the other child) */
  done?: ReactNode;
}) {
  const { t } = useTexts('rooms');
  const { view } = props;
  const language = pageLanguage();
  const [ready, setReady] = useState<{ i18n: i18n; items: PlayableItem[] } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [reloadItems, setReloadItems] = useState(0);

  useEffect(() => {
    let live = true;
    Promise.all([playerI18n(language), loadCatalogue(language, pageCountry()), roomItems(view.code)]).then(
      ([instance, , { items }]) => live && setReady({ i18n: instance, items }),
      (err: unknown) => {
        if (!live) return;
        const p = problemOf(err);
        // offline while loading: try again shortly (the page says it is reconnecting)
        if (p.kind === 'offline') setTimeout(() => live && setReloadItems((n) => n + 1), 3000);
        else setError(roomProblemText(t, p));
      },
    );
    return () => {
      live = false;
    };
  }, [view.code, language, props.itemsVersion, reloadItems, t]);

  if (error) return <p role="alert">{error}</p>;
  if (!ready) {
    return <KidSpinner />;
  }
  return (
    <I18nextProvider i18n={ready.i18n}>
      <Run {...props} items={ready.items} />
    </I18nextProvider>
  );
}

const answeredSet = (view: PlayerView, queued: number[]) => new Set([...Object.keys(view.answers).map(Number), ...queued]);

/** Right answers in a row just before place `at` of the run (the places answered, by their number). */
export function streakBefore(answers: Record<string, boolean>, at: number): number {
  let n = 0;
  for (let i = at - 1; i >= 0 && answers[String(i)] === true; i--) n++;
  return n;
}

/** The first question at or after `from` not answered yet (a reload comes back to it). */
function firstOpen(done: Set<number>, count: number, from = 0) {
  let i = from;
  while (i < count && done.has(i)) i++;
  return i;
}

function Run({
  view,
  answer,
  queued,
  items,
  done: doneView,
}: {
  view: PlayerView;
  answer: (index: number, response: unknown) => Promise<AnswerOutcome>;
  queued: number[];
  items: PlayableItem[];
  done?: ReactNode;
}) {
  const { t } = useTexts('rooms');
  const done = answeredSet(view, queued);
  const [index, setIndex] = useState(() => firstOpen(done, view.item_count));
  // a reload keeps the run of right answers the child had just before the question they come back to
  const [streak, setStreak] = useState(() => streakBefore(view.answers, index));
  const total = view.item_count;
  const answered = done.size;

  // Done once the child moves past the last question (Finish), so the last answer's feedback is seen
  // first; a reload with every question answered starts here too (firstOpen).
  if (index >= total) {
    if (doneView) return doneView;
    return (
      <Done>
        <Progress answered={answered} total={total} />
        <p className="results-score">{t('play.doneScore', { score: view.score, total })}</p>
        {queued.length ? <p>{t('play.queued', { count: queued.length })}</p> : null}
        <p>{t('play.doneWait')}</p>
      </Done>
    );
  }
  // pace 'together' (decision 090): the open question, then once answered "wait", and once closed the verdict
  if (view.pace === 'together' && view.round !== null) {
    const round = view.round;
    const answeredIt = view.round_answered || String(round) in view.answers || queued.includes(round);
    if (answeredIt || view.round_closed_at || !items[round]) return <TogetherWait view={view} queued={queued.includes(round)} />;
    return <Question key={round} item={items[round]!} index={round} view={view} streak={0} answered={answered} answer={answer} onAnswered={() => undefined} onNext={() => undefined} />;
  }
  const item = items[index];
  // pace 'together': the server has sent the questions open so far
  if (!item || (view.pace === 'together' && view.round !== null && index > view.round)) {
    return (
      <section className="room-card room-waiting" aria-labelledby="next-title">
        <h1 id="next-title">{t('play.waitNextTitle')}</h1>
        <p role="status">{t('play.waitNext')}</p>
      </section>
    );
  }
  return (
    <Question
      key={index}
      item={item}
      index={index}
      view={view}
      streak={streak}
      answered={answered}
      answer={answer}
      onAnswered={(right) => setStreak((s) => (right ? s + 1 : right === false ? 0 : s))}
      onNext={() => setIndex((i) => firstOpen(answeredSet(view, queued), total, i + 1))}
    />
  );
}

/** The end of the child's run: its heading takes the focus the Finish button had, so a keyboard or screen reader is not left on the page's body. */
function Done({ children }: { children: ReactNode }) {
  const { t } = useTexts('rooms');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="room-card room-done" aria-labelledby="done-title">
      <h1 id="done-title" ref={heading} tabIndex={-1}>
        {t('play.doneTitle')}
      </h1>
      {children}
    </section>
  );
}

function Progress({ answered, total }: { answered: number; total: number }) {
  return (
    <div className="room-progress" aria-hidden="true">
      <span style={{ inlineSize: `${Math.round((answered / Math.max(1, total)) * 100)}%` }} />
    </div>
  );
}

const CHEERS = ['play.cheer1', 'play.cheer2', 'play.cheer3', 'play.cheer4'] as const;

type Verdict = { kind: 'right' } | { kind: 'wrong'; expected: string; timeUp: boolean } | { kind: 'queued' };

function Question(props: {
  item: PlayableItem;
  index: number;
  view: PlayerView;
  streak: number;
  answered: number;
  answer: (index: number, response: unknown) => Promise<AnswerOutcome>;
  onAnswered: (right: boolean | null) => void;
  onNext: () => void;
}) {
  const { item, index, view, streak } = props;
  const { t } = useTexts('rooms');
  const language = pageLanguage();
  const [state, setState] = useState<WidgetState>(() => initialState(item));
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [hint, setHint] = useState('');
  const modelFirst = useModelFirst();
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const sent = useRef(false);
  useEffect(() => headingRef.current?.focus(), []);
  useEffect(() => {
    if (verdict) nextRef.current?.focus();
  }, [verdict]);

  async function send(response: unknown, timeUp: boolean) {
    if (sent.current) return;
    sent.current = true;
    setBusy(true);
    const outcome = await props.answer(index, response);
    setBusy(false);
    if (outcome.kind === 'checked' && outcome.result.correct === null) {
      // together: the answer is in; its verdict comes when the question closes (the page moves on to "wait")
      props.onAnswered(null);
    } else if (outcome.kind === 'checked') {
      const right = outcome.result.correct;
      setVerdict(right ? { kind: 'right' } : { kind: 'wrong', expected: outcome.result.expected ?? '', timeUp });
      props.onAnswered(right);
    } else if (outcome.kind === 'queued') {
      setVerdict({ kind: 'queued' });
      props.onAnswered(null);
    } else {
      sent.current = false;
      setHint(roomProblemText(t, outcome.problem));
    }
  }

  function check(event: FormEvent) {
    event.preventDefault();
    if (verdict || busy) return;
    const response = responseOf(state, item);
    if (response === undefined || (typeof response === 'string' && response.trim() === '')) return setHint(modelFirst(item, state) ?? t('play.empty'));
    setHint('');
    void send(response, false);
  }

  const update = (s: WidgetState) => {
    setState(s);
    setHint('');
  };
  const ms = questionMs(view.seconds_per_question, view.extra_time);
  const newStreak = verdict?.kind === 'right' ? streak : 0;
  return (
    <form className="play-item" onSubmit={check} noValidate>
      <div className="play-status">
        <h1 ref={headingRef} tabIndex={-1}>
          {t('play.progress', { n: index + 1, total: view.item_count })}
        </h1>
        <p className="play-score">{t('play.score', { score: view.score })}</p>
        {streak >= 2 ? (
          <p className="play-streak">
            <span aria-hidden="true">★ </span>
            {t('play.streak', { count: streak })}
          </p>
        ) : null}
      </div>
      <Progress answered={props.answered} total={view.item_count} />
      {ms !== null && !verdict ? <Timer ms={ms} onTimeUp={() => void send(null, true)} /> : null}
      <p className="question" id="question">
        {questionText(item, false, language)}
      </p>
      <ItemVisual item={item} state={state} setState={update} language={language} disabled={!!verdict} />
      <AnswerInput item={item} state={state} setState={update} language={language} disabled={!!verdict} />
      {hint ? <p className="play-hint" role="alert">{hint}</p> : null}
      <div role="status" className="play-feedback">
        {verdict?.kind === 'right' ? (
          <p className="feedback-correct pop">
            <strong>{t('play.correct')}</strong> {t(CHEERS[index % CHEERS.length]!)}
            {newStreak >= 3 ? ` ${t('play.streak', { count: newStreak })}` : ''}
          </p>
        ) : verdict?.kind === 'wrong' ? (
          <p className="feedback-wrong">
            <strong>{verdict.timeUp ? t('play.timeUp') : t('play.incorrect')}</strong> {t('play.theAnswer', { answer: mathsText(verdict.expected, language) })} {t('play.keepGoing')}
          </p>
        ) : verdict?.kind === 'queued' ? (
          <p className="feedback-queued">{t('play.savedOffline')}</p>
        ) : null}
      </div>
      <CheckOrNext answered={!!verdict} busy={busy} nextRef={nextRef} nextLabel={index + 1 < view.item_count ? t('play.next') : t('play.finish')} onNext={props.onNext} />
    </form>
  );
}

/**
 * The question's timer: a bar that empties, the seconds shown but not read
 * out (role="timer" is not live), and one polite line when
 * TIMER_WARNING_SECONDS are left, so a screen reader is not interrupted every
 * second (WCAG 2.2.1 and 4.1.3).
 */
function Timer({ ms, onTimeUp }: { ms: number; onTimeUp: () => void }) {
  const { t } = useTexts('rooms');
  const [left, setLeft] = useState(ms);
  const timeUp = useRef(onTimeUp);
  timeUp.current = onTimeUp;
  useEffect(() => {
    const end = Date.now() + ms;
    const tick = setInterval(() => {
      const rest = Math.max(0, end - Date.now());
      setLeft(rest);
      if (rest === 0) {
        clearInterval(tick);
        timeUp.current();
      }
    }, 250);
    return () => clearInterval(tick);
  }, [ms]);
  const seconds = Math.ceil(left / 1000);
  return (
    <div className="play-timer">
      <div className="room-progress timer-bar" aria-hidden="true">
        <span style={{ inlineSize: `${(left / ms) * 100}%` }} />
      </div>
      <p role="timer" aria-live="off" className="timer-text">
        {t('play.secondsLeft', { count: seconds })}
      </p>
      <p className="visually-hidden" aria-live="polite">
        {seconds <= TIMER_WARNING_SECONDS && ms > TIMER_WARNING_SECONDS * 1000
          ? t('play.secondsLeftWarning', { count: TIMER_WARNING_SECONDS })
          : ''}
      </p>
    </div>
  );
}
