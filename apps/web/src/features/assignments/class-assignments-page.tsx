import { lazy, Suspense, useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES } from '@numbloom/domain/account-paths';
import { ASSIGNMENT_PAGES, ASSIGNMENT_PATHS, type AssignmentView, type ClassAssignmentsView } from '@numbloom/domain/assignments';
import { ApiError, apiGet, apiSend } from '../../api/client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { formatDay } from '../../lib/dates.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { pagePath } from '../../lib/page-path.ts';
import { pageSettings } from '../../lib/page-settings.ts';
import './assignments.css';
import { PrintButton, PrintHeader } from '../../ui/print-report.tsx';
import { WithName } from '../../ui/lang.tsx';

const AssignmentForm = lazy(() => import('./assignment-form.tsx').then((m) => ({ default: m.AssignmentForm })));

/** /account/classes/{id}/assignments/: a class's assignments, how far its children are, and edit, close, delete. */
export function ClassAssignmentsPage() {
  const { t } = useTranslation('assignments');
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const key = ['assignments', 'class', id];
  const view = useQuery({
    queryKey: key,
    queryFn: () => apiGet<ClassAssignmentsView>(ASSIGNMENT_PATHS.ofClass(id), { swapTld: false, query: { language_code: pageSettings().language } }),
    retry: false,
  });
  const [editing, setEditing] = useState<AssignmentView | null>(null);
  const [deleting, setDeleting] = useState<AssignmentView | null>(null);
  const [problem, setProblem] = useState(false);
  useDocumentTitle(view.data ? t('classTitle', { name: view.data.class.name }) : t('classTitlePlain'));

  if (view.isPending) return <div className="container assignments-page page-loading"><Spinner label={t('loading')} /></div>;
  if (view.isError) {
    const status = view.error instanceof ApiError ? view.error.status : 0;
    if (status === 401) return <Navigate to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(pagePath(ASSIGNMENT_PAGES.ofClass(id)))}`} replace />;
    return (
      <div className="container assignments-page">
        <h1>{t('classTitlePlain')}</h1>
        <Alert tone="error">{status === 404 || status === 400 ? t('classNotFound') : status === 403 ? t('teachersOnly') : t('loadError')}</Alert>
        <p><Link to={pagePath('dashboard/')}>{t('back')}</Link></p>
      </div>
    );
  }
  const { class: klass, assignments, editable } = view.data;
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const act = async (method: 'POST' | 'DELETE', path: string) => {
    setProblem(false);
    try {
      const res = await apiSend(method, path, {}, { swapTld: false });
      if (res.status >= 300) setProblem(true);
    } catch {
      setProblem(true);
    }
    await refresh();
  };

  return (
    <div className="container assignments-page printable">
      <PrintHeader subject={<bdi>{klass.name}</bdi>} />
      <p className="play-back no-print"><Link to={pagePath('dashboard/')}>{t('back')}</Link></p>
      <h1><WithName text={(name) => t('classTitle', { name })} name={klass.name} /></h1>
      <p className="lead">{t('classLead')}</p>
      {assignments.length ? <p className="no-print"><PrintButton /></p> : null}
      {problem ? <Alert tone="error">{t('actionError')}</Alert> : null}
      {assignments.length === 0 ? (
        <p>
          {t('none')} <Link to={pagePath('activities/')}>{t('findActivities')}</Link>
        </p>
      ) : (
        <ul className="assignment-list">
          {assignments.map((a) => (
            <li key={a.id} className="panel assignment-card">
              <h2>
                <Link to={pagePath(ASSIGNMENT_PAGES.report(a.id))}>{a.activities.map((x) => x.title).join(' · ')}</Link>
              </h2>
              <p className="assign-muted">
                {t('dates', { start: formatDay(a.starts_at), due: formatDay(a.due_at) })}
                {a.required ? ` · ${t('requiredMark')}` : ''}
                {a.closed ? ` · ${t('closedMark')}` : ''}
                {` · ${a.student_ids ? t('chosenCount', { count: a.student_ids.length }) : t('wholeClass')}`}
              </p>
              <p>{t('counts', { done: a.counts.done, assigned: a.counts.assigned, progress: a.counts.in_progress, waiting: a.counts.not_started })}</p>
              {a.average !== null ? <p>{t('average', { score: a.average })}</p> : null}
              <p className="assignment-actions">
                <Link className="btn btn-secondary btn-sm" to={pagePath(ASSIGNMENT_PAGES.report(a.id))}>
                  {t('report')}
                </Link>
                {editable ? (
                  <>
                    <Button variant="secondary" size="sm" onClick={() => setEditing(a)} aria-label={t('editOf', { title: a.activities[0]?.title ?? '' })}>
                      {t('edit')}
                    </Button>
                    {a.closed ? null : (
                      <Button variant="secondary" size="sm" onClick={() => void act('POST', ASSIGNMENT_PATHS.close(a.id))} aria-label={t('closeOf', { title: a.activities[0]?.title ?? '' })}>
                        {t('close')}
                      </Button>
                    )}
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(a)} aria-label={t('deleteOf', { title: a.activities[0]?.title ?? '' })}>
                      {t('delete')}
                    </Button>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Modal open={editing !== null} onClose={() => setEditing(null)} title={t('editTitle')} size="lg">
        {editing ? (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <AssignmentForm
              activityIds={editing.activities.map((x) => x.id)}
              editing={editing}
              onSaved={() => {
                setEditing(null);
                void refresh();
              }}
            />
          </Suspense>
        ) : null}
      </Modal>
      <Modal open={deleting !== null} onClose={() => setDeleting(null)} title={t('deleteTitle')} size="sm">
        <p>{t('deleteConfirm')}</p>
        <p className="assignment-actions">
          <Button
            onClick={() => {
              const target = deleting;
              setDeleting(null);
              if (target) void act('DELETE', ASSIGNMENT_PATHS.one(target.id));
            }}
          >
            {t('delete')}
          </Button>
          <Button variant="secondary" onClick={() => setDeleting(null)}>
            {t('cancel')}
          </Button>
        </p>
      </Modal>
    </div>
  );
}
