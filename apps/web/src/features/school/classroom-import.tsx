import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CLASSROOM_PATHS } from '@numbloom/domain/classroom';
import type { ClassroomCourses, ClassroomImportResult } from '@numbloom/domain/classroom-schema';
import { ApiError, apiGet } from '../../api/client.ts';
import { pageSettings } from '../../lib/page-settings.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Select } from '../../ui/field.tsx';
import { errorIdOf, send, useSchoolText } from './api.ts';
import type { SchoolCardProps } from './school-card.tsx';

type Courses = Extract<ClassroomCourses, { status: 'ready' }>['courses'];

/** The address the page comes back to from Google: this page, saying the import was under way. */
const RETURN_MARK = 'classroom';
const returnPath = () => {
  const url = new URL(window.location.href);
  url.searchParams.set(RETURN_MARK, '1');
  return url.pathname + url.search;
};

/**
 * "Import from Google Classroom" on a teacher's dashboard (decision 079), where the site offers
 * Google sign-in: the teacher chooses to import, Google asks them (once) to let Numbloom read
 * their courses and rosters, then they pick a course and one of their classes. Run again, the
 * same course renames and adds children, and makes nobody twice.
 */
export function ClassroomImport({ classes }: Pick<SchoolCardProps, 'classes'>) {
  const { t } = useTranslation('school');
  const offered = (pageSettings().sso_providers ?? []).some((p) => p.id === 'google');
  if (!offered) return null;
  return (
    <section className="school-card" aria-labelledby="dash-classroom">
      <h2 id="dash-classroom">{t('classroom.title')}</h2>
      <p>{t('classroom.intro')}</p>
      <ClassroomSteps classes={classes} />
    </section>
  );
}

function ClassroomSteps({ classes }: Pick<SchoolCardProps, 'classes'>) {
  const { t } = useTranslation('school');
  const text = useSchoolText();
  const client = useQueryClient();
  const [courses, setCourses] = useState<Courses | null>(null);
  const [course, setCourse] = useState('');
  const [klass, setKlass] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<ClassroomImportResult | null>(null);

  const open = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiGet<ClassroomCourses>(CLASSROOM_PATHS.courses, { query: { next: returnPath() } });
      if (answer.status === 'grant_needed') {
        // Google's own page asks the teacher; it sends them back here
        window.location.assign(answer.authorize_url);
        return;
      }
      setCourses(answer.courses);
    } catch (e) {
      setError(e instanceof ApiError && e.userMessage ? text(e.userMessage) : t('errors.load'));
    } finally {
      setBusy(false);
    }
  };

  // back from Google: the courses at once, and the mark taken off the address
  useEffect(() => {
    const url = new URL(window.location.href);
    if (url.searchParams.get(RETURN_MARK) !== '1') return;
    url.searchParams.delete(RETURN_MARK);
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
    void open();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival from Google
  }, []);

  const importCourse = async () => {
    setBusy(true);
    setError(null);
    setDone(null);
    const res = await send<ClassroomImportResult>(CLASSROOM_PATHS.import(course), { class_id: klass });
    setBusy(false);
    if (!res.ok) return setError(text(res.message, errorIdOf(res)));
    setDone(res.data);
    // the dashboard's classes show the new children
    await client.invalidateQueries();
  };

  const className = classes.find((c) => c.id === done?.class_id)?.name ?? '';
  return (
    <>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div role="status">
        {done ? (
          <Alert tone="success">
            {t('classroom.done', { course: done.course.name, name: className })}{' '}
            {t('classroom.counts', { created: done.created, changed: done.changed, unchanged: done.unchanged })}
          </Alert>
        ) : null}
      </div>
      {done && done.left_out.length > 0 ? (
        <>
          <h3>{t('classroom.leftOutTitle')}</h3>
          <ul className="school-issues">
            {done.left_out.map((l, i) => (
              <li key={i}>{t(`classroom.leftOut.${l.reason}`, { name: l.name })}</li>
            ))}
          </ul>
        </>
      ) : null}
      {courses === null ? (
        <Button variant="secondary" disabled={busy} onClick={() => void open()}>
          {t('classroom.start')}
        </Button>
      ) : courses.length === 0 ? (
        <p>{t('classroom.noCourses')}</p>
      ) : classes.length === 0 ? (
        <p>{t('classroom.noClasses')}</p>
      ) : (
        <div className="school-actions">
          <Select
            label={t('classroom.course')}
            className="school-inline-field"
            value={course}
            placeholder={t('classroom.chooseCourse')}
            options={courses.map((c) => ({ value: c.id, label: c.section ? `${c.name} (${c.section})` : c.name, name: true }))}
            onChange={(e) => setCourse(e.target.value)}
          />
          <Select
            label={t('classroom.intoClass')}
            className="school-inline-field"
            value={klass}
            placeholder={t('classes.chooseClass')}
            options={classes.map((c) => ({ value: c.id, label: c.name, name: true }))}
            onChange={(e) => setKlass(e.target.value)}
          />
          <Button disabled={busy || !course || !klass} onClick={() => void importCourse()}>
            {t('classroom.import')}
          </Button>
        </div>
      )}
    </>
  );
}
