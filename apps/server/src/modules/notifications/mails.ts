import { composeMail, mailTexts, type Localized, type MailBlock, type MailLocale } from '../mail/compose.ts';
import type { OutgoingMail } from '../mail/service.ts';

/** The three stages of a challenge a teacher is told of. */
export type ChallengeNews = 'open' | 'ended' | 'certificates';

interface Texts {
  greeting: (name: string) => string;
  news: Record<ChallengeNews, { subject: (challenge: string) => string; body: (challenge: string, when: string) => string; link: string }>;
  classes: string;
  certificates: string;
  weekly: {
    subject: (week: string) => string;
    intro: (week: string) => string;
    runs: string;
    stars: string;
    mastered: string;
    needsHelp: string;
    none: string;
    link: string;
  };
  why: { 'challenge-updates': string; 'weekly-summary': string };
  stop: (link: string) => string;
}

const TEXTS: Localized<Texts> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    news: {
      open: {
        subject: (c) => `${c} has started`,
        body: (c, when) => `${c} is on now, until ${when}. Every activity your classes finish from now on counts towards their score.`,
        link: 'The challenge, its activities and live boards:',
      },
      ended: {
        subject: (c) => `${c} has ended`,
        body: (c, when) => `${c} ended on ${when}. The standings are final: the challenge's report shows how each of your children did.`,
        link: 'The report and final boards:',
      },
      certificates: {
        subject: (c) => `Certificates for ${c} are ready`,
        body: (c) => `The certificates of your children who took part in ${c} are ready to download and print, one page per child.`,
        link: 'Download the certificates:',
      },
    },
    classes: 'Your classes',
    certificates: 'Certificates',
    weekly: {
      subject: (week) => `Your children's week on Numbloom (${week})`,
      intro: (week) => `Here is what your children did on Numbloom in the week of ${week}.`,
      runs: 'Activities finished',
      stars: 'Stars earned',
      mastered: 'Skills mastered',
      needsHelp: 'Skills that need help',
      none: 'none this week',
      link: 'Their progress, skill by skill:',
    },
    why: {
      'challenge-updates': 'You get these emails because you registered a class for this challenge.',
      'weekly-summary': 'You get this email because you asked for a weekly summary of your children.',
    },
    stop: (link) => `Stop these emails: ${link}`,
  },
  fr: {
    greeting: (name) => `Bonjour ${name},`,
    news: {
      open: {
        subject: (c) => `${c} a commencé`,
        body: (c, when) => `${c} est en cours jusqu'au ${when}. Chaque activité que vos classes terminent à partir de maintenant compte pour leur score.`,
        link: 'Le défi, ses activités et ses classements en direct :',
      },
      ended: {
        subject: (c) => `${c} est terminé`,
        body: (c, when) => `${c} s'est terminé le ${when}. Le classement est définitif : le rapport du défi montre les résultats de chacun de vos élèves.`,
        link: 'Le rapport et les classements finaux :',
      },
      certificates: {
        subject: (c) => `Les certificats de ${c} sont prêts`,
        body: (c) => `Les certificats de vos élèves qui ont participé à ${c} sont prêts à être téléchargés et imprimés, une page par élève.`,
        link: 'Télécharger les certificats :',
      },
    },
    classes: 'Vos classes',
    certificates: 'Certificats',
    weekly: {
      subject: (week) => `La semaine de vos enfants sur Numbloom (${week})`,
      intro: (week) => `Voici ce que vos enfants ont fait sur Numbloom pendant la semaine du ${week}.`,
      runs: 'Activités terminées',
      stars: 'Étoiles gagnées',
      mastered: 'Compétences maîtrisées',
      needsHelp: "Compétences à retravailler",
      none: 'aucune cette semaine',
      link: 'Leurs progrès, compétence par compétence :',
    },
    why: {
      'challenge-updates': 'Vous recevez ces e-mails parce que vous avez inscrit une classe à ce défi.',
      'weekly-summary': 'Vous recevez cet e-mail parce que vous avez demandé un résumé hebdomadaire de vos enfants.',
    },
    stop: (link) => `Ne plus recevoir ces e-mails : ${link}`,
  },
  es: {
    greeting: (name) => `Hola, ${name}:`,
    news: {
      open: {
        subject: (c) => `${c} ha comenzado`,
        body: (c, when) => `${c} está en marcha hasta el ${when}. Cada actividad que terminen sus clases a partir de ahora cuenta para su puntuación.`,
        link: 'El desafío, sus actividades y las clasificaciones en directo:',
      },
      ended: {
        subject: (c) => `${c} ha terminado`,
        body: (c, when) => `${c} terminó el ${when}. La clasificación es definitiva: el informe del desafío muestra cómo le fue a cada uno de sus alumnos.`,
        link: 'El informe y las clasificaciones finales:',
      },
      certificates: {
        subject: (c) => `Los certificados de ${c} están listos`,
        body: (c) => `Los certificados de sus alumnos que participaron en ${c} están listos para descargar e imprimir, una página por alumno.`,
        link: 'Descargar los certificados:',
      },
    },
    classes: 'Sus clases',
    certificates: 'Certificados',
    weekly: {
      subject: (week) => `La semana de sus hijos en Numbloom (${week})`,
      intro: (week) => `Esto es lo que sus hijos hicieron en Numbloom la semana del ${week}.`,
      runs: 'Actividades terminadas',
      stars: 'Estrellas ganadas',
      mastered: 'Habilidades dominadas',
      needsHelp: 'Habilidades que necesitan ayuda',
      none: 'ninguna esta semana',
      link: 'Su progreso, habilidad por habilidad:',
    },
    why: {
      'challenge-updates': 'Recibe estos correos porque inscribió una clase en este desafío.',
      'weekly-summary': 'Recibe este correo porque pidió un resumen semanal de sus hijos.',
    },
    stop: (link) => `Dejar de recibir estos correos: ${link}`,
  },
  ar: {
    greeting: (name) => `مرحبًا ${name}،`,
    news: {
      open: {
        subject: (c) => `بدأ ${c}`,
        body: (c, when) => `${c} جارٍ الآن حتى ${when}. كل نشاط يُنهيه صفّك من الآن فصاعدًا يُحتسب في نتيجته.`,
        link: 'التحدي وأنشطته ولوحات الترتيب المباشرة:',
      },
      ended: {
        subject: (c) => `انتهى ${c}`,
        body: (c, when) => `انتهى ${c} في ${when}. الترتيب نهائي: يُظهر تقرير التحدي نتيجة كل طفل من أطفالك.`,
        link: 'التقرير ولوحات الترتيب النهائية:',
      },
      certificates: {
        subject: (c) => `شهادات ${c} جاهزة`,
        body: (c) => `شهادات أطفالك الذين شاركوا في ${c} جاهزة للتنزيل والطباعة، صفحة لكل طفل.`,
        link: 'تنزيل الشهادات:',
      },
    },
    classes: 'صفوفك',
    certificates: 'الشهادات',
    weekly: {
      subject: (week) => `أسبوع أطفالك على Numbloom (${week})`,
      intro: (week) => `إليك ما فعله أطفالك على Numbloom في أسبوع ${week}.`,
      runs: 'الأنشطة المكتملة',
      stars: 'النجوم المكتسبة',
      mastered: 'المهارات المتقنة',
      needsHelp: 'مهارات تحتاج إلى مساعدة',
      none: 'لا شيء هذا الأسبوع',
      link: 'تقدّمهم مهارةً مهارة:',
    },
    why: {
      'challenge-updates': 'تصلك هذه الرسائل لأنك سجّلت صفًا في هذا التحدي.',
      'weekly-summary': 'تصلك هذه الرسالة لأنك طلبت ملخصًا أسبوعيًا عن أطفالك.',
    },
    stop: (link) => `إيقاف هذه الرسائل: ${link}`,
  },
  he: {
    greeting: (name) => `שלום ${name},`,
    news: {
      open: {
        subject: (c) => `${c} התחיל`,
        body: (c, when) => `${c} פעיל עכשיו, עד ${when}. כל פעילות שהכיתות שלך מסיימות מעכשיו נספרת בניקוד שלהן.`,
        link: 'האתגר, הפעילויות שלו ולוחות התוצאות החיים:',
      },
      ended: {
        subject: (c) => `${c} הסתיים`,
        body: (c, when) => `${c} הסתיים ב-${when}. הדירוג סופי: דוח האתגר מראה איך הצליח כל אחד מהילדים שלך.`,
        link: 'הדוח ולוחות התוצאות הסופיים:',
      },
      certificates: {
        subject: (c) => `התעודות של ${c} מוכנות`,
        body: (c) => `התעודות של הילדים שלך שהשתתפו ב${c} מוכנות להורדה ולהדפסה, דף אחד לכל ילד/ה.`,
        link: 'הורדת התעודות:',
      },
    },
    classes: 'הכיתות שלך',
    certificates: 'תעודות',
    weekly: {
      subject: (week) => `השבוע של הילדים שלך ב-Numbloom (${week})`,
      intro: (week) => `זה מה שהילדים שלך עשו ב-Numbloom בשבוע של ${week}.`,
      runs: 'פעילויות שהושלמו',
      stars: 'כוכבים שהושגו',
      mastered: 'מיומנויות שנשלטו',
      needsHelp: 'מיומנויות שצריכות עזרה',
      none: 'אין השבוע',
      link: 'ההתקדמות שלהם, מיומנות אחר מיומנות:',
    },
    why: {
      'challenge-updates': 'ההודעות האלה נשלחות אליך כי רשמת כיתה לאתגר הזה.',
      'weekly-summary': 'ההודעה הזו נשלחת אליך כי ביקשת סיכום שבועי על הילדים שלך.',
    },
    stop: (link) => `להפסקת ההודעות האלה: ${link}`,
  },
  zh: {
    greeting: (name) => `${name}，您好：`,
    news: {
      open: {
        subject: (c) => `${c}已开始`,
        body: (c, when) => `${c}正在进行中，截止到 ${when}。从现在起，您的班级完成的每个活动都会计入班级得分。`,
        link: '挑战、挑战中的活动和实时排行榜：',
      },
      ended: {
        subject: (c) => `${c}已结束`,
        body: (c, when) => `${c}已于 ${when} 结束。排名已是最终结果：挑战报告显示了您每个学生的表现。`,
        link: '报告和最终排行榜：',
      },
      certificates: {
        subject: (c) => `${c}的证书已准备好`,
        body: (c) => `您的学生参加${c}所获得的证书已可下载和打印，每人一页。`,
        link: '下载证书：',
      },
    },
    classes: '您的班级',
    certificates: '证书',
    weekly: {
      subject: (week) => `您的孩子在 Numbloom 上的一周（${week}）`,
      intro: (week) => `以下是您的孩子在 ${week} 这一周在 Numbloom 上完成的内容。`,
      runs: '完成的活动',
      stars: '获得的星星',
      mastered: '已掌握的技能',
      needsHelp: '需要帮助的技能',
      none: '本周没有',
      link: '孩子的进步，逐项技能查看：',
    },
    why: {
      'challenge-updates': '您收到这些邮件，是因为您为这个挑战报名了一个班级。',
      'weekly-summary': '您收到这封邮件，是因为您订阅了孩子的每周摘要。',
    },
    stop: (link) => `退订这些邮件：${link}`,
  },
  de: {
    greeting: (name) => `Guten Tag ${name},`,
    news: {
      open: {
        subject: (c) => `${c} hat begonnen`,
        body: (c, when) => `${c} läuft jetzt, bis ${when}. Jede Aktivität, die Ihre Klassen ab jetzt abschließen, zählt für ihre Punktzahl.`,
        link: 'Die Challenge, ihre Aktivitäten und die Live-Bestenlisten:',
      },
      ended: {
        subject: (c) => `${c} ist beendet`,
        body: (c, when) => `${c} endete am ${when}. Die Platzierungen stehen fest: Der Bericht der Challenge zeigt, wie jedes Ihrer Kinder abgeschnitten hat.`,
        link: 'Der Bericht und die Abschlusstabellen:',
      },
      certificates: {
        subject: (c) => `Die Urkunden für ${c} sind fertig`,
        body: (c) => `Die Urkunden Ihrer Kinder, die an ${c} teilgenommen haben, können jetzt heruntergeladen und gedruckt werden, eine Seite pro Kind.`,
        link: 'Urkunden herunterladen:',
      },
    },
    classes: 'Ihre Klassen',
    certificates: 'Urkunden',
    weekly: {
      subject: (week) => `Die Woche Ihrer Kinder bei Numbloom (${week})`,
      intro: (week) => `Das haben Ihre Kinder in der Woche vom ${week} bei Numbloom gemacht.`,
      runs: 'Abgeschlossene Aktivitäten',
      stars: 'Gesammelte Sterne',
      mastered: 'Beherrschte Fähigkeiten',
      needsHelp: 'Fähigkeiten, bei denen sie Hilfe brauchen',
      none: 'keine in dieser Woche',
      link: 'Ihr Fortschritt, Fähigkeit für Fähigkeit:',
    },
    why: {
      'challenge-updates': 'Sie erhalten diese E-Mails, weil Sie eine Klasse für diese Challenge angemeldet haben.',
      'weekly-summary': 'Sie erhalten diese E-Mail, weil Sie eine wöchentliche Zusammenfassung zu Ihren Kindern angefordert haben.',
    },
    stop: (link) => `Diese E-Mails abbestellen: ${link}`,
  },
  pt: {
    greeting: (name) => `Olá, ${name},`,
    news: {
      open: {
        subject: (c) => `${c} começou`,
        body: (c, when) => `${c} está acontecendo agora, até ${when}. Cada atividade que as suas turmas terminarem a partir de agora conta para a pontuação delas.`,
        link: 'O desafio, as atividades e os placares ao vivo:',
      },
      ended: {
        subject: (c) => `${c} terminou`,
        body: (c, when) => `${c} terminou em ${when}. A classificação é final: o relatório do desafio mostra como foi cada uma das suas crianças.`,
        link: 'O relatório e os placares finais:',
      },
      certificates: {
        subject: (c) => `Os certificados de ${c} estão prontos`,
        body: (c) => `Os certificados das suas crianças que participaram de ${c} estão prontos para baixar e imprimir, uma página por criança.`,
        link: 'Baixar os certificados:',
      },
    },
    classes: 'Suas turmas',
    certificates: 'Certificados',
    weekly: {
      subject: (week) => `A semana das suas crianças na Numbloom (${week})`,
      intro: (week) => `Veja o que as suas crianças fizeram na Numbloom na semana de ${week}.`,
      runs: 'Atividades terminadas',
      stars: 'Estrelas ganhas',
      mastered: 'Habilidades dominadas',
      needsHelp: 'Habilidades que precisam de ajuda',
      none: 'nenhuma nesta semana',
      link: 'O progresso delas, habilidade por habilidade:',
    },
    why: {
      'challenge-updates': 'Você recebe estes e-mails porque inscreveu uma turma neste desafio.',
      'weekly-summary': 'Você recebe este e-mail porque pediu um resumo semanal das suas crianças.',
    },
    stop: (link) => `Parar de receber estes e-mails: ${link}`,
  },
  // "towards" reads as "toward" on the US site
  'en-US': {
    news: { open: { body: (c, when) => `${c} is on now, until ${when}. Every activity your classes finish from now on counts toward their score.` } },
  },
};

