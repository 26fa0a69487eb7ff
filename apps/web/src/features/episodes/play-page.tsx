import { lazy, Suspense, useEffect, useMemo } from 'react';
import type { Episode } from '@numbloom/domain/content';
import { PageTexts } from '../../i18n/page-texts.tsx';
import type { Catalogue } from '../../i18n/regional.ts';
import { useTexts } from '../../i18n/small.tsx';
import { pageSettings } from '../../lib/page-settings.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { Alert } from '../../ui/alert.tsx';
import { KidSpinner } from '../../ui/kid-spinner.tsx';
import type { RunRequest } from '../../player/run-api.ts';
import { useEpisodes, type EpisodesState } from './use-episodes.ts';
import './episodes.css';

/** The player, the maths engine and the player's texts: a chunk loaded as the page opens, beside the run it starts (decision 096). */
const RunPlayer = lazy(() => import('../../player/child-run-player.tsx'));
/** This page's texts come with its chunk, not with the children's entry every page loads. */
const CATALOGUES = import.meta.glob<{ default: Catalogue }>('./i18n/*.json');

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
  const sameGrade = episodes.filter(
    (e) => e.grade === current.grade && PLAYABLE.has(e.type) && e.type === current.type,
  );
  const at = sameGrade.findIndex((e) => e.id === current.id);
  return sameGrade.length > 1 ? sameGrade[(at + 1) % sameGrade.length] : undefined;
}

/**
 * /activities/episode/{id}/play: a run the server issues and checks, question
 * by question, then the result and stars. A page of the children's entry
 * (decision 096): no router, no query cache; the run starts at once, beside
 * the content that names the activity: the server knows which activities play.
 */
export function PlayPage({ id, search }: { id: string; search: URLSearchParams }) {
  // the content, the page's texts and the player's chunk are asked for at once, not one after the other
  const content = useEpisodes();
  useEffect(() => void import('../../player/child-run-player.tsx').catch(() => undefined), []);
  return (
    <PageTexts namespace="episodes" catalogues={CATALOGUES} fallback={<KidSpinner />}>
      <EpisodePlayer id={id} search={search} content={content} />
    </PageTexts>
  );
}

function EpisodePlayer({ id, search, content }: { id: string; search: URLSearchParams; content: EpisodesState }) {
  const { t } = useTexts('episodes');
  const { episodes, failed } = content;
  const episode = episodes?.find((e) => e.id === id);
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
  const playable = (e: Episode) =>
    PLAYABLE.has(e.type) || (request.mode === 'assignment' && e.type === 'multiplayer-game');
  useDocumentTitle(episode && playable(episode) ? t('playTitle', { title: episode.title }) : undefined);

  if (failed)
    return (
      <div className="container play">
        <Alert tone="error">{t('notFound')}</Alert>
      </div>
    );
  if (episodes && !episode)
    return (
      <div className="container play">
        <h1>{t('notFound')}</h1>
      </div>
    );
  if (episode && !playable(episode)) {
    return (
      <div className="container play">
        <h1>{episode.title}</h1>
        <p>{t('cannotPlay')}</p>
        <a href={activityHref(episode.id)}>{t('back')}</a>
      </div>
    );
  }
  const next = episodes && episode ? nextActivity(episodes, episode) : undefined;
  return (
    <Suspense fallback={<KidSpinner />}>
      <RunPlayer
        key={id}
        request={request}
        heading={() => (episode ? episode.title : '')}
        back={{ to: activityHref(id), label: t('back') }}
        {...(next
          ? {
              next: {
                to: playHref(next.id),
                label: (
                  <>
                    {t('nextActivityLabel')} {next.title}
                  </>
                ),
              },
            }
          : {})}
      />
    </Suspense>
  );
}

/** The chunk app/play-main.tsx loads for this page (a default export: see there). */
export default PlayPage;
