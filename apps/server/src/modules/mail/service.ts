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
  /** Extra headers for a real send (List-Unsubscribe); the dev mailbox keeps the message without them. */
  headers?: Record<string, string>;
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
    await transportFor(SMTP_URL).sendMail({ from: MAIL_FROM, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, ...(mail.headers && { headers: mail.headers }) });
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
/** The dev mailbox exists outside production when mail is kept rather than sent (no SMTP_URL). */
export const mailboxEnabled = (deps: Deps) => !deps.config.production && !deps.config.SMTP_URL;

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;
/**
 * Whether a request comes from this machine: both the connection's peer and
 * the client address (which X-Forwarded-For sets behind a trusted proxy) are
 * loopback. The mailbox holds every code and reset link, so a server started
 * with npm start on a school network shows it to nobody else.
 */
export const fromThisMachine = (request: { ip: string; socket: { remoteAddress?: string } }) =>
  LOOPBACK.test(request.ip) && LOOPBACK.test(request.socket.remoteAddress ?? '');

/** Escapes text for the HTML part of an email. */
export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** What a background send reports a failure to (the app's logger). */
export interface MailLog {
  warn(obj: object, msg: string): void;
}

const inFlight = new Set<Promise<void>>();

/**
 * Sends without holding the request: a slow or unreachable SMTP server never
 * delays or fails what the person did (their form is already stored, and
 * staff see it in the admin). A failure is logged with the mail's purpose.
 */
export function sendLater(deps: Deps, mail: OutgoingMail, log: MailLog, purpose: string): void {
  const job = sendMail(deps, mail)
    .catch((err: unknown) => log.warn({ err, purpose }, 'mail not sent'))
    .finally(() => inFlight.delete(job));
  inFlight.add(job);
}

/** Resolves when every background send started so far has finished (graceful stop, tests). */
export const mailSettled = () => Promise.all([...inFlight]).then(() => undefined);
