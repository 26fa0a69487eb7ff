import { useEffect, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROGRESS_PAGES } from '@numbloom/domain/runs';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useContent } from '../../content/hooks.ts';
import { RunPlayer } from '../../player/run-player.tsx';
import type { RunRequest } from '../../player/run-api.ts';
import { rememberGrade, rememberedGrade } from './practice-grade.ts';
import './episodes.css';

const practiceHref = (grade?: string) => `${pagePath(PROGRESS_PAGES.practice)}${grade ? `?grade=${encodeURIComponent(grade.toLowerCase())}` : ''}`;

/**
 * /practice/?grade=3: practice that adapts. The server picks the skill the
 * child most needs next in the grade and the level from their mastery
 * estimate (a guest's lasts the browser session), and steps the level within
 * the run (decision 043).
 */
export function PracticePage() {
  const { t } = useTranslation('episodes');
  const { data, error } = useContent();
  const [search] = useSearchParams();
  useDocumentTitle(t('practice.title'));
  const wanted = search.get('grade')?.toUpperCase();
  const grade = data?.grades.find((g) => g.code === wanted);
  const request = useMemo<RunRequest | undefined>(() => (grade ? { mode: 'practice', grade: grade.code } : undefined), [grade]);
  useEffect(() => {
    if (grade) rememberGrade(grade.code);
  }, [grade]);

  if (error) return <div className="container play"><Alert tone="error">{t('notFound')}</Alert></div>;
  if (!data) return <div className="container play page-loading"><Spinner label={t('loading')} /></div>;
  if (!grade || !request) {
    const last = data.grades.find((g) => g.code === rememberedGrade());
    return (
      <div className="container play practice-start">
        <h1>{t('practice.title')}</h1>
        <p className="lead">{t('practice.lead')}</p>
        {last ? (
          <p>
            <ButtonLink to={practiceHref(last.code)}>{t('practice.continue', { grade: last.translated_name })}</ButtonLink>
          </p>
        ) : null}
        <nav aria-labelledby="practice-grades">
          <h2 id="practice-grades">{t('practice.chooseGrade')}</h2>
          <ul className="chip-list">
            {data.grades.map((g) => (
              <li key={g.code}>
                <Link className="chip" to={practiceHref(g.code)}>
                  {g.translated_name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="hint">{t('practice.guestNote')}</p>
      </div>
    );
  }
  const titleOf = (activityId: string) => data.episodes.find((e) => e.id === activityId)?.title ?? '';
  return (
    <RunPlayer
      key={grade.code}
      request={request}
      linkAs={Link}
      heading={(run) =>
        run ? (
          <>
            {t('practice.headingLabel')} {titleOf(run.activity_id)}
          </>
        ) : (
          t('practice.title')
        )
      }
      back={{ to: practiceHref(), label: t('practice.changeGrade') }}
      againLabel={t('practice.again')}
    />
  );
}
