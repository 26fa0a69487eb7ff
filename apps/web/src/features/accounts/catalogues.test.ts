import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, MAIL_DELAY_MINUTES, ROLE_LABELS } from '@numbloom/domain/accounts';
import { nameField } from '@numbloom/domain/form-rules';
import { ARABIC_PLURAL_FORMS, baseKeys, comparedPlaceholders, leaves, PLURAL, sourceText, type Tree } from '../../i18n/catalogue-checks.ts';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import es from './i18n/es.json';
import ar from './i18n/ar.json';
import { MESSAGE_KEYS, messageKey } from './messages.ts';

/**
 * The accounts catalogues: French, Spanish and Arabic say everything English
 * says (plural forms counted once, none empty, the same {{placeholders}}),
 * Arabic has all six plural forms, and the English of every text that also
 * lives in packages/domain is the domain's wording, so the two cannot drift.
 */

const lookup = (tree: Tree, path: string) => path.split('.').reduce<string | Tree | undefined>((o, k) => (typeof o === 'object' ? o[k] : undefined), tree);

const translations = { fr, es, ar } as Record<string, Tree>;

describe('accounts catalogues', () => {
  for (const [language, catalogue] of Object.entries(translations)) {
    it(`${language} has every English key, none empty, with the same placeholders`, () => {
      expect(baseKeys(catalogue)).toEqual(baseKeys(en));
      const english = new Map(leaves(en));
      for (const [key, text] of leaves(catalogue)) {
        expect(text.trim(), key).not.toBe('');
        const source = sourceText(english, key);
        expect(source, key).toBeDefined();
        expect(comparedPlaceholders(key, text), key).toEqual(comparedPlaceholders(key, source!));
      }
    });
  }

  it('Arabic has all six plural forms wherever English has plurals', () => {
    const plurals = leaves(en)
      .map(([k]) => k)
      .filter((k) => k.endsWith('_other'))
      .map((k) => k.replace(PLURAL, ''));
    expect(plurals.length).toBeGreaterThan(0);
    const arabic = new Set(leaves(ar as Tree).map(([k]) => k));
    for (const base of plurals) {
      for (const form of ARABIC_PLURAL_FORMS) expect(arabic, `${base}_${form}`).toContain(`${base}_${form}`);
    }
  });
});

describe('English texts that come from packages/domain', () => {
  it('every mapped domain text has its English key, word for word', () => {
    for (const [message, key] of MESSAGE_KEYS) expect(lookup(en, key), key).toBe(message);
  });

  it("the length message of a name field maps to errors.maxLength with the field's limit", () => {
    const result = nameField('first_name', true).safeParse('x'.repeat(51));
    const message = result.error!.issues[0]!.message;
    expect(messageKey(message)).toEqual({ key: 'errors.maxLength', count: 50 });
    expect((lookup(en, 'errors.maxLength_other') as string).replace('{{count}}', '50')).toBe(message);
  });

  it('the texts the pages show with a domain default say the same in English', () => {
    expect(lookup(en, 'roles')).toEqual(ROLE_LABELS);
    expect((lookup(en, 'login.ssoFailed') as string).replace('{{provider}}', 'Google')).toBe(ACCOUNT_MESSAGES.ssoFailed('Google'));
    expect(lookup(en, 'logout.done')).toBe(ACCOUNT_MESSAGES.loggedOut);
    expect((lookup(en, 'reset.sent_other') as string).replace('{{count}}', String(MAIL_DELAY_MINUTES))).toBe(ACCOUNT_MESSAGES.passwordResetSent);
    expect(lookup(en, 'reset.changed')).toBe(ACCOUNT_MESSAGES.passwordChanged);
  });

  it('an unknown text has no key, so it is shown as it is', () => {
    expect(messageKey('Something only the server knows.')).toBeUndefined();
  });
});
