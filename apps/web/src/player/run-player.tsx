import { useCallback, useEffect, useRef, useState, type ComponentType, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RunAnswerView, RunView } from '@numbloom/domain/runs';
import { reasonText, renderText } from '@numbloom/maths/text';
import type { CheckReason, Language } from '@numbloom/maths/types';
import { Alert } from '../ui/alert.tsx';
import { Button, buttonClasses } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { initialState, pageLanguage, responseOf, type WidgetState } from './engine.ts';
import { pageSettings } from '../lib/page-settings.ts';
import { AnswerInput, ItemVisual, mathsText, questionText, useModelFirst } from './item-view.tsx';
import { useMathsTexts } from './maths-texts.ts';
import { answerRun, fetchRun, RunCallError, startRun, type RunProblem, type RunRequest } from './run-api.ts';
import { rememberedRun as remembered, rememberRun as remember } from './run-resume.ts';
import './player.css';
import './run-player.css';

/** A link the end screen offers: the next activity, back to the activity page. */
interface RunLink {
  to: string;
  label: ReactNode;
}

/** How the player links to another page: the site's router link, or a plain link in the children's entry (a full page load). */
type RunLinkComponent = ComponentType<{ to: string; className?: string; children?: ReactNode }>;

const PlainLink: RunLinkComponent = ({ to, className, children }) => (
  <a href={to} className={className}>
    {children}
  </a>
);

export interface RunPlayerProps {
  /** what to start: an activity's run, or practice in a grade */
  request: RunRequest;
  /** the page's heading for this run (the activity's title; practice names the skill it picked); empty while unknown */
  heading: (run: RunView | null) => ReactNode;
  /** the end screen's other way on (the next activity), and the way back */
  next?: RunLink;
  back: RunLink;
  /** the end screen's button for another run ("Play again", "Keep practising") */
  againLabel?: string;
  /** told when the run stops on a problem (a challenge's answer after the end…), for the page to read again what the server counted */
  onProblem?: (problem: RunProblem) => void;
  /** the links' component: the site's pages pass the router's Link; a plain link otherwise (the children's entry has no router) */
  linkAs?: RunLinkComponent;
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'problem'; problem: RunProblem }
  | { kind: 'asking'; run: RunView }
  | { kind: 'answered'; run: RunView; verdict: RunAnswerView }
  | { kind: 'finished'; run: RunView };

/**
 * A run the server issued and checks (decision 043): one question at a time,
 * progress through the run, the server's verdict with a short animation
 * (none under reduced motion) and how the level moved, then the result and
 * stars the server worked out, with play again and the next activity.
 */
export function RunPlayer({ request, heading, next, back, againLabel, onProblem, linkAs: LinkAs = PlainLink }: RunPlayerProps) {
  const { t } = useTranslation('player');
  const language = pageLanguage();
  const texts = useMathsTexts(language);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });
  const [marks, setMarks] = useState<Array<boolean | null>>([]);
  const [attempt, setAttempt] = useState(0);
  const requestKey = JSON.stringify(request);
  const started = useRef<string | null>(null);

  const begin = useCallback(
    async (resume: boolean) => {
      setPhase({ kind: 'loading' });
      setMarks([]);
      const saved = resume && !(request.mode === 'activity' && request.seed) ? remembered(request) : null;
      try {
        if (saved) {
          const run = await fetchRun(saved).catch(() => null);
          if (run && !run.result && run.item) {
            setMarks(Array.from({ length: run.answered }, () => null));
            setPhase({ kind: 'asking', run });
            return;
          }
        }
        const run = await startRun(request);
        remember(request, run.id);
        setPhase(run.item ? { kind: 'asking', run } : { kind: 'finished', run });
      } catch (err) {
        setPhase({ kind: 'problem', problem: err instanceof RunCallError ? err.problem : 'not-sent' });
      }
    },
    // the request is compared by value: a page re-rendering with an equal request keeps its run
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [requestKey],
  );

  useEffect(() => {
    // once per request and attempt, even when a development render runs the effect twice
    const key = `${requestKey}#${attempt}`;
    if (started.current === key) return;
    started.current = key;
    void begin(attempt === 0);
  }, [begin, requestKey, attempt]);

  const problem = phase.kind === 'problem' ? phase.problem : null;
  useEffect(() => {
    if (problem) onProblem?.(problem);
    // told once per problem, not again when the page passes a new callback
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [problem]);

  if (texts.error) throw texts.error;
  const run = phase.kind === 'asking' || phase.kind === 'answered' || phase.kind === 'finished' ? phase.run : null;
  const title = heading(run);

  return (
    <div className="container play">
      <p className="play-back">
        <LinkAs to={back.to}>{back.label}</LinkAs>
      </p>
      {/* the page's name may still be on its way while the run starts: the question waits for it, so the
          heading never arrives above a question a child is already answering and pushes it down the page */}
      {title ? <h1>{title}</h1> : null}
      {phase.kind === 'loading' || !texts.isSuccess || (run && !title) ? (
        <div className="page-loading">
          <Spinner label={t('run.loading')} />
        </div>
      ) : phase.kind === 'problem' ? (
        <RunProblemNotice problem={phase.problem} onRestart={() => setAttempt((a) => a + 1)} />
      ) : phase.kind === 'finished' ? (
        <RunEnd run={phase.run} marks={marks} next={next} back={back} linkAs={LinkAs} againLabel={againLabel ?? t('run.again')} onAgain={() => {
          remember(request, null);
          setAttempt((a) => a + 1);
        }} />
      ) : (
        <Question
          key={`${phase.run.id}.${phase.run.answered}`}
          run={phase.run}
          verdict={phase.kind === 'answered' ? phase.verdict : null}
          marks={marks}
          language={language}
          onVerdict={(verdict) => {
            setMarks((m) => [...m, verdict.correct]);
            setPhase({ kind: 'answered', run: phase.run, verdict });
          }}
          onNext={() => {
            if (phase.kind !== 'answered') return;
            const after = phase.verdict.run;
            if (after.result || !after.item) {
              remember(request, null);
              setPhase({ kind: 'finished', run: after });
            } else setPhase({ kind: 'asking', run: after });
          }}
          onResync={(fresh) => {
            setMarks((m) => [...m, ...Array.from({ length: Math.max(0, fresh.answered - m.length) }, () => null)]);
            setPhase(fresh.result || !fresh.item ? { kind: 'finished', run: fresh } : { kind: 'asking', run: fresh });
          }}
          onProblem={(problem) => setPhase({ kind: 'problem', problem })}
        />
      )}
    </div>
  );
}

