import type { Db } from '../../db/client.ts';
import { deleteRegistrationsEndedBefore } from './store.ts';

/** A sign-up is kept a day after it ended (its code expired unused, or its account was made). */
export const ENDED_SIGN_UP_KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes sign-ups that ended more than a day ago, with their codes: the
 * email, name, password hash and address a sign-up holds (privacy policy).
 * Returns how many.
 */
export const purgeEndedSignUps = (db: Db, now: Date) => deleteRegistrationsEndedBefore(db, new Date(now.getTime() - ENDED_SIGN_UP_KEEP_MS));
