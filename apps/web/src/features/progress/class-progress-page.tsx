import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES, listedStudentName } from '@numbloom/domain/accounts';
import { PROGRESS_PAGES, RUN_PATHS, type ClassMasteryView } from '@numbloom/domain/runs';
import { ApiError, apiGet } from '../../api/client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { pagePath } from '../../lib/page-path.ts';
import { BandLegend, MasteryCell, useSkillName } from '../../ui/mastery/mastery.tsx';
import { MasteryChart } from './mastery-chart.tsx';
import './progress.css';
import { Name, WithName } from '../../ui/lang.tsx';
import { PrintButton, PrintHeader } from '../../ui/print-report.tsx';

/** /account/classes/{id}/progress/: each student's mastery per skill, as a chart and as tables. */
export function ClassProgressPage() {
  const { t } = useTranslation('progress');
  const { id = '' } = useParams();
  const view = useQuery({
    queryKey: ['class-mastery', id],
    queryFn: () => apiGet<ClassMasteryView>(RUN_PATHS.classMastery(id), { swapTld: false }),
    retry: false,
  });
  const skillName = useSkillName();
  useDocumentTitle(view.data ? t('title', { name: view.data.class.name }) : t('titlePlain'));

  if (view.isPending) return <div className="container progress-page page-loading"><Spinner label={t('loading')} /></div>;
  if (view.isError) {
    const status = view.error instanceof ApiError ? view.error.status : 0;
    if (status === 401) return <Navigate to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(pagePath(PROGRESS_PAGES.classProgress(id)))}`} replace />;
    return (
      <div className="container progress-page">
        <h1>{t('titlePlain')}</h1>
        <Alert tone="error">{status === 404 || status === 400 ? t('notFound') : status === 403 ? t('teachersOnly') : t('loadError')}</Alert>
        <p><Link to={pagePath(ACCOUNT_PAGES.account)}>{t('back')}</Link></p>
      </div>
    );
  }
  const { class: klass, skills, students } = view.data;
  return (
    <div className="container progress-page printable">
      <PrintHeader subject={<bdi>{klass.name}</bdi>} />
      <p className="play-back no-print"><Link to={pagePath(ACCOUNT_PAGES.account)}>{t('back')}</Link></p>
      <h1><WithName text={(name) => t('title', { name })} name={klass.name} /></h1>
      <p className="lead">{t('explain')}</p>
      <p className="no-print"><PrintButton /></p>
      {skills.length === 0 ? (
        <p>{t('empty')}</p>
      ) : (
        <>
          <BandLegend />
          <section aria-labelledby="chart-title" className="progress-section">
            <h2 id="chart-title">{t('chartTitle')}</h2>
            <MasteryChart view={view.data} skillName={skillName} />
          </section>
          <section aria-labelledby="students-title" className="progress-section">
            <h2 id="students-title">{t('studentsTitle')}</h2>
            <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="students-title">
              <table className="mastery-table">
                <caption className="visually-hidden"><WithName text={(name) => t('studentsCaption', { name })} name={klass.name} /></caption>
                <thead>
                  <tr>
                    <th scope="col">{t('student')}</th>
                    {skills.map((s) => (
                      <th scope="col" key={s.skill}>{skillName(s)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {students.map((student) => (
                    <tr key={student.id}>
                      <th scope="row">
                        <Link className="progress-student-link" to={pagePath(PROGRESS_PAGES.childProgress(klass.id, student.id))}>
                          <Name>{listedStudentName(student)}</Name>
                        </Link>
                      </th>
                      {skills.map((s) => (
                        <td key={s.skill}>
                          <MasteryCell mastery={student.skills[s.skill]} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        </>
      )}
    </div>
  );
}
