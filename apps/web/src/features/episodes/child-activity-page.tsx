import { useEffect, useState } from 'react';
import { childActivityPath, type ChildActivityResponse } from '@numbloom/domain/child-activity';
import { apiGet } from '../../api/client.ts';
import { PageTexts } from '../../i18n/page-texts.tsx';
import type { Catalogue } from '../../i18n/regional.ts';
import { useTexts } from '../../i18n/small.tsx';
import { pagePath } from '../../lib/page-path.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { KidPicture, KidStars } from '../../ui/kid-pictures.tsx';
import { KidSpinner } from '../../ui/kid-spinner.tsx';
import { useEpisodes } from './use-episodes.ts';
import './episodes.css';
import { dayName } from '../../lib/day-name.ts';

/** This page's texts come with its chunk (the episodes catalogue, as the player's), not with the children's entry. */
const CATALOGUES = import.meta.glob<{ default: Catalogue }>('./i18n/*.json');
const PLAYABLE = new Set(['episode', 'word-problem']);

const playPath = (id: string, assignment?: string) =>
  `${pagePath(`activities/episode/${encodeURIComponent(id)}/play/`)}${assignment ? `?assignment=${encodeURIComponent(assignment)}` : ''}`;

/**
 * The child's own record on the activity, once asked: null when it could not be read (the page still plays),
 * undefined while it loads. The page waits for it, so nothing moves under the child's finger as it comes and
 * Play already goes through their assignment.
 */
function useChildRecord(id: string): ChildActivityResponse | null | undefined {
  const [record, setRecord] = useState<ChildActivityResponse | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    apiGet<ChildActivityResponse>(childActivityPath(id)).then(
      (r) => live && setRecord(r),
      () => live && setRecord(null),
    );
    return () => {
      live = false;
    };
  }, [id]);
  return record;
}

/**
 * /activities/episode/{id}/ for a signed-in child (decision 097): the activity's title and picture, their
 * stars on it from the server's checked runs, when it is due if their teacher gave it to them, and one big
 * Play. A page of the children's entry: no router, no query cache, no i18next; the site's page, with its
 * teacher tips and sharing, stays everyone else's.
 */
function ChildActivityPage({ id, assignment }: { id: string; assignment?: string }) {
  const content = useEpisodes();
  const record = useChildRecord(id);
  return (
    <PageTexts namespace="episodes" catalogues={CATALOGUES} fallback={<KidSpinner />}>
      <ActivityCard id={id} content={content} record={record} assignment={assignment} />
    </PageTexts>
  );
}

function ActivityCard({
  id,
  content,
  record,
  assignment,
}: {
  id: string;
  content: ReturnType<typeof useEpisodes>;
  record: ChildActivityResponse | null | undefined;
  /** the assignment the child came through (their home's tile, ?assignment=): played through it if the server gives it to them */
  assignment?: string;
}) {
  const { t } = useTexts('episodes');
  const home = useTexts('child-home').t;
  const episode = content.episodes?.find((e) => e.id === id);
  useDocumentTitle(episode?.title);
  if (content.failed || (content.episodes && !episode)) {
    return (
      <div className="kid-page">
        <h1>{t('notFound')}</h1>
      </div>
    );
  }
  if (!episode || record === undefined) {
    return (
      <div className="kid-page" aria-busy="true">
        <KidSpinner />
      </div>
    );
  }
  // the assignment they came through, only if the server says it gives them this activity: never an id alone
  const given = assignment ? record?.assignments.find((a) => a.id === assignment) : undefined;
  // the work their teacher gave them: the one they came through, else still to do first, the soonest due first (the server's order)
  const open = given && !given.done ? given : record?.assignments.find((a) => !a.done);
  const done = !open && record?.assignments.some((a) => a.done);
  // Play goes through it (done already: played again, it still counts for it)
  const through = given ?? open;
  // a class game is played alone only through an assignment, as on the child's home
  const playable = PLAYABLE.has(episode.type) || (!!through && episode.type === 'multiplayer-game');
  const late = open && Date.parse(open.due_at) < Date.now();
  const stars = record?.stars ?? 0;
  return (
    <div className="kid-page">
      <div className="kid-page-head">
        <img className="kid-page-picture" src={episode.more_data.asset_url} alt="" width={96} height={96} />
        <h1>{episode.title}</h1>
      </div>
      {open ? (
        <p className="kid-page-note">
          {open.required ? <span className="kid-badge">{home('assignments.required')}</span> : null}
          <span className={late ? 'kid-due-soon' : undefined}>
            {late
              ? home('assignments.late', { day: dayName(open.due_at) })
              : home('assignments.due', { day: dayName(open.due_at) })}
          </span>
        </p>
      ) : done ? (
        <p className="kid-page-note">{home('assignments.done')}</p>
      ) : null}
      {record ? (
        <p className="kid-page-note">
          {stars > 0 ? (
            <KidStars count={stars} label={home('assignments.stars', { count: stars })} />
          ) : (
            t('child.noStars')
          )}
        </p>
      ) : null}
      {playable ? (
        <p>
          <a className="btn btn-primary kid-btn kid-play" href={playPath(episode.id, through?.id)}>
            <KidPicture kind="carry-on" />
            {t('child.play')}
          </a>
        </p>
      ) : (
        <p className="kid-page-note">{t('cannotPlay')}</p>
      )}
    </div>
  );
}

/** The chunk app/player-pages.tsx loads for this page (a default export: see play-main.tsx). */
export default ChildActivityPage;
