import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ACCOUNT_PATHS, SSO_PROVIDER_NAMES, changePasswordSchema, updateAccountSchema, type MeResponse, type SsoProvider, type User } from '@numbloom/domain/accounts';
import { LIMITS } from '@numbloom/domain/form-rules';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextInput } from '../../../ui/field.tsx';
import { PasswordField } from '../../../ui/auth/password-field.tsx';
import { applyFieldErrors, submit } from '../../../lib/forms.ts';
import { ME_QUERY_KEY } from '../../../lib/session.ts';
import { useMessageText } from '../messages.ts';

/**
 * "Your details" on the Account page: change the name, and (for an account
 * with a password) the password. Students are named by their teacher and
 * have no password, so the page does not show them this section.
 */
export function YourDetailsSection({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const hasPassword = user.sign_in_methods.includes('password');
  const providers = user.sign_in_methods.filter((m): m is SsoProvider => m === 'google' || m === 'microsoft').map((m) => SSO_PROVIDER_NAMES[m]);
  return (
    <section className="account-section" aria-labelledby="details-title">
      <h2 id="details-title">{t('details.title')}</h2>
      <NameForm user={user} />
      {hasPassword ? (
        <PasswordForm email={user.email} />
      ) : (
        <p>{t('details.noPassword', { providers: providers.join(', ') })}</p>
      )}
    </section>
  );
}

const nameSchema = updateAccountSchema.pick({ first_name: true, last_name: true });
type NameValues = z.input<typeof nameSchema>;
const NAME_FIELDS = ['first_name', 'last_name'] as const;

/** A polite live region that is always in the page, so a success said into it is announced. */
function SuccessStatus({ text }: { text: string | null }) {
  return <div role="status">{text ? <p className="alert alert-success">{text}</p> : null}</div>;
}

function NameForm({ user }: { user: User }) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const client = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NameValues>({
    resolver: zodResolver(nameSchema),
    defaultValues: { first_name: user.first_name, last_name: user.last_name },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    setFormError(null);
    const body = { first_name: (values.first_name ?? '').trim(), last_name: (values.last_name ?? '').trim() };
    const res = await submit<MeResponse>(ACCOUNT_PATHS.account, body, { method: 'PATCH' });
    if (res.ok) {
      // The answer is the new /me: the profile above shows the new name without asking again.
      client.setQueryData(ME_QUERY_KEY, res.data);
      reset({ first_name: res.data.user.first_name, last_name: res.data.user.last_name });
      setSaved(true);
      return;
    }
    const rest = applyFieldErrors(setError, res.fields, NAME_FIELDS);
    if (rest.length > 0 || Object.keys(res.fields).length === 0) setFormError(rest[0] ?? res.message);
  });

  return (
    <form noValidate onSubmit={onSubmit} className="inline-form details-form" aria-labelledby="details-name-title">
      <h3 id="details-name-title">{t('details.nameTitle')}</h3>
      {formError ? <Alert tone="error">{text(formError)}</Alert> : null}
      <div className="field-row">
        <TextInput
          label={t('details.firstName')}
          autoComplete="given-name"
          maxLength={LIMITS.name}
          required
          error={text(errors.first_name?.message)}
          {...register('first_name', { onChange: () => setSaved(false) })}
        />
        <TextInput
          label={t('details.lastName')}
          autoComplete="family-name"
          maxLength={LIMITS.name}
          required
          error={text(errors.last_name?.message)}
          {...register('last_name', { onChange: () => setSaved(false) })}
        />
      </div>
      <Button type="submit" variant="secondary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? t('details.savingName') : t('details.saveName')}
      </Button>
      <SuccessStatus text={saved ? t('details.nameSaved') : null} />
    </form>
  );
}

const passwordSchema = changePasswordSchema.pick({ current_password: true, new_password: true });
type PasswordValues = z.input<typeof passwordSchema>;
const PASSWORD_FIELDS = ['current_password', 'new_password'] as const;

function PasswordForm({ email }: { email: string | null }) {
  const { t } = useTranslation('accounts');
  const text = useMessageText();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    resolver: zodResolver(passwordSchema),
    defaultValues: { current_password: '', new_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setSaved(false);
    setFormError(null);
    // Not sent again when an answer is lost: a second try would find the current password already changed.
    const res = await submit(
      ACCOUNT_PATHS.changePassword,
      { current_password: values.current_password, new_password: values.new_password },
      { retries: 0 },
    );
    if (res.ok) {
      reset();
      setSaved(true);
      return;
    }
    const rest = applyFieldErrors(setError, res.fields, PASSWORD_FIELDS);
    if (rest.length > 0 || Object.keys(res.fields).length === 0) setFormError(rest[0] ?? res.message);
  });

  const onEdit = () => setSaved(false);
  return (
    <form noValidate onSubmit={onSubmit} className="inline-form details-form" aria-labelledby="details-password-title">
      <h3 id="details-password-title">{t('details.passwordTitle')}</h3>
      {formError ? <Alert tone="error">{text(formError)}</Alert> : null}
      {/* Tells a password manager which account the new password belongs to. */}
      {email ? <input type="text" name="username" autoComplete="username" value={email} readOnly hidden /> : null}
      <Controller
        control={control}
        name="current_password"
        render={({ field }) => (
          <PasswordField
            label={t('details.currentPassword')}
            name={field.name}
            value={field.value ?? ''}
            onChange={(v) => {
              onEdit();
              field.onChange(v);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            autoComplete="current-password"
            required
            error={text(errors.current_password?.message)}
          />
        )}
      />
      <Controller
        control={control}
        name="new_password"
        render={({ field }) => (
          <PasswordField
            label={t('details.newPassword')}
            name={field.name}
            value={field.value ?? ''}
            onChange={(v) => {
              onEdit();
              field.onChange(v);
            }}
            onBlur={field.onBlur}
            ref={field.ref}
            autoComplete="new-password"
            required
            error={text(errors.new_password?.message)}
          />
        )}
      />
      <Button type="submit" variant="secondary" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? t('details.savingPassword') : t('details.savePassword')}
      </Button>
      <SuccessStatus text={saved ? t('details.passwordSaved') : null} />
    </form>
  );
}
