import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_PATHS,
  prepareClassCode,
  teacherCodeLoginRequestSchema,
  type TeacherCodeLoginResponse,
  type User,
  listedStudentName,
} from '@numbloom/domain/accounts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { TextInput } from '../../ui/field.tsx';
import { submit, useDocumentTitle } from '../../lib/forms.ts';
import { pagePath, safeNext } from '../../lib/page-path.ts';
import { useSessionChanged, viewerHome } from '../../lib/session.ts';
import { useMessageText } from './messages.ts';
import '../../ui/auth/auth.css';
import './accounts.css';
import { Name, WithName } from '../../ui/lang.tsx';

type PickName = Extract<TeacherCodeLoginResponse, { step: 'pick_name' }>;

/**
 * Student login (teacher-code-login): a child types the class code their
 * teacher gave them, picks their own name from the class list, and is in.
 * No email, no password. In, they go where they came from (?next=, a page of
 * this site: a challenge's play page sends them here) or to their own home,
 * which is the child's own entry: a whole page load, not the app's router.
 */
export function StudentLoginPage() {
  // Every catalogue the page needs, fetched together rather than one after another.
  const { t } = useTranslation(['accounts', 'auth', 'ui']);
  const text = useMessageText();
  useDocumentTitle(t('student.title'));
  const sessionChanged = useSessionChanged();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [klass, setKlass] = useState<PickName | null>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [user, setUser] = useState<User | null>(null);
  const stepHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (klass || user) stepHeading.current?.focus();
  }, [klass, user]);

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = teacherCodeLoginRequestSchema.pick({ class_code: true }).safeParse({ class_code: code });
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy('code');
    setCodeError(null);
    const res = await submit<TeacherCodeLoginResponse>(ACCOUNT_PATHS.teacherCodeLogin, {
      class_code: prepareClassCode(code),
    });
    setBusy(null);
    if (res.ok && res.data.step === 'pick_name') setKlass(res.data);
    else if (!res.ok) setCodeError(res.fields.class_code ?? res.message);
  };

  const pick = async (studentId: string) => {
    setBusy(studentId);
    setPickError(null);
    const res = await submit<TeacherCodeLoginResponse>(ACCOUNT_PATHS.teacherCodeLogin, {
      class_code: prepareClassCode(code),
      student_id: studentId,
    });
    setBusy(null);
    if (res.ok && res.data.step === 'logged_in') {
      setUser(res.data.user);
      sessionChanged();
      location.assign(safeNext(new URLSearchParams(location.search).get('next'), pagePath(viewerHome('student'))));
    } else if (!res.ok) setPickError(res.fields.student_id ?? res.fields.class_code ?? res.message);
  };

  if (user) {
    return (
      <section className="auth-page student-login" aria-labelledby="student-welcome">
        <h1 id="student-welcome" ref={stepHeading} tabIndex={-1}>
          <WithName text={(name) => t('student.welcome', { name })} name={user.first_name} />
        </h1>
        <p>{t('student.signedIn')}</p>
        <ButtonLink to={pagePath(viewerHome('student'))} reloadDocument>
          {t('student.continue')}
        </ButtonLink>
      </section>
    );
  }

  return (
    <section className="auth-page student-login" aria-labelledby="student-title">
      <h1 id="student-title">{t('student.title')}</h1>
      {klass ? (
        <section aria-labelledby="pick-title">
          <h2 id="pick-title" ref={stepHeading} tabIndex={-1}>
            <WithName text={(className) => t('student.pick', { className })} name={klass.class_name} />
          </h2>
          {pickError ? <Alert tone="error">{text(pickError)}</Alert> : null}
          {klass.students.length === 0 ? (
            <p>{t('student.emptyClass')}</p>
          ) : (
            <ul className="student-names">
              {klass.students.map((s) => (
                <li key={s.id}>
                  <Button
                    variant="secondary"
                    onClick={() => void pick(s.id)}
                    disabled={busy !== null}
                    aria-busy={busy === s.id || undefined}
                  >
                    <Name>{listedStudentName(s)}</Name>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Button
            variant="ghost"
            onClick={() => {
              setKlass(null);
              setPickError(null);
            }}
          >
            {t('student.otherCode')}
          </Button>
        </section>
      ) : (
        <form noValidate onSubmit={sendCode} className="auth-form">
          <p>{t('student.lead')}</p>
          <TextInput
            label={t('student.code')}
            hint={t('student.codeHint', { count: ACCOUNT_LIMITS.classCodeLength })}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className="class-code-input"
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (codeError) setCodeError(null);
            }}
            error={text(codeError)}
            required
          />
          <Button type="submit" disabled={busy !== null} aria-busy={busy === 'code' || undefined}>
            {t('student.next')}
          </Button>
        </form>
      )}
    </section>
  );
}
