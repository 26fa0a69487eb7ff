/**
 * Certificates (decision 041): a printable page per child in the child's
 * language (Arabic and Hebrew right to left, decisions 028, 082), the child's name in the
 * letters it is written in (the worksheets' Noto fonts, a face per run, decision 069), on the region's paper, with a short verification code and a
 * QR code to the public verify page. The code is the certificate's id and an
 * HMAC over what the certificate says, so a changed or made-up code fails.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { CHALLENGE_PAGES, publicName, type Tier } from '@numbloom/domain/challenges';
import { DEFAULT_REGION, findRegion, isRightToLeft, uiLanguage, type UiLanguage } from '@numbloom/domain/regions';
import { printLine, printParagraph, useWeight, type Paper } from '../worksheets/service.ts';

type Lang = UiLanguage;
export const certificateLanguage = (code: string | null | undefined): Lang => uiLanguage(code);
export const paperOf = (regionCode: string | null | undefined): Paper => (findRegion(regionCode ?? DEFAULT_REGION) ?? findRegion(DEFAULT_REGION)!).paper;

/** The certificate's words in each language it is printed in. */
export const CERTIFICATE_TEXTS: Record<Lang, { title: string; awardedTo: string; score: string; verify: string; tiers: Record<Tier, string> }> = {
  en: {
    title: 'Certificate of achievement',
    awardedTo: 'This certificate is awarded to',
    score: 'Score: {score} of {target}',
    verify: 'Check this certificate at {url} with the code {code}',
    tiers: { ruby: 'Ruby award', platinum: 'Platinum award', gold: 'Gold award', silver: 'Silver award', bronze: 'Bronze award', participation: 'Participation award' },
  },
  fr: {
    title: 'Certificat de réussite',
    awardedTo: 'Ce certificat est décerné à',
    score: 'Score : {score} sur {target}',
    verify: 'Vérifiez ce certificat sur {url} avec le code {code}',
    tiers: { ruby: 'Prix rubis', platinum: 'Prix platine', gold: 'Prix or', silver: 'Prix argent', bronze: 'Prix bronze', participation: 'Prix de participation' },
  },
  es: {
    title: 'Certificado de logro',
    awardedTo: 'Este certificado se otorga a',
    score: 'Puntuación: {score} de {target}',
    verify: 'Verifica este certificado en {url} con el código {code}',
    tiers: { ruby: 'Premio rubí', platinum: 'Premio platino', gold: 'Premio oro', silver: 'Premio plata', bronze: 'Premio bronce', participation: 'Premio de participación' },
  },
  ar: {
    title: 'شهادة إنجاز',
    awardedTo: 'تُمنح هذه الشهادة إلى',
    score: 'النتيجة: {score} من {target}',
    verify: 'تحقق من هذه الشهادة على {url} بالرمز {code}',
    tiers: { ruby: 'جائزة الياقوت', platinum: 'جائزة البلاتين', gold: 'الجائزة الذهبية', silver: 'الجائزة الفضية', bronze: 'الجائزة البرونزية', participation: 'جائزة المشاركة' },
  },
  he: {
    title: 'תעודת הצטיינות',
    awardedTo: 'תעודה זו מוענקת ל',
    score: 'ניקוד: {score} מתוך {target}',
    verify: 'אפשר לאמת תעודה זו באתר {url} עם הקוד {code}',
    tiers: { ruby: 'פרס אודם', platinum: 'פרס פלטינה', gold: 'פרס זהב', silver: 'פרס כסף', bronze: 'פרס ארד', participation: 'פרס השתתפות' },
  },
  zh: {
    title: '荣誉证书',
    awardedTo: '特此授予',
    score: '得分：{score} / {target}',
    verify: '请在 {url} 输入验证码 {code} 核验本证书',
    tiers: { ruby: '红宝石奖', platinum: '铂金奖', gold: '金奖', silver: '银奖', bronze: '铜奖', participation: '参与奖' },
  },
  de: {
    title: 'Urkunde',
    awardedTo: 'Diese Urkunde erhält',
    score: 'Punkte: {score} von {target}',
    verify: 'Prüfe diese Urkunde auf {url} mit dem Code {code}',
    tiers: { ruby: 'Rubin-Auszeichnung', platinum: 'Platin-Auszeichnung', gold: 'Gold-Auszeichnung', silver: 'Silber-Auszeichnung', bronze: 'Bronze-Auszeichnung', participation: 'Teilnahme-Auszeichnung' },
  },
  pt: {
    title: 'Certificado de conquista',
    awardedTo: 'Este certificado é concedido a',
    score: 'Pontuação: {score} de {target}',
    verify: 'Confira este certificado em {url} com o código {code}',
    tiers: { ruby: 'Prêmio Rubi', platinum: 'Prêmio Platina', gold: 'Prêmio Ouro', silver: 'Prêmio Prata', bronze: 'Prêmio Bronze', participation: 'Prêmio de Participação' },
  },
};

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));

