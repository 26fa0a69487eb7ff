/**
 * The product starts with seeded data (campaigns, challenges, competitions,
 * schools, accounts) that its US pages show as they are: a campaign's name on
 * its page, a challenge's English name on the teacher's dashboard, a
 * competition's name as its page's heading. A seed keeps one English, so it
 * is written in the English every English site reads without a second look:
 * nothing worded the British way (licence, maths, enquiry…), which a US page
 * would show. The French, Spanish and Arabic texts of a seed are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { britishIn } from '@numbloom/maths/british-spellings';

const MODULES = path.join(import.meta.dirname, 'modules');

const seedFiles = readdirSync(MODULES, { recursive: true, encoding: 'utf8' })
  .filter((file) => /(^|\/)seed[^/]*\.ts$/.test(file) && !file.endsWith('.test.ts'))
  .sort();

/** Every string a seed writes, but those given for another language (`fr: '…'`, `fr: { title: '…' }`). */
function englishStrings(source: string): string[] {
  const other = /\b(?:fr|es|ar)\s*:\s*(['`])(?:(?!\1)[^\\]|\\.)*\1/g;
  const otherTexts = /\b(?:fr|es|ar)\s*:\s*\{[^{}]*\}/g;
  return [...source.replace(otherTexts, '').replace(other, '').matchAll(/(['`])((?:(?!\1)[^\\\n]|\\.)+)\1/g)].map((m) => m[2]!);
}

describe('the seeded data', () => {
  it('is read from every seed of every module', () => {
    expect(seedFiles).toEqual(
      expect.arrayContaining(['campaigns/seed.ts', 'challenges/seed.ts', 'competitions/seed.ts']),
    );
  });

  it('words nothing the British way, so a US page shows it as it shows its own texts', () => {
    const british = seedFiles.flatMap((file) =>
      englishStrings(readFileSync(path.join(MODULES, file), 'utf8')).flatMap((text) =>
        britishIn(text).map((found) => `${file}: ${found}`),
      ),
    );
    expect(british).toEqual([]);
  });
});
