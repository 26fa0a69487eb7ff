import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSIGNMENT_PAGES, type AssignmentView } from '@numbloom/domain/assignments';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { Link } from 'react-router';
import { useViewer } from '../../lib/session.ts';
import { pagePath } from '../../lib/page-path.ts';
import './assignments.css';

/** The form brings zod: it loads when the teacher opens the dialog, not with the activity's page. */
const AssignmentForm = lazy(() => import('./assignment-form.tsx').then((m) => ({ default: m.AssignmentForm })));

/**
 * "Assign" on an activity's page or card, for a signed-in teacher: the dialog that gives it to a
 * class or chosen children. On a list of cards, `title` names the activity in the button's name.
 */
export function AssignButton({ activityId, title }: { activityId: string; title?: string }) {
  const { t } = useTranslation('assignments');
  const { data: viewer } = useViewer();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<AssignmentView | null>(null);
  if (viewer?.role !== 'teacher' && viewer?.role !== 'school_leader') return null;
  return (
    <div className="assign-action">
      <Button variant="secondary" onClick={() => (setSaved(null), setOpen(true))} {...(title ? { 'aria-label': t('assignTitled', { title }) } : {})}>
        {t('assign')}
      </Button>
      {saved ? (
        <p role="status" className="assign-saved">
          {t('saved')} <Link to={pagePath(ASSIGNMENT_PAGES.ofClass(saved.class_id))}>{t('seeAssignments')}</Link>
        </p>
      ) : null}
      <Modal open={open} onClose={() => setOpen(false)} title={t('dialogTitle')} size="lg">
        {open ? (
          <Suspense fallback={<Spinner label={t('loading')} />}>
            <AssignmentForm
              activityIds={[activityId]}
              onSaved={(a) => {
                setSaved(a);
                setOpen(false);
              }}
            />
          </Suspense>
        ) : null}
      </Modal>
    </div>
  );
}
