import { useRef, type PointerEvent as ReactPointerEvent } from 'react';

/**
 * Pointer dragging on an SVG: calls onMove with the pointer position in the
 * SVG's own coordinates on press and while the pointer is held.
 */
export function useSvgDrag(onMove: (x: number, y: number) => void) {
  const svg = useRef<SVGSVGElement>(null);
  const dragging = useRef(false);
  const toLocal = (e: ReactPointerEvent) => {
    const el = svg.current;
    const ctm = el?.getScreenCTM();
    if (!el || !ctm) return undefined;
    const p = new DOMPoint(e.clientX, e.clientY).matrixTransform(ctm.inverse());
    return p;
  };
  return {
    ref: svg,
    onPointerDown(e: ReactPointerEvent) {
      dragging.current = true;
      (e.target as Element).setPointerCapture?.(e.pointerId);
      const p = toLocal(e);
      if (p) onMove(p.x, p.y);
    },
    onPointerMove(e: ReactPointerEvent) {
      if (!dragging.current) return;
      const p = toLocal(e);
      if (p) onMove(p.x, p.y);
    },
    onPointerUp() {
      dragging.current = false;
    },
    onPointerCancel() {
      dragging.current = false;
    },
  };
}

/** Rounds to the nearest multiple of step from min, without floating-point dust. */
export function snap(value: number, min: number, max: number, step: number): number {
  const steps = Math.round((value - min) / step);
  const v = min + steps * step;
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Math.min(max, Math.max(min, Number(v.toFixed(decimals))));
}
