import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Episode } from '@numbloom/domain/content';
import { Alert } from '../../ui/alert.tsx';
import { pageSettings } from '../../lib/page-settings.ts';
import { useContent } from '../../content/hooks.ts';
import { RunPlayer } from '../../player/run-player.tsx';
import type { RunRequest } from '../../player/run-api.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import './episodes.css';

const base = () => {
  const s = pageSettings();
  return `/${s.region}/${s.language}/activities/episode`;
};
const activityHref = (id: string) => `${base()}/${encodeURIComponent(id)}/`;
const playHref = (id: string) => `${base()}/${encodeURIComponent(id)}/play`;

const PLAYABLE = new Set(['episode', 'word-problem']);

/**
 * The activity a child meets after this one: the next episode or word-problem
 * set of the same grade in catalogue order (the strand's next topic), then the
 * grade's first.
 */
function nextActivity(episodes: Episode[], current: Episode): Episode | undefined {
  const sameGrade = episodes.filter((e) => e.grade === current.grade && PLAYABLE.has(e.type) && e.type === current.type);
  const at = sameGrade.findIndex((e) => e.id === current.id);
  return sameGrade.length > 1 ? sameGrade[(at + 1) % sameGrade.length] : undefined;
}

/**
 * /activities/episode/{id}/play: a run the server issues and checks, question
 * by question, then the result and stars. The run starts at once, beside the
 * content that names the activity: the server knows which activities play.
 */
export function PlayPage() {
  const { t } = useTranslation('episodes');
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const { data, error } = useContent();
  const episode = data?.episodes.find((e) => e.id === id);
  // a replay link's seed (?seed=) replays a guest's run; the server draws a signed-in player's own
  const seed = search.get('seed');
  // a child's assignment (?assignment=): started through it, so the server links and counts the run
  const assignment = search.get('assignment');
  const request = useMemo<RunRequest>(
    () =>
      assignment && /^[0-9a-f-]{36}$/i.test(assignment)
        ? { mode: 'assignment', assignment, activity_id: id }
        : { mode: 'activity', activity_id: id, ...(seed && /^[a-z0-9-]{1,32}$/i.test(seed) ? { seed } : {}) },
    [id, seed, assignment],
  );
  // the activity's own page has its title alone: this one says it is being played
  // a class game is played alone only as a child's assignment (the server starts its run through it)
  const playable = (e: Episode) => PLAYABLE.has(e.type) || (request.mode === 'assignment' && e.type === 'multiplayer-game');
  useDocumentTitle(episode && playable(episode) ? t('playTitle', { title: episode.title }) : undefined);

  if (error) return <div className="container play"><Alert tone="error">{t('notFound')}</Alert></div>;
  if (data && !episode) return <div className="container play"><h1>{t('notFound')}</h1></div>;
  if (episode && !playable(episode)) {
    return (
      <div className="container play">
        <h1>{episode.title}</h1>
        <p>{t('cannotPlay')}</p>
        <Link to={activityHref(episode.id)}>{t('back')}</Link>
      </div>
    );
  }
  const next = data && episode ? nextActivity(data.episodes, episode) : undefined;
  return (
    <RunPlayer
      key={id}
      request={request}
      heading={() => (episode ? episode.title : '')}
      back={{ to: activityHref(id), label: t('back') }}
      {...(next ? { next: { to: playHref(next.id), label: <>{t('nextActivityLabel')} {next.title}</> } } : {})}
    />
  );
}
