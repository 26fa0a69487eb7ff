import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import * as store from './store.ts';

/** The most answers one statement writes (a full batch does not wait for the window). */
export const MAX_BATCH = 500;

interface Pending {
  answer: store.AnswerToWrite;
  /** when it was queued (Date.now()) */
  at: number;
  resolve: (r: { written: boolean; totals?: { score: number; bonus: number; answered: number } }) => void;
  reject: (err: unknown) => void;
}

/**
 * Group commit (decisions 035, 045): answers wait for the commit in flight,
 * and, while they come together, until the oldest of them has waited
 * `windowMs` (else the rest of this turn of the event loop), and are then
 * written together in one statement. Each request is answered after the commit that holds its
 * answer, so an acknowledged answer survives the process being killed.
 */
export class AnswerQueue {
  private queue: Pending[] = [];
  private flushing: Promise<void> | null = null;
  private timer: { cancel(): void } | null = null;
  /** when the last commit started (Date.now()), and how many answers it carried */
  private lastCommitAt = 0;
  private lastCommitSize = 0;
  /** answers written, and statements used, since the process started (the bench reads them) */
  readonly stats = { answers: 0, commits: 0 };

  private readonly db: Db;
  private readonly windowMs: number;
  private readonly log: FastifyBaseLogger;
  /** the statement that writes a batch (a test gives one that records what it was given) */
  private readonly commit: typeof store.commitAnswers;

  constructor(db: Db, windowMs: number, log: FastifyBaseLogger, commit: typeof store.commitAnswers = store.commitAnswers) {
    this.db = db;
    this.windowMs = windowMs;
    this.log = log;
    this.commit = commit;
  }

  submit(answer: store.AnswerToWrite) {
    return new Promise<{ written: boolean; totals?: { score: number; bonus: number; answered: number } }>((resolve, reject) => {
      this.queue.push({ answer, at: Date.now(), resolve, reject });
      this.schedule();
    });
  }

  /**
   * One commit at a time. While answers come together (the last commit
   * carried more than one, and started less than a window before the oldest
   * waiting answer arrived), the next commit starts when that answer has
   * waited the window: counted from its arrival, so one that came during the
   * commit in flight does not wait a whole window more. Answers that come one
   * at a time, a class's, are written at once; a full batch is too.
   */
  private schedule() {
    if (this.flushing || this.queue.length === 0) return;
    const full = this.queue.length >= MAX_BATCH;
    if (this.timer && !full) return;
    this.timer?.cancel();
    const oldest = this.queue[0]!.at;
    const busy = this.lastCommitSize > 1 && oldest - this.lastCommitAt < this.windowMs;
    const wait = full || !busy ? 0 : oldest + this.windowMs - Date.now();
    const run = () => {
      this.timer = null;
      this.flushing = this.flush().finally(() => {
        this.flushing = null;
        this.schedule();
      });
    };
    if (wait > 0) {
      const t = setTimeout(run, wait);
      this.timer = { cancel: () => clearTimeout(t) };
    } else {
      // the rest of this turn of the event loop: the answers it brings share the commit
      const t = setImmediate(run);
      this.timer = { cancel: () => clearImmediate(t) };
    }
  }

  private async flush() {
    const batch = this.queue.splice(0, MAX_BATCH);
    if (batch.length === 0) return;
    this.lastCommitAt = Date.now();
    this.lastCommitSize = batch.length;
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

  /** Waits for every queued answer to be written (the server is stopping). */
  async drain() {
    while (this.queue.length || this.flushing) {
      if (this.flushing) await this.flushing;
      else {
        this.timer?.cancel();
        this.timer = null;
        this.flushing = this.flush().finally(() => (this.flushing = null));
      }
    }
  }
}