/** The run so far: one mark per question, right, wrong or still to come. */
function RunProgress({ run, marks }: { run: RunView; marks: Array<boolean | null> }) {
  const { t } = useTranslation('player');
  return (
    <ol className="run-progress" aria-label={t('run.progressLabel', { correct: run.correct, answered: run.answered, total: run.item_count })}>
      {Array.from({ length: run.item_count }, (_, i) => {
        const mark = marks[i];
        const state = i < run.answered ? (mark === true ? 'right' : mark === false ? 'wrong' : 'done') : i === run.answered ? 'current' : 'todo';
        return <li key={i} className={`run-step ${state}`} aria-hidden="true" />;
      })}
    </ol>
  );
}

function Question(props: {
  run: RunView;
  verdict: RunAnswerView | null;
  marks: Array<boolean | null>;
  language: Language;
  onVerdict: (verdict: RunAnswerView) => void;
  onNext: () => void;
  onResync: (run: RunView) => void;
  onProblem: (problem: RunProblem) => void;
}) {
  const { run, verdict, language } = props;
  const item = run.item!;
  const { t } = useTranslation('player');
  const [state, setState] = useState<WidgetState>(() => initialState(item));
  const [hint, setHint] = useState('');
  const [busy, setBusy] = useState(false);
  const modelFirst = useModelFirst();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (run.answered > 0) headingRef.current?.focus();
  }, [run.answered]);
  useEffect(() => {
    if (verdict) nextRef.current?.focus();
  }, [verdict]);

  async function check(event: FormEvent) {
    event.preventDefault();
    if (verdict || busy) return;
    const response = responseOf(state, item);
    if (response === undefined || (typeof response === 'string' && response.trim() === '')) return setHint(modelFirst(item, state) ?? t('run.emptyAnswer'));
    setHint('');
    setBusy(true);
    try {
      props.onVerdict(await answerRun(run.id, item.id, response));
    } catch (err) {
      const problem = err instanceof RunCallError ? err.problem : 'not-sent';
      if (problem === 'not-sent') setHint(t('run.notSent'));
      else if (problem === 'already-answered') props.onResync(await fetchRun(run.id).catch(() => run));
      else props.onProblem(problem);
    } finally {
      setBusy(false);
    }
  }

  /** Enter on a model (a slider, a clock hand) checks the answer, or moves on once it is checked. */
  function onKeyDown(e: KeyboardEvent<HTMLFormElement>) {
    if (e.key !== 'Enter') return;
    const tag = (e.target as HTMLElement).tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'BUTTON' || tag === 'A' || tag === 'SELECT' || tag === 'SUMMARY') return;
    e.preventDefault();
    if (verdict) props.onNext();
    else e.currentTarget.requestSubmit();
  }

  const update = (s: WidgetState) => {
    setState(s);
    setHint('');
  };
  const last = run.answered + 1 >= run.item_count || (verdict && !verdict.run.item);
  return (
    <form className="play-item" onSubmit={check} onKeyDown={onKeyDown} noValidate>
      <div className="play-status">
        <h2 ref={headingRef} tabIndex={-1}>
          {t('run.progress', { n: run.answered + 1, total: run.item_count })}
        </h2>
        <p className={`run-level level-${run.level}`}>{t(`run.levels.${run.level}`)}</p>
        <p aria-live="polite">{t('run.score', { score: verdict ? verdict.run.correct : run.correct })}</p>
      </div>
      <RunProgress run={verdict ? verdict.run : run} marks={props.marks} />
      {/* a page language the maths texts are not written in yet reads them in English: marked so (WCAG 3.1.2) */}
      <p className="question" id="question" lang={language === pageSettings().language ? undefined : language}>
        {questionText(item, run.word_problem, language)}
      </p>
      <ItemVisual item={item} state={state} setState={update} language={language} disabled={!!verdict || busy} />
      <AnswerInput item={item} state={state} setState={update} language={language} disabled={!!verdict || busy} />
      {hint ? <Alert tone="error">{hint}</Alert> : null}
      <div role="status" className="play-feedback">
        {verdict ? <Verdict verdict={verdict} language={language} index={run.answered} /> : null}
      </div>
      <div className="row">
        {verdict ? (
          // Distinct keys: the Check button must not reuse this element, or the Enter that
          // pressed Next would land on a submit button and check the next item unanswered.
          <Button key="next" ref={nextRef} onClick={props.onNext}>
            {last ? t('run.finish') : t('run.next')}
          </Button>
        ) : (
          <Button key="check" type="submit" disabled={busy} aria-busy={busy || undefined}>
            {t('run.check')}
          </Button>
        )}
      </div>
    </form>
  );
}

