import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The controls of a model a keyboard reaches, in the order it reaches them. */
const CONTROLS = 'button, input, [tabindex="0"]';

/**
 * Keeps the keyboard where the child was (WCAG 2.4.3). A "take one away" button turns disabled at
 * zero, a chosen coin's button goes with its coin: the browser then drops focus to the page, and the
 * next key press acts on nothing and a screen reader starts again from the top. After each render, a
 * control of the model that had focus and is now disabled or gone hands it to its neighbour: the
 * nearest enabled control before its place, else the one after. Focus that left the model is left alone.
 */
export function useFocusKept<T extends HTMLElement>(): RefObject<T | null> {
  const root = useRef<T>(null);
  const had = useRef<{ control: Element; at: number } | null>(null);
  useLayoutEffect(() => {
    const el = root.current;
    if (!el) return;
    const onFocus = (e: FocusEvent) => {
      const control = e.target as Element;
      had.current = { control, at: [...el.querySelectorAll(CONTROLS)].indexOf(control) };
    };
    el.addEventListener('focusin', onFocus);
    return () => el.removeEventListener('focusin', onFocus);
  }, []);
  useLayoutEffect(() => {
    const el = root.current;
    const last = had.current;
    if (!el || !last) return;
    const active = document.activeElement;
    const lost = !last.control.isConnected || (last.control as HTMLButtonElement).disabled;
    // still on it (a disabled button keeps it until the browser's next fix-up), or already on the page
    if (!lost || (active !== last.control && active !== document.body && active !== null)) return;
    const controls = [...el.querySelectorAll<HTMLElement>(CONTROLS)];
    const usable = (c: HTMLElement | undefined) => c !== undefined && c !== last.control && !(c as HTMLButtonElement).disabled;
    const at = last.control.isConnected ? controls.indexOf(last.control as HTMLElement) : Math.min(last.at, controls.length);
    const before = controls.slice(0, Math.max(at, 0)).reverse().find(usable);
    const next = before ?? controls.slice(at + (last.control.isConnected ? 1 : 0)).find(usable);
    next?.focus();
  });
  return root;
}
