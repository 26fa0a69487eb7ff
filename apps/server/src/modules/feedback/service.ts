import { createHash } from 'node:crypto';
import type { z } from 'zod';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { FEEDBACK_ALREADY_SENT } from '@numbloom/domain/content';
import type { guestFeedbackSchema } from '@numbloom/domain/content-schema';
import { DEFAULT_LANGUAGE, DEFAULT_REGION } from '@numbloom/domain/regions';
import type { Deps } from '../../deps.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { loadCatalogue } from '../content/service.ts';
import { episodeFeedback } from './tables.ts';

type FeedbackInput = z.output<typeof guestFeedbackSchema>;

export const hashSession = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/**
 * Stores a guest's like or dislike once per activity per browser session.
 * An unknown activity is bad input (nothing stored); a second feedback for the
 * same activity from the same session is refused with 409.
 */
export async function saveGuestFeedback(deps: Deps, sessionId: string, input: FeedbackInput): Promise<void> {
  if (!loadCatalogue().byId.has(input.episode_id)) {
    throw badRequest(MESSAGES.invalidInput, { episode_id: 'This activity does not exist.' });
  }
  const inserted = await deps.database.db
    .insert(episodeFeedback)
    .values({
      episodeId: input.episode_id,
      liked: input.liked,
      comment: input.comment,
      sessionHash: hashSession(sessionId),
      regionCode: (input.region_code ?? DEFAULT_REGION).toLowerCase().slice(0, 8),
      languageCode: (input.language_code ?? DEFAULT_LANGUAGE).toLowerCase().slice(0, 8),
      createdAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning({ id: episodeFeedback.id });
  if (inserted.length === 0) throw conflict(FEEDBACK_ALREADY_SENT);
}
