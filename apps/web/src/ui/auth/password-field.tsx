import { useEffect, useId, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, PASSWORD_STRENGTHS, PASSWORD_TEXTS, passwordStrength } from '@numbloom/domain/password';
import { isCommonPassword, loadCommonPasswords } from '@numbloom/domain/password-list';
import { Field } from '../field.tsx';
import './auth.css';

export interface PasswordFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Defaults to the shared 'Password'. */
  label?: string;
  /** new-password on sign-up and reset (shows the meter and the help), current-password on login. */
  autoComplete: 'new-password' | 'current-password';
  error?: string | null;
  required?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** The common-password list, loaded as its own chunk the first time a meter is shown. */
function useCommonPasswords(enabled: boolean) {
  const [list, setList] = useState<ReadonlySet<string>>();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadCommonPasswords().then(
      (l) => live && setList(l),
      () => undefined, // the meter still judges length and variety without the list
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  return list;
}

/**
 * A password input after NIST SP 800-63B: paste allowed, a show/hide toggle,
 * no composition rules imposed; on new passwords a strength meter that guides
 * (too short / poor / average / strong) and announces itself politely.
 */
export function PasswordField({ name, value, onChange, onBlur, label, autoComplete, error, required, ref }: PasswordFieldProps) {
  // English comes from the shared domain texts (the server uses them too);
  // other languages translate the same keys in this folder's catalogue.
  const { t } = useTranslation('auth');
  const meterId = useId();
  const [shown, setShown] = useState(false);
  const withMeter = autoComplete === 'new-password';
  const common = useCommonPasswords(withMeter);
  const strength = passwordStrength(value, { isCommon: common ? isCommonPassword(common, value) : false });
  const level = PASSWORD_STRENGTHS.indexOf(strength);
  return (
    <Field
      label={label ?? t('password.label', { defaultValue: PASSWORD_TEXTS.label })}
      hint={
        withMeter
          ? t('password.help', { count: PASSWORD_RULES.minLength, best: PASSWORD_RULES.recommendedLength, defaultValue: PASSWORD_TEXTS.help })
          : undefined
      }
      error={error ?? undefined}
      required={required}
      className="password-field"
    >
      {(ids) => (
        <>
          <div className="password-input">
            <input
              {...ids}
              aria-describedby={[ids['aria-describedby'], withMeter ? meterId : ''].filter(Boolean).join(' ') || undefined}
              ref={ref}
              className="input"
              name={name}
              type={shown ? 'text' : 'password'}
              autoComplete={autoComplete}
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              value={value}
              onChange={(e) => onChange(e.target.value)}
              onBlur={onBlur}
            />
            <button
              type="button"
              className="btn btn-ghost btn-sm password-toggle"
              aria-controls={ids.id}
              onClick={() => setShown((s) => !s)}
            >
              {shown ? t('password.hide') : t('password.show')}
            </button>
          </div>
          {withMeter ? (
            <div className="password-meter" data-strength={value ? strength : 'empty'}>
              <div className="password-meter-bar" aria-hidden="true">
                {PASSWORD_STRENGTHS.map((s, i) => (
                  <span key={s} className={value && i <= level ? 'on' : undefined} />
                ))}
              </div>
              <p id={meterId} className="password-meter-text" aria-live="polite">
                {value
                  ? t('password.strength', {
                      strength: t(`password.levels.${strength}`, { defaultValue: PASSWORD_TEXTS.strength[strength] }),
                    })
                  : ''}
              </p>
            </div>
          ) : null}
        </>
      )}
    </Field>
  );
}
