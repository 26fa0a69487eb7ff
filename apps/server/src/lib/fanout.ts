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

interface Envelope {
  /** the publishing process */
  o: string;
  /** the message */
  m: unknown;
}

/**
 * Redis fan-out: one connection publishes, one holds a pattern subscription
 * to every channel under the prefix (a process sees all rooms' messages and
 * drops those it holds nothing for; no window where a new subscription is
 * still on its way). A server that cannot reach Redis at start stops with the
 * reason; once running, a lost connection is retried with a growing pause and
 * a publish fails at once rather than hold the request that made it.
 */
export async function redisFanout<M>(options: { url: string; prefix: string; schema: ZodType<M>; log: FastifyBaseLogger }): Promise<Fanout<M>> {
  const { url, prefix, schema, log } = options;
  const origin = randomBytes(8).toString('hex');
  const local = listeners<M>();
  const resync = new Set<() => void>();
  let connected = false;
  const publisher = createClient({
    url,
    socket: { connectTimeout: 5000, reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, 5000) : cause) },
    disableOfflineQueue: true,
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
  await subscriber.pSubscribe(`${prefix}*`, (raw, channel) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(raw) as Envelope;
    } catch (err) {
      log.warn({ err, channel }, 'fan-out: unreadable message from redis');
      return;
    }
    if (envelope.o === origin) return;
    const parsed = schema.safeParse(envelope.m);
    if (!parsed.success) {
      log.warn({ channel, issues: parsed.error.issues.slice(0, 3) }, 'fan-out: message from redis does not match its schema; dropped');
      return;
    }
    local.deliver(channel.slice(prefix.length), parsed.data);
  });
  return {
    async publish(channel, message) {
      local.deliver(channel, message);
      await publisher.publish(prefix + channel, JSON.stringify({ o: origin, m: message } satisfies Envelope));
    },
    subscribe: local.subscribe,
    onResync: (listener) => void resync.add(listener),
    async close() {
      connected = false;
      await Promise.allSettled([subscriber.close(), publisher.close()]);
    },
  };
}
