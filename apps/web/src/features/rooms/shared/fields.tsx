import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { ROOM_CODE_LENGTH } from '@numbloom/domain/games';

/**
 * A labelled input for the child's pages, wired as ui/field.tsx wires its
 * own (hint and error named by aria-describedby, aria-invalid), without
 * i18next: those pages carry their own small translator (decision 042).
 */
export function KidField({
  label,
  hint,
  error,
  id: givenId,
  className,
  ...rest
}: Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> & { label: string; hint?: string; error?: string; ref?: Ref<HTMLInputElement> }) {
  const autoId = useId();
  const id = givenId ?? autoId;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        type="text"
        className="input"
        id={id}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        aria-invalid={error ? true : undefined}
        aria-required
        {...rest}
      />
      {error ? (
        <p id={errorId} role="alert" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * What an activity code's field is, on every way into a game: no autocomplete or spelling fixes,
 * capitals on a phone's keyboard, and room for the spaces or dashes a child may type between its
 * characters (the code is normalised before it is checked).
 */
export const CODE_FIELD = {
  autoComplete: 'off',
  autoCapitalize: 'characters',
  spellCheck: false,
  className: 'room-code-input',
  maxLength: ROOM_CODE_LENGTH + 4,
} as const;
