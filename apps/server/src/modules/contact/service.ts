import type { contactFormSchema } from '@numbloom/domain/contact';
import { prepareEmail } from '@numbloom/domain/form-rules';
import { preparePhone } from '@numbloom/domain/phone';
import { DEFAULT_LANGUAGE, DEFAULT_REGION } from '@numbloom/domain/regions';
import { staffPagePath } from '@numbloom/domain/staff';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { Paging } from '../../db/search.ts';
import { notFound } from '../../lib/http-error.ts';
import { submissionHash } from '../../lib/submission-hash.ts';
import { sendLater, type MailLog } from '../mail/service.ts';
import { enquiryConfirmation, enquiryNotice } from './mails.ts';
import * as store from './store.ts';
import type { EnquiryRow } from './store.ts';

/** What the route hands over once the schema has passed it (inputs and outputs agree on a valid form). */
type ContactInput = z.input<typeof contactFormSchema>;

export const ENQUIRY_NOT_FOUND = 'This enquiry was not found.';

/** Stores an enquiry once, however many times the same one is sent; returns the new row, or undefined for a repeat. */
async function storeEnquiry(db: Db, input: ContactInput, now: Date): Promise<EnquiryRow | undefined> {
  const email = prepareEmail(input.email ?? '');
  const row = {
    formType: input.form_type ?? 'enquiry',
    name: input.your_name!.trim(),
    email,
    phone: input.phone ? preparePhone(input.phone) : null,
    organisation: input.organisation?.trim() || null,
    message: input.message!.trim(),
    regionCode: (input.region_code ?? DEFAULT_REGION).toLowerCase(),
    languageCode: (input.language_code ?? DEFAULT_LANGUAGE).toLowerCase(),
  };
  return store.insertEnquiryOnce(db, { ...row, submissionHash: submissionHash(row), createdAt: now, updatedAt: now });
}

/** Stores an enquiry once, however many times the same one is sent (no mail: see receiveEnquiry). */
export async function saveEnquiry(db: Db, input: ContactInput): Promise<{ created: boolean }> {
  return { created: !!(await storeEnquiry(db, input, new Date())) };
}

/**
 * The contact form: the enquiry is stored once; a new one is mailed to staff
 * (STAFF_EMAIL) and confirmed to the sender in their language, in the
 * background (the enquiry is kept whatever the mail does).
 */
export async function receiveEnquiry(deps: Deps, input: ContactInput, log: MailLog): Promise<{ created: boolean }> {
  const inserted = await storeEnquiry(deps.database.db, input, deps.now());
  if (inserted) {
    const adminUrl = `${deps.config.PUBLIC_URL}${staffPagePath('enquiry', inserted.id)}`;
    sendLater(deps, enquiryNotice(inserted, deps.config.STAFF_EMAIL, adminUrl), log, 'enquiry notice');
    sendLater(deps, enquiryConfirmation(inserted), log, 'enquiry confirmation');
  }
  return { created: !!inserted };
}

// ---- staff ----------------------------------------------------------------

export const listEnquiries = (deps: Deps, filter: { q?: string; status?: string }, page: Paging) => store.listEnquiries(deps.database.db, filter, page);

export async function getEnquiry(deps: Deps, id: string): Promise<EnquiryRow> {
  const row = await store.enquiryById(deps.database.db, id);
  if (!row) throw notFound(ENQUIRY_NOT_FOUND);
  return row;
}

export async function setEnquiryStatus(deps: Deps, id: string, status: string): Promise<{ before: EnquiryRow; after: EnquiryRow }> {
  const before = await getEnquiry(deps, id);
  const after = await store.setEnquiryStatus(deps.database.db, id, status, deps.now());
  return { before, after: after! };
}
