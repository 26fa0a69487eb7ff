/**
 * The answer models a child makes a number on, used as a child would: by
 * click (or tap), by drag, and by keyboard. Drags are real pointer events
 * (press, move past the drag threshold, release over the target).
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { CounterBoard } from './models/counter-board.tsx';
import { PlaceValueChart } from './models/place-value-chart.tsx';
import { Protractor } from './models/protractor.tsx';
import { RulerInput } from './models/ruler-input.tsx';
import { BarChartInput, PictographInput } from './models/chart-input.tsx';
import { Coins, MoneyPiece } from './models/coins.tsx';
import { FractionBars } from './models/fraction-bars.tsx';
import { PlaceValueBlocks } from './models/place-value-blocks.tsx';
import { Geoboard } from './models/geoboard.tsx';
import { chartValue, initialState, responseOf } from './engine.ts';
import en from './i18n/en.json';

const instance = i18next.createInstance();
beforeAll(async () => {
  await instance.init({ lng: 'en', ns: ['player'], defaultNS: 'player', resources: { en: { player: en } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);
const withTexts = (ui: React.ReactElement) => render(<I18nextProvider i18n={instance}>{ui}</I18nextProvider>);

/** Drags from one element and lets go over another, as a finger or a mouse does. */
function drag(from: Element, to: Element | null) {
  // jsdom lays nothing out: what lies under the pointer at the release is said here
  const under = document as Document & { elementFromPoint: (x: number, y: number) => Element | null };
  const before = under.elementFromPoint;
  under.elementFromPoint = () => to;
  act(() => {
    fireEvent.pointerDown(from, { button: 0, clientX: 10, clientY: 10, pointerId: 1 });
    window.dispatchEvent(new MouseEvent('pointermove', { clientX: 60, clientY: 80 }));
    window.dispatchEvent(new MouseEvent('pointerup', { clientX: 60, clientY: 80 }));
  });
  under.elementFromPoint = before;
}

function LiveBoard({ fixed = 0, start = 0 }: { fixed?: number; start?: number }) {
  const [cells, setCells] = useState(Array.from({ length: 10 - fixed }, (_, i) => i < start));
  return (
    <>
      <CounterBoard
        cells={cells}
        fixed={fixed}
        object="star"
        onChange={setCells}
        label="Ten frames for stars"
        spaceLabel={(i, full, isFixed) => `Space ${i + 1}, ${isFixed ? 'fixed star' : full ? 'star' : 'empty'}`}
        pileLabel="Put a star in the next empty space"
        status={(n) => `${n} counters placed`}
      />
      <output data-testid="placed">{cells.filter(Boolean).length}</output>
    </>
  );
}

