import { describe, expect, it } from 'vitest';
import {
  bandOf,
  fadedRating,
  missingEvidence,
  recentAccuracy,
  recordAnswer,
  chanceAt,
  masteryOf,
  NEW_ESTIMATE,
  parseSkill,
  pickPractice,
  skillKey,
  startLevel,
  stepAfter,
  stepStaircase,
  updateEstimate,
  type DatedEstimate,
  type Level,
  type SkillEstimate,
  type Staircase,
} from './mastery.ts';

const DAY = 24 * 60 * 60 * 1000;
const START = new Date('2026-03-02T09:00:00Z');
/** Runs played on the staircase on the days given (days after START), each starting where the estimate says. */
function playRuns(list: Array<{ day: number; rights: boolean[] }>, from: DatedEstimate = NEW_ESTIMATE): DatedEstimate {
  let estimate = from;
  for (const { day, rights } of list) {
    let stair: Staircase = { level: startLevel(estimate, 2), streak: 0 };
    rights.forEach((right, i) => {
      const at = new Date(START.getTime() + day * DAY + i * 20_000);
      estimate = { ...recordAnswer(estimate, estimate.updatedAt, { level: stair.level, correct: right, firstOfRun: i === 0, at }), updatedAt: at };
      stair = stepStaircase(stair, right);
    });
  }
  return estimate;
}
const all = (n: number, right: boolean) => Array.from({ length: n }, () => right);
const daysAfter = (e: DatedEstimate, days: number) => new Date(e.updatedAt!.getTime() + days * DAY);

/** The estimate after answers given as [level, right?] pairs. */
const after = (answers: Array<[Level, boolean]>, from: SkillEstimate = NEW_ESTIMATE) => answers.reduce((e, [level, right]) => updateEstimate(e, level, right), from);
/** A run played on the staircase from a level: the answers' levels and the estimate after. */
function playRun(start: Level, rights: boolean[], from: SkillEstimate = NEW_ESTIMATE) {
  let stair: Staircase = { level: start, streak: 0 };
  let estimate = from;
  const levels: Level[] = [];
  for (const right of rights) {
    levels.push(stair.level);
    estimate = updateEstimate(estimate, stair.level, right);
    stair = stepStaircase(stair, right);
  }
  return { levels, estimate, next: stair };
}

describe('the mastery estimate', () => {
  it('gives even odds on on-level items to a new learner, better on easier ones, worse on stretch ones', () => {
    expect(chanceAt(0, 2)).toBe(0.5);
    expect(chanceAt(0, 1)).toBeGreaterThan(0.7);
    expect(chanceAt(0, 3)).toBeLessThan(0.3);
    expect(masteryOf(NEW_ESTIMATE)).toBe(0.5);
  });

  it('moves up after a right answer and down after a wrong one, more when the result was less expected', () => {
    const up = updateEstimate(NEW_ESTIMATE, 2, true);
    const down = updateEstimate(NEW_ESTIMATE, 2, false);
    expect(up.rating).toBeGreaterThan(0);
    expect(down.rating).toBeLessThan(0);
    expect(up).toMatchObject({ answers: 1, correct: 1 });
    expect(down).toMatchObject({ answers: 1, correct: 0 });
    // a right answer to a stretch item says more than one to an easy item
    expect(updateEstimate(NEW_ESTIMATE, 3, true).rating).toBeGreaterThan(updateEstimate(NEW_ESTIMATE, 1, true).rating);
    // a mistake on an easy item says more than one on a stretch item
    expect(updateEstimate(NEW_ESTIMATE, 1, false).rating).toBeLessThan(updateEstimate(NEW_ESTIMATE, 3, false).rating);
  });

  it('takes big steps while little is known and smaller ones later, never below the floor', () => {
    expect(stepAfter(0)).toBe(1);
    expect(stepAfter(10)).toBeCloseTo(0.625);
    expect(stepAfter(1000)).toBeGreaterThan(0.25);
    expect(stepAfter(1000)).toBeLessThan(0.26);
    const fresh = updateEstimate(NEW_ESTIMATE, 2, true).rating;
    const seasoned = updateEstimate({ ...NEW_ESTIMATE, answers: 50, correct: 25 }, 2, true).rating;
    expect(seasoned).toBeLessThan(fresh);
  });

  it('stays within bounds on a long streak', () => {
    const e = after(Array.from({ length: 500 }, () => [3, true] as [Level, boolean]));
    expect(e.rating).toBeLessThanOrEqual(6);
    expect(after(Array.from({ length: 500 }, () => [1, false] as [Level, boolean])).rating).toBeGreaterThanOrEqual(-6);
  });

  it('settles near the chance the answers show: about half right on level items is about even odds', () => {
    const half = after(Array.from({ length: 60 }, (_, i) => [2, i % 2 === 0] as [Level, boolean]));
    expect(masteryOf(half)).toBeGreaterThan(0.4);
    expect(masteryOf(half)).toBeLessThan(0.6);
    const mostly = after(Array.from({ length: 60 }, (_, i) => [2, i % 5 !== 0] as [Level, boolean]));
    expect(masteryOf(mostly)).toBeGreaterThan(0.7);
  });
});

