import type { mailbox } from './tables.ts';

export const presentMail = (row: typeof mailbox.$inferSelect) => ({
  id: row.id,
  from: row.from,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  created_at: row.createdAt.toISOString(),
});
