/**
 * A US page reads US English: every text of the maths catalogue as the US
 * region resolves it (templates, every form of every term, strand, topic and
 * reason names) is walked, and British spellings are refused.
 */
import { describe, expect, it } from 'vitest';
import './all.ts';
import { allForms } from './counted.ts';
import { britishIn } from './british-spellings.ts';
import { catalogueOf } from './text.ts';

describe('the maths texts of a US page', () => {
  it('refuses the British list', () => {
    expect(britishIn('How many litres of colour?')).toHaveLength(2);
  });

  it('are US English, every one', () => {
    const c = catalogueOf('en-US');
    const texts = [
      ...Object.values(c.templates),
      ...Object.values(c.terms).flatMap((t) => (typeof t === 'string' ? [t] : allForms(t))),
      ...Object.values(c.strands),
      ...Object.values(c.topics),
      ...Object.values(c.reasons),
    ];
    expect(texts.flatMap(britishIn)).toEqual([]);
  });

  it('leaves English elsewhere as it is written there', () => {
    expect(catalogueOf('en-GB').templates['chart.value']).toMatch(/favourite/);
    expect(catalogueOf('en-US').templates['chart.value']).toMatch(/favorite/);
  });
});
