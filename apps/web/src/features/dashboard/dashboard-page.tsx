import { ASSIGNMENT_PAGES } from '@numbloom/domain/assignments';
import type { ComponentType } from 'react';
import { Link, Navigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES } from '@numbloom/domain/accounts';
import { CHALLENGE_PAGES } from '@numbloom/domain/challenges';
import { DASHBOARD_PAGE, DASHBOARD_PATH, type DashboardResponse, type DashboardRoom } from '@numbloom/domain/dashboard';
import { PROGRESS_PAGES } from '@numbloom/domain/runs';
import { ApiError, apiGet } from '../../api/client.ts';
import { useContent } from '../../content/hooks.ts';
import { formatDay, pageLocale } from '../../lib/dates.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { Alert } from '../../ui/alert.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import './dashboard.css';
import { Name, WithName } from '../../ui/lang.tsx';

const activityPage = (id: string) => pagePath(`activities/episode/${encodeURIComponent(id)}/`);
const hostPage = (code: string) => pagePath(`host/${encodeURIComponent(code)}/`);

/** A challenge's day as its own time zone has it (the day its contest starts there). */
function dayIn(iso: string, zone: string) {
  try {
    return new Intl.DateTimeFormat(pageLocale(), { dateStyle: 'long', timeZone: zone }).format(new Date(iso));
  } catch {
    return formatDay(iso);
  }
}

/**
 * A teacher's home: their classes and class codes, their recent class games
 * with how they went, class games to start, their classes' challenge
 * registrations (with the leaderboard and, once over, the certificates), and
 * the challenges still open to register for; and, handed in by app/ (features never import one
 * another), the "Your school" card.
 */
