import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_PAGES,
  ACCOUNT_PATHS,
  MAIL_DELAY_MINUTES,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '@numbloom/domain/accounts';
import { LIMITS, prepareEmail } from '@numbloom/domain/form-rules';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextInput } from '../../ui/field.tsx';
import { PasswordField } from '../../ui/auth/password-field.tsx';
import { applyFieldErrors, submit, useDocumentTitle } from '../../lib/forms.ts';
import { pagePath } from '../../lib/page-path.ts';
import { useMessageText } from './messages.ts';
import '../../ui/auth/auth.css';

/**
 * Forgotten password: without a token, ask for the email and send a link
 * (the answer never says whether an account exists); with the token from
 * that link, choose a new password.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Kept in memory, then taken out of the address bar (and so out of history and Referer).
  const [token, setToken] = useState(() => params.get('token'));
  useEffect(() => {
    if (params.has('token')) void navigate(pathname, { replace: true });
  }, [params, navigate, pathname]);
  return token ? <ChooseNewPassword token={token} onAskAgain={() => setToken(null)} /> : <RequestLink />;
}

type RequestValues = z.input<typeof passwordResetRequestSchema>;

function RequestLink() {
  // Every catalogue the page needs, fetched together rather than one after another.
  const { t } = useTranslation(['accounts', 'auth', 'ui']);
  const text = useMessageText();
  useDocumentTitle(t('reset.requestTitle'));
  const [sent, setSent] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<RequestValues>({ resolver: zodResolver(passwordResetRequestSchema), defaultValues: { email: '' } });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const res = await submit<{ message?: string }>(ACCOUNT_PATHS.passwordReset, { email: prepareEmail(values.email ?? '') });
    if (res.ok) {
      setSent(res.data?.message ?? ACCOUNT_MESSAGES.passwordResetSent);
      return;
    }
    const rest = applyFieldErrors(setError, res.fields, ['email']);
    if (rest.length > 0 || Object.keys(res.fields).length === 0) setFormError(rest[0] ?? res.message);
  });
  return (
    <section className="auth-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('reset.requestTitle')}</h1>
      {sent ? (
        <>
          <Alert tone="success">{t('reset.sent', { count: MAIL_DELAY_MINUTES, defaultValue: sent })}</Alert>
          <p>
            <Link to={pagePath(ACCOUNT_PAGES.login)}>{t('reset.backToLogin')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('reset.requestLead')}</p>
          {formError ? <Alert tone="error">{text(formError)}</Alert> : null}
          <form noValidate onSubmit={onSubmit} className="auth-form">
            <TextInput
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={LIMITS.email}
              required
              error={text(errors.email?.message)}
              {...register('email')}
            />
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {t('reset.send')}
            </Button>
          </form>
          <p className="auth-links">
            <Link to={pagePath(ACCOUNT_PAGES.login)}>{t('reset.backToLogin')}</Link>
          </p>
        </>
      )}
    </section>
  );
}

const newPasswordSchema = passwordResetConfirmSchema.pick({ password: true });
type NewPasswordValues = z.input<typeof newPasswordSchema>;

function ChooseNewPassword({ token, onAskAgain }: { token: string; onAskAgain: () => void }) {
  // Every catalogue the page needs, fetched together rather than one after another.
  const { t } = useTranslation(['accounts', 'auth', 'ui']);
  const text = useMessageText();
  useDocumentTitle(t('reset.chooseTitle'));
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '' } });
  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const res = await submit(ACCOUNT_PATHS.passwordResetConfirm, { token, password: values.password });
    if (res.ok) {
      setDone(true);
      return;
    }
    const rest = applyFieldErrors(setError, res.fields, ['password']);
    if (rest.length > 0 || Object.keys(res.fields).length === 0) setFormError(rest[0] ?? res.message);
  });
  return (
    <section className="auth-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('reset.chooseTitle')}</h1>
      {done ? (
        <>
          <Alert tone="success">{t('reset.changed', { defaultValue: ACCOUNT_MESSAGES.passwordChanged })}</Alert>
          <p>
            <Link to={pagePath(ACCOUNT_PAGES.login)}>{t('reset.toLogin')}</Link>
          </p>
        </>
      ) : (
        <>
          {formError ? (
            <Alert tone="error">
              {text(formError)}{' '}
              <button type="button" className="link-button" onClick={onAskAgain}>
                {t('reset.askAgain')}
              </button>
            </Alert>
          ) : null}
          <form noValidate onSubmit={onSubmit} className="auth-form">
            <Controller
              control={control}
              name="password"
              render={({ field }) => (
                <PasswordField
                  label={t('reset.newPassword')}
                  name={field.name}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  autoComplete="new-password"
                  required
                  error={text(errors.password?.message)}
                />
              )}
            />
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {t('reset.save')}
            </Button>
          </form>
        </>
      )}
    </section>
  );
}
