import { detailsFor } from '@numbloom/domain/event-details';
import { composeMail, mailTexts, type Localized, type MailBlock } from '../mail/compose.ts';
import type { OutgoingMail } from '../mail/service.ts';
import type { CampaignRow } from './presenter.ts';

type Texts = {
  subject: (title: string) => string;
  greeting: (name: string) => string;
  hello: string;
  received: (title: string) => string;
  next: { m_rd: string; m_se: string; other: (start: string | null) => string };
  dates: string;
  benefits: string;
  page: (url: string) => string;
};

const TEXTS: Localized<Texts> = {
  en: {
    subject: (title) => `You are registered: ${title}`,
    greeting: (name) => `Hello ${name},`,
    hello: 'Hello,',
    received: (title) => `Thank you for registering for ${title}. We have your details.`,
    next: {
      m_rd: 'What happens next: a member of our team will write to you within two working days to arrange your demo at a time that suits your school.',
      m_se: 'What happens next: a member of our team will write to you within two working days with a quote for your school and answers to your questions.',
      other: (start) => `What happens next: we will write to you with everything you need${start ? ` before it starts on ${start}` : ''}.`,
    },
    dates: 'Dates',
    benefits: 'What you get:',
    page: (url) => `The details are on the campaign page: ${url}`,
  },
  fr: {
    subject: (title) => `Votre inscription est confirmée : ${title}`,
    greeting: (name) => `Bonjour ${name},`,
    hello: 'Bonjour,',
    received: (title) => `Merci de vous être inscrit(e) à ${title}. Nous avons bien reçu vos coordonnées.`,
    next: {
      m_rd: 'La suite : un membre de notre équipe vous écrira dans un délai de deux jours ouvrables pour organiser votre démonstration au moment qui convient à votre école.',
      m_se: 'La suite : un membre de notre équipe vous écrira dans un délai de deux jours ouvrables avec un devis pour votre école et les réponses à vos questions.',
      other: (start) => `La suite : nous vous écrirons avec tout ce dont vous avez besoin${start ? ` avant le début, le ${start}` : ''}.`,
    },
    dates: 'Dates',
    benefits: 'Ce que vous recevez :',
    page: (url) => `Tous les détails sont sur la page de la campagne : ${url}`,
  },
  es: {
    subject: (title) => `Inscripción confirmada: ${title}`,
    greeting: (name) => `Hola, ${name}:`,
    hello: 'Hola:',
    received: (title) => `Gracias por inscribirse en ${title}. Hemos recibido sus datos.`,
    next: {
      m_rd: 'Próximos pasos: un miembro de nuestro equipo le escribirá en un plazo de dos días hábiles para organizar su demostración cuando mejor le convenga a su escuela.',
      m_se: 'Próximos pasos: un miembro de nuestro equipo le escribirá en un plazo de dos días hábiles con un presupuesto para su escuela y respuestas a sus preguntas.',
      other: (start) => `Próximos pasos: le escribiremos con todo lo que necesita${start ? ` antes de que empiece el ${start}` : ''}.`,
    },
    dates: 'Fechas',
    benefits: 'Lo que recibe:',
    page: (url) => `Todos los detalles están en la página de la campaña: ${url}`,
  },
  ar: {
    subject: (title) => `تم تسجيلك: ${title}`,
    greeting: (name) => `مرحبًا ${name}،`,
    hello: 'مرحبًا،',
    received: (title) => `شكرًا لتسجيلك في ${title}. لقد وصلتنا بياناتك.`,
    next: {
      m_rd: 'الخطوة التالية: سيكتب إليك أحد أعضاء فريقنا خلال يومي عمل لترتيب العرض التوضيحي في الوقت الذي يناسب مدرستك.',
      m_se: 'الخطوة التالية: سيكتب إليك أحد أعضاء فريقنا خلال يومي عمل مع عرض سعر لمدرستك وإجابات عن أسئلتك.',
      other: (start) => `الخطوة التالية: سنكتب إليك بكل ما تحتاج إليه${start ? ` قبل أن تبدأ في ${start}` : ''}.`,
    },
    dates: 'التواريخ',
    benefits: 'ما ستحصل عليه:',
    page: (url) => `التفاصيل في صفحة الحملة: ${url}`,
  },
  he: {
    subject: (title) => `ההרשמה שלך התקבלה: ${title}`,
    greeting: (name) => `שלום ${name},`,
    hello: 'שלום,',
    received: (title) => `תודה על ההרשמה ל${title}. הפרטים שלך אצלנו.`,
    next: {
      m_rd: 'מה הלאה: אחד מאנשי הצוות שלנו יכתוב לך בתוך שני ימי עבודה כדי לתאם את ההדגמה במועד שנוח לבית הספר שלך.',
      m_se: 'מה הלאה: אחד מאנשי הצוות שלנו יכתוב לך בתוך שני ימי עבודה עם הצעת מחיר לבית הספר שלך ותשובות לשאלותיך.',
      other: (start) => `מה הלאה: נכתוב לך ונשלח את כל מה שצריך${start ? ` לפני הפתיחה ב-${start}` : ''}.`,
    },
    dates: 'תאריכים',
    benefits: 'מה תקבלו:',
    page: (url) => `כל הפרטים בדף הקמפיין: ${url}`,
  },
  zh: {
    subject: (title) => `报名成功：${title}`,
    greeting: (name) => `${name}，您好：`,
    hello: '您好：',
    received: (title) => `感谢您报名参加${title}。我们已收到您的信息。`,
    next: {
      m_rd: '接下来：我们的团队成员将在两个工作日内与您联系，按贵校方便的时间安排演示。',
      m_se: '接下来：我们的团队成员将在两个工作日内与您联系，为贵校提供报价并解答您的问题。',
      other: (start) => `接下来：${start ? `在 ${start} 开始之前，` : ''}我们会把您需要的一切发送给您。`,
    },
    dates: '日期',
    benefits: '您将获得：',
    page: (url) => `详情请见活动页面：${url}`,
  },
  de: {
    subject: (title) => `Ihre Anmeldung ist bestätigt: ${title}`,
    greeting: (name) => `Guten Tag ${name},`,
    hello: 'Guten Tag,',
    received: (title) => `Vielen Dank für Ihre Anmeldung zu ${title}. Ihre Angaben liegen uns vor.`,
    next: {
      m_rd: 'Wie es weitergeht: Ein Mitglied unseres Teams meldet sich innerhalb von zwei Werktagen bei Ihnen, um Ihre Vorführung zu einem Termin zu vereinbaren, der Ihrer Schule passt.',
      m_se: 'Wie es weitergeht: Ein Mitglied unseres Teams meldet sich innerhalb von zwei Werktagen bei Ihnen, mit einem Angebot für Ihre Schule und Antworten auf Ihre Fragen.',
      other: (start) => `Wie es weitergeht: Wir schicken Ihnen alles, was Sie brauchen${start ? `, bevor es am ${start} beginnt` : ''}.`,
    },
    dates: 'Termine',
    benefits: 'Das erhalten Sie:',
    page: (url) => `Alle Einzelheiten finden Sie auf der Seite der Aktion: ${url}`,
  },
  pt: {
    subject: (title) => `Sua inscrição está confirmada: ${title}`,
    greeting: (name) => `Olá, ${name},`,
    hello: 'Olá,',
    received: (title) => `Obrigado por se inscrever em ${title}. Recebemos os seus dados.`,
    next: {
      m_rd: 'Próximos passos: uma pessoa da nossa equipe vai escrever para você em até dois dias úteis para marcar a sua demonstração no horário que for melhor para a sua escola.',
      m_se: 'Próximos passos: uma pessoa da nossa equipe vai escrever para você em até dois dias úteis com um orçamento para a sua escola e as respostas às suas perguntas.',
      other: (start) => `Próximos passos: vamos enviar tudo de que você precisa${start ? ` antes do início, em ${start}` : ''}.`,
    },
    dates: 'Datas',
    benefits: 'O que você recebe:',
    page: (url) => `Todos os detalhes estão na página da campanha: ${url}`,
  },
  'en-US': {
    next: {
      m_rd: 'What happens next: a member of our team will write to you within two business days to arrange your demo at a time that suits your school.',
      m_se: 'What happens next: a member of our team will write to you within two business days with a quote for your school and answers to your questions.',
    },
  },
};

