import type { AssignmentReport } from '@numbloom/domain/assignments';
import { toCsv } from '../../lib/csv.ts';

const minutes = (ms: number) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};
const nameOf = (c: { display_name: string; name_number: number | null }) => (c.name_number ? `${c.display_name} (${c.name_number})` : c.display_name);

/**
 * The report as a spreadsheet (lib/csv.ts, spreadsheet-safe as the staff exports are): a row per
 * child, then after an empty row a row per question with its right answers and the wrong ones
 * given most.
 */
export function reportCsv(report: AssignmentReport): string {
  const titles = new Map(report.assignment.activities.map((a) => [a.id, a.title]));
  const children = report.children.map((c) => [
    nameOf(c),
    c.status,
    c.total ? c.correct : '',
    c.total || '',
    c.total ? Math.round((c.correct / c.total) * 100) : '',
    c.stars,
    c.duration_ms ? minutes(c.duration_ms) : '',
    c.runs,
    c.finished_at ?? '',
  ]);
  const questions = report.questions.map((q) => [
    titles.get(q.activity_id) ?? q.activity_id,
    q.number,
    q.text,
    q.expected,
    q.right,
    q.answered,
    q.wrong.map((w) => `${w.text ?? '(drawn)'} ×${w.count}`).join('; '),
  ]);
  return toCsv(
    ['child', 'status', 'correct', 'questions', 'percent', 'stars', 'time', 'runs', 'finished_at'],
    [...children, [], ['activity', 'question', 'text', 'answer', 'right', 'answered', 'common_wrong_answers'], ...questions],
  );
}
