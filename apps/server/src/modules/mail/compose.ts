import { escapeHtml, type OutgoingMail } from './service.ts';

/** The languages the product's mails are written in; anything else gets English. */
export const MAIL_LANGUAGES = ['en', 'fr', 'es', 'ar'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export const mailLanguage = (language: string | null | undefined): MailLanguage => {
  const code = (language ?? '').toLowerCase().slice(0, 2);
  return (MAIL_LANGUAGES as readonly string[]).includes(code) ? (code as MailLanguage) : 'en';
};

/** A text in every mail language: each mail's wording lives beside the module that sends it. */
export type Localized<T> = Record<MailLanguage, T>;

/** One block of a mail: a paragraph, or a list of label and value lines. */
export type MailBlock = string | { rows: Array<[label: string, value: string]> };

/**
 * A plain mail in one language: a greeting, paragraphs and labelled rows, as
 * text and as simple HTML (right to left for Arabic). Every value is escaped.
 */
export function composeMail(args: { to: string; subject: string; language: MailLanguage; greeting: string; blocks: MailBlock[]; signature?: string }): OutgoingMail {
  const dir = args.language === 'ar' ? 'rtl' : 'ltr';
  const textBlocks = args.blocks.map((b) => (typeof b === 'string' ? b : b.rows.map(([k, v]) => `${k}: ${v}`).join('\n')));
  const htmlBlocks = args.blocks.map((b) =>
    typeof b === 'string'
      ? `<p>${escapeHtml(b).replace(/\n/g, '<br>')}</p>`
      : `<table role="presentation">${b.rows.map(([k, v]) => `<tr><th align="start" style="padding-inline-end:12px;text-align:start">${escapeHtml(k)}</th><td>${escapeHtml(v).replace(/\n/g, '<br>')}</td></tr>`).join('')}</table>`,
  );
  const signature = args.signature ?? 'Numbloom';
  return {
    to: args.to,
    subject: args.subject,
    text: `${args.greeting}\n\n${textBlocks.join('\n\n')}\n\n${signature}\n`,
    html: `<div dir="${dir}" lang="${args.language}"><p>${escapeHtml(args.greeting)}</p>${htmlBlocks.join('')}<p>${escapeHtml(signature)}</p></div>`,
  };
}
