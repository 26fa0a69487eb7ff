import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@numbloom/domain/form-rules';
import {
  ADD_SCHOOL_FIELDS,
  addSchoolSchema,
  changeCountry,
  countryOption,
  emptyModalSchool,
  SUBREGION_PLACEHOLDER,
  typeSubregion,
  withDefaultCountry,
  type AddSchoolFieldName,
  type ModalSchool,
} from '@numbloom/domain/school';
import { SCHOOL_COUNTRIES, hasSubregions, subregionsOf } from '@numbloom/domain/subregions';
import { Modal } from '../../../ui/modal.tsx';
import { Select, TextInput } from '../../../ui/field.tsx';
import { Button } from '../../../ui/button.tsx';
import { useFocusWrap } from './use-focus-wrap.ts';
import { useMessageText } from '../messages.ts';
import type { SelectOption } from '../../../ui/field.tsx';
import { langAttr } from '../../../ui/lang.tsx';

/** The spec's subregion names are English: the catalogue names some in the page's language (the emirates in Arabic, Canada's provinces in French); the rest are marked English. */
const SUBREGION_LANGUAGE = 'en';

/** The school countries named in the page's language by the browser, in that language's order; the English list where it cannot. */
function countryOptions(language: string): SelectOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
  } catch {
    names = undefined;
  }
  return SCHOOL_COUNTRIES.map((c) => {
    const own = names?.of(c.value);
    return own ? { value: c.value, label: own } : { value: c.value, label: c.display, ...langAttr('en') };
  }).sort((a, b) => a.label.localeCompare(b.label, language));
}

/**
 * Countries whose postcodes hold letters (SW1A 1AA, K1A 0B1, D02 X285): a
 * number input would make them impossible to type, so these get a text input.
 * Everywhere else the postcode is the spec's number input.
 */
const ALPHANUMERIC_POSTCODE_COUNTRIES = new Set(['GB', 'CA', 'IE']);

type Errors = Partial<Record<AddSchoolFieldName, string>>;

function validate(school: ModalSchool, defaultCountry: string): { ok: true; school: ModalSchool } | { ok: false; errors: Errors } {
  const parsed = addSchoolSchema.safeParse(withDefaultCountry(school, defaultCountry));
  if (parsed.success) return { ok: true, school: parsed.data };
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as AddSchoolFieldName | undefined;
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return { ok: false, errors };
}

/** Clears what a person typed; the country and a chosen subregion item are choices, not text (spec §4). */
const clearText = (school: ModalSchool): ModalSchool => ({
  ...school,
  name: '',
  address: '',
  city: '',
  sub_region: '',
  zip_code: '',
  code: '',
});

/**
 * Spec §2/§4/§5 'Add My School': seven fields in order, required fields and
 * lengths from the shared schema, an alert under each invalid field. The modal
 * makes no call: a valid school, its country defaulted to the page region's,
 * goes to the parent. Rendered into <body> so its form never nests in the
 * registration form.
 */
