import { detailsFor } from '@numbloom/domain/event-details';
import { composeMail, mailTexts, type Localized, type MailBlock } from '../mail/compose.ts';
import type { OutgoingMail } from '../mail/service.ts';
import type { CompetitionRow } from './presenter.ts';

type Texts = {
  subject: (title: string) => string;
  greeting: (name: string) => string;
  hello: string;
  received: (title: string) => string;
  next: { created: (start: string | null) => string; warmup: (start: string | null) => string; contest: (end: string | null) => string };
  dates: string;
  benefits: string;
  rules: (url: string) => string;
};

const TEXTS: Localized<Texts> = {
  en: {
    subject: (title) => `Registration received: ${title}`,
    greeting: (name) => `Hello ${name},`,
    hello: 'Hello,',
    received: (title) => `Thank you for registering your school for ${title}.`,
    next: {
      created: (start) => `What happens next: registration is open. Before the contest${start ? ` starts on ${start}` : ' starts'}, we will send you your students' logins and the warm-up dates.`,
      warmup: (start) => `What happens next: the warm-up is on, so your students can practise now. The contest${start ? ` starts on ${start}` : ' follows'}.`,
      contest: (end) => `What happens next: the contest is on${end ? ` until ${end}` : ''}, so your students can take part now.`,
    },
    dates: 'Contest dates',
    benefits: 'What entrants get:',
    rules: (url) => `The rules are on the competition page: ${url}`,
  },
  fr: {
    subject: (title) => `Inscription reçue : ${title}`,
    greeting: (name) => `Bonjour ${name},`,
    hello: 'Bonjour,',
    received: (title) => `Merci d'avoir inscrit votre école à ${title}.`,
    next: {
      created: (start) => `La suite : les inscriptions sont ouvertes. Avant le début du concours${start ? `, le ${start}` : ''}, nous vous enverrons les identifiants de vos élèves et les dates de l'entraînement.`,
      warmup: (start) => `La suite : l'entraînement a commencé, vos élèves peuvent s'exercer dès maintenant. Le concours${start ? ` commence le ${start}` : ' suivra'}.`,
      contest: (end) => `La suite : le concours est en cours${end ? ` jusqu'au ${end}` : ''}, vos élèves peuvent y participer dès maintenant.`,
    },
    dates: 'Dates du concours',
    benefits: 'Ce que reçoivent les participants :',
    rules: (url) => `Le règlement est sur la page du concours : ${url}`,
  },
  es: {
    subject: (title) => `Inscripción recibida: ${title}`,
    greeting: (name) => `Hola, ${name}:`,
    hello: 'Hola:',
    received: (title) => `Gracias por inscribir a su escuela en ${title}.`,
    next: {
      created: (start) => `Próximos pasos: la inscripción está abierta. Antes de que empiece el concurso${start ? ` el ${start}` : ''}, le enviaremos los accesos de sus estudiantes y las fechas del calentamiento.`,
      warmup: (start) => `Próximos pasos: el calentamiento está en marcha, así que sus estudiantes ya pueden practicar. El concurso${start ? ` empieza el ${start}` : ' vendrá después'}.`,
      contest: (end) => `Próximos pasos: el concurso está en marcha${end ? ` hasta el ${end}` : ''}, así que sus estudiantes ya pueden participar.`,
    },
    dates: 'Fechas del concurso',
    benefits: 'Lo que reciben los participantes:',
    rules: (url) => `Las reglas están en la página del concurso: ${url}`,
  },
  ar: {
    subject: (title) => `وصلنا تسجيلك: ${title}`,
    greeting: (name) => `مرحبًا ${name}،`,
    hello: 'مرحبًا،',
    received: (title) => `شكرًا لتسجيل مدرستك في ${title}.`,
    next: {
      created: (start) => `الخطوة التالية: التسجيل مفتوح. قبل أن تبدأ المسابقة${start ? ` في ${start}` : ''}، سنرسل إليك بيانات دخول طلابك ومواعيد التدريب.`,
      warmup: (start) => `الخطوة التالية: التدريب جارٍ، فيمكن لطلابك التمرّن الآن. ${start ? `تبدأ المسابقة في ${start}` : 'وتليه المسابقة'}.`,
      contest: (end) => `الخطوة التالية: المسابقة جارية${end ? ` حتى ${end}` : ''}، فيمكن لطلابك المشاركة الآن.`,
    },
    dates: 'مواعيد المسابقة',
    benefits: 'ما يحصل عليه المشاركون:',
    rules: (url) => `القواعد في صفحة المسابقة: ${url}`,
  },
  he: {
    subject: (title) => `ההרשמה התקבלה: ${title}`,
    greeting: (name) => `שלום ${name},`,
    hello: 'שלום,',
    received: (title) => `תודה שרשמת את בית הספר שלך ל${title}.`,
    next: {
      created: (start) => `מה הלאה: ההרשמה פתוחה. לפני שהתחרות תתחיל${start ? ` ב-${start}` : ''}, נשלח לך את פרטי הכניסה של התלמידים ואת מועדי האימון.`,
      warmup: (start) => `מה הלאה: שלב האימון פתוח, כך שהתלמידים שלך יכולים להתאמן כבר עכשיו. ${start ? `התחרות תתחיל ב-${start}` : 'אחריו תבוא התחרות'}.`,
      contest: (end) => `מה הלאה: התחרות פתוחה${end ? ` עד ${end}` : ''}, כך שהתלמידים שלך יכולים להשתתף כבר עכשיו.`,
    },
    dates: 'מועדי התחרות',
    benefits: 'מה מקבלים המשתתפים:',
    rules: (url) => `התקנון נמצא בדף התחרות: ${url}`,
  },
  zh: {
    subject: (title) => `已收到报名：${title}`,
    greeting: (name) => `${name}，您好：`,
    hello: '您好：',
    received: (title) => `感谢您为贵校报名参加${title}。`,
    next: {
      created: (start) => `接下来：报名正在进行中。在比赛${start ? `于 ${start} ` : ''}开始之前，我们会把学生的登录信息和热身练习的时间发送给您。`,
      warmup: (start) => `接下来：热身练习已经开始，学生现在就可以练习。${start ? `比赛将于 ${start} 开始` : '热身之后就是正式比赛'}。`,
      contest: (end) => `接下来：比赛正在进行中${end ? `，截止到 ${end}` : ''}，学生现在就可以参加。`,
    },
    dates: '比赛日期',
    benefits: '参赛者将获得：',
    rules: (url) => `比赛规则请见比赛页面：${url}`,
  },
  de: {
    subject: (title) => `Anmeldung eingegangen: ${title}`,
    greeting: (name) => `Guten Tag ${name},`,
    hello: 'Guten Tag,',
    received: (title) => `Vielen Dank, dass Sie Ihre Schule für ${title} angemeldet haben.`,
    next: {
      created: (start) => `Wie es weitergeht: Die Anmeldung ist geöffnet. Bevor der Wettbewerb${start ? ` am ${start}` : ''} beginnt, schicken wir Ihnen die Zugangsdaten Ihrer Schülerinnen und Schüler und die Termine der Aufwärmrunde.`,
      warmup: (start) => `Wie es weitergeht: Die Aufwärmrunde läuft, Ihre Schülerinnen und Schüler können jetzt üben. Der Wettbewerb${start ? ` beginnt am ${start}` : ' folgt danach'}.`,
      contest: (end) => `Wie es weitergeht: Der Wettbewerb läuft${end ? ` bis zum ${end}` : ''}, Ihre Schülerinnen und Schüler können jetzt teilnehmen.`,
    },
    dates: 'Termine des Wettbewerbs',
    benefits: 'Das erhalten die Teilnehmenden:',
    rules: (url) => `Die Regeln stehen auf der Seite des Wettbewerbs: ${url}`,
  },
  pt: {
    subject: (title) => `Inscrição recebida: ${title}`,
    greeting: (name) => `Olá, ${name},`,
    hello: 'Olá,',
    received: (title) => `Obrigado por inscrever a sua escola em ${title}.`,
    next: {
      created: (start) => `Próximos passos: as inscrições estão abertas. Antes de a competição começar${start ? `, em ${start}` : ''}, vamos enviar os acessos dos seus alunos e as datas do aquecimento.`,
      warmup: (start) => `Próximos passos: o aquecimento já começou, e os seus alunos podem praticar agora. A competição${start ? ` começa em ${start}` : ' vem logo depois'}.`,
      contest: (end) => `Próximos passos: a competição está acontecendo${end ? ` até ${end}` : ''}, e os seus alunos já podem participar.`,
    },
    dates: 'Datas da competição',
    benefits: 'O que os participantes recebem:',
    rules: (url) => `As regras estão na página da competição: ${url}`,
  },
  'en-US': {
    next: {
      warmup: (start) => `What happens next: the warm-up is on, so your students can practice now. The contest${start ? ` starts on ${start}` : ' follows'}.`,
    },
  },
};

