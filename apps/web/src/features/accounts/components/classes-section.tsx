import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ACCOUNT_LIMITS, ACCOUNT_PAGES, ACCOUNT_PATHS, studentNameKey, type TeacherClass, listedStudentName } from '@numbloom/domain/accounts';
import { PROGRESS_PAGES } from '@numbloom/domain/runs';
import { apiGet } from '../../../api/client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextArea, TextInput } from '../../../ui/field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { submit } from '../../../lib/forms.ts';
import { pagePath } from '../../../lib/page-path.ts';
import { useMessageText } from '../messages.ts';

interface MyClasses {
  class_code: string | null;
  classes: TeacherClass[];
}

const CLASSES_KEY = ['accounts', 'classes'] as const;

/** A teacher's classes, each with the class code students log in with, and the forms to add to them. */
export function ClassesSection() {
  const { t } = useTranslation('accounts');
  const classes = useQuery({ queryKey: CLASSES_KEY, queryFn: () => apiGet<MyClasses>(ACCOUNT_PATHS.myClassCode) });
  return (
    <section className="account-section" aria-labelledby="classes-title">
      <h2 id="classes-title">{t('classes.title')}</h2>
      <p>
        {t('classes.explain')} <a href={pagePath(ACCOUNT_PAGES.studentLogin)}>{t('classes.studentLoginPage')}</a>
      </p>
      {classes.isPending ? (
        <Spinner />
      ) : classes.isError ? (
        <Alert tone="error">{t('classes.loadError')}</Alert>
      ) : (
        <>
          {classes.data.classes.length === 0 ? <p>{t('classes.none')}</p> : null}
          <ul className="class-list">
            {classes.data.classes.map((c) => (
              <li key={c.id}>
                <ClassCard klass={c} />
              </li>
            ))}
          </ul>
          <CreateClassForm />
        </>
      )}
    </section>
  );
}

function ClassCard({ klass }: { klass: TeacherClass }) {
  const { t } = useTranslation('accounts');
  const headingId = `class-${klass.id}`;
  return (
    <article className="class-card" aria-labelledby={headingId}>
      <h3 id={headingId}>{klass.name}</h3>
      <p className="class-code-line">
        {t('classes.code')} <strong className="class-code">{klass.class_code}</strong>
      </p>
      <p>
        <Link to={pagePath(PROGRESS_PAGES.classProgress(klass.id))}>{t('classes.progress', { name: klass.name })}</Link>
      </p>
      {klass.students.length > 0 ? (
        <>
          <p className="class-students-title">{t('classes.students', { count: klass.students.length })}</p>
          <ul className="class-students">
            {klass.students.map((s) => (
              <li key={s.id}>{listedStudentName(s)}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('classes.noStudents')}</p>
      )}
      <AddStudentsForm klass={klass} />
    </article>
  );
}

function CreateClassForm() {
  const { t } = useTranslation('accounts');
  const say = useMessageText();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const res = await submit(ACCOUNT_PATHS.myClassCode, name.trim() ? { name: name.trim() } : {});
    setBusy(false);
    if (res.ok) {
      setName('');
      await client.invalidateQueries({ queryKey: CLASSES_KEY });
    } else setError(res.fields.name ?? res.message);
  };
  return (
    <form noValidate onSubmit={onSubmit} className="inline-form" aria-labelledby="create-class-title">
      <h3 id="create-class-title">{t('classes.createTitle')}</h3>
      <TextInput
        label={t('classes.name')}
        optional
        hint={t('classes.nameHint')}
        maxLength={ACCOUNT_LIMITS.className}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={say(error)}
      />
      <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy || undefined}>
        {t('classes.create')}
      </Button>
    </form>
  );
}

/** The names of a list that are in the class already, or twice in the list, as the teacher typed them. */
function sameNames(klass: TeacherClass, names: string[]): string[] {
  const seen = new Set(klass.students.map((s) => studentNameKey(s.display_name)));
  const shared = new Map<string, string>();
  for (const name of names) {
    const key = studentNameKey(name);
    if (seen.has(key) && !shared.has(key)) shared.set(key, name);
    seen.add(key);
  }
  return [...shared.values()];
}

function AddStudentsForm({ klass }: { klass: TeacherClass }) {
  const { t, i18n } = useTranslation('accounts');
  const say = useMessageText();
  const client = useQueryClient();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  // the names the teacher was told are shared, for the list as it then was: a second submit adds them
  const [warned, setWarned] = useState<{ text: string; names: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const names = text
      .split('\n')
      .map((n) => n.trim())
      .filter(Boolean);
    const shared = sameNames(klass, names);
    if (shared.length > 0 && warned?.text !== text) {
      setWarned({ text, names: shared });
      return;
    }
    setBusy(true);
    setError(null);
    const res = await submit(ACCOUNT_PATHS.classStudents(klass.id), { names });
    setBusy(false);
    if (res.ok) {
      setText('');
      setWarned(null);
      await client.invalidateQueries({ queryKey: CLASSES_KEY });
    } else setError(Object.values(res.fields)[0] ?? res.message);
  };
  const warning = warned && warned.text === text ? warned.names : null;
  return (
    <form noValidate onSubmit={onSubmit} className="inline-form">
      <TextArea
        label={t('classes.addStudentsTo', { name: klass.name })}
        hint={t('classes.addStudentsHint', { max: ACCOUNT_LIMITS.studentsPerRequest })}
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={say(error)}
      />
      {warning ? <Alert>{t('classes.sameName', { names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(warning) })}</Alert> : null}
      <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy || undefined}>
        {warning ? t('classes.addAnyway') : t('classes.addStudents')}
      </Button>
    </form>
  );
}