export function DashboardPage({
  SchoolCard,
}: {
  SchoolCard?: ComponentType<{ classes: ReadonlyArray<{ id: string; name: string }> }>;
}) {
  const { t } = useTranslation('dashboard');
  useDocumentTitle(t('title'));
  const view = useQuery({
    queryKey: ['teacher-dashboard'],
    queryFn: () => apiGet<DashboardResponse>(DASHBOARD_PATH),
    retry: false,
  });
  const content = useContent();
  const grades = new Map(content.data?.grades.map((g) => [g.code, g.translated_name]) ?? []);

  if (view.isPending)
    return (
      <div className="container dashboard page-loading">
        <Spinner />
      </div>
    );
  if (view.isError) {
    const status = view.error instanceof ApiError ? view.error.status : 0;
    if (status === 401)
      return (
        <Navigate
          to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(pagePath(DASHBOARD_PAGE))}`}
          replace
        />
      );
    return (
      <div className="container dashboard">
        <h1>{t('title')}</h1>
        <Alert tone="error">{status === 403 ? t('teachersOnly') : t('loadError')}</Alert>
        {status === 403 ? (
          <p>
            <Link to={pagePath(ACCOUNT_PAGES.account)}>{t('toAccount')}</Link>
          </p>
        ) : null}
      </div>
    );
  }
  const {
    teacher,
    classes,
    recent_rooms: rooms,
    class_games: games,
    challenge_registrations: challenges,
    open_challenges: open,
  } = view.data;

  return (
    <div className="container dashboard">
      <h1>{t('title')}</h1>
      <p className="lead">
        <WithName text={(name) => t('hello', { name })} name={teacher.first_name} />
      </p>

      <nav className="dashboard-quick" aria-label={t('quick.label')}>
        <ButtonLink to={pagePath('activities/')}>{t('quick.activities')}</ButtonLink>
        <ButtonLink to={pagePath(ACCOUNT_PAGES.account)} variant="secondary">
          {t('quick.classes')}
        </ButtonLink>
        <ButtonLink to={pagePath('system-check/')} variant="secondary">
          {t('quick.systemCheck')}
        </ButtonLink>
      </nav>

      <section className="dashboard-section" aria-labelledby="dash-classes">
        <h2 id="dash-classes">{t('classes.title')}</h2>
        {classes.length === 0 ? (
          <p>
            {t('classes.none')} <Link to={pagePath(ACCOUNT_PAGES.account)}>{t('classes.create')}</Link>
          </p>
        ) : (
          <table className="dashboard-table">
            <caption className="visually-hidden">{t('classes.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('classes.name')}</th>
                <th scope="col">{t('classes.code')}</th>
                <th scope="col">{t('classes.students')}</th>
                <th scope="col">{t('classes.progress')}</th>
              </tr>
            </thead>
            <tbody>
              {classes.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <Name>{c.name}</Name>
                  </th>
                  <td>
                    <code className="class-code">{c.class_code}</code>
                  </td>
                  <td>{c.students}</td>
                  <td>
                    <Link to={pagePath(PROGRESS_PAGES.classProgress(c.id))}>
                      <WithName text={(name) => t('classes.progressLink', { name })} name={c.name} />
                    </Link>
                    {' · '}
                    <Link to={pagePath(ASSIGNMENT_PAGES.ofClass(c.id))}>
                      <WithName text={(name) => t('classes.assignmentsLink', { name })} name={c.name} />
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      {SchoolCard ? <SchoolCard classes={classes} /> : null}

      <section className="dashboard-section" aria-labelledby="dash-rooms">
        <h2 id="dash-rooms">{t('rooms.title')}</h2>
        {rooms.length === 0 ? (
          <p>{t('rooms.none')}</p>
        ) : (
          <table className="dashboard-table">
            <caption className="visually-hidden">{t('rooms.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rooms.activity')}</th>
                <th scope="col">{t('rooms.when')}</th>
                <th scope="col">{t('rooms.state')}</th>
                <th scope="col">{t('rooms.results')}</th>
                <th scope="col">{t('rooms.open')}</th>
              </tr>
            </thead>
            <tbody>
              {rooms.map((room) => (
                <RoomRow key={room.code} room={room} />
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="dashboard-section" aria-labelledby="dash-games">
        <h2 id="dash-games">{t('games.title')}</h2>
        <p>{t('games.intro')}</p>
        <ul className="dashboard-games">
          {games.map((g) => (
            <li key={g.id}>
              <Link to={activityPage(g.id)}>{g.title}</Link>{' '}
              <span className="dashboard-grade">{t('games.grade', { grade: grades.get(g.grade) ?? g.grade })}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="dashboard-section" aria-labelledby="dash-challenges">
        <h2 id="dash-challenges">{t('challenges.title')}</h2>
        {challenges.length === 0 ? (
          <p>{t('challenges.none')}</p>
        ) : (
          <table className="dashboard-table">
            <caption className="visually-hidden">{t('challenges.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('challenges.challenge')}</th>
                <th scope="col">{t('challenges.class')}</th>
                <th scope="col">{t('challenges.status')}</th>
                <th scope="col">{t('challenges.dates')}</th>
                <th scope="col">{t('challenges.results')}</th>
              </tr>
            </thead>
            <tbody>
              {challenges.map((c) => (
                <tr key={c.id}>
                  <th scope="row">
                    <Link to={pagePath(CHALLENGE_PAGES.challenge(c.challenge_uuid))}>{c.challenge}</Link>
                  </th>
                  <td>
                    <Name>{c.class_name}</Name>
                  </td>
                  <td>{t(`challenges.stages.${c.stage}`)}</td>
                  <td>
                    {t('challenges.range', {
                      from: dayIn(c.starts_at, c.time_zone),
                      to: dayIn(c.ends_at, c.time_zone),
                    })}
                  </td>
                  <td>
                    {c.stage === 'contest' || c.stage === 'over' ? (
                      <ul className="dashboard-links">
                        <li>
                          <Link to={pagePath(CHALLENGE_PAGES.leaderboard(c.challenge_uuid))}>
                            {t('challenges.leaderboard', { name: c.challenge })}
                          </Link>
                        </li>
                        {c.stage === 'over' ? (
                          <li>
                            <Link to={pagePath(CHALLENGE_PAGES.certificates(c.challenge_uuid))}>
                              {t('challenges.certificates', { name: c.challenge })}
                            </Link>
                          </li>
                        ) : null}
                      </ul>
                    ) : (
                      t('challenges.notYet')
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="dashboard-section" aria-labelledby="dash-open-challenges">
        <h2 id="dash-open-challenges">{t('challenges.openTitle')}</h2>
        {open.length === 0 ? (
          <p>{t('challenges.noneOpen')}</p>
        ) : (
          <ul className="dashboard-open-challenges">
            {open.map((c) => (
              <li key={c.uuid}>
                <Link to={pagePath(CHALLENGE_PAGES.challenge(c.uuid))}>
                  <Name>{c.name}</Name>
                </Link>{' '}
                <span>
                  {t('challenges.openLine', {
                    closes: dayIn(c.registration_closes_at, c.time_zone),
                    from: dayIn(c.starts_at, c.time_zone),
                    to: dayIn(c.ends_at, c.time_zone),
                  })}
                </span>{' '}
                <Link to={pagePath(CHALLENGE_PAGES.register(c.uuid))}>
                  <WithName text={(name) => t('challenges.register', { name })} name={c.name} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function RoomRow({ room }: { room: DashboardRoom }) {
  const { t } = useTranslation('dashboard');
  return (
    <tr>
      <th scope="row">{room.activity_title}</th>
      <td>{formatDay(room.created_at)}</td>
      <td>{t(`rooms.states.${room.state}`)}</td>
      <td>
        {room.players
          ? t('rooms.summary', { count: room.players, correct: room.correct, answers: room.answers })
          : t('rooms.nobody')}
      </td>
      <td>
        {room.state !== 'ended' ? (
          <Link to={hostPage(room.code)}>{t('rooms.continue', { code: room.code })}</Link>
        ) : room.results_until ? (
          <Link to={hostPage(room.code)}>{t('rooms.seeResults', { code: room.code })}</Link>
        ) : (
          <Link to={activityPage(room.activity_id)}>{t('rooms.again')}</Link>
        )}
      </td>
    </tr>
  );
}
