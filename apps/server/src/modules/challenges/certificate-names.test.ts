import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from '@numbloom/domain/regions';
import { CERTIFICATE_TEXTS, renderCertificates, type CertificatePage } from './certificates.ts';

/** Names in each script a school may have on its roll: Latin with Polish and Vietnamese marks, Greek, Cyrillic, Hebrew, Chinese, Japanese, Korean, Arabic. */
const NAMES = ['Łucja Wiśniewska', 'Nguyễn Thị Ánh', 'Σοφία', 'Анастасия', 'שרה לוי', '张伟', '佐藤', '김민준', 'محمد'];
const standardFontDataUrl = path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts/');

const page = (childName: string, language: string): CertificatePage => ({
  language,
  paper: 'A4',
  challengeName: 'Spring Maths Week',
  childName,
  tier: 'gold',
  score: 8,
  target: 10,
  date: new Date('2026-04-30T12:00:00Z'),
  timeZone: 'UTC',
  code: 'ABCD-EFGH-JKMN-PQRS',
  verifyUrl: 'https://numbloom.example/gb/en/challenges/verify/ABCD-EFGH-JKMN-PQRS',
});

/** Each page's text as pdf.js reads it back (with the ToUnicode maps the embedded fonts carry), spaces squeezed out. */
async function pageTexts(pdf: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const items = (await (await doc.getPage(n)).getTextContent()).items;
    texts.push(items.map((i) => ('str' in i ? i.str : '')).join('').replace(/\s+/g, ''));
  }
  return texts;
}

/** A name as it must be read back: the letters of each right-to-left word may come out in either reading order (pdf.js reorders some runs itself), so compare with spaces out and, for those, either way round. */
const readable = (name: string) => {
  const plain = name.normalize('NFC').replace(/\s+/g, '');
  return [plain, [...plain].reverse().join('')];
};

describe('certificates print every child’s name in the letters it is written in', () => {
  it.each(UI_LANGUAGES)('on a %s certificate, one page a name, every name and the certificate’s own words read back from the PDF', async (language) => {
    const pdf = await renderCertificates(
      NAMES.map((n) => page(n, language)),
      'Spring Maths Week',
    );
    const texts = await pageTexts(pdf);
    expect(texts).toHaveLength(NAMES.length);
    NAMES.forEach((name, i) => {
      const text = texts[i]!.normalize('NFC');
      expect(readable(name).some((r) => text.includes(r)), `${name} on page ${i + 1}: ${text}`).toBe(true);
      for (const words of [CERTIFICATE_TEXTS[language].title, CERTIFICATE_TEXTS[language].tiers.gold]) {
        expect(readable(words).some((r) => text.includes(r)), `${words} on page ${i + 1}: ${text}`).toBe(true);
      }
    });
  });

  it('prints a Hebrew name on a Hebrew certificate and a Chinese name on a Chinese one, in their own words', async () => {
    const [hebrew] = await pageTexts(await renderCertificates([page('נועה כהן', 'he')], 'שבוע המתמטיקה'));
    const [chinese] = await pageTexts(await renderCertificates([page('李小龙', 'zh')], '数学周'));
    for (const [text, words] of [
      [hebrew!, ['נועה כהן', 'תעודת הצטיינות', 'פרס זהב', 'ניקוד', 'מתוך']],
      [chinese!, ['李小龙', '荣誉证书', '特此授予', '金奖', '得分：8/10']],
    ] as const) {
      for (const w of words) expect(readable(w).some((r) => text.normalize('NFC').includes(r)), `${w} in ${text}`).toBe(true);
    }
  });

  it('embeds only the letters a document uses (a subset of each font), so a certificate stays small', async () => {
    const one = await renderCertificates([page('Łucja Wiśniewska', 'en')], 'Spring Maths Week');
    const all = await renderCertificates(
      NAMES.map((n) => page(n, 'en')),
      'Spring Maths Week',
    );
    // the whole fonts are megabytes (the Chinese one alone 8 MB); subsets are a few kilobytes a script
    expect(one.length).toBeLessThan(80_000);
    expect(all.length).toBeLessThan(300_000);
  });
});

describe('certificates are tagged PDFs', () => {
  it('say their language, mark their content and read in order: the title, the challenge, the child, the tier, the score, the date, the code', async () => {
    const pdf = await renderCertificates([page('Łucja Wiśniewska', 'fr')], 'Certificats');
    expect(pdf.toString('latin1')).toContain('/Lang (fr)');
    const doc = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl }).promise;
    expect(await doc.getMarkInfo()).toMatchObject({ Marked: true });
    type Node = { role?: string; alt?: string; children?: Node[] };
    const tree = (await (await doc.getPage(1)).getStructTree()) as Node;
    await doc.destroy();
    const walk = (node: Node): Node[] => [node, ...(node.children ?? []).flatMap(walk)];
    const nodes = walk(tree).filter((n) => n.role);
    expect(nodes.map((n) => n.role)).toEqual(['Root', 'Document', 'Sect', 'H1', 'P', 'P', 'P', 'P', 'P', 'P', 'Figure', 'P', 'P']);
    // the QR code says where it leads
    expect(nodes.find((n) => n.role === 'Figure')?.alt).toBe(page('x', 'fr').verifyUrl);
  });
});
