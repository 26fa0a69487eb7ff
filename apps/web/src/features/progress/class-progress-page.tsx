import type { ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES, listedStudentName } from '@numbloom/domain/accounts';
import {
  GETTING_THERE_FROM,
  MASTERED_FROM,
  MIN_ANSWERS_FOR_BAND,
  MIN_ANSWERS_FOR_MASTERED,
  MIN_DAYS_FOR_MASTERED,
  MIN_RUNS_FOR_MASTERED,
  RECENT_MASTERED_FROM,
  RECENT_NEEDS_HELP_UNDER,
  type MasteryBand,
} from '@numbloom/domain/mastery';
import { PROGRESS_PAGES, RUN_PATHS, type ClassMasteryView, type SkillMastery } from '@numbloom/domain/runs';
import { ApiError, apiGet } from '../../api/client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useContent } from '../../content/hooks.ts';
import { MasteryChart, SHOWN_BANDS } from './mastery-chart.tsx';
import './progress.css';

/** A skill's name: its topic in the page's language and its grade. */
function useSkillName() {
  const { t } = useTranslation('progress');
  const { data } = useContent();
  const topics = new Map(data?.catalogue.strands.flatMap((s) => s.topics.map((tp) => [tp.key, tp.name] as const)) ?? []);
  const grades = new Map(data?.grades.map((g) => [g.code, g.translated_name]) ?? []);
  // topic names come from the catalogue in the page's language, as grade names do
  return (skill: { topic: string; grade: string }): ReactNode => (
    <>
      {topics.get(skill.topic) ?? skill.topic} {t('gradeInBrackets', { grade: grades.get(skill.grade) ?? skill.grade })}
    </>
  );
}

/** /account/classes/{id}/progress/: each student's mastery per skill, as a chart and as tables. */
export function ClassProgressPage() {
  const { t } = useTranslation('progress');
  const { id = '' } = useParams();
  const view = useQuery({
    queryKey: ['class-mastery', id],
    queryFn: () => apiGet<ClassMasteryView>(RUN_PATHS.classMastery(id), { swapTld: false }),
    retry: false,
  });
  const skillName = useSkillName();
  useDocumentTitle(view.data ? t('title', { name: view.data.class.name }) : t('titlePlain'));

  if (view.isPending) return <div className="container progress-page page-loading"><Spinner label={t('loading')} /></div>;
  if (view.isError) {
    const status = view.error instanceof ApiError ? view.error.status : 0;
    if (status === 401) return <Navigate to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(pagePath(PROGRESS_PAGES.classProgress(id)))}`} replace />;
    return (
      <div className="container progress-page">
        <h1>{t('titlePlain')}</h1>
        <Alert tone="error">{status === 404 || status === 400 ? t('notFound') : status === 403 ? t('teachersOnly') : t('loadError')}</Alert>
        <p><Link to={pagePath(ACCOUNT_PAGES.account)}>{t('back')}</Link></p>
      </div>
    );
  }
  const { class: klass, skills, students } = view.data;
  return (
    <div className="container progress-page">
      <p className="play-back"><Link to={pagePath(ACCOUNT_PAGES.account)}>{t('back')}</Link></p>
      <h1>{t('title', { name: klass.name })}</h1>
      <p className="lead">{t('explain')}</p>
      {skills.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <BandLegend />
          <section aria-labelledby="chart-title" className="progress-section">
            <h2 id="chart-title">{t('chartTitle')}</h2>
            <MasteryChart view={view.data} skillName={skillName} />
          </section>
          <section aria-labelledby="students-title" className="progress-section">
            <h2 id="students-title">{t('studentsTitle')}</h2>
            <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="students-title">
              <table className="mastery-table">
                <caption className="visually-hidden">{t('studentsCaption', { name: klass.name })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('student')}</th>
                    {skills.map((s) => (
                      <th scope="col" key={s.skill}>{skillName(s)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {students.map((student) => (
                    <tr key={student.id}>
                      <th scope="row">{listedStudentName(student)}</th>
                      {skills.map((s) => (
                        <td key={s.skill}>
                          <MasteryCell mastery={student.skills[s.skill]} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </div>
  );
}

function MasteryCell({ mastery }: { mastery: SkillMastery | undefined }) {
  const { t } = useTranslation('progress');
  if (!mastery || mastery.band === 'not-started') return <span className="band band-not-started">{t('bands.not-started')}</span>;
  return (
    <span className={`band band-${mastery.band}`}>
      {/* a few answers say too little for a figure: the band says so */}
      {mastery.band === 'started' ? null : <strong>{t('percent', { mastery: mastery.mastery })}</strong>} {t(`bands.${mastery.band}`)}
      <span className="band-answers">{t('answers', { count: mastery.answers, correct: mastery.correct })}</span>
      {/* what the band rests on (decision 081): the runs, the days they were on, the recent answers */}
      <span className="band-answers">
        {t('evidence', { runs: t('runs', { count: mastery.runs }), days: t('days', { count: mastery.days }), recent: mastery.recent_accuracy })}
      </span>
    </span>
  );
}

const percentOf = (share: number) => Math.round(share * 100);

/** The numbers each band's help says, from the rules that draw the bands (a text for mastered's evidence is worded with t). */
const BAND_HELP_VALUES: Partial<Record<MasteryBand, { count?: number; percent?: number; recent?: number }>> = {
  started: { count: MIN_ANSWERS_FOR_BAND },
  'needs-practice': { percent: percentOf(GETTING_THERE_FROM), recent: percentOf(RECENT_NEEDS_HELP_UNDER) },
  'getting-there': { percent: percentOf(GETTING_THERE_FROM) },
  mastered: { percent: percentOf(MASTERED_FROM), recent: percentOf(RECENT_MASTERED_FROM) },
};

function BandLegend() {
  const { t } = useTranslation('progress');
  return (
    <section aria-labelledby="legend-title" className="band-legend">
      <h2 id="legend-title">{t('legend')}</h2>
      <dl>
        {SHOWN_BANDS.map((band) => (
          <div key={band}>
            <dt><span className={`swatch band-${band}`} aria-hidden="true" /> {t(`bands.${band}`)}</dt>
            <dd>
              {band === 'mastered'
                ? t('bandHelp.mastered', {
                    ...BAND_HELP_VALUES.mastered,
                    runs: t('runsAtLeast', { count: MIN_RUNS_FOR_MASTERED }),
                    days: t('daysAtLeast', { count: MIN_DAYS_FOR_MASTERED }),
                    answers: t('answersAtLeast', { count: MIN_ANSWERS_FOR_MASTERED }),
                  })
                : t(`bandHelp.${band}`, BAND_HELP_VALUES[band])}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
