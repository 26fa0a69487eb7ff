import { useEffect, useRef, useState, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from 'react';

/** How far (px) a press must move before it is a drag rather than a click. */
const DRAG_START = 6;

export interface Dragged<T> {
  payload: T;
  x: number;
  y: number;
}

/**
 * Dragging a piece (a counter, a coin, a disk) from one place of a model to
 * another with a mouse, a pen or a finger. `source(payload)` gives the props
 * of something that can be picked up; while it moves, `dragged` says where (for
 * the piece drawn under the pointer); on release `onDrop` gets the payload and
 * the element under the pointer (null outside the page). A press that does not
 * move is left to the element's own click, so every piece also works by click
 * and, being a button, by keyboard.
 */
export function useDrop<T>(onDrop: (payload: T, target: Element | null) => void) {
  const [dragged, setDragged] = useState<Dragged<T> | undefined>();
  const press = useRef<{ payload: T; x: number; y: number; moved: boolean; from: Element } | undefined>(undefined);
  /** the piece just dropped: a click the browser may send it after the release is not a press of its own */
  const swallowClick = useRef<Element | undefined>(undefined);
  const drop = useRef(onDrop);
  drop.current = onDrop;

  useEffect(() => {
    function move(e: PointerEvent) {
      const p = press.current;
      if (!p) return;
      if (!p.moved && Math.hypot(e.clientX - p.x, e.clientY - p.y) < DRAG_START) return;
      p.moved = true;
      setDragged({ payload: p.payload, x: e.clientX, y: e.clientY });
    }
    function up(e: PointerEvent) {
      const p = press.current;
      press.current = undefined;
      if (!p?.moved) return;
      setDragged(undefined);
      swallowClick.current = p.from;
      setTimeout(() => {
        swallowClick.current = undefined;
      }, 0);
      // the piece drawn under the pointer ignores the pointer (CSS), so this is what lies beneath
      drop.current(p.payload, document.elementFromPoint(e.clientX, e.clientY));
    }
    function cancel() {
      press.current = undefined;
      setDragged(undefined);
    }
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
    };
  }, []);

  return {
    dragged,
    /** Props for a piece that can be picked up; `onClick` runs for a press that did not move. */
    source(payload: T, onClick?: () => void) {
      return {
        onPointerDown(e: ReactPointerEvent) {
          if (e.button !== 0) return;
          press.current = { payload, x: e.clientX, y: e.clientY, moved: false, from: e.currentTarget };
          // a finger must not scroll the page or select text while it carries a piece
          (e.currentTarget as Element).releasePointerCapture?.(e.pointerId);
        },
        onClick(e: ReactMouseEvent) {
          if (swallowClick.current === e.currentTarget) {
            swallowClick.current = undefined;
            return;
          }
          onClick?.();
        },
        'data-draggable': true,
      };
    },
  };
}