describe('counters in ten frames', () => {
  it('puts a counter in by click and takes it out by click; draws the question’s object', () => {
    render(<LiveBoard />);
    fireEvent.click(screen.getByRole('button', { name: 'Space 3, empty' }));
    expect(screen.getByTestId('placed').textContent).toBe('1');
    const star = screen.getByRole('button', { name: 'Space 3, star' });
    expect(star.querySelector('[data-object="star"]')).not.toBeNull();
    fireEvent.click(star);
    expect(screen.getByTestId('placed').textContent).toBe('0');
  });

  it('is one tab stop: arrows move between spaces, Space and Enter put in and take out (Enter never submits)', () => {
    const submit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <form onSubmit={submit}>
        <LiveBoard />
      </form>,
    );
    const first = screen.getByRole('button', { name: 'Space 1, empty' });
    expect(first.tabIndex).toBe(0);
    expect(screen.getByRole('button', { name: 'Space 2, empty' }).tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Space 2, empty' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Space 7, empty' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Enter' });
    expect(screen.getByTestId('placed').textContent).toBe('1');
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByText('1 counters placed')).toBeTruthy();
  });

  it('takes counters from the pile by drag, and away by dragging them off the frames', () => {
    render(<LiveBoard />);
    drag(screen.getByRole('button', { name: 'Put a star in the next empty space' }), screen.getByRole('button', { name: 'Space 5, empty' }));
    expect(screen.getByRole('button', { name: 'Space 5, star' }).getAttribute('aria-pressed')).toBe('true');
    drag(screen.getByRole('button', { name: 'Space 5, star' }), document.body);
    expect(screen.getByTestId('placed').textContent).toBe('0');
  });

  it('keeps the fixed counters of a missing-number item; they are not the answer', () => {
    render(<LiveBoard fixed={4} />);
    expect(screen.getAllByRole('img', { name: /fixed star/ })).toHaveLength(4);
    expect(screen.queryByRole('button', { name: /Space 1,/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Space 5, empty' }));
    expect(screen.getByTestId('placed').textContent).toBe('1');
  });
});

describe('a place-value chart', () => {
  function LiveChart() {
    const [digits, setDigits] = useState([0, 0, 0, 0]);
    return (
      <>
        <PlaceValueChart
          high={1}
          low={-2}
          digits={digits}
          onChange={setDigits}
          label="Place-value chart"
          placeName={(p) => ['hundredths', 'tenths', 'ones', 'tens'][p + 2]!}
          diskText={(p) => String(10 ** p)}
          addLabel={(place) => `Add one to ${place}`}
          removeLabel={(place) => `Take one from ${place}`}
          countText={(n, place) => `${n} in the ${place}`}
        />
        <output data-testid="value">{chartValue(digits, -2)}</output>
      </>
    );
  }
  it('makes 10.05 with + and −, by keyboard and click, and by dragging disks in and out', () => {
    render(<LiveChart />);
    fireEvent.click(screen.getByRole('button', { name: 'Add one to tens' }));
    const hundredths = screen.getByRole('button', { name: 'Add one to hundredths' });
    for (let i = 0; i < 6; i++) fireEvent.click(hundredths);
    fireEvent.click(screen.getByRole('button', { name: 'Take one from hundredths' }));
    expect(screen.getByTestId('value').textContent).toBe('10.05');
    expect(screen.getByRole('img', { name: '5 in the hundredths' })).toBeTruthy();
    // a disk dragged onto its own column goes in; dragged off the chart it comes out
    drag(screen.getByRole('button', { name: 'Add one to tenths' }), screen.getByRole('img', { name: '0 in the tenths' }));
    expect(screen.getByTestId('value').textContent).toBe('10.15');
    drag(screen.getByRole('img', { name: '1 in the tenths' }).querySelector('.disk')!, document.body);
    expect(screen.getByTestId('value').textContent).toBe('10.05');
  });

  it('writes a chart’s number exactly, whole or decimal', () => {
    expect(chartValue([4, 0, 2], 0)).toBe('402');
    expect(chartValue([0, 3, 0, 7], -3)).toBe('0.307');
    expect(chartValue([1, 2, 0, 0], -2)).toBe('12');
    expect(chartValue([0, 0, 0, 0, 0, 0, 4], 0)).toBe('4');
  });
});

describe('sliders a child drags: protractor, ruler, bar', () => {
  it('turns the protractor’s ray in 5° steps with the keys, never past its scale', () => {
    function Live() {
      const [d, setD] = useState(0);
      return <Protractor max={180} degrees={d} onChange={setD} label="Angle" format={(x) => `${x}°`} />;
    }
    render(<Live />);
    const ray = screen.getByRole('slider', { name: 'Angle' });
    fireEvent.keyDown(ray, { key: 'PageUp' });
    fireEvent.keyDown(ray, { key: 'PageUp' });
    fireEvent.keyDown(ray, { key: 'ArrowRight' });
    expect(ray.getAttribute('aria-valuetext')).toBe('95°');
    fireEvent.keyDown(ray, { key: 'End' });
    fireEvent.keyDown(ray, { key: 'ArrowUp' });
    expect(ray.getAttribute('aria-valuenow')).toBe('180');
  });

  it('stretches the ribbon along the ruler with the keys', () => {
    function Live() {
      const [n, setN] = useState(0);
      return <RulerInput length={15} value={n} onChange={setN} unit="cm" inches={false} label="End of the ribbon" format={(x) => `${x} cm`} />;
    }
    render(<Live />);
    const end = screen.getByRole('slider', { name: 'End of the ribbon' });
    for (let i = 0; i < 7; i++) fireEvent.keyDown(end, { key: 'ArrowRight' });
    expect(end.getAttribute('aria-valuetext')).toBe('7 cm');
    fireEvent.keyDown(end, { key: 'End' });
    expect(end.getAttribute('aria-valuenow')).toBe('15');
  });

  it('draws a bar one step of the scale at a time, hiding the bar’s own value until drawn', () => {
    function Live() {
      const [v, setV] = useState(0);
      return (
        <BarChartInput
          categories={[
            { term: 'fruit.apple', value: 20 },
            { term: 'fruit.pear', value: 0 },
          ]}
          scale={5}
          draw={1}
          value={v}
          onChange={setV}
          names={['apples', 'pears']}
          label="Graph"
          barLabel="Height of the bar for pears"
          format={String}
        />
      );
    }
    render(<Live />);
    const bar = screen.getByRole('slider', { name: 'Height of the bar for pears' });
    for (let i = 0; i < 7; i++) fireEvent.keyDown(bar, { key: 'ArrowUp' });
    fireEvent.keyDown(bar, { key: 'ArrowDown' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
  });

  it('fills a pictograph row by click, by keys and by dragging the key’s symbol onto the row', () => {
    function Live() {
      const [v, setV] = useState(0);
      return (
        <PictographInput
          categories={[
            { term: 'fruit.apple', value: 4 },
            { term: 'fruit.pear', value: 0 },
          ]}
          perSymbol={2}
          draw={1}
          value={v}
          onChange={setV}
          names={['apples', 'pears']}
          label="Graph"
          rowLabel="Symbols in the row for pears"
          keyText="Each ● stands for 2"
          addLabel="Add a symbol to the row for pears"
          removeLabel="Take a symbol off the row for pears"
          format={String}
        />
      );
    }
    render(<Live />);
    const row = screen.getByRole('slider', { name: 'Symbols in the row for pears' });
    fireEvent.click(screen.getByRole('button', { name: 'Add a symbol to the row for pears' }));
    fireEvent.keyDown(row, { key: 'ArrowRight' });
    expect(row.getAttribute('aria-valuenow')).toBe('4');
    drag(screen.getByRole('button', { name: 'Add a symbol to the row for pears' }), row);
    expect(row.getAttribute('aria-valuenow')).toBe('6');
    fireEvent.click(row.querySelectorAll('.pict-place')[0]!);
    expect(row.getAttribute('aria-valuenow')).toBe('2');
  });
});

describe('coins as the country’s coins', () => {
  function Live({ currency, tray }: { currency: 'USD' | 'GBP'; tray: number[] }) {
    const [coins, setCoins] = useState<number[]>([]);
    const names: Record<number, string> = { 1: 'penny', 5: 'nickel', 10: 'dime', 25: 'quarter', 20: '20p coin', 50: '50p coin' };
    return (
      <>
        <Coins coins={coins} currency={currency} labelled={false} tray={tray} onChange={setCoins} label="Coins" nameOf={(c) => names[c] ?? String(c)} language="en" />
        <output data-testid="total">{coins.reduce((a, b) => a + b, 0)}</output>
      </>
    );
  }

  it('adds by click and by drag into the purse; puts back by click and by dragging out; names never say a total', () => {
    withTexts(<Live currency="USD" tray={[1, 5, 10, 25]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add quarter' }));
    drag(screen.getByRole('button', { name: 'Add dime' }), screen.getByRole('list', { name: 'Coins you chose' }));
    expect(screen.getByTestId('total').textContent).toBe('35');
    const purse = screen.getByRole('list', { name: 'Coins you chose' });
    drag(within(purse).getByRole('button', { name: 'Remove quarter' }), document.body);
    fireEvent.click(within(purse).getByRole('button', { name: 'Remove dime' }));
    expect(screen.getByTestId('total').textContent).toBe('0');
    for (const b of screen.getAllByRole('button')) expect(b.getAttribute('aria-label')).not.toMatch(/\d/);
  });

  it('draws a UK 50p as a seven-sided silver coin, a dime smaller than a penny, and no value where telling them apart is the skill', () => {
    const { container } = render(
      <>
        <MoneyPiece currency="GBP" cents={50} labelled={false} language="en" />
        <MoneyPiece currency="AUD" cents={50} labelled={false} language="en" />
        <MoneyPiece currency="USD" cents={10} labelled={false} language="en" />
        <MoneyPiece currency="USD" cents={1} labelled={false} language="en" />
        <MoneyPiece currency="AUD" cents={200} labelled={false} language="en" />
        <MoneyPiece currency="GBP" cents={20} labelled language="en" />
      </>,
    );
    const [p50, c50, dime, penny, aud2, p20] = [...container.querySelectorAll('svg.money')] as SVGSVGElement[];
    expect(p50!.getAttribute('data-sides')).toBe('7');
    expect(p50!.classList.contains('metal-silver')).toBe(true);
    expect(c50!.getAttribute('data-sides')).toBe('12');
    expect(aud2!.classList.contains('metal-gold')).toBe(true);
    expect(penny!.classList.contains('metal-copper')).toBe(true);
    expect(parseFloat(dime!.style.width)).toBeLessThan(parseFloat(penny!.style.width));
    for (const coin of [p50, c50, dime, penny, aud2]) expect(coin!.textContent).toBe('');
    expect(p20!.textContent).toBe('20p');
  });
});

describe('fraction bars to shade', () => {
  it('shades every part a press passes over, along the last bar', () => {
    function Live() {
      const [pattern, setPattern] = useState([false, false, false, false, false, false]);
      return (
        <FractionBars
          bars={[{ parts: 3, shaded: 1 }, { parts: 6, shaded: 0, pattern }]}
          onSet={(i, s) => setPattern((p) => p.map((x, j) => (j === i ? s : x)))}
          label="Shade"
          partLabel={(i, n) => `Part ${i + 1} of ${n}`}
        />
      );
    }
    render(<Live />);
    // the first bar is the question's: only the last one has buttons
    expect(screen.getAllByRole('button')).toHaveLength(6);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Part 1 of 6' }), { button: 0, pointerId: 1 });
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Part 2 of 6' }));
    act(() => {
      window.dispatchEvent(new MouseEvent('pointerup'));
    });
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Part 3 of 6' }));
    const pressed = screen.getAllByRole('button').map((b) => b.getAttribute('aria-pressed'));
    expect(pressed).toEqual(['true', 'true', 'false', 'false', 'false', 'false']);
  });
});

describe('widget states of the new models', () => {
  it('starts each model as its picture says and answers with what it shows', () => {
    expect(initialState({ input: 'counters', visual: { type: 'counters', count: 3, object: 'apple', tenFrame: true, max: 20, fixed: 2 } })).toEqual({ kind: 'counters', cells: Array.from({ length: 18 }, (_, i) => i < 3) });
    expect(initialState({ input: 'fraction-bars', visual: { type: 'fraction-bars', bars: [{ parts: 3, shaded: 2 }, { parts: 4, shaded: 1 }] } })).toEqual({ kind: 'fraction-bars', pattern: [true, false, false, false] });
    expect(initialState({ input: 'clock', visual: { type: 'clock', hours: 4, minutes: 25, showHands: true } })).toEqual({ kind: 'clock', hours: 4, minutes: 25 });
    const chart = { input: 'place-value-chart' as const, visual: { type: 'place-value-chart' as const, high: 0, low: -2 }, answer: { kind: 'decimal' as const, value: '0.5' } };
    expect(responseOf({ kind: 'place-value-chart', digits: [0, 5, 0] }, chart as never)).toEqual({ kind: 'decimal', value: '0.5' });
    expect(responseOf({ kind: 'counters', cells: [true, false, true] }, chart as never)).toEqual({ kind: 'integer', value: 2 });
    const line = { input: 'number-line', visual: { type: 'number-line', min: 0, max: 1, step: 1 / 12, labelled: [0, 1], denominator: 12 }, answer: { kind: 'fraction' } };
    expect(responseOf({ kind: 'number-line', value: 9 / 12 }, line as never)).toEqual({ kind: 'fraction', numerator: 3, denominator: 4 });
  });
});

describe('a "take one away" button that turns disabled or goes hands focus to its neighbour (WCAG 2.4.3)', () => {
  /** Focuses the control, presses it as Enter on a button does, and says where focus went. */
  const pressFocused = (name: string | RegExp) => {
    const control = screen.getByRole('button', { name });
    act(() => control.focus());
    fireEvent.click(control);
    return document.activeElement;
  };

  it('place-value blocks: the last ten taken away leaves focus on "add a ten"', () => {
    function Harness() {
      const [blocks, setBlocks] = useState({ thousands: 0, hundreds: 0, tens: 1, ones: 0 });
      return <PlaceValueBlocks blocks={blocks} onChange={setBlocks} label="Blocks" showThousands={false} />;
    }
    withTexts(<Harness />);
    const remove = screen.getByRole('button', { name: /^Take one from Tens/ });
    expect(pressFocused(/^Take one from Tens/)).toBe(screen.getByRole('button', { name: /^Add one to Tens/ }));
    expect((remove as HTMLButtonElement).disabled).toBe(true);
  });

  it('place-value chart, pictograph and geoboard: focus stays on the model', () => {
    function Harness() {
      const [digits, setDigits] = useState([0, 1]);
      const [symbols, setSymbols] = useState(1);
      const [points, setPoints] = useState([{ x: 0, y: 0 }]);
      return (
        <>
          <PlaceValueChart high={1} low={0} digits={digits} onChange={setDigits} label="Chart" placeName={(p) => `place ${p}`} diskText={String} addLabel={(p) => `Add ${p}`} removeLabel={(p) => `Remove ${p}`} countText={(c, p) => `${c} ${p}`} />
          <PictographInput categories={[{ term: 'obj.apple', value: 0 }]} perSymbol={1} draw={0} value={symbols} onChange={setSymbols} names={['apples']} label="Pictograph" rowLabel="Row" keyText="key" addLabel="Add symbol" removeLabel="Remove symbol" format={String} />
          <Geoboard size={3} points={points} onChange={setPoints} label="Geoboard" pegLabel={(p) => `Peg ${p.x},${p.y}`} undoLabel="Undo" clearLabel="Clear" summary={(n) => `${n} pegs`} />
        </>
      );
    }
    withTexts(<Harness />);
    expect(pressFocused('Remove place 0')).toBe(screen.getByRole('button', { name: 'Add place 0' }));
    expect(pressFocused('Remove symbol')?.closest('.pictograph-input')).not.toBeNull();
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Remove symbol' }));
    expect(pressFocused('Clear')?.closest('.geoboard')).not.toBeNull();
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Clear' }));
  });

  it('coins: the coin taken away hands focus to the coin beside it, the last one to the tray', () => {
    function Harness() {
      const [coins, setCoins] = useState([25, 10]);
      return <Coins coins={coins} currency="USD" labelled={false} tray={[25, 10]} onChange={setCoins} label="Coins" nameOf={(c) => `${c}c`} language="en" />;
    }
    withTexts(<Harness />);
    const after = pressFocused('Remove 25c');
    expect(after?.closest('.model.coins')).not.toBeNull();
    expect(after).not.toBe(document.body);
  });
});
