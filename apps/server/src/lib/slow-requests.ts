import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { MESSAGES } from '@numbloom/domain/api-errors';
import type { Config } from '../config.ts';

/** How often the server looks for requests past their time (Node's default is 30 s, which would let a stalled body sit far longer than the setting). */
const REQUEST_TIMEOUT_CHECK_MS = 1_000;

/**
 * The HTTP server's limits on how long a request may take to arrive (Fastify's `requestTimeout` and
 * Node's `headersTimeout`): a body or headers that trickle in and stall hold a connection and its
 * buffers, so they are cut. Node counts only until the request has arrived: a response that runs long,
 * an event stream, is never cut.
 */
export function requestTimeouts(config: Pick<Config, 'REQUEST_TIMEOUT_MS' | 'HEADERS_TIMEOUT_MS'>) {
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: REQUEST_TIMEOUT_CHECK_MS },
  };
}

/**
 * A request the HTTP parser gave up on before any route (it came too slowly, its headers were too large,
 * it was not HTTP): answered on the socket in the one error shape, then the connection closed, as Node
 * and Fastify do, but with a text the page shows (and translates) instead of "Client Timeout".
 */
export function answerClientError(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, MESSAGES.networkTimeout] : err.code === 'HPE_HEADER_OVERFLOW' ? [431, MESSAGES.bodyTooLarge] : [400, MESSAGES.invalidInput];
  const body = JSON.stringify({ user_message: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