const day = (language: string, date: Date) => new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/**
 * The registrant's confirmation, in their language as their site words it: the competition's title,
 * what happens next in its current stage, its dates, what entrants get and
 * where the rules are. Nothing the form let them type freely (the school's
 * name) goes into it: anyone can give any address.
 */
export function competitionConfirmation(args: {
  competition: CompetitionRow;
  to: string;
  name: string | null;
  language: string;
  region: string;
  publicUrl: string;
}): OutgoingMail {
  const { t, language, locale } = mailTexts(TEXTS, args.language, args.region);
  const { competition } = args;
  const shown = detailsFor(competition.details, language, competition.campaign);
  const start = competition.startsAt ? day(locale, competition.startsAt) : null;
  const end = competition.endsAt ? day(locale, competition.endsAt) : null;
  const stage = competition.currentStage.toLowerCase();
  const next = stage === 'contest' ? t.next.contest(end) : stage === 'warmup' ? t.next.warmup(start) : t.next.created(start);
  const blocks: MailBlock[] = [t.received(shown.title), next];
  if (start || end) blocks.push({ rows: [[t.dates, [start, end].filter(Boolean).join(' – ')]] });
  if (shown.benefits.length) blocks.push(`${t.benefits}\n${shown.benefits.map((b) => `• ${b}`).join('\n')}`);
  blocks.push(t.rules(`${args.publicUrl}/${args.region.toLowerCase()}/${language}/competition/?id=${competition.id}`));
  return composeMail({ to: args.to, subject: t.subject(shown.title), language: locale, greeting: args.name ? t.greeting(args.name) : t.hello, blocks });
}
