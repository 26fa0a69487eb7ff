import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES } from '@numbloom/domain/account-paths';
import { keepsClasses } from '@numbloom/domain/accounts';
import { SCHOOL_ADMIN_PAGE, SCHOOL_INVITE_PAGE, SCHOOL_MESSAGES, SCHOOL_PATHS } from '@numbloom/domain/school-members';
import type { invitationViewSchema, joinResultSchema } from '@numbloom/domain/school-members-schema';
import type { z } from 'zod';
import { ApiError, apiGet } from '../../api/client.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useDocumentTitle } from '../../lib/page-title.ts';
import { useViewer } from '../../lib/session.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { errorIdOf, MINE_KEY, send, useSchoolText } from './api.ts';
import './school.css';

type Invitation = z.infer<typeof invitationViewSchema>;
type JoinResult = z.infer<typeof joinResultSchema>;

/**
 * A school's invitation link (decision 061): the school it is for, then, signed in, the one step
 * the link offers: a teacher asks to join (an admin approves), a parent is tied to the school (its
 * admin links them to their child). The link alone shows nobody's data.
 */
export function SchoolInvitePage() {
  const { t } = useTranslation('school');
  const text = useSchoolText();
  const token = useParams().token ?? '';
  const viewer = useViewer();
  const client = useQueryClient();
  useDocumentTitle(t('invite.title'));
  const invitation = useQuery({
    queryKey: ['school', 'invitation', token],
    queryFn: () => apiGet<Invitation>(SCHOOL_PATHS.invitation(token)),
    retry: false,
  });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<JoinResult | null>(null);

  if (invitation.isPending)
    return (
      <div className="container school page-loading">
        <Spinner />
      </div>
    );
  if (invitation.isError) {
    const err = invitation.error;
    const message =
      err instanceof ApiError && err.status === 404
        ? SCHOOL_MESSAGES.invitationNotFound
        : err instanceof ApiError && err.userMessage
          ? err.userMessage
          : t('errors.load');
    return (
      <div className="container school">
        <h1>{t('invite.title')}</h1>
        <Alert tone="error">{text(message)}</Alert>
      </div>
    );
  }
  const { school, invite_type: type } = invitation.data;
  const here = pagePath(`${SCHOOL_INVITE_PAGE}/${encodeURIComponent(token)}/`);
  const who = viewer.data;
  const join = async () => {
    setBusy(true);
    setError(null);
    const res = await send<JoinResult>(SCHOOL_PATHS.joinRequests, { token });
    setBusy(false);
    if (!res.ok) return setError(text(res.message, errorIdOf(res)));
    setDone(res.data);
    void client.invalidateQueries({ queryKey: MINE_KEY });
  };

  return (
    <div className="container school">
      <h1>{t('invite.title')}</h1>
      <p className="lead">
        {type === 1
          ? t('invite.forTeachers', { school: school.name })
          : t('invite.forParents', { school: school.name })}
      </p>
      <p>{t('invite.where', { city: school.city, country: school.country })}</p>
      {error ? <Alert tone="error">{error}</Alert> : null}
      {done ? (
        <Alert tone="success">
          {done.kind === 'parent'
            ? t('invite.parentDone', { school: done.school.name })
            : done.decided_by === 'staff'
              ? t('invite.waitStaff', { school: done.school.name })
              : t('invite.waitAdmin', { school: done.school.name })}
        </Alert>
      ) : !who ? (
        <div className="school-signin">
          <p>{t('invite.signInFirst')}</p>
          <ul className="school-links">
            <li>
              <Link to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(here)}`}>{t('invite.signIn')}</Link>
            </li>
            <li>
              <Link to={`${pagePath(ACCOUNT_PAGES.signUp)}?next=${encodeURIComponent(here)}`}>
                {t('invite.signUp')}
              </Link>{' '}
              {t('invite.signUpThen')}
            </li>
          </ul>
        </div>
      ) : type === 1 && !keepsClasses(who.role) ? (
        <Alert tone="error">{text(SCHOOL_MESSAGES.teachersOnly)}</Alert>
      ) : type === 2 && who.role !== 'parent' ? (
        <Alert tone="error">{text(SCHOOL_MESSAGES.parentsOnly)}</Alert>
      ) : (
        <Button onClick={() => void join()} disabled={busy} aria-busy={busy || undefined}>
          {type === 1 ? t('invite.ask', { school: school.name }) : t('invite.tie')}
        </Button>
      )}
      {done?.kind === 'member' ? (
        <p>
          <Link to={pagePath(`${SCHOOL_ADMIN_PAGE}/`)}>{t('invite.toSchool')}</Link>
        </p>
      ) : null}
    </div>
  );
}
