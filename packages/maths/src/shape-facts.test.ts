/**
 * The shapes' facts are exact (decision 065): what every shape of a name has, read against a
 * table written here from the definitions, not from the engine. Where shapes of one name differ
 * (a rhombus may be a square, a trapezoid may have two right angles, a pentagon may be a house
 * with three), a question asks about the regular shape and says it is regular, in every language;
 * equal sides alone never fix the lines of symmetry (a rhombus has four equal sides and two).
 */
import { describe, expect, it } from 'vitest';
import './all.ts';
import { generateItem } from './generate.ts';
import { baseTemplate } from './wordings.ts';
import { catalogueOf, renderText } from './text.ts';
import { DIFFICULTIES, LANGUAGES, type Grade } from './types.ts';

type Fact = number | 'varies';
/** sides; right angles, lines of symmetry and pairs of parallel sides of every shape of the name */
const SHAPES: Record<string, { sides: number; right: Fact; symmetry: Fact; parallel: Fact }> = {
  triangle: { sides: 3, right: 'varies', symmetry: 'varies', parallel: 0 },
  square: { sides: 4, right: 4, symmetry: 4, parallel: 2 },
  rectangle: { sides: 4, right: 4, symmetry: 'varies', parallel: 2 },
  rhombus: { sides: 4, right: 'varies', symmetry: 'varies', parallel: 2 },
  trapezoid: { sides: 4, right: 'varies', symmetry: 'varies', parallel: 'varies' },
  pentagon: { sides: 5, right: 'varies', symmetry: 'varies', parallel: 'varies' },
  hexagon: { sides: 6, right: 'varies', symmetry: 'varies', parallel: 'varies' },
  octagon: { sides: 8, right: 'varies', symmetry: 'varies', parallel: 'varies' },
};
/** The regular polygon: every angle (n − 2) × 180 / n, so a right angle only in the square; n lines of symmetry; n/2 pairs of parallel sides when n is even. */
const regular = (n: number) => ({ right: (n - 2) * 180 === 90 * n ? n : 0, symmetry: n, parallel: n % 2 === 0 ? n / 2 : 0 });

/** "regular" and "angles" in each language, which a question about a regular shape says both of. */
const WORDS: Record<(typeof LANGUAGES)[number], { regular: RegExp; angles: RegExp }> = {
  en: { regular: /regular/, angles: /angles/ },
  fr: { regular: /régulier/, angles: /angles/ },
  es: { regular: /regular/, angles: /ángulos/ },
  ar: { regular: /منتظم/, angles: /زوايا/ },
  he: { regular: /משוכלל/, angles: /זוויות/ },
  // the Chinese catalogue reads English until it lands
  zh: { regular: /正|regular/, angles: /角|angles/ },
  de: { regular: /regelmäßig/, angles: /Winkel/ },
  pt: { regular: /regular/, angles: /ângulos/ },
};

describe('shape facts', () => {
  it('every answer about a shape is what every such shape has, or what the regular one has when it says so', () => {
    const problems: string[] = [];
    for (const grade of ['1', '2', '3', '4'] as Grade[]) {
      for (const difficulty of DIFFICULTIES) {
        for (let i = 0; i < 300; i++) {
          const item = generateItem({ topic: 'geometry/shape-properties', grade, difficulty, seed: `f${i}` });
          const [, question, isRegular] = /^prop\.(\w+)(\.regular)?$/.exec(baseTemplate(item.prompt.key)) ?? [];
          if (!question) continue;
          const shape = (item.prompt.params.shape as { key: string }).key.replace(/^(a|shape)\./, '');
          const facts = SHAPES[shape]!;
          const answer = item.answer.kind === 'integer' ? item.answer.value : NaN;
          const property = question === 'vertices' ? 'sides' : (question as 'sides' | 'right' | 'symmetry' | 'parallel');
          const fact = facts[property];
          if (isRegular) {
            if (fact !== 'varies') problems.push(`${item.id}: asks the regular ${shape} what every ${shape} has`);
            if (answer !== regular(facts.sides)[property as 'right' | 'symmetry' | 'parallel']) problems.push(`${item.id}: a regular ${shape} ${property} ${answer}`);
          } else if (fact === 'varies') problems.push(`${item.id}: asks ${question} of any ${shape}, which differ`);
          else if (answer !== fact) problems.push(`${item.id}: ${shape} ${property} ${answer}, not ${fact}`);
          for (const language of LANGUAGES) {
            const text = renderText(item.prompt, language) + ' ' + item.explanation.map((e) => renderText(e, language)).join(' ');
            if (isRegular && !(WORDS[language].regular.test(text) && WORDS[language].angles.test(text))) problems.push(`${item.id} ${language}: the regular shape is not said to be regular, with equal angles`);
          }
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('no text takes equal sides alone to fix the lines of symmetry', () => {
    for (const language of LANGUAGES) {
      const templates = catalogueOf(language).templates;
      for (const key of Object.keys(templates).filter((k) => /symmetry/.test(k))) {
        const text = templates[key]!;
        // a text about a shape whose sides are equal says its angles are too, or that sides alone are not enough
        if (/equal|égaux|iguales|متساوي/.test(text)) expect(WORDS[language].angles.test(text), `${language} ${key}: ${text}`).toBe(true);
      }
    }
  });
});