const day = (language: string, date: Date) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/**
 * The registrant's confirmation, in the language of the page they registered
 * on as its site words it: the campaign's title, what happens next (a demo request, a sales
 * enquiry, or an event), its dates, what entrants get, and its page.
 */
export function campaignConfirmation(args: { campaign: CampaignRow; to: string; name: string | null; language: string; region: string; publicUrl: string }): OutgoingMail {
  const { t, language, locale } = mailTexts(TEXTS, args.language, args.region);
  const { campaign } = args;
  const shown = detailsFor(campaign.details, language, campaign.name);
  const start = campaign.startTime ? day(locale, campaign.startTime) : null;
  const end = campaign.endTime ? day(locale, campaign.endTime) : null;
  const next = campaign.campaignSource === 'm_rd' ? t.next.m_rd : campaign.campaignSource === 'm_se' ? t.next.m_se : t.next.other(start);
  const blocks: MailBlock[] = [t.received(shown.title), next];
  if (start || end) blocks.push({ rows: [[t.dates, [start, end].filter(Boolean).join(' – ')]] });
  if (shown.benefits.length) blocks.push(`${t.benefits}\n${shown.benefits.map((b) => `• ${b}`).join('\n')}`);
  blocks.push(t.page(`${args.publicUrl}/${args.region.toLowerCase()}/${language}/campaign/${campaign.slug}/`));
  return composeMail({ to: args.to, subject: t.subject(shown.title), language: locale, greeting: args.name ? t.greeting(args.name) : t.hello, blocks });
}
