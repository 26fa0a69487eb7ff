/**
 * The maths engine's speed, in process:
 * 1. items generated per second for each strand (every topic, grade and level
 *    of the strand in turn), and answer checks per second;
 * 2. worksheet PDF time (layout + pdfkit) p50/p99 for English (embedded Noto Sans) and
 *    Arabic (embedded Noto Naskh Arabic), 10 questions, the answer key included.
 *
 *   npm run bench maths       BENCH_ITEMS=20000 BENCH_PDFS=200 by default
 */
import '../packages/maths/src/all.ts'; // the whole engine, as the server has it
import { checkAnswer } from '../packages/maths/src/check.ts';
import { generateItem, storyGrades } from '../packages/maths/src/generate.ts';
import { planRun } from '../packages/maths/src/run.ts';
import { formatAnswer } from '../packages/maths/src/text.ts';
import { DIFFICULTIES, STRANDS, TOPIC_GRADES, type Grade, type ItemRequest, type TopicKey } from '../packages/maths/src/types.ts';
import { layoutWorksheet } from '../packages/maths/src/worksheet.ts';
import { renderWorksheetPdf } from '../apps/server/src/modules/worksheets/pdf.ts';
import { printTable } from './lib/table.ts';

const itemsPerStrand = Number(process.env.BENCH_ITEMS ?? 20_000);
const pdfRuns = Number(process.env.BENCH_PDFS ?? 200);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

const rows: Array<Array<string | number>> = [];
let totalItems = 0;
let totalMs = 0;
for (const strand of STRANDS) {
  const requests: Omit<ItemRequest, 'seed'>[] = (Object.keys(TOPIC_GRADES) as TopicKey[])
    .filter((t) => t.startsWith(`${strand}/`))
    .flatMap((topic) => TOPIC_GRADES[topic].flatMap((grade) => DIFFICULTIES.map((difficulty) => ({ topic, grade, difficulty }))));
  // warm up, then measure
  for (let i = 0; i < 500; i++) generateItem({ ...requests[i % requests.length]!, seed: `w${i}` });
  const start = performance.now();
  for (let i = 0; i < itemsPerStrand; i++) generateItem({ ...requests[i % requests.length]!, seed: `b${i}` });
  const ms = performance.now() - start;
  totalItems += itemsPerStrand;
  totalMs += ms;
  rows.push([strand, requests.length, fmt(itemsPerStrand / (ms / 1000)), `${((ms * 1000) / itemsPerStrand).toFixed(1)} µs`]);
}
rows.push(['all strands', '—', fmt(totalItems / (totalMs / 1000)), `${((totalMs * 1000) / totalItems).toFixed(1)} µs`]);
printTable(`Items generated per second (${fmt(itemsPerStrand)} per strand)`, ['strand', 'topic×grade×level', 'items/s', 'per item'], rows);

// per generator (topic): every grade and level of it in turn
const perTopic = Math.max(500, Math.round(itemsPerStrand / 10));
const topicRows: Array<Array<string | number>> = [];
for (const topic of Object.keys(TOPIC_GRADES) as TopicKey[]) {
  const requests = (TOPIC_GRADES[topic] as readonly Grade[]).flatMap((grade) => DIFFICULTIES.map((difficulty) => ({ topic, grade, difficulty })));
  for (let i = 0; i < 100; i++) generateItem({ ...requests[i % requests.length]!, seed: `w${i}` });
  const start = performance.now();
  for (let i = 0; i < perTopic; i++) generateItem({ ...requests[i % requests.length]!, seed: `t${i}` });
  const ms = performance.now() - start;
  topicRows.push([topic, fmt(perTopic / (ms / 1000)), `${((ms * 1000) / perTopic).toFixed(1)} µs`]);
}
printTable(`Items generated per second per generator (${fmt(perTopic)} each)`, ['generator', 'items/s', 'per item'], topicRows);

// the catalogue walk of contracts.test.ts: a run of 10 of every activity, level and kind (episode,
// word-problem set), in five regions (every language, four currencies, both unit systems)
{
  const countries = ['US', 'GB', 'FR', 'ES', 'AE'];
  let walked = 0;
  let runs = 0;
  const start = performance.now();
  for (const topic of Object.keys(TOPIC_GRADES) as TopicKey[]) {
    for (const grade of TOPIC_GRADES[topic] as readonly Grade[]) {
      const kinds = storyGrades(topic).includes(grade) ? ['episode', 'word-problem'] : ['episode'];
      for (const difficulty of DIFFICULTIES) for (const type of kinds) for (const country of countries) {
        walked += planRun({ generator_key: topic, grade, difficulty, type }, { seed: `walk-${country}`, count: 10, country }).items().length;
        runs++;
      }
    }
  }
  const ms = performance.now() - start;
  printTable('Catalogue walk (runs of 10, every activity × level × kind × 5 regions)', ['runs', 'items', 'time', 'items/s'], [[fmt(runs), fmt(walked), `${Math.round(ms)} ms`, fmt(walked / (ms / 1000))]]);
}

// answer checking: the canonical answer and a wrong one, over every topic
const sample = (Object.keys(TOPIC_GRADES) as TopicKey[]).flatMap((topic) => TOPIC_GRADES[topic].map((grade, i) => generateItem({ topic, grade, difficulty: DIFFICULTIES[i % 3]!, seed: 'chk' })));
const responses = sample.flatMap((item) => [formatAnswer(item.answer, 'en', item.choices), '12345']);
const checks = 100_000;
const checkStart = performance.now();
for (let i = 0; i < checks; i++) checkAnswer(sample[(i >> 1) % sample.length]!, responses[i % responses.length]!, 'en');
const checkMs = performance.now() - checkStart;
printTable('Answer checks per second', ['checks', 'checks/s', 'per check'], [[fmt(checks), fmt(checks / (checkMs / 1000)), `${((checkMs * 1000) / checks).toFixed(1)} µs`]]);

// worksheet PDFs
const pdfRows: Array<Array<string | number>> = [];
for (const [label, topic, grade, language] of [
  ['addition, en, A4', 'addition-subtraction/add', '3', 'en'],
  ['clock pictures, en, Letter', 'time/read-clock', '2', 'en'],
  ['bar charts, fr, A4', 'data/bar-chart', '3', 'fr'],
  ['addition, ar (Noto Naskh), A4', 'addition-subtraction/add', '3', 'ar'],
] as const) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < Math.min(10, pdfRuns); i++) await renderWorksheetPdf(layoutWorksheet({ topic, grade, difficulty: 2, seed: `w${i}`, language }), 'A4');
  for (let i = 0; i < pdfRuns; i++) {
    const start = performance.now();
    const ws = layoutWorksheet({ topic, grade, difficulty: 2, seed: `p${i}`, language });
    const pdf = await renderWorksheetPdf(ws, label.includes('Letter') ? 'LETTER' : 'A4');
    times.push(performance.now() - start);
    bytes += pdf.length;
  }
  times.sort((a, b) => a - b);
  pdfRows.push([label, pdfRuns, `${percentile(times, 50).toFixed(1)} ms`, `${percentile(times, 99).toFixed(1)} ms`, `${(bytes / pdfRuns / 1024).toFixed(1)} kB`]);
}
printTable('Worksheet PDF (10 questions + answer key), in process', ['worksheet', 'runs', 'p50', 'p99', 'size'], pdfRows);
