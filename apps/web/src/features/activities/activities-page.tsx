import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROGRESS_PAGES } from '@numbloom/domain/runs';
import { ButtonLink } from '../../ui/button.tsx';
import { pagePath } from '../../lib/page-path.ts';
import { ActivitySelector } from './activity-selector.tsx';
import { LoadState } from './status.tsx';
import { browsePath } from './paths.ts';
import { useActivities } from './use-activities.ts';
import './activities.css';
import { Lang } from '../../ui/lang.tsx';
import { CONTENT_LANGUAGE } from '../../content/loader.ts';

/** /{region}/{language}/activities/: every way into the activities, and the worksheet / class game selector. */
export function ActivitiesPage() {
  const { t } = useTranslation('activities');
  const { data, error } = useActivities();
  return (
    <div className="container activities">
      <h1>{t('title')}</h1>
      <p className="lead">{t('lead')}</p>
      <section aria-labelledby="practice-title" className="panel panel-action">
        <h2 id="practice-title">{t('practice.title')}</h2>
        <p>{t('practice.lead')}</p>
        <ButtonLink to={pagePath(PROGRESS_PAGES.practice)}>{t('practice.start')}</ButtonLink>
      </section>
      {!data ? (
        <LoadState error={error} />
      ) : (
        <>
          <nav aria-labelledby="by-grade" className="browse-group">
            <h2 id="by-grade">{t('browseBy.grade')}</h2>
            <ul className="chip-list">
              {data.grades.map((g) => (
                <li key={g.code}>
                  <Link className="chip" to={browsePath('grade', g.code)}>
                    {g.translated_name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="by-topic" className="browse-group">
            <h2 id="by-topic">{t('browseBy.topic')}</h2>
            <ul className="tile-list">
              {data.catalogue.strands.map((s) => (
                <li key={s.id}>
                  <Link className="tile" to={browsePath('topic', s.id)}>
                    <strong>{data.strandName(s.id)}</strong>
                    <span>{data.strandDescription(s.id)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="by-curriculum" className="browse-group">
            <h2 id="by-curriculum">{t('browseBy.curriculum')}</h2>
            <ul className="tile-list">
              {data.catalogue.curricula.map((c) => (
                <li key={c.id}>
                  <Link className="tile" to={browsePath('curriculum', c.id)}>
                    <strong><Lang lang={CONTENT_LANGUAGE}>{c.name}</Lang></strong>
                    <span>{t('standardsCount', { count: c.standards.length })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="by-assessment" className="browse-group">
            <h2 id="by-assessment">{t('browseBy.assessment')}</h2>
            <ul className="tile-list">
              {data.catalogue.assessments.map((a) => (
                <li key={a.id}>
                  <Link className="tile" to={browsePath('assessment', a.id)}>
                    <strong>{a.name}</strong>
                    <span>{a.description}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-labelledby="by-textbook" className="browse-group">
            <h2 id="by-textbook">{t('browseBy.textbook')}</h2>
            <ul className="tile-list">
              {data.catalogue.textbooks.map((b) => (
                <li key={b.id}>
                  <Link className="tile" to={browsePath('textbook', b.id)}>
                    <strong><Lang lang={CONTENT_LANGUAGE}>{b.name}</Lang></strong>
                    <span><Lang lang={CONTENT_LANGUAGE}>{b.publisher}</Lang></span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <ActivitySelector data={data} />
        </>
      )}
    </div>
  );
}
