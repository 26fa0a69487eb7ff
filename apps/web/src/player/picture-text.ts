/**
 * What a picture says to someone who cannot see it (WCAG 1.1.1): for every
 * visual the engine makes, a name for the whole picture and, where the
 * question asks the child to find something in the picture, the parts the
 * child goes through one at a time (models/explorer.ts).
 *
 * The rule (decision 038): a picture's words carry what its question needs
 * and never its answer. Where a sentence would give the answer away (how many
 * counters, how many parts, the name or the sides of a shape, where the arrow
 * points, how long the ribbon is, the coordinates of a point) the picture is
 * read part by part instead, and the child counts, as a seeing child does.
 */
import type { TFunction } from 'i18next';
import { formatDecimal, formatInteger, formatParam, formatUnit } from '@numbloom/maths/text';
import type { Language, Visual } from '@numbloom/maths/types';
import { isRightCorner, shapeOutline, sideLengths } from './models/shape-geometry.ts';

/** A picture's words: its name, and its parts when it is read one part at a time. */
export interface PictureText {
  label: string;
  /** the parts, in reading order, in groups (the bars of a set of fraction bars, the frames of counters) */
  groups?: { name?: string; stops: string[] }[];
}

const numberText = (n: number, language: Language) => (Number.isInteger(n) ? formatInteger(n, language) : formatDecimal(String(n), language));

/** The marks of a number line, as the drawing places them (at most 201). */
export function numberLineTicks(v: { min: number; max: number; step: number }): number[] {
  const ticks: number[] = [];
  for (let i = 0; i <= Math.round((v.max - v.min) / v.step) && i <= 200; i++) ticks.push(Number((v.min + i * v.step).toFixed(6)));
  return ticks;
}

