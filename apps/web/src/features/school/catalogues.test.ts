import { describe, expect, it } from 'vitest';
import { CLASSROOM_LEFT_OUT, CLASSROOM_MESSAGES } from '@numbloom/domain/classroom';
import { ROSTER_ISSUE_CODES, ROSTER_MESSAGES } from '@numbloom/domain/roster';
import { SCHOOL_MESSAGES } from '@numbloom/domain/school-members';
import { leaves, type Tree } from '../../i18n/catalogue-checks.ts';
import { describeTranslations } from '../../i18n/translation-tests.ts';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import es from './i18n/es.json';
import ar from './i18n/ar.json';
import { MESSAGE_KEYS } from './messages.ts';

/**
 * The school catalogues: French, Spanish and Arabic say everything English says (plural forms
 * counted once, none empty, the same {{placeholders}}), and Arabic has all six plural forms.
 */
describeTranslations('school catalogues', en as Tree, { fr: fr as Tree, es: es as Tree, ar: ar as Tree });

describe('the server’s school texts', () => {
  it('each has its key, and English words it as the server does', () => {
    const english = new Map(leaves(en as Tree));
    for (const text of [...Object.values(SCHOOL_MESSAGES), ...Object.values(ROSTER_MESSAGES), ...Object.values(CLASSROOM_MESSAGES)]) {
      const key = MESSAGE_KEYS.get(text);
      expect(key, text).toBeDefined();
      expect(english.get(key!), text).toBe(text);
    }
  });
});

describe('the roster import’s problems', () => {
  it('each code has its text in the page’s catalogue', () => {
    const english = new Map(leaves(en as Tree));
    // a problem that counts its limit has plural forms
    for (const code of ROSTER_ISSUE_CODES)
      expect(english.get(`roster.issues.${code}`) ?? english.get(`roster.issues.${code}_other`), code).toBeTruthy();
    for (const reason of CLASSROOM_LEFT_OUT) expect(english.get(`classroom.leftOut.${reason}`), reason).toBeTruthy();
  });
});
