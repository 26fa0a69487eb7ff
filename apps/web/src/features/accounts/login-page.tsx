import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_PAGES,
  ACCOUNT_PATHS,
  SSO_PROVIDER_NAMES,
  SSO_PROVIDERS,
  loginRequestSchema,
  type LoginRequest,
  type SsoProvider,
} from '@numbloom/domain/accounts';
import { prepareEmail } from '@numbloom/domain/form-rules';
import { TextInput } from '../../ui/field.tsx';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { PasswordField } from '../../ui/auth/password-field.tsx';
import { SsoButtons } from '../../ui/auth/sso-buttons.tsx';
import { applyFieldErrors, submit, useDocumentTitle } from '../../lib/forms.ts';
import { pagePath, safeNext } from '../../lib/page-path.ts';
import { useSessionChanged } from '../../lib/session.ts';
import { useMessageText } from './messages.ts';
import '../../ui/auth/auth.css';

const FIELDS = ['email', 'password'] as const;

/** Log in with email and password, or with a configured identity provider. */
export function LoginPage() {
  // Every catalogue the page needs, fetched together rather than one after another.
  const { t } = useTranslation(['accounts', 'auth', 'ui']);
  const text = useMessageText();
  useDocumentTitle(t('login.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const sessionChanged = useSessionChanged();
  const askedNext = safeNext(params.get('next'), '');
  const next = askedNext || pagePath(ACCOUNT_PAGES.account);
  const [formError, setFormError] = useState<string | null>(() => {
    // The server sends a failed identity-provider sign-in back here with ?sso_error=<provider>.
    const provider = params.get('sso_error');
    if (!provider) return null;
    const name = (SSO_PROVIDERS as readonly string[]).includes(provider) ? SSO_PROVIDER_NAMES[provider as SsoProvider] : provider;
    return t('login.ssoFailed', { provider: name, defaultValue: ACCOUNT_MESSAGES.ssoFailed(name) });
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const res = await submit(ACCOUNT_PATHS.login, { email: prepareEmail(values.email ?? ''), password: values.password });
    if (res.ok) {
      sessionChanged();
      await navigate(next);
      return;
    }
    const rest = applyFieldErrors(setError, res.fields, FIELDS);
    setFormError(rest[0] ?? res.message);
  });

  return (
    <section className="auth-page" aria-labelledby="login-title">
      <h1 id="login-title">{t('login.title')}</h1>
      <SsoButtons intent="login" next={askedNext || undefined} />
      {formError ? <Alert tone="error">{text(formError)}</Alert> : null}
      <form noValidate onSubmit={onSubmit} className="auth-form">
        <TextInput
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          error={text(errors.email?.message)}
          {...register('email')}
        />
        <Controller
          control={control}
          name="password"
          render={({ field }) => (
            <PasswordField
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              autoComplete="current-password"
              required
              error={text(errors.password?.message)}
            />
          )}
        />
        <p className="auth-aside">
          <Link to={pagePath(ACCOUNT_PAGES.resetPassword)}>{t('login.forgot')}</Link>
        </p>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <ul className="auth-links">
        <li>
          {t('login.noAccount')} <Link to={pagePath(ACCOUNT_PAGES.signUp)}>{t('login.signUp')}</Link>
        </li>
        <li>
          {t('login.student')} <Link to={pagePath(ACCOUNT_PAGES.studentLogin)}>{t('login.studentLink')}</Link>
        </li>
      </ul>
    </section>
  );
}
