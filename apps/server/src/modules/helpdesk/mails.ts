import { reportNumber, type CheckResult } from '@numbloom/domain/helpdesk';
import { SUPPORT_EMAIL } from '@numbloom/domain/api-errors';
import { composeMail, mailTexts, type Localized } from '../mail/compose.ts';
import type { OutgoingMail } from '../mail/service.ts';
import type { ReportRow } from './store.ts';

const tally = (results: CheckResult[]) => ({
  passed: results.filter((r) => r.status === 'passed').length,
  warnings: results.filter((r) => r.status === 'warning').length,
  failed: results.filter((r) => r.status === 'failed').length,
});

type Counts = ReturnType<typeof tally>;

/** A count and its noun, in the form the language's plural rules give for that count. */
const counted = (language: string, n: number, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }) =>
  `${n} ${forms[new Intl.PluralRules(language).select(n)] ?? forms.other}`;

const SENDER: Localized<{ subject: (n: string) => string; greeting: string; body: (n: string) => string; counts: (c: Counts) => string; next: string }> = {
  en: {
    subject: (n) => `Your Numbloom system check ${n}`,
    greeting: 'Hello,',
    body: (n) => `Thank you for sending your system check to Numbloom support. Its number is ${n}: please quote it when you write to us about it.`,
    counts: (c) => `Result: ${c.passed} passed, ${c.warnings} with a warning, ${c.failed} failed.`,
    next: `Where a check failed, the page listed what to ask your school's IT team. We reply within two working days; you can also write to ${SUPPORT_EMAIL}.`,
  },
  fr: {
    subject: (n) => `Votre vérification système Numbloom ${n}`,
    greeting: 'Bonjour,',
    body: (n) => `Merci d'avoir envoyé votre vérification système au support Numbloom. Son numéro est ${n} : merci de l'indiquer lorsque vous nous écrivez à ce sujet.`,
    counts: (c) => `Résultat : ${counted('fr', c.passed, { one: 'réussie', other: 'réussies' })}, ${c.warnings} avec un avertissement, ${c.failed} en échec.`,
    next: `Pour chaque vérification en échec, la page indiquait quoi demander au service informatique de votre école. Nous répondons dans un délai de deux jours ouvrables ; vous pouvez aussi écrire à ${SUPPORT_EMAIL}.`,
  },
  es: {
    subject: (n) => `Su comprobación del sistema de Numbloom ${n}`,
    greeting: 'Hola:',
    body: (n) => `Gracias por enviar su comprobación del sistema al soporte de Numbloom. Su número es ${n}: indíquelo cuando nos escriba sobre ella.`,
    counts: (c) => `Resultado: ${counted('es', c.passed, { one: 'superada', other: 'superadas' })}, ${c.warnings} con advertencia, ${counted('es', c.failed, { one: 'fallida', other: 'fallidas' })}.`,
    next: `Para cada comprobación fallida, la página indicaba qué pedir al equipo informático de su escuela. Respondemos en un plazo de dos días hábiles; también puede escribir a ${SUPPORT_EMAIL}.`,
  },
  ar: {
    subject: (n) => `فحص نظامك في Numbloom رقم ${n}`,
    greeting: 'مرحبًا،',
    body: (n) => `شكرًا لإرسال فحص النظام إلى دعم Numbloom. رقمه ${n}: يُرجى ذكره عند مراسلتنا بشأنه.`,
    // each count after its label: an Arabic noun after a number takes one of six forms
    counts: (c) => `النتيجة: الناجحة: ${c.passed}، مع تحذير: ${c.warnings}، الفاشلة: ${c.failed}.`,
    next: `حيث فشل فحص ما، عرضت الصفحة ما يجب طلبه من فريق تقنية المعلومات في مدرستك. نرد خلال يومي عمل؛ ويمكنك أيضًا الكتابة إلى ${SUPPORT_EMAIL}.`,
  },
  he: {
    subject: (n) => `בדיקת המערכת שלך ב-Numbloom מספר ${n}`,
    greeting: 'שלום,',
    body: (n) => `תודה ששלחת את בדיקת המערכת לתמיכה של Numbloom. המספר שלה הוא ${n}: נא לציין אותו כשכותבים לנו בעניינה.`,
    counts: (c) => `התוצאה: ${c.passed} עברו, ${c.warnings} עם אזהרה, ${c.failed} נכשלו.`,
    next: `היכן שבדיקה נכשלה, הדף פירט מה לבקש מצוות המחשוב של בית הספר. אנחנו עונים בתוך שני ימי עבודה; אפשר גם לכתוב אל ${SUPPORT_EMAIL}.`,
  },
  zh: {
    subject: (n) => `您的 Numbloom 系统检测报告 ${n}`,
    greeting: '您好：',
    body: (n) => `感谢您将系统检测结果发送给 Numbloom 技术支持。报告编号为 ${n}，就此联系我们时请注明该编号。`,
    counts: (c) => `结果：${c.passed} 项通过，${c.warnings} 项有警告，${c.failed} 项未通过。`,
    next: `对于未通过的检测项，页面已列出需要请学校信息技术人员处理的事项。我们会在两个工作日内回复；您也可以发邮件至 ${SUPPORT_EMAIL}。`,
  },
  de: {
    subject: (n) => `Ihr Numbloom-Systemtest ${n}`,
    greeting: 'Guten Tag,',
    body: (n) => `Vielen Dank, dass Sie Ihren Systemtest an den Numbloom-Support geschickt haben. Seine Nummer ist ${n}: Bitte geben Sie sie an, wenn Sie uns dazu schreiben.`,
    counts: (c) => `Ergebnis: ${c.passed} bestanden, ${c.warnings} mit Warnung, ${c.failed} nicht bestanden.`,
    next: `Wo ein Test nicht bestanden wurde, nannte die Seite, worum Sie die IT Ihrer Schule bitten können. Wir antworten innerhalb von zwei Werktagen; Sie können auch an ${SUPPORT_EMAIL} schreiben.`,
  },
  pt: {
    subject: (n) => `A sua verificação de sistema Numbloom ${n}`,
    greeting: 'Olá,',
    body: (n) => `Obrigado por enviar a sua verificação de sistema ao suporte da Numbloom. O número dela é ${n}: informe-o quando nos escrever sobre ela.`,
    counts: (c) => `Resultado: ${c.passed} aprovadas, ${c.warnings} com aviso, ${c.failed} reprovadas.`,
    next: `Onde uma verificação falhou, a página indicou o que pedir à equipe de TI da sua escola. Respondemos em até dois dias úteis; você também pode escrever para ${SUPPORT_EMAIL}.`,
  },
  'en-US': {
    next: `Where a check failed, the page listed what to ask your school's IT team. We reply within two business days; you can also write to ${SUPPORT_EMAIL}.`,
  },
};

