import { useLayoutEffect, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@numbloom/domain/form-rules';
import { Field } from '../field.tsx';
import './phone-input.css';
import {
  applyEdit,
  formatPhone,
  indexAfterNumberChars,
  isCountryCode,
  phoneCountries,
  phoneStateFromValue,
  type CountryCode,
  type PhoneState,
} from './phone-number.ts';

/**
 * Spec §5 phone input: a country selector (default from the page region,
 * ZH→CN, AUE→AE) and a number that formats as the user types. The form value
 * is the number in international form; a keystroke or paste that would break the parse
 * limits (over 250 characters, a national number over 17 digits) is refused, and the field
 * says so (the text already there stays).
 */
export function PhoneInput({
  label,
  name,
  value,
  onChange,
  onBlur,
  error,
  required,
  optional,
  defaultCountry,
  inputRef,
}: {
  label: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
  /** the visible "optional" mark */
  optional?: boolean;
  /** ISO alpha-2 */
  defaultCountry: string;
  inputRef?: (el: HTMLInputElement | null) => void;
}) {
  const { t, i18n } = useTranslation('ui');
  const initialCountry: CountryCode = isCountryCode(defaultCountry) ? defaultCountry : 'US';
  const [state, setState] = useState<PhoneState>(() => phoneStateFromValue(value, initialCountry));
  // The form may reset the value (e.g. after a refresh): follow it.
  if (value !== state.value) setState(phoneStateFromValue(value, state.country));
  const countries = useMemo(() => phoneCountries(i18n.language), [i18n.language]);
  const input = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const [refused, setRefused] = useState<string | null>(null);

  useLayoutEffect(() => {
    if (caret.current === null || !input.current || document.activeElement !== input.current) return;
    const at = indexAfterNumberChars(state.text, caret.current);
    input.current.setSelectionRange(at, at);
    caret.current = null;
  });

  const commit = (next: PhoneState) => {
    setState(next);
    if (next.value !== value) onChange(next.value);
  };

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const inputType = (event.nativeEvent as InputEvent).inputType ?? '';
    const direction = inputType === 'deleteContentBackward' ? 'backward' : inputType === 'deleteContentForward' ? 'forward' : 'other';
    const edit = applyEdit(state.text, event.target.value, event.target.selectionStart ?? event.target.value.length, direction);
    const next = formatPhone(edit.raw, state.country);
    if (!next) {
      // over the parse limits: the keystroke or paste is refused, and the field says why
      setRefused(
        edit.raw.length > LIMITS.phoneMaxInput
          ? t('phoneTooLong', { count: LIMITS.phoneMaxInput })
          : t('phoneTooManyDigits', { count: LIMITS.phoneNationalMax }),
      );
      return;
    }
    setRefused(null);
    caret.current = edit.digitsBeforeCaret;
    commit(next);
  };

  return (
    <Field label={label} error={refused ?? error} required={required} optional={optional} className="phone-input">
      {(ids) => (
        <div className="phone-input-row">
          <select
            className="input phone-input-country"
            aria-label={t('phoneCountry')}
            value={state.country}
            onChange={(e) => {
              const country = e.target.value as CountryCode;
              // The national digits stay; they are read again under the new country.
              commit(formatPhone(state.national, country) ?? { text: '', country, value: '', national: '' });
            }}
          >
            {countries.map((c) => (
              <option key={c.code} value={c.code}>
                {`${c.name} (+${c.callingCode})`}
              </option>
            ))}
          </select>
          <input
            {...ids}
            ref={(el) => {
              input.current = el;
              inputRef?.(el);
            }}
            name={name}
            type="tel"
            // Phone numbers read left to right on right-to-left pages too.
            dir="ltr"
            className="input phone-input-number"
            autoComplete="tel"
            inputMode="tel"
            value={state.text}
            onChange={onType}
            onBlur={onBlur}
          />
        </div>
      )}
    </Field>
  );
}
