/**
 * What each currency's coins and notes look like, so a picture of them is the
 * money a child of that country handles: its metal (copper, silver, gold, or
 * two metals), its size relative to the others, its shape (the UK 20p and 50p
 * are heptagons with curved sides, the Australian 50c has twelve sides, the
 * Canadian dollar eleven, the UAE 50 fils seven). Sizes are the real diameters
 * in millimetres; the web player (SVG) and the worksheet PDFs draw from this
 * one table. A coin's name is said by the player's texts (coin.<currency>.<cents>).
 */
import { formatMoney, languageOf, withCurrencySymbol, type TextLocale } from './text.ts';
import type { Currency, Language } from './types.ts';

/** The metal a coin looks like: a bimetal coin has a centre of one and a ring of the other. */
export type Metal = 'copper' | 'silver' | 'gold' | 'silver-centre-gold-ring' | 'gold-centre-silver-ring';

export interface CoinLook {
  kind: 'coin';
  /** diameter in millimetres (across the corners of a polygonal coin) */
  size: number;
  /** round, or the number of sides of a polygonal coin */
  sides: 'round' | 7 | 11 | 12;
  /** polygon sides curved outward (Reuleaux-like), as on the UK and UAE heptagons */
  curved?: boolean;
  /** a scalloped (notched) edge, as on the 20 euro cent */
  notched?: boolean;
  metal: Metal;
}

export interface NoteLook {
  kind: 'note';
  /** the note's main colour, as printed */
  colour: string;
}

export type MoneyLook = CoinLook | NoteLook;

const coin = (size: number, metal: Metal, shape: Partial<Pick<CoinLook, 'sides' | 'curved' | 'notched'>> = {}): CoinLook => ({ kind: 'coin', size, sides: 'round', metal, ...shape });
const note = (colour: string): NoteLook => ({ kind: 'note', colour });

const LOOKS: Record<Currency, Record<number, MoneyLook>> = {
  USD: {
    1: coin(19.05, 'copper'),
    5: coin(21.21, 'silver'),
    10: coin(17.91, 'silver'),
    25: coin(24.26, 'silver'),
    50: coin(30.61, 'silver'),
    100: coin(26.49, 'gold'),
    500: note('#8da47e'),
    1000: note('#c9a567'),
    2000: note('#7fa08a'),
    5000: note('#b58bb0'),
  },
  CAD: {
    5: coin(21.2, 'silver'),
    10: coin(18.03, 'silver'),
    25: coin(23.88, 'silver'),
    100: coin(26.5, 'gold', { sides: 11 }),
    200: coin(28, 'gold-centre-silver-ring'),
    500: note('#4f7fc0'),
    1000: note('#8a5aa6'),
    2000: note('#4f9a5e'),
    5000: note('#c8553d'),
  },
  AUD: {
    5: coin(19.41, 'silver'),
    10: coin(23.6, 'silver'),
    20: coin(28.52, 'silver'),
    50: coin(31.51, 'silver', { sides: 12 }),
    100: coin(25, 'gold'),
    200: coin(20.5, 'gold'),
    500: note('#c97fb5'),
    1000: note('#3f8fd0'),
    2000: note('#d0553f'),
    5000: note('#e0b43f'),
  },
  NZD: {
    10: coin(20.5, 'copper'),
    20: coin(21.75, 'silver'),
    50: coin(24.75, 'silver'),
    100: coin(23, 'gold'),
    200: coin(26.5, 'gold'),
    500: note('#e08a3a'),
    1000: note('#3f73c0'),
    2000: note('#4f9a5e'),
    5000: note('#8a5aa6'),
  },
  GBP: {
    1: coin(20.3, 'copper'),
    2: coin(25.9, 'copper'),
    5: coin(18, 'silver'),
    10: coin(24.5, 'silver'),
    20: coin(21.4, 'silver', { sides: 7, curved: true }),
    50: coin(27.3, 'silver', { sides: 7, curved: true }),
    100: coin(23.43, 'silver-centre-gold-ring', { sides: 12 }),
    200: coin(28.4, 'silver-centre-gold-ring'),
    500: note('#4fa39a'),
    1000: note('#d98a3a'),
    2000: note('#8a5aa6'),
    5000: note('#c8553d'),
  },
  EUR: {
    1: coin(16.25, 'copper'),
    2: coin(18.75, 'copper'),
    5: coin(21.25, 'copper'),
    10: coin(19.75, 'gold'),
    20: coin(22.25, 'gold', { notched: true }),
    50: coin(24.25, 'gold'),
    100: coin(23.25, 'silver-centre-gold-ring'),
    200: coin(25.75, 'gold-centre-silver-ring'),
    500: note('#9a9a9a'),
    1000: note('#c8553d'),
    2000: note('#3f73c0'),
    5000: note('#e08a3a'),
  },
  AED: {
    25: coin(20, 'silver'),
    50: coin(21, 'silver', { sides: 7, curved: true }),
    100: coin(24, 'silver'),
    500: note('#a0704a'),
    1000: note('#5e9a5e'),
    2000: note('#3f83b0'),
    5000: note('#8a5aa6'),
  },
  CNY: {
    10: coin(19, 'silver'),
    50: coin(20.5, 'gold'),
    100: coin(25, 'silver'),
    500: note('#8a5aa6'),
    1000: note('#3f73c0'),
    2000: note('#a0704a'),
    5000: note('#4f9a5e'),
  },
  BRL: {
    5: coin(22, 'copper'),
    10: coin(20, 'gold'),
    25: coin(25, 'gold'),
    50: coin(23, 'silver'),
    100: coin(27, 'silver-centre-gold-ring'),
    200: note('#6f8fb0'),
    500: note('#9a6fb0'),
    1000: note('#c8553d'),
    2000: note('#e0a83f'),
    5000: note('#b07a3f'),
    10000: note('#3f9ab0'),
  },
};

