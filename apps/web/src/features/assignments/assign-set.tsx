import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ASSIGNMENT_LIMITS, ASSIGNMENT_PAGES, type AssignmentView } from '@numbloom/domain/assignments';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useViewer } from '../../lib/session.ts';
import { pagePath } from '../../lib/page-path.ts';
import { AssignButton } from './assign-button.tsx';
import './assignments.css';

const AssignmentForm = lazy(() => import('./assignment-form.tsx').then((m) => ({ default: m.AssignmentForm })));

interface Picked {
  id: string;
  title: string;
}

/**
 * The set a teacher is gathering: kept for the tab (sessionStorage), so activities picked on a
 * grade's page and on a curriculum's page go into one assignment.
 */
const KEY = 'numbloom.assign-set';
const listeners = new Set<() => void>();
let picked: Picked[] = readStored();

function readStored(): Picked[] {
  try {
    const raw: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? '[]');
    return Array.isArray(raw) ? raw.filter((p): p is Picked => typeof p?.id === 'string' && typeof p?.title === 'string').slice(0, ASSIGNMENT_LIMITS.activities) : [];
  } catch {
    return [];
  }
}

function setPicked(next: Picked[]) {
  picked = next;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // storage refused (private mode): the set lives until the page is left
  }
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));
const usePicked = () => useSyncExternalStore(subscribe, () => picked);
const isTeacher = (role: string | undefined) => role === 'teacher' || role === 'school_leader';

/** On a card: "Assign" this one alone, and a tick to add it to the set assigned at once. */
export function CardAssign({ activityId, title }: { activityId: string; title: string }) {
  const { t } = useTranslation('assignments');
  const { data: viewer } = useViewer();
  const set = usePicked();
  if (!isTeacher(viewer?.role)) return null;
  const inSet = set.some((p) => p.id === activityId);
  const full = !inSet && set.length >= ASSIGNMENT_LIMITS.activities;
  return (
    <div className="assign-card-actions">
      <AssignButton activityId={activityId} title={title} />
      <label className="assign-choice assign-pick">
        <input
          type="checkbox"
          checked={inSet}
          disabled={full}
          aria-label={t('set.addTitled', { title })}
          onChange={(e) => setPicked(e.target.checked ? [...set, { id: activityId, title }] : set.filter((p) => p.id !== activityId))}
        />
        {t('set.add')}
      </label>
    </div>
  );
}

/** The page with the set under it: what is picked, each removable, and "Assign the set" (the one assignment form). */
export function AssignSet({ children }: { children: ReactNode }) {
  const { t } = useTranslation('assignments');
  const { data: viewer } = useViewer();
  const set = usePicked();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState<AssignmentView | null>(null);
  const teacher = isTeacher(viewer?.role);
  return (
    <>
      {children}
      {teacher && (set.length > 0 || saved) ? (
        <aside className="assign-set no-print" aria-labelledby="assign-set-title">
          <div className="container">
            <h2 id="assign-set-title" className="assign-set-title">
              {t('set.title')}
            </h2>
            <p className="assign-muted">{t('set.count', { count: set.length })}</p>
            {set.length >= ASSIGNMENT_LIMITS.activities ? <p className="assign-muted">{t('set.full', { count: ASSIGNMENT_LIMITS.activities })}</p> : null}
            <ul className="assign-set-list">
              {set.map((p) => (
                <li key={p.id}>
                  {p.title}{' '}
                  <Button variant="secondary" size="sm" aria-label={t('set.remove', { title: p.title })} onClick={() => setPicked(set.filter((x) => x.id !== p.id))}>
                    ×
                  </Button>
                </li>
              ))}
            </ul>
            {saved ? (
              <p role="status" className="assign-saved">
                {t('saved')} <Link to={pagePath(ASSIGNMENT_PAGES.ofClass(saved.class_id))}>{t('seeAssignments')}</Link>
              </p>
            ) : null}
            {set.length > 0 ? (
              <p className="assignment-actions">
                <Button onClick={() => (setSaved(null), setOpen(true))}>{t('set.assign')}</Button>
                <Button variant="secondary" onClick={() => setPicked([])}>
                  {t('set.clear')}
                </Button>
              </p>
            ) : null}
          </div>
          <Modal open={open} onClose={() => setOpen(false)} title={t('set.dialogTitle')} size="lg">
            {open ? (
              <Suspense fallback={<Spinner label={t('loading')} />}>
                <AssignmentForm
                  activityIds={set.map((p) => p.id)}
                  onSaved={(a) => {
                    setSaved(a);
                    setOpen(false);
                    setPicked([]);
                  }}
                />
              </Suspense>
            ) : null}
          </Modal>
        </aside>
      ) : null}
    </>
  );
}
