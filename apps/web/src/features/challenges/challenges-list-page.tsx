import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CHALLENGE_PAGES, CHALLENGE_PATHS } from '@numbloom/domain/challenges';
import type { ChallengeView } from '@numbloom/domain/challenges-schema';
import { apiGet } from '../../api/client.ts';
import { pageLocale } from '../../lib/dates.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { formatInstant } from './api.ts';
import { stageBannerKey } from './stage-banner.ts';
import './challenges.css';
import { Name } from '../../ui/lang.tsx';

/** How many finished challenges the page still lists, the latest first. */
const PAST_SHOWN = 6;

/** /challenges/: every challenge on now, coming up (registration open), and the latest that are over, each linking to its page. */
export function ChallengesListPage() {
  const { t } = useTranslation('challenges');
  useDocumentTitle(t('list.title'));
  const locale = pageLocale();
  const list = useQuery({ queryKey: ['challenges'], queryFn: () => apiGet<{ results: ChallengeView[] }>(CHALLENGE_PATHS.list, { swapTld: false }) });
  const all = list.data?.results ?? [];
  const groups: Array<{ key: 'now' | 'soon' | 'over'; rows: ChallengeView[] }> = [
    { key: 'now', rows: all.filter((c) => c.stage === 'warmup' || c.stage === 'contest') },
    { key: 'soon', rows: all.filter((c) => c.stage === 'registration') },
    { key: 'over', rows: all.filter((c) => c.stage === 'over').sort((a, b) => b.contest_ends_at.localeCompare(a.contest_ends_at)).slice(0, PAST_SHOWN) },
  ];
  return (
    <div className="container challenge-page">
      <h1>{t('list.title')}</h1>
      <p className="lead">{t('list.lead')}</p>
      {list.isPending ? (
        <Spinner label={t('loading')} />
      ) : list.isError ? (
        <Alert tone="error">{t('list.loadError')}</Alert>
      ) : all.length === 0 ? (
        <p>{t('list.none')}</p>
      ) : (
        groups
          .filter((g) => g.rows.length > 0)
          .map((g) => (
            <section key={g.key} aria-labelledby={`challenges-${g.key}`}>
              <h2 id={`challenges-${g.key}`}>{t(`list.${g.key}`)}</h2>
              <ul className="challenge-list">
                {g.rows.map((c) => (
                  <li key={c.uuid} className="challenge-card">
                    <h3>
                      <Link to={pagePath(CHALLENGE_PAGES.challenge(c.uuid))}><Name>{c.name}</Name></Link>
                    </h3>
                    <p>
                      <span className={`stage stage-${c.stage}`}>{t(stageBannerKey(c.stage, c.target_kind))}</span>
                    </p>
                    <p>
                      {t('dates.contest')}:{' '}
                      {t('dates.range', { from: formatInstant(c.contest_starts_at, c.time_zone, locale), to: formatInstant(c.contest_ends_at, c.time_zone, locale) })}
                    </p>
                  </li>
                ))}
              </ul>
            </section>
          ))
      )}
    </div>
  );
}