const PRAISE = 4;

/** The server's verdict: praise, or the right answer, the near miss and the steps; and how the level moved. */
function Verdict({ verdict, language, index }: { verdict: RunAnswerView; language: Language; index: number }) {
  const { t } = useTranslation('player');
  const level = verdict.level_change ? <p className={`level-change ${verdict.level_change}`}>{t(verdict.level_change === 'up' ? 'run.levelUp' : 'run.levelDown')}</p> : null;
  if (verdict.correct) {
    return (
      <div className="feedback-correct">
        <span className="feedback-burst" aria-hidden="true">★</span>
        <p>
          <strong>{t('run.correct')}</strong> <span>{t(`run.praise.${index % PRAISE}`)}</span>
        </p>
        {level}
      </div>
    );
  }
  const reason = verdict.reason && verdict.reason !== 'incorrect' ? reasonText(verdict.reason as CheckReason, language) : null;
  return (
    <div className="feedback-wrong">
      <p>
        <strong>{t('run.incorrect')}</strong> {reason} {t('run.theAnswer', { answer: mathsText(verdict.expected, language) })}
      </p>
      {verdict.explanation.length > 0 ? (
        <details>
          <summary>{t('run.steps')}</summary>
          <ol>
            {verdict.explanation.map((step, i) => (
              <li key={i}>{mathsText(renderText(step, language), language)}</li>
            ))}
          </ol>
        </details>
      ) : null}
      {level}
    </div>
  );
}

/** The end of the run: the score and the stars the server worked out, play again, the next activity. */
function RunEnd({
  run,
  marks,
  next,
  back,
  againLabel,
  onAgain,
  linkAs: LinkAs,
}: {
  run: RunView;
  marks: Array<boolean | null>;
  next?: RunLink;
  back: RunLink;
  againLabel: string;
  onAgain: () => void;
  linkAs: RunLinkComponent;
}) {
  const { t } = useTranslation('player');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  const result = run.result ?? { correct: run.correct, total: run.answered, stars: null, total_stars: null };
  return (
    <section className="score" aria-labelledby="score-title">
      <h2 id="score-title" ref={headingRef} tabIndex={-1}>
        {t('run.doneTitle')}
      </h2>
      <RunProgress run={run} marks={marks} />
      <p className="score-line">{t('run.doneScore', { correct: result.correct, total: result.total })}</p>
      {result.stars !== null ? (
        <>
          <p className="stars" aria-hidden="true">
            {Array.from({ length: 3 }, (_, i) => (
              <span key={i} className={i < result.stars! ? 'star earned' : 'star'}>
                {i < result.stars! ? '★' : '☆'}
              </span>
            ))}
          </p>
          <p>
            {result.stars > 0 ? t('run.stars', { count: result.stars }) : t('run.noStars')} {t('run.saved')}
          </p>
          {result.total_stars !== null ? <p>{t('run.totalStars', { count: result.total_stars })}</p> : null}
        </>
      ) : (
        <p>{t('run.guest')}</p>
      )}
      <div className="row">
        <Button onClick={onAgain}>{againLabel}</Button>
        {next ? (
          <LinkAs className={buttonClasses('secondary')} to={next.to}>
            {next.label}
          </LinkAs>
        ) : null}
        <LinkAs className={buttonClasses('secondary')} to={back.to}>
          {back.label}
        </LinkAs>
      </div>
    </section>
  );
}

function RunProblemNotice({ problem, onRestart }: { problem: RunProblem; onRestart: () => void }) {
  const { t } = useTranslation('player');
  return (
    <div className="run-problem">
      <Alert tone="error">{t(`run.problems.${problem}`)}</Alert>
      {/* a challenge that is over takes no more runs */}
      {problem === 'over' || problem === 'time-up' ? null : (
        <div className="row">
          <Button onClick={onRestart}>{t('run.startAgain')}</Button>
        </div>
      )}
    </div>
  );
}
