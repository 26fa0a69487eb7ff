import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { AnswerToWrite, CommitResult } from './store.ts';
import { AnswerQueue, MAX_BATCH } from './answer-queue.ts';

/**
 * When the group commit writes (decision 092): a room's answer starts a commit at once when none of
 * that room's is in flight; those that arrive during one share the next, which starts as soon as it
 * ends; rooms commit independently, so one room's hung commit holds no other room's answers; a
 * stopping server writes what waits. The statement itself is replaced here by one that records what
 * it was given and, like the database, says each answer was written, after as long as the test lets
 * it take (a commit the test never finishes is a hung one).
 */
const commits: Array<{ answers: AnswerToWrite[]; finish: () => void; fail: (err: Error) => void }> = [];
const commitAnswers = (_db: Db, batch: readonly AnswerToWrite[]) =>
  new Promise<CommitResult>((resolve, reject) => {
    const written = new Set(batch.map((a) => `${a.playerId}:${a.itemIndex}`));
    commits.push({ answers: [...batch], finish: () => resolve({ written, totals: new Map() }), fail: reject });
  });

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
/** the players whose answers each commit carried */
const carried = () => commits.map((c) => c.answers.map((a) => a.playerId));
/** the end of this turn of the event loop, and the promises it settles; no time passes */
const endOfTurn = () => vi.advanceTimersByTimeAsync(0);

describe('the group commit', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setImmediate', 'clearImmediate', 'Date'] });
    commits.length = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('starts a commit at once for an answer that arrives with nothing in flight, however close to the last', async () => {
    const queue = new AnswerQueue({} as Db, log, commitAnswers);
    // two in one turn share the first commit
    const first = [answer(), answer()];
    const acks = first.map((a) => queue.submit('ROOM1', a));
    await endOfTurn();
    expect(carried()).toEqual([first.map((a) => a.playerId)]);
    finishAll();
    for (const ack of acks) await expect(ack).resolves.toMatchObject({ written: true });
    // nothing in flight: the next answer is written in this turn, with no window to wait for
    const next = answer();
    const acknowledged = queue.submit('ROOM1', next);
    await endOfTurn();
    expect(carried()).toEqual([first.map((a) => a.playerId), [next.playerId]]);
    finishAll();
    await expect(acknowledged).resolves.toMatchObject({ written: true });
  });

  it('batches what arrives during a commit, and writes it as soon as that commit ends', async () => {
    const queue = new AnswerQueue({} as Db, log, commitAnswers);
    const a = answer();
    void queue.submit('ROOM1', a);
    await endOfTurn();
    const during = [answer(), answer(), answer()];
    const acks = during.map((x) => queue.submit('ROOM1', x));
    // however long the first takes, the room's next does not start before it ends
    await vi.advanceTimersByTimeAsync(5_000);
    expect(carried()).toEqual([[a.playerId]]);
    commits[0]!.finish();
    await endOfTurn();
    expect(carried()).toEqual([[a.playerId], during.map((x) => x.playerId)]);
    finishAll();
    for (const ack of acks) await expect(ack).resolves.toMatchObject({ written: true });
  });

  it("writes room B's answer while room A's commit hangs; A's wait for A's", async () => {
    const queue = new AnswerQueue({} as Db, log, commitAnswers);
    const a1 = answer();
    const hung = queue.submit('ROOMA', a1);
    await endOfTurn();
    expect(carried()).toEqual([[a1.playerId]]);
    // room A's commit never finishes; room B's answer is written and acknowledged meanwhile
    const b1 = answer();
    const bAck = queue.submit('ROOMB', b1);
    const a2 = answer();
    const aWaits = queue.submit('ROOMA', a2);
    await endOfTurn();
    expect(carried()).toEqual([[a1.playerId], [b1.playerId]]);
    commits[1]!.finish();
    await expect(bAck).resolves.toMatchObject({ written: true });
    // B goes on committing, at once each time, while A's first still hangs
    const b2 = answer();
    const bAgain = queue.submit('ROOMB', b2);
    await endOfTurn();
    expect(carried()).toEqual([[a1.playerId], [b1.playerId], [b2.playerId]]);
    commits[2]!.finish();
    await expect(bAgain).resolves.toMatchObject({ written: true });
    // A's second answer went in no commit while A's first was in flight; it goes when that ends
    commits[0]!.finish();
    await expect(hung).resolves.toMatchObject({ written: true });
    await endOfTurn();
    expect(carried().at(-1)).toEqual([a2.playerId]);
    commits.at(-1)!.finish();
    await expect(aWaits).resolves.toMatchObject({ written: true });
  });

  it("a room's failed commit fails only its own answers, and the room's next commit still runs", async () => {
    const queue = new AnswerQueue({} as Db, log, commitAnswers);
    const failed = queue.submit('ROOMA', answer());
    const other = queue.submit('ROOMB', answer());
    await endOfTurn();
    expect(commits).toHaveLength(2);
    const later = answer();
    const after = queue.submit('ROOMA', later);
    commits[0]!.fail(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await endOfTurn();
    expect(carried().at(-1)).toEqual([later.playerId]);
    finishAll();
    await expect(after).resolves.toMatchObject({ written: true });
    await expect(other).resolves.toMatchObject({ written: true });
  });

  it('says a repeat in the same batch was not written', async () => {
    const queue = new AnswerQueue({} as Db, log, commitAnswers);
    const a = answer();
    const first = queue.submit('ROOM1', a);
    const again = queue.submit('ROOM1', { ...a });
    await endOfTurn();
    expect(carried()).toEqual([[a.playerId]]);
    finishAll();
    await expect(first).resolves.toMatchObject({ written: true });
    await expect(again).resolves.toMatchObject({ written: false });
  });

  it("writes a room's full batch in one commit, and the rest in its next", async () => {
    const queue = new AnswerQueue({} as Db, log, commitAnswers);
    for (let i = 0; i < MAX_BATCH + 3; i++) void queue.submit('ROOM1', answer());
    await endOfTurn();
    expect(commits.map((c) => c.answers.length)).toEqual([MAX_BATCH]);
    finishAll();
    await endOfTurn();
    expect(commits.map((c) => c.answers.length)).toEqual([MAX_BATCH, 3]);
  });

  it('writes what waits in every room when the server stops', async () => {
    const queue = new AnswerQueue({} as Db, log, commitAnswers);
    void queue.submit('ROOMA', answer());
    await endOfTurn();
    const waiting = [queue.submit('ROOMA', answer()), queue.submit('ROOMB', answer())];
    const drained = queue.drain();
    // B's is started by the drain itself; A's waits for A's commit in flight
    expect(commits).toHaveLength(2);
    commits[0]!.finish();
    await endOfTurn();
    expect(commits).toHaveLength(3);
    finishAll();
    await drained;
    for (const ack of waiting) await expect(ack).resolves.toMatchObject({ written: true });
  });
});
