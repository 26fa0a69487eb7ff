import type { Db } from '../../db/client.ts';
import { deleteOf } from './store.ts';

/** A deleted account's mail preferences and sent log go with it (wired by modules/retention). */
export const deleteNotificationDataOf = (db: Db, userIds: string[]) => deleteOf(db, userIds);
