import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { checkAnswer } from '@numbloom/maths/check';
import { reasonText, renderText } from '@numbloom/maths/text';
import type { CheckResult, Item } from '@numbloom/maths/types';
import type { Episode } from '@numbloom/domain/content';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { pageSettings } from '../../app/page-settings.ts';
import { useContent } from '../content/hooks.ts';
import { initialState, itemsForRun, newRunSeed, pageLanguage, responseOf, type WidgetState } from './engine.ts';
import { AnswerInput, ItemVisual, mathsText, questionText } from './item-view.tsx';
import { saveResult, type SaveOutcome } from './results.ts';
import { useMathsEngine } from './use-maths-engine.ts';
import './episodes.css';

/** How many items a run of an episode or a set of word problems has. */
export const ITEMS_PER_RUN = 5;

const activityHref = (id: string) => {
  const s = pageSettings();
  return `/${s.region}/${s.language}/activities/episode/${encodeURIComponent(id)}/`;
};

/** /activities/episode/{id}/play: a run of items with feedback on each answer, then the score. */
export function PlayPage() {
  const { t } = useTranslation('episodes');
  const { id } = useParams();
  const { data, error } = useContent();
  const episode = data?.episodes.find((e) => e.id === id);
  const playable = episode?.type === 'episode' || episode?.type === 'word-problem';
  const maths = useMathsEngine(playable ? episode : undefined);
  const loading = <div className="container play page-loading"><Spinner label={t('loading')} /></div>;

  if (error) return <div className="container play"><Alert tone="error">{t('notFound')}</Alert></div>;
  // A maths chunk that did not load (a lost connection, a replaced build): the route's error page asks for a reload.
  if (maths.error) throw maths.error;
  if (!data) return loading;
  if (!episode) return <div className="container play"><h1>{t('notFound')}</h1></div>;
  if (episode.type !== 'episode' && episode.type !== 'word-problem') {
    return (
      <div className="container play">
        <h1>{episode.title}</h1>
        <p>{t('cannotPlay')}</p>
        <Link to={activityHref(episode.id)}>{t('back')}</Link>
      </div>
    );
  }
  // Items render only once their texts and generators are here: no flash of untranslated keys.
  if (!maths.ready) return loading;
  return <Run key={episode.id} episode={episode} />;
}

interface Answered {
  result: CheckResult;
}

function Run({ episode }: { episode: Episode }) {
  const { t } = useTranslation('episodes');
  const language = pageLanguage();
  const [search, setSearch] = useSearchParams();
  const [runSeed, setRunSeed] = useState(() => search.get('seed') ?? newRunSeed());
  // The run's seed sits in the URL, so a run can be replayed or shared.
  useEffect(() => {
    if (search.get('seed') !== runSeed) setSearch({ seed: runSeed }, { replace: true });
  }, [runSeed, search, setSearch]);
  const items = useMemo(() => itemsForRun(episode, runSeed, ITEMS_PER_RUN), [episode, runSeed]);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Answered[]>([]);
  const [state, setState] = useState<WidgetState>(() => initialState(items[0]!));
  const [current, setCurrent] = useState<Answered | undefined>();
  const [hint, setHint] = useState('');
  const [started] = useState(() => Date.now());
  const headingRef = useRef<HTMLHeadingElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const done = answers.length === items.length && !current;
  const item: Item | undefined = items[index];

  useEffect(() => {
    if (current) nextRef.current?.focus();
  }, [current]);
  useEffect(() => {
    if (index > 0 || done) headingRef.current?.focus();
  }, [index, done]);

  function check(event: FormEvent) {
    event.preventDefault();
    if (!item || current) return;
    const response = responseOf(state, item);
    if (response === undefined || (typeof response === 'string' && response.trim() === '')) return setHint(t('emptyAnswer'));
    const result = checkAnswer(item, response, language);
    if (!result.correct && result.reason === 'empty') return setHint(t('emptyAnswer'));
    setHint('');
    setCurrent({ result });
  }

  /** Enter on a model (a slider, a clock hand) checks the answer, or moves on once it is checked. */
  function onKeyDown(e: React.KeyboardEvent<HTMLFormElement>) {
    if (e.key !== 'Enter') return;
    const tag = (e.target as HTMLElement).tagName;
    if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'BUTTON' || tag === 'A' || tag === 'SELECT' || tag === 'SUMMARY') return;
    e.preventDefault();
    if (current) next();
    else e.currentTarget.requestSubmit();
  }

  function next() {
    if (!current) return;
    const all = [...answers, current];
    setAnswers(all);
    setCurrent(undefined);
    if (index + 1 < items.length) {
      setIndex(index + 1);
      setState(initialState(items[index + 1]!));
    }
  }

  function again() {
    const seed = newRunSeed();
    const fresh = itemsForRun(episode, seed, ITEMS_PER_RUN);
    setRunSeed(seed);
    setIndex(0);
    setAnswers([]);
    setCurrent(undefined);
    setState(initialState(fresh[0]!));
  }

  const correctCount = answers.filter((a) => a.result.correct).length + (current?.result.correct ? 1 : 0);

  return (
    <div className="container play">
      <p className="play-back">
        <Link to={activityHref(episode.id)}>{t('back')}</Link>
      </p>
      <h1>{episode.title}</h1>
      {done ? (
        <Score episode={episode} correct={correctCount} total={items.length} durationMs={Date.now() - started} headingRef={headingRef} onAgain={again} />
      ) : item ? (
        <form className="play-item" onSubmit={check} onKeyDown={onKeyDown} noValidate>
          <div className="play-status">
            <h2 ref={headingRef} tabIndex={-1}>
              {t('progress', { n: index + 1, total: items.length })}
            </h2>
            <p aria-live="polite">{t('score', { score: correctCount })}</p>
          </div>
          <p className="question" id="question">
            {questionText(item, episode.type === 'word-problem', language)}
          </p>
          <ItemVisual item={item} state={state} setState={(s) => { setState(s); setHint(''); }} language={language} disabled={!!current} />
          <AnswerInput item={item} state={state} setState={(s) => { setState(s); setHint(''); }} language={language} disabled={!!current} />
          {hint ? <Alert tone="error">{hint}</Alert> : null}
          <div role="status" className="play-feedback">
            {current ? <Feedback item={item} result={current.result} language={language} /> : null}
          </div>
          <div className="row">
            {current ? (
              // Distinct keys: the Check button must not reuse this element, or the Enter that
              // pressed Next would land on a submit button and check the next item unanswered.
              <Button key="next" ref={nextRef} onClick={next}>
                {index + 1 < items.length ? t('next') : t('finish')}
              </Button>
            ) : (
              <Button key="check" type="submit">
                {t('check')}
              </Button>
            )}
          </div>
        </form>
      ) : null}
    </div>
  );
}

