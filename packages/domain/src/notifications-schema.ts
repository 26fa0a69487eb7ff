import { z } from 'zod';
import { NOTIFICATION_MESSAGES, NOTIFICATION_TOPICS, type NotificationPreferences, type UnsubscribeResponse } from './notifications.ts';
import { regionFields } from './accounts.ts';
import { text } from './text-schema.ts';

/** The preferences as the API gives them. */
export const preferencesSchema = z.object({ challenge_updates: z.boolean(), weekly_summary: z.boolean() }) satisfies z.ZodType<NotificationPreferences>;

/** A change of preferences: either topic, or both; nothing else. */
export const preferencesChangeSchema = z
  .strictObject({ challenge_updates: z.boolean().optional(), weekly_summary: z.boolean().optional(), ...regionFields })
  .refine((v) => v.challenge_updates !== undefined || v.weekly_summary !== undefined, { message: NOTIFICATION_MESSAGES.nothingToChange });

/** An unsubscribe link's token, as the page sends it (what it says is checked on the server only). */
export const unsubscribeSchema = z.strictObject({ token: text(200).min(1, { message: NOTIFICATION_MESSAGES.invalidToken }), ...regionFields });

/** A one-click unsubscribe (RFC 8058): the token in the address the List-Unsubscribe header gave… */
export const oneClickQuerySchema = z.strictObject({ token: text(200).min(1, { message: NOTIFICATION_MESSAGES.invalidToken }) });
/** …and the form body a mail client posts to it, exactly as the RFC words it. */
export const oneClickBodySchema = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') });

export const unsubscribeResponseSchema = z.object({ topic: z.enum(NOTIFICATION_TOPICS) }) satisfies z.ZodType<UnsubscribeResponse>;
