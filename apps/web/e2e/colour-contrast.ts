import type { Pixels } from './png-pixels.ts';

/** WCAG 1.4.11: a graphical object a person needs to see reaches 3:1 against what is next to it. */
export const NON_TEXT_CONTRAST = 3;

/** WCAG relative luminance of an sRGB colour given as 0xRRGGBB. */
export function luminance(rgb: number): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel((rgb >> 16) & 0xff) + 0.7152 * channel((rgb >> 8) & 0xff) + 0.0722 * channel(rgb & 0xff);
}

/** The WCAG contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: number, b: number): number {
  const [la, lb] = [luminance(a), luminance(b)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

export const hex = (rgb: number) => `#${rgb.toString(16).padStart(6, '0')}`;

/** How a picture's marks stand against its background. */
export interface ColourReading {
  /**
   * the share of the drawing (the box round everything not the background) at NON_TEXT_CONTRAST
   * or more against the background: the marks that can be seen
   */
  ink: number;
  /** how many pixels that is */
  inkPixels: number;
  /** the share of the drawing on a mark's edge with the background that does not reach NON_TEXT_CONTRAST: marks too faint to see */
  faint: number;
  /** the commonest faint colours, for the message */
  faintColours: { colour: string; share: number; ratio: number }[];
}

const colourAt = (rgb: Uint8Array, i: number) => (rgb[i * 3]! << 16) | (rgb[i * 3 + 1]! << 8) | rgb[i * 3 + 2]!;

/**
 * Reads a picture's marks against its background, as WCAG 1.4.11 asks of a
 * graphic: what meets the background must reach 3:1 there. A faint pixel is
 * one that touches the background, falls short of 3:1 against it, and is not
 * the anti-aliased edge of a mark that does reach it (no such pixel next to
 * it). So a fill inside a dark outline (a coin's face in its rim) is not
 * faint, and neither are the blended edges of a black line; a dark line on
 * black, or a pale fill with no outline on white, is.
 */
export function readColours(pixels: Pixels, background: number): ColourReading {
  const { width, height, rgb } = pixels;
  const total = width * height;
  const ink = new Uint8Array(total);
  const ground = new Uint8Array(total);
  let inked = 0;
  const drawn = { left: width, right: -1, top: height, bottom: -1 };
  for (let i = 0; i < total; i++) {
    const colour = colourAt(rgb, i);
    if (colour === background) {
      ground[i] = 1;
      continue;
    }
    if (contrastRatio(colour, background) >= NON_TEXT_CONTRAST) {
      ink[i] = 1;
      inked += 1;
    }
    const [x, y] = [i % width, Math.floor(i / width)];
    [drawn.left, drawn.right, drawn.top, drawn.bottom] = [Math.min(drawn.left, x), Math.max(drawn.right, x), Math.min(drawn.top, y), Math.max(drawn.bottom, y)];
  }
  // shares of the drawing, not of the element: a row of four counters in a page-wide box is as visible as in a small one
  const area = Math.max(1, (drawn.right - drawn.left + 1) * (drawn.bottom - drawn.top + 1));
  const near = (x: number, y: number, flags: Uint8Array, diagonal: boolean) => {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((!dx && !dy) || (!diagonal && dx && dy)) continue;
        const [nx, ny] = [x + dx, y + dy];
        if (nx >= 0 && ny >= 0 && nx < width && ny < height && flags[ny * width + nx]) return true;
      }
    }
    return false;
  };
  const faintCounts = new Map<number, number>();
  let faint = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (ink[i] || ground[i] || !near(x, y, ground, false) || near(x, y, ink, true)) continue;
      faint += 1;
      const colour = colourAt(rgb, i);
      faintCounts.set(colour, (faintCounts.get(colour) ?? 0) + 1);
    }
  }
  const faintColours = [...faintCounts]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([colour, count]) => ({ colour: hex(colour), share: count / area, ratio: contrastRatio(colour, background) }));
  return { ink: inked / area, inkPixels: inked, faint: faint / area, faintColours };
}

/**
 * What changed between two pictures of the same element (before and after
 * focus): how many pixels changed, and how many of those changed to a colour
 * at NON_TEXT_CONTRAST against the one they had (a ring that can be seen
 * against whatever it is drawn over).
 */
export function readChange(before: Pixels, after: Pixels): { changed: number; visible: number } {
  // A box a fraction of a pixel high rounds to one more or one less row between two shots: the rows both
  // have are compared. Anything more is a real change of size.
  if (Math.abs(before.width - after.width) > 1 || Math.abs(before.height - after.height) > 1)
    throw new Error(`the element changed size on focus: ${before.width}×${before.height} to ${after.width}×${after.height}`);
  const width = Math.min(before.width, after.width);
  const height = Math.min(before.height, after.height);
  let changed = 0;
  let visible = 0;
  for (let p = 0; p < width * height; p++) {
    const [x, y] = [p % width, Math.floor(p / width)];
    const [was, now] = [colourAt(before.rgb, y * before.width + x), colourAt(after.rgb, y * after.width + x)];
    if (was === now) continue;
    changed += 1;
    if (contrastRatio(now, was) >= NON_TEXT_CONTRAST) visible += 1;
  }
  return { changed, visible };
}

/** A CSS colour as the browser computes it, `rgb(r, g, b)`, as 0xRRGGBB. */
export function parseRgb(css: string): number {
  const m = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(css);
  if (!m) throw new Error(`not an rgb() colour: ${css}`);
  return (Number(m[1]) << 16) | (Number(m[2]) << 8) | Number(m[3]);
}
