import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isAssignableType } from '@numbloom/domain/assignments';
import type { ActivityType, Episode } from '@numbloom/domain/content';
import { ActivityPicture } from './activity-picture.tsx';
import { activityPath } from './paths.ts';

/** What app/ may put on a card that can be assigned: a teacher's "Assign" (the assignments feature's). */
export type CardAssignAction = ComponentType<{ activityId: string; title: string }>;

/** A list of activity cards, each with a picture of what the child will do; each card's title links to the activity page. */
export function ActivityList({
  episodes,
  gradeName,
  typeName,
  recommended,
  AssignAction,
}: {
  episodes: Episode[];
  gradeName: (code: string) => string;
  typeName: (type: ActivityType) => string;
  recommended?: Set<string>;
  AssignAction?: CardAssignAction | undefined;
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
            {AssignAction && isAssignableType(e.type) ? <AssignAction activityId={e.id} title={e.title} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
