import { afterEach, describe, expect, it, vi } from 'vitest';
import { namedEvent, openEventStream, POLL_MS, reconnectPause, STALL_MS } from './event-stream.ts';
import { answerQueue } from '../player/answer-queue.ts';
import { loadTexts, translator } from '../i18n/small.tsx';
import { FakeSource } from './test-event-source.ts';

describe('the live event stream', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeSource.made = [];
  });

  it('waits longer after each failed connection, up to 30 s, with jitter below the pause', () => {
    expect([0, 1, 2, 3, 10].map((n) => reconnectPause(n, () => 0))).toEqual([1000, 2000, 4000, 8000, 30000]);
    expect(reconnectPause(2, () => 0.999)).toBeGreaterThan(2600);
    expect(reconnectPause(2, () => 0.999)).toBeLessThan(4000);
  });

  it('passes on checked events, drops the rest, says when it reconnects and opens again after the browser gave up', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
    const events: unknown[] = [];
    const invalid: string[] = [];
    const states: string[] = [];
    const stream = openEventStream<{ type: string }>('/events', {
      events: ['room', 'ended'],
      check: namedEvent(['room', 'ended']),
      onEvent: (e) => events.push(e),
      onInvalid: (type) => invalid.push(type),
      onState: (s) => states.push(s),
      mayReconnect: async () => true,
    });
    const first = FakeSource.made[0]!;
    first.onopen!();
    first.emit('room', JSON.stringify({ type: 'room', room: { code: 'K7M2QX' } }));
    first.emit('room', '{not json');
    first.emit('ended', JSON.stringify({ type: 'room' }));
    expect(events).toEqual([{ type: 'room', room: { code: 'K7M2QX' } }]);
    expect(invalid).toEqual(['room', 'ended']);

    first.readyState = FakeSource.CLOSED;
    first.onerror!();
    expect(states).toEqual(['connecting', 'open', 'reconnecting']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSource.made).toHaveLength(2);
    FakeSource.made[1]!.onopen!();
    expect(states.at(-1)).toBe('open');
    stream.close();
    expect(FakeSource.made[1]!.closed).toBe(true);
    expect(states.at(-1)).toBe('closed');
  });

  it('stops for good when there is nothing left to follow', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
    const states: string[] = [];
    openEventStream('/events', { events: [], check: () => undefined, onEvent: () => {}, onState: (s) => states.push(s), mayReconnect: async () => false });
    FakeSource.made[0]!.readyState = FakeSource.CLOSED;
    FakeSource.made[0]!.onerror!();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeSource.made).toHaveLength(1);
    expect(states.at(-1)).toBe('closed');
  });
});

describe('a stream a proxy holds back', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    FakeSource.made = [];
  });

  function follow(snapshot: () => Promise<{ type: string; n: number } | null>) {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
    const events: Array<{ type: string; n: number }> = [];
    const states: string[] = [];
    const stream = openEventStream<{ type: string; n: number }>('/events', {
      events: ['room'],
      check: namedEvent(['room']),
      onEvent: (e) => events.push(e),
      onState: (s) => states.push(s),
      snapshot,
    });
    return { stream, events, states };
  }

  it('reads the state every few seconds once the stream has said nothing, and stops when the stream speaks', async () => {
    let n = 0;
    const { stream, events, states } = follow(async () => ({ type: 'room', n: ++n }));
    // the connection stands (the proxy answered with headers) but no event comes
    FakeSource.made[0]!.onopen!();
    await vi.advanceTimersByTimeAsync(STALL_MS - 1);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(events).toEqual([{ type: 'room', n: 1 }]);
    await vi.advanceTimersByTimeAsync(2 * POLL_MS);
    expect(events.map((e) => e.n)).toEqual([1, 2, 3]);
    expect(states.at(-1)).toBe('open');

    // the stream speaks after all: it carries the state from here on
    FakeSource.made[0]!.emit('room', JSON.stringify({ type: 'room', n: 100 }));
    await vi.advanceTimersByTimeAsync(5 * POLL_MS);
    expect(events.map((e) => e.n)).toEqual([1, 2, 3, 100]);
    stream.close();
  });

  it('never reads the state while the stream speaks, and stops reading once closed', async () => {
    let reads = 0;
    const { stream, events } = follow(async () => {
      reads++;
      return null;
    });
    FakeSource.made[0]!.onopen!();
    FakeSource.made[0]!.emit('room', JSON.stringify({ type: 'room', n: 1 }));
    await vi.advanceTimersByTimeAsync(STALL_MS * 3);
    expect(reads).toBe(0);
    expect(events).toHaveLength(1);
    stream.close();

    const silent = follow(async () => {
      reads++;
      return null;
    });
    await vi.advanceTimersByTimeAsync(STALL_MS);
    expect(reads).toBe(1);
    silent.stream.close();
    await vi.advanceTimersByTimeAsync(5 * POLL_MS);
    expect(reads).toBe(1);
  });

  it('says it is reconnecting while the state cannot be read, and hands nothing on', async () => {
    let fail = true;
    const { stream, events, states } = follow(async () => {
      if (fail) throw new TypeError('Failed to fetch');
      return { type: 'room', n: 7 };
    });
    await vi.advanceTimersByTimeAsync(STALL_MS);
    expect(states.at(-1)).toBe('reconnecting');
    expect(events).toEqual([]);
    fail = false;
    await vi.advanceTimersByTimeAsync(POLL_MS);
    expect(states.at(-1)).toBe('open');
    expect(events).toEqual([{ type: 'room', n: 7 }]);
    stream.close();
  });
});

describe('the offline answer queue', () => {
  it('keeps one answer per question across pages, and forgets those sent', () => {
    const store = new Map<string, string>();
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v), removeItem: (k: string) => void store.delete(k) };
    const queue = answerQueue('room-K7M2QX', storage);
    queue.add({ item_index: 2, response: '14' });
    queue.add({ item_index: 3, response: '7' });
    queue.add({ item_index: 2, response: '15' });
    expect(answerQueue('room-K7M2QX', storage).list()).toEqual([
      { item_index: 3, response: '7' },
      { item_index: 2, response: '15' },
    ]);
    queue.remove(3);
    queue.remove(2);
    expect(store.size).toBe(0);
  });
});

describe("the child pages' translator", () => {
  it('reads the rooms catalogue with plurals and placeholders, English filling any gap', async () => {
    const t = translator(await loadTexts('fr', ['rooms']), 'rooms');
    expect(t('play.progress', { n: 3, total: 10 })).toBe('Question 3 sur 10');
    expect(t('play.queued', { count: 1 })).toBe('1 réponse sera envoyée quand tu seras de nouveau en ligne.');
    expect(t('play.queued', { count: 2 })).toBe('2 réponses seront envoyées quand tu seras de nouveau en ligne.');
    const ar = translator(await loadTexts('ar', ['rooms']), 'rooms');
    expect(ar('play.secondsLeft', { count: 2 })).toBe('بقيت ثانيتان');
    expect(ar('play.secondsLeft', { count: 5 })).toBe('بقيت 5 ثوانٍ');
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
