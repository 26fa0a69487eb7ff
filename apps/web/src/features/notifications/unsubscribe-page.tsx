import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES } from '@numbloom/domain/account-paths';
import { NOTIFICATION_PATHS, type NotificationTopic, type UnsubscribeResponse } from '@numbloom/domain/notifications';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { submit, useDocumentTitle } from '../../lib/forms.ts';
import { pagePath } from '../../lib/page-path.ts';
import '../../ui/auth/auth.css';

type State = { kind: 'working' } | { kind: 'done'; topic: NotificationTopic } | { kind: 'invalid' } | { kind: 'failed' };

/**
 * /unsubscribe/?token=…: where an email's unsubscribe link lands (decision 078). Nobody need be
 * signed in: the token names the account and the kind of mail, sealed by the server, which turns
 * that kind off and says so here in the page's language.
 */
export function UnsubscribePage() {
  const { t } = useTranslation(['notifications', 'ui']);
  useDocumentTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>(token ? { kind: 'working' } : { kind: 'invalid' });
  const started = useRef(false);

  const send = useCallback(async () => {
    setState({ kind: 'working' });
    const res = await submit<UnsubscribeResponse>(NOTIFICATION_PATHS.unsubscribe, { token });
    if (res.ok) setState({ kind: 'done', topic: res.data.topic });
    else setState(res.status === 400 ? { kind: 'invalid' } : { kind: 'failed' });
  }, [token]);

  useEffect(() => {
    // once, even when the page is rendered twice on its way in
    if (started.current || !token) return;
    started.current = true;
    void send();
  }, [send, token]);

  return (
    <section className="auth-page" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{t('unsubscribe.title')}</h1>
      <div role="status">
        {state.kind === 'working' ? (
          <>
            <p>{t('unsubscribe.working')}</p>
            <Spinner />
          </>
        ) : state.kind === 'done' ? (
          <p className="alert alert-success">{t(`unsubscribe.done.${state.topic}`)}</p>
        ) : null}
      </div>
      {state.kind === 'invalid' ? <Alert tone="error">{t('unsubscribe.invalid')}</Alert> : null}
      {state.kind === 'failed' ? (
        <>
          <Alert tone="error">{t('unsubscribe.failed')}</Alert>
          <Button onClick={() => void send()}>{t('unsubscribe.retry')}</Button>
        </>
      ) : null}
      {state.kind === 'done' || state.kind === 'invalid' ? (
        <p>
          {t('unsubscribe.choose')}{' '}
          {/* the weekly summary's tick box is on the My children page, challenge news on the Account page */}
          {state.kind === 'done' && state.topic === 'weekly-summary' ? (
            <Link to={pagePath(ACCOUNT_PAGES.children)}>{t('unsubscribe.children')}</Link>
          ) : (
            <Link to={pagePath(ACCOUNT_PAGES.account)}>{t('unsubscribe.account')}</Link>
          )}
        </p>
      ) : null}
    </section>
  );
}
