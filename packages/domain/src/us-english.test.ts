/**
 * The domain's messages are written once, in the English of the sites outside
 * the US, and the server sends them to every site. Every one of them is walked
 * against the British list the web catalogues and the maths texts are held to:
 * the few that word something the British way must each have their way to a
 * US page in US English named here, so a new British message fails until it
 * has one (a US overlay key in the web's catalogue that shows it, or a page
 * that never shows it).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { britishIn } from '@numbloom/maths/british-spellings';

const MODULES = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true });

/** Every text of a message table: its texts, and what each of its functions says with a stand-in for each value. */
function texts(value: unknown, at: string): [string, string][] {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value === 'function') {
    try {
      const say = value as (...values: string[]) => unknown;
      const said = say(...Array.from({ length: Math.max(1, say.length) }, () => '{x}'));
      return typeof said === 'string' ? [[at, said]] : [];
    } catch {
      return [];
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value))
    return Object.entries(value).flatMap(([key, v]) => texts(v, `${at}.${key}`));
  return [];
}

const MESSAGE_TABLE = /(MESSAGES?|TEXTS|LABELS)$/;

const WEB = path.resolve(import.meta.dirname, '../../../apps/web/src');
const overlay = (folder: string) =>
  JSON.parse(readFileSync(path.join(WEB, folder, 'i18n/en-US.json'), 'utf8')) as Record<string, unknown>;
const at = (tree: Record<string, unknown>, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

/** The British-worded messages, and how a US page reads each in US English. */
const REACHES_US_PAGES_AS: Record<string, { overlay: [folder: string, key: string] } | { neverShown: string }> = {
  // trial-outcome.tsx shows t('outcome.purchaseBy') with this as English's default: the US overlay words it
  './onboarding.ts ONBOARDING_MESSAGES.purchaseBy': { overlay: ['features/onboarding', 'outcome.purchaseBy'] },
  // the player tells a refused start (400) by its own text, "gone" (player/run-api.ts), never the server's words
  './runs.ts RUN_MESSAGES.noSkill': { neverShown: 'player/run-api.ts' },
};

describe('the domain messages on a US page', () => {
  const all = Object.entries(MODULES).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([name]) => MESSAGE_TABLE.test(name))
      .flatMap(([name, table]) => texts(table, `${file} ${name}`)),
  );

  it('walks every message table of the domain', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.map(([key]) => key)).toEqual(
      expect.arrayContaining(['./onboarding.ts ONBOARDING_MESSAGES.purchaseBy', './api-errors.ts MESSAGES.required']),
    );
  });

  it('word nothing the British way, except the few a US page reads otherwise', () => {
    const british = all.filter(([, text]) => britishIn(text).length > 0);
    expect(british.map(([key]) => key).sort()).toEqual(Object.keys(REACHES_US_PAGES_AS).sort());
  });

  it('each of those reaches a US page in US English', () => {
    for (const [key, way] of Object.entries(REACHES_US_PAGES_AS)) {
      if ('neverShown' in way) continue;
      const [folder, overlayKey] = way.overlay;
      const worded = at(overlay(folder), overlayKey);
      expect(typeof worded, key).toBe('string');
      expect(britishIn(worded as string), key).toEqual([]);
    }
  });
});
