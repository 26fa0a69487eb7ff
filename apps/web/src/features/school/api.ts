import { useQuery } from '@tanstack/react-query';
import { SCHOOL_PATHS } from '@numbloom/domain/school-members';
import type { myMembershipsSchema } from '@numbloom/domain/school-members-schema';
import type { z } from 'zod';
import { apiGet } from '../../api/client.ts';
import { submit, type Submitted } from '../../lib/forms.ts';
import { useTranslatedMessage } from '../../lib/message-text.ts';
import { messageKey } from './messages.ts';

export type MyMemberships = z.infer<typeof myMembershipsSchema>;

/** The caller's school memberships and parent links (every school page and the dashboard's card). */
export const MINE_KEY = ['school', 'mine'] as const;
export const useMine = (enabled = true) =>
  useQuery({ queryKey: MINE_KEY, queryFn: () => apiGet<MyMemberships>(SCHOOL_PATHS.mine), retry: false, enabled });

/** A server's text in the page's language (the school catalogue's map). */
export const useSchoolText = () => useTranslatedMessage('school', messageKey);

/** A school write with the method it needs; the answer as forms.ts folds it. */
export const send = <T = unknown>(
  path: string,
  body: object,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' = 'POST',
): Promise<Submitted<T>> => submit<T>(path, body, { method });

/** The server's error id apart, when it gave one (error-handler.ts). */
export const errorIdOf = (res: { body: unknown }) => {
  const id = (res.body as { error_id?: unknown } | null)?.error_id;
  return typeof id === 'string' ? id : undefined;
};
