import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_PAGES,
  ACCOUNT_PATHS,
  CHILD_GRADES,
  type ChildrenResponse,
  listedStudentName,
} from '@numbloom/domain/accounts';
import { PARENT_CODE_RULES, PARENT_PAGES, PARENT_PATHS, type ParentChildrenView, type ParentChildSummary } from '@numbloom/domain/parents';
import { linkByCodeRequestSchema } from '@numbloom/domain/parents-schema';
import { apiGet } from '../../api/client.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Select, TextInput } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { submit, useDocumentTitle } from '../../lib/forms.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useMe } from '../../lib/session.ts';
import { useMessageText } from './messages.ts';
import { EmailChoice } from './components/email-choice.tsx';
import '../../ui/auth/auth.css';
import './accounts.css';
import { Name, WithNames } from '../../ui/lang.tsx';

const CHILDREN_KEY = ['accounts', 'children'] as const;
const SEEN_KEY = ['parents', 'children'] as const;

/**
 * /account/children/: a parent's children (decision 041). The family is a
 * class the parent's account holds: each child signs in on the student login
 * page with the family code and their name, as a class's students do. A child
 * in a teacher's class shows here once the school links them or the parent
 * enters the teacher's parent code (decision 077); each child's name leads to
 * their progress.
 */
