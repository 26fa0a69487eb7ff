import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIL_DELAY_MINUTES } from '@numbloom/domain/accounts';
import {
  ONBOARDING_MESSAGES,
  ONBOARDING_PATHS,
  VERIFICATION_CODE,
  verificationCodeField,
  type TokenStatus,
  type VerificationSent,
} from '@numbloom/domain/onboarding';
import { apiGet } from '../../../api/client.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextInput } from '../../../ui/field.tsx';
import { submit, type Submitted } from '../../../lib/forms.ts';

/** Seconds until a resend is allowed, never more than the cooldown (the two clocks may differ). */
function secondsUntil(iso: string | null | undefined) {
  if (!iso) return 0;
  const left = Math.ceil((Date.parse(iso) - Date.now()) / 1000);
  return Math.max(0, Math.min(left, VERIFICATION_CODE.resendCooldownSeconds));
}

/** A countdown to a moment, ticking once a second until it reaches zero. */
function useCountdown(until: string | null | undefined) {
  const [left, setLeft] = useState(() => secondsUntil(until));
  useEffect(() => {
    setLeft(secondsUntil(until));
    const timer = setInterval(() => {
      const s = secondsUntil(until);
      setLeft(s);
      if (s === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return left;
}

/** Why a verification cannot go on, by its status (spec §8 texts). */
const ENDED_MESSAGES: Partial<Record<TokenStatus['status'], string>> = {
  locked: ONBOARDING_MESSAGES.tooManyAttempts,
  expired: ONBOARDING_MESSAGES.codeExpired,
  invalid: ONBOARDING_MESSAGES.tokenInvalid,
  verified: ONBOARDING_MESSAGES.tokenInvalid,
};

/**
 * The verification texts the server and the shared schema write in English,
 * by their key in the onboarding catalogue: shown in the page's language
 * (WCAG 3.1.2 — "The code you entered was incorrect" stood in English on
 * French and Arabic pages). A text not listed is shown as it came.
 */
const CODE_MESSAGE_KEYS = new Map<string, string>([
  [ONBOARDING_MESSAGES.codeRequired, 'code.errors.required'],
  [ONBOARDING_MESSAGES.codeIncorrect, 'code.errors.incorrect'],
  [ONBOARDING_MESSAGES.codeExpired, 'code.errors.expired'],
  [ONBOARDING_MESSAGES.tooManyAttempts, 'code.errors.tooManyAttempts'],
  [ONBOARDING_MESSAGES.codeFormat, 'code.errors.format'],
  [ONBOARDING_MESSAGES.tokenInvalid, 'code.errors.tokenInvalid'],
  [ONBOARDING_MESSAGES.tooManySends, 'code.errors.tooManySends'],
]);

export async function fetchTokenStatus(token: string): Promise<TokenStatus | null> {
  try {
    return await apiGet<TokenStatus>(ONBOARDING_PATHS.tokenStatus, { query: { token } });
  } catch {
    return null;
  }
}

interface CodeEntryProps {
  sent: VerificationSent;
  /** Sends the code; the caller handles success. */
  verify: (code: string) => Promise<Submitted<unknown>>;
  /** A new code went out (the token may stay the same). */
  onResent: (sent: VerificationSent) => void;
  /** Start again with the form (a different address, an ended verification). */
  onRestart: () => void;
}

/**
 * The email-verification step: one numeric field the phone can fill from the
 * message (autocomplete one-time-code), the note that mail can be slow, a
 * resend button with a visible cooldown, and the spec's error texts.
 */
export function CodeEntry({ sent, verify, onResent, onRestart }: CodeEntryProps) {
  const { t } = useTranslation('onboarding');
  const inPageLanguage = (text: string) => {
    const key = CODE_MESSAGE_KEYS.get(text);
    // the format text says the code's length: its plural keys take it from the domain
    return key ? t(key, { defaultValue: text, ...(key === 'code.errors.format' && { count: VERIFICATION_CODE.digits }) }) : text;
  };
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [ended, setEnded] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [resending, setResending] = useState(false);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const wait = useCountdown(sent.resend_available_at);

  useEffect(() => {
    inputRef.current?.focus();
  }, [sent.token]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const parsed = verificationCodeField.safeParse(code);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ONBOARDING_MESSAGES.codeRequired);
      inputRef.current?.focus();
      return;
    }
    setBusy(true);
    const res = await verify(parsed.data);
    setBusy(false);
    if (res.ok) return;
    const message = res.fields.code ?? res.fields.token ?? res.message;
    setError(message);
    // An expired or locked code cannot be retried: only a new code helps. The
    // server's status says which, also when this answer was the fifth wrong code.
    const status = await fetchTokenStatus(sent.token);
    setAttemptsLeft(status?.status === 'pending' ? status.attempts_remaining : null);
    if (status && status.status !== 'pending') {
      setEnded(ENDED_MESSAGES[status.status] ?? message);
      setError(null);
    } else {
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  };

  const resend = async () => {
    setResending(true);
    setNotice(null);
    const res = await submit<VerificationSent>(ONBOARDING_PATHS.resendVerificationEmail, { token: sent.token });
    setResending(false);
    if (res.ok) {
      setError(null);
      setEnded(null);
      setCode('');
      setAttemptsLeft(null);
      setNotice(t('code.resent', { email: res.data.email }));
      onResent(res.data);
      inputRef.current?.focus();
    } else {
      setNotice(null);
      setError(res.fields.token ?? res.message);
    }
  };

  return (
    <section className="code-entry" aria-labelledby="code-entry-title">
      <h2 id="code-entry-title">{t('code.title')}</h2>
      <p>{t('code.sent', { email: sent.email, count: VERIFICATION_CODE.digits, defaultValue: sent.message || ONBOARDING_MESSAGES.codeSent(sent.email) })}</p>
      <p className="code-note">{t('code.note', { count: MAIL_DELAY_MINUTES, defaultValue: sent.note || ONBOARDING_MESSAGES.mayTakeAWhile })}</p>
      {notice ? <Alert tone="success">{notice}</Alert> : null}
      {ended ? (
        <Alert tone="error">{inPageLanguage(ended)}</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="code-form">
          <TextInput
            ref={inputRef}
            label={t('code.label')}
            hint={t('code.hint', { count: VERIFICATION_CODE.digits })}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9 ]*"
            maxLength={VERIFICATION_CODE.digits + 4}
            className="code-input"
            required
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              if (error) setError(null);
            }}
            error={error ? inPageLanguage(error) : undefined}
          />
          {attemptsLeft !== null && attemptsLeft > 0 ? (
            <p className="code-attempts">{t('code.attemptsLeft', { count: attemptsLeft })}</p>
          ) : null}
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {busy ? t('code.verifying') : t('code.verify')}
          </Button>
        </form>
      )}
      <div className="code-resend">
        <p>{t('code.noEmail')}</p>
        <Button variant="secondary" onClick={resend} disabled={wait > 0 || resending} aria-busy={resending || undefined}>
          {wait > 0 ? t('code.resendIn', { count: wait }) : t('code.resend')}
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          {t('code.restart')}
        </Button>
      </div>
    </section>
  );
}
