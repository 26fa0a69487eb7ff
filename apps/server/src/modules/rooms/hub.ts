import { EventEmitter } from 'node:events';
import { createClient } from 'redis';
import type { FastifyBaseLogger } from 'fastify';
import type { RoomEvent } from '@numbloom/domain/rooms';

/**
 * Fans a room's events out to the streams open on it (decision 030). One
 * process: an EventEmitter. Several processes: every event goes through Redis
 * publish/subscribe, and each process hands it to the streams it holds. The
 * database stays the truth; an event lost with Redis only delays a screen
 * until its stream reconnects and reads the room again.
 */
export interface RoomHub {
  publish(code: string, event: RoomEvent): Promise<void>;
  /** Calls listener with each event of the room; answers the unsubscribe. */
  subscribe(code: string, listener: (event: RoomEvent) => void): () => void;
  close(): Promise<void>;
}

function localFanOut() {
  const emitter = new EventEmitter();
  // thirty players and a host on one room is normal, not a leak
  emitter.setMaxListeners(0);
  return {
    emit: (code: string, event: RoomEvent) => emitter.emit(code, event),
    subscribe(code: string, listener: (event: RoomEvent) => void) {
      emitter.on(code, listener);
      return () => void emitter.off(code, listener);
    },
  };
}

export function inProcessHub(): RoomHub {
  const local = localFanOut();
  return {
    async publish(code, event) {
      local.emit(code, event);
    },
    subscribe: local.subscribe,
    async close() {},
  };
}

const CHANNEL_PREFIX = 'numbloom:room:';

/**
 * Redis fan-out: one connection publishes, one holds a pattern subscription
 * to every room's channel. A process sees all rooms' events and drops those
 * of rooms it has no stream for; events are a few hundred bytes, and this
 * leaves no window where a new stream's subscription is still on its way.
 */
export async function redisHub(url: string, log: FastifyBaseLogger): Promise<RoomHub> {
  const local = localFanOut();
  let connected = false;
  const publisher = createClient({
    url,
    // A server that cannot reach Redis at start stops with the reason, rather than wait for ever;
    // once running, a lost connection is retried with a growing pause, up to 5 s.
    socket: { connectTimeout: 5000, reconnectStrategy: (retries, cause) => (connected ? Math.min(100 * 2 ** retries, 5000) : cause) },
    // While Redis is away a publish fails at once (and is logged) instead of holding the request that made it.
    disableOfflineQueue: true,
  });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) client.on('error', (err: unknown) => connected && log.warn({ err }, 'rooms: redis connection error'));
  try {
    await publisher.connect();
    await subscriber.connect();
  } catch (err) {
    publisher.destroy();
    subscriber.destroy();
    throw new Error(`rooms: cannot reach Redis at REDIS_URL (${(err as Error).message})`, { cause: err });
  }
  connected = true;
  await subscriber.pSubscribe(`${CHANNEL_PREFIX}*`, (message, channel) => {
    try {
      local.emit(channel.slice(CHANNEL_PREFIX.length), JSON.parse(message) as RoomEvent);
    } catch (err) {
      log.warn({ err }, 'rooms: unreadable event from redis');
    }
  });
  return {
    async publish(code, event) {
      await publisher.publish(CHANNEL_PREFIX + code, JSON.stringify(event));
    },
    subscribe: local.subscribe,
    async close() {
      await Promise.allSettled([subscriber.close(), publisher.close()]);
    },
  };
}
