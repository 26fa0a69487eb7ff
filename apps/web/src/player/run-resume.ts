import type { RunRequest } from './run-api.ts';

/**
 * Where a run in progress is remembered for the tab, so a reload carries on with it instead of
 * starting again, and a child's home can hand the player the run they left ("carry on"). Apart
 * from the player so the child's small pages can use it without loading the player.
 */
const resumeKey = (request: RunRequest) =>
  `numbloom-run:${
    request.mode === 'activity'
      ? request.activity_id
      : request.mode === 'challenge'
        ? `challenge-${request.challenge}-${request.activity_id}`
        : request.mode === 'assignment'
          ? `assignment-${request.assignment}-${request.activity_id}`
          : `practice-${request.grade}`
  }`;

export const rememberRun = (request: RunRequest, runId: string | null) => {
  try {
    if (runId) sessionStorage.setItem(resumeKey(request), runId);
    else sessionStorage.removeItem(resumeKey(request));
  } catch {
    // storage refused (private mode): a reload starts a new run
  }
};

export const rememberedRun = (request: RunRequest) => {
  try {
    return sessionStorage.getItem(resumeKey(request));
  } catch {
    return null;
  }
};
