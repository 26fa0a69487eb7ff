import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { ACCOUNT_PAGES, ROLE_LABELS, SIGNUP_ROLES, signUpRequestSchema, type SignUpRequest } from '@numbloom/domain/accounts';
import { CAPTCHA_MESSAGE } from '@numbloom/domain/captcha';
import { LIMITS, prepareEmail } from '@numbloom/domain/form-rules';
import { ONBOARDING_MESSAGES, type VerificationSent } from '@numbloom/domain/onboarding';
import { SUPPORT_EMAIL } from '@numbloom/domain/api-errors';
import { pageSettings } from '../../../lib/page-settings.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Checkbox, Select, TextInput } from '../../../ui/field.tsx';
import { CaptchaField } from '../../../ui/auth/captcha-field.tsx';
import { PasswordField } from '../../../ui/auth/password-field.tsx';
import { applyFieldErrors, submit } from '../../../lib/forms.ts';
import { pagePath } from '../../../lib/page-path.ts';
import { useMessageText } from '../messages.ts';

const FIELDS = ['first_name', 'last_name', 'email', 'password', 'role', 'terms_agreed'] as const;

interface SignUpFormProps {
  /** Where the form goes: sign-up, or the free trial's send-purchase-validation-email. */
  endpoint: string;
  submitLabel: string;
  busyLabel: string;
  onSent: (sent: VerificationSent, email: string) => void;
  /** Where the "log in instead" link of an account-exists answer leads back to. */
  loginNext: string;
}

/**
 * The email sign-up form, shared by sign-up and the free trial (the same
 * fields, spec §7): name, email, password with its meter, role, terms, the
 * marketing box (ticked unless the region's privacy rules say otherwise) and
 * the captcha. On success the server has emailed a code.
 */
export function SignUpForm({ endpoint, submitLabel, busyLabel, onSent, loginNext }: SignUpFormProps) {
  const { t } = useTranslation('onboarding');
  const text = useMessageText();
  const settings = pageSettings();
  const [formError, setFormError] = useState<ReactNode>(null);
  const [captchaError, setCaptchaError] = useState<string | null>(null);
  const [captchaReset, setCaptchaReset] = useState(0);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    setFocus,
    formState: { errors, isSubmitting, submitCount },
  } = useForm<SignUpRequest>({
    resolver: zodResolver(signUpRequestSchema),
    defaultValues: {
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      role: '' as SignUpRequest['role'],
      captcha: '',
      terms_agreed: false,
      marketing_opt_in: !settings.is_gdpr,
    },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setCaptchaError(null);
    const email = prepareEmail(values.email ?? '');
    const res = await submit<VerificationSent>(endpoint, { ...values, email });
    if (res.ok) {
      onSent(res.data, email);
      return;
    }
    // A solved captcha is single-use: whatever the answer, the next try needs a new one.
    setCaptchaReset((n) => n + 1);
    if (res.fields.captcha) setCaptchaError(res.fields.captcha);
    if (res.status === 409) {
      // The address has an account: one message, with the way to log in (not the same text twice).
      setFocus('email');
      setFormError(
        <>
          {text(res.message)}{' '}
          <Link to={`${pagePath(ACCOUNT_PAGES.login)}?next=${encodeURIComponent(loginNext)}`}>{t('form.loginInstead')}</Link>
        </>,
      );
      return;
    }
    if (res.status >= 500) {
      // spec §8: the onboarding form's own error, with the address to write to, not the server's general text
      setFormError(t('form.submissionError', { email: SUPPORT_EMAIL, defaultValue: ONBOARDING_MESSAGES.onboardingError }));
      return;
    }
    const { captcha: _captcha, ...rest } = res.fields;
    const others = applyFieldErrors(setError, rest, FIELDS);
    if (others.length > 0 || Object.keys(res.fields).length === 0) setFormError(text(others[0] ?? res.message) ?? null);
  });

  const captchaMessage = text(captchaError ?? (errors.captcha ? CAPTCHA_MESSAGE : null)) ?? null;

  return (
    <form noValidate onSubmit={onSubmit} className="auth-form sign-up-form">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="field-row">
        <TextInput
          label={t('form.firstName')}
          autoComplete="given-name"
          maxLength={LIMITS.name}
          required
          error={text(errors.first_name?.message)}
          {...register('first_name')}
        />
        <TextInput
          label={t('form.lastName')}
          autoComplete="family-name"
          maxLength={LIMITS.name}
          required
          error={text(errors.last_name?.message)}
          {...register('last_name')}
        />
      </div>
      <TextInput
        label={t('form.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        maxLength={LIMITS.email}
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
            autoComplete="new-password"
            required
            error={text(errors.password?.message)}
          />
        )}
      />
      <Select
        label={t('form.role')}
        required
        placeholder={t('form.rolePlaceholder')}
        options={SIGNUP_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`, { defaultValue: ROLE_LABELS[r] }) }))}
        error={text(errors.role?.message)}
        {...register('role')}
      />
      <Checkbox
        label={
          <Trans
            t={t}
            i18nKey="form.terms"
            components={{
              terms: <a href="/home/terms/" target="_blank" rel="noopener" />,
              privacy: <a href="/home/privacy/" target="_blank" rel="noopener" />,
            }}
          />
        }
        required
        error={text(errors.terms_agreed?.message)}
        {...register('terms_agreed')}
      />
      <Checkbox label={t('form.marketing')} {...register('marketing_opt_in')} />
      <CaptchaField
        language={settings.language}
        resetKey={captchaReset}
        error={captchaMessage}
        onChange={(payload) => {
          // Validate only when solved (to clear the message); a reset is not the person's mistake.
          setValue('captcha', payload ?? '', { shouldValidate: !!payload && submitCount > 0 });
          if (payload) setCaptchaError(null);
        }}
      />
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
