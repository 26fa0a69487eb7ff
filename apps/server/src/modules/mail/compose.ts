import { isRightToLeft, regionalLanguage, UI_LANGUAGES, type US_ENGLISH } from '@numbloom/domain/regions';
import { escapeHtml, type OutgoingMail } from './service.ts';

/** The languages the product's mails are written in; anything else gets English. */
export const MAIL_LANGUAGES = UI_LANGUAGES;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

export const mailLanguage = (language: string | null | undefined): MailLanguage => {
  const code = (language ?? '').toLowerCase().slice(0, 2);
  return (MAIL_LANGUAGES as readonly string[]).includes(code) ? (code as MailLanguage) : 'en';
};

/** A mail's language as its recipient's site writes it: 'en-US' on the US site, whose English words some texts its own way. */
export type MailLocale = MailLanguage | typeof US_ENGLISH;

/** Some of a mail's texts, worded again: any text, or a group's texts one by one. */
export type Reworded<T> = { [K in keyof T]?: T[K] extends string | ((...args: never[]) => string) ? T[K] : Reworded<T[K]> };

/**
 * A text in every mail language: each mail's wording lives beside the module
 * that sends it. English is the English of the sites outside the US (maths,
 * practise, licence, working days); 'en-US' rewords, for the US site, the
 * texts US English words its own way, as the web's en-US catalogues do.
 */
export type Localized<T> = Record<MailLanguage, T> & { 'en-US'?: Reworded<T> };

function overlaid<T>(base: T, overlay: Reworded<T>): T {
  const result = { ...base } as Record<string, unknown>;
  for (const [key, text] of Object.entries(overlay as Record<string, unknown>)) {
    const under = result[key];
    result[key] = text && typeof text === 'object' && under && typeof under === 'object' ? overlaid(under, text as Reworded<typeof under>) : text;
  }
  return result as T;
}

/**
 * A mail's texts for its recipient: in the language of the page they used, as
 * their site words it (regionalLanguage: US English on the US site). language
 * names the mail language (for a page address or what staff wrote per
 * language), locale the language the mail is written in.
 */
export function mailTexts<T>(texts: Localized<T>, language: string | null | undefined, region: string | null | undefined): { t: T; language: MailLanguage; locale: MailLocale } {
  const mail = mailLanguage(language);
  const locale = regionalLanguage(region, mail);
  const overlay = locale && texts[locale];
  return overlay ? { t: overlaid(texts[mail], overlay), language: mail, locale } : { t: texts[mail], language: mail, locale: mail };
}

/** One block of a mail: a paragraph, or a list of label and value lines. */
export type MailBlock = string | { rows: Array<[label: string, value: string]> };

/**
 * A plain mail in one language: a greeting, paragraphs and labelled rows, as
 * text and as simple HTML (right to left for Arabic and Hebrew: the language's own direction). Every value is escaped.
 */
export function composeMail(args: { to: string; subject: string; language: MailLocale; greeting: string; blocks: MailBlock[]; signature?: string }): OutgoingMail {
  const dir = isRightToLeft(args.language) ? 'rtl' : 'ltr';
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
