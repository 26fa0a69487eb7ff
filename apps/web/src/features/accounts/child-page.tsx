import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES } from '@numbloom/domain/accounts';
import { PARENT_PATHS, PARENT_PAGES, type ParentChildView } from '@numbloom/domain/parents';
import { ApiError, apiGet } from '../../api/client.ts';
import { useContent } from '../../content/hooks.ts';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { BandLegend, MasteryCell, useSkillName } from '../../ui/mastery/mastery.tsx';
import { formatDay } from '../../lib/dates.ts';
import { useDocumentTitle } from '../../lib/forms.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useMessageText } from './messages.ts';
import './accounts.css';
import { WithNames } from '../../ui/lang.tsx';

/**
 * /account/children/{id}/: a child's page for their parent (decision 077): the same per-skill
 * mastery their teacher reads, their latest runs with stars, the certificates of their
 * challenges, and the class and teacher of a teacher's class with its assignments (to do, done
 * with stars, due dates; decision 085). The server answers only a parent
 * who sees the child; any other id is a child that does not exist.
 */
export function ChildPage() {
  const { t } = useTranslation('accounts');
  const say = useMessageText();
  const { id = '' } = useParams();
  const view = useQuery({
    queryKey: ['parents', 'child', id],
    queryFn: () => apiGet<ParentChildView>(PARENT_PATHS.child(id)),
    retry: false,
  });
  const skillName = useSkillName();
  const { data: content } = useContent();
  const titles = new Map(content?.episodes.map((e) => [e.id, e.title]) ?? []);
  useDocumentTitle(view.data ? t('parents.childTitle', { name: view.data.child.name }) : t('parents.childTitlePlain'));

  if (view.isPending) return <div className="container auth-page account-page page-loading"><Spinner label={t('parents.loading')} /></div>;
  if (view.isError) {
    const status = view.error instanceof ApiError ? view.error.status : 0;
    if (status === 401) return <Navigate to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(pagePath(PARENT_PAGES.child(id)))}`} replace />;
    return (
      <section className="auth-page account-page" aria-labelledby="child-title">
        <h1 id="child-title">{t('parents.childTitlePlain')}</h1>
        <Alert tone="error">{status === 404 || status === 400 || status === 403 ? say(view.error.message) : t('parents.loadError')}</Alert>
        <p><Link to={pagePath(ACCOUNT_PAGES.children)}>{t('parents.back')}</Link></p>
      </section>
    );
  }
  const { child, skills, recent, certificates, total_stars, assignments } = view.data;
  return (
    <section className="auth-page account-page child-page" aria-labelledby="child-title">
      <p><Link to={pagePath(ACCOUNT_PAGES.children)}>{t('parents.back')}</Link></p>
      <h1 id="child-title">{t('parents.childTitle', { name: child.name })}</h1>
      <p>{t('parents.starsTotal', { stars: total_stars })}</p>
      {child.class ? (
        <section className="account-section" aria-labelledby="child-class-title">
          <h2 id="child-class-title">{t('parents.classTitle')}</h2>
          <p><WithNames text={(n) => t('parents.classText', n)} names={{ name: child.name, class: child.class.name, teacher: child.class.teacher_name }} /></p>
        </section>
      ) : null}
      {child.class ? (
        <section className="account-section" aria-labelledby="child-assignments-title">
          <h2 id="child-assignments-title">{t('parents.assignmentsTitle')}</h2>
          {assignments.length === 0 ? (
            <p>{t('parents.assignmentsNone', { name: child.name })}</p>
          ) : (
            <ul className="child-assignments">
              {assignments.map((a) => (
                <li key={a.id} className="child-assignment">
                  <p className="child-assignment-head">
                    <strong>{a.done ? t('parents.assignmentDone') : t('parents.assignmentToDo')}</strong>
                    {' · '}
                    {t('parents.assignmentDue', { day: formatDay(a.due_at) })}
                    {a.required ? ` · ${t('parents.assignmentRequired')}` : ''}
                    {a.due_soon ? ` · ${t('parents.assignmentDueSoon')}` : ''}
                  </p>
                  <ul>
                    {a.activities.map((x) => (
                      <li key={x.id}>
                        <bdi>{x.title}</bdi>
                        {' – '}
                        {x.type === 'worksheet' ? (
                          x.print_url ? <a href={x.print_url} download>{t('parents.assignmentPrint')}</a> : t('parents.assignmentOnPaper')
                        ) : x.done ? (
                          <>
                            {t('parents.assignmentActivityDone')}{' '}
                            <span aria-hidden="true">{'★'.repeat(x.stars)}{'☆'.repeat(Math.max(0, 3 - x.stars))}</span>{' '}
                            <span className="child-stars">{t('parents.assignmentStars', { count: x.stars })}</span>
                          </>
                        ) : (
                          t('parents.assignmentActivityToDo')
                        )}
                      </li>
                    ))}
                  </ul>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      <section className="account-section" aria-labelledby="child-skills-title">
        <h2 id="child-skills-title">{t('parents.skillsTitle')}</h2>
        {skills.length === 0 ? (
          <p>{t('parents.skillsNone', { name: child.name })}</p>
        ) : (
          <>
            <p>{t('parents.skillsExplain', { name: child.name })}</p>
            <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="child-skills-caption">
              <table className="mastery-table">
                <caption id="child-skills-caption">{t('parents.skillsCaption', { name: child.name })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('parents.skill')}</th>
                    <th scope="col">{t('parents.mastery')}</th>
                  </tr>
                </thead>
                <tbody>
                  {skills.map((s) => (
                    <tr key={s.skill}>
                      <th scope="row">{skillName(s)}</th>
                      <td><MasteryCell mastery={s} /></td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <BandLegend />
          </>
        )}
      </section>

      <section className="account-section" aria-labelledby="child-recent-title">
        <h2 id="child-recent-title">{t('parents.recentTitle')}</h2>
        {recent.length === 0 ? (
          <p>{t('parents.recentNone')}</p>
        ) : (
          <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="child-recent-caption">
            <table className="mastery-table">
              <caption id="child-recent-caption">{t('parents.recentCaption', { name: child.name })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('parents.activity')}</th>
                  <th scope="col">{t('parents.result')}</th>
                  <th scope="col">{t('parents.stars')}</th>
                  <th scope="col">{t('parents.date')}</th>
                </tr>
              </thead>
              <tbody>
                {recent.map((r) => (
                  <tr key={`${r.activity_id}-${r.created_at}`}>
                    <th scope="row">{titles.get(r.activity_id) ?? r.activity_id}</th>
                    <td>{t('parents.runResult', { correct: r.correct, total: r.total })}</td>
                    <td>
                      <span aria-hidden="true">{'★'.repeat(r.stars)}{'☆'.repeat(Math.max(0, 3 - r.stars))}</span>{' '}
                      <span className="child-stars">{r.stars}</span>
                    </td>
                    <td>{formatDay(r.created_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className="account-section" aria-labelledby="child-certificates-title">
        <h2 id="child-certificates-title">{t('parents.certificatesTitle')}</h2>
        {certificates.length === 0 ? (
          <p>{t('parents.certificatesNone', { name: child.name })}</p>
        ) : (
          <ul className="child-certificates">
            {certificates.map((c) => (
              <li key={c.challenge_id}>
                <a className="btn btn-secondary" href={c.url} download>
                  {t('parents.download', { challenge: c.challenge_name })}
                </a>{' '}
                <span>{t('parents.tier', { tier: t(`parents.tiers.${c.tier}`, { defaultValue: c.tier }) })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
