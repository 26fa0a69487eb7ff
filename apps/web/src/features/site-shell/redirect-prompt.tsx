import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { findRegion } from '@numbloom/domain/regions';
import { regionName } from '@numbloom/domain/region-names';
import { Modal } from '../../ui/modal.tsx';
import { Button } from '../../ui/button.tsx';
import { pageSettings } from '../../lib/page-settings.ts';
import { rememberLocale, rememberedLocale, localePath } from './locale.ts';

/**
 * Seconds the country-redirect prompt counts down before taking the visitor to
 * the Canada site: more than the 20 seconds WCAG 2.2.1 asks a person be given
 * to stop a time limit, and it counts only while nobody is using the page.
 */
const REDIRECT_COUNTDOWN_SECONDS = 30;
/** localStorage key that remembers "stay on this site", so the prompt does not come back. */
const REDIRECT_STAY_KEY = 'numbloom.redirect-prompt.stay';
const TARGET_REGION = 'ca';

/**
 * The Canada-site language the browser asks for (en-CA or fr-CA, first one
 * wins), or undefined when the visitor's languages do not point to Canada.
 */
export function canadianLanguage(languages: readonly string[]): 'en' | 'fr' | undefined {
  for (const tag of languages) {
    const [language = '', country = ''] = tag.toLowerCase().split('-');
    if (country === 'ca' && (language === 'en' || language === 'fr')) return language;
  }
  return undefined;
}

function stayChosen(): boolean {
  try {
    return localStorage.getItem(REDIRECT_STAY_KEY) === 'true';
  } catch {
    return false;
  }
}

function rememberStay() {
  try {
    localStorage.setItem(REDIRECT_STAY_KEY, 'true');
  } catch {
    // Private browsing without storage: the prompt may come back next visit, nothing worse.
  }
}

/**
 * Offers the Canada site to a visitor whose browser languages point to Canada
 * but who is on another region's site, with a visible countdown to an automatic
 * redirect (spec §2). No one is moved on while they are there (WCAG 2.2.1,
 * decision 038): the countdown stops for good as soon as the person touches,
 * points, scrolls or presses a key anywhere on the page, or presses "Stop the
 * countdown" (where focus starts); it waits while the tab is hidden; once
 * stopped the prompt stays until they choose. "Stay" (or Escape) closes it and
 * is remembered. A visitor who has already chosen a site with the switcher is
 * never asked.
 */
export function RedirectPrompt() {
  const { region } = pageSettings();
  const [target] = useState(() => {
    if (typeof navigator === 'undefined' || region === TARGET_REGION) return undefined;
    if (stayChosen() || rememberedLocale()) return undefined;
    return canadianLanguage(navigator.languages ?? [navigator.language]);
  });
  return target ? <Countdown language={target} /> : null;
}

/** What tells the page a person is using it. */
const PRESENCE_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

function Countdown({ language }: { language: 'en' | 'fr' }) {
  const { t, i18n } = useTranslation('site-shell');
  const [open, setOpen] = useState(true);
  const [remaining, setRemaining] = useState(REDIRECT_COUNTDOWN_SECONDS);
  const [stopped, setStopped] = useState(false);
  const [shown, setShown] = useState(() => document.visibilityState !== 'hidden');
  const stopButton = useRef<HTMLButtonElement>(null);
  const goButton = useRef<HTMLButtonElement>(null);
  const { region } = pageSettings();

  const go = () => {
    rememberLocale(TARGET_REGION, language);
    window.location.assign(localePath(TARGET_REGION, language));
  };
  const stay = () => {
    rememberStay();
    setOpen(false);
  };
  // The Stop button goes with the countdown: when it had the focus, the focus moves to the first
  // choice, not to the page, once the button has gone.
  const focusGoOnStop = useRef(false);
  const stop = useCallback(() => {
    if (document.activeElement === stopButton.current) focusGoOnStop.current = true;
    setStopped(true);
  }, []);
  useEffect(() => {
    if (stopped && focusGoOnStop.current) {
      focusGoOnStop.current = false;
      goButton.current?.focus();
    }
  }, [stopped]);

  useEffect(() => {
    if (!open || stopped) return;
    // A press on one of the prompt's buttons is that button's own action: stopping first would move
    // the buttons (Stop leaves the row) between the press and the click, and the click would land
    // beside the button, or a key's click on the button that now has the focus.
    const onPresence = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[data-choice]')) return;
      stop();
    };
    for (const type of PRESENCE_EVENTS) window.addEventListener(type, onPresence, { capture: true, passive: true });
    return () => {
      for (const type of PRESENCE_EVENTS) window.removeEventListener(type, onPresence, { capture: true });
    };
  }, [open, stopped, stop]);

  useEffect(() => {
    const onVisibility = () => setShown(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  useEffect(() => {
    if (!open || stopped || !shown) return;
    const timer = window.setInterval(() => setRemaining((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [open, stopped, shown]);

  useEffect(() => {
    if (open && !stopped && remaining === 0) go();
    // go() reads only constants and props; running once at zero is the point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, stopped, remaining]);

  const found = findRegion(region);
  const here = found ? regionName(found, i18n.language) : region;
  return (
    <Modal open={open} onClose={stay} title={t('redirect.title')} description={t('redirect.body', { here })} initialFocusRef={stopped ? goButton : stopButton} size="sm">
      {stopped ? null : (
        <>
          <p className="redirect-countdown" data-testid="redirect-countdown">
            {t('redirect.countdown', { count: remaining })}
          </p>
          <progress className="redirect-progress" max={REDIRECT_COUNTDOWN_SECONDS} value={REDIRECT_COUNTDOWN_SECONDS - remaining} aria-label={t('redirect.progress')} />
        </>
      )}
      <p role="status" className="redirect-stopped">
        {stopped ? t('redirect.stopped') : ''}
      </p>
      <div className="redirect-actions">
        {stopped ? null : (
          <Button ref={stopButton} variant="secondary" onClick={stop} data-choice="">
            {t('redirect.stop')}
          </Button>
        )}
        <Button ref={goButton} onClick={go} data-choice="">
          {t('redirect.go')}
        </Button>
        <Button variant="secondary" onClick={stay} data-choice="">
          {t('redirect.stay', { here })}
        </Button>
      </div>
    </Modal>
  );
}
