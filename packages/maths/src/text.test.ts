import { describe, expect, it } from 'vitest';
import { generateItem, usesUnits } from './generate.ts';
import { CATALOGUES } from './all.ts';
import { formatParam, renderText } from './text.ts';
import { DIFFICULTIES, LANGUAGES, STRANDS, TOPIC_GRADES, UNIT_SYSTEMS, type TextParam, type TopicKey } from './types.ts';

/** The parameters a template writes: {name}, {name:11} and {name:n:acc} (a term in the form for a count), and the n of {w.bag:n} (a catalogue noun counted by n). */
const placeholders = (template: string) =>
  [...template.matchAll(/\{([\w.-]+)(?::(\w+))?(?::(?:acc|gen|dat))?\}/g)]
    .flatMap(([, name, count]) => [...(name!.includes('.') ? [] : [name!]), ...(count && !/^\d+$/.test(count) ? [count] : [])])
    .sort();

describe('catalogues', () => {
  const en = CATALOGUES.en;
  it.each(LANGUAGES.filter((l) => l !== 'en'))('%s has every English template with the same parameters, and every term', (language) => {
    const other = CATALOGUES[language];
    for (const [key, template] of Object.entries(en.templates)) {
      expect(other.templates[key], `${language} ${key}`).toBeDefined();
      expect(new Set(placeholders(other.templates[key]!)), `${language} ${key}`).toEqual(new Set(placeholders(template)));
    }
    for (const key of Object.keys(en.terms)) expect(other.terms[key], `${language} term ${key}`).toBeDefined();
    expect(Object.keys(other.topics).sort()).toEqual(Object.keys(en.topics).sort());
    expect(Object.keys(other.reasons).sort()).toEqual(Object.keys(en.reasons).sort());
  });
  it('names every topic in every language', () => {
    for (const language of LANGUAGES) for (const topic of Object.keys(TOPIC_GRADES)) expect(CATALOGUES[language].topics[topic as TopicKey], `${language} ${topic}`).toBeTruthy();
  });
});

/** The numbers a story must show, as the language writes them. */
function numericParams(key: string, params: Record<string, TextParam>): TextParam[] {
  const used = new Set(placeholders(CATALOGUES.en.templates[key]!));
  return Object.entries(params)
    .filter(([name]) => used.has(name))
    .map(([, p]) => p)
    .filter((p) => typeof p === 'number' || (typeof p === 'object' && (p.type === 'decimal' || p.type === 'fraction' || p.type === 'money' || p.type === 'time')));
}

