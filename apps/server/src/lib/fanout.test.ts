import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import pino from 'pino';
import { redisFanout, type Fanout } from './fanout.ts';

const messageSchema = z.strictObject({ n: z.number() });
type Message = z.infer<typeof messageSchema>;

/**
 * The Redis fan-out on its own: what one process publishes reaches the other
 * once and its own listeners once, and a publish Redis does not answer fails
 * after its deadline instead of holding the request that made it.
 */
describe.runIf(process.env.TEST_REDIS_URL)('Redis fan-out', () => {
  const url = process.env.TEST_REDIS_URL!;
  // a channel of this run's own, so parallel test files sharing the Redis server do not hear it
  const name = `numbloom:test:${randomBytes(6).toString('hex')}`;
  const log = pino({ level: 'silent' });
  let one: Fanout<Message>;
  let two: Fanout<Message>;

  beforeAll(async () => {
    one = await redisFanout({ url, name, schema: messageSchema, log, publishTimeoutMs: 100 });
    two = await redisFanout({ url, name, schema: messageSchema, log, publishTimeoutMs: 100 });
  });
  afterAll(async () => {
    await one.close();
    await two.close();
  });

  it('hands a message to the publishing process at once and to the other through Redis, each once', async () => {
    const heardByOne: Array<[string, Message]> = [];
    const heardByTwo: Array<[string, Message]> = [];
    const offOne = one.subscribe((channel, message) => heardByOne.push([channel, message]));
    const arrived = new Promise<void>((resolve) =>
      two.subscribe((channel, message) => (heardByTwo.push([channel, message]), resolve())),
    );
    await one.publish('room-A', { n: 1 });
    await arrived;
    // Redis delivers a channel's messages in the order they were published: once one hears a message
    // two published after its own, the echo of its own has come back from Redis too, and was skipped
    await two.publish('room-A', { n: 2 });
    await expect.poll(() => heardByOne.length).toBe(2);
    expect(heardByOne).toEqual([
      ['room-A', { n: 1 }],
      ['room-A', { n: 2 }],
    ]);
    expect(heardByTwo).toEqual([
      ['room-A', { n: 1 }],
      ['room-A', { n: 2 }],
    ]);
    offOne();
  });

  it('fails a publish Redis does not answer within the deadline, and publishes again once Redis answers', async () => {
    const admin = createClient({ url });
    await admin.connect();
    try {
      // Redis holds write commands, PUBLISH among them, for 400 ms: without the deadline the publish
      // would wait the pause out and resolve; with it, it fails while Redis still holds it
      await admin.sendCommand(['CLIENT', 'PAUSE', '400', 'WRITE']);
      await expect(one.publish('room-B', { n: 2 })).rejects.toThrow(/did not answer within 100 ms/);
      await admin.sendCommand(['CLIENT', 'UNPAUSE']);
      await expect(one.publish('room-B', { n: 3 })).resolves.toBeUndefined();
    } finally {
      await admin.sendCommand(['CLIENT', 'UNPAUSE']).catch(() => undefined);
      await admin.close();
    }
  });
});
