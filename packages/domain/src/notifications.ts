/**
 * Mail the product sends on its own (decision 078): teachers hear when a challenge their class is
 * registered for opens, ends and has its certificates ready; parents who chose it get a weekly
 * summary of each child. Each kind of mail is a topic its reader can turn off, signed in (the
 * preferences) or not (the unsubscribe link every such mail carries). Types and texts only; the
 * schemas are in notifications-schema.ts, so a page that only reads these does not load zod.
 */
export const NOTIFICATION_TOPICS = ['challenge-updates', 'weekly-summary'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

export const NOTIFICATION_PATHS = {
  preferences: '/api/v2/notifications/preferences/',
  unsubscribe: '/api/v2/notifications/unsubscribe/',
  /** POST ?token=…: a mail client's one-click unsubscribe (RFC 8058), the List-Unsubscribe header's address */
  oneClick: '/api/v2/notifications/one-click-unsubscribe/',
} as const;

/** The page an unsubscribe link opens, under /{region}/{language}/ (the token in its query). */
export const UNSUBSCRIBE_PAGE = 'unsubscribe/';

/** Which mail a person gets: challenge news on unless turned off, the weekly summary only when chosen. */
export interface NotificationPreferences {
  challenge_updates: boolean;
  weekly_summary: boolean;
}

export interface UnsubscribeResponse {
  topic: NotificationTopic;
}

export const NOTIFICATION_MESSAGES = {
  nothingToChange: 'Say which emails to turn on or off.',
  invalidToken: 'This unsubscribe link is not valid. Sign in to choose which emails you get.',
} as const;
