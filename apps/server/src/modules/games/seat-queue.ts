import type { Db } from '../../db/client.ts';
import * as store from './store.ts';

type SeatResult = Awaited<ReturnType<typeof store.takeSeat>>;

interface Waiting {
  entry: store.SeatEntry;
  resolve: (result: SeatResult) => void;
  reject: (err: unknown) => void;
}

/** Seats seated by one statement at most: a whole class, with room to spare. */
const MAX_BATCH = 50;

/**
 * Seats taken together (decision 035), as answers are committed: a room's
 * joins that arrive while its last seats are being written wait for that
 * statement and are then seated by one. A class typing the code at the same
 * second takes two or three statements instead of thirty-five, each waiting
 * on the room's row for the one before.
 *
 * All or nothing per statement: when a batch is refused as a whole (too few
 * places left, a name already taken, a device the host took out), its joins
 * are seated one by one, so each child gets their own answer.
 */
export class SeatQueue {
  private readonly waiting = new Map<string, Waiting[]>();
  private readonly writing = new Set<string>();
  /** seats taken, and statements that took them, since the process started (tests and the bench read them) */
  readonly stats = { seats: 0, statements: 0 };

  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  take(entry: store.SeatEntry, capacity: number): Promise<SeatResult> {
    return new Promise<SeatResult>((resolve, reject) => {
      const queue = this.waiting.get(entry.roomId) ?? [];
      queue.push({ entry, resolve, reject });
      this.waiting.set(entry.roomId, queue);
      if (!this.writing.has(entry.roomId)) void this.write(entry.roomId, capacity);
    });
  }

  private async write(roomId: string, capacity: number) {
    this.writing.add(roomId);
    try {
      for (let queue = this.waiting.get(roomId); queue?.length; queue = this.waiting.get(roomId)) {
        const batch = queue.splice(0, MAX_BATCH);
        if (queue.length === 0) this.waiting.delete(roomId);
        await this.seat(batch, capacity);
      }
    } finally {
      this.writing.delete(roomId);
    }
  }

  private async seat(batch: Waiting[], capacity: number) {
    try {
      if (batch.length > 1) {
        const together = await store.takeSeats(
          this.db,
          batch.map((w) => w.entry),
          capacity,
        );
        this.stats.statements++;
        if (together.ok) {
          this.stats.seats += batch.length;
          const byToken = new Map(together.players.map((p) => [p.tokenHash, p]));
          for (const w of batch) w.resolve({ ok: true, player: byToken.get(w.entry.tokenHash)! });
          return;
        }
      }
      for (const w of batch) {
        const result = await store.takeSeat(this.db, w.entry, capacity);
        this.stats.statements++;
        if (result.ok) this.stats.seats++;
        w.resolve(result);
      }
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }
}
