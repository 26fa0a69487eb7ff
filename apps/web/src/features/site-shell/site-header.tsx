import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageSettings } from '../../lib/page-settings.ts';
import { ACCOUNT_PATHS } from '@numbloom/domain/account-paths';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ChildHeader } from '../../ui/child-header.tsx';
import { submit } from '../../lib/forms.ts';
import { useSessionChanged, useViewer, viewerHome } from '../../lib/session.ts';
import { DropdownMenu } from './dropdown-menu.tsx';
import { LocaleSwitcher } from './locale-switcher.tsx';
import { FREE_TRIAL_PATH, NAV_MENUS, NAV_PAGES, SIGN_IN_LINKS, navHref } from './nav-data.ts';
import { useHeaderScroll } from './use-header-scroll.ts';
import { localePath } from './locale.ts';
import './site-shell.css';
import { Name } from '../../ui/lang.tsx';

/** The Numbloom mark: a flower whose petals are growing bars. */
export function Logo() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#0b4f38" />
      <rect x="8" y="17" width="4" height="7" rx="1.5" fill="#ffd166" />
      <rect x="14" y="12" width="4" height="12" rx="1.5" fill="#fff" />
      <rect x="20" y="8" width="4" height="16" rx="1.5" fill="#7ee0b5" />
    </svg>
  );
}

/**
 * The site header: brand, the three menus, plain links to the activities and
 * contact pages, the country and language switcher, a sign-in menu (log in,
 * student login), the free trial and a demo call to action. Signed in, the
 * sign-in menu and the free trial give way to the person's name, linking to
 * their home, and Log out; the header asks the always-200 session endpoint,
 * so a guest's page load logs no 401. Sticky once scrolled past its height,
 * compact after 200 px (is-sticky / is-in-view, also as data attributes); below
 * 1024 px the navigation folds behind a menu button. A signed-in child gets their
 * own header instead (their name, home, log out), never the site's menus.
 */
export function SiteHeader() {
  const { t } = useTranslation('site-shell');
  const { region, language } = pageSettings();
  const header = useRef<HTMLElement>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { sticky, inView, height } = useHeaderScroll(header);
  const [menuOpen, setMenuOpen] = useState(false);
  const [openDropdown, setOpenDropdown] = useState<string | null>(null);
  const location = useLocation();

  // A new page closes the mobile menu and any dropdown.
  useEffect(() => {
    setMenuOpen(false);
    setOpenDropdown(null);
  }, [location.pathname, location.hash]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      // Escape inside a dialog (the switcher) closes that dialog, not the menu behind it.
      if (event.key === 'Escape' && !(event.target instanceof Element && event.target.closest('dialog'))) {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const viewer = useViewer();
  const navigate = useNavigate();
  const sessionChanged = useSessionChanged();
  const [loggingOut, setLoggingOut] = useState(false);
  // Log out at once (a POST with the CSRF token), then the logout page says it is done.
  const logOut = async () => {
    setLoggingOut(true);
    const res = await submit(ACCOUNT_PATHS.logout, {});
    setLoggingOut(false);
    setMenuOpen(false);
    if (!res.ok) return;
    await navigate(localePath(region, language, 'logout/'));
    sessionChanged();
  };
  if (viewer.data?.role === 'student') {
    const childLogOut = async () => {
      setLoggingOut(true);
      const res = await submit(ACCOUNT_PATHS.logout, {});
      setLoggingOut(false);
      if (!res.ok) return;
      await navigate(localePath(region, language, 'student-login/'));
      sessionChanged();
    };
    return (
      <ChildHeader
        name={viewer.data.first_name}
        homeHref={navHref(viewerHome('student'), region, language)}
        labels={{ nav: t('child.nav'), home: t('child.home'), logOut: t('viewer.logOut') }}
        onLogOut={() => void childLogOut()}
        busy={loggingOut}
      />
    );
  }
  const classes = ['site-header', sticky ? 'is-sticky' : '', inView ? 'is-in-view' : '', menuOpen ? 'is-menu-open' : ''].filter(Boolean).join(' ');

  return (
    <>
      <div className="site-header-spacer" aria-hidden="true" style={{ height: sticky ? height : 0 }} />
      <header ref={header} className={classes} data-sticky={sticky} data-in-view={inView}>
        <div className="container header-inner">
          <Link to={localePath(region, language)} className="brand">
            <Logo />
            <span className="brand-name">Numbloom</span>
            <span className="visually-hidden"> – {t('home')}</span>
          </Link>
          <button
            ref={menuButton}
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-nav"
            onClick={() => setMenuOpen((o) => !o)}
          >
            <span className="menu-toggle-icon" aria-hidden="true" />
            {menuOpen ? t('menu.close') : t('menu.open')}
          </button>
          <nav id="site-nav" className="site-nav" aria-label={t('menu.label')} data-open={menuOpen}>
            <ul className="nav-list">
              {NAV_MENUS.map((menu) => (
                <li key={menu.key}>
                  <DropdownMenu
                    label={t(`menus.${menu.key}.label`)}
                    open={openDropdown === menu.key}
                    onOpenChange={(open) => setOpenDropdown((current) => (open ? menu.key : current === menu.key ? null : current))}
                    onNavigate={closeMenu}
                    links={menu.links.map((link) => ({
                      key: link.key,
                      label: t(`menus.${menu.key}.${link.key}.label`),
                      description: t(`menus.${menu.key}.${link.key}.description`),
                      href: navHref(link.to, region, language),
                    }))}
                  />
                </li>
              ))}
              {NAV_PAGES.map((item) => (
                <li key={item.key}>
                  <Link className="nav-item" to={navHref(item.to, region, language)} onClick={closeMenu}>
                    {t(item.key)}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="nav-actions">
              <LocaleSwitcher />
              {viewer.isPending ? null : viewer.data ? (
                <>
                  <Link className="nav-item nav-viewer" to={navHref(viewerHome(viewer.data.role), region, language)} onClick={closeMenu}>
                    <span className="nav-viewer-name"><Name>{`${viewer.data.first_name} ${viewer.data.last_name}`.trim()}</Name></span>
                    <span className="nav-viewer-home">{t(`viewer.home.${viewer.data.role}`)}</span>
                  </Link>
                  <Button size="sm" variant="secondary" className="nav-logout" onClick={() => void logOut()} disabled={loggingOut} aria-busy={loggingOut || undefined}>
                    {t('viewer.logOut')}
                  </Button>
                </>
              ) : (
                <>
              <DropdownMenu
                label={t('signIn.label')}
                align="end"
                open={openDropdown === 'signIn'}
                onOpenChange={(open) => setOpenDropdown((current) => (open ? 'signIn' : current === 'signIn' ? null : current))}
                onNavigate={closeMenu}
                links={SIGN_IN_LINKS.map((link) => ({
                  key: link.key,
                  label: t(`signIn.${link.key}.label`),
                  description: t(`signIn.${link.key}.description`),
                  href: navHref(link.to, region, language),
                }))}
              />
              <ButtonLink to={navHref(FREE_TRIAL_PATH, region, language)} size="sm" className="nav-trial" onClick={closeMenu}>
                {t('freeTrial')}
              </ButtonLink>
                </>
              )}
              <ButtonLink to={localePath(region, language, 'contact/?type=request')} size="sm" variant="secondary" className="nav-demo" onClick={closeMenu}>
                {t('demo')}
              </ButtonLink>
            </div>
          </nav>
        </div>
      </header>
    </>
  );
}
