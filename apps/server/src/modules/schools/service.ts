import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { prepareSearchTerm } from '@numbloom/domain/form-rules';
import { SCHOOL_SEARCH_LIMIT, type SearchedSchool } from '@numbloom/domain/school';
import type { InviteLink, InviteType } from '@numbloom/domain/campaign';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { presentInviteLink, presentSchool } from './presenter.ts';
import type { SearchCache } from './search-cache.ts';
import { findInviteToken, findSchool, findSchools, inviteTokens, renewInviteToken, searchSchools } from './store.ts';

/** Longest term searched; anything longer cannot be a school name prefix worth the work. */
export const MAX_TERM_LENGTH = 100;

/** Spec §5: the term is trimmed and lower-cased; an empty term is not searched. */
export async function autocomplete(db: Db, rawTerm: string | undefined, cache?: SearchCache): Promise<SearchedSchool[]> {
  const term = prepareSearchTerm(rawTerm ?? '').slice(0, MAX_TERM_LENGTH);
  if (term === '') return [];
  const cached = cache?.get(term);
  if (cached) return cached;
  const result = (await searchSchools(db, term, SCHOOL_SEARCH_LIMIT)).map(presentSchool);
  cache?.set(term, result);
  return result;
}

/** A school by id, for registrations that name one (other modules use this, never the table). */
export async function schoolById(db: Db, id: number): Promise<SearchedSchool | undefined> {
  const row = await findSchool(db, id);
  return row && presentSchool(row);
}

/** Spec §6/§7 enterprise invite links of a school, made on first request and the same ever after. */
export async function inviteLinks(db: Db, publicUrl: string, schoolId: number, types: readonly InviteType[]): Promise<InviteLink[]> {
  if (!(await findSchool(db, schoolId))) throw notFound(MESSAGES.schoolNotFound);
  const rows = await inviteTokens(db, schoolId, types, () => randomBytes(16).toString('base64url'));
  return rows.map((row) => presentInviteLink(publicUrl, row));
}

/** The school and invitation type of an invitation token (a school's type-1 or type-2 link), if it is current. */
export async function invitationOf(db: Db, token: string): Promise<{ school: SearchedSchool; inviteType: InviteType } | undefined> {
  const found = await findInviteToken(db, token);
  if (!found) return undefined;
  const row = await findSchool(db, found.schoolId);
  return row && { school: presentSchool(row), inviteType: found.inviteType as InviteType };
}

/** A new token for a school's invitation of this type (the old link stops working); answers the new link. */
export async function renewInviteLink(db: Db, publicUrl: string, schoolId: number, type: InviteType): Promise<InviteLink> {
  const token = randomBytes(16).toString('base64url');
  await renewInviteToken(db, schoolId, type, token);
  return presentInviteLink(publicUrl, { inviteType: type, token });
}

/** Schools by id, as the search presents them. */
export const schoolsByIds = async (db: Db, ids: number[]): Promise<SearchedSchool[]> => (await findSchools(db, [...new Set(ids)])).map(presentSchool);
