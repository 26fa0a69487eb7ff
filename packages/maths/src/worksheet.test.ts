import { describe, expect, it } from 'vitest';
import { checkAnswer } from './check.ts';
import { generateItem, ItemRequestError } from './generate.ts';
import { layoutWorksheet } from './worksheet.ts';
import { formatAnswer, renderText } from './text.ts';
import { TOPICS } from './catalogue.ts';
import { DIFFICULTIES, LANGUAGES, MODEL_INPUTS } from './types.ts';

describe('layoutWorksheet', () => {
  it('lays out N distinct questions with their answers, the same for the same seed', () => {
    const request = { topic: 'addition-subtraction/add', grade: '2', difficulty: 2, seed: 'ws1', language: 'en', count: 12 } as const;
    const ws = layoutWorksheet(request);
    expect(ws.title).toBe('Addition — Grade 2');
    expect(ws.subtitle).toBe('Level 2 · 12 questions');
    expect(ws.questions).toHaveLength(12);
    expect(new Set(ws.questions.map((q) => q.text)).size).toBe(12);
    expect(layoutWorksheet(request)).toEqual(ws);
    for (const q of ws.questions) {
      const [topic, grade, difficulty, seed] = q.itemId.split('|') as [never, never, string, string];
      const item = generateItem({ topic, grade, difficulty: Number(difficulty) as 2, seed });
      const [a, b] = q.text.replace(' = ?', '').split(' + ').map(Number) as [number, number];
      expect(q.answer).toBe(String(a + b));
      expect(checkAnswer(item, q.answer, 'en').correct).toBe(true);
    }
  });
  it('writes titles, word problems and answers in the language', () => {
    const ws = layoutWorksheet({ topic: 'fractions-decimals/decimals', grade: '4', difficulty: 1, seed: 's', language: 'fr', count: 3 });
    expect(ws.title).toBe('Nombres décimaux — 4e année');
    expect(ws.labels.answerKey).toBe('Corrigé');
    expect(ws.questions.every((q) => /,/.test(q.answer) || /^\d+$/.test(q.answer))).toBe(true);
    const story = layoutWorksheet({ topic: 'money/make-change', grade: '3', difficulty: 1, seed: 's', language: 'es', count: 2, currency: 'EUR', wordProblems: true });
    expect(story.questions[0]!.text).toMatch(/paga con/);
    expect(story.questions[0]!.answer).toMatch(/€$/);
    expect(layoutWorksheet({ topic: 'time/read-clock', grade: 'K', difficulty: 1, seed: 's', language: 'ar', count: 1 }).title).toBe('قراءة الساعة — الروضة');
  });
  it('writes measurement in the unit system asked for, metric when none is', () => {
    const request = { topic: 'measurement/convert-units', grade: '4', difficulty: 1, seed: 'u', language: 'en', count: 10 } as const;
    const customary = layoutWorksheet({ ...request, units: 'customary' });
    expect(customary.questions.every((q) => / (inches|feet|yards|ounces|cups|pints|quarts|gallons)$/.test(q.answer) && q.itemId.endsWith('|customary')), JSON.stringify(customary.questions)).toBe(true);
    const metric = layoutWorksheet(request);
    expect(metric.questions.every((q) => / (mm|cm|m|km|g|kg|mL|L)$/.test(q.answer) && !q.itemId.endsWith('|customary'))).toBe(true);
    expect(layoutWorksheet({ ...request, units: 'metric' })).toEqual(metric);
  });
  it('refuses a grade the topic does not serve and a bad count', () => {
    expect(() => layoutWorksheet({ topic: 'fractions-decimals/percent', grade: '3', difficulty: 1, seed: 's', language: 'en' })).toThrow(ItemRequestError);
    expect(() => layoutWorksheet({ topic: 'addition-subtraction/add', grade: '3', difficulty: 1, seed: 's', language: 'en', count: 0 })).toThrow(ItemRequestError);
    expect(() => layoutWorksheet({ topic: 'addition-subtraction/add', grade: '3', difficulty: 1, seed: 's', language: 'en', count: 41 })).toThrow(ItemRequestError);
  });
});

describe('the worksheet subtitle', () => {
  it('counts its questions in the right plural form', () => {
    const one = (language: 'en' | 'fr' | 'es' | 'ar') => layoutWorksheet({ topic: 'addition-subtraction/add', grade: '2', difficulty: 1, seed: 's', language, count: 1 }).subtitle;
    expect(one('en')).toBe('Level 1 · 1 question');
    expect(one('fr')).toBe('Niveau 1 · 1 question');
    expect(one('es')).toBe('Nivel 1 · 1 pregunta');
    expect(layoutWorksheet({ topic: 'addition-subtraction/add', grade: '2', difficulty: 1, seed: 's', language: 'en', count: 12 }).subtitle).toBe('Level 1 · 12 questions');
  });
});

