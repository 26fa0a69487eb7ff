import { useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REGIONS, findLocale } from '@numbloom/domain/regions';
import { regionName } from '@numbloom/domain/region-names';
import { Modal } from '../../ui/modal.tsx';
import { Accordion } from '../../ui/accordion.tsx';
import { pageSettings } from '../../lib/page-settings.ts';
import { rememberLocale, switchLocaleHref } from './locale.ts';

/**
 * The country and language switcher: a button naming the current site opens a
 * dialog listing every region as an accordion of its languages. Choosing one
 * remembers it in the locale cookie and loads the same page on that site.
 */
export function LocaleSwitcher() {
  const { t, i18n } = useTranslation('site-shell');
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const { region, language } = pageSettings();
  const current = findLocale(region, language);
  const currentLink = useRef<HTMLAnchorElement>(null);
  const currentLabel = current
    ? `${regionName(current.region, i18n.language)} · ${current.language.nativeName}`
    : t('switcher.button');

  return (
    <>
      <button type="button" className="nav-item locale-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-2.9a15.7 15.7 0 0 0-1.4-3.6A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8.2 8.2 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h2.9c.3 1.3.8 2.5 1.4 3.6A8 8 0 0 1 5.1 16ZM8 8H5.1a8 8 0 0 1 4.3-3.6C8.8 5.5 8.3 6.7 8 8Zm4 12c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.6c.6-1.1 1.1-2.3 1.4-3.6h2.9a8 8 0 0 1-4.3 3.6Zm1.7-5.6a16.5 16.5 0 0 0 0-4h3.4a8.2 8.2 0 0 1 0 4h-3.4Z"
          />
        </svg>
        <span className="visually-hidden">{t('switcher.current')} </span>
        <span>{currentLabel}</span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t('switcher.title')} description={t('switcher.description')} initialFocusRef={currentLink}>
        <Accordion
          headingLevel={3}
          defaultOpen={current ? [current.region.code] : []}
          items={REGIONS.map((r) => ({
            id: r.code,
            title: regionName(r, i18n.language),
            content: (
              <ul className="locale-languages">
                {r.languages.map((l) => {
                  const isCurrent = r.code === current?.region.code && l.code === current?.language.code;
                  return (
                    <li key={l.code}>
                      <a
                        ref={isCurrent ? currentLink : undefined}
                        href={switchLocaleHref(location, r.code, l.code)}
                        lang={l.code}
                        hrefLang={l.code}
                        aria-current={isCurrent ? 'page' : undefined}
                        onClick={() => rememberLocale(r.code, l.code)}
                      >
                        {l.nativeName}
                      </a>
                    </li>
                  );
                })}
              </ul>
            ),
          }))}
        />
      </Modal>
    </>
  );
}
