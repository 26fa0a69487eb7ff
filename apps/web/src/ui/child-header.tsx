import './child-header.css';

export interface ChildHeaderProps {
  /** the child's first name, as their class lists it */
  name: string;
  /** their home's address (the child's pages are their own entry: a plain link, a whole page load) */
  homeHref: string;
  labels: { nav: string; home: string; logOut: string };
  onLogOut: () => void;
  busy?: boolean;
}

/**
 * A signed-in child's own header on every page they use (their home, an activity, a game, a
 * challenge): their name, home and log out, big enough to tap, and none of the site's menus.
 * Plain props, no translation library: the child's small pages and the site's app both draw it
 * with their own texts.
 */
export function ChildHeader({ name, homeHref, labels, onLogOut, busy }: ChildHeaderProps) {
  return (
    <header className="child-header">
      <nav className="child-header-inner" aria-label={labels.nav}>
        <a className="child-header-home" href={homeHref}>
          <svg className="child-header-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 11.5 12 4l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z" fill="currentColor" />
          </svg>
          {labels.home}
        </a>
        <span className="child-header-name">
          <bdi>{name}</bdi>
        </span>
        <button type="button" className="btn btn-secondary child-header-logout" onClick={onLogOut} disabled={busy} aria-busy={busy || undefined}>
          {labels.logOut}
        </button>
      </nav>
    </header>
  );
}