export function AddSchoolModal({
  open,
  defaultCountry,
  onClose,
  onSubmit,
}: {
  open: boolean;
  /** ISO alpha-2, upper case */
  defaultCountry: string;
  onClose: () => void;
  onSubmit: (school: ModalSchool) => void;
}) {
  const { t, i18n } = useTranslation('registration');
  const say = useMessageText();
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const [school, setSchool] = useState<ModalSchool>(() => emptyModalSchool());
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Each school search has its own modal: ids must differ when a page holds two forms.
  const idPrefix = useId();
  const idOf = (name: AddSchoolFieldName) => `${idPrefix}-${name}`;
  useFocusWrap(formRef, open);
  const country = school.region?.value ?? defaultCountry;
  const label = (name: AddSchoolFieldName) =>
    t(`addSchool.fields.${name}`, { defaultValue: ADD_SCHOOL_FIELDS.find((f) => f.name === name)!.label });

  const update = (next: ModalSchool) => {
    setSchool(next);
    // Once a submit showed the errors, they follow the typing.
    if (submitted) {
      const result = validate(next, defaultCountry);
      setErrors(result.ok ? {} : result.errors);
    }
  };
  const text = (name: 'name' | 'address' | 'city' | 'zip_code' | 'code', max: number) => ({
    name,
    value: school[name],
    maxLength: max,
    error: say(errors[name]),
    onChange: (e: { target: { value: string } }) => update({ ...school, [name]: e.target.value.slice(0, max) }),
  });

  /** A new country clears the subregion (spec §4); a postcode with letters cannot stay in a number input out of sight. */
  const chooseCountry = (value: string) => {
    const next = changeCountry(school, countryOption(value));
    const numeric = !ALPHANUMERIC_POSTCODE_COUNTRIES.has(next.region?.value ?? defaultCountry);
    update(numeric && !/^\d*$/.test(next.zip_code) ? { ...next, zip_code: '' } : next);
  };

  const close = () => {
    setSchool(clearText);
    setErrors({});
    setSubmitted(false);
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setSubmitted(true);
    const result = validate(school, defaultCountry);
    if (!result.ok) {
      setErrors(result.errors);
      const first = ADD_SCHOOL_FIELDS.find((f) => result.errors[f.name]);
      if (first) document.getElementById(idOf(first.name))?.focus();
      return;
    }
    setErrors({});
    setSubmitted(false);
    // the modal closes with the school handed over, and closing clears what was typed (spec §4)
    setSchool(clearText);
    onSubmit(result.school);
  };

  const subregions = subregionsOf(country);
  const numericPostcode = !ALPHANUMERIC_POSTCODE_COUNTRIES.has(country);

  return createPortal(
    <Modal open={open} onClose={close} title={t('addSchool.title')} className="reg-add-school">
      <form ref={formRef} noValidate onSubmit={submit} className="reg-add-school-form">
        <Select
          id={idOf('region')}
          name="region"
          label={label('region')}
          required
          value={country}
          options={countries}
          error={say(errors.region)}
          onChange={(e) => chooseCountry(e.target.value)}
        />
        <TextInput id={idOf('name')} label={label('name')} required autoComplete="organization" {...text('name', LIMITS.schoolText)} />
        <TextInput id={idOf('address')} label={label('address')} required autoComplete="street-address" {...text('address', LIMITS.schoolText)} />
        <TextInput id={idOf('city')} label={label('city')} required autoComplete="address-level2" {...text('city', LIMITS.schoolText)} />
        {hasSubregions(country) ? (
          <Select
            id={idOf('sub_region')}
            name="sub_region"
            label={label('sub_region')}
            required
            placeholder={t('addSchool.fields.sub_region', { defaultValue: SUBREGION_PLACEHOLDER.display })}
            options={subregions.map((s) => {
              const own = t(`addSchool.subregions.${country}.${s.value}`, { defaultValue: '' });
              return own ? { value: s.value, label: own } : { value: s.value, label: s.display, ...langAttr(SUBREGION_LANGUAGE) };
            })}
            value={school.sub_region_item?.value ?? ''}
            error={say(errors.sub_region)}
            onChange={(e) => {
              const item = subregions.find((s) => s.value === e.target.value) ?? null;
              update({ ...school, sub_region_item: item ? { ...item } : null, sub_region: item?.display ?? '' });
            }}
          />
        ) : (
          <TextInput
            id={idOf('sub_region')}
            name="sub_region"
            label={label('sub_region')}
            optional
            autoComplete="address-level1"
            maxLength={LIMITS.schoolText}
            value={school.sub_region}
            error={say(errors.sub_region)}
            onChange={(e) => update(typeSubregion(school, e.target.value.slice(0, LIMITS.schoolText)))}
          />
        )}
        <TextInput
          id={idOf('zip_code')}
          label={label('zip_code')}
          required
          autoComplete="postal-code"
          type={numericPostcode ? 'number' : 'text'}
          inputMode={numericPostcode ? 'numeric' : undefined}
          {...text('zip_code', LIMITS.postcode)}
        />
        <TextInput id={idOf('code')} label={label('code')} {...text('code', LIMITS.schoolCode)} />
        <div className="reg-actions">
          <Button type="submit">{t('addSchool.submit')}</Button>
        </div>
      </form>
    </Modal>,
    document.body,
  );
}
