import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SUPPORT_EMAIL } from '@numbloom/domain/api-errors';
import { SYSTEM_CHECK_PAGE } from '@numbloom/domain/helpdesk';
import { pageSettings } from '../../lib/page-settings.ts';
import { Logo } from './site-header.tsx';
import { localePath } from './locale.ts';

/** The footer: what Numbloom is, the legal pages (terms, privacy), contact and support. */
export function SiteFooter() {
  const { t } = useTranslation('site-shell');
  const { region, language } = pageSettings();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <div className="footer-about">
          <p className="footer-brand">
            <Logo /> <span>Numbloom</span>
          </p>
          <p>{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.label')}>
          <ul className="footer-links">
            <li>
              <Link to="/home/terms/">{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to="/home/privacy/">{t('footer.privacy')}</Link>
            </li>
            <li>
              <Link to={localePath(region, language, 'contact/')}>{t('footer.contact')}</Link>
            </li>
            <li>
              <Link to={localePath(region, language, SYSTEM_CHECK_PAGE)}>{t('footer.systemCheck')}</Link>
            </li>
            <li>
              <a href={`mailto:${SUPPORT_EMAIL}`}>{t('footer.support', { email: SUPPORT_EMAIL })}</a>
            </li>
          </ul>
        </nav>
        <p className="footer-copy">{t('footer.copyright', { year })}</p>
      </div>
    </footer>
  );
}
