import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { MESSAGES, type ApiError } from '@numbloom/domain/api-errors';
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
      for (const key of keys) errors[field ? `${field}.${key}` : key] ??= 'Unknown field.';
      continue;
    }
    // zod's own wording ("expected string, received number") is for developers.
    const message = issue.keyword === 'invalid_type' ? MESSAGES.invalidInput : issue.message ?? MESSAGES.invalidInput;
    errors[field || '_'] ??= message;
  }
  return errors;
}

function send(reply: FastifyReply, status: number, body: ApiError) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/**
 * The last-resort error handler: every failure leaves as the one JSON error
 * shape with a user_message, never a stack trace.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof HttpError) {
      return send(reply, error.statusCode, { user_message: error.userMessage, ...(error.errors && { errors: error.errors }) });
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
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 413) return send(reply, 413, { user_message: MESSAGES.bodyTooLarge });
    if (status === 429) return send(reply, 429, { user_message: MESSAGES.tooMany });
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: bad JSON, wrong content type, bad URL...
      return send(reply, status, { user_message: MESSAGES.invalidInput });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { user_message: MESSAGES.serverError });
  });
}
