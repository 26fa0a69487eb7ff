import { describe, expect, it } from 'vitest';
import './all.ts'; // registers every catalogue and generator
import { generateItem, storyGrades, usesUnits } from './generate.ts';
import { paramsWritten, toPlayable } from './playable.ts';
import { renderText } from './text.ts';
import { DIFFICULTIES, LANGUAGES, TOPIC_GRADES, UNIT_SYSTEMS, type Answer, type Item, type TextParam, type TextRef, type TopicKey, type Visual } from './types.ts';

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

// ── The pictures: what a model sent with a question shows ────────────────────

type Time = { hours: number; minutes: number };

/** The numbers and clock times a question writes (its prompt's parameters, lists and fractions opened). */
function written(ref: TextRef): { numbers: number[]; times: Time[] } {
  const numbers: number[] = [];
  const times: Time[] = [];
  const walk = (p: TextParam) => {
    if (typeof p === 'number') numbers.push(p);
    else if (typeof p === 'string') return;
    else if (p.type === 'decimal') numbers.push(Number(p.value));
    else if (p.type === 'fraction') numbers.push(p.numerator / p.denominator, p.numerator, p.denominator);
    else if (p.type === 'mixed') numbers.push(p.whole + p.numerator / p.denominator, p.whole, p.numerator, p.denominator);
    else if (p.type === 'money') numbers.push(p.cents);
    else if (p.type === 'time') times.push({ hours: p.hours, minutes: p.minutes });
    else if (p.type === 'list') p.items.forEach(walk);
  };
  Object.values(ref.params).forEach(walk);
  return { numbers, times };
}

/** The answer as a number or a time, where it is one. */
function answerValue(a: Answer): { number?: number; time?: Time } {
  if (a.kind === 'integer') return { number: a.value };
  if (a.kind === 'decimal') return { number: Number(a.value) };
  if (a.kind === 'fraction') return { number: a.numerator / a.denominator };
  if (a.kind === 'money') return { number: a.cents };
  if (a.kind === 'remainder') return { number: a.quotient };
  if (a.kind === 'time') return { time: { hours: a.hours, minutes: a.minutes } };
  return {};
}

const same = (a: number, b: number) => Math.abs(a - b) < 1e-9;
/** Labels at equal steps: a scale, which sits on the answer only as it sits on every number of its size. */
const isScale = (values: number[]) => values.length >= 3 && values.every((v, i) => i < 2 || same(v - values[i - 1]!, values[1]! - values[0]!));

/** A line whose marks repeat a value: data drawn as a dot plot (a line plot of measurements), not a number marked on the line. */
const isDotPlot = (v: Extract<Visual, { type: 'number-line' }>) => new Set(v.marks ?? []).size < (v.marks ?? []).length;

/**
 * Where the picture a player is sent shows the answer the question asks for, or undefined.
 * A question that writes no number (how many apples? what time does the clock show?) is read from
 * its picture: there the answer is in the drawing by design, and must only never be written on it.
 */
function pictureLeak(item: Item, v: Visual): string | undefined {
  const { number: answer, time } = answerValue(item.answer);
  const given = written(item.prompt);
  const read = given.numbers.length === 0 && given.times.length === 0;
  const writes = (n: number) => given.numbers.some((g) => same(g, n));
  const at = (n: number | undefined) => answer !== undefined && n !== undefined && same(n, answer);
  const onIt = item.input !== 'text' && item.input !== 'choice';
  switch (v.type) {
    case 'number-line':
      if ((v.hops ?? []).some((h) => at(h.from) || at(h.to))) return 'a jump starts or lands on the answer';
      // a dot plot (a value that comes again stacks its dot above the one before) is the data the question asks
      // about, as a list it wrote would be: its dots and the scale they stand on hold every length by design
      if (isDotPlot(v)) return undefined;
      if ((v.marks ?? []).some(at) && !writes(answer!)) return 'a dot on the answer';
      if (at(v.target) && !read) return 'the arrow points at the answer';
      if (v.labelled.some(at) && (read || (!writes(answer!) && !isScale(v.labelled)))) return 'the answer is written on the line';
      return undefined;
    case 'counters':
      // the counters a child counts (or adds to) as the answer are not already on the board
      return !read && v.count === answer ? 'the board already holds the answer' : undefined;
    case 'fraction-bars': {
      if (read) return undefined;
      const a = item.answer;
      if (a.kind === 'fraction' && v.bars.some((b) => b.parts === a.denominator && b.shaded === a.numerator)) return 'a bar is shaded as the answer';
      if (a.kind === 'integer' && v.bars.some((b) => b.shaded === a.value)) return 'a bar has the answer shaded';
      return undefined;
    }
    case 'clock':
      if (!v.showHands) return undefined;
      if (onIt && !given.times.some((g) => g.hours === v.hours && g.minutes === v.minutes)) return 'a clock to set shows hands of its own';
      return !read && time && time.hours === v.hours && time.minutes === v.minutes ? 'the clock shows the answer' : undefined;
    case 'coins':
      // a tray offers each coin once to choose from: an amount laid out would be an answer
      return onIt && new Set(v.coins).size !== v.coins.length ? 'the tray holds an amount, not coins to choose from' : undefined;
    case 'ruler':
      return !read && at(v.objectLength) ? 'the object is already as long as the answer' : undefined;
    case 'bar-chart':
    case 'pictograph':
      return v.draw !== undefined && at(v.categories[v.draw]!.value) ? 'the bar to draw is drawn' : undefined;
    case 'shape': {
      if (read) return undefined;
      // a shape beside a question carries the measures the question gives, never the one it asks for
      const measures = [...(v.sides ?? []), ...(v.angles ?? []), ...(v.width === undefined ? [] : [v.width]), ...(v.height === undefined ? [] : [v.height])];
      const unwritten = measures.filter((m) => !writes(m));
      return unwritten.length ? 'the shape carries a measure the question does not give' : undefined;
    }
    case 'coordinate-grid': {
      const a = item.answer;
      return !read && a.kind === 'point' && v.points.some((p) => p.x === a.x && p.y === a.y) ? 'the point asked for is on the grid' : undefined;
    }
    case 'place-value-blocks':
      return !read ? 'blocks beside a question that writes its number' : undefined;
    default:
      // an empty chart, board, geoboard or protractor, or an array of the question's rows and columns
      return undefined;
  }
}

