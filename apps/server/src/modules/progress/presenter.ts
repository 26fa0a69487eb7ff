import type { Level } from '@numbloom/domain/mastery';
import { loadCatalogue } from '../content/service.ts';
import type { ChildProgressView, RunAnswerView, RunMode, RunView } from '@numbloom/domain/runs';
import { toCsv } from '../../lib/csv.ts';
import { toPlayable } from '@numbloom/maths/playable';
import type { Item } from '@numbloom/maths/types';
import { itemIdOf, type AnswerOutcome, type RunRow } from './service.ts';

/**
 * A run as its player sees it: never the seed, nor the answer of the question
 * asked; the question is named by the run and its position.
 */
export function presentRun(run: RunRow, item: Item | null, totalStars: number | null): RunView {
  const finished = !!run.finishedAt;
  return {
    id: run.id,
    mode: run.mode as RunMode,
    activity_id: run.activityId,
    skill: run.skill,
    item_count: run.itemCount,
    answered: run.answered,
    correct: run.correct,
    level: run.level as Level,
    adaptive: run.adaptive,
    word_problem: loadCatalogue().byId.get(run.activityId)?.type === 'word-problem',
    signed_in: run.userId !== null,
    item: item && !finished ? { ...toPlayable(item, run.answered), id: itemIdOf(run, run.answered) } : null,
    result: finished ? { correct: run.correct, total: run.answered, stars: run.userId ? (run.stars ?? 0) : null, total_stars: run.userId ? totalStars : null } : null,
  };
}

/** The verdict on an answer: now that it is answered, the right answer and the worked steps may go to the player. */
export function presentAnswer(outcome: AnswerOutcome, totalStars: number | null): RunAnswerView {
  return {
    correct: outcome.check.correct,
    expected: outcome.check.expected,
    reason: outcome.check.correct ? null : (outcome.check.reason ?? 'incorrect'),
    explanation: outcome.answered.explanation,
    level_change: outcome.levelChange,
    run: presentRun(outcome.run, outcome.next, totalStars),
  };
}

/**
 * A child's report as a spreadsheet (lib/csv.ts, spreadsheet-safe): a row per standard with its
 * status and evidence, then after an empty row a row per week played. The skills behind a
 * standard are named by their keys, as the other exports name them.
 */
export function childProgressCsv(view: ChildProgressView): string {
  const standards = view.standards.map((s) => [
    view.curriculum.name,
    s.code,
    s.description,
    s.status,
    s.runs,
    s.correct,
    s.answers,
    s.answers ? Math.round((s.correct / s.answers) * 100) : '',
    s.last_played,
    s.skills.join('; '),
  ]);
  const weeks = view.weeks.map((w) => [w.week, w.runs, w.correct, w.total, w.total ? Math.round((w.correct / w.total) * 100) : '', w.stars]);
  return toCsv(
    ['curriculum', 'standard', 'description', 'status', 'runs', 'right', 'asked', 'percent', 'last_played', 'skills'],
    [...standards, [], ['week', 'runs', 'right', 'asked', 'percent', 'stars'], ...weeks],
  );
}
