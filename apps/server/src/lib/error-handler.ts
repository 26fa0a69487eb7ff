import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, type ApiError } from '@numbloom/domain/api-errors';
import { fatalFault } from '../db/fatal.ts';
import { HttpError } from './http-error.ts';

/** Turns zod issues into one message per field: the first issue for a field wins. */
function fieldErrors(
  issues: ReadonlyArray<{ instancePath?: string; keyword?: string; message?: string; params?: unknown }>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
    if (issue.keyword === 'unrecognized_keys') {
      const keys = ((issue.params ?? {}) as { keys?: string[] }).keys ?? [];
      for (const key of keys) errors[field ? `${field}.${key}` : key] ??= MESSAGES.unknownField;
      continue;
    }
    // zod's own wording ("expected string, received number") is for developers.
    const message = issue.keyword === 'invalid_type' ? MESSAGES.invalidInput : issue.message ?? MESSAGES.invalidInput;
    errors[field || '_'] ??= message;
  }
  return errors;
}

/** Fastify's own client errors by code: what the person reads, and the field the problem is in. */
const FASTIFY_CLIENT_ERRORS: Record<string, { status: number; message: string; field?: string }> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: MESSAGES.invalidInput, field: '_' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.invalidInput, field: '_' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.invalidInput, field: '_' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.bodyTooLarge },
  FST_ERR_BAD_URL: { status: 400, message: MESSAGES.invalidAddress, field: 'url' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 400, message: MESSAGES.invalidAddress, field: 'url' },
};

/** A failure on our side carries the request's id, which the page shows and the log lines of the request carry (reqId). */
function send(reply: FastifyReply, status: number, body: ApiError) {
  const withId = status >= 500 ? { ...body, error_id: String(reply.request.id) } : body;
  return reply.status(status).type('application/json; charset=utf-8').send(withId);
}

/** PostgreSQL's "data exception" class (22…): a value the database cannot hold, e.g. out of range. */
const isDataException = (error: unknown): boolean => {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
};

/** How long a client is told to wait when the database is away. */
export const DATABASE_RETRY_AFTER_S = 5;

/**
 * The database is away, not the request wrong: a connection refused, reset, timed out or cut; a
 * statement cancelled by its timeout; PostgreSQL shutting down or out of connections (classes 08, 53,
 * 57P). Answered 503 with Retry-After, so a page (and a load balancer) tries again instead of giving up.
 */
export function isDatabaseAway(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (/^(08|53)[0-9A-Z]{3}$/.test(code) || /^57(014|P0[1-4])$/.test(code) || /^(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|EHOSTUNREACH|ENETUNREACH)$/.test(code))) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection timeout|Client has encountered a connection error/i.test(message)) return true;
  }
  return false;
}

/**
 * The one error answer for everything: a Fastify error from before any route
 * (a bad URL, a body that is not JSON), a refused field, or a failure. A
 * failure on our side (5xx) carries the request's id as error_id: the person
 * can quote it and the log lines of that request carry the same id (reqId).
 * Nothing personal goes to the log: errors pass through log-safety.ts.
 */
export function sendError(error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    return send(reply, error.statusCode, { user_message: error.userMessage, ...(error.errors && { errors: error.errors }), ...error.extra });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrors(error.validation);
    const first = Object.values(errors)[0];
    const userMessage = Object.values(errors).some((m) => /required/i.test(m)) ? MESSAGES.fillRequired : first ?? MESSAGES.invalidInput;
    return send(reply, 400, { user_message: userMessage, errors });
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error }, 'response did not match its schema');
    return send(reply, 500, { user_message: MESSAGES.serverError });
  }
  const known = FASTIFY_CLIENT_ERRORS[(error as FastifyError).code ?? ''];
  if (known) {
    return send(reply, known.status, { user_message: known.message, ...(known.field && { errors: { [known.field]: known.message } }) });
  }
  const fault = fatalFault(error, 'postgres');
  if (fault) {
    // the process is stopping so that its supervisor restarts it (db/fatal.ts): the retry meets the new one
    request.log.error({ err: error, reason: fault.reason }, 'database cannot go on');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
    return send(reply, 503, { user_message: MESSAGES.serverError });
  }
  if (isDataException(error)) {
    // A value a schema should have refused; the answer is the client's fault, the log tells us to tighten the schema.
    request.log.warn({ err: error }, 'database refused a value');
    return send(reply, 400, { user_message: MESSAGES.invalidInput, errors: { _: MESSAGES.invalidInput } });
  }
  if (isDatabaseAway(error)) {
    request.log.error({ err: error }, 'database away');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
    return send(reply, 503, { user_message: MESSAGES.serverError });
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status === 413) return send(reply, 413, { user_message: MESSAGES.bodyTooLarge });
  if (status === 429) return send(reply, 429, { user_message: MESSAGES.tooMany });
  if (status >= 400 && status < 500) {
    return send(reply, status, { user_message: MESSAGES.invalidInput, ...(status === 400 && { errors: { _: MESSAGES.invalidInput } }) });
  }
  request.log.error({ err: error }, 'unhandled error');
  return send(reply, 500, { user_message: MESSAGES.serverError });
}

/** The last-resort error handler: every failure leaves as the one JSON error shape, never a stack trace. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler(sendError);
}
