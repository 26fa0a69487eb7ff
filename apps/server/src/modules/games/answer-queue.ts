import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import * as store from './store.ts';

/** The most answers one statement writes (the rest go in the room's next commit). */
export const MAX_BATCH = 500;

type Written = { written: boolean; totals?: { score: number; bonus: number; answered: number } };

interface Pending {
  answer: store.AnswerToWrite;
  resolve: (r: Written) => void;
  reject: (err: unknown) => void;
}

/** One room's answers: those waiting, and its commit in flight. */
interface RoomAnswers {
  queue: Pending[];
  flushing: Promise<void> | null;
  /** a commit is due at the end of this turn of the event loop */
  due: { cancel(): void } | null;
}

/**
 * Group commit per room (decisions 035, 092): a room's answer starts a commit at once (at the end of
 * this turn of the event loop, so the answers the same turn brings share it) when none of that room's
 * is in flight; those that arrive during one are written together in the next, as soon as it ends.
 * Rooms commit independently: they share no seat's row, so one room's hung commit (a stalled
 * connection, a statement the database holds) holds only that room's answers, never every room of
 * the process. Each request is answered after the commit that holds its answer, so an acknowledged
 * answer survives the process being killed.
 */
export class AnswerQueue {
  private readonly rooms = new Map<string, RoomAnswers>();
  /** answers written, and statements used, since the process started */
  readonly stats = { answers: 0, commits: 0 };

  private readonly db: Db;
  private readonly log: FastifyBaseLogger;
  /** the statement that writes a batch (a test gives one that records what it was given) */
  private readonly commit: typeof store.commitAnswers;

  constructor(db: Db, log: FastifyBaseLogger, commit: typeof store.commitAnswers = store.commitAnswers) {
    this.db = db;
    this.log = log;
    this.commit = commit;
  }

  /** Queues an answer of the room `room` (its code); resolves once the commit that holds it has ended. */
  submit(room: string, answer: store.AnswerToWrite) {
    return new Promise<Written>((resolve, reject) => {
      let answers = this.rooms.get(room);
      if (!answers) this.rooms.set(room, (answers = { queue: [], flushing: null, due: null }));
      answers.queue.push({ answer, resolve, reject });
      this.schedule(room, answers);
    });
  }

  /** A commit for the room at the end of this turn, unless one is in flight or already due. */
  private schedule(room: string, answers: RoomAnswers) {
    if (answers.flushing || answers.due) return;
    if (answers.queue.length === 0) {
      this.rooms.delete(room);
      return;
    }
    const t = setImmediate(() => {
      answers.due = null;
      this.start(room, answers);
    });
    answers.due = { cancel: () => clearImmediate(t) };
  }

  private start(room: string, answers: RoomAnswers) {
    answers.flushing = this.flush(answers.queue.splice(0, MAX_BATCH)).finally(() => {
      answers.flushing = null;
      this.schedule(room, answers);
    });
  }

  private async flush(batch: Pending[]) {
    // one row per question and seat in a statement: a second one in the same batch is a repeat
    const seen = new Set<string>();
    const rows = batch.filter((p) => {
      const key = store.answerKey(p.answer.playerId, p.answer.itemIndex);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    try {
      const result = await this.commit(
        this.db,
        rows.map((p) => p.answer),
      );
      this.stats.commits++;
      this.stats.answers += result.written.size;
      const sent = new Set(rows);
      for (const p of batch) {
        const written = sent.has(p) && result.written.has(store.answerKey(p.answer.playerId, p.answer.itemIndex));
        p.resolve({ written, totals: result.totals.get(p.answer.playerId) });
      }
    } catch (err) {
      this.log.error({ err, answers: batch.length }, 'games: answers not written');
      for (const p of batch) p.reject(err);
    }
  }

  /** Waits for every queued answer of every room to be written (the server is stopping). */
  async drain() {
    while (this.rooms.size > 0) {
      const inFlight: Array<Promise<void>> = [];
      for (const [room, answers] of this.rooms) {
        if (!answers.flushing && answers.queue.length > 0) {
          answers.due?.cancel();
          answers.due = null;
          this.start(room, answers);
        }
        if (answers.flushing) inFlight.push(answers.flushing);
        else if (answers.queue.length === 0 && !answers.due) this.rooms.delete(room);
      }
      await Promise.all(inFlight);
    }
  }
}
