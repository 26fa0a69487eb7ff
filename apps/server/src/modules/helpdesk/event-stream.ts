import type { FastifyReply } from 'fastify';

/**
 * A Server-Sent Events response: the headers that keep school proxies and
 * load balancers from buffering or compressing it, named events with JSON
 * data, comment lines, and one close that runs when either side ends. The
 * same shape as the live rooms' streams, so both can move to one shared
 * helper without their callers changing.
 */
export interface EventStream {
  send(event: string, data: unknown): void;
  comment(text: string): void;
  close(): void;
  /** Runs once, when the stream ends for any reason (the browser went away, the server closed it). */
  onClose(listener: () => void): void;
}

export function openEventStream(reply: FastifyReply, opts: { retryMs?: number } = {}): EventStream {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  const listeners: Array<() => void> = [];
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    if (!res.writableEnded) res.end();
    for (const listener of listeners.splice(0)) listener();
  };
  // the response's close: the browser went away (the request's own close only says its body was read)
  res.on('close', close);
  if (opts.retryMs !== undefined) res.write(`retry: ${opts.retryMs}\n\n`);
  return {
    send: (event, data) => {
      if (!closed) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    comment: (text) => {
      if (!closed) res.write(`: ${text.replace(/[\r\n]/g, ' ')}\n\n`);
    },
    close,
    onClose: (listener) => {
      if (closed) listener();
      else listeners.push(listener);
    },
  };
}
