import { useState, type ComponentType } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button.tsx';
import { useEpisode } from '../../content/hooks.ts';
import { FeedbackForm } from './feedback-form.tsx';
import { SharePanel } from './share.tsx';
import { LoadState } from './status.tsx';
import { activitiesPath, activityPath, browsePath, playPath } from './paths.ts';
import { useActivities } from './use-activities.ts';
import { newWorksheetSeed, regionPaper, worksheetUrl } from './worksheet.ts';
import './activities.css';
import { Lang } from '../../ui/lang.tsx';
import { CONTENT_LANGUAGE } from '../../content/loader.ts';

/** What the live-games feature puts on a class game's page (start a game, join one); the app composes it in (features never import features). */
export type GameActions = ComponentType<{ activityId: string }>;
/** What the assignments feature puts on an assignable activity's page for a teacher ("Assign"); composed in by the app. */
type AssignAction = ComponentType<{ activityId: string }>;

/** /activities/episode/{id}/: an activity with its teacher tips, links, sharing and feedback. */
export function ActivityPage({ GameActions, AssignAction }: { GameActions?: GameActions; AssignAction?: AssignAction }) {
  const { t } = useTranslation('activities');
  const { id } = useParams();
  const { data, error: listError } = useActivities();
  const { episode, basic, missing, error } = useEpisode(id);
  const [seed, setSeed] = useState(newWorksheetSeed);

  if (missing || (data && basic && !data.episodes.includes(basic))) {
    return (
      <div className="container activities">
        <h1>{t('notFound')}</h1>
        <p><Link to={activitiesPath()}>{t('allActivities')}</Link></p>
      </div>
    );
  }
  if (!data || !episode) return <div className="container"><LoadState error={listError ?? error} /></div>;

  const more = episode.more_data;
  const shareUrl = `${location.origin}${activityPath(episode.id)}`;
  const practice = data.episodes.find((e) => e.type === 'episode' && e.grade === episode.grade && e.strand === episode.strand);

  return (
    <div className="container activities activity-detail">
      <nav aria-label={t('breadcrumb')} className="breadcrumb">
        <ol>
          <li><Link to={activitiesPath()}>{t('title')}</Link></li>
          <li><Link to={browsePath('grade', episode.grade)}>{data.gradeName(episode.grade)}</Link></li>
          <li><Link to={browsePath('topic', episode.strand)}>{data.strandName(episode.strand)}</Link></li>
          <li aria-current="page">{episode.title}</li>
        </ol>
      </nav>
      <h1>{episode.title}</h1>
      <dl className="facts">
        <div><dt>{t('detail.type')}</dt><dd>{data.typeName(episode.type)}</dd></div>
        <div><dt>{t('detail.grade')}</dt><dd>{data.gradeName(episode.grade)}</dd></div>
        <div><dt>{t('detail.topic')}</dt><dd>{data.topicName(episode.topic)} · {episode.subtopic_name}</dd></div>
      </dl>
      {more.description ? <p className="lead">{more.description}</p> : null}

      {episode.type === 'episode' || episode.type === 'word-problem' ? (
        <section aria-labelledby="play-title" className="panel panel-action">
          <h2 id="play-title" className="visually-hidden">{t('detail.play')}</h2>
          {/* the player is the children's entry (decision 096): a whole page load */}
          <ButtonLink to={playPath(episode.id)} reloadDocument>{episode.type === 'episode' ? t('detail.play') : t('detail.playWordProblems')}</ButtonLink>
          <p className="hint">{t('detail.guestNote')}</p>
          {AssignAction ? <AssignAction activityId={episode.id} /> : null}
        </section>
      ) : null}
      {episode.type === 'worksheet' ? (
        <section aria-labelledby="sheet-title" className="panel panel-action">
          <h2 id="sheet-title">{t('detail.worksheetTitle')}</h2>
          <p>{t('detail.worksheetLead')}</p>
          {/* each download a new set of questions, as the tip says: the next seed is drawn once this one has gone */}
          <a className="btn btn-primary" href={worksheetUrl(episode, seed)} download onClick={() => setTimeout(() => setSeed(newWorksheetSeed()), 0)}>
            {t('detail.download', { paper: regionPaper() === 'LETTER' ? 'Letter' : 'A4' })}
          </a>
          {AssignAction ? <AssignAction activityId={episode.id} /> : null}
        </section>
      ) : null}
      {episode.type === 'multiplayer-game' ? (
        <section aria-labelledby="class-title" className="panel panel-action">
          <h2 id="class-title">{t('detail.classTitle')}</h2>
          <p>{t('detail.classLead')}</p>
          {GameActions ? <GameActions activityId={episode.id} /> : null}
          {/* assigned, a class game is played at home alone */}
          {AssignAction ? <AssignAction activityId={episode.id} /> : null}
          {practice ? <ButtonLink variant="secondary" to={activityPath(practice.id)}>{t('detail.practiceFirst')} {practice.title}</ButtonLink> : null}
        </section>
      ) : null}

      <section aria-labelledby="tips-title" className="panel">
        <h2 id="tips-title">{t('detail.teacherTips')}</h2>
        <ul className="tips">
          {(more.teacher_tips ?? []).map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        {more.how_it_works ? (
          <>
            <h3>{t('detail.howItWorks')}</h3>
            <p>{more.how_it_works}</p>
          </>
        ) : null}
      </section>

      {more.standards && more.standards.length > 0 ? (
        <section aria-labelledby="standards-title" className="panel">
          <h2 id="standards-title">{t('detail.standards')}</h2>
          <ul className="standards">
            {more.standards.map((s) => (
              <li key={s.code}>
                {/* The standard's own section on its curriculum page, at this activity's grade: the other activities that teach it. */}
                <Link to={`${browsePath('curriculum', s.curriculum_id, episode.grade)}#section-${encodeURIComponent(s.code)}`}>
                  <strong>{s.code}</strong>
                </Link>{' '}
                <span className="muted">(<Lang lang={CONTENT_LANGUAGE}>{s.curriculum}</Lang>)</span> — <Lang lang={CONTENT_LANGUAGE}>{s.description}</Lang>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {more.textbook_units && more.textbook_units.length > 0 ? (
        <section aria-labelledby="books-title" className="panel">
          <h2 id="books-title">{t('detail.textbooks')}</h2>
          <ul>
            {more.textbook_units.map((u) => (
              <li key={u.unit}>
                <Lang lang={CONTENT_LANGUAGE}>{u.textbook}: {u.unit}</Lang>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <SharePanel title={episode.title} url={shareUrl} />
      <FeedbackForm episodeId={episode.id} />
    </div>
  );
}
