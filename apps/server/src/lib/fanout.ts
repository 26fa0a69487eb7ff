import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import type { FastifyBaseLogger } from 'fastify';
import type { ZodType } from 'zod';

/**
 * Publish/subscribe between server processes (decision 030, 035). In one
 * process it is a direct call; with REDIS_URL every message also goes through
 * Redis, and each process hands what arrives to its own listeners. Messages
 * are delivered to this process's listeners at once, before Redis is asked,
 * so a process never waits on Redis for its own streams, and its own messages
 * coming back from Redis are skipped. Everything that arrives from Redis is
 * checked against the message schema first: another process, an older
 * release or anyone who can write to Redis cannot hand a stream a shape it
 * does not expect.
 *
 * The database stays the truth: a message lost while Redis is away only
 * leaves a copy stale until `onResync` (Redis is back) tells the listeners to
 * read the truth again.
 */
export interface Fanout<M> {
  /** Delivers to this process's listeners now, then to the other processes. A Redis failure rejects, after local delivery. */
  publish(channel: string, message: M): Promise<void>;
  subscribe(listener: (channel: string, message: M) => void): () => void;
  /** Called when messages may have been missed (Redis reconnected). */
  onResync(listener: () => void): void;
  close(): Promise<void>;
}

function listeners<M>() {
  const set = new Set<(channel: string, message: M) => void>();
  return {
    set,
    deliver(channel: string, message: M) {
      for (const listener of set) listener(channel, message);
    },
    subscribe(listener: (channel: string, message: M) => void) {
      set.add(listener);
      return () => void set.delete(listener);
    },
  };
}

export function localFanout<M>(): Fanout<M> {
  const local = listeners<M>();
  return {
    async publish(channel, message) {
      local.deliver(channel, message);
    },
    subscribe: local.subscribe,
    onResync() {},
    async close() {},
  };
}

/** What crosses Redis: the publishing process, and its messages of one turn of the event loop with their channels. */
interface Envelope {
  o: string;
  b: Array<[string, unknown]>;
}

/** The most messages one Redis message carries (a turn with more sends several). */
const MAX_BATCH = 500;
/** How long a publish may wait for Redis before the request that made it fails (the client's default). */
const PUBLISH_TIMEOUT_MS = 5000;

/**
 * Redis fan-out: every message of the turn of the event loop in which it was
 * published goes out together, as one Redis message on one channel (`name`)
 * that every process subscribes to; each process drops what it holds nothing
 * for. A group commit answers many children in the same turn, and a Redis
 * round trip per answer, and its echo read back and parsed by the process
 * that sent it, were a large share of an answer's cost (decision 045). A
 * process recognises its own messages by their first bytes, without parsing
 * them. A server that cannot reach Redis at start stops with the reason;
 * once running, a lost connection is retried with a growing pause and a
 * publish fails at once rather than hold the request that made it; one that
 * Redis does not answer fails after PUBLISH_TIMEOUT_MS.
 */
export async function redisFanout<M>(options: {
  url: string;
  name: string;
  schema: ZodType<M>;
  log: FastifyBaseLogger;
  /** how long a publish may wait for Redis (a test shortens it) */
  publishTimeoutMs?: number;
}): Promise<Fanout<M>> {
  const { url, name, schema, log, publishTimeoutMs = PUBLISH_TIMEOUT_MS } = options;
  const origin = randomBytes(8).toString('hex');
  // JSON.stringify writes the keys in the order they were made: `o` first
  const ownPrefix = `{"o":"${origin}"`;
  const local = listeners<M>();
  const resync = new Set<() => void>();
  let connected = false;
  const publisher = createClient({
    url,
    socket: { connectTimeout: 5000, reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, 5000) : cause) },
    disableOfflineQueue: true,
    // no per-command timer: the client's own (an AbortSignal.timeout per command, never cleared)
    // woke the process five seconds after every publish; a publish has its own deadline below
    commandOptions: { timeout: 0 },
  });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) client.on('error', (err: unknown) => connected && log.warn({ err }, 'fan-out: redis connection error'));
  try {
    await publisher.connect();
    await subscriber.connect();
  } catch (err) {
    publisher.destroy();
    subscriber.destroy();
    throw new Error(`fan-out: cannot reach Redis at REDIS_URL (${(err as Error).message})`, { cause: err });
  }
  connected = true;
  // 'ready' after this point is a reconnect: messages may have been missed meanwhile
  subscriber.on('ready', () => {
    for (const listener of resync) listener();
  });
  await subscriber.subscribe(name, (raw) => {
    if (raw.startsWith(ownPrefix)) return;
    let envelope: Partial<Envelope>;
    try {
      envelope = JSON.parse(raw) as Partial<Envelope>;
    } catch (err) {
      log.warn({ err, channel: name }, 'fan-out: unreadable message from redis');
      return;
    }
    if (!Array.isArray(envelope?.b)) {
      log.warn({ channel: name }, 'fan-out: message from redis without its list; dropped');
      return;
    }
    let dropped = 0;
    for (const item of envelope.b) {
      const parsed = Array.isArray(item) && typeof item[0] === 'string' ? schema.safeParse(item[1]) : undefined;
      if (parsed?.success) local.deliver(item[0] as string, parsed.data);
      else dropped++;
    }
    if (dropped) log.warn({ channel: name, dropped }, 'fan-out: messages from redis that do not match their schema; dropped');
  });

  let batch: { items: Array<[string, M]>; sent: Promise<void> } | null = null;
  const enqueue = (channel: string, message: M): Promise<void> => {
    if (!batch || batch.items.length >= MAX_BATCH) {
      const items: Array<[string, M]> = [];
      const sent = new Promise<void>((resolve, reject) => {
        setImmediate(() => {
          if (batch?.items === items) batch = null;
          const deadline = setTimeout(() => reject(new Error(`fan-out: redis did not answer within ${publishTimeoutMs} ms`)), publishTimeoutMs);
          publisher
            .publish(name, JSON.stringify({ o: origin, b: items } satisfies Envelope))
            .then(() => resolve(), reject)
            .finally(() => clearTimeout(deadline));
        });
      });
      // every publisher awaits it; this keeps a failure nobody waits for from being unhandled
      sent.catch(() => undefined);
      batch = { items, sent };
    }
    batch.items.push([channel, message]);
    return batch.sent;
  };
  return {
    async publish(channel, message) {
      local.deliver(channel, message);
      await enqueue(channel, message);
    },
    subscribe: local.subscribe,
    onResync: (listener) => void resync.add(listener),
    async close() {
      connected = false;
      await Promise.allSettled([subscriber.close(), publisher.close()]);
    },
  };
}
