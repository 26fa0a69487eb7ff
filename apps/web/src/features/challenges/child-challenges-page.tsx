import { useEffect, useState } from 'react';
import { CHALLENGE_PAGES } from '@numbloom/domain/challenges';
import {
  CHILD_CHALLENGES_PATH,
  type ChildChallenge,
  type ChildChallengesResponse,
} from '@numbloom/domain/child-challenges';
import { apiGet } from '../../api/client.ts';
import { PageTexts } from '../../i18n/page-texts.tsx';
import type { Catalogue } from '../../i18n/regional.ts';
import { useTexts } from '../../i18n/small.tsx';
import { pagePath } from '../../lib/page-path.ts';
import { pageSettings } from '../../lib/page-settings.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { KidPicture } from '../../ui/kid-pictures.tsx';
import { KidSpinner } from '../../ui/kid-spinner.tsx';
import { Name } from '../../ui/lang.tsx';
import { formatInstant } from './api.ts';

/** This page's texts come with its chunk, not with the children's entry every page loads. */
const CATALOGUES = import.meta.glob<{ default: Catalogue }>('./i18n/*.json');

type Group = 'now' | 'soon' | 'over';
const GROUP_OF: Record<ChildChallenge['stage'], Group> = {
  warmup: 'now',
  contest: 'now',
  registration: 'soon',
  over: 'over',
};
const GROUPS: Group[] = ['now', 'soon', 'over'];

/**
 * /challenges/ for a signed-in child (decision 101): the challenges their class (or their parent) entered them in,
 * on now, coming up and over, each leading to their own page of it. The server reads who they are from their
 * session. A page of the children's entry: no router, no query cache, no i18next; the site's list, with every
 * challenge there is, stays everyone else's.
 */
function ChildChallengesPage() {
  const [state, setState] = useState<{ list?: ChildChallenge[]; failed: boolean }>({ failed: false });
  useEffect(() => {
    let live = true;
    apiGet<ChildChallengesResponse>(CHILD_CHALLENGES_PATH).then(
      (r) => live && setState({ list: r.results, failed: false }),
      () => live && setState({ failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <PageTexts namespace="challenges" catalogues={CATALOGUES} fallback={<KidSpinner />}>
      <ChallengeTiles {...state} />
    </PageTexts>
  );
}

function ChallengeTiles({ list, failed }: { list?: ChildChallenge[]; failed: boolean }) {
  const { t } = useTexts('challenges');
  useDocumentTitle(t('child.listTitle'));
  const heading = (
    <div className="kid-page-head">
      <KidPicture kind="challenge" />
      <h1>{t('child.listTitle')}</h1>
    </div>
  );
  if (failed) {
    return (
      <div className="kid-page">
        {heading}
        <p className="kid-page-note">{t('list.loadError')}</p>
      </div>
    );
  }
  if (!list) {
    return (
      <div className="kid-page" aria-busy="true">
        <KidSpinner />
      </div>
    );
  }
  const language = pageSettings().language;
  // the next moment that matters to the child: when it starts, when it ends, or when it ended
  const note = (c: ChildChallenge) => {
    const when = (iso: string) => formatInstant(iso, c.time_zone, language);
    return c.stage === 'registration'
      ? t('child.opens', { when: when(c.contest_starts_at) })
      : c.stage === 'over'
        ? t('child.ended', { when: when(c.contest_ends_at) })
        : t('child.ends', { when: when(c.contest_ends_at) });
  };
  return (
    <div className="kid-page">
      {heading}
      {list.length === 0 ? <p className="kid-page-note">{t('child.noChallenges')}</p> : null}
      {GROUPS.map((g) => {
        const rows = list.filter((c) => GROUP_OF[c.stage] === g);
        return rows.length === 0 ? null : (
          <section key={g} className="kid-section" aria-labelledby={`kid-challenges-${g}`}>
            <h2 id={`kid-challenges-${g}`}>{t(`child.${g}`)}</h2>
            <ul className="kid-tiles">
              {rows.map((c) => (
                <li key={c.uuid}>
                  <a
                    className={`kid-tile${g === 'now' ? ' kid-tile-main' : ''}`}
                    href={pagePath(CHALLENGE_PAGES.challenge(c.uuid))}
                  >
                    <KidPicture kind="challenge" />
                    <span className="kid-tile-text">
                      <span className="kid-tile-title">
                        <Name>{c.name}</Name>
                      </span>
                      <span className="kid-tile-note">{note(c)}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

/** The chunk app/player-pages.tsx loads for this page (a default export: see play-main.tsx). */
export default ChildChallengesPage;
