import { useState, type FormEvent, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SIGN_IN_WAIT_MINUTES } from '@numbloom/domain/account-paths';
import { SCHOOL_MESSAGES } from '@numbloom/domain/school-members';
import { STAFF_MESSAGES, STAFF_PAGES, STAFF_PATHS, type StaffMember } from '@numbloom/domain/staff';
import { ApiError, apiGet } from '../../api/client.ts';
import { submit } from '../../lib/forms.ts';
import { messageKeys } from '../../lib/message-text.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextInput } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import './staff.css';
import { WithName } from '../../ui/lang.tsx';

const STAFF_ME_KEY = ['staff', 'me'] as const;

/** The server's texts the admin's catalogue words (the server's are English); the wait's number is the domain's. */
const messageKey = messageKeys(
  new Map([
    [STAFF_MESSAGES.loginRequired, 'errors.loginRequired'],
    [STAFF_MESSAGES.staffOnly, 'errors.staffOnly'],
    [STAFF_MESSAGES.wrongLogin, 'errors.wrongLogin'],
    [STAFF_MESSAGES.notFound, 'errors.notFound'],
    [SCHOOL_MESSAGES.askYourAdmin, 'errors.schoolHasAdmin'],
    [SCHOOL_MESSAGES.memberNotFound, 'errors.requestGone'],
  ]),
  { counted: new Map([[STAFF_MESSAGES.tooManyAttempts, { key: 'errors.tooManyAttempts', count: SIGN_IN_WAIT_MINUTES }]]) },
);

/** A server text in the admin's language where the catalogue has it. */
export function useStaffText() {
  const { t } = useTranslation('staff');
  return (message: string) => {
    const found = messageKey(message);
    return found ? t(found.key, { count: found.count }) : message;
  };
}

const SECTIONS = ['campaigns', 'competitions', 'challenges', 'registrations', 'leads', 'enquiries', 'systemReports', 'schools', 'audit'] as const;

/** The admin's own header (decision 084): the product's name and "Staff admin", never the public site's sign-in or trial links. */
function StaffHeader() {
  const { t } = useTranslation('staff');
  return (
    <header className="staff-header">
      <NavLink to={pagePath(STAFF_PAGES.home)} className="staff-brand" end>
        Numbloom <span>{t('nav.admin')}</span>
      </NavLink>
    </header>
  );
}

/**
 * Every staff page sits in this frame, apart from the public site's (the routes give it the bare
 * frame): nobody but a signed-in staff member sees anything but the login form (the staff API
 * refuses them too, decision 037), then the admin's navigation, who is signed in, and Log out.
 */
export function StaffShell({ title, heading, children }: { title: string; heading?: ReactNode; children: ReactNode }) {
  return (
    <>
      <StaffHeader />
      <StaffFrame title={title} heading={heading}>{children}</StaffFrame>
    </>
  );
}

/** `heading` is the title as the page shows it, where it holds a name marked as one (the tab's title is plain text). */
function StaffFrame({ title, heading, children }: { title: string; heading?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('staff');
  const text = useStaffText();
  const client = useQueryClient();
  useDocumentTitle(title);
  const me = useQuery({
    queryKey: STAFF_ME_KEY,
    queryFn: async () => {
      try {
        return (await apiGet<{ staff: StaffMember }>(STAFF_PATHS.me)).staff;
      } catch (err) {
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return { refused: err.userMessage ?? '' };
        throw err;
      }
    },
    retry: false,
  });
  const logOut = async () => {
    await submit(STAFF_PATHS.logout, {});
    // What the admin loaded goes with the session; the frame shows its login again.
    client.removeQueries({ predicate: (q) => q.queryKey[0] === 'staff' && q.queryKey[1] !== 'me' });
    client.setQueryData(STAFF_ME_KEY, { refused: '' });
  };

  if (me.isPending) return <div className="container staff page-loading"><Spinner /></div>;
  if (me.isError) {
    return (
      <div className="container staff">
        <h1>{title}</h1>
        <Alert tone="error">{t('errors.load')}</Alert>
      </div>
    );
  }
  if ('refused' in me.data) {
    return (
      <div className="container staff">
        <h1>{t('login.title')}</h1>
        {me.data.refused === STAFF_MESSAGES.staffOnly ? <Alert tone="error">{text(STAFF_MESSAGES.staffOnly)}</Alert> : null}
        <StaffLogin />
      </div>
    );
  }
  const staff = me.data;
  return (
    <div className="container staff">
      <div className="staff-bar">
        <nav aria-label={t('nav.label')}>
          <ul className="staff-nav">
            <li>
              <NavLink to={pagePath(STAFF_PAGES.home)} end>
                {t('nav.home')}
              </NavLink>
            </li>
            {SECTIONS.map((s) => (
              <li key={s}>
                <NavLink to={pagePath(STAFF_PAGES[s])}>{t(`sections.${s}`)}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="staff-who">
          <WithName text={(name) => t('nav.signedIn', { name, email: staff.email })} name={staff.name} />{' '}
          <Button size="sm" variant="secondary" onClick={() => void logOut()}>
            {t('nav.logOut')}
          </Button>
        </p>
      </div>
      <h1>{heading ?? title}</h1>
      {children}
    </div>
  );
}

function StaffLogin() {
  const { t } = useTranslation('staff');
  const text = useStaffText();
  const client = useQueryClient();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const res = await submit<{ staff: StaffMember }>(STAFF_PATHS.login, { email, password });
    setBusy(false);
    if (!res.ok) {
      setError(text(res.message));
      return;
    }
    client.setQueryData(STAFF_ME_KEY, res.data.staff);
  };
  return (
    <form className="staff-login" onSubmit={(e) => void onSubmit(e)} noValidate>
      <p>{t('login.intro')}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextInput label={t('login.email')} type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <TextInput label={t('login.password')} type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
      <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
