import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { CONTACT_FORM_TYPES, contactFormSchema, submitLabel, type ContactForm } from '@numbloom/domain/contact';
import { LIMITS, prepareEmail } from '@numbloom/domain/form-rules';
import { preparePhone } from '@numbloom/domain/phone';
import { phoneCountryForRegion } from '@numbloom/domain/regions';
import { MESSAGES, SUPPORT_EMAIL } from '@numbloom/domain/api-errors';
import { apiPost } from '../../api/client.ts';
import { pageSettings } from '../../lib/page-settings.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { TextArea, TextInput } from '../../ui/field.tsx';
import { PhoneInput } from '../../ui/phone-input/phone-input.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { messageKey } from './messages.ts';
import './contact.css';

type KnownType = (typeof CONTACT_FORM_TYPES)[number];
type Values = Required<Pick<ContactForm, 'your_name' | 'email' | 'phone' | 'organisation' | 'message'>>;
const FIELDS = ['your_name', 'email', 'phone', 'organisation', 'message'] as const;

/** The form type named by ?type=, when it is one we know (enquiry, request, register). */
export function formTypeFrom(value: string | null): KnownType | undefined {
  return (CONTACT_FORM_TYPES as readonly string[]).includes(value ?? '') ? (value as KnownType) : undefined;
}

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; name: string; email: string } | { kind: 'failed' };

/**
 * The contact page: one form for enquiries, demo requests and registrations of
 * interest (?type=enquiry|request|register). Validated in the browser by the
 * same schema the server uses, posted to /api/v2/contact/.
 */
export function ContactPage() {
  const { t } = useTranslation('contact');
  const [params] = useSearchParams();
  const formType = formTypeFrom(params.get('type'));
  const typeKey = formType ?? 'default';
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [showSummary, setShowSummary] = useState(false);
  const successHeading = useRef<HTMLHeadingElement>(null);

  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(contactFormSchema.omit({ form_type: true, region_code: true, language_code: true })) as unknown as Resolver<Values>,
    defaultValues: { your_name: '', email: '', phone: '', organisation: '', message: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });

  useEffect(() => {
    if (status.kind === 'sent') successHeading.current?.focus();
  }, [status.kind]);

  const translate = (message: string | undefined) => {
    if (!message) return undefined;
    const found = messageKey(message);
    return found ? t(found.key, { count: found.count, defaultValue: message }) : message;
  };

  const onValid = async (values: Values) => {
    setShowSummary(false);
    setStatus({ kind: 'sending' });
    try {
      // spec §5 preparation before sending: the phone as plus and digits, the email lower-cased
      const email = prepareEmail(values.email);
      const { status: code, data } = await apiPost<{ errors?: Record<string, string> }>('/api/v2/contact/', {
        ...values,
        email,
        phone: preparePhone(values.phone),
        ...(formType ? { form_type: formType } : {}),
      });
      if (code >= 200 && code < 300) {
        setStatus({ kind: 'sent', name: values.your_name.trim(), email });
        return;
      }
      for (const [field, message] of Object.entries(data?.errors ?? {})) {
        if ((FIELDS as readonly string[]).includes(field)) setError(field as (typeof FIELDS)[number], { message });
      }
      setStatus({ kind: 'failed' });
    } catch {
      setStatus({ kind: 'failed' });
    }
  };

  const title = t(`heading.${typeKey}`);
  if (status.kind === 'sent') {
    return (
      <div className="container contact">
        <title>{`${title} – Numbloom`}</title>
        <h1 ref={successHeading} tabIndex={-1}>
          {t('success.title')}
        </h1>
        <Alert tone="success">
          <p>{t('success.body', { name: status.name, email: status.email })}</p>
        </Alert>
      </div>
    );
  }

  const sending = status.kind === 'sending';
  return (
    <div className="container contact">
      <title>{`${title} – Numbloom`}</title>
      <h1 id="contact-title">{title}</h1>
      <p className="lead">{t(`intro.${typeKey}`)}</p>
      <form
        className="contact-form"
        noValidate
        aria-busy={sending}
        aria-labelledby="contact-title"
        onSubmit={handleSubmit(onValid, () => {
          setShowSummary(true);
          setStatus({ kind: 'idle' });
        })}
      >
        {showSummary ? <Alert tone="error">{t('errors.fillRequired', { defaultValue: MESSAGES.fillRequired })}</Alert> : null}
        {status.kind === 'failed' ? (
          <Alert tone="error">
            <p>{t('errors.submission', { defaultValue: MESSAGES.submissionError })}</p>
            <p>{t('errors.submissionHelp', { email: SUPPORT_EMAIL })}</p>
          </Alert>
        ) : null}
        <p className="required-note">{t('requiredNote')}</p>
        <TextInput label={t('fields.your_name')} required autoComplete="name" maxLength={LIMITS.name} error={translate(errors.your_name?.message)} {...register('your_name')} />
        <TextInput label={t('fields.email')} required type="email" autoComplete="email" inputMode="email" maxLength={LIMITS.email} error={translate(errors.email?.message)} {...register('email')} />
        <Controller
          control={control}
          name="phone"
          render={({ field }) => (
            <PhoneInput
              label={t('fields.phone')}
              name="phone"
              optional
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={translate(errors.phone?.message)}
              defaultCountry={phoneCountryForRegion(pageSettings().region)}
            />
          )}
        />
        <TextInput label={t('fields.organisation')} optional autoComplete="organization" maxLength={LIMITS.name} error={translate(errors.organisation?.message)} {...register('organisation')} />
        <TextArea label={t('fields.message')} required maxLength={LIMITS.message} hint={t('hints.message', { count: LIMITS.message })} error={translate(errors.message?.message)} {...register('message')} />
        <p className="privacy-note">
          {t('privacy.before')} <a href="/home/privacy/" target="_blank" rel="noopener">
            {t('privacy.link')}
            <span className="visually-hidden"> ({t('privacy.newTab')})</span>
          </a>
          {t('privacy.after')}
        </p>
        <Button type="submit" disabled={sending}>
          {sending ? <Spinner inline label={t('sending')} /> : null}
          {t(`submit.${typeKey}`, { defaultValue: submitLabel(formType) })}
        </Button>
      </form>
    </div>
  );
}
