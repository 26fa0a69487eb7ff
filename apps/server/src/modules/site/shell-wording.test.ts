/**
 * The HTML shell as each site reads it before any script runs: a US English
 * page's title and description say "math", the other English sites' keep the
 * shell's own English ("maths"), a page in another language has them in its
 * language, and each US wording rewords the shell's words the shared British
 * list names and nothing else, so a shell rewritten in apps/web fails here
 * until its US wording follows.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { britishIn } from '@numbloom/maths/british-spellings';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { REGIONS, US_ENGLISH } from '@numbloom/domain/regions';
import { SHELL_WORDING } from './html.ts';

const WEB = path.resolve(import.meta.dirname, '../../../../web');
const SHELLS = ['index.html', 'play.html', 'cms-demo.html'];

/** The shells as apps/web writes them: the build keeps their title and description as written. */
const dist = mkdtempSync(path.join(tmpdir(), 'numbloom-shell-wording-dist-'));
for (const shell of SHELLS) copyFileSync(path.join(WEB, shell), path.join(dist, shell));

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1];
const decoded = (text: string | undefined) =>
  text?.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { WEB_DIST: dist } });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
  expect(res.statusCode, url).toBe(200);
  return res.body;
};

describe("the HTML shell's title and description", () => {
  it('say math on a US English page, on the home page and on every other page of the site', async () => {
    for (const url of ['/us/en/', '/us/en/contact/', '/us/en/demo/cms/', '/us/en/join/']) {
      const html = await page(url);
      const texts = [decoded(titleOf(html)), decoded(descriptionOf(html))];
      expect(texts.every(Boolean), url).toBe(true);
      expect(
        texts.flatMap((text) => britishIn(text!)),
        url,
      ).toEqual([]);
    }
    const home = await page('/us/en/');
    expect(decoded(titleOf(home))).toBe('Numbloom — math that grows with every child');
    expect(decoded(descriptionOf(home))).toMatch(/^K-6 math activities/);
  });

  it('keep the shell as written on the other English sites', async () => {
    const shell = readFileSync(path.join(WEB, 'index.html'), 'utf8');
    for (const url of ['/uk/en/', '/au/en/', '/ca/en/', '/nz/en/']) {
      const html = await page(url);
      expect(titleOf(html), url).toBe(titleOf(shell));
      expect(descriptionOf(html), url).toBe(descriptionOf(shell));
    }
    expect(titleOf(shell)).toMatch(/\bmaths\b/);
  });

  it("are in the page's language on every site in another language, on the site's pages and the class game's", async () => {
    const others = REGIONS.flatMap((r) => r.languages.filter((l) => l.code !== 'en').map((l) => ({ region: r.code.toLowerCase(), language: l.code })));
    expect(others.length).toBeGreaterThan(0);
    for (const { region, language } of others) {
      for (const [url, shell] of [[`/${region}/${language}/`, 'index.html'], [`/${region}/${language}/contact/`, 'index.html'], [`/${region}/${language}/join/`, 'play.html']] as const) {
        const wording = SHELL_WORDING[language]?.[shell];
        expect(wording, `${url}: no ${language} wording of ${shell}`).toBeDefined();
        const html = await page(url);
        expect(decoded(titleOf(html)), url).toBe(wording!.title);
        expect(decoded(descriptionOf(html)), url).toBe(wording!.description);
      }
    }
    // the title of the shell says what the home page's own title says, in its language
    for (const language of new Set(others.map((o) => o.language))) {
      const home = JSON.parse(readFileSync(path.join(WEB, `src/features/home/i18n/${language}.json`), 'utf8')) as { meta: { title: string } };
      expect(SHELL_WORDING[language]!['index.html']!.title.replace('—', '–'), language).toBe(home.meta.title);
    }
  });

  it('are reworded only where the shared British list names a word of the shell, in US English', () => {
    const words = (text: string) => text.split(/\s+/);
    for (const [locale, shells] of Object.entries(SHELL_WORDING).filter(([locale]) => locale === US_ENGLISH)) {
      for (const [shell, wording] of Object.entries(shells)) {
        const html = readFileSync(path.join(WEB, shell), 'utf8');
        for (const [written, worded] of [
          [decoded(titleOf(html))!, wording.title],
          [decoded(descriptionOf(html))!, wording.description],
        ] as const) {
          const [from, to] = [words(written), words(worded)];
          expect(to, `${locale} ${shell}: ${worded}`).toHaveLength(from.length);
          from.forEach((word, i) => {
            if (word !== to[i]) expect(britishIn(word), `${locale} ${shell}: ${word} → ${to[i]}`).not.toEqual([]);
          });
          expect(britishIn(worded), `${locale} ${shell}`).toEqual([]);
        }
      }
    }
  });
});