describe('bands for the teacher (decision 081): evidence over time', () => {
  it('says nothing until there is evidence, then needs help, practising', () => {
    expect(bandOf(undefined)).toBe('not-started');
    expect(bandOf(NEW_ESTIMATE)).toBe('not-started');
    expect(bandOf(after([[2, true], [2, true]]))).toBe('started');
    expect(bandOf(after([[2, false], [1, false], [1, true], [1, false], [1, false]]))).toBe('needs-practice');
  });

  it('counts runs, days and the recent answers as evidence', () => {
    const e = playRuns([{ day: 0, rights: all(5, true) }, { day: 0, rights: all(5, true) }, { day: 1, rights: [true, false, true, true, true] }]);
    expect(e).toMatchObject({ answers: 15, correct: 14, runs: 3, days: 2 });
    // the latest answers weigh most: the mistake was the 4th from last
    expect(recentAccuracy(e)).toBeGreaterThan(0.9);
    expect(recentAccuracy(e)).toBeLessThan(14 / 15);
    // an estimate kept before the weighting: plain accuracy
    expect(recentAccuracy({ ...NEW_ESTIMATE, answers: 10, correct: 7 })).toBeCloseTo(0.7);
  });

  it('does not call one perfect run mastered, however long', () => {
    const onePerfect = playRuns([{ day: 0, rights: all(8, true) }]);
    expect(masteryOf(onePerfect)).toBeGreaterThan(0.85);
    expect(bandOf(onePerfect, onePerfect.updatedAt)).toBe('getting-there');
    expect(missingEvidence(onePerfect)).toEqual(['answers', 'runs', 'days']);
    // nor three perfect runs in one sitting: the days are missing
    const oneDay = playRuns([{ day: 0, rights: all(8, true) }, { day: 0, rights: all(8, true) }, { day: 0, rights: all(8, true) }]);
    expect(bandOf(oneDay, oneDay.updatedAt)).toBe('getting-there');
    expect(missingEvidence(oneDay)).toEqual(['days']);
    const twoDays = playRuns([{ day: 1, rights: all(5, true) }], oneDay);
    expect(bandOf(twoDays, twoDays.updatedAt)).toBe('mastered');
  });

  it('calls a child who recovered mastered: early mistakes do not hold her back once she is right over days', () => {
    const struggled = playRuns([{ day: 0, rights: all(5, false) }, { day: 0, rights: all(5, false) }, { day: 1, rights: all(5, false) }]);
    expect(bandOf(struggled, struggled.updatedAt)).toBe('needs-practice');
    const recovered = playRuns(
      [{ day: 3, rights: [true, true, false, true, true] }, { day: 4, rights: all(5, true) }, { day: 5, rights: all(5, true) }, { day: 6, rights: all(5, true) }, { day: 7, rights: all(5, true) }],
      struggled,
    );
    expect(recovered.correct / recovered.answers).toBeLessThan(0.7);
    expect(bandOf(recovered, recovered.updatedAt)).toBe('mastered');
  });

  it('lets an old streak fade: with time away, and at once when the recent answers go wrong', () => {
    const streak = playRuns(Array.from({ length: 8 }, (_, day) => ({ day, rights: all(5, true) })));
    expect(bandOf(streak, daysAfter(streak, 7))).toBe('mastered');
    expect(bandOf(streak, daysAfter(streak, 120))).toBe('getting-there');
    expect(masteryOf(streak, daysAfter(streak, 120))).toBeLessThan(masteryOf(streak, daysAfter(streak, 7)));
    // fading only ever lowers a rating, and never below even odds
    expect(fadedRating(-2, START, daysAfter(streak, 365))).toBe(-2);
    expect(fadedRating(3, START, new Date(START.getTime() + 60 * DAY))).toBeCloseTo(1.5);
    // forty right, then one poor run: the rating alone stays high, the band does not
    const slipped = playRuns([{ day: 9, rights: [false, false, true, false, false] }], streak);
    expect(masteryOf(slipped)).toBeGreaterThan(0.85);
    expect(bandOf(slipped, slipped.updatedAt)).not.toBe('mastered');
  });
});

