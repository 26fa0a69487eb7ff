import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_PAGES,
  ACCOUNT_PATHS,
  studentNameKey,
  type RenameStudentRequest,
  type Student,
  type TeacherClass,
  listedStudentName,
} from '@numbloom/domain/accounts';
import { ACCOUNT_DATA_PATHS } from '@numbloom/domain/account-data';
import { PROGRESS_PAGES } from '@numbloom/domain/runs';
import {
  displayParentCode,
  PARENT_CODE_RULES,
  PARENT_PATHS,
  type ParentCodeIssued,
  type StudentParentsView,
} from '@numbloom/domain/parents';
import { apiGet } from '../../../api/client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextArea, TextInput } from '../../../ui/field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { submit } from '../../../lib/forms.ts';
import { formatDay } from '../../../lib/dates.ts';
import { pagePath } from '../../../lib/page-path.ts';
import { Name, WithName } from '../../../ui/lang.tsx';
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
      <h3 id={headingId}>
        <Name>{klass.name}</Name>
      </h3>
      <p className="class-code-line">
        {t('classes.code')} <strong className="class-code">{klass.class_code}</strong>
      </p>
      <p>
        <Link to={pagePath(PROGRESS_PAGES.classProgress(klass.id))}>
          <WithName text={(name) => t('classes.progress', { name })} name={klass.name} />
        </Link>
      </p>
      {klass.students.length > 0 ? (
        <>
          <p className="class-students-title">{t('classes.students', { count: klass.students.length })}</p>
          <ul className="class-roster">
            {klass.students.map((s) => (
              <StudentItem key={s.id} klass={klass} student={s} />
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

/** A student of the class card, with the way to rename them. Keyed by the student, so it keeps its state as a new name moves it in the list. */
function StudentItem({ klass, student }: { klass: TeacherClass; student: Student }) {
  const { t } = useTranslation('accounts');
  const [renaming, setRenaming] = useState(false);
  const [coding, setCoding] = useState(false);
  const renameRef = useRef<HTMLButtonElement>(null);
  const codeRef = useRef<HTMLButtonElement>(null);
  const focusRename = useRef(false);
  // Once the form closes, saved or not, the keyboard goes on from the button that opened it.
  useEffect(() => {
    if (renaming || !focusRename.current) return;
    focusRename.current = false;
    renameRef.current?.focus();
  }, [renaming]);
  const close = () => {
    focusRename.current = true;
    setRenaming(false);
  };
  const closeCode = () => {
    setCoding(false);
    codeRef.current?.focus();
  };
  const listed = listedStudentName(student);
  return (
    <li className={renaming || coding ? 'class-roster-item class-roster-renaming' : 'class-roster-item'}>
      {renaming ? (
        <RenameStudentForm klass={klass} student={student} onClose={close} />
      ) : (
        <>
          <span>
            <Name>{listed}</Name>
          </span>
          {/* The visible word starts the name (WCAG 2.5.3); the student's name tells the buttons apart. */}
          <span className="parent-code-actions">
            <Button
              ref={renameRef}
              variant="ghost"
              size="sm"
              aria-label={t('classes.renameNamed', { name: listed })}
              onClick={() => setRenaming(true)}
            >
              {t('classes.rename')}
            </Button>
            <Button
              ref={codeRef}
              variant="ghost"
              size="sm"
              aria-label={t('parents.teacher.buttonNamed', { name: listed })}
              aria-expanded={coding}
              onClick={() => (coding ? closeCode() : setCoding(true))}
            >
              {t('parents.teacher.button')}
            </Button>
          </span>
          {coding ? <ParentCodePanel student={student} name={listed} onClose={closeCode} /> : null}
        </>
      )}
    </li>
  );
}

/**
 * A child's parent code (decision 077): the teacher makes one, reads it out or writes it down (it
 * is shown once), sees whether one waits and who is linked, and cancels a code or removes a parent.
 */
function ParentCodePanel({ student, name, onClose }: { student: Student; name: string; onClose: () => void }) {
  const { t } = useTranslation('accounts');
  const say = useMessageText();
  const client = useQueryClient();
  const key = ['parents', 'student', student.id];
  // who is linked changes on the parent's side: read again each time the panel opens
  const view = useQuery({
    queryKey: key,
    queryFn: () => apiGet<StudentParentsView>(PARENT_PATHS.studentCode(student.id)),
    retry: false,
    staleTime: 0,
  });
  const [issued, setIssued] = useState<ParentCodeIssued | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = `parent-code-${student.id}`;
  const act = async (run: () => Promise<{ ok: boolean; message?: string }>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    const res = await run();
    setBusy(false);
    if (!res.ok) setError(res.message ?? null);
    await client.invalidateQueries({ queryKey: key });
  };
  const make = () =>
    act(async () => {
      const res = await submit<ParentCodeIssued>(PARENT_PATHS.studentCode(student.id), {});
      if (res.ok) setIssued(res.data);
      return res;
    });
  const revoke = () =>
    act(async () => {
      const res = await submit<StudentParentsView>(PARENT_PATHS.studentCode(student.id), {}, { method: 'DELETE' });
      if (res.ok) {
        setIssued(null);
        setNotice(t('parents.teacher.revoked'));
      }
      return res;
    });
  const remove = (parentId: string) =>
    act(() => submit<StudentParentsView>(PARENT_PATHS.studentParent(student.id, parentId), {}, { method: 'DELETE' }));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };
  return (
    <section className="parent-code-panel" aria-labelledby={headingId} onKeyDown={onKeyDown}>
      <h4 id={headingId}>
        <WithName text={(n) => t('parents.teacher.title', { name: n })} name={name} />
      </h4>
      <p>
        <WithName
          text={(n) => t('parents.teacher.explain', { name: n, count: PARENT_CODE_RULES.validDays })}
          name={name}
        />
      </p>
      {view.isPending ? (
        <Spinner />
      ) : view.isError ? (
        <Alert tone="error">{t('parents.teacher.loadError')}</Alert>
      ) : (
        <>
          {issued ? (
            <Alert tone="success">
              {t('parents.teacher.shownLabel')} <strong className="class-code">{displayParentCode(issued.code)}</strong>{' '}
              {t('parents.teacher.shownNote')} {t('parents.teacher.validUntil', { date: formatDay(issued.expires_at) })}
            </Alert>
          ) : view.data.active_code ? (
            <p>{t('parents.teacher.waiting', { date: formatDay(view.data.active_code.expires_at) })}</p>
          ) : null}
          {notice ? <Alert>{notice}</Alert> : null}
          {error ? <Alert tone="error">{say(error)}</Alert> : null}
          <div className="parent-code-actions">
            <Button variant="secondary" size="sm" disabled={busy} aria-busy={busy || undefined} onClick={make}>
              {issued || view.data.active_code ? t('parents.teacher.makeNew') : t('parents.teacher.make')}
            </Button>
            {issued || view.data.active_code ? (
              <Button variant="ghost" size="sm" disabled={busy} onClick={revoke}>
                {t('parents.teacher.revoke')}
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={onClose}>
              {t('parents.teacher.close')}
            </Button>
          </div>
          <h5>
            <WithName text={(n) => t('parents.teacher.parentsTitle', { name: n })} name={name} />
          </h5>
          {view.data.parents.length === 0 ? (
            <p>{t('parents.teacher.noParents')}</p>
          ) : (
            <ul className="parent-code-list">
              {view.data.parents.map((p) => (
                <li key={p.id}>
                  <span>
                    <WithName
                      text={(parent) => t('parents.teacher.linkedOn', { parent, date: formatDay(p.linked_at) })}
                      name={p.name}
                    />
                  </span>
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={busy}
                    aria-label={t('parents.teacher.removeNamed', { parent: p.name })}
                    onClick={() => remove(p.id)}
                  >
                    {t('parents.teacher.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/**
 * A student's new name, in place of their line: the field starts from the
 * name and takes the focus; Escape or Cancel leaves the name as it was. A
 * name another student of the class has is said first, as when adding.
 */
function RenameStudentForm({
  klass,
  student,
  onClose,
}: {
  klass: TeacherClass;
  student: Student;
  onClose: () => void;
}) {
  const { t } = useTranslation('accounts');
  const say = useMessageText();
  const client = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const open = useRef(true);
  const [name, setName] = useState(student.display_name);
  const [error, setError] = useState<string | null>(null);
  // the name the teacher was told another student has: saving it again gives it
  const [warned, setWarned] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    inputRef.current?.focus();
    inputRef.current?.select();
  }, []);
  const cancel = () => {
    open.current = false;
    onClose();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    cancel();
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = name.trim();
    // nothing changes, nothing to send
    if (next === student.display_name) {
      cancel();
      return;
    }
    const key = studentNameKey(next);
    const shared =
      next !== '' &&
      key !== studentNameKey(student.display_name) &&
      klass.students.some((s) => s.id !== student.id && studentNameKey(s.display_name) === key);
    if (shared && warned !== name) {
      setWarned(name);
      return;
    }
    setBusy(true);
    setError(null);
    const res = await submit<TeacherClass>(
      ACCOUNT_DATA_PATHS.student(student.id),
      { display_name: next } satisfies RenameStudentRequest,
      { method: 'PATCH' },
    );
    setBusy(false);
    if (res.ok) {
      // the answer is the class as it now is: the card (and every list of it on the page) shows it without asking again
      client.setQueryData<MyClasses>(
        CLASSES_KEY,
        (old) => old && { ...old, classes: old.classes.map((c) => (c.id === res.data.id ? res.data : c)) },
      );
      if (open.current) cancel();
    } else if (open.current) {
      setError(res.fields.display_name ?? res.message);
      inputRef.current?.focus();
    }
  };
  const listed = listedStudentName(student);
  const warning = warned !== null && warned === name;
  return (
    <form noValidate onSubmit={onSubmit} onKeyDown={onKeyDown} className="rename-student">
      <TextInput
        ref={inputRef}
        label={<WithName text={(name) => t('classes.renameLabel', { name })} name={listed} />}
        maxLength={ACCOUNT_LIMITS.studentName}
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={say(error)}
      />
      {warning ? <Alert>{t('classes.renameSameName', { name: name.trim() })}</Alert> : null}
      <div className="rename-student-actions">
        <Button type="submit" variant="secondary" size="sm" disabled={busy} aria-busy={busy || undefined}>
          {warning ? t('classes.saveAnyway') : t('classes.save')}
        </Button>
        <Button variant="ghost" size="sm" onClick={cancel}>
          {t('classes.cancel')}
        </Button>
      </div>
    </form>
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
        label={<WithName text={(name) => t('classes.addStudentsTo', { name })} name={klass.name} />}
        hint={t('classes.addStudentsHint', { count: ACCOUNT_LIMITS.studentsPerRequest })}
        rows={4}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={say(error)}
      />
      {warning ? (
        <Alert>
          {t('classes.sameName', {
            names: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(warning),
          })}
        </Alert>
      ) : null}
      <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy || undefined}>
        {warning ? t('classes.addAnyway') : t('classes.addStudents')}
      </Button>
    </form>
  );
}
