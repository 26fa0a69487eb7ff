import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_CLOSED_PAGE,
  ACCOUNT_DATA_PATHS,
  CLOSED_ACCOUNT_RETENTION_DAYS,
  RECENT_SIGN_IN_MINUTES,
  closeAccountWithPasswordSchema,
  deletionDeadline,
  type CloseAccountResponse,
} from '@numbloom/domain/account-data';
import {
  ACCOUNT_PATHS,
  keepsClasses,
  SSO_PROVIDER_NAMES,
  type ChildrenResponse,
  type SsoProvider,
  type TeacherClass,
  type User,
  listedStudentName,
} from '@numbloom/domain/accounts';
import { apiGet } from '../../../api/client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Modal } from '../../../ui/modal.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { PasswordField } from '../../../ui/auth/password-field.tsx';
import { ssoStartHref } from '../../../ui/auth/sso-buttons.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { submit } from '../../../lib/forms.ts';
import { pagePath } from '../../../lib/page-path.ts';
import { useMessageText } from '../messages.ts';
import './your-data-section.css';
import { Name } from '../../../ui/lang.tsx';

/** The same answer the classes section shows (one cache entry for both). */
const CLASSES_KEY = ['accounts', 'classes'] as const;
/** the same key as the children page's list, so a deletion here shows there too */
const CHILDREN_KEY = ['accounts', 'children'] as const;

/**
 * "Your data" on the Account page, what the privacy policy promises a holder
 * can do themselves: download everything kept, delete one student's data
 * now, close the account (everything deleted within 30 days).
 */
