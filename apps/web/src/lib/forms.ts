import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { ApiError, apiSend, type RequestOptions, type WriteMethod } from '../api/client.ts';

/** What a form needs to know about a write: the data, or the texts to show. */
export type Submitted<T> =
  | { ok: true; status: number; data: T }
  | { ok: false; status: number; message: string; fields: Record<string, string>; body: unknown };

interface ErrorBody {
  user_message?: string;
  errors?: Record<string, string>;
}

/**
 * A write (POST unless told otherwise) through the one API client, folding
 * every way it can fail (an error status, no network, a time-out) into one
 * shape a form can show.
 */
export async function submit<T>(path: string, body: object, opts: RequestOptions & { method?: WriteMethod } = {}): Promise<Submitted<T>> {
  const { method = 'POST', ...rest } = opts;
  try {
    const res = await apiSend<T | ErrorBody>(method, path, body, rest);
    if (res.status >= 200 && res.status < 300) return { ok: true, status: res.status, data: res.data as T };
    const err = (res.data ?? {}) as ErrorBody;
    return {
      ok: false,
      status: res.status,
      message: err.user_message ?? MESSAGES.submissionError,
      fields: err.errors ?? {},
      body: res.data,
    };
  } catch (err) {
    const message = err instanceof ApiError && err.userMessage ? err.userMessage : MESSAGES.networkFailed;
    return { ok: false, status: 0, message, fields: {}, body: null };
  }
}

/**
 * Puts the server's per-field messages under their fields (focusing the
 * first); returns the messages for fields this form does not show.
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fields: Record<string, string>,
  known: readonly string[],
): string[] {
  const rest: string[] = [];
  let first = true;
  for (const [name, message] of Object.entries(fields)) {
    if (known.includes(name)) {
      setError(name as Path<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else rest.push(message);
  }
  return rest;
}

/** The tab's title while a page is shown (lib/page-title.ts). */
export { useDocumentTitle } from './page-title.ts';
