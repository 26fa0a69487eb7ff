import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AnswerToWrite, CommitResult } from './store.ts';
import { AnswerQueue, MAX_BATCH } from './answer-queue.ts';

/**
 * When the group commit writes (decision 045): answers that come one at a
 * time are written at once; while they come together (the last commit carried
 * more than one, within the window), they wait, from the oldest's arrival,
 * for the window to pass and share one statement; a full batch and a stopping
 * server do not wait. The statement itself is replaced here by one
 * that records what it was given and, like the database, says each answer was
 * written, after as long as the test lets it take.
 */
const commits: Array<{ at: number; answers: AnswerToWrite[]; finish: () => void }> = [];
const commitAnswers = (_db: Db, batch: readonly AnswerToWrite[]) =>
  new Promise<CommitResult>((resolve) => {
    const written = new Set(batch.map((a) => `${a.playerId}:${a.itemIndex}`));
    commits.push({ at: Date.now(), answers: [...batch], finish: () => resolve({ written, totals: new Map() }) });
  });

const WINDOW = 50;
const log = { error: () => {} } as unknown as FastifyBaseLogger;
let n = 0;
const answer = (): AnswerToWrite => ({
  playerId: `p${++n}`,
  itemIndex: 0,
  correct: true,
  bonus: 0,
  response: '7',
  answeredAt: new Date(),
});
/** lets each commit started so far finish, as the database would */
const finishAll = () => commits.forEach((c) => c.finish());

/** Two answers in one turn: one commit carries both, so answers are coming together. */
async function together(queue: InstanceType<typeof AnswerQueue>) {
  void queue.submit(answer());
  void queue.submit(answer());
  await vi.advanceTimersByTimeAsync(1);
  expect(commits.at(-1)!.answers).toHaveLength(2);
  finishAll();
}

describe('the group commit', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'Date'] });
    commits.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('writes answers that come one at a time at once, however close', async () => {
    const queue = new AnswerQueue({} as Db, WINDOW, log, commitAnswers);
    const acknowledged = queue.submit(answer());
    await vi.advanceTimersByTimeAsync(1);
    expect(commits.map((c) => c.answers.length)).toEqual([1]);
    finishAll();
    await expect(acknowledged).resolves.toMatchObject({ written: true });
    // 10 ms later, well inside the window, but the last commit carried one: alone again
    await vi.advanceTimersByTimeAsync(10);
    void queue.submit(answer());
    await vi.advanceTimersByTimeAsync(1);
    expect(commits.map((c) => c.answers.length)).toEqual([1, 1]);
  });

  it('lets answers that come together share a commit, started a window after the oldest came', async () => {
    const queue = new AnswerQueue({} as Db, WINDOW, log, commitAnswers);
    await together(queue);
    const start = Date.now();
    const acks = [];
    for (let i = 0; i < 4; i++) {
      await vi.advanceTimersByTimeAsync(10);
      acks.push(queue.submit(answer()));
    }
    expect(commits).toHaveLength(1);
    // the oldest came 10 ms after the first commit: it waits until then + the window
    await vi.advanceTimersByTimeAsync(start + 10 + WINDOW - Date.now() - 1);
    expect(commits).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(commits.map((c) => c.answers.length)).toEqual([2, 4]);
    expect(commits[1]!.at - start).toBe(10 + WINDOW);
    finishAll();
    for (const ack of acks) await expect(ack).resolves.toMatchObject({ written: true });
  });

  it('stops waiting once answers no longer come within the window', async () => {
    const queue = new AnswerQueue({} as Db, WINDOW, log, commitAnswers);
    await together(queue);
    await vi.advanceTimersByTimeAsync(WINDOW + 5);
    void queue.submit(answer());
    await vi.advanceTimersByTimeAsync(1);
    expect(commits.map((c) => c.answers.length)).toEqual([2, 1]);
  });

  it('never runs two commits at once: answers that came during one go in the next, without a whole window more', async () => {
    const queue = new AnswerQueue({} as Db, WINDOW, log, commitAnswers);
    void queue.submit(answer());
    await vi.advanceTimersByTimeAsync(1);
    expect(commits).toHaveLength(1);
    void queue.submit(answer());
    // the first commit takes longer than a window
    await vi.advanceTimersByTimeAsync(WINDOW * 3);
    expect(commits).toHaveLength(1);
    commits[0]!.finish();
    await vi.advanceTimersByTimeAsync(1);
    expect(commits.map((c) => c.answers.length)).toEqual([1, 1]);
  });

  it('writes a full batch at once, and the rest in the next', async () => {
    const queue = new AnswerQueue({} as Db, WINDOW, log, commitAnswers);
    await together(queue);
    for (let i = 0; i < MAX_BATCH + 3; i++) void queue.submit(answer());
    await vi.advanceTimersByTimeAsync(1);
    expect(commits.map((c) => c.answers.length)).toEqual([2, MAX_BATCH]);
    finishAll();
    // the last commit was full: the three left wait the window from their arrival
    await vi.advanceTimersByTimeAsync(WINDOW - 5);
    expect(commits).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(5);
    expect(commits.map((c) => c.answers.length)).toEqual([2, MAX_BATCH, 3]);
  });

  it('writes what waits at once when the server stops', async () => {
    const queue = new AnswerQueue({} as Db, WINDOW, log, commitAnswers);
    await together(queue);
    const waiting = queue.submit(answer());
    await vi.advanceTimersByTimeAsync(1);
    expect(commits).toHaveLength(1);
    const drained = queue.drain();
    await vi.advanceTimersByTimeAsync(0);
    expect(commits.map((c) => c.answers.length)).toEqual([2, 1]);
    finishAll();
    await drained;
    await expect(waiting).resolves.toMatchObject({ written: true });
  });
});
