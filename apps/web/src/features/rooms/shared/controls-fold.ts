import { useRef, useState, type KeyboardEvent } from 'react';

/**
 * The host's controls folded behind one "Controls" button (decisions 089 and 091): closed on
 * every load, so the projected screen shows none of them until the teacher opens them. Escape in
 * the open panel closes it; closing, by the button or by Escape, leaves the focus on the button.
 */
export function useControlsFold(panelId: string) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    // a dialog opened from the panel (take a child out) closes itself on Escape, the panel stays
    if (e.key !== 'Escape' || (e.target instanceof Element && e.target.closest('dialog'))) return;
    e.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };
  return {
    open,
    button: { ref: button, 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen(!open) },
    panel: { id: panelId, onKeyDown },
  };
}
export type ControlsFold = ReturnType<typeof useControlsFold>;
