import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {} from 'altcha/types/react';
import { CAPTCHA_CHALLENGE_PATH } from '@numbloom/domain/captcha';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import './auth.css';

/**
 * The ALTCHA proof-of-work check (self-hosted, no third-party script). The
 * widget is loaded on demand from the `external` build: its stylesheet is a
 * bundled CSS file and its workers are our own same-origin scripts, so it runs
 * under the strict CSP (no inline <style>, no blob: workers). Only the
 * WebCrypto algorithms are registered: the WebAssembly ones (Argon2id, scrypt)
 * would need 'wasm-unsafe-eval'. See docs/decisions/ (ALTCHA under a strict CSP).
 */
let loading: Promise<void> | undefined;
function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    await Promise.all([import('altcha/external'), import('altcha/altcha.css')]);
    const [{ default: Pbkdf2Worker }, { default: ShaWorker }] = await Promise.all([
      import('altcha/workers/pbkdf2?worker'),
      import('altcha/workers/sha?worker'),
    ]);
    for (const bits of ['256', '384', '512']) {
      globalThis.$altcha.algorithms.set(`PBKDF2/SHA-${bits}`, () => new Pbkdf2Worker());
      globalThis.$altcha.algorithms.set(`SHA-${bits}`, () => new ShaWorker());
    }
  })();
  return loading;
}

export interface CaptchaFieldProps {
  /** Where the widget fetches a challenge (GET, JSON); the shared path by default. */
  challengeUrl?: string;
  /** The solved payload (base64 JSON) to send with the form, or null when unsolved or expired. */
  onChange: (payload: string | null) => void;
  /** Message to show under the widget (e.g. 'Please verify that you are not a robot'). */
  error?: string | null;
  /** The widget's language (it ships English; other languages are imported on demand). */
  language?: string;
  /** Changing this number resets the widget (after the server used up a solution). */
  resetKey?: number;
}

/** Our languages → the widget's translation (English is built in). */
const WIDGET_LANGUAGES: Record<string, { code: string; load: () => Promise<unknown> }> = {
  fr: { code: 'fr-ca', load: () => import('altcha/i18n/fr-ca') },
  es: { code: 'es-419', load: () => import('altcha/i18n/es-419') },
  ar: { code: 'ar', load: () => import('altcha/i18n/ar') },
  he: { code: 'he', load: () => import('altcha/i18n/he') },
  zh: { code: 'zh-cn', load: () => import('altcha/i18n/zh-cn') },
  de: { code: 'de', load: () => import('altcha/i18n/de') },
  pt: { code: 'pt-br', load: () => import('altcha/i18n/pt-br') },
};

/** The captcha as a form field: the widget, then the error under it. */
export function CaptchaField({ challengeUrl = CAPTCHA_CHALLENGE_PATH, onChange, error, language = 'en', resetKey = 0 }: CaptchaFieldProps) {
  const { t } = useTranslation('auth');
  const ref = useRef<AltchaWidgetElement>(null);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const errorId = useId();
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    let live = true;
    Promise.all([loadAltcha(), WIDGET_LANGUAGES[language]?.load()])
      .then(() => live && setReady(true))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    const widget = ref.current;
    if (!ready || !widget) return;
    const onState = (event: Event) => {
      const detail = (event as CustomEvent<{ state: string; payload?: string }>).detail;
      onChangeRef.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    widget.addEventListener('statechange', onState);
    // The widget starts when its form gets focus (auto="onfocus"). On a slow machine its script can
    // arrive after the person is already in the form, even done with it: once it listens (its 'load'),
    // it is told of the focus the form already has, or it would wait for one that may never come.
    // Its own focus handler starts it, and only when it is unverified. (Calling verify() as it mounted
    // was seen, once in a full run, to leave it checked and never verified.)
    const form = widget.closest('form');
    const focusHeld = () => {
      if (form?.contains(document.activeElement)) form.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    };
    widget.addEventListener('load', focusHeld);
    focusHeld(); // and now, in case it set itself up before this ran (the widget ignores it otherwise)
    return () => {
      widget.removeEventListener('statechange', onState);
      widget.removeEventListener('load', focusHeld);
    };
  }, [ready]);

  // A spent solution: forget it and start on a new one at once (the person is still on the form).
  useEffect(() => {
    const widget = ref.current;
    if (resetKey > 0 && widget) {
      widget.reset();
      onChangeRef.current(null);
      widget.verify().catch(() => undefined); // a failure shows in the widget, which offers a retry
    }
  }, [resetKey]);

  return (
    <div className="captcha-field">
      {ready ? (
        <altcha-widget
          ref={ref}
          challenge={challengeUrl}
          language={WIDGET_LANGUAGES[language]?.code ?? 'en'}
          name="captcha"
          type="checkbox"
          auto="onfocus"
        />
      ) : (
        <p className={failed ? 'field-error' : 'captcha-loading'}>{failed ? t('captcha.failed') : t('captcha.loading')}</p>
      )}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
