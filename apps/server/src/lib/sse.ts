import type { FastifyReply } from 'fastify';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { HttpError } from './http-error.ts';

/**
 * Server-Sent Events (decision 030): one long GET per screen, plain HTTP that
 * school proxies pass. This is the one place that opens a stream: headers
 * that stop proxies buffering it, the reconnect delay, one heartbeat timer for
 * every open stream, caps on how many streams one key (a player, an address,
 * the whole process) may hold, and closing them all when the server stops so
 * a deploy is not held open by a class.
 */
export interface SseStream {
  /** Sends one event; data is JSON already serialised (one string for every stream of a room). */
  send(event: string, json: string): void;
  close(): void;
  readonly closed: boolean;
}

export interface StreamCap {
  key: string;
  max: number;
  /** the text of the 429 when the cap is reached */
  message?: string;
}

export interface SseOptions {
  heartbeatMs: number;
  retryMs: number;
  /** the most streams this process holds at once */
  maxStreams: number;
  /** a client this far behind (bytes queued) is dropped: it reconnects and catches up from a fresh view */
  maxBacklogBytes?: number;
}

export class StreamRegistry {
  private readonly open = new Set<Stream>();
  private readonly perKey = new Map<string, number>();
  private heartbeat: NodeJS.Timeout | undefined;
  private stopped = false;

  private readonly options: SseOptions;

  constructor(options: SseOptions) {
    this.options = options;
  }

  /** How many streams are open under this key. */
  count(key: string): number {
    return this.perKey.get(key) ?? 0;
  }

  get size(): number {
    return this.open.size;
  }

  /**
   * Opens a stream on this reply, or throws a 429 (before anything is sent)
   * when one of the caps, or the process's own, is reached. onClose runs once,
   * whoever closes: the browser going away, the server, or close().
   */
  openStream(reply: FastifyReply, caps: readonly StreamCap[], onClose: () => void): SseStream {
    if (this.stopped) throw new HttpError(503, MESSAGES.serverError);
    for (const cap of [...caps, { key: '*', max: this.options.maxStreams }]) {
      if (this.count(cap.key) >= cap.max) throw new HttpError(429, cap.message ?? MESSAGES.tooMany);
    }
    const keys = [...caps.map((c) => c.key), '*'];
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write(`retry: ${this.options.retryMs}\n\n`);
    const maxBacklog = this.options.maxBacklogBytes ?? 1024 * 1024;
    const { open, perKey } = this;
    const stream: Stream = {
      closed: false,
      send(event, json) {
        if (stream.closed) return;
        res.write(`event: ${event}\ndata: ${json}\n\n`);
        if (res.writableLength > maxBacklog) stream.close();
      },
      comment(text) {
        if (!stream.closed) res.write(`: ${text}\n\n`);
      },
      close() {
        if (stream.closed) return;
        stream.closed = true;
        open.delete(stream);
        for (const key of keys) {
          const n = (perKey.get(key) ?? 1) - 1;
          if (n > 0) perKey.set(key, n);
          else perKey.delete(key);
        }
        if (!res.writableEnded) res.end();
        onClose();
      },
    };
    this.open.add(stream);
    for (const key of keys) this.perKey.set(key, (this.perKey.get(key) ?? 0) + 1);
    // the response's close: the browser went away (the request's own close only says its body was read)
    res.on('close', () => stream.close());
    this.startHeartbeat();
    return stream;
  }

  private startHeartbeat() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      for (const stream of this.open) stream.comment('heartbeat');
      if (this.open.size === 0) {
        clearInterval(this.heartbeat);
        this.heartbeat = undefined;
      }
    }, this.options.heartbeatMs);
    this.heartbeat.unref();
  }

  /** Ends every stream (the server is stopping) and refuses new ones. */
  closeAll(): void {
    this.stopped = true;
    for (const stream of [...this.open]) stream.close();
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}

interface Stream extends SseStream {
  closed: boolean;
  comment(text: string): void;
}
