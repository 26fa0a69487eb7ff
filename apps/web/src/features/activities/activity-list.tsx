import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ActivityType, Episode } from '@numbloom/domain/content';
import { ActivityPicture } from './activity-picture.tsx';
import { activityPath } from './paths.ts';

/** A list of activity cards, each with a picture of what the child will do; each card's title links to the activity page. */
export function ActivityList({
  episodes,
  gradeName,
  typeName,
  recommended,
}: {
  episodes: Episode[];
  gradeName: (code: string) => string;
  typeName: (type: ActivityType) => string;
  recommended?: Set<string>;
}) {
  const { t } = useTranslation('activities');
  if (episodes.length === 0) return <p>{t('noneFound')}</p>;
  return (
    <ul className="activity-list">
      {episodes.map((e) => (
        <li key={e.id} className="activity-card">
          <ActivityPicture episode={e} />
          <div>
            <h3>
              <Link to={activityPath(e.id)}>{e.title}</Link>
            </h3>
            <p className="activity-meta">
              <span className={`type-badge type-${e.type}`}>{typeName(e.type)}</span> · {gradeName(e.grade)}
              {recommended?.has(e.id) ? <span className="curriculum-badge"> · {t('inCurriculum')}</span> : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
