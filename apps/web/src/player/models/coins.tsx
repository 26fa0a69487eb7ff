import { useTranslation } from 'react-i18next';
import type { Currency, Language } from '@numbloom/maths/types';
import { largestCoin, moneyLook, moneyMark, type CoinLook } from '@numbloom/maths/coins';
import { useDrop } from './use-drop.ts';
import { useFocusKept } from './use-focus-kept.ts';

/** Colours of the metals: face, rim and the stamped design's lines. */
const METAL: Record<'copper' | 'silver' | 'gold', { face: string; rim: string; line: string }> = {
  copper: { face: '#c7794a', rim: '#8a4b2a', line: '#8a4b2a' },
  silver: { face: '#d5d9de', rim: '#7d858e', line: '#7d858e' },
  gold: { face: '#e3bd52', rim: '#9a7622', line: '#9a7622' },
};

/** The outline of a coin of `sides` sides (round when 'round') of radius r about (c, c): curved sides bulge out as on UK coins. */
function outline(look: CoinLook, c: number, r: number): string {
  if (look.sides === 'round' && !look.notched) return '';
  if (look.notched) {
    // seven notches round the edge, as on the 20 euro cent
    const pts: string[] = [];
    for (let i = 0; i < 70; i++) {
      const a = (i / 70) * 2 * Math.PI;
      const dent = i % 10 === 0 ? 0.9 : 1;
      pts.push(`${(c + r * dent * Math.sin(a)).toFixed(2)},${(c - r * dent * Math.cos(a)).toFixed(2)}`);
    }
    return `M ${pts.join(' L ')} Z`;
  }
  const n = look.sides as number;
  const corner = (i: number) => {
    const a = (i / n) * 2 * Math.PI;
    return [c + r * Math.sin(a), c - r * Math.cos(a)] as const;
  };
  let d = `M ${corner(0).join(' ')}`;
  for (let i = 1; i <= n; i++) {
    const [x, y] = corner(i % n);
    // a curved side is an arc about the opposite corner (a Reuleaux polygon), a straight one a line
    d += look.curved ? ` A ${r * 1.95} ${r * 1.95} 0 0 1 ${x} ${y}` : ` L ${x} ${y}`;
  }
  return `${d} Z`;
}

/**
 * One coin or note, drawn as the country's money looks (maths/coins.ts): metal,
 * relative size, shape; a note as a coloured rectangle. Its value is printed on
 * it only when `labelled` (never where telling coins apart is the skill).
 */
export function MoneyPiece({ currency, cents, labelled, language, scale = 1 }: { currency: Currency; cents: number; labelled: boolean; language: Language; scale?: number }) {
  const look = moneyLook(currency, cents);
  const mark = labelled ? moneyMark(currency, cents, language) : '';
  if (look.kind === 'note') {
    return (
      <svg viewBox="0 0 96 48" className="money note" style={{ width: `${4.8 * scale}rem` }} aria-hidden="true" focusable="false" data-cents={cents}>
        <rect x="1" y="1" width="94" height="46" rx="4" fill={look.colour} stroke="#33373d" strokeWidth="1.5" />
        <rect x="8" y="8" width="80" height="32" rx="3" fill="none" stroke="#ffffffaa" strokeWidth="1.5" />
        <circle cx="70" cy="24" r="10" fill="#ffffff55" />
        {mark ? (
          <text x="30" y="30" textAnchor="middle" className="money-mark">
            {mark}
          </text>
        ) : null}
      </svg>
    );
  }
  // every coin is drawn against the currency's largest, so a dime stays smaller than a penny
  const r = 46 * (look.size / largestCoin(currency));
  const c = 50;
  const [centre, ring] =
    look.metal === 'silver-centre-gold-ring' ? [METAL.silver, METAL.gold] : look.metal === 'gold-centre-silver-ring' ? [METAL.gold, METAL.silver] : [METAL[look.metal], METAL[look.metal]];
  const path = outline(look, c, r);
  const width = `${(3.4 * scale * look.size) / largestCoin(currency)}rem`;
  return (
    <svg viewBox="0 0 100 100" className={`money coin metal-${look.metal}`} style={{ width }} aria-hidden="true" focusable="false" data-cents={cents} data-sides={look.sides}>
      {path ? <path d={path} fill={ring.face} stroke={ring.rim} strokeWidth="3" /> : <circle cx={c} cy={c} r={r} fill={ring.face} stroke={ring.rim} strokeWidth="3" />}
      {centre !== ring ? <circle cx={c} cy={c} r={r * 0.62} fill={centre.face} stroke={centre.rim} strokeWidth="2" /> : null}
      {/* the stamped design: a ring of dots and a simple emblem, never a number */}
      <circle cx={c} cy={c} r={r * 0.8} fill="none" stroke={centre.line} strokeWidth="1.2" strokeDasharray="2 3" />
      <path d={`M ${c - r * 0.25} ${c + r * 0.2} q ${r * 0.25} ${-r * 0.55} ${r * 0.5} 0`} fill="none" stroke={centre.line} strokeWidth="2.2" strokeLinecap="round" />
      {mark ? (
        <text x={c} y={c + 6} textAnchor="middle" className="money-mark" style={{ fontSize: `${Math.max(14, r * 0.5)}px` }}>
          {mark}
        </text>
      ) : null}
    </svg>
  );
}

