import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { CHILD_HOME_PATH, type ChildHomePractice, type ChildHomeResponse } from '@numbloom/domain/child-home';
import type { Grade } from '@numbloom/domain/content';
import { PROGRESS_PAGES } from '@numbloom/domain/runs';
import { apiGet } from '../../api/client.ts';
import { loadContent, loadSettings } from '../../content/loader.ts';
import { PageTexts } from '../../i18n/page-texts.tsx';
import type { Catalogue } from '../../i18n/regional.ts';
import { useTexts } from '../../i18n/small.tsx';
import { pagePath } from '../../lib/page-path.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { KidPicture } from '../../ui/kid-pictures.tsx';
import { KidSpinner } from '../../ui/kid-spinner.tsx';
import type { RunRequest } from '../../player/run-api.ts';
import { rememberGrade, rememberedGrade } from './practice-grade.ts';
import './episodes.css';

/** The player, the maths engine and the player's texts: a chunk of its own, as for an activity's player (decision 096). */
const RunPlayer = lazy(() => import('../../player/child-run-player.tsx'));
/** This page's texts come with its chunk (the episodes catalogue, as the player's), not with the children's entry. */
const CATALOGUES = import.meta.glob<{ default: Catalogue }>('./i18n/*.json');

const practiceHref = (grade?: string) =>
  `${pagePath(PROGRESS_PAGES.practice)}${grade ? `?grade=${encodeURIComponent(grade.toLowerCase())}` : ''}`;
const activityHref = (id: string) => pagePath(`activities/episode/${encodeURIComponent(id)}/`);

interface PracticeContent {
  grades: Grade[];
  /** an activity's title, by its id: the player's heading names the one the server picked */
  titleOf: (activityId: string) => string;
}

function usePracticeContent(): { content?: PracticeContent; failed: boolean } {
  const [state, setState] = useState<{ content?: PracticeContent; failed: boolean }>({ failed: false });
  useEffect(() => {
    const abort = new AbortController();
    loadSettings(abort.signal)
      .then((settings) => loadContent(settings, abort.signal))
      .then(
        ({ grades, episodes }) => {
          const titles = new Map(episodes.map((e) => [e.id, e.title]));
          setState({ content: { grades, titleOf: (id) => titles.get(id) ?? '' }, failed: false });
        },
        () => !abort.signal.aborted && setState({ failed: true }),
      );
    return () => abort.abort();
  }, []);
  return state;
}

/**
 * The skills the child's own mastery says to practise next, as their home has them (the server's, through their
 * session): null when it could not be read (the page still offers every grade), undefined while it loads.
 */
