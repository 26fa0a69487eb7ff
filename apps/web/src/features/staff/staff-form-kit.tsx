import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_FIELD_SLUGS, isDropdownSlug, isFormFieldSlug, type DropdownOption, type FormFieldConfig } from '@numbloom/domain/registration-config';
import { ApiError } from '../../api/client.ts';
import { submit } from '../../lib/forms.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Checkbox, Select, TextInput } from '../../ui/field.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useStaffText } from './staff-shell.tsx';

/**
 * What the staff admin's forms share: one message per field, keyed by the
 * path the domain's zod schema and the server both use (form_fields.2.slug),
 * the editors of a form's fields and dropdown options, and dates entered in
 * a time zone.
 */

export type Row = Record<string, unknown>;
export type FieldErrors = Record<string, string>;

/** Zod's issues as one message per field path, the first for a path winning (as the server answers). */
export function issuesToErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return errors;
}

/** A write and its outcome: the server's message (in the admin's language where known), its messages per field, or the record. */
export function useStaffWrite(onDone: () => void) {
  const text = useStaffText();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const run = async (path: string, body: object, done: string, method: 'POST' | 'PATCH' = 'POST') => {
    setBusy(true);
    setMessage(null);
    setFields({});
    const res = await submit<Row>(path, body, { method });
    setBusy(false);
    if (!res.ok) {
      setFields(res.fields);
      setMessage({ tone: 'error', text: text(res.message) });
      return null;
    }
    setMessage({ tone: 'success', text: done });
    onDone();
    return res.data;
  };
  /** Shows a problem found before sending (the same schema's messages). */
  const refuse = (messageText: string, errors: FieldErrors) => {
    setFields(errors);
    setMessage({ tone: 'error', text: messageText });
  };
  return { run, refuse, busy, message, fields };
}

/** A staff record's page before its form: the spinner while it loads, or why it could not be loaded. */
export function RecordLoading({ record }: { record: { isError: boolean; error: unknown } }) {
  const { t } = useTranslation('staff');
  if (!record.isError) return <Spinner />;
  return <Alert tone="error">{record.error instanceof ApiError && record.error.status === 404 ? t('errors.notFound') : t('errors.load')}</Alert>;
}

/** The end of every staff form: what no control shows, the write's answer, and Create or Save. */
export function StaffFormFooter({ errors, shown, write, creating }: { errors: FieldErrors; shown: (path: string) => boolean; write: ReturnType<typeof useStaffWrite>; creating: boolean }) {
  const { t } = useTranslation('staff');
  return (
    <>
      <OtherErrors errors={errors} shown={shown} />
      {write.message ? <Alert tone={write.message.tone}>{write.message.text}</Alert> : null}
      <Button type="submit" disabled={write.busy}>
        {creating ? t('events.create') : t('events.save')}
      </Button>
    </>
  );
}