/** Every item of the catalogue: each topic, grade, level, unit system and currency, with and without a story. */
function* everyItem(seeds: number): Generator<Item> {
  for (const topic of Object.keys(TOPIC_GRADES) as TopicKey[])
    for (const grade of TOPIC_GRADES[topic])
      for (const difficulty of DIFFICULTIES)
        for (const units of usesUnits(topic) ? UNIT_SYSTEMS : (['metric'] as const))
          for (const currency of topic.startsWith('money/') ? (['USD', 'GBP'] as const) : (['USD'] as const))
            for (let s = 0; s < seeds; s++) for (const story of [false, true]) yield generateItem({ topic, grade, difficulty, seed: `pic${s}`, units, currency, story });
}

/** What a model the child answers on starts at, in a form to compare; undefined where it starts empty. */
function startOf(item: Item): string | undefined {
  const v = item.visual;
  if (item.input === 'clock' && v?.type === 'clock') return `${v.hours}:${v.minutes}`;
  if (item.input === 'fraction-bars' && v?.type === 'fraction-bars') return `${v.bars[v.bars.length - 1]!.shaded}`;
  if (item.input === 'counters' && v?.type === 'counters') return `${v.count}`;
  return undefined;
}

describe('the pictures a player is sent show what the question gives, never its answer', () => {
  const items = [...everyItem(12)];

  it('no picture draws, writes or starts at the answer it asks for', () => {
    // one line per kind of leak, with the first item that shows it
    const problems = new Map<string, string>();
    for (const item of items) {
      const playable = toPlayable(item, 0);
      if (!playable.visual) continue;
      const leak = pictureLeak(item, playable.visual);
      const kind = `${item.topic} ${item.subtopic} (${item.prompt.key}): ${leak}`;
      if (leak && !problems.has(kind)) problems.set(kind, item.id);
    }
    expect([...problems].map(([kind, id]) => `${kind} — ${id}`)).toEqual([]);
    expect(items.filter((i) => i.visual).length).toBeGreaterThan(5000);
  });

  it('where a model starts is never the mark of one answer', () => {
    // a start the question does not write, seen often and always with the same answer, would give that answer away
    const seen = new Map<string, Map<string, string[]>>();
    for (const item of items) {
      const start = startOf(item);
      const given = written(item.prompt);
      if (start === undefined || given.numbers.some((n) => String(n) === start) || given.times.some((g) => `${g.hours}:${g.minutes}` === start)) continue;
      const template = `${item.topic}|${item.prompt.key}`;
      const starts = seen.get(template) ?? new Map<string, string[]>();
      starts.set(start, [...(starts.get(start) ?? []), JSON.stringify(item.answer)]);
      seen.set(template, starts);
    }
    const problems: string[] = [];
    for (const [template, starts] of seen) {
      const all = new Set([...starts.values()].flat());
      for (const [start, answers] of starts) {
        if (all.size > 1 && answers.length >= 5 && new Set(answers).size === 1) problems.push(`${template}: starting at ${start} means ${answers[0]}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('a line to count along beside a sum runs as far as the grade counts, whatever the sum', () => {
    const extents = new Map<string, Set<string>>();
    for (const item of items) {
      if (item.strand !== 'addition-subtraction' || item.input !== 'text' || item.visual?.type !== 'number-line') continue;
      const key = `${item.topic} grade ${item.grade}`;
      extents.set(key, (extents.get(key) ?? new Set()).add(`${item.visual.min}..${item.visual.max}`));
    }
    expect(extents.size).toBeGreaterThan(0);
    for (const [key, seen] of extents) expect([...seen], key).toHaveLength(1);
  });
});
