import nodemailer, { type Transporter } from 'nodemailer';
import { desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { mailbox } from './tables.ts';

/**
 * The one way the product sends email: through SMTP_URL (nodemailer) when it
 * is set, otherwise into the dev mailbox table, shown at /dev/mailbox outside
 * production. Modules call sendMail and never see which.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

const transports = new Map<string, Transporter>();

function transportFor(url: string): Transporter {
  let transport = transports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    transports.set(url, transport);
  }
  return transport;
}

export async function sendMail(deps: Deps, mail: OutgoingMail): Promise<void> {
  const { SMTP_URL, MAIL_FROM } = deps.config;
  if (SMTP_URL) {
    await transportFor(SMTP_URL).sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
    return;
  }
  await deps.database.db.insert(mailbox).values({
    from: MAIL_FROM,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    createdAt: deps.now(),
  });
}

/** Dev mailbox messages, newest first, optionally for one address. */
export async function listMailbox(deps: Deps, to?: string, limit = 50) {
  const db = deps.database.db;
  const query = db.select().from(mailbox);
  const rows = await (to ? query.where(eq(mailbox.to, to.toLowerCase())) : query).orderBy(desc(mailbox.createdAt), desc(mailbox.id)).limit(limit);
  return rows;
}

/** The dev mailbox exists outside production only (it would show everyone's codes). */
export const mailboxEnabled = (deps: Deps) => !deps.config.production;

/** Escapes text for the HTML part of an email. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
