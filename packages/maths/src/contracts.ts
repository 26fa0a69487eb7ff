/**
 * What each activity practises: its contract (decision 065). An activity is a topic in a grade
 * (content/catalogue.ts makes one episode, one worksheet and, where stories are told, one
 * word-problem set of each); its title is the catalogue subtopic's name ("Add within 20"), and
 * every item it serves keeps that promise at every level:
 *
 *   subtopic  the catalogue subtopic (content/authored/strands.json) every item carries: the activity's own
 *   asks      the questions it asks (prompt templates): the operation(s), the same at every level
 *   models    the pictures and answer boards its items may show (visual types and model inputs)
 *   within    every whole number of a question and its answer is at most this ("within 20")
 *   steps     a count's steps (skip counting)
 *   levels    what each level asks of the same skill: levels deepen it, never change it
 *   foci      the models (or the numbers alone) it is also played on as an episode of its own
 *
 * generate.ts stamps the subtopic on every item; contracts.test.ts walks every activity, level,
 * region and language against this table. A generator that strays from it fails that test.
 */
import type { Grade, InputKind, ModelInput, TopicKey, VisualType } from './types.ts';

export interface SkillContract {
  subtopic: string;
  asks: readonly string[];
  models: readonly (VisualType | InputKind)[];
  within?: number;
  steps?: readonly number[];
  levels: readonly [string, string, string];
  /**
   * What the activity can be played on alone, each an episode of its own (decision 080): a model
   * its items are answered on, or 'numbers' (typed and chosen items only); each fills a run of 15
   * different questions at every level in every region (contracts.test.ts)
   */
  foci?: readonly (ModelInput | 'numbers')[];
}

