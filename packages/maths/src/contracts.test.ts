/**
 * Every activity teaches what its title says (decision 065): a walk of every activity (topic ×
 * grade), every level, every kind of run it is played as (an episode, its word-problem set) and
 * regions of every currency, unit system and language, checking each item a run serves against
 * the activity's contract (contracts.ts): its subtopic, the questions it asks, its models, the
 * range its title promises (question and answer), the steps of a count, the units and currency
 * of the region, and no question asked twice in a run. Its texts render in the region's language.
 */
import { describe, expect, it } from 'vitest';
import './all.ts';
import { CONTRACTS, type SkillContract } from './contracts.ts';
import { storyGrades, usesUnits } from './generate.ts';
import { activityFoci, focusOf, planRun, questionKey } from './run.ts';
import { baseTemplate } from './wordings.ts';
import { worksheetItems } from './worksheet.ts';
import { formatAnswer, renderText, type TextLocale } from './text.ts';
import { DIFFICULTIES, TOPIC_GRADES, currencyForCountry, unitsForCountry, type Difficulty, type Grade, type Item, type TextParam, type TopicKey, type Unit } from './types.ts';

/** Regions of every language the site has, and of several currencies and both unit systems. */
const REGIONS: { country: string; language: TextLocale }[] = [
  { country: 'US', language: 'en-US' },
  { country: 'GB', language: 'en' },
  { country: 'FR', language: 'fr' },
  { country: 'ES', language: 'es' },
  { country: 'AE', language: 'ar' },
  { country: 'DE', language: 'de' },
  { country: 'BR', language: 'pt' },
];
const RUNS = 1;
/** the longest run a teacher sets (5, 10 or 15 questions) */
const RUN_LENGTH = 15;
/** the question templates (prompt keys, each wording its own) an activity asks at the least, over its levels */
const TEMPLATES = 6;


/** Units of neither system: time, angles, percent. */
const NEUTRAL: readonly Unit[] = ['s', 'min', 'h', 'day', 'week', 'deg', 'percent'];
const CUSTOMARY: readonly Unit[] = ['in', 'ft', 'yd', 'mi', 'oz', 'lb', 'cup', 'pt', 'qt', 'gal', 'in2', 'ft2', 'in3'];

/** Every parameter of an item's texts: its prompt, story, explanation and choices. */
function paramsOf(item: Item): TextParam[] {
  const refs = [item.prompt, ...(item.story ? [item.story] : []), ...item.explanation, ...(item.choices ?? []).map((c) => c.label)];
  const out: TextParam[] = [];
  const walk = (p: TextParam) => {
    out.push(p);
    if (typeof p === 'object' && p.type === 'list') p.items.forEach(walk);
  };
  for (const ref of refs) Object.values(ref.params).forEach(walk);
  return out;
}

/** The whole numbers and decimals a child reads in the question (prompt and story) and gives as the answer. */
function numbersAsked(item: Item): number[] {
  const out: number[] = [];
  const walk = (p: TextParam) => {
    if (typeof p === 'number') out.push(p);
    else if (typeof p === 'object' && p.type === 'list') p.items.forEach(walk);
    else if (typeof p === 'object' && p.type === 'decimal') out.push(Number(p.value));
  };
  for (const ref of [item.prompt, ...(item.story ? [item.story] : [])]) Object.values(ref.params).forEach(walk);
  if (item.answer.kind === 'integer') out.push(item.answer.value);
  if (item.answer.kind === 'decimal') out.push(Number(item.answer.value));
  return out;
}

