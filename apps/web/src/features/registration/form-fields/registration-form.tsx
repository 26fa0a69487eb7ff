import { useId, useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useTranslation } from 'react-i18next';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { SCHOOL_ROLE_OPTIONS } from '@numbloom/domain/content';
import { dropdownOptions, layoutFormFields, SEEDED_FIELD_LABELS, SEEDED_SCHOOL_TYPES, seededKey, type FormConfig, type LaidOutField } from '@numbloom/domain/registration-config';
import {
  buildRegistrationSchema,
  maxLengthOf,
  termsRequired,
  type RegistrationFormKind,
  type RegistrationFormValues,
} from '@numbloom/domain/registration';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Checkbox, Select, TextArea, TextInput } from '../../../ui/field.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { FileInput } from '../file-input/file-input.tsx';
import type { ReadFile } from '../file-input/read-file.ts';
import { PhoneInput } from '../../../ui/phone-input/phone-input.tsx';
import { SchoolSearch } from '../school-search/school-search.tsx';
import '../registration.css';
import type { SubmitFailure } from '../form-flow/submit-outcome.ts';
import { EVENT_RECORD_LANGUAGE } from '@numbloom/domain/event-details';
import { Lang, langAttr } from '../../../ui/lang.tsx';
import { pageSettings } from '../../../lib/page-settings.ts';
import { useMessageText } from '../messages.ts';

const AUTOCOMPLETE: Partial<Record<string, string>> = {
  first_name: 'given-name',
  last_name: 'family-name',
  your_name: 'name',
  organisation: 'organization',
  email: 'email',
};

export interface RegistrationFormProps {
  kind: RegistrationFormKind;
  config: FormConfig & { student_template_url?: string };
  /** campaign: the config's show_terms_checkbox; the competition form always shows it */
  showTermsCheckbox: boolean;
  submitLabel: string;
  /** the marketing box starts ticked unless the page is under GDPR-style consent */
  signupDefault: boolean;
  /** ISO alpha-2 country of the page region: phone default and the school modal's default */
  defaultCountry: string;
  /**
   * Sends the validated values. Resolves null when accepted (the spinner stays
   * while the page moves on) or the failure to show: the spec §8 message under
   * the form and any field messages the server gave.
   */
  onSubmit: (values: RegistrationFormValues) => Promise<SubmitFailure | null>;
  /** accessible name of the form */
  title: string;
  /** the language the title is written in (the event's name is in English), when it is not the page's */
  titleLang?: string;
  /** shows the title as a heading of this level (a page of its own); embedded forms leave headings to the host page */
  headingLevel?: 1 | 2 | 3;
}

const SEEDED = {
  labels: new Set<string>(SEEDED_FIELD_LABELS),
  roles: new Set<string>(['Teacher', ...SCHOOL_ROLE_OPTIONS]),
  schoolTypes: new Set<string>(SEEDED_SCHOOL_TYPES),
};

/**
 * A label or option as the page shows it: the catalogue's words for one the
 * product seeds (in the page's language), else the staff's English, marked so
 * (WCAG 3.1.2).
 */
function useRecordText() {
  const { t } = useTranslation('registration');
  return (kind: keyof typeof SEEDED, english: string): { text: string; lang?: string } => {
    const own = SEEDED[kind].has(english.trim()) ? t(`seeded.${kind}.${seededKey(english)}`, { defaultValue: '' }) : '';
    return own ? { text: own } : { text: english, ...langAttr(EVENT_RECORD_LANGUAGE) };
  };
}

/** Values a field starts with, so every input is controlled from the first render. */
function initialValues(fields: readonly LaidOutField[], signupDefault: boolean): RegistrationFormValues {
  const values: Record<string, unknown> = { termsAgreed: false, signupForEmail: signupDefault };
  for (const f of fields) {
    if (f.kind !== 'field') continue;
    if (f.slug === 'role' || f.slug === 'school_type') values[f.slug] = null;
    else if (f.slug === 'school') values.school = null;
    else if (f.slug === 'student_list_b64') {
      values.student_list_b64 = '';
      values.student_list_extension = '';
    } else values[f.slug] = '';
  }
  return values as RegistrationFormValues;
}

