import { useTranslation } from 'react-i18next';
import type { SsoProviders } from '@numbloom/domain/accounts';
import { useSsoProviders } from '../../lib/sso.ts';
import './auth.css';

/** The start URL with the page to come back to. */
export function ssoStartHref(startUrl: string, next: string) {
  return `${startUrl}${startUrl.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}`;
}

/**
 * "Continue with Google / Microsoft": plain links to the server, which starts
 * the OpenID Connect redirect (a full page navigation, not a fetch). Only the
 * providers the server has configured are shown; with none, nothing is.
 */
export function SsoButtons({ next, intent }: { next: string; intent: 'login' | 'signup' }) {
  const { t } = useTranslation('auth');
  const { data } = useSsoProviders();
  const providers: SsoProviders['providers'] = data?.providers ?? [];
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
