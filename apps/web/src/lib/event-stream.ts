/**
 * A live event stream (Server-Sent Events) that stays up on a school network
 * (decision 042): every mode of the live games follows its room through it.
 *
 * - EventSource reconnects by itself after a dropped connection; when the
 *   browser gives up (the stream was refused, or the network stayed down),
 *   this opens a new one after a growing pause (1 s, 2 s, 4 s … 30 s, with
 *   jitter so a class does not come back in one burst), at once when the
 *   browser says it is online again.
 * - The page sees one state: connecting, open, reconnecting or closed, so it
 *   can show "reconnecting" instead of stale numbers.
 * - Each event's data is JSON that names its type; `check` turns it into the
 *   page's event or rejects it, so nothing unchecked reaches the page. (The
 *   child's pages cannot carry zod; see the decision.)
 * - Before opening again, `mayReconnect` may ask the server whether there is
 *   still something to follow (the room ended, the seat was taken away).
 * - Some school proxies and filters hold a stream's body back until it ends,
 *   so nothing arrives though the connection stands. The server's first event
 *   is sent at once, so a stream that has said nothing for STALL_MS on a
 *   network that is up is held back: from then on `snapshot` reads the state
 *   every POLL_MS and hands it to the page as an event, until the stream
 *   speaks. A class behind such a proxy plays a few seconds behind instead of
 *   waiting for a start it never hears.
 */

export type StreamState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface StreamOptions<E> {
  /** the event names to listen to (an EventSource hears only named events it listens for) */
  events: readonly string[];
  /** the event from its name and parsed data, or undefined when it is not what the protocol says */
  check: (type: string, data: unknown) => E | undefined;
  onEvent: (event: E) => void;
  onState?: (state: StreamState) => void;
  /** asked before a new connection is opened; false closes the stream for good */
  mayReconnect?: () => Promise<boolean>;
  /** an event that failed its check (for tests and logs) */
  onInvalid?: (type: string, data: unknown) => void;
  /**
   * The state as it is now, as an event (usually the one a stream sends first), read while the stream is
   * held back; null when there is nothing to hand on (the page dealt with what it read). Throws when it
   * could not be read (offline): the page then shows it is reconnecting, and it is read again.
   */
  snapshot?: () => Promise<E | null>;
}

export interface EventStream {
  /** stop following (the page is leaving, or the stream has nothing more to say) */
  close(): void;
  /** open again now (the page learned it is back online) */
  reconnect(): void;
}

const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;
/** Silence after opening that means the stream is held back: the first event comes at once, and a slow Chromebook's connection takes a few seconds. */
export const STALL_MS = 12_000;
/** How often the state is read while the stream is held back: a class sees a start within a few seconds. */
export const POLL_MS = 3_000;

/** The pause before the n-th new connection (0-based): doubling, capped, with up to a third of jitter. */
export function reconnectPause(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** attempt);
  return Math.round(base * (1 - random() / 3));
}

export function openEventStream<E>(url: string, options: StreamOptions<E>): EventStream {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let closed = false;
  let state: StreamState | null = null;
  /** an event has come through the stream opened last */
  let heard = false;
  let polling = false;
  let stallTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setTimeout> | undefined;

  const setState = (next: StreamState) => {
    if (next === state) return;
    state = next;
    options.onState?.(next);
  };

  const onMessage = (message: MessageEvent<string>) => {
    heard = true;
    if (polling) {
      // the stream speaks after all: it carries the state from here on
      stopPolling();
      setState('open');
    }
    let data: unknown;
    try {
      data = JSON.parse(message.data);
    } catch {
      options.onInvalid?.(message.type, message.data);
      return;
    }
    const event = options.check(message.type, data);
    if (event === undefined) options.onInvalid?.(message.type, data);
    else options.onEvent(event);
  };

  const open = () => {
    if (closed) return;
    clearTimeout(timer);
    source?.close();
    const s = new EventSource(url, { withCredentials: true });
    source = s;
    heard = false;
    if (options.snapshot) {
      clearTimeout(stallTimer);
      stallTimer = setTimeout(stalled, STALL_MS);
    }
    for (const name of options.events) s.addEventListener(name, onMessage as EventListener);
    s.onopen = () => {
      attempt = 0;
      if (!polling) setState('open');
    };
    s.onerror = () => {
      if (closed || s !== source) return;
      // while the state is read instead, the page's state follows those reads
      if (!polling) setState('reconnecting');
      // CONNECTING: the browser is retrying by itself (retry: from the server). CLOSED: it gave up.
      if (s.readyState === EventSource.CLOSED) schedule();
    };
  };

  const stalled = () => {
    if (closed || heard || polling) return;
    // offline, silence is the network's: the stream catches up by itself once it is back
    if (!navigator.onLine) {
      stallTimer = setTimeout(stalled, STALL_MS);
      return;
    }
    polling = true;
    void poll();
  };

  const poll = async () => {
    if (closed || !polling) return;
    try {
      const event = await options.snapshot!();
      if (closed || !polling) return;
      setState('open');
      if (event !== null) options.onEvent(event);
    } catch {
      if (!closed && polling) setState('reconnecting');
    }
    if (!closed && polling) pollTimer = setTimeout(() => void poll(), POLL_MS);
  };

  const stopPolling = () => {
    polling = false;
    clearTimeout(pollTimer);
  };

  const schedule = () => {
    clearTimeout(timer);
    const pause = reconnectPause(attempt++);
    timer = setTimeout(() => void again(), pause);
  };

  const again = async () => {
    if (closed) return;
    if (options.mayReconnect) {
      let go: boolean;
      try {
        go = await options.mayReconnect();
      } catch {
        // no answer (still offline): try again later
        return schedule();
      }
      if (!go) return close();
      if (closed) return;
    }
    open();
  };

  const online = () => {
    if (closed || state === 'open') return;
    attempt = 0;
    void again();
  };
  const offline = () => {
    if (!closed) setState('reconnecting');
  };

  const close = () => {
    if (closed) return;
    closed = true;
    clearTimeout(timer);
    clearTimeout(stallTimer);
    stopPolling();
    source?.close();
    source = null;
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
    setState('closed');
  };

  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  setState('connecting');
  open();
  return { close, reconnect: online };
}

/** A check for events that are plain JSON objects carrying their own name in `type`: enough where a schema cannot be loaded. */
export function namedEvent<E extends { type: string }>(names: readonly string[]) {
  const known = new Set(names);
  return (type: string, data: unknown): E | undefined =>
    known.has(type) && typeof data === 'object' && data !== null && (data as { type?: unknown }).type === type ? (data as E) : undefined;
}
