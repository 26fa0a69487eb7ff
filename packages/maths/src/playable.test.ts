import { describe, expect, it } from 'vitest';
import './all.ts'; // registers every catalogue and generator
import { generateItem, storyGrades } from './generate.ts';
import { paramsWritten, toPlayable } from './playable.ts';
import { renderText } from './text.ts';
import { DIFFICULTIES, LANGUAGES, TOPIC_GRADES, type TextRef, type TopicKey } from './types.ts';

/** Every text reference in a value (a prompt, a story, a choice's label, a picture's caption). */
function textRefs(value: unknown, found: TextRef[] = []): TextRef[] {
  if (Array.isArray(value)) value.forEach((v) => textRefs(v, found));
  else if (typeof value === 'object' && value !== null) {
    const ref = value as TextRef;
    if (typeof ref.key === 'string' && typeof ref.params === 'object' && ref.params !== null) found.push(ref);
    Object.values(value).forEach((v) => textRefs(v, found));
  }
  return found;
}

const SEEDS = 40;

describe('what a player is sent of an item', () => {
  it('"{a} + {b} = ?" goes without c: the sum a generator handed its prompt never reaches the browser', () => {
    const item = generateItem({ topic: 'addition-subtraction/add', grade: '3', difficulty: 2, seed: 'leak' });
    expect(item.prompt.params).toHaveProperty('c');
    const playable = toPlayable(item, 0);
    expect(playable.prompt.params).not.toHaveProperty('c');
    expect(JSON.stringify(playable)).not.toContain('"answer":{"kind":"integer","value"');
    for (const language of LANGUAGES) expect(renderText(playable.prompt, language)).toBe(renderText(item.prompt, language));
  });

  // whole, not sampled by hand: every topic, grade and difficulty, with and without a story
  it.each(Object.keys(TOPIC_GRADES) as TopicKey[])('%s: every text carries only what it writes, and reads the same in every language', (topic) => {
    const problems: string[] = [];
    for (let i = 0; i < SEEDS && problems.length < 3; i++) {
      const grades = TOPIC_GRADES[topic];
      const grade = grades[i % grades.length]!;
      const difficulty = DIFFICULTIES[i % DIFFICULTIES.length]!;
      const story = storyGrades(topic).includes(grade) && i % 2 === 0;
      const item = generateItem({ topic, grade, difficulty, seed: `p${i}`, story });
      const playable = toPlayable(item, i);
      const sent = textRefs(playable);
      for (const ref of sent) {
        const extra = Object.keys(ref.params).filter((name) => !paramsWritten(ref.key)!.has(name));
        if (extra.length) problems.push(`${item.id} ${ref.key}: sends ${extra.join(', ')}`);
      }
      // the texts the player renders are the ones the whole item renders
      const whole = textRefs(item).filter((r) => sent.some((s) => s.key === r.key));
      for (const language of LANGUAGES) {
        const shown = sent.map((r) => renderText(r, language));
        const meant = whole.slice(0, sent.length).map((r) => renderText(r, language));
        if (shown.join('\n') !== meant.join('\n')) problems.push(`${item.id} ${language}: renders differently`);
      }
    }
    expect(problems).toEqual([]);
  });
});
