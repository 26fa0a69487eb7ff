import { useTranslation } from 'react-i18next';
import type { SsoProviders } from '@numbloom/domain/accounts';
import { apiRegion } from '@numbloom/domain/regions';
import { pageSettings } from '../../lib/page-settings.ts';
import { useSsoProviders } from '../../lib/sso.ts';
import './auth.css';

/**
 * The start URL with this page's region and language, so the new account and
 * the way back match the page, and the page to return to when there is one
 * (the server accepts only a path of this site).
 */
export function ssoStartHref(startUrl: string, next?: string) {
  const { region, language } = pageSettings();
  const query = new URLSearchParams({ region_code: apiRegion(region), language_code: language });
  if (next) query.set('next', next);
  return `${startUrl}${startUrl.includes('?') ? '&' : '?'}${query}`;
}

/**
 * "Continue with Google / Microsoft": plain links to the server, which starts
 * the OpenID Connect redirect (a full page navigation, not a fetch). Only the
 * providers the server has configured are shown; with none, nothing is. The
 * server brings the person back to `next`, else to their Account page.
 */
export function SsoButtons({ intent, next }: { intent: 'login' | 'signup'; next?: string }) {
  const { t } = useTranslation('auth');
  // the page's settings carry them; a page made elsewhere asks
  const given = pageSettings().sso_providers;
  const { data } = useSsoProviders(given === undefined);
  const providers: SsoProviders['providers'] = given ?? data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="sso-buttons">
      <ul>
        {providers.map((p) => (
          <li key={p.id}>
            <a className={`btn btn-secondary sso-button sso-${p.id}`} href={ssoStartHref(p.start_url, next)}>
              {t(intent === 'signup' ? 'sso.signUpWith' : 'sso.continueWith', { provider: p.name })}
            </a>
          </li>
        ))}
      </ul>
      <p className="auth-divider">
        <span>{t('sso.or')}</span>
      </p>
    </div>
  );
}
