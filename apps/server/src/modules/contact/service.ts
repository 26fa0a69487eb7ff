import type { contactFormSchema } from '@numbloom/domain/contact';
import { prepareEmail, preparePhone } from '@numbloom/domain/form-rules';
import { DEFAULT_LANGUAGE, DEFAULT_REGION } from '@numbloom/domain/regions';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { submissionHash } from '../../lib/submission-hash.ts';
import { enquiries } from './tables.ts';

/** What the route hands over once the schema has passed it (inputs and outputs agree on a valid form). */
type ContactInput = z.input<typeof contactFormSchema>;

/** Stores an enquiry once, however many times the same one is sent. */
export async function saveEnquiry(db: Db, input: ContactInput): Promise<{ created: boolean }> {
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
  const inserted = await db
    .insert(enquiries)
    .values({ ...row, submissionHash: submissionHash(row) })
    .onConflictDoNothing({ target: enquiries.submissionHash })
    .returning({ id: enquiries.id });
  return { created: inserted.length > 0 };
}
