import { Link, Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES, listedStudentName } from '@numbloom/domain/accounts';
import { ASSIGNMENT_PAGES, ASSIGNMENT_PATHS, type AssignmentReport } from '@numbloom/domain/assignments';
import { ApiError, apiGet } from '../../api/client.ts';
import { Alert } from '../../ui/alert.tsx';
import { PrintButton, PrintHeader } from '../../ui/print-report.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { formatDay } from '../../lib/dates.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { pagePath } from '../../lib/page-path.ts';
import { pageSettings } from '../../lib/page-settings.ts';
import { pageLanguage } from '../../player/engine.ts';
import { ItemPreview } from '../../player/item-preview.tsx';
import './assignments.css';
import { Name, WithName } from '../../ui/lang.tsx';

const minutes = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/**
 * /account/assignments/{id}/: who has not started, is playing, is done, with score, stars and
 * time; each question as the children saw it with how many got it right and the wrong answers
 * given most. Printable (its print stylesheet) and as CSV.
 */
export function AssignmentReportPage() {
  const { t } = useTranslation('assignments');
  const { id = '' } = useParams();
  const language = pageSettings().language;
  const view = useQuery({
    queryKey: ['assignments', 'report', id],
    queryFn: () => apiGet<AssignmentReport>(ASSIGNMENT_PATHS.report(id), { swapTld: false, query: { language_code: language } }),
    retry: false,
  });
  useDocumentTitle(t('reportTitle'));

  if (view.isPending) return <div className="container assignments-page page-loading"><Spinner label={t('loading')} /></div>;
  if (view.isError) {
    const status = view.error instanceof ApiError ? view.error.status : 0;
    if (status === 401) return <Navigate to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(pagePath(ASSIGNMENT_PAGES.report(id)))}`} replace />;
    return (
      <div className="container assignments-page">
        <h1>{t('reportTitle')}</h1>
        <Alert tone="error">{status === 404 || status === 400 ? t('notFound') : status === 403 ? t('teachersOnly') : t('loadError')}</Alert>
        <p><Link to={pagePath('dashboard/')}>{t('back')}</Link></p>
      </div>
    );
  }
  const { assignment: a, class: klass, children, questions } = view.data;
  const titles = new Map(a.activities.map((x) => [x.id, x.title]));
  const types = new Map(a.activities.map((x) => [x.id, x.type]));
  const onPaper = a.activities.filter((x) => x.type === 'worksheet');
  return (
    <div className="container assignments-page assignment-report printable">
      <PrintHeader subject={<bdi>{klass.name}</bdi>} />
      <p className="play-back no-print"><Link to={pagePath(ASSIGNMENT_PAGES.ofClass(klass.id))}><WithName text={(name) => t('backToClass', { name })} name={klass.name} /></Link></p>
      <h1>{t('reportTitle')}</h1>
      <p className="lead">
        <bdi>{klass.name}</bdi> · {a.activities.map((x) => x.title).join(' · ')}
      </p>
      <p className="assign-muted">
        {t('dates', { start: formatDay(a.starts_at), due: formatDay(a.due_at) })} · {t('form.questions', { count: a.item_count })}
        {a.required ? ` · ${t('requiredMark')}` : ''}
        {a.closed ? ` · ${t('closedMark')}` : ''}
      </p>
      <p>{t('counts', { done: a.counts.done, assigned: a.counts.assigned, progress: a.counts.in_progress, waiting: a.counts.not_started })}</p>
      {onPaper.length ? <p className="assign-muted">{t('onPaper', { titles: onPaper.map((x) => x.title).join(', ') })}</p> : null}
      <p className="assignment-actions no-print">
        <a className="btn btn-secondary" href={`${ASSIGNMENT_PATHS.reportCsv(a.id)}?language_code=${encodeURIComponent(language)}`} download>
          {t('csv')}
        </a>
        <PrintButton />
      </p>

      <section aria-labelledby="report-children" className="report-section">
        <h2 id="report-children">{t('childrenTitle')}</h2>
        <div className="table-scroll" tabIndex={0} role="group" aria-labelledby="report-children">
          <table className="report-table">
            <thead>
              <tr>
                <th scope="col">{t('child')}</th>
                <th scope="col">{t('status')}</th>
                <th scope="col">{t('score')}</th>
                <th scope="col">{t('stars')}</th>
                <th scope="col">{t('time')}</th>
                <th scope="col">{t('runs')}</th>
              </tr>
            </thead>
            <tbody>
              {children.map((c) => (
                <tr key={c.id} className={`status-${c.status}`}>
                  <th scope="row"><Name>{listedStudentName(c)}</Name></th>
                  <td>{t(`statuses.${c.status}`)}</td>
                  <td>{c.total ? t('scoreOf', { correct: c.correct, total: c.total }) : '—'}</td>
                  <td>{c.stars}</td>
                  <td>{c.duration_ms ? minutes(c.duration_ms) : '—'}</td>
                  <td>{c.runs}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="report-questions" className="report-section">
        <h2 id="report-questions">{t('questionsTitle')}</h2>
        {questions.length === 0 ? (
          <p>{t('noAnswers')}</p>
        ) : (
          <ol className="report-questions">
            {questions.map((q) => (
              <li key={`${q.activity_id}-${q.number}`} className="panel report-question">
                <h3>
                  {a.activities.length > 1 ? `${titles.get(q.activity_id) ?? ''} · ` : ''}
                  {t('questionNumber', { number: q.number })}
                </h3>
                <div className="report-question-text">
                  {q.item ? (
                    <ItemPreview item={q.item} wordProblem={types.get(q.activity_id) === 'word-problem'} language={pageLanguage()} fallback={q.text} />
                  ) : (
                    <p>{q.text}</p>
                  )}
                </div>
                <div className="report-question-figures">
                  <p>
                    {t('expected')} <strong>{q.expected}</strong>
                  </p>
                  <p>{t('rightOf', { right: q.right, answered: q.answered })}</p>
                  {q.wrong.length ? (
                    <p>
                      {t('commonWrong')}{' '}
                      {q.wrong.map((w, i) => (
                        <span key={i}>
                          {i ? ', ' : ''}
                          <strong>{w.text ?? t('drawn')}</strong> ({t('times', { count: w.count })})
                        </span>
                      ))}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