/** How a coin or note of a currency looks; a plain silver coin of middling size for a value the table lacks. */
export function moneyLook(currency: Currency, cents: number): MoneyLook {
  return LOOKS[currency][cents] ?? (cents >= 500 ? note('#8da47e') : coin(22, 'silver'));
}

/** The largest coin diameter of a currency: pictures scale every coin against it, so relative sizes stay true. */
export function largestCoin(currency: Currency): number {
  return Math.max(...Object.values(LOOKS[currency]).map((l) => (l.kind === 'coin' ? l.size : 0)));
}

/** The mark after a number of cents, by currency: 25¢, 50c, 20p, 25 fils, 5 jiao. */
const CENT_MARK: Record<Currency, string> = { USD: '¢', CAD: '¢', AUD: 'c', NZD: 'c', GBP: 'p', EUR: 'c', AED: 'fils', CNY: 'jiao', BRL: 'centavos' };

/** The cent mark a language writes where it is not the currency's own: German writes the euro cent "ct" (50 ct), Chinese the jiao 角 (5角). */
const CENT_MARK_IN: Partial<Record<Language, Partial<Record<Currency, string>>>> = { de: { EUR: 'ct' }, zh: { CNY: '角' } };

/**
 * The value as printed on the coin or note, short, as the locale writes it: 25¢, 20p, 50c, $2, £1, €2 in
 * English; 25 ¢ and 2 $ in (Canadian) French, 50 c and 1 € with the euro; 50 ct and 2 € in German; 1 AED;
 * 25 فلس and 1 درهم in Arabic. Only where the question is not about telling the coins apart (visual.labelled).
 */
export function moneyMark(currency: Currency, cents: number, language: TextLocale = 'en'): string {
  const french = languageOf(language) === 'fr';
  if (currency === 'AED' && languageOf(language) === 'ar') return cents >= 100 ? `${cents / 100} درهم` : `${cents} فلس`;
  // the real is written as a price, R$ 0,50 and R$ 2, with its symbol and decimal comma in every denomination
  if (currency === 'BRL') return cents >= 100 ? withCurrencySymbol(String(cents / 100), currency, language) : formatMoney(cents, currency, language);
  if (cents >= 100) return withCurrencySymbol(String(cents / 100), currency, language);
  const count = currency === 'CNY' ? cents / 10 : cents;
  const mark = CENT_MARK_IN[languageOf(language)]?.[currency] ?? CENT_MARK[currency];
  // French sets every unit sign apart from its number (25 ¢, 50 c); English joins the short ones (25¢, 20p)
  return mark.length > 1 || french || currency === 'EUR' ? `${count}\u00a0${mark}` : `${count}${mark}`;
}
