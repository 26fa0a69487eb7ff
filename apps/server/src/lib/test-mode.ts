import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { forbidden } from './http-error.ts';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * The browser journeys' helper routes (under /api/v2/test/) exist in test
 * mode only: app.ts registers them only when NODE_ENV=test, and each refuses
 * to start in production whatever it is told.
 */
export function assertTestMode(config: Pick<Config, 'production' | 'NODE_ENV'>, what: string): void {
  if (config.production || config.NODE_ENV !== 'test') throw new Error(`${what} exists in test mode only`);
}

/** They answer this machine only: the connection and the address the request names must both be loopback. */
export function assertFromThisMachine(request: FastifyRequest): void {
  if (!LOOPBACK.test(request.ip) || !LOOPBACK.test(request.socket.remoteAddress ?? '')) throw forbidden('This machine only.');
}
