/**
 * Spec §2/§9 page behaviours: layout breakpoints and the scroll positions at
 * which the header changes. CSS media queries use the same numbers (see
 * apps/web/src/app/global.css); change both together.
 */
export const BREAKPOINTS = {
  /** below this: mobile */
  mobile: 768,
  /** below this: tablet */
  tablet: 992,
  /** below this the mobile menu applies; above it is desktop */
  desktop: 1024,
  /** wide desktop: content stops growing */
  wide: 1200,
} as const;

/** Scroll (px) after which the sticky header takes its compact in-view state. */
export const HEADER_IN_VIEW_SCROLL = 200;

/** Slides a carousel shows at once: 3 on desktop, 1 on mobile (2 on tablet, between the two). */
export const CAROUSEL_SLIDES = { desktop: 3, tablet: 2, mobile: 1 } as const;