// ── the code ────────────────────────────────────────────────────────────────

const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** What a certificate states, which its code signs. */
export interface CertificateFacts {
  certificateId: string;
  challengeId: string;
  userId: string;
  tier: Tier;
  score: number;
}

function signature(secret: string, f: CertificateFacts): string {
  const mac = createHmac('sha256', secret).update(`challenge-certificate:${f.certificateId}:${f.challengeId}:${f.userId}:${f.tier}:${f.score}`).digest();
  return [...mac.subarray(0, 8)].map((b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** The code printed on a certificate: its id and the signature, in groups of four (ABCD-EFGH-JKMN-PQRS). */
export function certificateCode(secret: string, f: CertificateFacts): string {
  return `${f.certificateId}${signature(secret, f)}`.match(/.{4}/g)!.join('-');
}

/** A typed code made plain (case, spaces and dashes ignored), split into the id and the signature; null if it cannot be one. */
export function parseCode(code: string): { certificateId: string; signature: string } | null {
  const plain = code.toUpperCase().replace(/[\s-]/g, '');
  if (plain.length !== 16 || [...plain].some((c) => !ALPHABET.includes(c))) return null;
  return { certificateId: plain.slice(0, 8), signature: plain.slice(8) };
}

/** Whether the signature is the one these facts have (compared in constant time). */
export function signatureMatches(secret: string, f: CertificateFacts, given: string): boolean {
  const want = Buffer.from(signature(secret, f));
  const got = Buffer.from(given);
  return want.length === got.length && timingSafeEqual(want, got);
}

// ── the PDF ─────────────────────────────────────────────────────────────────

export interface CertificatePage {
  language: string;
  paper: Paper;
  challengeName: string;
  childName: string;
  tier: Tier;
  score: number;
  target: number;
  /** the contest's last day, written in the challenge's time zone */
  date: Date;
  timeZone: string;
  code: string;
  verifyUrl: string;
}

const TIER_COLOURS: Record<Tier, string> = {
  ruby: '#9b1c31',
  platinum: '#52606d',
  gold: '#8d6708',
  silver: '#616e7c',
  bronze: '#8a4b14',
  participation: '#1f5f8b',
};

/** The verify page's address for a code, in the child's region and language. */
export const verifyUrlOf = (publicUrl: string, region: string, language: string, code: string) => `${publicUrl}/${region}/${language}/${CHALLENGE_PAGES.verify(code)}`;

/** Renders one certificate per page; resolves with the PDF bytes. */
export async function renderCertificates(pages: CertificatePage[], title: string): Promise<Buffer> {
  const first = pages[0];
  const doc = new PDFDocument({
    size: first?.paper ?? 'A4',
    layout: 'landscape',
    margins: { top: 48, bottom: 48, left: 54, right: 54 },
    info: { Title: title, Creator: 'Numbloom', Producer: 'Numbloom' },
    lang: first ? certificateLanguage(first.language) : 'en',
    autoFirstPage: false,
    // tagged (decision 081): a structure tree in reading order, the frames marked as artifacts, the QR code a figure with its address
    tagged: true,
    displayTitle: true,
    pdfVersion: '1.7',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const root = doc.struct('Document');
  doc.addStructure(root);
  for (const page of pages) await drawPage(doc, page, root);
  if (pages.length === 0) doc.addPage({ size: 'A4' });
  root.end();
  doc.end();
  return done;
}

async function drawPage(doc: PDFKit.PDFDocument, p: CertificatePage, root: PDFKit.PDFStructureElement) {
  const lang = certificateLanguage(p.language);
  const rtl = isRightToLeft(lang);
  const t = CERTIFICATE_TEXTS[lang];
  doc.addPage({ size: p.paper, layout: 'landscape', margins: { top: 48, bottom: 48, left: 54, right: 54 } });
  const W = doc.page.width;
  const H = doc.page.height;
  const left = 72;
  const width = W - 2 * left;
  const colour = TIER_COLOURS[p.tier];
  // one section per certificate, in the order they are printed; the frames are decoration
  const section = doc.struct('Sect', { lang });
  root.add(section);
  /** Draws under a structure element of the type, the next in the certificate's reading order. */
  const tag = (type: string, draw: () => void, options: PDFKit.Mixins.StructureElementOptions = {}) => section.add(doc.struct(type, options, [draw]));
  doc.markContent('Artifact', { type: 'Layout' });
  doc.lineWidth(6).strokeColor(colour).rect(24, 24, W - 48, H - 48).stroke();
  doc.lineWidth(1).strokeColor('#9fb3c8').rect(36, 36, W - 72, H - 72).stroke();
  doc.endMarkedContent();
  const dir = rtl ? 'rtl' : 'ltr';
  /** One centred line in the page's direction, each run in a font that has its letters. */
  const line = (text: string, y: number, size: number, bold = false, ink = '#1f2933') => {
    useWeight(doc, bold ? 'bold' : 'regular')
      .fillColor(ink)
      .fontSize(size);
    printLine(doc, text, left, y, width, 'center', dir);
  };
  const date = new Intl.DateTimeFormat(`${lang}-u-nu-latn`, { dateStyle: 'long', timeZone: p.timeZone }).format(p.date);
  tag('H1', () => line(t.title, 80, 30, true));
  tag('P', () => line(p.challengeName, 125, 18, false, '#52606d'));
  tag('P', () => line(t.awardedTo, 175, 14));
  tag('P', () => line(p.childName, 200, 32, true));
  tag('P', () => line(t.tiers[p.tier], 255, 24, true, colour));
  tag('P', () => line(fill(t.score, { score: p.score, target: p.target }), 292, 14));
  tag('P', () => line(date, 315, 12, false, '#52606d'));

  // the QR code of the verify page, drawn as squares (no image, no canvas)
  const qr = QRCode.create(p.verifyUrl, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const box = 96;
  const cell = box / size;
  const qx = rtl ? left : W - left - box;
  const qy = H - 72 - box;
  tag(
    'Figure',
    () => {
      doc.save().fillColor('#000000');
      for (let r = 0; r < size; r++) {
        for (let c = 0; c < size; c++) if (qr.modules.get(r, c)) doc.rect(qx + c * cell, qy + r * cell, cell, cell);
      }
      doc.fill().restore();
    },
    { alt: p.verifyUrl },
  );
  const textX = rtl ? left + box + 16 : left;
  const textW = width - box - 16;
  useWeight(doc, 'regular').fontSize(9).fillColor('#1f2933');
  const verify = fill(t.verify, { url: p.verifyUrl, code: p.code });
  // the code, then how to check it: the order they read in, top to bottom
  tag('P', () => {
    useWeight(doc, 'bold').fontSize(14).text(p.code, textX, qy + box - 60, { width: textW, align: rtl ? 'right' : 'left', lineBreak: false });
  });
  tag('P', () => {
    useWeight(doc, 'regular').fontSize(9).fillColor('#1f2933');
    if (rtl) {
      printLine(doc, fill(t.verify, { url: '', code: p.code }).replace(/\s+/g, ' '), textX, qy + box - 40, textW, 'right', 'rtl');
      doc.text(p.verifyUrl, textX, qy + box - 24, { width: textW, align: 'right', lineBreak: false });
    } else {
      printParagraph(doc, verify, textX, qy + box - 40, textW, 'left', 'ltr');
    }
  });
}

/** The name a verify page shows: first name and initial. */
export const verifyName = publicName;
