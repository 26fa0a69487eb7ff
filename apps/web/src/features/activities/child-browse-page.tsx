import { useEffect, useState } from 'react';
import type { Episode } from '@numbloom/domain/content';
import { PROGRESS_PAGES } from '@numbloom/domain/runs';
import { loadCatalogue, loadContent, loadSettings, CONTENT_LANGUAGE } from '../../content/loader.ts';
import { PageTexts } from '../../i18n/page-texts.tsx';
import type { Catalogue } from '../../i18n/regional.ts';
import { useTexts } from '../../i18n/small.tsx';
import { pagePath } from '../../lib/page-path.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { KidPicture } from '../../ui/kid-pictures.tsx';
import { KidSpinner } from '../../ui/kid-spinner.tsx';
import { Lang } from '../../ui/lang.tsx';
import { childBrowseView, strandPicture, type ChildBrowseContent } from './child-browse.ts';

/** This page's texts come with its chunk (the activities catalogue), not with the children's entry. */
const CATALOGUES = import.meta.glob<{ default: Catalogue }>('./i18n/*.json');

const browseHref = (kind: string, value: string) =>
  pagePath(`activities/${kind}/${encodeURIComponent(value.toLowerCase())}/`);
const activityHref = (id: string) => pagePath(`activities/episode/${encodeURIComponent(id)}/`);

/** The grades, the activities and the catalogue's names, from the same cached files as the site's pages. */
function useBrowseContent(): { content?: ChildBrowseContent; failed: boolean } {
  const [state, setState] = useState<{ content?: ChildBrowseContent; failed: boolean }>({ failed: false });
  useEffect(() => {
    const abort = new AbortController();
    loadSettings(abort.signal)
      .then((settings) => Promise.all([loadContent(settings, abort.signal), loadCatalogue(settings, abort.signal)]))
      .then(
        ([{ grades, episodes }, catalogue]) => setState({ content: { grades, episodes, catalogue }, failed: false }),
        () => !abort.signal.aborted && setState({ failed: true }),
      );
    return () => abort.abort();
  }, []);
  return state;
}

/**
 * /activities/ and /activities/{kind}/{value}/ for a signed-in child (decision 101): big tiles for their grade or a
 * topic, then the activities they can play, each leading to their own page of it. A page of the children's entry: no
 * router, no query cache, no i18next; the site's browse pages, with filters, worksheets and a teacher's Assign, stay
 * everyone else's.
 */
function ChildBrowsePage({ kind, value }: { kind?: string; value?: string }) {
  const state = useBrowseContent();
  return (
    <PageTexts namespace="activities" catalogues={CATALOGUES} fallback={<KidSpinner />}>
      {kind && value ? <ChildBrowseList kind={kind} value={value} {...state} /> : <ChildBrowseStart {...state} />}
    </PageTexts>
  );
}

function Loading({ failed }: { failed: boolean }) {
  const { t } = useTexts('activities');
  return failed ? (
    <div className="kid-page">
      <h1>{t('loadError')}</h1>
    </div>
  ) : (
    <div className="kid-page" aria-busy="true">
      <KidSpinner />
    </div>
  );
}

/** /activities/: practice, the grades, the topics. */
function ChildBrowseStart({ content, failed }: { content?: ChildBrowseContent; failed: boolean }) {
  const { t } = useTexts('activities');
  // the home's word for it, which the children's entry loads already
  const home = useTexts('child-home').t;
  useDocumentTitle(t('child.title'));
  if (!content) return <Loading failed={failed} />;
  return (
    <div className="kid-page">
      <h1>{t('child.title')}</h1>
      <p>
        <a className="kid-tile kid-tile-main" href={pagePath(PROGRESS_PAGES.practice)}>
          <KidPicture kind="practice" />
          <span className="kid-tile-text">
            <span className="kid-tile-title">{home('practice.title')}</span>
          </span>
        </a>
      </p>
      <section className="kid-section" aria-labelledby="kid-grades">
        <h2 id="kid-grades">{t('child.grades')}</h2>
        <ul className="kid-tiles">
          {content.grades.map((g) => (
            <li key={g.code}>
              <a className="kid-tile" href={browseHref('grade', g.code)}>
                <span className="kid-tile-text">
                  <span className="kid-tile-title">{g.translated_name}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="kid-section" aria-labelledby="kid-topics">
        <h2 id="kid-topics">{t('child.topics')}</h2>
        <ul className="kid-tiles">
          {content.catalogue.strands.map((s) => {
            const picture = strandPicture(content.episodes, s.id);
            return (
              <li key={s.id}>
                <a className="kid-tile" href={browseHref('topic', s.id)}>
                  {picture ? <img className="kid-tile-picture" src={picture} alt="" width={44} height={44} /> : null}
                  <span className="kid-tile-text">
                    <span className="kid-tile-title">{s.name}</span>
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

/** /activities/{kind}/{value}/: the activities a child can play there, in a few big groups. */
function ChildBrowseList({
  kind,
  value,
  content,
  failed,
}: {
  kind: string;
  value: string;
  content?: ChildBrowseContent;
  failed: boolean;
}) {
  const { t } = useTexts('activities');
  const view = content && childBrowseView(kind, value, content);
  useDocumentTitle(view?.title);
  if (!content) return <Loading failed={failed} />;
  const back = (
    <p>
      <a className="btn btn-secondary kid-btn" href={pagePath('activities/')}>
        {t('allActivities')}
      </a>
    </p>
  );
  if (!view) {
    return (
      <div className="kid-page">
        <h1>{t('notFound')}</h1>
        {back}
      </div>
    );
  }
  return (
    <div className="kid-page">
      <h1>{view.englishTitle ? <Lang lang={CONTENT_LANGUAGE}>{view.title}</Lang> : view.title}</h1>
      {view.sections.length === 0 ? <p className="kid-page-note">{t('child.none')}</p> : null}
      {view.sections.map((s) => (
        <section key={s.id} className="kid-section" aria-labelledby={`kid-section-${s.id}`}>
          <h2 id={`kid-section-${s.id}`}>{s.title}</h2>
          <ul className="kid-tiles">
            {s.episodes.map((e) => (
              <ActivityTile key={e.id} episode={e} />
            ))}
          </ul>
        </section>
      ))}
      {back}
    </div>
  );
}

function ActivityTile({ episode }: { episode: Episode }) {
  return (
    <li>
      <a className="kid-tile" href={activityHref(episode.id)}>
        <img className="kid-tile-picture" src={episode.more_data.asset_url} alt="" width={44} height={44} />
        <span className="kid-tile-text">
          <span className="kid-tile-title">{episode.title}</span>
        </span>
      </a>
    </li>
  );
}

/** The chunk app/player-pages.tsx loads for this page (a default export: see play-main.tsx). */
export default ChildBrowsePage;