const near = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** The words of a picture that is only looked at (item-view's StaticVisual). */
export function pictureText(v: Visual, t: TFunction<'player'>, language: Language): PictureText {
  const num = (n: number) => numberText(n, language);
  switch (v.type) {
    case 'number-line': {
      const stops = numberLineTicks(v).map((tick) => {
        const notes: string[] = [];
        if (v.target !== undefined && near(v.target, tick)) notes.push(t('picture.arrowHere'));
        if ((v.marks ?? []).some((m) => near(m, tick))) notes.push(t('picture.dotHere'));
        for (const h of v.hops ?? []) {
          if (near(h.from, tick)) notes.push(t('picture.hopStart'));
          if (near(h.to, tick)) notes.push(t('picture.hopEnd'));
        }
        const name = v.labelled.some((l) => near(l, tick)) ? num(tick) : t('picture.mark');
        return [name, ...notes].join(', ');
      });
      return { label: t('picture.numberLine', { min: num(v.min), max: num(v.max) }), groups: [{ stops }] };
    }
    case 'counters': {
      const thing = formatParam({ type: 'term', key: `obj.${v.object}`, count: 1 }, language);
      const things = formatParam({ type: 'term', key: `obj.${v.object}`, count: 2 }, language);
      if (!v.tenFrame) return { label: t('picture.counters', { things }), groups: [{ stops: Array.from({ length: v.count }, () => thing) }] };
      const frames = Math.max(1, Math.ceil(v.count / 10));
      return {
        label: t('picture.tenFrames', { things }),
        groups: Array.from({ length: frames }, (_, f) => ({
          name: t('picture.frame', { n: num(f + 1) }),
          stops: Array.from({ length: 10 }, (_, i) => (f * 10 + i < v.count ? thing : t('picture.emptySpace'))),
        })),
      };
    }
    case 'fraction-bars':
      return {
        label: t('picture.fractionBars', { count: v.bars.length }),
        groups: v.bars.map((bar, b) => ({
          name: v.bars.length > 1 ? t('picture.bar', { n: num(b + 1) }) : undefined,
          stops: Array.from({ length: bar.parts }, (_, i) => t(i < bar.shaded ? 'picture.partShaded' : 'picture.partClear')),
        })),
      };
    case 'ruler': {
      const unit = formatUnit(v.unit, language);
      const stops = Array.from({ length: v.length + 1 }, (_, i) => {
        const notes = [i === 0 ? t('picture.objectStarts') : '', i === v.objectLength ? t('picture.objectEnds') : ''].filter(Boolean);
        return [`${num(i)} ${formatUnit(v.unit, language, i)}`, ...notes].join(', ');
      });
      return { label: t('picture.ruler', { unit }), groups: [{ stops }] };
    }
    case 'shape':
      return shapeText(v, t, num);
    case 'clock':
      return { label: v.showHands ? t('picture.clock', { hour: hourHand(v.hours, v.minutes, t, num), minute: minuteHand(v.minutes, t, num) }) : t('picture.clockFace') };
    case 'coordinate-grid': {
      const min = v.negative ? -v.size : 0;
      return { label: t('picture.grid', { min: num(min), max: num(v.size), points: v.points.map((p) => p.label).join(', '), count: v.points.length }) };
    }
    case 'place-value-blocks':
      return { label: t('blocksValue', v) };
    case 'array':
      return { label: t('array', { count: v.rows, columns: v.columns }) };
    case 'coins':
      return { label: t('coins.label') };
    case 'bar-chart':
    case 'pictograph':
      return { label: t('chart') };
    case 'rectangle-board':
      return { label: t(v.cells === 'objects' ? 'arrayBoard' : 'squaresBoard') };
    case 'geoboard':
      return { label: t('geoboard') };
    case 'place-value-chart':
      return { label: t('picture.pvChart') };
    case 'protractor':
      return { label: t('picture.protractor') };
  }
}

/** What a grid's reading cursor says at (x, y): the point there, if any, and where it is. */
export function gridPlaceText(x: number, y: number, points: { x: number; y: number; label: string }[], t: TFunction<'player'>, language: Language): string {
  const here = points.filter((p) => p.x === x && p.y === y).map((p) => t('picture.gridPoint', { label: p.label }));
  return [t('point', { x: formatInteger(x, language), y: formatInteger(y, language) }), ...here].join(', ');
}

function hourHand(hours: number, minutes: number, t: TFunction<'player'>, num: (n: number) => string): string {
  const h = ((hours + 11) % 12) + 1;
  if (minutes === 0) return t('picture.handAt', { n: num(h) });
  return t('picture.handBetween', { a: num(h), b: num((h % 12) + 1) });
}

function minuteHand(minutes: number, t: TFunction<'player'>, num: (n: number) => string): string {
  const numeral = Math.floor(minutes / 5) || 12;
  const past = minutes % 5;
  if (past === 0) return t('picture.handAt', { n: num(numeral) });
  return t('picture.handPast', { count: past, n: num(numeral) });
}

function shapeText(v: Extract<Visual, { type: 'shape' }>, t: TFunction<'player'>, num: (n: number) => string): PictureText {
  if (v.shape === 'circle') return { label: t('picture.circle') };
  if (v.shape === 'angle') return { label: t('picture.angle') };
  if (v.shape === 'sphere' || v.shape === 'cube' || v.shape === 'cylinder' || v.shape === 'cone') return { label: t(`picture.solid.${v.shape}`) };
  if (v.shape === 'rectangular-prism') {
    const [l, w, h] = v.sides ?? [];
    if (l !== undefined && w !== undefined && h !== undefined) return { label: t('picture.solid.boxSized', { l: num(l), w: num(w), h: num(h) }) };
    if (l !== undefined && w !== undefined) return { label: t('picture.solid.boxBase', { l: num(l), w: num(w) }) };
    return { label: t('picture.solid.box') };
  }
  const points = shapeOutline(v.shape, v)!;
  const drawn = sideLengths(points);
  // Lengths the item gives (a polygon's sides, a rectangle's width and height) are read out; otherwise long and short as drawn.
  const given: (number | undefined)[] =
    v.sides && v.sides.length === points.length
      ? v.sides
      : (v.shape === 'rectangle' || v.shape === 'square') && v.width !== undefined
        ? [v.width, v.height, v.width, v.height]
        : [];
  const longest = Math.max(...drawn);
  const shortest = Math.min(...drawn);
  const allEqual = longest - shortest < longest * 0.02;
  const stops: string[] = [];
  points.forEach((_, i) => {
    stops.push(t(isRightCorner(points, i) ? 'picture.squareCorner' : 'picture.corner'));
    const length = given[i];
    if (length !== undefined) stops.push(t('picture.sideLength', { length: num(length) }));
    else if (allEqual) stops.push(t('picture.side'));
    else if (drawn[i]! > longest * 0.98) stops.push(t('picture.sideLong'));
    else if (drawn[i]! < shortest * 1.02) stops.push(t('picture.sideShort'));
    else stops.push(t('picture.side'));
  });
  const label = v.gridSquares && v.width && v.height ? t('picture.squaresCovered', { count: v.height, columns: num(v.width) }) : allEqual ? t('picture.flatEqual') : t('picture.flat');
  return { label, groups: [{ stops }] };
}