/** The messages no control of the form shows (a path the form has no field for), so none is lost. */
function OtherErrors({ errors, shown }: { errors: FieldErrors; shown: (path: string) => boolean }) {
  const rest = Object.entries(errors).filter(([path]) => !shown(path));
  if (rest.length === 0) return null;
  return (
    <Alert tone="error">
      <ul className="staff-other-errors">
        {rest.map(([path, message]) => (
          <li key={path}>
            {path === '_' ? '' : `${path}: `}
            {message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

// ---- dates in a time zone ------------------------------------------------------

/** The browser's own time zone: campaigns and competitions are entered in it. */
export const localZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

function wallParts(ms: number, zone: string) {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: get('year'), m: get('month'), d: get('day'), h: get('hour'), min: get('minute'), s: get('second') };
}

/** How far a zone's wall clock is ahead of UTC at an instant (ms). */
function offsetAt(ms: number, zone: string) {
  const p = wallParts(ms, zone);
  return Date.UTC(p.y, p.m - 1, p.d, p.h, p.min, p.s) - Math.floor(ms / 1000) * 1000;
}

/**
 * "2031-03-01T09:00" or "2031-03-01T23:59:59" on the wall clock of `zone` as an ISO instant; '' for
 * an empty or bad value. The seconds are kept: an end at 23:59:59 saved again stays at 23:59:59.
 */
export function zonedToIso(local: string, zone: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return '';
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  try {
    // twice: the offset of the instant found, not of the wall time read as UTC (a change of clocks between)
    const first = wall - offsetAt(wall, zone);
    return new Date(wall - offsetAt(first, zone)).toISOString();
  } catch {
    return '';
  }
}

/** An ISO instant as the wall clock of `zone` shows it, to the second, for a datetime-local input with step 1. */
export function isoToZoned(iso: string | null | undefined, zone: string): string {
  if (!iso) return '';
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  try {
    const p = wallParts(ms, zone);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${p.y}-${two(p.m)}-${two(p.d)}T${two(p.h)}:${two(p.min)}:${two(p.s)}`;
  } catch {
    return '';
  }
}

// ---- lists -------------------------------------------------------------------

const move = <T,>(list: T[], from: number, to: number) => {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

/** The buttons every row of an ordered list has: up, down, remove; each names its row for a screen reader. */
function RowButtons({ index, count, what, onMove, onRemove }: { index: number; count: number; what: string; onMove: (to: number) => void; onRemove: () => void }) {
  const { t } = useTranslation('staff');
  return (
    <div className="staff-row-buttons">
      <Button size="sm" variant="secondary" disabled={index === 0} onClick={() => onMove(index - 1)}>
        {t('forms.moveUp', { what })}
      </Button>
      <Button size="sm" variant="secondary" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        {t('forms.moveDown', { what })}
      </Button>
      <Button size="sm" variant="secondary" onClick={onRemove}>
        {t('forms.remove', { what })}
      </Button>
    </div>
  );
}

/**
 * Dropdown options (a form's roles or school types, or one field's own):
 * their order is their place in the list, renumbered from 0 when saved.
 */
export function OptionsEditor({
  legend,
  path,
  options,
  onChange,
  errors,
}: {
  legend: string;
  /** the errors' key of this list (roles, form_fields.3.options) */
  path: string;
  options: DropdownOption[];
  onChange: (options: DropdownOption[]) => void;
  errors: FieldErrors;
}) {
  const { t } = useTranslation('staff');
  const set = (i: number, patch: Partial<DropdownOption>) => onChange(options.map((o, j) => (j === i ? { ...o, ...patch } : o)));
  return (
    <fieldset className="staff-fieldset staff-options">
      <legend>{legend}</legend>
      {errors[path] ? (
        <p className="field-error" role="alert">
          {errors[path]}
        </p>
      ) : null}
      {options.length === 0 ? <p className="staff-empty">{t('forms.noOptions')}</p> : null}
      <ol className="staff-list">
        {options.map((o, i) => {
          const what = t('forms.optionN', { n: i + 1, list: legend });
          return (
            <li key={i} className="staff-list-row">
              <TextInput label={t('forms.optionDisplay', { what })} value={o.display} onChange={(e) => set(i, { display: e.target.value })} error={errors[`${path}.${i}.display`]} />
              <TextInput label={t('forms.optionEnDisplay', { what })} value={o.en_display} onChange={(e) => set(i, { en_display: e.target.value })} error={errors[`${path}.${i}.en_display`]} />
              <RowButtons index={i} count={options.length} what={what} onMove={(to) => onChange(move(options, i, to))} onRemove={() => onChange(options.filter((_, j) => j !== i))} />
            </li>
          );
        })}
      </ol>
      <Button size="sm" variant="secondary" onClick={() => onChange([...options, { order: options.length, display: '', en_display: '' }])}>
        {t('forms.addOption', { list: legend })}
      </Button>
    </fieldset>
  );
}

/** Options as the form edits them: the placeholder (no order) left out, by order. */
export const editableOptions = (options: readonly DropdownOption[] | null | undefined): DropdownOption[] =>
  (options ?? []).filter((o) => o.order !== null).sort((a, b) => a.order! - b.order!);

/** Options as they are saved: numbered by their place. */
export const numbered = (options: readonly DropdownOption[]) => options.map((o, order) => ({ ...o, order }));

/**
 * A form's fields: which field (spec §3 slugs), its label, whether it is
 * required, and for a dropdown its own options (else the form's roles or
 * school types); add, remove and reorder them.
 */
export function FormFieldsEditor({ fields, onChange, errors }: { fields: FormFieldConfig[]; onChange: (fields: FormFieldConfig[]) => void; errors: FieldErrors }) {
  const { t } = useTranslation('staff');
  const set = (i: number, patch: Partial<FormFieldConfig>) => onChange(fields.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  // a slug the product does not know (an old form's) is shown as it is
  const slugName = (slug: string) => (isFormFieldSlug(slug) ? t(`forms.slugs.${slug}`) : slug);
  const unused = FORM_FIELD_SLUGS.find((s) => !fields.some((f) => f.slug === s)) ?? FORM_FIELD_SLUGS[0];
  return (
    <fieldset className="staff-fieldset">
      <legend>{t('forms.fields')}</legend>
      <p className="field-hint">{t('forms.fieldsHint')}</p>
      {errors.form_fields ? (
        <p className="field-error" role="alert">
          {errors.form_fields}
        </p>
      ) : null}
      <ol className="staff-list">
        {fields.map((f, i) => {
          // a field is named by what it asks, in the reader's language (its slug is the option's value)
          const what = t('forms.fieldN', { n: i + 1, slug: slugName(f.slug) });
          const slugs: string[] = [...FORM_FIELD_SLUGS];
          if (!slugs.includes(f.slug)) slugs.unshift(f.slug);
          const own = f.options !== null && f.options !== undefined;
          return (
            <li key={i} className="staff-list-row staff-field-row">
              <Select
                label={t('forms.fieldSlug', { what })}
                value={f.slug}
                onChange={(e) => set(i, { slug: e.target.value })}
                options={slugs.map((s) => ({ value: s, label: slugName(s) }))}
                error={errors[`form_fields.${i}.slug`]}
              />
              <TextInput label={t('forms.fieldDisplay', { what })} value={f.display} onChange={(e) => set(i, { display: e.target.value })} error={errors[`form_fields.${i}.display`]} />
              <Checkbox label={t('forms.fieldRequired', { what })} checked={f.is_required} onChange={(e) => set(i, { is_required: e.target.checked })} />
              {isDropdownSlug(f.slug) ? (
                <>
                  <Checkbox
                    label={t('forms.ownOptions', { what })}
                    hint={t('forms.ownOptionsHint', { list: t(f.slug === 'role' ? 'forms.roles' : 'forms.schoolTypes') })}
                    checked={own}
                    onChange={(e) => set(i, { options: e.target.checked ? [] : null })}
                    error={own ? undefined : errors[`form_fields.${i}.options`]}
                  />
                  {own ? (
                    <OptionsEditor
                      legend={t('forms.optionsOf', { what })}
                      path={`form_fields.${i}.options`}
                      options={f.options ?? []}
                      onChange={(options) => set(i, { options })}
                      errors={errors}
                    />
                  ) : null}
                </>
              ) : errors[`form_fields.${i}.options`] ? (
                <p className="field-error" role="alert">
                  {errors[`form_fields.${i}.options`]}
                </p>
              ) : null}
              <RowButtons index={i} count={fields.length} what={what} onMove={(to) => onChange(move(fields, i, to))} onRemove={() => onChange(fields.filter((_, j) => j !== i))} />
            </li>
          );
        })}
      </ol>
      <Button size="sm" variant="secondary" onClick={() => onChange([...fields, { slug: unused, display: '', is_required: false, options: null }])}>
        {t('forms.addField')}
      </Button>
    </fieldset>
  );
}

/** The paths a FormFieldsEditor and its two option lists show. */
export const isFormConfigPath = (path: string) => /^(form_fields|roles|school_types)(\.|$)/.test(path);
