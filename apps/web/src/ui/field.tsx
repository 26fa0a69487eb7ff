import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { NAME_MARKS } from './lang.tsx';

/**
 * Form fields that wire label, hint and error to the control: the error sits
 * under the field as role="alert" and is named by aria-describedby, the control
 * gets aria-invalid. Every control takes `ref` and the rest of its native props,
 * so react-hook-form's register() can be spread straight onto it.
 */

interface FieldOwnProps {
  label: ReactNode;
  /** message shown under the field; its presence marks the control invalid */
  error?: string;
  /** help text shown under the label */
  hint?: ReactNode;
  /** adds the visible "required" mark (the control also gets aria-required) */
  required?: boolean;
  /** visible "optional" mark for optional fields */
  optional?: boolean;
}

interface ControlIds {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-required'?: true;
}

/** Label + hint + error around any control; `children` receives the ids and aria props to spread on the control. */
export function Field({
  label,
  error,
  hint,
  required,
  optional,
  id: givenId,
  className,
  children,
}: FieldOwnProps & { id?: string; className?: string; children: (ids: ControlIds) => ReactNode }) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={['field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
        {required ? (
          <span className="field-mark" aria-hidden="true">
            {' '}*
          </span>
        ) : null}
        {optional ? <span className="field-optional"> ({t('optional')})</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': describedBy,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(required ? { 'aria-required': true as const } : {}),
      })}
      {error ? (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & FieldOwnProps & { ref?: Ref<HTMLInputElement> };

/** A labelled text-like input (text, email, tel, number…). */
export function TextInput({ label, error, hint, required, optional, id, className, ...rest }: InputProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} optional={optional} id={id} className={className}>
      {(ids) => <input type="text" className="input" {...rest} {...ids} />}
    </Field>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> & FieldOwnProps & { ref?: Ref<HTMLTextAreaElement> };

/** A labelled multi-line text box. */
export function TextArea({ label, error, hint, required, optional, id, className, rows = 5, ...rest }: TextAreaProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} optional={optional} id={id} className={className}>
      {(ids) => <textarea className="input" rows={rows} {...rest} {...ids} />}
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  /** the label's language when it is not the page's (WCAG 3.1.2) */
  lang?: string;
  /** the label is a name someone typed (a class's, a child's, a school's): marked as one (lang.tsx NAME_MARKS) */
  name?: boolean;
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> &
  FieldOwnProps & { options: readonly SelectOption[]; placeholder?: string; ref?: Ref<HTMLSelectElement> };

/** A labelled native select; `placeholder` adds a first empty option. */
export function Select({ label, error, hint, required, optional, id, className, options, placeholder, ...rest }: SelectProps) {
  return (
    <Field label={label} error={error} hint={hint} required={required} optional={optional} id={id} className={className}>
      {(ids) => (
        <select className="input" {...rest} {...ids}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang} {...(o.name ? NAME_MARKS : {})}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'required'> &
  Omit<FieldOwnProps, 'optional'> & { ref?: Ref<HTMLInputElement> };

/** A checkbox with its label beside it and its error under it. */
export function Checkbox({ label, error, hint, required, id: givenId, className, ...rest }: CheckboxProps) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field', 'field-checkbox', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <input
        type="checkbox"
        id={id}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        {...rest}
      />
      <label htmlFor={id} className="field-label">
        {label}
        {required ? <span className="field-mark" aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
