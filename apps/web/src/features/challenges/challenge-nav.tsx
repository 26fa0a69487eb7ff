import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CHALLENGE_PAGES } from '@numbloom/domain/challenges';
import { pagePath } from '../../lib/page-path.ts';

/** The challenge's pages, one link each; the current one is marked for screen readers by NavLink. */
export function ChallengeNav({ uuid }: { uuid: string }) {
  const { t } = useTranslation('challenges');
  const links = [
    [CHALLENGE_PAGES.challenge(uuid), t('nav.about')],
    [CHALLENGE_PAGES.play(uuid), t('nav.play')],
    [CHALLENGE_PAGES.leaderboard(uuid), t('nav.leaderboard')],
    [CHALLENGE_PAGES.register(uuid), t('nav.register')],
    [CHALLENGE_PAGES.certificates(uuid), t('nav.certificates')],
  ] as const;
  return (
    <nav aria-label={t('nav.label')} className="challenge-nav">
      <ul>
        {links.map(([page, label]) => (
          <li key={page}>
            <NavLink to={pagePath(page)} end>
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
