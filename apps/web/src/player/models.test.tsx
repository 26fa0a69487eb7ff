import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';

afterEach(cleanup);
import '@numbloom/maths/all'; // the whole engine: these tests make items of any topic
import { generateItem } from '@numbloom/maths/generate';
import type { Item } from '@numbloom/maths/types';
import { NumberLine } from './models/number-line.tsx';
import { Clock, type ClockTime } from './models/clock.tsx';
import { FractionBars } from './models/fraction-bars.tsx';
import { CoordinateGrid, type Point } from './models/coordinate-grid.tsx';
import { RectangleBoard, type Rectangle } from './models/rectangle-board.tsx';
import { Geoboard, type Peg } from './models/geoboard.tsx';
import { snap } from './models/use-drag.ts';
import { initialState, responseOf } from './engine.ts';

function LiveNumberLine() {
  const [value, setValue] = useState(0);
  return (
    <NumberLine visual={{ type: 'number-line', min: 0, max: 2, step: 0.25, labelled: [0, 1, 2] }} value={value} onChange={setValue} label="Move the marker" format={String} />
  );
}

function LiveClock() {
  const [time, setTime] = useState<ClockTime>({ hours: 12, minutes: 0 });
  return <Clock time={time} onChange={setTime} label="Set the clock" hourLabel="Hour hand" minuteLabel="Minute hand" format={(t) => `${t.hours}:${String(t.minutes).padStart(2, '0')}`} />;
}

function LiveGrid() {
  const [p, setP] = useState<Point>({ x: 0, y: 0 });
  return <CoordinateGrid size={5} points={[]} value={p} onChange={setP} label="Place the point" pointLabel={(q) => `(${q.x}, ${q.y})`} />;
}

function LiveBoard() {
  const [r, setR] = useState<Rectangle>({ rows: 0, columns: 0 });
  return <RectangleBoard rows={4} columns={5} cells="objects" value={r} onChange={setR} label="Build the array" valueText={(v) => `${v.rows} rows of ${v.columns}`} />;
}

function LiveGeoboard({ onPoints }: { onPoints: (p: Peg[]) => void }) {
  const [points, setPoints] = useState<Peg[]>([]);
  const set = (p: Peg[]) => {
    setPoints(p);
    onPoints(p);
  };
  return <Geoboard size={3} points={points} onChange={set} label="Geoboard" pegLabel={(p, n) => `Peg ${p.x + 1},${p.y + 1}${n ? ` joined ${n}` : ''}`} undoLabel="Undo" clearLabel="Clear" summary={(n) => `${n} pegs joined`} />;
}