export function ChildrenPage() {
  const { t } = useTranslation(['accounts', 'auth', 'ui']);
  useDocumentTitle(t('children.title'));
  const me = useMe();
  const parent = me.data?.user.role === 'parent';
  const family = useQuery({
    queryKey: CHILDREN_KEY,
    queryFn: () => apiGet<ChildrenResponse>(ACCOUNT_PATHS.children),
    enabled: parent,
    retry: false,
  });

  if (me.isPending) return <Spinner />;
  if (!me.data)
    return (
      <Navigate
        to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(pagePath(ACCOUNT_PAGES.children))}`}
        replace
      />
    );
  return (
    <section className="auth-page account-page" aria-labelledby="children-title">
      <h1 id="children-title">{t('children.title')}</h1>
      {!parent ? (
        <p>{t('children.parentsOnly')}</p>
      ) : family.isPending ? (
        <Spinner />
      ) : family.isError ? (
        <Alert tone="error">{t('children.loadError')}</Alert>
      ) : (
        <>
          <section className="account-section" aria-labelledby="children-list-title">
            <h2 id="children-list-title">{t('children.yours')}</h2>
            {family.data.children.length === 0 ? (
              <p>{t('children.none')}</p>
            ) : (
              <>
                <ul className="class-students">
                  {family.data.children.map((c) => (
                    <li key={c.id}>
                      <Link to={pagePath(PARENT_PAGES.child(c.id))} aria-label={t('parents.see', { name: listedStudentName(c) })}>
                        <Name>{listedStudentName(c)}</Name>
                      </Link>
                      {c.grade ? `, ${t(`children.grades.${c.grade}`)}` : ''}
                    </li>
                  ))}
                </ul>
                <p className="class-code-line">
                  {t('children.code')} <strong className="class-code">{family.data.family_code}</strong>
                </p>
                <p>
                  {t('children.howToSignIn')}{' '}
                  <a href={pagePath(ACCOUNT_PAGES.studentLogin)}>{t('classes.studentLoginPage')}</a>
                </p>
              </>
            )}
          </section>
          {family.data.children.length < ACCOUNT_LIMITS.childrenPerFamily ? <AddChildForm /> : null}
          <ClassChildren />
          <LinkByCodeForm />
          <EmailChoice topic="weekly-summary" />
        </>
      )}
    </section>
  );
}

/** First name and grade: the server makes the family with the first child. */
function AddChildForm() {
  const { t } = useTranslation('accounts');
  const say = useMessageText();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [grade, setGrade] = useState('');
  const [errors, setErrors] = useState<{ first_name?: string; grade?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    const res = await submit<ChildrenResponse>(ACCOUNT_PATHS.children, {
      first_name: name.trim(),
      ...(grade ? { grade } : {}),
    });
    setBusy(false);
    if (res.ok) {
      setName('');
      setGrade('');
      client.setQueryData(CHILDREN_KEY, res.data);
    } else if (res.fields.first_name || res.fields.grade)
      setErrors({ first_name: res.fields.first_name, grade: res.fields.grade });
    else setErrors({ form: res.message });
  };
  return (
    <section className="account-section" aria-labelledby="add-child-title">
      <h2 id="add-child-title">{t('children.addTitle')}</h2>
      <form noValidate onSubmit={onSubmit} className="inline-form">
        <TextInput
          label={t('children.firstName')}
          required
          maxLength={50}
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={say(errors.first_name ?? null)}
        />
        <Select
          label={t('children.grade')}
          required
          placeholder={t('children.chooseGrade')}
          options={CHILD_GRADES.map((g) => ({ value: g, label: t(`children.grades.${g}`) }))}
          value={grade}
          onChange={(e) => setGrade(e.target.value)}
          error={say(errors.grade ?? null)}
        />
        {errors.form ? <Alert tone="error">{say(errors.form)}</Alert> : null}
        <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy || undefined}>
          {t('children.add')}
        </Button>
      </form>
    </section>
  );
}

/** The children of a teacher's class the parent sees: linked by their school or with a parent code. */
function ClassChildren() {
  const { t } = useTranslation('accounts');
  const seen = useQuery({ queryKey: SEEN_KEY, queryFn: () => apiGet<ParentChildrenView>(PARENT_PATHS.children), retry: false });
  const inClass = seen.data?.children.filter((c) => c.link !== 'family') ?? [];
  if (seen.isError) return <Alert tone="error">{t('children.loadError')}</Alert>;
  if (inClass.length === 0) return null;
  return (
    <section className="account-section" aria-labelledby="class-children-title">
      <h2 id="class-children-title">{t('parents.classChildrenTitle')}</h2>
      <ul className="linked-children">
        {inClass.map((c) => (
          <ClassChild key={c.id} child={c} />
        ))}
      </ul>
    </section>
  );
}

function ClassChild({ child }: { child: ParentChildSummary }) {
  const { t } = useTranslation('accounts');
  return (
    <li>
      <Link to={pagePath(PARENT_PAGES.child(child.id))}>{t('parents.see', { name: child.name })}</Link>
      {child.class ? <p><WithNames text={(n) => t('parents.classLine', n)} names={{ class: child.class.name, teacher: child.class.teacher_name }} /></p> : null}
      <p className="link-kind">{child.link === 'school' ? t('parents.viaSchool') : t('parents.viaCode')}</p>
    </li>
  );
}

/** The parent code a child's teacher gave: checked here by the schema the server checks it with, then sent. */
function LinkByCodeForm() {
  const { t } = useTranslation('accounts');
  const say = useMessageText();
  const client = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [linked, setLinked] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setLinked(null);
    const parsed = linkByCodeRequestSchema.safeParse({ code });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    setError(null);
    const res = await submit<{ child: ParentChildSummary }>(PARENT_PATHS.links, { code });
    setBusy(false);
    if (res.ok) {
      setCode('');
      setLinked(res.data.child.name);
      await client.invalidateQueries({ queryKey: SEEN_KEY });
    } else setError(res.fields.code ?? res.message);
  };
  return (
    <section className="account-section" aria-labelledby="link-code-title">
      <h2 id="link-code-title">{t('parents.linkTitle')}</h2>
      <p>{t('parents.linkExplain')}</p>
      <form noValidate onSubmit={onSubmit} className="inline-form">
        <TextInput
          className="class-code-input"
          label={t('parents.codeLabel')}
          hint={t('parents.codeHint', { count: PARENT_CODE_RULES.length })}
          required
          maxLength={20}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={say(error)}
        />
        <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy || undefined}>
          {t('parents.link')}
        </Button>
      </form>
      {linked ? <Alert tone="success">{t('parents.linked', { name: linked })}</Alert> : null}
    </section>
  );
}