export const CONTRACTS: { readonly [T in TopicKey]: Readonly<Partial<Record<Grade, SkillContract>>> } = {
  'number-place-value/count': {
    // Count to 20
    K: {
      subtopic: 'count-to-20',
      asks: ['count.make', 'count.prompt'],
      models: ['counters'],
      within: 20,
      levels: ['collections to 5', 'collections to 10', 'collections to 20'],
      foci: ['counters'],
    },
    // Count to 120
    1: {
      subtopic: 'count-to-120',
      asks: ['count.make', 'count.prompt', 'count.tens'],
      models: ['counters', 'place-value-blocks'],
      within: 120,
      levels: ['to 20', 'to 50', 'to 120, in tens and ones'],
    },
  },
  'number-place-value/teen-numbers': {
    // Teen numbers: ten ones and more ones
    K: {
      subtopic: 'ten-ones-and-more',
      asks: ['tn.beyond', 'tn.eq', 'tn.fill', 'tn.frames', 'tn.make', 'tn.true', 'tn.whole', 'tn.which'],
      models: ['counters'],
      within: 20,
      levels: ['a full ten frame and more ones', 'and as an equation, 18 = 10 + 8', 'the number from its ten ones and more ones, in any form'],
    },
  },
  'number-place-value/skip-count': {
    // Count by tens
    K: {
      subtopic: 'by-tens',
      asks: ['skip.place', 'skip.prompt'],
      models: ['number-line'],
      within: 100,
      steps: [10],
      levels: ['by tens from 0', 'by tens from any ten to 70', 'by tens on to 100'],
      foci: ['number-line'],
    },
    // Count by 2s, 5s and 10s
    1: {
      subtopic: 'by-twos-fives-tens',
      asks: ['skip.place', 'skip.prompt'],
      models: ['number-line'],
      within: 120,
      steps: [2, 5, 10],
      levels: ['from near 0', 'further on', 'on to 120'],
      foci: ['number-line'],
    },
    // Count by 2s, 5s and 10s
    2: {
      subtopic: 'by-twos-fives-tens',
      asks: ['skip.place', 'skip.prompt'],
      models: ['number-line'],
      within: 1000,
      steps: [2, 5, 10],
      levels: ['from near 0', 'further on', 'by tens from any number'],
      foci: ['number-line'],
    },
    // Count by 10s and 100s from any number
    3: {
      subtopic: 'by-hundreds',
      asks: ['skip.place', 'skip.prompt'],
      models: ['number-line'],
      within: 1000,
      steps: [10, 100, -10, -100],
      levels: ['by 10s and 100s from small numbers', 'from any number to 1,000', 'back as well as on'],
      foci: ['number-line', 'numbers'],
    },
  },
  'number-place-value/patterns': {
    // Patterns from a rule
    4: {
      subtopic: 'patterns-from-a-rule',
      asks: ['pat.gap', 'pat.last', 'pat.missing', 'pat.next', 'pat.parity', 'pat.place'],
      models: ['number-line'],
      within: 1000,
      levels: ['adding steps to 9, from numbers to 20', 'adding or taking away steps to 12', 'steps of two digits, and rules that multiply'],
    },
    // Two patterns side by side
    5: {
      subtopic: 'two-patterns',
      asks: ['pat2.first', 'pat2.pair', 'pat2.plot', 'pat2.reach', 'pat2.times', 'pat2.true'],
      models: ['coordinate-grid'],
      levels: ['steps to 3, twice or three times as large', 'steps to 5, up to four times as large', 'steps to 10, up to six times as large'],
    },
    // Two variables: tables and equations
    6: {
      subtopic: 'two-variables',
      asks: ['rel.c', 'rel.depends', 'rel.k', 'rel.rule', 'rel.x', 'rel.y'],
      models: [],
      levels: ['y = kx or y = x + c from x = 1', 'tables starting anywhere, larger numbers', 'rules of the form y = kx + c too'],
    },
  },
  'number-place-value/compare': {
    // More, fewer and the same to 20
    K: {
      subtopic: 'compare-to-20',
      asks: ['compare.line.greater', 'compare.line.less', 'compare.prompt'],
      models: ['number-line'],
      within: 20,
      levels: ['to 5', 'to 10', 'to 20'],
      foci: ['number-line'],
    },
    // Compare two-digit numbers
    1: {
      subtopic: 'compare-two-digit',
      asks: ['compare.line.greater', 'compare.line.less', 'compare.prompt'],
      models: ['number-line'],
      within: 99,
      levels: ['to 20', 'to 50', 'two-digit numbers that share a digit'],
      foci: ['number-line'],
    },
    // Compare three-digit numbers
    2: {
      subtopic: 'compare-three-digit',
      asks: ['compare.line.greater', 'compare.line.less', 'compare.prompt'],
      models: ['number-line'],
      within: 999,
      levels: ['to 100', 'to 500', 'three-digit numbers that share digits'],
    },
    // Compare multi-digit numbers
    3: {
      subtopic: 'compare-multi-digit',
      asks: ['compare.line.greater', 'compare.line.less', 'compare.prompt'],
      models: ['number-line'],
      levels: ['to 1,000', 'four-digit numbers', 'four-digit numbers that share digits'],
    },
    // Compare multi-digit numbers
    4: {
      subtopic: 'compare-multi-digit',
      asks: ['compare.line.greater', 'compare.line.less', 'compare.prompt'],
      models: ['number-line'],
      levels: ['five-digit numbers', 'six-digit numbers', 'six-digit numbers that share digits'],
    },
    // Compare decimals and integers
    5: {
      subtopic: 'compare-decimals',
      asks: ['compare.line.greater', 'compare.line.less', 'compare.prompt'],
      models: ['number-line'],
      levels: ['six-digit numbers', 'seven-digit numbers', 'decimals to thousandths'],
    },
    // Compare decimals and integers
    6: {
      subtopic: 'compare-decimals',
      asks: ['compare.line.greater', 'compare.line.less', 'compare.prompt'],
      models: ['number-line'],
      levels: ['decimals', 'integers', 'opposites and near-opposites'],
      foci: ['number-line', 'numbers'],
    },
  },
  'number-place-value/place-value': {
    // Tens and ones
    1: {
      subtopic: 'tens-and-ones',
      asks: ['pv.blocks', 'pv.build', 'pv.digit', 'pv.howmany'],
      models: ['place-value-blocks'],
      within: 99,
      levels: ['build a number', 'the value of a digit', 'how many tens'],
      foci: ['place-value-blocks'],
    },
    // Hundreds, tens and ones
    2: {
      subtopic: 'hundreds-tens-ones',
      asks: ['pv.blocks', 'pv.build', 'pv.digit', 'pv.howmany'],
      models: ['place-value-blocks'],
      within: 999,
      levels: ['build a number', 'the value of a digit', 'how many tens or hundreds'],
      foci: ['place-value-blocks'],
    },
    // Hundreds, tens and ones
    3: {
      subtopic: 'hundreds-tens-ones',
      asks: ['pv.blocks', 'pv.build', 'pv.digit', 'pv.howmany'],
      models: ['place-value-blocks'],
      levels: ['build a number', 'the value of a digit', 'how many tens or hundreds'],
      foci: ['place-value-blocks', 'numbers'],
    },
    // Thousands and beyond
    4: {
      subtopic: 'thousands',
      asks: ['pv.chart', 'pv.digit', 'pv.expanded', 'pv.howmany'],
      models: ['place-value-chart'],
      levels: ['expanded form', 'the value of a digit', 'how many of a place'],
      foci: ['place-value-chart', 'numbers'],
    },
    // Large numbers and decimal places
    5: {
      subtopic: 'large-numbers-decimals',
      asks: ['pv.chart', 'pv.digit', 'pv.expanded', 'pv.howmany'],
      models: ['place-value-chart'],
      levels: ['expanded form', 'the value of a digit', 'how many of a place'],
      foci: ['place-value-chart', 'numbers'],
    },
    // Large numbers and decimal places
    6: {
      subtopic: 'large-numbers-decimals',
      asks: ['pv.chart', 'pv.digit', 'pv.expanded', 'pv.howmany'],
      models: ['place-value-chart'],
      levels: ['expanded form', 'the value of a digit', 'how many of a place'],
      foci: ['place-value-chart', 'numbers'],
    },
  },
  'number-place-value/number-line': {
    // Number line to 20
    K: {
      subtopic: 'line-to-20',
      asks: ['nl.place', 'nl.read'],
      models: ['number-line'],
      within: 20,
      levels: ['a line to 10', 'a line to 10', 'a line to 20'],
    },
    // Number line to 20
    1: {
      subtopic: 'line-to-20',
      asks: ['nl.place', 'nl.read'],
      models: ['number-line'],
      within: 20,
      levels: ['labelled every 5', 'labelled every 10', 'labelled at the ends'],
    },
    // Number lines to 1,000
    2: {
      subtopic: 'line-to-1000',
      asks: ['nl.place', 'nl.read'],
      models: ['number-line'],
      within: 1000,
      levels: ['to 100 in fives', 'to 1,000 in hundreds', 'to 1,000 in fifties'],
    },
    // Number lines to 1,000
    3: {
      subtopic: 'line-to-1000',
      asks: ['nl.place', 'nl.read'],
      models: ['number-line'],
      within: 1000,
      levels: ['a hundred in tens', 'to 1,000 in hundreds', 'to 1,000 in twenty-fives'],
    },
    // Fractions and decimals on a number line
    4: {
      subtopic: 'line-fractions-decimals',
      asks: ['nl.place', 'nl.read'],
      models: ['number-line'],
      levels: ['tenths to 1', 'tenths to 5', 'tenths between 1 and 2'],
    },
    // Fractions and decimals on a number line
    5: {
      subtopic: 'line-fractions-decimals',
      asks: ['nl.place', 'nl.read'],
      models: ['number-line'],
      levels: ['hundredths', 'tenths', 'hundredths'],
    },
    // Negative numbers on a number line
    6: {
      subtopic: 'line-integers',
      asks: ['nl.place', 'nl.read'],
      models: ['number-line'],
      levels: ['integers near 0', 'integers', 'decimals'],
    },
  },
  'number-place-value/rounding': {
    // Round to the nearest 10 or 100
    3: {
      subtopic: 'round-tens-hundreds',
      asks: ['round.line', 'round.prompt'],
      models: ['number-line'],
      levels: [
        'to the nearest 10 within 1,000',
        'to the nearest 10 or 100 within 1,000',
        'to the nearest 10 or 100 past 1,000',
      ],
      foci: ['number-line', 'numbers'],
    },
    // Round to any place
    4: {
      subtopic: 'round-any-place',
      asks: ['round.line', 'round.prompt'],
      models: ['number-line'],
      levels: ['to the thousands', 'to the ten thousands', 'to the hundred thousands'],
      foci: ['number-line', 'numbers'],
    },
    // Round decimals
    5: {
      subtopic: 'round-decimals',
      asks: ['round.line', 'round.prompt'],
      models: ['number-line'],
      levels: ['to a whole number', 'to tenths', 'to hundredths'],
      foci: ['number-line', 'numbers'],
    },
    // Round decimals
    6: {
      subtopic: 'round-decimals',
      asks: ['round.line', 'round.prompt'],
      models: ['number-line'],
      levels: ['large numbers', 'to tenths', 'to hundredths'],
      foci: ['number-line', 'numbers'],
    },
  },
  'addition-subtraction/add': {
    // Add within 10
    K: {
      subtopic: 'add-within-10',
      asks: ['op.add'],
      models: ['counters', 'number-line'],
      within: 10,
      levels: ['to 5', 'to 10', 'to 10 from bigger parts'],
      foci: ['counters'],
    },
    // Add within 20
    1: {
      subtopic: 'add-within-20',
      asks: ['op.add'],
      models: ['counters', 'number-line'],
      within: 20,
      levels: ['to 10', 'a teen and ones', 'bridging ten'],
      foci: ['counters'],
    },
    // Add within 100
    2: {
      subtopic: 'add-within-100',
      asks: ['op.add'],
      models: ['place-value-blocks'],
      within: 100,
      levels: ['no regrouping', 'regrouping the ones', 'two two-digit numbers regrouped'],
      foci: ['place-value-blocks'],
    },
    // Add within 1,000 with regrouping
    3: {
      subtopic: 'add-within-1000',
      asks: ['op.add'],
      models: ['place-value-blocks'],
      within: 1000,
      levels: ['no regrouping', 'regrouping once', 'regrouping twice'],
      foci: ['place-value-blocks', 'numbers'],
    },
    // Add multi-digit numbers and decimals
    4: {
      subtopic: 'add-multi-digit',
      asks: ['op.add'],
      models: ['place-value-chart'],
      levels: ['four digits', 'five digits', 'six digits'],
      foci: ['place-value-chart', 'numbers'],
    },
    // Add multi-digit numbers and decimals
    5: {
      subtopic: 'add-multi-digit',
      asks: ['op.add'],
      models: ['place-value-chart'],
      levels: ['millions', 'tenths', 'hundredths'],
      foci: ['place-value-chart', 'numbers'],
    },
    // Add multi-digit numbers and decimals
    6: {
      subtopic: 'add-multi-digit',
      asks: ['op.add'],
      models: ['number-line', 'place-value-chart'],
      levels: ['thousandths', 'integers', 'two negative integers'],
    },
  },
  'addition-subtraction/subtract': {
    // Subtract within 10
    K: {
      subtopic: 'subtract-within-10',
      asks: ['op.sub'],
      models: ['counters', 'number-line'],
      within: 10,
      levels: ['from 5', 'from 10', 'from 10, bigger parts'],
    },
    // Subtract within 20
    1: {
      subtopic: 'subtract-within-20',
      asks: ['op.sub'],
      models: ['counters', 'number-line'],
      within: 20,
      levels: ['from 10', 'from a teen', 'bridging ten'],
      foci: ['counters'],
    },
    // Subtract within 100
    2: {
      subtopic: 'subtract-within-100',
      asks: ['op.sub'],
      models: ['place-value-blocks'],
      within: 100,
      levels: ['no regrouping', 'regrouping a ten', 'two two-digit numbers'],
      foci: ['place-value-blocks'],
    },
    // Subtract within 1,000 with regrouping
    3: {
      subtopic: 'subtract-within-1000',
      asks: ['op.sub'],
      models: ['place-value-blocks'],
      within: 1000,
      levels: ['no regrouping', 'regrouping once', 'regrouping twice'],
      foci: ['place-value-blocks', 'numbers'],
    },
    // Subtract multi-digit numbers and decimals
    4: {
      subtopic: 'subtract-multi-digit',
      asks: ['op.sub'],
      models: ['place-value-chart'],
      levels: ['four digits', 'five digits', 'six digits'],
      foci: ['place-value-chart', 'numbers'],
    },
    // Subtract multi-digit numbers and decimals
    5: {
      subtopic: 'subtract-multi-digit',
      asks: ['op.sub'],
      models: ['place-value-chart'],
      levels: ['millions', 'tenths', 'hundredths'],
      foci: ['place-value-chart', 'numbers'],
    },
    // Subtract multi-digit numbers and decimals
    6: {
      subtopic: 'subtract-multi-digit',
      asks: ['op.sub'],
      models: ['number-line', 'place-value-chart'],
      levels: ['thousandths', 'integers', 'from a negative integer'],
    },
  },
  'addition-subtraction/missing-number': {
    // Missing numbers within 20
    1: {
      subtopic: 'missing-within-20',
      asks: ['missing.add1', 'missing.add2', 'missing.sub1', 'missing.sub2'],
      models: ['counters'],
      within: 20,
      levels: ['a missing addend', 'any part, small wholes', 'any part, wholes to 20'],
      foci: ['counters'],
    },
    // Missing numbers within 100
    2: {
      subtopic: 'missing-within-100',
      asks: ['missing.add1', 'missing.add2', 'missing.sub1', 'missing.sub2'],
      models: ['counters'],
      within: 100,
      levels: ['a missing addend', 'any part, wholes from 25', 'any part, wholes from 50'],
    },
    // Missing numbers within 1,000
    3: {
      subtopic: 'missing-within-1000',
      asks: ['missing.add1', 'missing.add2', 'missing.sub1', 'missing.sub2'],
      models: [],
      within: 1000,
      levels: ['a missing addend', 'any part, wholes from 250', 'any part, wholes from 500'],
    },
    // Missing numbers within 1,000
    4: {
      subtopic: 'missing-within-1000',
      asks: ['missing.add1', 'missing.add2', 'missing.sub1', 'missing.sub2'],
      models: [],
      within: 1000,
      levels: ['a missing addend', 'any part, wholes from 250', 'any part, wholes from 500'],
    },
  },
  'addition-subtraction/decompose': {
    // Break numbers to 10 into two parts
    K: {
      subtopic: 'two-parts-within-10',
      asks: ['dc.another', 'dc.build', 'dc.eq', 'dc.eq.first', 'dc.true'],
      models: ['counters'],
      within: 10,
      levels: ['numbers to 6', 'numbers to 10, either part missing', 'numbers 5 to 10, and another way to break them'],
    },
  },
  'addition-subtraction/make-ten': {
    // Make 10
    K: {
      subtopic: 'make-ten',
      asks: ['mt.eq', 'mt.eq.first', 'mt.eq.ten', 'mt.fill', 'mt.frame', 'mt.pair', 'mt.show', 'mt.which'],
      models: ['counters'],
      within: 10,
      levels: ['fill the ten frame', 'and write the partner in an equation', 'put the partner on an empty frame, in any equation'],
    },
  },
  'addition-subtraction/add-three': {
    // Add three numbers within 20
    1: {
      subtopic: 'add-three-within-20',
      asks: ['a3.build', 'a3.line', 'a3.missing', 'a3.sum', 'a3.true'],
      models: ['counters', 'number-line'],
      within: 20,
      levels: ['sums to 10', 'two of the numbers make 10', 'any sum from 11 to 20'],
    },
  },
  'addition-subtraction/add-any-order': {
    // Add in any order, group to make 10
    1: {
      subtopic: 'add-in-any-order',
      asks: ['pr.group', 'pr.group.missing', 'pr.line', 'pr.line.ten', 'pr.same', 'pr.turn', 'pr.turn.missing'],
      models: ['number-line'],
      within: 20,
      levels: ['a sum turned around, within 10', 'turned around within 20, counting on from the bigger number', 'and three numbers, two of them added first to make 10'],
    },
  },
  'addition-subtraction/true-false': {
    // True or false equations
    1: {
      subtopic: 'true-or-false-equations',
      asks: ['tf.add-left', 'tf.add-right', 'tf.both', 'tf.mixed', 'tf.same', 'tf.sub-left', 'tf.sub-right', 'tf.turn'],
      models: [],
      within: 20,
      levels: ['a sum or a difference on either side, within 10', 'on both sides, within 20', 'a sum against a difference, within 20'],
    },
  },
  'addition-subtraction/subtract-tens': {
    // Subtract tens within 90
    1: {
      subtopic: 'subtract-tens-within-90',
      asks: ['st.blocks', 'st.fact', 'st.line', 'st.missing', 'st.sub', 'st.tens'],
      models: ['number-line', 'place-value-blocks'],
      within: 90,
      levels: ['tens to 50', 'tens to 90, as tens and from the fact', 'tens to 90, differences of 0, the number taken away missing'],
    },
  },
  'multiplication-division/equal-groups': {
    // Fair shares
    K: {
      subtopic: 'fair-shares',
      asks: ['array.build', 'groups.prompt'],
      models: ['array', 'rectangle', 'rectangle-board'],
      within: 10,
      levels: ['two groups', 'two or three groups', 'up to five groups'],
      foci: ['rectangle'],
    },
    // Equal groups
    1: {
      subtopic: 'equal-groups',
      asks: ['array.build', 'groups.prompt'],
      models: ['array', 'rectangle', 'rectangle-board'],
      within: 20,
      levels: ['two groups', 'up to four groups', 'three to five groups'],
      foci: ['rectangle'],
    },
    // Equal groups
    2: {
      subtopic: 'equal-groups',
      asks: ['array.build', 'array.prompt'],
      models: ['array', 'rectangle', 'rectangle-board'],
      within: 50,
      levels: ['small arrays', 'arrays to 5 by 5', 'arrays to 5 by 10'],
      foci: ['rectangle'],
    },
  },
  'multiplication-division/odd-even': {
    // Odd and even numbers to 20
    2: {
      subtopic: 'odd-or-even-to-20',
      asks: ['oe.double', 'oe.half', 'oe.line', 'oe.number', 'oe.picture'],
      models: ['counters', 'number-line'],
      within: 20,
      levels: ['numbers to 10', 'numbers to 20', 'numbers to 20, and an even number as a double'],
    },
  },
  'multiplication-division/multiply': {
    // Arrays and repeated addition
    2: {
      subtopic: 'arrays',
      asks: ['mul.build', 'op.mul'],
      models: ['array', 'rectangle', 'rectangle-board'],
      within: 100,
      levels: ['to 5 by 5', 'to 5 by 5', 'tens'],
      foci: ['rectangle'],
    },
    // Times tables to 10 × 10
    3: {
      subtopic: 'times-tables',
      asks: ['mul.build', 'op.mul'],
      models: ['array', 'rectangle', 'rectangle-board'],
      within: 100,
      levels: ['the 2s, 5s and 10s', 'any table', 'the 6s to 9s'],
      foci: ['rectangle', 'numbers'],
    },
    // Multi-digit multiplication
    4: {
      subtopic: 'multi-digit',
      asks: ['op.mul'],
      models: [],
      levels: ['two digits by one', 'four digits by one', 'two digits by two'],
    },
    // Multi-digit multiplication
    5: {
      subtopic: 'multi-digit',
      asks: ['op.mul'],
      models: [],
      levels: ['three digits by two', 'four digits by two', 'a decimal by a whole number'],
    },
    // Multiply decimals
    6: {
      subtopic: 'decimals-multiply',
      asks: ['op.mul'],
      models: [],
      levels: ['four digits by three', 'tenths by tenths', 'hundredths by tenths'],
    },
  },
  'multiplication-division/multiply-tens': {
    // Multiply by multiples of 10
    3: {
      subtopic: 'multiply-by-tens',
      asks: ['mx.blocks', 'mx.fact', 'mx.line', 'mx.missing', 'mx.mul', 'mx.tens', 'mx.turn'],
      models: ['place-value-blocks', 'number-line'],
      within: 810,
      levels: ['2 to 5 times 10 to 50', 'any one-digit number times 10 to 90', '6 to 9 times 20 to 90, and the missing factor'],
      foci: ['numbers'],
    },
  },
  'multiplication-division/divide': {
    // Division facts
    3: {
      subtopic: 'division-facts',
      asks: ['div.build', 'op.div'],
      models: ['rectangle', 'rectangle-board'],
      within: 100,
      levels: ['by 2, 5 and 10', 'by 2 to 9', 'by 6 to 9'],
      foci: ['rectangle', 'numbers'],
    },
    // Division with remainders
    4: {
      subtopic: 'remainders',
      asks: ['op.div'],
      models: [],
      levels: ['two-digit quotients', 'three-digit quotients', 'with a remainder'],
    },
    // Dividing by two-digit numbers
    5: {
      subtopic: 'long-division',
      asks: ['op.div'],
      models: [],
      levels: ['by a two-digit number', 'with a remainder', 'to a decimal quotient'],
    },
    // Dividing by two-digit numbers
    6: {
      subtopic: 'long-division',
      asks: ['op.div'],
      models: [],
      levels: ['by a two-digit number', 'to hundredths', 'by a decimal'],
    },
  },
  'multiplication-division/factors': {
    // Factor pairs and multiples
    4: {
      subtopic: 'factor-pairs',
      asks: ['fac.count', 'fac.multiple', 'fac.pair', 'fac.prime'],
      models: ['rectangle', 'rectangle-board'],
      levels: ['numbers to 100', 'numbers to 100', 'numbers to 100'],
      foci: ['rectangle', 'numbers'],
    },
    // Prime and composite numbers
    5: {
      subtopic: 'primes',
      asks: ['fac.count', 'fac.pair', 'fac.prime'],
      models: ['rectangle', 'rectangle-board'],
      levels: ['numbers to 30', 'numbers to 60', 'numbers to 100'],
      foci: ['rectangle', 'numbers'],
    },
    // Greatest common factor and least common multiple
    6: {
      subtopic: 'gcf-lcm',
      asks: ['fac.gcf', 'fac.lcm', 'fac.pair'],
      models: ['rectangle', 'rectangle-board'],
      levels: ['small numbers', 'larger numbers', 'larger numbers'],
    },
  },
  'multiplication-division/times-as-many': {
    // Times as many
    4: {
      subtopic: 'times-as-many',
      asks: ['tam.build', 'tam.equation', 'tam.more', 'tam.product', 'tam.say', 'tam.smaller', 'tam.times', 'tam.unknown'],
      models: ['rectangle', 'rectangle-board'],
      within: 270,
      levels: ['up to 5 times a number to 10', 'up to 10 times a number to 10', 'up to 9 times a two-digit number'],
    },
  },
  'multiplication-division/expressions': {
    // Expressions with brackets
    5: {
      subtopic: 'brackets',
      asks: ['expr.nested', 'expr.order', 'expr.place', 'expr.sum-times', 'expr.times-as-large', 'expr.times-difference', 'expr.words', 'expr.write'],
      models: [],
      levels: ['numbers to 10, one pair of brackets', 'numbers to 50, and square brackets', 'two-digit numbers, and sums too large to work out'],
    },
    // Whole-number exponents
    6: {
      subtopic: 'exponents',
      asks: ['pow.base', 'pow.bracket', 'pow.exponent', 'pow.plus', 'pow.value', 'pow.which'],
      models: [],
      within: 100_000,
      levels: ['squares and cubes of numbers to 10', 'exponents to 5, and powers in sums', 'powers in expressions with larger numbers'],
    },
  },
  'multiplication-division/equations': {
    // One-step equations
    6: {
      subtopic: 'one-step-equations',
      asks: ['eqn.add', 'eqn.div', 'eqn.mul', 'eqn.sub', 'eqn.which.add', 'eqn.which.mul'],
      models: [],
      within: 1200,
      levels: ['whole numbers to 100', 'whole numbers to about a thousand', 'decimals'],
    },
  },
  'multiplication-division/variables': {
    // Expressions with letters
    6: {
      subtopic: 'expressions-with-letters',
      asks: ['var.combine', 'var.equiv', 'var.eval', 'var.eval.bracket', 'var.factor', 'var.repeat', 'var.write.plus-times', 'var.write.times-plus'],
      models: [],
      levels: ['numbers to 10, and like terms', 'brackets, and equivalent expressions', 'a common factor taken out, with larger numbers'],
    },
  },
  'fractions-decimals/fraction-of-shape': {
    // Equal and unequal parts
    K: {
      subtopic: 'equal-parts',
      asks: ['fos.count.shaded', 'fos.count.unshaded', 'fos.parts', 'fos.shade.parts'],
      models: ['fraction-bars'],
      levels: ['two to four equal parts', 'up to six equal parts', 'up to eight equal parts'],
    },
    // Halves and quarters
    1: {
      subtopic: 'halves-quarters',
      asks: ['fos.count.shaded', 'fos.count.unshaded', 'fos.shade', 'fos.what', 'fos.what.unshaded'],
      models: ['fraction-bars'],
      levels: ['halves', 'halves and quarters', 'halves and quarters'],
    },
    // Halves and quarters
    2: {
      subtopic: 'halves-quarters',
      asks: ['fos.count.shaded', 'fos.count.unshaded', 'fos.shade', 'fos.what', 'fos.what.unshaded'],
      models: ['fraction-bars'],
      levels: ['halves and quarters', 'thirds too', 'thirds too'],
    },
    // Unit and non-unit fractions
    3: {
      subtopic: 'unit-fractions',
      asks: ['fos.shade', 'fos.what'],
      models: ['fraction-bars'],
      levels: ['unit fractions', 'non-unit fractions', 'eighths'],
    },
  },
  'fractions-decimals/equivalent-fractions': {
    // Equivalent fractions with models
    3: {
      subtopic: 'equivalent-bars',
      asks: ['eq.missing', 'eq.shade', 'eq.simplify'],
      models: ['fraction-bars'],
      levels: ['on bars', 'on bars', 'larger denominators'],
      foci: ['fraction-bars', 'numbers'],
    },
    // Generate equivalent fractions
    4: {
      subtopic: 'equivalent-rule',
      asks: ['eq.missing', 'eq.mixed', 'eq.shade', 'eq.simplify'],
      models: ['fraction-bars'],
      levels: ['on bars', 'by a rule', 'mixed numbers'],
      foci: ['fraction-bars', 'numbers'],
    },
    // Simplify fractions
    5: {
      subtopic: 'simplify',
      asks: ['eq.missing', 'eq.shade', 'eq.simplify'],
      models: ['fraction-bars'],
      levels: ['on bars', 'simplest form', 'simplest form'],
      foci: ['fraction-bars', 'numbers'],
    },
    // Simplify fractions
    6: {
      subtopic: 'simplify',
      asks: ['eq.missing', 'eq.shade', 'eq.simplify'],
      models: ['fraction-bars'],
      levels: ['on bars', 'simplest form', 'simplest form'],
      foci: ['fraction-bars', 'numbers'],
    },
  },
  'fractions-decimals/compare-fractions': {
    // Same numerator or denominator
    3: {
      subtopic: 'same-denominator',
      asks: ['cmpf.line', 'compare.prompt'],
      models: ['fraction-bars', 'number-line'],
      levels: ['same denominator', 'same numerator', 'either'],
    },
    // Compare using benchmarks
    4: {
      subtopic: 'benchmarks',
      asks: ['cmpf.line', 'compare.prompt'],
      models: ['number-line'],
      levels: ['against a half', 'against one', 'unlike denominators'],
      foci: ['number-line', 'numbers'],
    },
    // Compare with unlike denominators
    5: {
      subtopic: 'unlike-denominators',
      asks: ['cmpf.line', 'compare.prompt'],
      models: ['number-line'],
      levels: ['related denominators', 'unlike denominators', 'close fractions'],
      foci: ['number-line', 'numbers'],
    },
    // Compare with unlike denominators
    6: {
      subtopic: 'unlike-denominators',
      asks: ['cmpf.line', 'compare.prompt'],
      models: ['number-line'],
      levels: ['related denominators', 'unlike denominators', 'close fractions'],
    },
  },
  'fractions-decimals/add-fractions': {
    // Like denominators
    4: {
      subtopic: 'like-denominators',
      asks: ['op.add', 'op.sub'],
      models: ['fraction-bars'],
      levels: ['proper fractions within a whole', 'any proper fractions', 'mixed numbers'],
    },
    // Unlike denominators and mixed numbers
    5: {
      subtopic: 'unlike-denominators',
      asks: ['op.add', 'op.sub'],
      models: ['fraction-bars'],
      levels: ['one denominator a multiple of the other', 'any two denominators', 'mixed numbers'],
    },
    // Unlike denominators and mixed numbers
    6: {
      subtopic: 'unlike-denominators',
      asks: ['op.add', 'op.sub'],
      models: ['fraction-bars'],
      levels: ['any two denominators', 'any two denominators', 'two mixed numbers'],
    },
  },
  'fractions-decimals/multiply-fractions': {
    // Multiply a fraction by a whole number
    4: {
      subtopic: 'fraction-times-whole',
      asks: ['mf.as-units', 'mf.between', 'mf.build', 'mf.missing', 'mf.times', 'mf.unit'],
      models: ['fraction-bars'],
      levels: ['unit fractions times whole numbers to 6', 'proper fractions times whole numbers to 6', 'denominators to 12, times whole numbers to 10'],
    },
    // Multiply fractions and scale
    5: {
      subtopic: 'fraction-times-fraction',
      asks: ['mf5.area', 'mf5.by-whole', 'mf5.missing', 'mf5.of', 'mf5.scale', 'mf5.times'],
      models: [],
      levels: ['unit fractions, denominators to 6', 'proper fractions, denominators to 10', 'denominators to 12, scaling numbers to 999'],
    },
  },
  'fractions-decimals/divide-fractions': {
    // Unit fractions and whole numbers
    5: {
      subtopic: 'unit-fraction-division',
      asks: ['df.how-many', 'df.missing-dividend', 'df.missing-divisor', 'df.missing-unit', 'df.unit-by-whole', 'df.whole-by-unit'],
      models: [],
      levels: ['denominators and whole numbers to 5', 'denominators and whole numbers to 10', 'twelfths, whole numbers to 20'],
    },
    // Divide fractions by fractions
    6: {
      subtopic: 'fraction-by-fraction',
      asks: ['df6.div', 'df6.how-many', 'df6.missing', 'df6.mixed', 'df6.which', 'df6.whole'],
      models: [],
      levels: ['denominators to 6', 'denominators to 10, and mixed numbers', 'twelfths, and larger mixed numbers'],
    },
  },
  'fractions-decimals/decimals': {
    // Tenths and hundredths
    4: {
      subtopic: 'tenths-hundredths',
      asks: ['op.add', 'op.sub'],
      models: ['number-line'],
      levels: ['tenths', 'tenths', 'hundredths'],
    },
    // Thousandths and decimal operations
    5: {
      subtopic: 'thousandths',
      asks: ['op.add', 'op.div', 'op.mul', 'op.sub'],
      models: ['place-value-chart'],
      levels: ['multiplying by powers of ten', 'dividing by powers of ten', 'adding and subtracting thousandths'],
      foci: ['place-value-chart', 'numbers'],
    },
    // Thousandths and decimal operations
    6: {
      subtopic: 'thousandths',
      asks: ['op.div', 'op.mul'],
      models: [],
      levels: ['multiplying', 'multiplying', 'dividing'],
    },
  },
  'fractions-decimals/fraction-to-decimal': {
    // Tenths and hundredths as decimals
    4: {
      subtopic: 'tenths-to-decimals',
      asks: ['d2f.prompt', 'f2d.chart', 'f2d.prompt'],
      models: ['place-value-chart'],
      levels: ['tenths', 'hundredths', 'decimals as fractions'],
    },
    // Fractions as decimals
    5: {
      subtopic: 'fractions-as-decimals',
      asks: ['d2f.simplest', 'f2d.chart', 'f2d.prompt'],
      models: ['place-value-chart'],
      levels: ['halves, quarters and fifths', 'thousandths', 'decimals as fractions in simplest form'],
    },
    // Fractions as decimals
    6: {
      subtopic: 'fractions-as-decimals',
      asks: ['d2f.simplest', 'f2d.chart', 'f2d.prompt'],
      models: ['place-value-chart'],
      levels: ['eighths and twentieths', 'mixed numbers', 'decimals as fractions in simplest form'],
    },
  },
  'fractions-decimals/percent': {
    // Percent of an amount
    6: {
      subtopic: 'percent-of-amount',
      asks: ['pct.line', 'pct.of', 'pct.write'],
      models: ['number-line'],
      levels: ['easy percents', 'any percent', 'as a percent'],
    },
  },
  'measurement/length': {
    // Longer and shorter
    K: {
      subtopic: 'compare-length',
      asks: ['len.compare', 'len.compare.short'],
      models: ['bar-chart'],
      within: 10,
      levels: ['lengths far apart', 'lengths close together', 'one cube apart, longer or shorter'],
    },
    // Measure with units
    1: {
      subtopic: 'informal-units',
      asks: ['len.diff', 'len.make', 'len.ruler'],
      models: ['ruler'],
      levels: ['short lengths', 'longer lengths', 'how much longer'],
    },
    // Measure with a ruler
    2: {
      subtopic: 'centimetres-metres',
      asks: ['len.diff', 'len.make', 'len.ruler'],
      models: ['ruler'],
      levels: ['short lengths', 'longer lengths', 'how much longer'],
    },
  },
  'measurement/order-length': {
    // Longest and shortest
    K: {
      subtopic: 'longest-shortest',
      asks: ['ol.draw.between', 'ol.draw.same', 'ol.longest', 'ol.shortest'],
      models: ['bar-chart', 'chart'],
      within: 10,
      levels: ['lengths far apart', 'lengths closer together', 'one cube apart'],
      foci: ['chart'],
    },
    // Order three lengths
    1: {
      subtopic: 'order-three-lengths',
      asks: ['ol.draw.between', 'ol.draw.same', 'ol.indirect', 'ol.indirect.short', 'ol.longest', 'ol.middle', 'ol.shortest'],
      models: ['bar-chart', 'chart'],
      within: 12,
      levels: ['lengths far apart', 'lengths closer together, and through a third thing', 'one cube apart, and through a third thing more often'],
      foci: ['chart'],
    },
  },
  'measurement/line-plot': {
    // Line plots of whole lengths
    2: {
      subtopic: 'line-plots-whole-units',
      asks: ['lp.count', 'lp.line.count', 'lp.line.most', 'lp.longer', 'lp.more', 'lp.range', 'lp.total'],
      models: ['number-line'],
      levels: ['four lengths', 'five lengths', 'six lengths on a longer line'],
      foci: ['number-line'],
    },
    // Line plots in halves and quarters
    3: {
      subtopic: 'line-plots-halves-quarters',
      asks: ['lp.count', 'lp.line.count', 'lp.line.most', 'lp.longer', 'lp.more', 'lp.range', 'lp.total'],
      models: ['number-line'],
      levels: ['in halves', 'in quarters', 'in quarters, six lengths'],
      foci: ['number-line', 'numbers'],
    },
    // Line plots with fractions
    4: {
      subtopic: 'line-plots-fractions',
      asks: ['lp.count', 'lp.line.count', 'lp.line.most', 'lp.longer', 'lp.more', 'lp.range', 'lp.sum'],
      models: ['number-line'],
      levels: ['in halves', 'in quarters', 'in eighths'],
      foci: ['number-line', 'numbers'],
    },
    // Line plots: add and share out
    5: {
      subtopic: 'line-plots-share',
      asks: ['lp.count', 'lp.line.count', 'lp.line.most', 'lp.more', 'lp.range', 'lp.share', 'lp.sum'],
      models: ['number-line'],
      levels: ['in quarters', 'in quarters or eighths', 'in eighths, six lengths'],
      foci: ['number-line', 'numbers'],
    },
    // Dot plots: mode, median and range
    6: {
      subtopic: 'dot-plots',
      asks: ['lp.count', 'lp.line.count', 'lp.line.most', 'lp.longer', 'lp.median', 'lp.more', 'lp.range'],
      models: ['number-line'],
      levels: ['four lengths', 'five lengths', 'six lengths on a longer line'],
      foci: ['number-line', 'numbers'],
    },
  },
  'measurement/convert-units': {
    // Choose and use metric units
    3: {
      subtopic: 'metric-units',
      asks: ['conv.prompt'],
      models: [],
      levels: ['one step: metres and centimetres, centimetres and millimetres', 'larger amounts', 'larger amounts'],
    },
    // Convert metric units
    4: {
      subtopic: 'convert-metric',
      asks: ['conv.compound', 'conv.prompt'],
      models: [],
      levels: ['one step', 'two units', 'larger amounts'],
    },
    // Convert metric units
    5: {
      subtopic: 'convert-metric',
      asks: ['conv.compound', 'conv.prompt'],
      models: [],
      levels: ['two units', 'larger amounts', 'larger amounts'],
    },
    // Convert metric units
    6: {
      subtopic: 'convert-metric',
      asks: ['conv.prompt'],
      models: [],
      levels: ['larger amounts', 'larger amounts', 'larger amounts'],
    },
  },
  'measurement/perimeter': {
    // Perimeter of polygons
    3: {
      subtopic: 'perimeter-polygons',
      asks: ['perim.build', 'perim.poly', 'perim.rect', 'perim.square'],
      models: ['rectangle', 'rectangle-board', 'shape'],
      levels: ['rectangles', 'polygons', 'squares'],
    },
    // Perimeter with missing sides
    4: {
      subtopic: 'perimeter-missing-sides',
      asks: ['perim.build', 'perim.poly', 'perim.rect', 'perim.square'],
      models: ['rectangle', 'rectangle-board', 'shape'],
      levels: ['rectangles', 'polygons', 'squares'],
    },
    // Perimeter with missing sides
    5: {
      subtopic: 'perimeter-missing-sides',
      asks: ['perim.build', 'perim.missing', 'perim.poly', 'perim.rect'],
      models: ['rectangle', 'rectangle-board', 'shape'],
      levels: ['rectangles', 'polygons', 'a missing side'],
    },
    // Perimeter with missing sides
    6: {
      subtopic: 'perimeter-missing-sides',
      asks: ['perim.build', 'perim.missing', 'perim.poly', 'perim.rect'],
      models: ['rectangle', 'rectangle-board', 'shape'],
      levels: ['rectangles', 'polygons', 'a missing side'],
    },
  },
  'measurement/area': {
    // Area by counting squares
    3: {
      subtopic: 'count-squares',
      asks: ['area.build', 'area.grid', 'area.grid.in', 'area.missing', 'area.rect'],
      models: ['rectangle', 'rectangle-board', 'shape'],
      levels: ['on a grid', 'rectangles', 'a missing side'],
      foci: ['rectangle', 'numbers'],
    },
    // Area of rectangles
    4: {
      subtopic: 'area-rectangles',
      asks: ['area.build', 'area.missing', 'area.rect'],
      models: ['rectangle', 'rectangle-board', 'shape'],
      levels: ['rectangles', 'rectangles', 'a missing side'],
      foci: ['rectangle', 'numbers'],
    },
    // Area of rectangles
    5: {
      subtopic: 'area-rectangles',
      asks: ['area.build', 'area.missing', 'area.rect'],
      models: ['rectangle', 'rectangle-board', 'shape'],
      levels: ['rectangles', 'rectangles', 'a missing side'],
    },
    // Area of triangles and composite shapes
    6: {
      subtopic: 'area-triangles',
      asks: ['area.build', 'area.par', 'area.tri'],
      models: ['rectangle', 'rectangle-board', 'shape'],
      levels: ['triangles', 'parallelograms', 'triangles'],
    },
  },
  'measurement/volume': {
    // Volume with unit cubes
    5: {
      subtopic: 'cubes-volume',
      asks: ['vol.cubes', 'vol.cubes.in', 'vol.missing', 'vol.prism'],
      models: ['shape'],
      levels: ['counting cubes', 'length × width × height', 'a missing edge'],
    },
    // Volume of rectangular prisms
    6: {
      subtopic: 'prism-volume',
      asks: ['vol.cubes', 'vol.cubes.in', 'vol.prism'],
      models: ['shape'],
      levels: ['counting cubes', 'length × width × height', 'fractional edges'],
    },
  },
  'time/read-clock': {
    // O'clock
    K: {
      subtopic: 'oclock',
      asks: ['clock.read', 'clock.set'],
      models: ['clock'],
      levels: ['o’clock', 'o’clock', 'o’clock'],
    },
    // Hour and half hour
    1: {
      subtopic: 'half-hour',
      asks: ['clock.read', 'clock.set'],
      models: ['clock'],
      levels: ['o’clock', 'half past', 'either'],
    },
    // To five minutes
    2: {
      subtopic: 'five-minutes',
      asks: ['clock.read', 'clock.set'],
      models: ['clock'],
      levels: ['quarters', 'five minutes', 'five minutes'],
      foci: ['clock'],
    },
    // To the nearest minute
    3: {
      subtopic: 'nearest-minute',
      asks: ['clock.read', 'clock.set'],
      models: ['clock'],
      levels: ['five minutes', 'any minute', 'any minute'],
      foci: ['clock', 'numbers'],
    },
    // To the nearest minute
    4: {
      subtopic: 'nearest-minute',
      asks: ['clock.read', 'clock.set'],
      models: ['clock'],
      levels: ['any minute', 'any minute', 'any minute'],
      foci: ['clock', 'numbers'],
    },
  },
  'time/elapsed-time': {
    // Elapsed time in hours and half hours
    2: {
      subtopic: 'elapsed-hours',
      asks: ['elapsed.between', 'elapsed.end', 'elapsed.end.h'],
      models: ['clock'],
      levels: ['whole hours', 'half hours', 'between two times'],
    },
    // Elapsed time in minutes
    3: {
      subtopic: 'elapsed-minutes',
      asks: ['elapsed.between', 'elapsed.end', 'elapsed.end.h'],
      models: ['clock'],
      levels: ['minutes', 'minutes past the hour', 'between two times'],
    },
    // Elapsed time in minutes
    4: {
      subtopic: 'elapsed-minutes',
      asks: ['elapsed.between', 'elapsed.end', 'elapsed.end.h'],
      models: ['clock'],
      levels: ['minutes', 'hours and minutes', 'between two times'],
    },
    // Schedules and durations
    5: {
      subtopic: 'timetables',
      asks: ['elapsed.between', 'elapsed.end', 'elapsed.end.h'],
      models: ['clock'],
      levels: ['minutes', 'hours and minutes', 'between two times'],
    },
    // Schedules and durations
    6: {
      subtopic: 'timetables',
      asks: ['elapsed.between', 'elapsed.end', 'elapsed.end.h'],
      models: ['clock'],
      levels: ['minutes', 'hours and minutes', 'between two times'],
    },
  },
  'time/time-units': {
    // Minutes, hours and days
    3: {
      subtopic: 'minutes-hours',
      asks: ['conv.prompt'],
      models: [],
      levels: ['one step', 'one step', 'days and weeks'],
    },
    // Minutes, hours and days
    4: {
      subtopic: 'minutes-hours',
      asks: ['conv.compound', 'conv.prompt'],
      models: [],
      levels: ['one step', 'one step', 'two units'],
    },
    // Convert units of time
    5: {
      subtopic: 'convert-time',
      asks: ['conv.compound', 'conv.prompt'],
      models: [],
      levels: ['two units', 'one step', 'two units'],
    },
    // Convert units of time
    6: {
      subtopic: 'convert-time',
      asks: ['conv.compound', 'conv.prompt'],
      models: [],
      levels: ['two units', 'one step', 'two units'],
    },
  },
  'money/count-coins': {
    // Name the coins
    K: {
      subtopic: 'name-coins',
      asks: ['coins.show', 'coins.sort', 'coins.which'],
      models: ['coins'],
      levels: ['two coins to tell apart', 'three coins', 'every coin'],
    },
    // Count coins
    1: {
      subtopic: 'count-coins',
      asks: ['coins.count', 'coins.show'],
      models: ['coins'],
      levels: ['two kinds of coin', 'three kinds', 'four kinds'],
    },
    // Count coins
    2: {
      subtopic: 'count-coins',
      asks: ['coins.count', 'coins.show'],
      models: ['coins'],
      levels: ['every coin', 'every coin', 'every coin'],
      foci: ['coins'],
    },
    // Count coins
    3: {
      subtopic: 'count-coins',
      asks: ['coins.count', 'coins.show'],
      models: ['coins'],
      levels: ['every coin', 'every coin', 'every coin'],
    },
  },
  'money/make-change': {
    // Change from one unit
    2: {
      subtopic: 'change-from-dollar',
      asks: ['change.coins', 'op.sub'],
      models: ['coins'],
      // where the smallest coin is a quarter of a unit (the dirham's fils), from two and five units too
      levels: ['from one unit', 'from one unit', 'from one unit'],
    },
    // Change from one unit
    3: {
      subtopic: 'change-from-dollar',
      asks: ['change.coins', 'op.sub'],
      models: ['coins'],
      levels: ['from a note', 'from a note', 'from a note'],
      foci: ['coins'],
    },
    // Change from notes
    4: {
      subtopic: 'change-from-notes',
      asks: ['change.coins', 'op.sub'],
      models: ['coins'],
      levels: ['from notes', 'from notes', 'from notes'],
      foci: ['coins', 'numbers'],
    },
    // Change from notes
    5: {
      subtopic: 'change-from-notes',
      asks: ['change.coins', 'op.sub'],
      models: ['coins'],
      levels: ['from notes', 'from notes', 'from notes'],
      foci: ['coins', 'numbers'],
    },
  },
  'money/money-sums': {
    // Add amounts of money
    2: {
      subtopic: 'add-amounts',
      asks: ['ex.sum.q', 'msum.coins'],
      models: ['coins'],
      levels: ['two amounts', 'two amounts', 'three amounts'],
    },
    // Add amounts of money
    3: {
      subtopic: 'add-amounts',
      asks: ['ex.sum.q', 'msum.coins'],
      models: ['coins'],
      levels: ['two amounts', 'two amounts', 'three amounts'],
      foci: ['coins', 'numbers'],
    },
    // Multi-step money problems
    4: {
      subtopic: 'money-problems',
      asks: ['ex.sum.q', 'msum.coins'],
      models: ['coins'],
      levels: ['several amounts', 'several amounts', 'several amounts'],
      foci: ['coins', 'numbers'],
    },
    // Multi-step money problems
    5: {
      subtopic: 'money-problems',
      asks: ['ex.sum.q', 'msum.coins'],
      models: ['coins'],
      levels: ['several amounts', 'several amounts', 'several amounts'],
      foci: ['coins', 'numbers'],
    },
    // Multi-step money problems
    6: {
      subtopic: 'money-problems',
      asks: ['ex.sum.q', 'op.mul'],
      models: [],
      levels: ['so many at a price', 'so many at a price', 'several amounts'],
    },
  },
  'money/unit-price': {
    // Unit price and best buy
    5: {
      subtopic: 'unit-price',
      asks: ['op.div', 'uprice.coins'],
      models: ['coins'],
      levels: ['small packs', 'larger packs', 'larger packs'],
      foci: ['coins', 'numbers'],
    },
    // Unit price and best buy
    6: {
      subtopic: 'unit-price',
      asks: ['op.div', 'uprice.coins'],
      models: ['coins'],
      levels: ['small packs', 'larger packs', 'larger packs'],
      foci: ['coins', 'numbers'],
    },
  },
  'geometry/name-shapes': {
    // Name 2D shapes
    K: {
      subtopic: 'flat-shapes',
      asks: ['prop.sides', 'prop.vertices', 'shape.draw', 'shape.name'],
      models: ['geoboard', 'shape'],
      levels: ['circle, triangle, square and rectangle', 'and the hexagon', 'and the cube, sphere, cylinder and cone'],
    },
    // 2D shapes and 3D objects
    1: {
      subtopic: 'shapes-and-objects',
      asks: ['shape.draw', 'shape.name'],
      models: ['geoboard', 'shape'],
      levels: ['shapes and four solids', 'shapes and every solid', 'shapes and every solid'],
    },
    // 2D shapes and 3D objects
    2: {
      subtopic: 'shapes-and-objects',
      asks: ['shape.draw', 'shape.name'],
      models: ['geoboard', 'shape'],
      levels: ['shapes and four solids', 'shapes and every solid', 'shapes and every solid'],
    },
  },
  'geometry/shape-properties': {
    // Sides and corners
    1: {
      subtopic: 'sides-corners',
      asks: ['prop.sides', 'prop.vertices', 'shape.draw'],
      models: ['geoboard', 'shape'],
      levels: ['triangles, squares, rectangles and hexagons', 'and pentagons', 'every polygon'],
    },
    // Sides and corners
    2: {
      subtopic: 'sides-corners',
      asks: ['prop.sides', 'prop.vertices', 'shape.draw'],
      models: ['geoboard', 'shape'],
      levels: ['triangles, squares, rectangles and hexagons', 'and pentagons', 'every polygon'],
    },
    // Quadrilaterals and polygons
    3: {
      subtopic: 'quadrilaterals',
      asks: ['prop.right', 'prop.right.regular', 'prop.sides', 'prop.vertices', 'shape.draw.right'],
      models: ['geoboard', 'shape'],
      levels: ['quadrilaterals', 'and triangles, pentagons and hexagons', 'every polygon'],
    },
    // Quadrilaterals and polygons
    4: {
      subtopic: 'quadrilaterals',
      asks: [
        'prop.parallel',
        'prop.parallel.regular',
        'prop.right',
        'prop.right.regular',
        'prop.symmetry',
        'prop.symmetry.regular',
        'shape.draw.right',
      ],
      models: ['geoboard', 'shape'],
      levels: ['quadrilaterals', 'and triangles, pentagons and hexagons', 'every polygon'],
    },
  },
  'geometry/angles': {
    // Acute, right and obtuse angles
    4: {
      subtopic: 'angle-types',
      asks: ['angle.classify', 'angle.line', 'angle.make', 'angle.right'],
      models: ['angle', 'protractor', 'shape'],
      levels: ['naming angles', 'on a line', 'in a right angle'],
      foci: ['angle', 'numbers'],
    },
    // Measure and find angles
    5: {
      subtopic: 'measure-angles',
      asks: ['angle.line2', 'angle.make', 'angle.point', 'angle.right'],
      models: ['angle', 'protractor', 'shape'],
      levels: ['at a point', 'on a line', 'in a right angle'],
      foci: ['angle', 'numbers'],
    },
    // Measure and find angles
    6: {
      subtopic: 'measure-angles',
      asks: ['angle.iso', 'angle.make', 'angle.quad', 'angle.tri'],
      models: ['angle', 'protractor', 'shape'],
      levels: ['in a triangle', 'in an isosceles triangle', 'in a quadrilateral'],
      foci: ['angle', 'numbers'],
    },
  },
  'geometry/coordinates': {
    // Points in the first quadrant
    5: {
      subtopic: 'first-quadrant',
      asks: ['coord.dist', 'coord.move', 'coord.plot', 'coord.read'],
      models: ['coordinate-grid'],
      levels: ['plot and read', 'move', 'distance'],
      foci: ['coordinate-grid'],
    },
    // Points and distances on the grid
    6: {
      subtopic: 'four-quadrants',
      asks: ['coord.dist', 'coord.move', 'coord.plot', 'coord.read'],
      models: ['coordinate-grid'],
      levels: ['plot and read', 'move', 'distance'],
      foci: ['coordinate-grid'],
    },
  },
  'geometry/flat-solid': {
    // Flat and solid
    K: {
      subtopic: 'flat-and-solid',
      asks: ['fs.faces', 'fs.pick.flat', 'fs.pick.solid', 'fs.roll', 'fs.which'],
      models: ['shape'],
      levels: ['flat or solid', 'and does it roll', 'and its flat faces'],
    },
    // Faces of solids
    1: {
      subtopic: 'faces-of-solids',
      asks: ['fs.faces', 'fs.pick.flat', 'fs.pick.solid', 'fs.roll', 'fs.which'],
      models: ['shape'],
      levels: ['flat or solid, and does it roll', 'and its flat faces', 'which is solid, does it roll, its flat faces'],
    },
  },
  'geometry/compose-shapes': {
    // Squares make bigger shapes
    K: {
      subtopic: 'squares-make-shapes',
      asks: ['cs.build.any', 'cs.build.column', 'cs.build.rect', 'cs.build.row', 'cs.build.square', 'cs.count', 'cs.is-square'],
      models: ['rectangle', 'rectangle-board', 'shape'],
      within: 10,
      levels: ['up to 5 squares', 'up to 6 squares', 'up to 10 squares'],
    },
  },
  'geometry/partition': {
    // Rows and columns of squares
    2: {
      subtopic: 'rows-and-columns',
      asks: ['pt.add', 'pt.build', 'pt.columns', 'pt.count', 'pt.rows'],
      models: ['rectangle', 'rectangle-board', 'shape'],
      levels: ['up to 4 rows and 5 columns', 'up to 5 rows and 5 columns', 'up to 6 rows and 6 columns'],
      foci: ['rectangle'],
    },
    // Equal parts of a rectangle
    3: {
      subtopic: 'equal-parts-area',
      asks: ['pt.build', 'pt.count', 'pt.each-row', 'pt.fraction', 'pt.parts'],
      models: ['rectangle', 'rectangle-board', 'shape'],
      levels: ['up to 6 rows and columns', 'up to 8 rows and columns', 'up to 10 rows and columns'],
      foci: ['rectangle', 'numbers'],
    },
  },
  'data/pictograph': {
    // Sort and count
    K: {
      subtopic: 'sort-and-count',
      asks: ['chart.draw.pict', 'chart.more', 'chart.total', 'chart.value'],
      models: ['chart', 'pictograph'],
      levels: ['how many', 'how many more', 'how many in all'],
      foci: ['chart'],
    },
    // Picture graphs
    1: {
      subtopic: 'picture-graphs',
      asks: ['chart.draw.pict', 'chart.more', 'chart.total', 'chart.value'],
      models: ['chart', 'pictograph'],
      levels: ['how many', 'how many more', 'how many in all'],
      foci: ['chart'],
    },
    // Picture graphs
    2: {
      subtopic: 'picture-graphs',
      asks: ['chart.draw.pict', 'chart.more', 'chart.total', 'chart.value'],
      models: ['chart', 'pictograph'],
      levels: ['how many', 'how many more', 'how many in all'],
      foci: ['chart'],
    },
    // Picture graphs
    3: {
      subtopic: 'picture-graphs',
      asks: ['chart.draw.pict', 'chart.more', 'chart.total', 'chart.value'],
      models: ['chart', 'pictograph'],
      levels: ['how many', 'how many more', 'how many in all'],
      foci: ['chart', 'numbers'],
    },
  },
  'data/bar-chart': {
    // Count and sort in a bar graph
    K: {
      subtopic: 'sort-into-bars',
      asks: ['chart.draw.bar', 'chart.most', 'chart.total', 'chart.value'],
      models: ['bar-chart', 'chart'],
      within: 20,
      levels: ['how many', 'which has the most', 'how many in all'],
      foci: ['chart'],
    },
    // Bar graphs of three categories
    1: {
      subtopic: 'three-bar-graphs',
      asks: ['chart.draw.bar', 'chart.more', 'chart.total', 'chart.value'],
      models: ['bar-chart', 'chart'],
      within: 30,
      levels: ['how many', 'how many more', 'how many in all'],
      foci: ['chart'],
    },
    // Read bar graphs
    2: {
      subtopic: 'bar-graphs',
      asks: ['chart.draw.bar', 'chart.more', 'chart.total', 'chart.value'],
      models: ['bar-chart', 'chart'],
      levels: ['how many', 'how many more', 'how many in all'],
      foci: ['chart'],
    },
    // Read bar graphs
    3: {
      subtopic: 'bar-graphs',
      asks: ['chart.draw.bar', 'chart.more', 'chart.total', 'chart.value'],
      models: ['bar-chart', 'chart'],
      levels: ['how many', 'how many more', 'how many in all'],
      foci: ['chart', 'numbers'],
    },
    // Scaled bar graphs
    4: {
      subtopic: 'scaled-bar-graphs',
      asks: ['chart.draw.bar', 'chart.more', 'chart.total', 'chart.value'],
      models: ['bar-chart', 'chart'],
      levels: ['how many', 'how many more', 'how many in all'],
      foci: ['chart', 'numbers'],
    },
    // Scaled bar graphs
    5: {
      subtopic: 'scaled-bar-graphs',
      asks: ['chart.draw.bar', 'chart.more', 'chart.total', 'chart.value'],
      models: ['bar-chart', 'chart'],
      levels: ['how many', 'how many more', 'how many in all'],
      foci: ['chart', 'numbers'],
    },
  },
  'data/mean-median': {
    // Mode, median and range
    5: {
      subtopic: 'mode-median',
      asks: ['stat.line.median', 'stat.line.mode', 'stat.median', 'stat.mode', 'stat.range'],
      models: ['number-line'],
      levels: ['five values', 'five or seven values', 'seven values'],
      foci: ['number-line', 'numbers'],
    },
    // Mean, median and mode
    6: {
      subtopic: 'mean',
      asks: ['stat.line.mean', 'stat.line.median', 'stat.line.mode', 'stat.mean', 'stat.median', 'stat.mode'],
      models: ['number-line'],
      levels: ['five values', 'five or seven values', 'seven values, or an even count for the median'],
      foci: ['number-line', 'numbers'],
    },
  },
};

/** The contract of a topic in a grade; throws for a grade the topic does not serve. */
export function contractOf(topic: TopicKey, grade: Grade): SkillContract {
  const contract = CONTRACTS[topic][grade];
  if (!contract) throw new Error(`no contract for ${topic} in grade ${grade}`);
  return contract;
}