/** What keeps an item from its activity's contract, in the region it was planned for. */
function breaches(item: Item, contract: SkillContract, country: string): string[] {
  const out: string[] = [];
  if (item.subtopic !== contract.subtopic) out.push(`subtopic ${item.subtopic}, not ${contract.subtopic}`);
  if (!contract.asks.includes(baseTemplate(item.prompt.key))) out.push(`asks ${item.prompt.key}, not one of ${contract.asks.join(', ')}`);
  if (item.visual && !contract.models.includes(item.visual.type)) out.push(`shows a ${item.visual.type}`);
  if (item.input !== 'text' && item.input !== 'choice' && !contract.models.includes(item.input)) out.push(`is answered on a ${item.input}`);
  if (contract.within !== undefined) {
    const over = numbersAsked(item).filter((n) => n > contract.within!);
    if (over.length) out.push(`goes past ${contract.within}: ${over.join(', ')}`);
  }
  if (contract.steps) {
    const seq = item.prompt.params.seq;
    const values = typeof seq === 'object' && seq.type === 'list' ? seq.items.map(Number) : [];
    if (item.answer.kind === 'integer') values.push(item.answer.value);
    const steps = new Set(values.slice(1).map((v, i) => v - values[i]!));
    if (values.length < 3 || steps.size !== 1 || !contract.steps.includes([...steps][0]!)) out.push(`counts by ${[...steps].join(' and ')}`);
  }
  const currency = currencyForCountry(country);
  const moneys = [
    ...paramsOf(item).flatMap((p) => (typeof p === 'object' && p.type === 'money' ? [p.currency] : [])),
    ...(item.answer.kind === 'money' ? [item.answer.currency] : []),
    ...(item.visual?.type === 'coins' ? [item.visual.currency] : []),
  ];
  for (const c of new Set(moneys)) if (c !== currency) out.push(`pays in ${c} in ${country}`);
  if (usesUnits(item.topic)) {
    const system = unitsForCountry(country);
    const units = [
      ...paramsOf(item).flatMap((p) => (typeof p === 'object' && p.type === 'unit' ? [p.unit] : [])),
      ...((item.answer.kind === 'integer' || item.answer.kind === 'decimal') && item.answer.unit ? [item.answer.unit] : []),
      ...(item.visual?.type === 'ruler' ? [item.visual.unit] : []),
    ];
    for (const u of new Set(units)) {
      if (NEUTRAL.includes(u)) continue;
      if (CUSTOMARY.includes(u) !== (system === 'customary')) out.push(`measures in ${u} in ${country}`);
    }
  }
  return out;
}

/** The texts of an item in a language: each renders whole (no template left unfilled). */
function textProblems(item: Item, language: TextLocale): string[] {
  const out: string[] = [];
  const texts = [item.prompt, ...(item.story ? [item.story] : []), ...item.explanation, ...(item.choices ?? []).map((c) => c.label)];
  try {
    for (const ref of texts) if (/[{}]/.test(renderText(ref, language))) out.push(`${ref.key} in ${language} leaves a placeholder`);
    formatAnswer(item.answer, language, item.choices);
  } catch (e) {
    out.push(`${language}: ${(e as Error).message}`);
  }
  return out;
}

const ACTIVITIES = (Object.keys(TOPIC_GRADES) as TopicKey[]).flatMap((topic) => (TOPIC_GRADES[topic] as readonly Grade[]).map((grade) => ({ topic, grade })));