describe('levels: across runs and within a run', () => {
  it('starts at the activity’s level while nothing is known', () => {
    expect(startLevel(undefined, 2)).toBe(2);
    expect(startLevel(NEW_ESTIMATE, 1)).toBe(1);
  });

  it('starts the next run higher after a perfect run and lower after a poor one', () => {
    const perfect = playRun(2, [true, true, true, true, true]);
    expect(perfect.levels).toEqual([2, 2, 3, 3, 3]);
    expect(startLevel(perfect.estimate, 2)).toBe(3);
    const poor = playRun(2, [false, true, false, false, true]);
    expect(poor.levels).toEqual([2, 1, 1, 1, 1]);
    expect(startLevel(poor.estimate, 2)).toBe(1);
    const middling = playRun(2, [true, false, true, true, false]);
    expect(startLevel(middling.estimate, 2)).toBe(1);
  });

  it('steps up after two right in a row, down after a mistake, within 1..3', () => {
    expect(stepStaircase({ level: 2, streak: 0 }, true)).toEqual({ level: 2, streak: 1 });
    expect(stepStaircase({ level: 2, streak: 1 }, true)).toEqual({ level: 3, streak: 0 });
    expect(stepStaircase({ level: 3, streak: 1 }, true)).toEqual({ level: 3, streak: 2 });
    expect(stepStaircase({ level: 3, streak: 2 }, true)).toEqual({ level: 3, streak: 2 });
    expect(stepStaircase({ level: 3, streak: 2 }, false)).toEqual({ level: 2, streak: 0 });
    expect(stepStaircase({ level: 1, streak: 1 }, false)).toEqual({ level: 1, streak: 0 });
  });

  it('settles where about 70% are answered right (2-up/1-down)', () => {
    // a learner who answers right with the chance their true rating gives, on the staircase
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    let stair: Staircase = { level: 2, streak: 0 };
    let rights = 0;
    const n = 4000;
    const trueRating = 0.3;
    for (let i = 0; i < n; i++) {
      const right = random() < chanceAt(trueRating, stair.level);
      rights += right ? 1 : 0;
      stair = stepStaircase(stair, right);
    }
    expect(rights / n).toBeGreaterThan(0.6);
    expect(rights / n).toBeLessThan(0.78);
  });
});

describe('what practice picks next', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const days = (n: number) => new Date(now.getTime() - n * 24 * 3600 * 1000);
  const est = (rights: boolean[], updatedAt = days(0)) => ({ ...playRun(2, rights).estimate, updatedAt });

  it('starts with the first skill in curriculum order', () => {
    const picked = pickPractice([{ skill: 'b', order: 1 }, { skill: 'a', order: 0 }, { skill: 'c', order: 2 }], undefined, now);
    expect(picked?.skill).toBe('a');
  });

  it('comes back to the weakest skill under way before a new one', () => {
    const candidates = [
      { skill: 'a', order: 0, estimate: est([true, true, true, false, true]) },
      { skill: 'b', order: 1, estimate: est([false, false, true, false, false]) },
      { skill: 'c', order: 2 },
    ];
    expect(pickPractice(candidates, undefined, now)?.skill).toBe('b');
  });

  it('does not pick the skill just practised while another is there', () => {
    const candidates = [
      { skill: 'a', order: 0, estimate: est([false, false, false, false, false]) },
      { skill: 'b', order: 1 },
    ];
    expect(pickPractice(candidates, 'a', now)?.skill).toBe('b');
    expect(pickPractice([candidates[0]!], 'a', now)?.skill).toBe('a');
  });

  it('reviews mastered skills after the new ones, the longest unpractised first', () => {
    const mastered = (updated: Date) => ({ ...playRuns([{ day: 0, rights: all(5, true) }, { day: 1, rights: all(5, true) }, { day: 2, rights: all(5, true) }]), updatedAt: updated });
    const candidates = [
      { skill: 'recent', order: 0, estimate: mastered(days(1)) },
      { skill: 'old', order: 1, estimate: mastered(days(20)) },
    ];
    expect(bandOf(candidates[0]!.estimate, now)).toBe('mastered');
    expect(pickPractice(candidates, undefined, now)?.skill).toBe('old');
    expect(pickPractice([...candidates, { skill: 'new', order: 2 }], undefined, now)?.skill).toBe('new');
    expect(pickPractice([], undefined, now)).toBeUndefined();
  });

  it('names a skill by its topic and grade', () => {
    expect(skillKey('time/read-clock', 'K')).toBe('time/read-clock@K');
    expect(parseSkill('time/read-clock@K')).toEqual({ topic: 'time/read-clock', grade: 'K' });
  });
});
