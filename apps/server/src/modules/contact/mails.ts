import { composeMail, mailTexts, type Localized } from '../mail/compose.ts';
import type { OutgoingMail } from '../mail/service.ts';
import type { EnquiryRow } from './store.ts';

const CONFIRMATION: Localized<{ subject: string; greeting: (name: string) => string; body: string; sent: (when: string) => string }> = {
  en: {
    subject: 'We have received your message',
    greeting: (name) => `Hello ${name},`,
    body: 'Thank you for writing to Numbloom. A member of our team will reply to this address within two working days.',
    sent: (when) => `Your message was sent on ${when} (UTC).`,
  },
  fr: {
    subject: 'Nous avons bien reçu votre message',
    greeting: (name) => `Bonjour ${name},`,
    body: "Merci d'avoir écrit à Numbloom. Un membre de notre équipe répondra à cette adresse dans un délai de deux jours ouvrables.",
    sent: (when) => `Votre message a été envoyé le ${when} (UTC).`,
  },
  es: {
    subject: 'Hemos recibido su mensaje',
    greeting: (name) => `Hola, ${name}:`,
    body: 'Gracias por escribir a Numbloom. Un miembro de nuestro equipo responderá a esta dirección en un plazo de dos días hábiles.',
    sent: (when) => `Su mensaje se envió el ${when} (UTC).`,
  },
  ar: {
    subject: 'لقد تلقّينا رسالتك',
    greeting: (name) => `مرحبًا ${name}،`,
    body: 'شكرًا لمراسلتك Numbloom. سيرد أحد أعضاء فريقنا على هذا العنوان خلال يومي عمل.',
    sent: (when) => `أُرسلت رسالتك في ${when} (بتوقيت UTC).`,
  },
  he: {
    subject: 'קיבלנו את ההודעה שלך',
    greeting: (name) => `שלום ${name},`,
    body: 'תודה שכתבת ל-Numbloom. אחד מאנשי הצוות שלנו ישיב לכתובת זו בתוך שני ימי עבודה.',
    sent: (when) => `ההודעה שלך נשלחה ב-${when} (UTC).`,
  },
  zh: {
    subject: '我们已收到您的留言',
    greeting: (name) => `${name}，您好：`,
    body: '感谢您联系 Numbloom。我们的团队成员将在两个工作日内回复到此邮箱。',
    sent: (when) => `您的留言发送于 ${when}（UTC）。`,
  },
  de: {
    subject: 'Wir haben Ihre Nachricht erhalten',
    greeting: (name) => `Guten Tag ${name},`,
    body: 'Vielen Dank für Ihre Nachricht an Numbloom. Ein Mitglied unseres Teams antwortet Ihnen innerhalb von zwei Werktagen an diese Adresse.',
    sent: (when) => `Ihre Nachricht wurde am ${when} (UTC) gesendet.`,
  },
  pt: {
    subject: 'Recebemos a sua mensagem',
    greeting: (name) => `Olá, ${name},`,
    body: 'Obrigado por escrever para a Numbloom. Uma pessoa da nossa equipe vai responder neste endereço em até dois dias úteis.',
    sent: (when) => `A sua mensagem foi enviada em ${when} (UTC).`,
  },
  'en-US': {
    body: 'Thank you for writing to Numbloom. A member of our team will reply to this address within two business days.',
  },
};

/**
 * The sender's confirmation, in the language of the page they wrote from, as its site words it. It
 * does not repeat the message: anyone can type any address into the form, and
 * the product must not carry their words to a stranger.
 */
export function enquiryConfirmation(row: EnquiryRow): OutgoingMail {
  const { t, locale } = mailTexts(CONFIRMATION, row.languageCode, row.regionCode);
  const sent = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(row.createdAt);
  return composeMail({
    to: row.email,
    subject: t.subject,
    language: locale,
    greeting: t.greeting(row.name),
    blocks: [t.body, t.sent(sent)],
  });
}

/** The form's type with its English article: "An enquiry", "A request"; a type staff did not expect keeps its word. */
const withArticle = (formType: string) => `${/^[aeiou]/i.test(formType) ? 'An' : 'A'} ${formType}`;

/** Staff's copy (English), with everything needed to reply and a link to mark it answered. */
export function enquiryNotice(row: EnquiryRow, to: string, adminUrl: string): OutgoingMail {
  return composeMail({
    to,
    subject: `New ${row.formType} from ${row.name}${row.organisation ? ` (${row.organisation})` : ''}`,
    language: 'en',
    greeting: `${withArticle(row.formType)} came in through the contact form on the ${row.regionCode}/${row.languageCode} site. Reply to the sender within two working days, as the page promises.`,
    blocks: [
      {
        rows: [
          ['Name', row.name],
          ['Email', row.email],
          ['Phone', row.phone ?? '—'],
          ['Organisation', row.organisation ?? '—'],
          ['Language', row.languageCode],
          ['Message', row.message],
        ],
      },
      `Mark it answered in the staff admin: ${adminUrl}`,
    ],
  });
}