describe('measurement stories', () => {
  it('a metric garden or rug is in metres in its question, its story and its answer', () => {
    for (let i = 0; i < 200; i++) {
      for (const topic of ['measurement/perimeter', 'measurement/area'] as const) {
        const item = generateItem({ topic, grade: '4', difficulty: topic === 'measurement/perimeter' ? 1 : 2, seed: `m${i}` });
        if (item.prompt.key !== (topic === 'measurement/perimeter' ? 'perim.rect' : 'area.rect')) continue;
        const unit = item.answer.kind === 'integer' || item.answer.kind === 'decimal' ? item.answer.unit : undefined;
        expect(unit, item.id).toBe(topic === 'measurement/perimeter' ? 'm' : 'm2');
        const story = renderText(item.story!, 'en');
        expect(story).toMatch(topic === 'measurement/perimeter' ? /\d m long .* How many metres/ : /\d m long .* square metres/);
        // typing the story's unit is accepted
        expect(checkAnswer(item, `${formatAnswer({ ...item.answer, unit: undefined } as typeof item.answer, 'en')} ${topic === 'measurement/perimeter' ? 'm' : 'm²'}`, 'en').correct, item.id).toBe(true);
      }
    }
  });
});

describe('a question answered on its picture, printed', () => {
  // every topic, grade and level: the pictures a child completes on paper never come with the answer in them
  it('prints a clock to set without hands, and coins to choose from and draw, not an amount laid out', () => {
    const problems: string[] = [];
    let trays = 0;
    let faces = 0;
    for (const topic of TOPICS) {
      for (const grade of topic.grades) {
        for (const difficulty of DIFFICULTIES) {
          const ws = layoutWorksheet({ topic: topic.key, grade, difficulty, seed: 'paper', language: 'en', count: 12 });
          for (const q of ws.questions) {
            const v = q.visual;
            const item = generateItem({ topic: topic.key, grade, difficulty, seed: q.itemId.split('|')[3]! });
            if (MODEL_INPUTS.some((m) => m === item.input) && q.answerOn !== item.input) problems.push(`${q.itemId}: answered on ${item.input}, printed as a picture to look at`);
            if (q.answerOn === 'clock' && v?.type === 'clock') {
              const shown = `${v.hours}:${String(v.minutes).padStart(2, '0')}`;
              // hands only where they show a time the question gives (the start of an elapsed time)
              if (v.showHands && !q.text.includes(shown)) problems.push(`${q.itemId}: "${q.text}" prints hands at ${shown}`);
              if (!v.showHands) faces++;
            }
            if (q.answerOn === 'coins') {
              if (v?.type !== 'coins' || new Set(v.coins).size !== v.coins.length) problems.push(`${q.itemId}: coins to make ${q.answer} printed as ${JSON.stringify(v)}`);
              else trays++;
            }
          }
        }
      }
    }
    expect(problems).toEqual([]);
    expect(faces).toBeGreaterThan(20);
    expect(trays).toBeGreaterThan(50);
  });

  it('captions the coins and the box in every language', () => {
    const labels = LANGUAGES.map((language) => layoutWorksheet({ topic: 'money/count-coins', grade: '1', difficulty: 2, seed: 's', language, count: 1 }).labels);
    expect(labels[0]).toMatchObject({ tray: 'You can use:', drawMoney: 'Draw the money you use:' });
    expect(new Set(labels.map((l) => l.tray)).size).toBe(LANGUAGES.length);
    expect(new Set(labels.map((l) => l.drawMoney)).size).toBe(LANGUAGES.length);
  });

  it('gives a number built with blocks the columns to draw them in, headed as the player heads them, in every language', () => {
    for (const language of LANGUAGES) {
      for (const [grade, places] of [
        ['3', 4],
        ['1', 3],
      ] as const) {
        const ws = layoutWorksheet({ topic: 'number-place-value/place-value', grade, difficulty: 2, seed: 'cols', language, count: 20 });
        const built = ws.questions.filter((q) => q.answerOn === 'place-value-blocks');
        expect(built.length, `${language} ${grade}`).toBeGreaterThan(0);
        for (const q of built) expect(q.columns, `${language} ${grade}`).toHaveLength(places);
        // only those: a question without blocks to build has no columns
        expect(ws.questions.filter((q) => q.columns).length).toBe(built.length);
        expect(ws.labels.drawBlocks).toBeTruthy();
      }
    }
    const english = layoutWorksheet({ topic: 'number-place-value/place-value', grade: '3', difficulty: 2, seed: 'cols', language: 'en', count: 20 });
    expect(english.questions.find((q) => q.columns)?.columns).toEqual(['Thousands', 'Hundreds', 'Tens', 'Ones']);
    expect(english.labels.drawBlocks).toBe('Draw the blocks in their columns:');
  });
});
