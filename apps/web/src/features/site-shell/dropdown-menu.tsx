import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';

export interface DropdownLink {
  key: string;
  label: string;
  href: string;
  description?: string;
}

/**
 * A navigation disclosure (WAI-ARIA disclosure navigation pattern): a button
 * with aria-expanded shows a list of links. Escape closes it and puts focus back
 * on the button; Arrow Down opens it and moves through the links, Arrow Up back.
 * The parent owns which menu is open so only one is open at a time.
 */
export function DropdownMenu({
  label,
  links,
  open,
  onOpenChange,
  onNavigate,
  align = 'start',
}: {
  label: string;
  /** Which edge of the button the desktop panel lines up with ('end' for menus near the end of the bar). */
  align?: 'start' | 'end';
  links: readonly DropdownLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate?: () => void;
}) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  // A pointer press moves focus before its click lands; closing on that blur
  // would shift the folded mobile menu under the pointer and lose the click.
  // Pointer users close the menu by clicking elsewhere instead.
  const pointerDown = useRef(false);
  useEffect(() => {
    const down = () => {
      pointerDown.current = true;
    };
    const up = () => setTimeout(() => (pointerDown.current = false), 0);
    document.addEventListener('pointerdown', down, true);
    document.addEventListener('pointerup', up, true);
    return () => {
      document.removeEventListener('pointerdown', down, true);
      document.removeEventListener('pointerup', up, true);
    };
  }, []);

  useEffect(() => {
    if (!open) return;
    const onClick = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [open, onOpenChange]);

  const linkEls = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('.dropdown-panel a') ?? []);
  const focusLink = (index: number) => {
    const els = linkEls();
    els[(index + els.length) % els.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
      button.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const els = linkEls();
    const at = els.indexOf(document.activeElement as HTMLAnchorElement);
    if (!open) {
      onOpenChange(true);
      // The links render on the next paint.
      requestAnimationFrame(() => focusLink(event.key === 'ArrowDown' ? 0 : -1));
      return;
    }
    if (at === -1) focusLink(event.key === 'ArrowDown' ? 0 : -1);
    else focusLink(event.key === 'ArrowDown' ? at + 1 : at - 1);
  };

  return (
    <div
      className={align === 'end' ? 'dropdown dropdown-end' : 'dropdown'}
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !pointerDown.current && !root.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="nav-item dropdown-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        {label}
        <span className="dropdown-caret" aria-hidden="true" />
      </button>
      <ul id={panelId} className="dropdown-panel" hidden={!open}>
        {links.map((link) => (
          <li key={link.key}>
            <Link
              to={link.href}
              onClick={() => {
                onOpenChange(false);
                onNavigate?.();
              }}
            >
              <span className="dropdown-link-label">{link.label}</span>
              {link.description ? <span className="dropdown-link-description">{link.description}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
