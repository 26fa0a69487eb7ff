import type { ExportedAssignmentAnswer } from '@numbloom/domain/account-data';
import type { Db } from '../../db/client.ts';
import * as store from './store.ts';

/**
 * What assignments keep about these children, for their data export (retention's KeptElsewhere):
 * each answer they gave in an assignment, the question as they saw it, what was expected, per child.
 */
export async function assignmentAnswersOf(db: Db, userIds: string[]): Promise<Map<string, ExportedAssignmentAnswer[]>> {
  const byUser = new Map<string, ExportedAssignmentAnswer[]>();
  for (const a of await store.answersOfUsers(db, userIds)) {
    const answer = {
      assignment_id: a.assignmentId,
      activity_id: a.activityId,
      question_number: a.itemIndex + 1,
      question: a.question,
      given: a.given,
      expected: a.expected,
      correct: a.correct,
      answered_at: a.answeredAt.toISOString(),
    };
    const list = byUser.get(a.userId);
    if (list) list.push(answer);
    else byUser.set(a.userId, [answer]);
  }
  return byUser;
}

/**
 * Deletes what assignments keep about these people, with their account or their data (retention's
 * KeptElsewhere): a child's runs of their assignments with the answers given, their name on
 * assignments, and the assignments a teacher set.
 */
export const deleteAssignmentDataOf = (db: Db, userIds: string[]) => store.deleteOfUsers(db, userIds);
