import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkFile, FILE_MESSAGES } from '@numbloom/domain/registration-file';
import { Field } from '../../../ui/field.tsx';
import { readFileAsBase64, type ReadFile } from './read-file.ts';

/**
 * Spec §5 student list upload: the file is checked when chosen (an executable,
 * a blocked extension, 0.5 MB or more each get their text) and read as base64.
 * A refused file leaves no value and reports its problem, so the form can
 * block submission while it stands.
 */
export function FileInput({
  label,
  name,
  value,
  onChange,
  error,
  required,
  templateUrl,
  inputRef,
}: {
  label: ReactNode;
  name: string;
  value: ReadFile | null;
  /** the file read (null when none or refused) and, for a refused one, why */
  onChange: (file: ReadFile | null, problem: string | null) => void;
  error?: string;
  required?: boolean;
  /** link to a template list the school can fill in */
  templateUrl?: string;
  inputRef?: (el: HTMLInputElement | null) => void;
}) {
  const { t } = useTranslation('registration');
  const [reading, setReading] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) {
      onChange(null, null);
      return;
    }
    const problem = checkFile(file);
    if (problem) {
      onChange(null, problem);
      if (input.current) input.current.value = '';
      return;
    }
    setReading(true);
    try {
      onChange(await readFileAsBase64(file), null);
    } catch {
      onChange(null, FILE_MESSAGES.unreadable);
      if (input.current) input.current.value = '';
    } finally {
      setReading(false);
    }
  };

  return (
    <Field
      label={label}
      error={error}
      required={required}
      className="reg-file"
      hint={
        templateUrl ? (
          <a href={templateUrl} download>
            {t('file.template')}
          </a>
        ) : undefined
      }
    >
      {(ids) => (
        <div className="reg-file-row">
          <input
            {...ids}
            ref={(el) => {
              input.current = el;
              inputRef?.(el);
            }}
            name={name}
            type="file"
            className="reg-file-input"
            aria-busy={reading || undefined}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {value ? (
            <button
              type="button"
              className="reg-link-button"
              onClick={() => {
                if (input.current) input.current.value = '';
                onChange(null, null);
              }}
            >
              {t('file.remove', { name: value.name })}
            </button>
          ) : null}
        </div>
      )}
    </Field>
  );
}
