import type { FastifyRequest } from 'fastify';

const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The origin the visitor reached this server by (http://127.0.0.1:3000, a LAN
 * address, localhost, a country domain): addresses written into answers for
 * the page itself follow it, so the product works under any name it is
 * opened by and the CSP's 'self' covers them. A Host header that is not a
 * host name falls back to the public origin.
 */
export function requestOrigin(request: FastifyRequest, publicUrl: string): string {
  const host = request.host;
  return host && HOST.test(host) ? `${request.protocol}://${host}` : new URL(publicUrl).origin;
}