/**
 * Coins (and notes). A picture shows them; with onChange the learner takes
 * coins from a tray into a purse and back: click (or tap) a tray coin to add
 * it, or drag it into the purse; click a purse coin, or drag it out, to put it
 * back. Every coin is a button with the coin's name (never a total).
 */
export function Coins({
  coins,
  currency,
  labelled = true,
  tray,
  onChange,
  label,
  nameOf,
  language,
}: {
  coins: number[];
  currency: Currency;
  language: Language;
  labelled?: boolean;
  /** the coins to pick from (with onChange) */
  tray?: number[];
  onChange?: (coins: number[]) => void;
  label: string;
  /** a coin's name in the page language: "quarter", "20p coin", "5 dollar note" */
  nameOf: (cents: number) => string;
}) {
  const { t } = useTranslation('player');
  const kept = useFocusKept<HTMLDivElement>();
  const drop = useDrop<{ cents: number; from: 'tray' | number }>(({ cents, from }, target) => {
    const inPurse = !!target?.closest('[data-purse]');
    if (from === 'tray' && inPurse) add(cents);
    if (typeof from === 'number' && !inPurse) remove(from);
  });
  const add = (cents: number) => onChange?.([...coins, cents].sort((a, b) => b - a));
  const remove = (i: number) => onChange?.(coins.filter((_, j) => j !== i));
  if (!onChange) {
    return (
      <div className="model coins" role="img" aria-label={`${label}: ${coins.map(nameOf).join(', ')}`}>
        {coins.map((c, i) => (
          <MoneyPiece key={i} currency={currency} cents={c} labelled={labelled} language={language} />
        ))}
      </div>
    );
  }
  return (
    <div ref={kept} className="model coins interactive" role="group" aria-label={label}>
      <div className="coin-tray">
        {(tray ?? []).map((c) => (
          <button key={c} type="button" className="coin-button" aria-label={t('coins.add', { coin: nameOf(c) })} {...drop.source({ cents: c, from: 'tray' }, () => add(c))}>
            <MoneyPiece currency={currency} cents={c} labelled={labelled} language={language} />
          </button>
        ))}
      </div>
      <ul className="coin-chosen" data-purse aria-label={t('coins.chosen')}>
        {coins.map((c, i) => (
          // keyed by value and occurrence, so taking a coin away never hands its button to the next one
          <li key={`${c}:${coins.slice(0, i).filter((d) => d === c).length}`}>
            <button type="button" className="coin-button" aria-label={t('coins.remove', { coin: nameOf(c) })} {...drop.source({ cents: c, from: i }, () => remove(i))}>
              <MoneyPiece currency={currency} cents={c} labelled={labelled} language={language} />
            </button>
          </li>
        ))}
      </ul>
      {drop.dragged ? (
        <span className="dragged-piece" style={{ left: drop.dragged.x, top: drop.dragged.y }} aria-hidden="true">
          <MoneyPiece currency={currency} cents={drop.dragged.payload.cents} labelled={labelled} language={language} />
        </span>
      ) : null}
    </div>
  );
}
