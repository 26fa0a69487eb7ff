import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHALLENGE_PAGES } from '@numbloom/domain/challenges';
import { pagePath } from '../../lib/page-path.ts';
import { challengeNavPages } from './challenge-nav-pages.ts';

/** The challenge's pages, one link each; the current one is marked for screen readers by NavLink. */
export function ChallengeNav({ uuid }: { uuid: string }) {
  const { t } = useTranslation('challenges');
  // the play page is the children's entry (decision 096): a whole page load, never the router's
  const links = challengeNavPages(uuid).map(([page, key]) => [page, t(key), page === CHALLENGE_PAGES.play(uuid)] as const);
  return (
    <nav aria-label={t('nav.label')} className="challenge-nav">
      <ul>
        {links.map(([page, label, reload]) => (
          <li key={page}>
            <NavLink to={pagePath(page)} end reloadDocument={reload}>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
