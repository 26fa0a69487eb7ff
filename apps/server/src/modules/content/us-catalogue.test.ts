/**
 * A US page reads the English catalogue (there is no en-US one): so every text of it, every title,
 * description and teacher tip of every activity, is worded as a US classroom words it, held to the
 * British list the maths texts are held to (issue 37: "Centimetres" in a US title).
 */
import { describe, expect, it } from 'vitest';
import { britishIn } from '@numbloom/maths/british-spellings';
import { buildCatalogue } from '../../../../../content/catalogue.ts';

describe('the catalogue a US page reads', () => {
  it('has no British spelling or word in any title, description or tip', () => {
    const c = buildCatalogue('en');
    const texts = [
      ...c.activities.flatMap((a) => [a.title, a.description, a.how_it_works, a.subtopic_name, ...a.teacher_tips]),
      ...c.strands.flatMap((s) => [s.name, s.description, ...s.topics.flatMap((t) => [t.name, t.description, ...t.tips, ...t.subtopics.map((x) => x.name)])]),
      ...c.assessments.flatMap((a) => [a.name, a.description]),
    ];
    expect([...new Set(texts.flatMap(britishIn))]).toEqual([]);
  });
});
