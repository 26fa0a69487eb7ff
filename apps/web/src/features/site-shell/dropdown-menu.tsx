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
}: {
  label: string;
  links: readonly DropdownLink[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onNavigate?: () => void;
}) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
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
      className="dropdown"
      ref={root}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (open && !root.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
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
