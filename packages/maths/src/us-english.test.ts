/**
 * A US page reads US English: every text of the maths catalogue as the US
 * region resolves it (templates, every form of every term, strand, topic and
 * reason names) is walked, and British spellings are refused.
 */
import { describe, expect, it } from 'vitest';
import './all.ts';
import { allForms } from './counted.ts';
import { britishIn } from './british-spellings.ts';
import { storyGrades } from './generate.ts';
import { planRun } from './run.ts';
import { catalogueOf, renderText } from './text.ts';
import { DIFFICULTIES, TOPIC_GRADES, type Grade, type TopicKey } from './types.ts';

/** A metric unit or the Celsius scale, as a story would write it. */
const METRIC = /\b(mm|cm|m|km|g|kg|mL|L|lit(re|er)s?|met(re|er)s?|(kilo|centi|milli)?(gram|met(re|er)|lit(re|er))s?)\b|°C/;

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

  it('tell the word problems of grades 4–6 in customary units and dollars (issue 37)', () => {
    const metric: string[] = [];
    for (const topic of Object.keys(TOPIC_GRADES) as TopicKey[]) {
      for (const grade of ['4', '5', '6'] as Grade[]) {
        if (!storyGrades(topic).includes(grade)) continue;
        for (const difficulty of DIFFICULTIES) {
          for (const seed of ['us-1', 'us-2']) {
            for (const item of planRun({ generator_key: topic, grade, difficulty, type: 'word-problem' }, { seed, count: 15, country: 'US' }).items()) {
              for (const ref of [item.story!, item.prompt]) {
                const text = renderText(ref, 'en-US');
                if (METRIC.test(text) || /[€£]/.test(text)) metric.push(`${item.id}: ${text}`);
              }
            }
          }
        }
      }
    }
    expect(metric).toEqual([]);
  });
});

