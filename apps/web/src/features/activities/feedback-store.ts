import { EPISODE_FEEDBACK_KEY } from '@numbloom/domain/content';

export type FeedbackFlag = 'like' | 'dislike';

function read(): Record<string, FeedbackFlag> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(EPISODE_FEEDBACK_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, FeedbackFlag>) : {};
  } catch {
    return {};
  }
}

/** Spec §3: the feedback already given in this browser session for an episode, if any. */
export const feedbackGiven = (episodeId: string): FeedbackFlag | undefined => read()[episodeId];

/** Records that feedback was sent for an episode in this session (one flag per episode). */
export function rememberFeedback(episodeId: string, flag: FeedbackFlag) {
  try {
    sessionStorage.setItem(EPISODE_FEEDBACK_KEY, JSON.stringify({ ...read(), [episodeId]: flag }));
  } catch {
    // Storage disabled: the server still refuses a second feedback from this session.
  }
}