function Feedback({ item, result, language }: { item: Item; result: CheckResult; language: ReturnType<typeof pageLanguage> }) {
  const { t } = useTranslation('episodes');
  if (result.correct) return <p className="feedback-correct">{t('correct')}</p>;
  return (
    <div className="feedback-wrong">
      <p>
        <strong>{t('incorrect')}</strong> {result.reason && result.reason !== 'incorrect' ? reasonText(result.reason, language) : null} {t('theAnswer', { answer: mathsText(result.expected, language) })}
      </p>
      {item.explanation.length > 0 ? (
        <details>
          <summary>{t('steps')}</summary>
          <ol>
            {item.explanation.map((step, i) => (
              <li key={i}>{mathsText(renderText(step, language), language)}</li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}


function Score({
  episode,
  correct,
  total,
  durationMs,
  headingRef,
  onAgain,
}: {
  episode: Episode;
  correct: number;
  total: number;
  durationMs: number;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onAgain: () => void;
}) {
  const { t } = useTranslation('episodes');
  const [outcome, setOutcome] = useState<SaveOutcome | undefined>();
  useEffect(() => {
    let live = true;
    void saveResult({ episode_id: episode.id, correct, total, duration_ms: Math.min(durationMs, 24 * 3600 * 1000) }).then((o) => {
      if (live) setOutcome(o);
    });
    return () => {
      live = false;
    };
  }, [episode.id, correct, total, durationMs]);
  return (
    <section className="score" aria-labelledby="score-title">
      <h2 id="score-title" ref={headingRef} tabIndex={-1}>
        {t('doneTitle')}
      </h2>
      <p className="score-line">{t('doneScore', { correct, total })}</p>
      <div role="status">
        {outcome?.kind === 'saved' ? (
          <>
            <p className="stars" aria-hidden="true">{'★'.repeat(outcome.stars)}{'☆'.repeat(3 - outcome.stars)}</p>
            <p>{outcome.stars > 0 ? t('stars', { count: outcome.stars }) : t('noStars')} {t('saved')}</p>
          </>
        ) : null}
        {outcome?.kind === 'guest' ? <p>{t('guest')}</p> : null}
        {outcome?.kind === 'failed' ? <p>{t('saveFailed')}</p> : null}
      </div>
      <div className="row">
        <Button onClick={onAgain}>{t('again')}</Button>
        <ButtonLink variant="secondary" to={activityHref(episode.id)}>
          {t('back')}
        </ButtonLink>
      </div>
    </section>
  );
}
