import { describe, expect, it } from 'vitest';
import { isolateMaths, LRI, PDI } from './bidi.ts';

const ltr = (s: string) => `${LRI}${s}${PDI}`;

describe('maths kept left to right in a right-to-left sentence', () => {
  it('isolates an expression, a signed number, a mixed number and a lone comparison sign', () => {
    expect(isolateMaths('احسب 138 + 220 = ?')).toBe(`احسب ${ltr('138 + 220 = ?')}`);
    expect(isolateMaths('-48 + -23 = ?')).toBe(ltr('-48 + -23 = ?'));
    expect(isolateMaths('العدد -3 أصغر')).toBe(`العدد ${ltr('-3')} أصغر`);
    expect(isolateMaths('لدى سارة 1 3/4 كعكة')).toBe(`لدى سارة ${ltr('1 3/4')} كعكة`);
    expect(isolateMaths('1/3 < 7/9')).toBe(ltr('1/3 < 7/9'));
    expect(isolateMaths('احسب [2 × (3 + 4)] − 1 = ?')).toBe(`احسب ${ltr('[2 × (3 + 4)] − 1 = ?')}`);
  });
  it('leaves plain numbers between words to the bidi algorithm', () => {
    expect(isolateMaths('لدى سارة 12 تفاحة')).toBe('لدى سارة 12 تفاحة');
    expect(isolateMaths('الساعة 3:05')).toBe('الساعة 3:05');
  });
});