describe('every activity keeps its contract', () => {
  it('has a contract for every activity, naming its questions, models and three levels', () => {
    for (const { topic, grade } of ACTIVITIES) {
      const contract = CONTRACTS[topic][grade];
      expect(contract, `${topic} ${grade}`).toBeDefined();
      expect(contract!.asks.length, `${topic} ${grade}`).toBeGreaterThan(0);
      expect(contract!.levels.every((l) => l.length > 0), `${topic} ${grade}`).toBe(true);
    }
    // and none for an activity that does not exist
    for (const topic of Object.keys(CONTRACTS) as TopicKey[]) for (const grade of Object.keys(CONTRACTS[topic])) expect(TOPIC_GRADES[topic] as readonly string[]).toContain(grade);
  });

  it('serves, at every level, in every region and language, only items of the activity, never one twice in a run', () => {
    const problems = new Map<string, string>();
    let items = 0;
    const k2 = { all: 0, onModel: 0 };
    /** each K-2 episode (a topic's own or one on a focus): its items, and those answered on a model */
    const k2Episodes = new Map<string, { all: number; onModel: number }>();
    const fewTemplates: string[] = [];
    for (const { topic, grade } of ACTIVITIES) {
      const contract = CONTRACTS[topic][grade]!;
      const templates = new Set<string>();
      walkActivity(topic, grade, contract, templates);
      if (templates.size < TEMPLATES) fewTemplates.push(`${topic} ${grade}: ${[...templates].join(', ')}`);
    }
    function walkActivity(topic: TopicKey, grade: Grade, contract: SkillContract, templates: Set<string>) {
      const kinds = [
        { type: 'episode', focus: null },
        ...(storyGrades(topic).includes(grade) ? [{ type: 'word-problem', focus: null }] : []),
        ...activityFoci(topic, grade).map((focus) => ({ type: 'episode', focus })),
      ];
      for (const difficulty of DIFFICULTIES) {
        for (const { type, focus } of kinds) {
          for (const [r, { country, language }] of REGIONS.entries()) {
            for (let run = 0; run < (focus ? 1 : RUNS); run++) {
              const plan = planRun({ generator_key: topic, grade, difficulty, type, focus }, { seed: `contract-${r}-${run}`, count: RUN_LENGTH, country });
              const asked = new Set<string>();
              const served = plan.items();
              if (served.length !== RUN_LENGTH) problems.set(`${topic} ${grade} ${difficulty} ${focus} short`, `${topic} grade ${grade} level ${difficulty} on ${focus}: a run of ${served.length}`);
              for (const item of served) {
                items++;
                templates.add(item.prompt.key);
                const found = [...breaches(item, contract, country), ...textProblems(item, language)];
                if (focus && focusOf(item) !== focus) found.push(`an episode on ${focus} serves an item on ${focusOf(item)}`);
                if (type === 'episode' && ['K', '1', '2'].includes(grade)) {
                  const episode = k2Episodes.get(`${topic} ${grade} ${focus}`) ?? { all: 0, onModel: 0 };
                  k2Episodes.set(`${topic} ${grade} ${focus}`, episode);
                  k2.all++;
                  episode.all++;
                  if (focusOf(item) !== 'numbers') {
                    k2.onModel++;
                    episode.onModel++;
                  }
                }
                const key = questionKey(item, type === 'word-problem');
                // no activity asks a question twice in a run of 15, at any level: none is thin any more (issue 37)
                if (asked.has(key)) found.push(`asks ${renderText(item.prompt, 'en')} twice in a run`);
                asked.add(key);
                // one line per activity, level and kind of breach, with the first item that shows it
                for (const f of found) {
                  const kind = `${topic} grade ${grade} level ${difficulty} ${type}${focus ? ` on ${focus}` : ''}: ${f.replace(/\d[\d.,]*/g, 'n')}`;
                  if (!problems.has(kind)) problems.set(kind, `${f} (${item.id}, ${country})`);
                }
              }
            }
          }
        }
      }
    }
    expect([...problems.values()].join('\n')).toBe('');
    expect(fewTemplates, `activities asking fewer than ${TEMPLATES} question templates`).toEqual([]);
    // learning by doing (issue 37): at least 74% of the K-2 episodes are played on a model (half their items or more
    // answered on one; 71% before the episodes on one model), and of all their items at least 65% (56% before)
    const onModel = [...k2Episodes.values()].filter((e) => 2 * e.onModel >= e.all).length;
    expect(onModel / k2Episodes.size).toBeGreaterThanOrEqual(0.74);
    expect(k2.onModel / k2.all).toBeGreaterThanOrEqual(0.65);
    expect(items).toBeGreaterThan(80_000);
    // about 86,000 items: some tens of seconds on a quiet machine, given room on a busy one
  }, 300_000);

  it('prints on every worksheet, at every level, in regions of each unit system, currency and script, only items of the activity', () => {
    const problems = new Map<string, string>();
    let items = 0;
    const regions = REGIONS.filter((r) => ['US', 'FR', 'AE'].includes(r.country));
    for (const { topic, grade } of ACTIVITIES) {
      const contract = CONTRACTS[topic][grade]!;
      const stories = storyGrades(topic).includes(grade) ? [false, true] : [false];
      for (const difficulty of DIFFICULTIES as readonly Difficulty[]) {
        for (const wordProblems of stories) {
          for (const { country, language } of regions) {
            const sheet = worksheetItems({ topic, grade, difficulty, seed: `sheet-${country}`, language, count: 10, currency: currencyForCountry(country), units: unitsForCountry(country), wordProblems });
            for (const item of sheet) {
              items++;
              for (const f of [...breaches(item, contract, country), ...textProblems(item, language)]) {
                const kind = `${topic} grade ${grade} level ${difficulty}${wordProblems ? ' word problems' : ''}: ${f.replace(/\d[\d.,]*/g, 'n')}`;
                if (!problems.has(kind)) problems.set(kind, `${f} (${item.id}, ${country})`);
              }
            }
          }
        }
      }
    }
    expect([...problems.values()].join('\n')).toBe('');
    expect(items).toBeGreaterThan(10_000);
  }, 120_000);
});