export function YourDataSection({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  // a teacher's or school leader's students by class, a parent's children (privacy page: either can delete one child's data)
  const managesStudents = keepsClasses(user.role) || user.role === 'parent';
  return (
    <section className="account-section your-data" aria-labelledby="data-title">
      <h2 id="data-title">{t('data.title')}</h2>
      <p>
        {t('data.lead')} <Link to="/home/privacy/">{t('data.privacyLink')}</Link>.
      </p>
      <h3>{t('data.downloadTitle')}</h3>
      <p id="data-download-hint">{t('data.downloadHint')}</p>
      {/* A plain link: the server names the file and sends it as a download; the session cookie goes with it. */}
      <a className="btn btn-secondary" href={ACCOUNT_DATA_PATHS.export} download aria-describedby="data-download-hint">
        {t('data.download')}
      </a>
      {managesStudents ? <StudentsData parent={user.role === 'parent'} /> : null}
      <CloseAccount user={user} />
    </section>
  );
}

/** The students whose data the holder may delete: a class each for a teacher, one group of their children for a parent. */
function useStudentGroups(parent: boolean, childrenTitle: string) {
  const classes = useQuery({
    queryKey: CLASSES_KEY,
    queryFn: () => apiGet<{ classes: TeacherClass[] }>(ACCOUNT_PATHS.myClassCode),
    enabled: !parent,
  });
  const children = useQuery({
    queryKey: CHILDREN_KEY,
    queryFn: () => apiGet<ChildrenResponse>(ACCOUNT_PATHS.children),
    enabled: parent,
  });
  if (parent) {
    return {
      ...children,
      data: children.data
        ? { classes: [{ id: 'children', name: childrenTitle, students: children.data.children }] }
        : undefined,
    };
  }
  return classes;
}

function StudentsData({ parent }: { parent: boolean }) {
  const { t } = useTranslation('accounts');
  const classes = useStudentGroups(parent, t('children.yours'));
  const [chosen, setChosen] = useState<{ id: string; name: string } | null>(null);
  // An object per deletion, so deleting two students of the same name moves focus twice.
  const [deleted, setDeleted] = useState<{ name: string } | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const withStudents = classes.data?.classes.filter((c) => c.students.length > 0) ?? [];

  // The button that opened the dialog is gone with the student: focus goes to the message that says so.
  // This effect runs after the dialog's own (a parent's effects follow its children's), so the
  // dialog's closing cannot move focus back to where the button was.
  useEffect(() => {
    if (deleted) doneRef.current?.focus();
  }, [deleted]);

  const onDeleted = (name: string) => {
    setChosen(null);
    setDeleted({ name });
  };

  return (
    <div className="students-data">
      <h3>{t('data.studentsTitle')}</h3>
      <p>{t('data.studentsLead')}</p>
      <div role="status">
        {deleted ? (
          <p ref={doneRef} tabIndex={-1} className="alert alert-success">
            {t('data.studentDeleted', { name: deleted.name })}
          </p>
        ) : null}
      </div>
      {classes.isPending ? (
        <Spinner />
      ) : classes.isError ? (
        <Alert tone="error">{t('classes.loadError')}</Alert>
      ) : withStudents.length === 0 ? (
        <p>{t('data.noStudents')}</p>
      ) : (
        withStudents.map((c) => (
          <div key={c.id} className="students-data-class">
            <h4 id={`data-class-${c.id}`}>
              <Name>{c.name}</Name>
            </h4>
            <ul className="students-data-list" aria-labelledby={`data-class-${c.id}`}>
              {c.students.map((s) => (
                <li key={s.id}>
                  <span>
                    <Name>{listedStudentName(s)}</Name>
                  </span>
                  {/* The visible words start the name (WCAG 2.5.3); the student's name tells the buttons apart. */}
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('data.deleteStudentNamed', { name: listedStudentName(s) })}
                    onClick={() => setChosen({ id: s.id, name: listedStudentName(s) })}
                  >
                    {t('data.deleteStudent')}
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ))
      )}
      <DeleteStudentDialog student={chosen} onClose={() => setChosen(null)} onDeleted={onDeleted} />
    </div>
  );
}

/** The confirm step before a student's data goes: focus starts on Cancel, the safe choice. */
function DeleteStudentDialog({
  student,
  onClose,
  onDeleted,
}: {
  student: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const client = useQueryClient();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!student) return;
    setBusy(true);
    setError(null);
    const res = await submit(ACCOUNT_DATA_PATHS.student(student.id), {}, { method: 'DELETE' });
    setBusy(false);
    if (!res.ok) {
      setError(text(res.message) ?? res.message);
      return;
    }
    await client.invalidateQueries({ queryKey: CLASSES_KEY });
    await client.invalidateQueries({ queryKey: CHILDREN_KEY });
    onDeleted(student.name);
  };

  return (
    <Modal
      open={student !== null}
      onClose={close}
      size="sm"
      title={t('data.deleteStudentTitle')}
      description={student ? t('data.deleteStudentWarning', { name: student.name }) : undefined}
      initialFocusRef={cancelRef}
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="dialog-actions">
        <Button ref={cancelRef} variant="secondary" onClick={close}>
          {t('data.cancel')}
        </Button>
        <Button className="btn-danger" onClick={() => void confirm()} disabled={busy} aria-busy={busy || undefined}>
          {student ? t('data.confirmDeleteStudent', { name: student.name }) : null}
        </Button>
      </div>
    </Modal>
  );
}

function CloseAccount({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const [open, setOpen] = useState(false);
  const deleteBy = formatDay(deletionDeadline(new Date()).toISOString());
  const managesClasses = keepsClasses(user.role);
  return (
    <div className="close-account">
      <h3>{t('data.closeTitle')}</h3>
      <p>{t('data.closeLead')}</p>
      <ul>
        <li>{t('data.closeSignedOut')}</li>
        {managesClasses ? <li>{t('data.closeStudents')}</li> : null}
        <li>{t('data.closeDeleted', { count: CLOSED_ACCOUNT_RETENTION_DAYS, date: deleteBy })}</li>
        <li>{t('data.closeDownloadFirst')}</li>
      </ul>
      <Button variant="secondary" className="btn-danger-outline" onClick={() => setOpen(true)}>
        {t('data.close')}
      </Button>
      <CloseAccountDialog user={user} open={open} onClose={() => setOpen(false)} deleteBy={deleteBy} />
    </div>
  );
}

/**
 * The last step: the password (or, for a Google or Microsoft account, a
 * recent sign-in) confirms it is the holder. On success the session is gone:
 * the page moves to the closed-account page and forgets who was signed in.
 */
function CloseAccountDialog({
  user,
  open,
  onClose,
  deleteBy,
}: {
  user: User;
  open: boolean;
  onClose: () => void;
  deleteBy: string;
}) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const navigate = useNavigate();
  const passwordRef = useRef<HTMLInputElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const hasPassword = user.sign_in_methods.includes('password');
  const providers = user.sign_in_methods.filter((m): m is SsoProvider => m === 'google' || m === 'microsoft');
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setPassword('');
    setFieldError(null);
    setFormError(null);
    onClose();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFieldError(null);
    setFormError(null);
    let body = {};
    if (hasPassword) {
      // The server's own rule for the body: a password is required for an account that has one.
      const parsed = closeAccountWithPasswordSchema.safeParse({ password });
      if (!parsed.success) {
        setFieldError(text(parsed.error.issues[0]?.message) ?? null);
        passwordRef.current?.focus();
        return;
      }
      body = { password: parsed.data.password };
    }
    setBusy(true);
    const res = await submit<CloseAccountResponse>(ACCOUNT_DATA_PATHS.close, body);
    setBusy(false);
    if (res.ok) {
      // The closed page forgets the session once it is shown: forgotten here, the account page
      // (still shown while that page loads) would send the visitor to log in instead.
      await navigate(`${pagePath(ACCOUNT_CLOSED_PAGE)}?delete_by=${res.data.delete_by.slice(0, 10)}`, {
        replace: true,
      });
      return;
    }
    if (res.fields.password) {
      setFieldError(text(res.fields.password) ?? res.fields.password);
      passwordRef.current?.focus();
    } else setFormError(text(res.message) ?? res.message);
  };

  return (
    <Modal
      open={open}
      onClose={close}
      title={t('data.closeConfirmTitle')}
      description={t('data.closeConfirmLead', { date: deleteBy })}
      initialFocusRef={hasPassword ? passwordRef : cancelRef}
    >
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="inline-form">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        {hasPassword ? (
          <PasswordField
            name="password"
            label={t('data.password')}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            required
            error={fieldError}
            ref={passwordRef}
          />
        ) : (
          <>
            <p>
              {t('data.recentSignIn', {
                providers: providers.map((p) => SSO_PROVIDER_NAMES[p]).join(', '),
                count: RECENT_SIGN_IN_MINUTES,
              })}
            </p>
            <ul className="auth-links">
              {providers.map((p) => (
                <li key={p}>
                  <a href={ssoStartHref(ACCOUNT_PATHS.ssoStart(p))}>
                    {t('data.signInAgainWith', { provider: SSO_PROVIDER_NAMES[p] })}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        <div className="dialog-actions">
          <Button ref={cancelRef} variant="secondary" onClick={close}>
            {t('data.cancel')}
          </Button>
          <Button type="submit" className="btn-danger" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('data.closing') : t('data.closeConfirm')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