describe('interactive models', () => {
  it('grows and shrinks a rectangle from the keyboard, inside its board', () => {
    render(<LiveBoard />);
    const corner = screen.getByRole('slider', { name: 'Build the array' });
    expect(corner.getAttribute('aria-valuetext')).toBe('0 rows of 0');
    for (let i = 0; i < 7; i++) fireEvent.keyDown(corner, { key: 'ArrowRight' });
    fireEvent.keyDown(corner, { key: 'ArrowDown' });
    fireEvent.keyDown(corner, { key: 'ArrowDown' });
    fireEvent.keyDown(corner, { key: 'ArrowDown' });
    fireEvent.keyDown(corner, { key: 'ArrowUp' });
    // five columns is the edge of the board
    expect(corner.getAttribute('aria-valuetext')).toBe('2 rows of 5');
    expect(corner.getAttribute('aria-valuenow')).toBe('10');
  });

  it('joins geoboard pegs from the keyboard: arrows move between pegs, Enter joins, Backspace takes one off', () => {
    const seen: Peg[][] = [];
    render(<LiveGeoboard onPoints={(p) => seen.push(p)} />);
    const first = screen.getByRole('button', { name: 'Peg 1,1' });
    expect(first.getAttribute('tabindex')).toBe('0');
    // only one peg is in the tab order
    expect(screen.getAllByRole('button').filter((b) => b.getAttribute('tabindex') === '0')).toHaveLength(1);
    first.focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('Enter');
    press('ArrowRight');
    press('ArrowRight');
    press('ArrowUp'); // already on the top row: stays
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Peg 3,1' }));
    press(' ');
    press('ArrowDown');
    press('Enter');
    press('Backspace');
    press('ArrowDown');
    press('Enter');
    expect(seen.at(-1)).toEqual([{ x: 0, y: 0 }, { x: 2, y: 0 }, { x: 2, y: 2 }]);
    expect(screen.getByRole('button', { name: 'Peg 3,3 joined 3' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('3 pegs joined')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(seen.at(-1)).toEqual([]);
  });

  it('joins a peg by clicking it, and not twice in a row', () => {
    const seen: Peg[][] = [];
    render(<LiveGeoboard onPoints={(p) => seen.push(p)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Peg 2,2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Peg 2,2 joined 1' }));
    expect(seen).toEqual([[{ x: 1, y: 1 }]]);
  });

  it('moves the number line marker with arrow keys, Home and End, snapping to the step', () => {
    render(<LiveNumberLine />);
    const slider = screen.getByRole('slider', { name: 'Move the marker' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0.5');
    fireEvent.keyDown(slider, { key: 'End' });
    expect(slider.getAttribute('aria-valuenow')).toBe('2');
    fireEvent.keyDown(slider, { key: 'ArrowRight' });
    expect(slider.getAttribute('aria-valuenow')).toBe('2');
    fireEvent.keyDown(slider, { key: 'Home' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(snap(0.37, 0, 2, 0.25)).toBe(0.25);
  });

  it('marks a long line as a ruler does, and leaves out the steps between every fifth where they would crowd on a phone', () => {
    const signed = { type: 'number-line' as const, min: -100, max: 0, step: 1, labelled: Array.from({ length: 11 }, (_, i) => -100 + i * 10) };
    const drawnAt = (width: number) => {
      vi.stubGlobal('ResizeObserver', class { observe() {} disconnect() {} });
      const box = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ width } as DOMRect);
      const { container, unmount } = render(<NumberLine visual={signed} value={-37} onChange={() => {}} label="Move the marker" format={String} />);
      const marks = [...container.querySelectorAll('line.tick')].map((l) => Number(l.getAttribute('y2')) - Number(l.getAttribute('y1')));
      unmount();
      box.mockRestore();
      vi.unstubAllGlobals();
      return marks;
    };
    const desktop = drawnAt(900);
    expect(desktop).toHaveLength(101);
    // numbered every ten longest, every fifth step between them middling, the rest short
    expect([...new Set(desktop)].sort((a, b) => b - a)).toEqual([20, 14, 8]);
    expect(desktop.filter((m) => m === 20)).toHaveLength(11);
    expect(desktop.filter((m) => m === 14)).toHaveLength(10);
    const phone = drawnAt(330);
    expect(phone).toHaveLength(21);
    expect(phone.filter((m) => m === 8)).toHaveLength(0);
  });

  it('turns each clock hand with the keyboard, wrapping round the face', () => {
    render(<LiveClock />);
    const hour = screen.getByRole('slider', { name: 'Hour hand' });
    const minute = screen.getByRole('slider', { name: 'Minute hand' });
    fireEvent.keyDown(hour, { key: 'ArrowRight' });
    expect(hour.getAttribute('aria-valuenow')).toBe('1');
    fireEvent.keyDown(minute, { key: 'PageUp' });
    fireEvent.keyDown(minute, { key: 'PageUp' });
    fireEvent.keyDown(minute, { key: 'ArrowLeft' });
    expect(minute.getAttribute('aria-valuenow')).toBe('9');
    fireEvent.keyDown(minute, { key: 'ArrowLeft' });
    for (let i = 0; i < 10; i++) fireEvent.keyDown(minute, { key: 'PageDown' });
    expect(minute.getAttribute('aria-valuenow')).toBe('18');
  });

  it('toggles fraction bar parts as pressed buttons', () => {
    const onSet = vi.fn();
    render(<FractionBars bars={[{ parts: 4, shaded: 0, pattern: [true, false, false, false] }]} onSet={onSet} label="Shade" partLabel={(i, n) => `Part ${i + 1} of ${n}`} />);
    expect(screen.getByRole('button', { name: 'Part 1 of 4' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Part 3 of 4' }));
    expect(onSet).toHaveBeenCalledWith(2, true);
    fireEvent.click(screen.getByRole('button', { name: 'Part 1 of 4' }));
    expect(onSet).toHaveBeenCalledWith(0, false);
  });

  it('moves a grid point with the arrow keys inside the grid', () => {
    render(<LiveGrid />);
    const point = screen.getByRole('slider', { name: 'Place the point' });
    fireEvent.keyDown(point, { key: 'ArrowUp' });
    fireEvent.keyDown(point, { key: 'ArrowRight' });
    fireEvent.keyDown(point, { key: 'ArrowRight' });
    fireEvent.keyDown(point, { key: 'ArrowLeft' });
    fireEvent.keyDown(point, { key: 'ArrowDown' });
    fireEvent.keyDown(point, { key: 'ArrowDown' });
    expect(point.getAttribute('aria-valuetext')).toBe('(1, 0)');
  });
});

describe('widget responses', () => {
  const item = (over: Partial<Item>): Item => ({ ...generateItem({ topic: 'number-place-value/number-line', grade: '4', difficulty: 2, seed: 's' }), ...over });

  it('sends a number line position in the answer’s own kind', () => {
    expect(responseOf({ kind: 'number-line', value: 2.5 }, item({ answer: { kind: 'decimal', value: '2.5' } }))).toEqual({ kind: 'decimal', value: '2.5' });
    // a line read in fractions says its parts in its picture (the playable answer has no value, no parts)
    const quarters = { type: 'number-line' as const, min: 0, max: 1, step: 0.25, labelled: [0, 1], denominator: 4 };
    expect(responseOf({ kind: 'number-line', value: 0.75 }, item({ answer: { kind: 'fraction', numerator: 3, denominator: 4 }, visual: quarters }))).toEqual({ kind: 'fraction', numerator: 3, denominator: 4 });
    expect(responseOf({ kind: 'number-line', value: 7 }, item({ answer: { kind: 'integer', value: 7 } }))).toEqual({ kind: 'integer', value: 7 });
  });

  it('sends shaded parts as a fraction, blocks as their value, a choice only once chosen', () => {
    const any = item({});
    expect(responseOf({ kind: 'fraction-bars', pattern: [true, false, true, false] }, any)).toEqual({ kind: 'fraction', numerator: 2, denominator: 4 });
    expect(responseOf({ kind: 'place-value-blocks', thousands: 1, hundreds: 2, tens: 13, ones: 4 }, any)).toEqual({ kind: 'integer', value: 1334 });
    expect(responseOf({ kind: 'choice', key: '' }, any)).toBeUndefined();
    expect(responseOf({ kind: 'clock', hours: 3, minutes: 5 }, any)).toEqual({ kind: 'time', hours: 3, minutes: 5 });
  });

  it('sends a built rectangle once it has rows and columns, and the pegs joined on a geoboard', () => {
    const any = item({});
    expect(responseOf({ kind: 'rectangle', rows: 0, columns: 3 }, any)).toBeUndefined();
    expect(responseOf({ kind: 'rectangle', rows: 2, columns: 3 }, any)).toMatchObject({ kind: 'rectangle', rows: 2, columns: 3 });
    expect(responseOf({ kind: 'geoboard', points: [] }, any)).toBeUndefined();
    expect(responseOf({ kind: 'geoboard', points: [{ x: 1, y: 2 }] }, any)).toEqual({ kind: 'drawn-polygon', points: [{ x: 1, y: 2 }] });
  });

  it('starts a number-line item at the left end of its line', () => {
    const seed = [...Array(50).keys()].map((i) => `start-${i}`).find((s) => generateItem({ topic: 'number-place-value/number-line', grade: 'K', difficulty: 2, seed: s }).input === 'number-line')!;
    const it = generateItem({ topic: 'number-place-value/number-line', grade: 'K', difficulty: 2, seed });
    expect(it.input).toBe('number-line');
    expect(initialState(it)).toEqual({ kind: 'number-line', value: it.visual?.type === 'number-line' ? it.visual.min : NaN });
  });
});