function useSuggestions(wanted: boolean): ChildHomePractice[] | null | undefined {
  const [suggestions, setSuggestions] = useState<ChildHomePractice[] | null | undefined>(undefined);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    apiGet<ChildHomeResponse>(CHILD_HOME_PATH).then(
      (home) => live && setSuggestions(home.practice),
      () => live && setSuggestions(null),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return suggestions;
}

/**
 * /practice/ for a signed-in child (decision 101): what the site's practice page does, in a child's layout. Without
 * a grade, the skills their mastery says to practise next, one big Play in the grade they practise in, and the
 * grades; with ?grade=, the run the server picks for them (the skill they need next, at their level). A page of the
 * children's entry: no router, no query cache, no i18next.
 */
function ChildPracticePage({ search }: { search: URLSearchParams }) {
  const content = usePracticeContent();
  const wanted = search.get('grade')?.toUpperCase();
  const suggestions = useSuggestions(!wanted);
  // the player's chunk is asked for with the page, not once the grade is known
  useEffect(() => void (wanted && import('../../player/child-run-player.tsx').catch(() => undefined)), [wanted]);
  return (
    <PageTexts namespace="episodes" catalogues={CATALOGUES} fallback={<KidSpinner />}>
      {wanted ? <PracticeRun grade={wanted} {...content} /> : <PracticeStart suggestions={suggestions} {...content} />}
    </PageTexts>
  );
}

function Waiting({ failed }: { failed: boolean }) {
  const { t } = useTexts('episodes');
  return failed ? (
    <div className="kid-page">
      <h1>{t('notFound')}</h1>
    </div>
  ) : (
    <div className="kid-page" aria-busy="true">
      <KidSpinner />
    </div>
  );
}

function PracticeStart({
  suggestions,
  content,
  failed,
}: {
  suggestions: ChildHomePractice[] | null | undefined;
  content?: PracticeContent;
  failed: boolean;
}) {
  const { t } = useTexts('episodes');
  useDocumentTitle(t('practice.title'));
  if (!content || suggestions === undefined) return <Waiting failed={failed} />;
  // the grade their mastery speaks of, else the one they last practised in
  const known = suggestions?.[0]?.grade ?? rememberedGrade();
  const grade = content.grades.find((g) => g.code === known);
  return (
    <div className="kid-page">
      <div className="kid-page-head">
        <KidPicture kind="practice" />
        <h1>{t('practice.title')}</h1>
      </div>
      {grade ? (
        <>
          <p className="kid-page-note">{t('child.practiceIn', { grade: grade.translated_name })}</p>
          <p>
            <a className="btn btn-primary kid-btn kid-play" href={practiceHref(grade.code)}>
              <KidPicture kind="carry-on" />
              {t('child.play')}
            </a>
          </p>
        </>
      ) : null}
      {suggestions && suggestions.length > 0 ? (
        <section className="kid-section" aria-labelledby="kid-practice-next">
          <h2 id="kid-practice-next">{t('child.next')}</h2>
          <ul className="kid-tiles">
            {suggestions.map((p) => (
              <li key={p.skill}>
                <a className="kid-tile" href={p.activity_id ? activityHref(p.activity_id) : practiceHref(p.grade)}>
                  <KidPicture kind="practice" />
                  <span className="kid-tile-text">
                    <span className="kid-tile-title">{p.activity_title ?? p.topic_name}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="kid-section" aria-labelledby="kid-practice-grades">
        <h2 id="kid-practice-grades">{grade ? t('child.otherGrade') : t('practice.chooseGrade')}</h2>
        <ul className="kid-tiles">
          {content.grades.map((g) => (
            <li key={g.code}>
              <a className="kid-tile" href={practiceHref(g.code)}>
                <span className="kid-tile-text">
                  <span className="kid-tile-title">{g.translated_name}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function PracticeRun({
  grade: wanted,
  content,
  failed,
}: {
  grade: string;
  content?: PracticeContent;
  failed: boolean;
}) {
  const { t } = useTexts('episodes');
  const grade = content?.grades.find((g) => g.code === wanted);
  const request = useMemo<RunRequest | undefined>(
    () => (grade ? { mode: 'practice', grade: grade.code } : undefined),
    [grade],
  );
  useEffect(() => {
    if (grade) rememberGrade(grade.code);
  }, [grade]);
  useDocumentTitle(t('practice.title'));
  if (!content) return <Waiting failed={failed} />;
  if (!grade || !request) {
    return (
      <div className="kid-page">
        <h1>{t('notFound')}</h1>
        <p>
          <a className="btn btn-secondary kid-btn" href={practiceHref()}>
            {t('practice.changeGrade')}
          </a>
        </p>
      </div>
    );
  }
  return (
    <Suspense fallback={<KidSpinner />}>
      <RunPlayer
        key={grade.code}
        request={request}
        heading={(run) =>
          run ? (
            <>
              {t('practice.headingLabel')} {content.titleOf(run.activity_id)}
            </>
          ) : (
            t('practice.title')
          )
        }
        back={{ to: practiceHref(), label: t('practice.changeGrade') }}
        againLabel={t('practice.again')}
      />
    </Suspense>
  );
}

/** The chunk app/player-pages.tsx loads for this page (a default export: see play-main.tsx). */
export default ChildPracticePage;
