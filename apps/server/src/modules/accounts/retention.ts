import type { Db } from '../../db/client.ts';
import type { KeptElsewhere } from './service.ts';
import * as store from './store.ts';

/** Accounts purged per transaction: a big school's closing does not hold one long lock. */
const PURGE_BATCH = 100;

/**
 * Deletes accounts closed before the cutoff with everything in them: the
 * holder, their classes, their students and every result (privacy policy:
 * gone within 30 days of closing). Batch by batch, each in a transaction;
 * what one run deleted another finds gone, so running twice, or in two
 * processes at once, is harmless. Returns how many users and results went.
 */
export async function purgeClosedBefore(db: Db, cutoff: Date, kept: KeptElsewhere): Promise<{ users: number; results: number }> {
  const total = { users: 0, results: 0 };
  for (;;) {
    const deleted = await db.transaction(async (tx) => {
      const ids = await store.closedBefore(tx, cutoff, PURGE_BATCH);
      const results = await kept.deleteOf(tx, ids);
      return { users: await store.deleteUsers(tx, ids), results };
    });
    total.users += deleted.users;
    total.results += deleted.results;
    // Nothing left, or nothing deletable (a concurrent run took it): either way this run is done.
    if (deleted.users === 0) return total;
  }
}