/** The sender's copy, in the language of the page they sent it from, as its site words it. */
export function reportConfirmation(row: ReportRow & { email: string }): OutgoingMail {
  const { t, locale } = mailTexts(SENDER, row.languageCode, row.regionCode);
  const number = reportNumber(row.number);
  return composeMail({ to: row.email, subject: t.subject(number), language: locale, greeting: t.greeting, blocks: [t.body(number), t.counts(tally(row.results)), t.next] });
}

/** Support's notice (in English, the staff's language), with every result and a link to the report in the admin. */
export function reportNotice(row: ReportRow, to: string, adminUrl: string): OutgoingMail {
  const number = reportNumber(row.number);
  const c = tally(row.results);
  const failing = row.results.filter((r) => r.status !== 'passed');
  return composeMail({
    to,
    subject: `System report ${number}: ${c.failed} failed, ${counted('en', c.warnings, { one: 'warning', other: 'warnings' })}${row.school ? ` (${row.school})` : ''}`,
    language: 'en',
    greeting: `A system check was sent to support from ${row.pageHost}.`,
    blocks: [
      {
        rows: [
          ['Report', number],
          ['School', row.school ?? '—'],
          ['Email', row.email ?? '—'],
          ['Browser', row.browser.user_agent],
          ['Address', row.ip],
          ['Result', `${c.passed} passed, ${counted('en', c.warnings, { one: 'warning', other: 'warnings' })}, ${c.failed} failed`],
        ],
      },
      ...(failing.length ? [{ rows: failing.map((r): [string, string] => [`${r.id} (${r.status})`, r.detail ?? '']) }] : []),
      ...(row.message ? [row.message] : []),
      `Open it in the staff admin: ${adminUrl}`,
    ],
  });
}
