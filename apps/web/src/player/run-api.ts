/**
 * Server-issued runs as the player calls them (decision 043): start a run,
 * read it back, answer the question it asks. The server plans the questions
 * and checks every answer; the browser never reports a score.
 */
import { ASSIGNMENT_PATHS } from '@numbloom/domain/assignments';
import { CHALLENGE_MESSAGES, CHALLENGE_PATHS } from '@numbloom/domain/challenges';
import { RUN_MESSAGES, RUN_PATHS, type RunAnswerView, type RunView } from '@numbloom/domain/runs';
import type { Response } from '@numbloom/maths/types';
import { ApiError, apiGet, apiPost } from '../api/client.ts';

/** What the player asks the server to start. */
export type RunRequest =
  | { mode: 'activity'; activity_id: string; seed?: string }
  | { mode: 'practice'; grade: string }
  /** a challenge's run of one of its activities: started through the challenge, which counts it (decision 041) */
  | { mode: 'challenge'; challenge: string; activity_id: string }
  /** an assignment's run of one of its activities: started through the assignment, which the server checks is the child's (decision 076) */
  | { mode: 'assignment'; assignment: string; activity_id: string };

/** Why a run call failed, as the player tells the child. */
export type RunProblem = 'gone' | 'expired' | 'already-answered' | 'finished' | 'not-sent' | 'over' | 'time-up';

export class RunCallError extends Error {
  readonly problem: RunProblem;

  constructor(problem: RunProblem) {
    super(problem);
    this.problem = problem;
  }
}

function problemOf(status: number, message: string | null | undefined): RunProblem {
  if (status === 404 || status === 400) return 'gone';
  if (status === 410) return 'expired';
  if (status === 409 && message === RUN_MESSAGES.alreadyAnswered) return 'already-answered';
  if (status === 409 && message === RUN_MESSAGES.finished) return 'finished';
  if (status === 409 && message === CHALLENGE_MESSAGES.over) return 'over';
  // a challenge's answer that reached the server after the end: refused there, told to the child
  if (status === 409 && message === CHALLENGE_MESSAGES.timeUp) return 'time-up';
  if (status === 409) return 'gone';
  return 'not-sent';
}

// A start or an answer sent twice would start two runs or meet its own answer: never resent by the client.
async function send<T>(path: string, body: object): Promise<T> {
  let res;
  try {
    res = await apiPost<T & { user_message?: string }>(path, body, { swapTld: false, retries: 0 });
  } catch {
    throw new RunCallError('not-sent');
  }
  if (res.status >= 200 && res.status < 300) return res.data;
  throw new RunCallError(problemOf(res.status, res.data?.user_message));
}

export const startRun = (request: RunRequest) =>
  request.mode === 'challenge'
    ? send<RunView>(CHALLENGE_PATHS.play(request.challenge), { activity_id: request.activity_id })
    : request.mode === 'assignment'
      ? send<RunView>(ASSIGNMENT_PATHS.play(request.assignment), { activity_id: request.activity_id })
      : send<RunView>(RUN_PATHS.start, request);

export const answerRun = (runId: string, itemId: string, response: Response) => send<RunAnswerView>(RUN_PATHS.answers(runId), { item_id: itemId, response });

export async function fetchRun(runId: string): Promise<RunView> {
  try {
    return await apiGet<RunView>(RUN_PATHS.run(runId), { swapTld: false });
  } catch (err) {
    throw new RunCallError(err instanceof ApiError ? problemOf(err.status, err.userMessage) : 'not-sent');
  }
}
