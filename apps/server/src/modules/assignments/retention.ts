import type { Db } from '../../db/client.ts';
import * as store from './store.ts';

/**
 * Deletes what assignments keep about these people, with their account or their data (retention's
 * KeptElsewhere): a child's runs of their assignments with the answers given, their name on
 * assignments, and the assignments a teacher set.
 */
export const deleteAssignmentDataOf = (db: Db, userIds: string[]) => store.deleteOfUsers(db, userIds);
