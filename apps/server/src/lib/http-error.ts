/**
 * An error a route means to send: its status, the text a person reads, and
 * optional per-field messages. Anything else thrown becomes a 500 with a
 * generic text; its details go to the log only.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly userMessage: string;
  readonly errors: Record<string, string> | undefined;
  /** more fields of the error body (e.g. retry_after_seconds of a 429) */
  readonly extra: Record<string, string | number | boolean> | undefined;

  constructor(statusCode: number, userMessage: string, errors?: Record<string, string>, extra?: Record<string, string | number | boolean>) {
    super(userMessage);
    this.statusCode = statusCode;
    this.userMessage = userMessage;
    this.errors = errors;
    this.extra = extra;
  }
}

export const badRequest = (userMessage: string, errors?: Record<string, string>) =>
  new HttpError(400, userMessage, errors);
export const notFound = (userMessage = 'Not found.') => new HttpError(404, userMessage);
export const conflict = (userMessage: string) => new HttpError(409, userMessage);
export const tooManyRequests = (userMessage: string) => new HttpError(429, userMessage);
export const forbidden = (userMessage: string) => new HttpError(403, userMessage);
export const unauthorized = (userMessage: string) => new HttpError(401, userMessage);

/**
 * A 400 from a zod failure met outside a route schema (staff tools, service
 * inputs): one message per field path, several joined with a space.
 */
export function badRequestFromZod(userMessage: string, issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    errors[key] = errors[key] ? `${errors[key]} ${issue.message}` : issue.message;
  }
  return badRequest(userMessage, errors);
}