/**
 * The campaign and competition registration form, laid out from its config
 * (spec §3 display order; configuration errors in place of bad fields) and
 * validated with the shared schema of spec §5 through react-hook-form.
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const { kind, config, showTermsCheckbox } = props;
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { t } = useTranslation('registration');
  const text = useMessageText();
  const recordText = useRecordText();
  const fields = useMemo(() => layoutFormFields(config), [config]);
  const schema = useMemo(() => buildRegistrationSchema(config, kind, { showTermsCheckbox }), [config, kind, showTermsCheckbox]);
  const form = useForm<RegistrationFormValues>({
    resolver: zodResolver(schema) as unknown as Resolver<RegistrationFormValues>,
    defaultValues: initialValues(fields, props.signupDefault),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { control, register, formState, watch } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const errorOf = (name: string) => text(errors[name]?.message);
  const [file, setFile] = useState<ReadFile | null>(null);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const termsShown = termsRequired(kind, { showTermsCheckbox });
  const termsNeededId = useId();
  const headingId = useId();
  const termsTicked = watch('termsAgreed') === true;
  // Spec §4: the competition submit stays disabled until terms are ticked.
  const blockedByTerms = kind === 'competition' && !termsTicked;

  const submit = form.handleSubmit(
    async (values) => {
      // Spec §5: a refused file stands as an error until the person chooses again.
      if (fileProblem) {
        form.setError('student_list_b64', { message: fileProblem }, { shouldFocus: true });
        return;
      }
      setSubmitError(null);
      setSubmitting(true);
      const failure = await props.onSubmit(values);
      if (!failure) return; // accepted: the page is moving to the thank-you page
      setSubmitting(false);
      setSubmitError(failure.message);
      const known = new Set(fields.map((f) => f.slug));
      for (const [name, message] of Object.entries(failure.fieldErrors)) {
        if (known.has(name) || name === 'termsAgreed') form.setError(name as keyof RegistrationFormValues, { message });
      }
    },
    () => {
      if (fileProblem) form.setError('student_list_b64', { message: fileProblem });
    },
  );
  const invalid = formState.isSubmitted && !submitError && Object.keys(formState.errors).length > 0;

  const renderField = (item: LaidOutField): ReactNode => {
    if (item.kind === 'config-error') {
      return (
        <p key={`config-${item.slug}`} className="reg-config-error" role="alert">
          {item.message}
        </p>
      );
    }
    const { slug, config: field } = item;
    const required = field.is_required;
    // Labels and options are the staff's record, written in English: the seeded ones in the page's language, others marked English (WCAG 3.1.2).
    const shown = recordText('labels', field.display || slug);
    const label = shown.lang ? <Lang lang={shown.lang}>{shown.text}</Lang> : shown.text;
    switch (slug) {
      case 'phone':
        return (
          <Controller
            key={slug}
            control={control}
            name="phone"
            render={({ field: f }) => (
              <PhoneInput
                label={label}
                name="phone"
                required={required}
                value={f.value ?? ''}
                onChange={f.onChange}
                onBlur={f.onBlur}
                inputRef={f.ref}
                error={errorOf('phone')}
                defaultCountry={props.defaultCountry}
              />
            )}
          />
        );
      case 'role':
      case 'school_type':
        return (
          <Controller
            key={slug}
            control={control}
            name={slug}
            render={({ field: f }) => (
              <Select
                ref={f.ref}
                name={slug}
                label={label}
                required={required}
                error={errorOf(slug)}
                value={f.value === null || f.value === undefined ? '' : String(f.value)}
                onChange={(e) => f.onChange(e.target.value === '' ? null : Number(e.target.value))}
                onBlur={f.onBlur}
                options={dropdownOptions(item.options).map((o) => {
                  const option = o.order === null ? { text: o.display } : recordText(slug === 'role' ? 'roles' : 'schoolTypes', o.en_display || o.display);
                  return { value: o.order === null ? '' : String(o.order), label: option.text, ...(option.lang ? { lang: option.lang } : {}) };
                })}
              />
            )}
          />
        );
      case 'school':
        return (
          <Controller
            key={slug}
            control={control}
            name="school"
            render={({ field: f }) => (
              <SchoolSearch
                label={label}
                required={required}
                value={f.value ?? null}
                onChange={f.onChange}
                onBlur={f.onBlur}
                inputRef={f.ref}
                error={errorOf('school')}
                defaultCountry={props.defaultCountry}
              />
            )}
          />
        );
      case 'student_list_b64':
        return (
          <Controller
            key={slug}
            control={control}
            name="student_list_b64"
            render={({ field: f }) => (
              <FileInput
                label={label}
                name="student_list"
                required={required && kind === 'competition'}
                value={file}
                inputRef={f.ref}
                templateUrl={config.student_template_url || undefined}
                error={errorOf('student_list_b64')}
                onChange={(chosen, problem) => {
                  setFile(chosen);
                  setFileProblem(problem);
                  form.setValue('student_list_extension', chosen?.extension ?? '');
                  // A refused file's own message must not be replaced by the required-field one.
                  form.setValue('student_list_b64', chosen?.base64 ?? '', { shouldDirty: true, shouldValidate: !problem && formState.isSubmitted });
                  if (problem) form.setError('student_list_b64', { message: problem });
                  else if (!formState.isSubmitted) form.clearErrors('student_list_b64');
                }}
              />
            )}
          />
        );
      case 'message':
        return (
          <TextArea key={slug} label={label} required={required} maxLength={maxLengthOf(slug)} error={errorOf(slug)} {...register(slug)} />
        );
      default:
        return (
          <TextInput
            key={slug}
            label={label}
            required={required}
            type={slug === 'email' ? 'email' : 'text'}
            autoComplete={AUTOCOMPLETE[slug]}
            maxLength={maxLengthOf(slug)}
            error={errorOf(slug)}
            {...register(slug)}
          />
        );
    }
  };

  const termsLabel = (
    <Trans
      t={t}
      i18nKey="terms"
      components={{
        terms: <a href="/home/terms/" target="_blank" rel="noopener" />,
        privacy: <a href="/home/privacy/" target="_blank" rel="noopener" />,
      }}
    />
  );

  const Heading = props.headingLevel ? (`h${props.headingLevel}` as const) : null;
  return (
    <form
      className={`reg-form reg-form-${kind}`}
      noValidate
      onSubmit={submit}
      aria-label={Heading ? undefined : props.title}
      aria-labelledby={Heading ? headingId : undefined}
      aria-busy={submitting || undefined}
    >
      {Heading ? (
        <Heading id={headingId}>
          <Lang lang={props.titleLang ?? pageSettings().language}>{props.title}</Lang>
        </Heading>
      ) : null}
      {fields.map(renderField)}
      <Checkbox label={t('signup')} {...register('signupForEmail')} />
      {termsShown ? <Checkbox label={termsLabel} required error={errorOf('termsAgreed')} {...register('termsAgreed')} /> : null}
      {invalid ? <Alert tone="error">{text(MESSAGES.fillRequired)}</Alert> : null}
      <div className="reg-actions">
        <Button type="submit" disabled={submitting || blockedByTerms} aria-describedby={blockedByTerms ? termsNeededId : undefined}>
          {props.submitLabel}
        </Button>
        {submitting ? <Spinner inline label={t('submitting')} /> : null}
      </div>
      {blockedByTerms ? (
        <p id={termsNeededId} className="field-hint">
          {t('termsNeeded')}
        </p>
      ) : null}
      {submitError ? <Alert tone="error">{text(submitError)}</Alert> : null}
    </form>
  );
}