/** Who a mail is for, as their account says: where their links lead and which language it is in. */
export interface Reader {
  email: string;
  firstName: string;
  regionCode: string;
  languageCode: string;
}

/** A mail's texts and locale for its reader. */
export const textsFor = (reader: Reader) => mailTexts(TEXTS, reader.languageCode, reader.regionCode);

/** The ways a mail is stopped: the page its last line links to, the one-click address and a mail to us. */
export interface UnsubscribeLinks {
  /** the unsubscribe page, for a person (the link in the mail's text) */
  page: string;
  /** the address a mail client posts to (RFC 8058 one-click, no sign-in and no page) */
  oneClick: string;
  /** mailto: for a client that unsubscribes by mail */
  mailto: string;
}

/**
 * RFC 2369's List-Unsubscribe with RFC 8058's one-click: the HTTPS address first (a client posts
 * `List-Unsubscribe=One-Click` to it), then the mailto; List-Unsubscribe-Post says it takes the post.
 */
export const listUnsubscribeHeaders = (links: UnsubscribeLinks): Record<string, string> => ({
  'List-Unsubscribe': `<${links.oneClick}>, <${links.mailto}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
});

/** The end of a mail: why it came, and the link that stops it (and its List-Unsubscribe headers). */
function withUnsubscribe(mail: OutgoingMail, links: UnsubscribeLinks): OutgoingMail {
  return { ...mail, headers: listUnsubscribeHeaders(links) };
}

/** A teacher's news of a challenge their class is registered for: started, ended, certificates ready. */
export function challengeNewsMail(args: {
  reader: Reader;
  news: ChallengeNews;
  challenge: string;
  /** the contest's end, in the challenge's time zone as the reader's language writes it */
  when: string;
  classes: string[];
  certificates: number;
  link: string;
  unsubscribe: UnsubscribeLinks;
}): OutgoingMail {
  const { t, locale } = textsFor(args.reader);
  const news = t.news[args.news];
  const rows: Array<[string, string]> = [[t.classes, args.classes.join(', ')]];
  if (args.news === 'certificates') rows.push([t.certificates, formatNumber(locale, args.certificates)]);
  const blocks: MailBlock[] = [news.body(args.challenge, args.when), { rows }, `${news.link}\n${args.link}`, `${t.why['challenge-updates']}\n${t.stop(args.unsubscribe.page)}`];
  return withUnsubscribe(
    composeMail({ to: args.reader.email, subject: news.subject(args.challenge), language: locale, greeting: t.greeting(args.reader.firstName), blocks }),
    args.unsubscribe,
  );
}

/** One child's week, as the summary tells it. */
export interface ChildWeek {
  name: string;
  runs: number;
  stars: number;
  mastered: string[];
  needsHelp: string[];
}

/** A parent's weekly summary: one block per child. */
export function weeklySummaryMail(args: { reader: Reader; week: string; children: ChildWeek[]; link: string; unsubscribe: UnsubscribeLinks }): OutgoingMail {
  const { t, locale } = textsFor(args.reader);
  const w = t.weekly;
  const list = (names: string[]) => (names.length > 0 ? names.join(', ') : w.none);
  const blocks: MailBlock[] = [
    w.intro(args.week),
    ...args.children.flatMap((c): MailBlock[] => [
      c.name,
      {
        rows: [
          [w.runs, formatNumber(locale, c.runs)],
          [w.stars, formatNumber(locale, c.stars)],
          [w.mastered, list(c.mastered)],
          [w.needsHelp, list(c.needsHelp)],
        ],
      },
    ]),
    `${w.link}\n${args.link}`,
    `${t.why['weekly-summary']}\n${t.stop(args.unsubscribe.page)}`,
  ];
  return withUnsubscribe(
    composeMail({ to: args.reader.email, subject: w.subject(args.week), language: locale, greeting: t.greeting(args.reader.firstName), blocks }),
    args.unsubscribe,
  );
}

const formatNumber = (locale: MailLocale, n: number) => new Intl.NumberFormat(locale).format(n);
