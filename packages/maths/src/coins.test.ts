import { describe, expect, it } from 'vitest';
import './all.ts';
import { largestCoin, moneyLook, moneyMark } from './coins.ts';
import { formatMoney } from './text.ts';
import { currencyForCountry } from './types.ts';
import { REGIONS } from '../../domain/src/regions.ts';

const NBSP = '\u00a0';

describe('coin and note marks, as the children of each locale write them', () => {
  it('writes Canadian money the French way: the sign after the number, set apart', () => {
    expect([1, 5, 10, 25].map((c) => moneyMark('CAD', c, 'fr-CA'))).toEqual(['1 ¢', '5 ¢', '10 ¢', '25 ¢'].map((s) => s.replace(' ', NBSP)));
    expect([100, 200, 500].map((c) => moneyMark('CAD', c, 'fr-CA'))).toEqual(['1 $', '2 $', '5 $'].map((s) => s.replace(' ', NBSP)));
    expect(formatMoney(150, 'CAD', 'fr-CA')).toBe(`1,50${NBSP}$`);
  });

  it('writes the jiao as Chinese does (5角) on a Chinese page, and in pinyin on an English one', () => {
    expect([10, 50].map((c) => moneyMark('CNY', c, 'zh'))).toEqual(['1角', '5角']);
    expect(moneyMark('CNY', 50, 'en')).toBe(`5${NBSP}jiao`);
  });

  it('writes the euro with its sign after the number in French', () => {
    expect(moneyMark('EUR', 50, 'fr')).toBe(`50${NBSP}c`);
    expect(moneyMark('EUR', 100, 'fr')).toBe(`1${NBSP}€`);
  });

  it('writes the euro coins and notes the German way: 1 ct to 50 ct, 1 € and 2 €, the sign after the number', () => {
    expect([1, 2, 5, 10, 20, 50, 100, 200, 500].map((c) => moneyMark('EUR', c, 'de-DE'))).toEqual(
      ['1 ct', '2 ct', '5 ct', '10 ct', '20 ct', '50 ct', '1 €', '2 €', '5 €'].map((s) => s.replace(' ', NBSP)),
    );
    expect([formatMoney(50, 'EUR', 'de-DE'), formatMoney(150, 'EUR', 'de-DE'), formatMoney(123456, 'EUR', 'de-DE')]).toEqual([`0,50${NBSP}€`, `1,50${NBSP}€`, `1.234,56${NBSP}€`]);
  });

  it('keeps English and US Spanish marks as they are printed: 25¢, $1', () => {
    expect([moneyMark('USD', 25, 'en-US'), moneyMark('USD', 100, 'en-US'), moneyMark('CAD', 200, 'en-CA'), moneyMark('GBP', 20, 'en-GB')]).toEqual(['25¢', '$1', '$2', '20p']);
    expect([moneyMark('USD', 25, 'es-US'), moneyMark('USD', 100, 'es-US')]).toEqual(['25¢', '$1']);
  });

  it('writes the real as a Brazilian price, R$ 0,50, on every page of the Brazil site', () => {
    expect(currencyForCountry('BR')).toBe('BRL');
    expect([5, 10, 25, 50, 100, 200, 500].map((c) => moneyMark('BRL', c, 'pt-BR'))).toEqual(['R$ 0,05', 'R$ 0,10', 'R$ 0,25', 'R$ 0,50', 'R$ 1', 'R$ 2', 'R$ 5']);
    expect([formatMoney(150, 'BRL', 'pt-BR'), formatMoney(123456, 'BRL', 'pt-BR')]).toEqual(['R$ 1,50', 'R$ 1.234,56']);
    expect(moneyMark('BRL', 50, 'en-BR')).toBe('R$ 0.50');
  });

  it('draws the real’s coins as they are: the R$ 1 of two metals and the largest', () => {
    expect(moneyLook('BRL', 100)).toMatchObject({ kind: 'coin', metal: 'silver-centre-gold-ring' });
    expect(largestCoin('BRL')).toBe(27);
    expect([200, 500, 10000].map((c) => moneyLook('BRL', c).kind)).toEqual(['note', 'note', 'note']);
  });

  it('puts no dollar sign before a number on any French page of the product', () => {
    for (const region of REGIONS) {
      if (!region.languages.some((l) => l.code === 'fr')) continue;
      const currency = currencyForCountry(region.iso2);
      for (const cents of [1, 5, 10, 25, 50, 100, 200, 500, 1000, 2000]) {
        const mark = moneyMark(currency, cents, `fr-${region.iso2}`);
        expect(mark, `${region.code} ${cents}`).toMatch(new RegExp(`^[\\d,]+${NBSP}\\S+$`));
      }
    }
  });
});
