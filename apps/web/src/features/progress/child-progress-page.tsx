import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES, listedStudentName } from '@numbloom/domain/accounts';
import { apiRegion } from '@numbloom/domain/regions';
import { PROGRESS_PAGES, RUN_PATHS, type ChildProgressView } from '@numbloom/domain/runs';
import { ApiError, apiGet } from '../../api/client.ts';
import { Alert } from '../../ui/alert.tsx';
import { PrintButton, PrintHeader } from '../../ui/print-report.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { BandLegend, MasteryCell, useSkillName } from '../../ui/mastery/mastery.tsx';
import { formatDay } from '../../lib/dates.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { pagePath } from '../../lib/page-path.ts';
import { pageSettings } from '../../lib/page-settings.ts';
import './progress.css';
import { WithName } from '../../ui/lang.tsx';

/**
 * /account/classes/{id}/progress/{studentId}/: one child of the class for its teacher (decision
 * 085): each standard of the page's curriculum mastered, practising or needing help with its
 * evidence, the skills behind them, and the child's runs week by week. Printable and as CSV.
 */
export function ChildProgressPage() {
  const { t } = useTranslation('progress');
  const { id = '', studentId = '' } = useParams();
  const { region, language } = pageSettings();
  // the same curriculum and language in the CSV as on the page (apiGet adds them to its own call)
  const query = { region_code: apiRegion(region), language_code: language.toLowerCase() };
  const view = useQuery({
    queryKey: ['child-progress', id, studentId, region, language],
    queryFn: () => apiGet<ChildProgressView>(RUN_PATHS.childProgress(id, studentId), { swapTld: false }),
    retry: false,
  });
  const skillName = useSkillName();
  useDocumentTitle(view.data ? t('child.title', { name: listedStudentName(view.data.student) }) : t('child.titlePlain'));

  if (view.isPending) return <div className="container progress-page page-loading"><Spinner label={t('child.loading')} /></div>;
  if (view.isError) {
    const status = view.error instanceof ApiError ? view.error.status : 0;
    if (status === 401) return <Navigate to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(pagePath(PROGRESS_PAGES.childProgress(id, studentId)))}`} replace />;
    return (
      <div className="container progress-page">
        <h1>{t('child.titlePlain')}</h1>
        <Alert tone="error">{status === 404 || status === 400 ? t('child.notFound') : status === 403 ? t('teachersOnly') : t('child.loadError')}</Alert>
        <p><Link to={pagePath(PROGRESS_PAGES.classProgress(id))}>{t('child.backPlain')}</Link></p>
      </div>
    );
  }
  const { class: klass, student, curriculum, standards, skills, weeks } = view.data;
  const name = listedStudentName(student);
  const csv = `${RUN_PATHS.childProgressCsv(klass.id, student.id)}?${new URLSearchParams(query).toString()}`;
  return (
    <div className="container progress-page child-report printable">
      <PrintHeader subject={<bdi>{klass.name}</bdi>} />
      <p className="play-back no-print"><Link to={pagePath(PROGRESS_PAGES.classProgress(klass.id))}><WithName text={(n) => t('child.back', { name: n })} name={klass.name} /></Link></p>
      <h1><WithName text={(n) => t('child.title', { name: n })} name={name} /></h1>
      <p className="lead"><bdi>{klass.name}</bdi> · {curriculum.name}</p>
      <p className="progress-actions no-print">
        <a className="btn btn-secondary" href={csv} download>{t('child.csv')}</a>
        <PrintButton />
      </p>

      <section aria-labelledby="standards-title" className="progress-section">
        <h2 id="standards-title">{t('child.standardsTitle', { curriculum: curriculum.name })}</h2>
        {standards.length === 0 ? (
          <p><WithName text={(n) => t('child.standardsNone', { name: n })} name={name} /></p>
        ) : (
          <>
            <p>{t('child.standardsExplain')}</p>
            <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="standards-title">
              <table className="mastery-table child-standards">
                <thead>
                  <tr>
                    <th scope="col">{t('child.standard')}</th>
                    <th scope="col">{t('child.status')}</th>
                    <th scope="col">{t('child.runs')}</th>
                    <th scope="col">{t('child.right')}</th>
                    <th scope="col">{t('child.lastPlayed')}</th>
                  </tr>
                </thead>
                <tbody>
                  {standards.map((s) => (
                    <tr key={s.code}>
                      <th scope="row">
                        <span className="standard-code">{s.code}</span> <span className="standard-description">{s.description}</span>
                      </th>
                      <td><span className={`standard-status status-${s.status}`}>{t(`child.statuses.${s.status}`)}</span></td>
                      <td>{s.runs}</td>
                      <td>{t('child.rightOf', { correct: s.correct, count: s.answers })}</td>
                      <td>{formatDay(s.last_played)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>

      {skills.length ? (
        <section aria-labelledby="skills-title" className="progress-section">
          <h2 id="skills-title">{t('child.skillsTitle')}</h2>
          <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="skills-title">
            <table className="mastery-table">
              <thead>
                <tr>
                  <th scope="col">{t('skill')}</th>
                  <th scope="col">{t('child.mastery')}</th>
                  <th scope="col">{t('child.right')}</th>
                </tr>
              </thead>
              <tbody>
                {skills.map((s) => (
                  <tr key={s.skill}>
                    <th scope="row">{skillName(s)}</th>
                    <td><MasteryCell mastery={s} /></td>
                    <td>{t('child.rightOf', { correct: s.correct, count: s.answers })}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <BandLegend />
        </section>
      ) : null}

      <section aria-labelledby="weeks-title" className="progress-section">
        <h2 id="weeks-title">{t('child.weeksTitle')}</h2>
        {weeks.length === 0 ? (
          <p>{t('child.weeksNone', { name })}</p>
        ) : (
          <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="weeks-title">
            <table className="mastery-table counts">
              <thead>
                <tr>
                  <th scope="col">{t('child.week')}</th>
                  <th scope="col">{t('child.runs')}</th>
                  <th scope="col">{t('child.right')}</th>
                  <th scope="col">{t('child.stars')}</th>
                </tr>
              </thead>
              <tbody>
                {weeks.map((w) => (
                  <tr key={w.week}>
                    <th scope="row">{t('child.weekOf', { day: formatDay(`${w.week}T12:00:00Z`) })}</th>
                    <td>{w.runs}</td>
                    <td>{t('child.rightOf', { correct: w.correct, count: w.total })}</td>
                    <td>{w.stars}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