describe('every item renders in every language', () => {
  it.each(Object.keys(TOPIC_GRADES) as TopicKey[])('%s: prompt, story and explanation, with the same numbers in each language', (topic) => {
    const problems: string[] = [];
    for (const grade of TOPIC_GRADES[topic]) {
      for (const difficulty of DIFFICULTIES) {
        for (let s = 0; s < 12 * (usesUnits(topic) ? UNIT_SYSTEMS.length : 1); s++) {
          const item = generateItem({ topic, grade, difficulty, seed: `t${s % 12}`, units: UNIT_SYSTEMS[Math.floor(s / 12)]! });
          for (const language of LANGUAGES) {
            try {
              const prompt = renderText(item.prompt, language);
              if (/\{\w+\}/.test(prompt)) problems.push(`${item.id} ${language}: unfilled ${prompt}`);
              // unit words agree with their own number: never "1 inches" nor "5 foot"
              const english = language === 'en' ? [prompt, ...(item.story ? [renderText(item.story, language)] : []), ...item.explanation.map((e) => renderText(e, language))].join(' ') : '';
              const disagreeing = /(?<![\d.,/])1 (?:inches|feet|yards|miles|ounces|pounds|cups|pints|quarts|gallons|square inches|square feet|cubic inches)\b|(?<![\d.,])(?:[02-9]|\d\d+)(?:\.\d+)? (?:inch|foot|yard|mile|ounce|pound|cup|pint|quart|gallon)\b/.exec(english);
              if (disagreeing) problems.push(`${item.id}: "${disagreeing[0]}" in ${english}`);
              item.explanation.forEach((e) => renderText(e, language));
              item.choices?.forEach((c) => renderText(c.label, language));
              if (item.story) {
                const story = renderText(item.story, language);
                // an agreement left unfilled keeps its braces ({name|x|y}); a bar alone is German's point, P(4|5)
                if (/[{}]/.test(story)) problems.push(`${item.id} ${language}: unfilled ${story}`);
                for (const p of numericParams(item.story.key, item.story.params)) {
                  const shown = formatParam(p, language);
                  if (!story.includes(shown)) problems.push(`${item.id} ${language}: story lacks ${shown}: ${story}`);
                }
              }
            } catch (e) {
              problems.push(`${item.id} ${language}: ${(e as Error).message}`);
            }
          }
        }
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });
});

describe('word problems', () => {
  it('tell the same maths in each language, with the language’s numbers, names and units', () => {
    const item = generateItem({ topic: 'addition-subtraction/add', grade: '5', difficulty: 2, seed: 'story' });
    const texts = Object.fromEntries(LANGUAGES.map((l) => [l, renderText(item.story!, l)]));
    const a = (item.story!.params.a as { value: string }).value;
    expect(texts.en).toContain(a);
    expect(texts.fr).toContain(a.replace('.', ','));
    expect(texts.es).toContain(a.replace('.', ','));
    expect(texts.ar).toContain(a);
    expect(texts.he).toContain(a);
    expect(texts.de).toContain(a.replace('.', ','));
    expect(texts.pt).toContain(a.replace('.', ','));
    // zh joins the count when its catalogue replaces the English placeholder
    expect(new Set((['en', 'fr', 'es', 'ar', 'he', 'de', 'pt'] as const).map((l) => texts[l])).size).toBe(7);
  });
  it('exist for every strand', () => {
    const withStory = new Set<string>();
    for (const topic of Object.keys(TOPIC_GRADES) as TopicKey[]) {
      for (const grade of TOPIC_GRADES[topic]) {
        for (const difficulty of DIFFICULTIES) {
          const item = generateItem({ topic, grade, difficulty, seed: 'x' });
          if (item.story) for (const l of LANGUAGES) if (renderText(item.story, l).length > 20) withStory.add(`${item.strand}:${l}`);
        }
      }
    }
    expect([...withStory].sort()).toEqual(STRANDS.flatMap((s) => LANGUAGES.map((l) => `${s}:${l}`)).sort());
  });
  it('elides French "de" before a vowel', () => {
    const text = renderText({ key: 'div.story', params: { name: { type: 'term', key: 'name.0' }, a: 6, b: 2, objA: { type: 'term', key: 'obj.sticker', count: 6 }, obj: { type: 'term', key: 'obj.sticker' } } }, 'fr');
    expect(text).toContain('Combien d’autocollants');
  });
  it('uses Arabic plural forms by count', () => {
    const apples = (count: number) => formatParam({ type: 'term', key: 'obj.apple', count }, 'ar');
    expect(apples(1)).toBe('تفاحة');
    expect(apples(2)).toBe('تفاحتان');
    expect(apples(5)).toBe('تفاحات');
    expect(apples(15)).toBe('تفاحة');
  });
});

describe('agreement', () => {
  it('makes Arabic verbs agree with the name’s gender', () => {
    const story = (name: string) =>
      renderText({ key: 'change.story', params: { name: { type: 'term', key: name }, item: { type: 'term', key: 'item.book', count: 1 }, price: { type: 'money', cents: 150, currency: 'AED' }, paid: { type: 'money', cents: 500, currency: 'AED' } } }, 'ar');
    expect(story('name.0')).toMatch(/^اشترت ليلى/);
    expect(story('name.1')).toMatch(/^اشترى عمر/);
  });
});

describe('the words before a time agree with its hour, as Spanish and Portuguese say it', () => {
  /** What a time's words may not be: a singular before any hour but 1, a plural before 1 (es la 1:05 / son las 2:05, é 1:05 / são 2:05). */
  const WRONG: Record<'es' | 'pt', RegExp[]> = {
    es: [/\blas 1:/, /\bla (?:[2-9]|1[0-2]):/],
    pt: [/(?:^|\s)(?:[Ss]ão|às|[Dd]as) 1:/, /(?:^|\s)(?:É|é|à|[Dd]a) (?:[2-9]|1[0-2]):/],
  };
  const timeWords = /\{w\.time-[\w-]+:(\w+)\}/g;

  it.each(['es', 'pt'] as const)('%s: every template that writes a time, at every hour of the clock', (language) => {
    const templates = Object.entries(CATALOGUES[language].templates).filter(([, template]) => timeWords.test(template));
    timeWords.lastIndex = 0;
    expect(templates.length).toBeGreaterThan(5);
    const problems: string[] = [];
    for (const [key, template] of templates) {
      const names = new Set(placeholders(template));
      const times = new Set([...template.matchAll(timeWords)].map(([, name]) => name!));
      for (let hours = 1; hours <= 12; hours++) {
        // every number 3, every other time at the hour being tried (a hop ends at the next hour: both are tried)
        const params = Object.fromEntries([...names].map((name): [string, TextParam] => [name, times.has(name) ? { type: 'time', hours, minutes: 5 } : name === 'name' ? 'Ana' : 3]));
        let text: string;
        try {
          text = renderText({ key, params }, language);
        } catch {
          continue; // a param of another kind (a term, a list) this walk does not make up: the items' walk below covers it
        }
        for (const wrong of WRONG[language]) if (wrong.test(text)) problems.push(`${key} at ${hours}:05: ${text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it.each(['es', 'pt'] as const)('%s: every clock and elapsed-time item, over seeds', (language) => {
    const problems: string[] = [];
    for (const topic of ['time/read-clock', 'time/elapsed-time'] as const)
      for (const grade of TOPIC_GRADES[topic])
        for (const difficulty of DIFFICULTIES)
          for (let s = 0; s < 24; s++) {
            const item = generateItem({ topic, grade, difficulty, seed: `hour-${s}` });
            for (const ref of [item.prompt, item.story, ...item.explanation].filter((r) => r !== undefined)) {
              const text = renderText(ref, language);
              for (const wrong of WRONG[language]) if (wrong.test(text)) problems.push(`${item.id}: ${text}`);
            }
          }
    expect(problems).toEqual([]);
  });
});
