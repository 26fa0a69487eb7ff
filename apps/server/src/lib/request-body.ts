import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { textProblemsIn } from '@numbloom/domain/text';
import { badRequest, HttpError } from './http-error.ts';

/**
 * What a request may carry: JSON in UTF-8 and nothing else (a file travels as
 * base64 inside JSON, sign-in callbacks are GETs). Any other content type or
 * charset is a 415; bytes that are not UTF-8, JSON that does not parse,
 * prototype keys and nesting deeper than any form are a 400. Then every text
 * of the body, the query and the path keeps the domain's text rule (text.ts)
 * before a route sees it, so no NUL or lone surrogate reaches the database
 * whatever a route's schema says.
 */

/** Deeper than any payload of ours (a registration's school detail is 2 levels). */
export const MAX_JSON_DEPTH = 16;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** an HTML page of the site (modules/site): its path and query are the browser's to read, not the server's */
    page?: boolean;
    /**
     * a mail client's one-click unsubscribe (RFC 8058): the one route that takes a form's post
     * (urlencoded or multipart) and that the CSRF check leaves to the sealed token it carries
     */
    oneClickUnsubscribe?: boolean;
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

const charsetOf = (contentType: string | undefined) => /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase();

function depthOf(value: unknown, limit: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (depth > deepest) deepest = depth;
    if (deepest > limit) return deepest;
    if (item !== null && typeof item === 'object') for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

const bodyError = (message: string) => badRequest(message, { _: message });

/** A small form's fields, urlencoded or multipart (text parts only, no files): what a mail client's one-click post sends. */
export function formFields(contentType: string, source: string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (/^multipart\/form-data/i.test(contentType) && boundary) {
    for (const part of source.split(`--${boundary}`)) {
      const [head, ...rest] = part.split(/\r?\n\r?\n/);
      const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(head ?? '')?.[1];
      if (name !== undefined && !/\bfilename=/i.test(head ?? '')) fields[name] = rest.join('\n\n').replace(/\r?\n$/, '');
    }
    return fields;
  }
  for (const [name, value] of new URLSearchParams(source)) fields[name] = value;
  return fields;
}

export function installRequestBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request: FastifyRequest, body: Buffer, done) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
      done(new HttpError(415, MESSAGES.unsupportedMediaType), undefined);
      return;
    }
    // An empty body is no body: a route that needs one says which fields are missing.
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    let source: string;
    try {
      source = utf8.decode(body);
    } catch {
      done(bodyError(MESSAGES.invalidInput), undefined);
      return;
    }
    parseJson(request, source, (error, value) => {
      if (error) done(bodyError(MESSAGES.invalidInput), undefined);
      else if (depthOf(value, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) done(bodyError(MESSAGES.invalidInput), undefined);
      else done(null, value);
    });
  });

  // RFC 8058's post is a form, which only the one-click route takes: anywhere else it is a 415 as before
  const FORM = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i;
  app.addContentTypeParser(FORM, { parseAs: 'buffer', bodyLimit: 4096 }, (request: FastifyRequest, body: Buffer, done) => {
    if (request.routeOptions.config.oneClickUnsubscribe !== true) {
      done(new HttpError(415, MESSAGES.unsupportedMediaType), undefined);
      return;
    }
    let source: string;
    try {
      source = utf8.decode(body);
    } catch {
      done(bodyError(MESSAGES.invalidInput), undefined);
      return;
    }
    done(null, formFields(request.headers['content-type'] ?? '', source));
  });

  // a callback hook, not an async one: it runs on every request, a live game's answers included
  app.addHook('preValidation', (request: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) => {
    // A page's address is read by the browser, never stored: a link's stray character (a mail tool's
    // %00 in a tracking value) still opens the page, which keeps what it reads to the rule itself.
    const address = request.routeOptions.config.page === true;
    const errors = {
      ...(address ? {} : textProblemsIn(request.params ?? {})),
      ...(address ? {} : textProblemsIn(request.query ?? {})),
      ...textProblemsIn(request.body ?? {}),
    };
    const first = Object.values(errors)[0];
    done(first ? badRequest(first, errors) : undefined);
  });
}
