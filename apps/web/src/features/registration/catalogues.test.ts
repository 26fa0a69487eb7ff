import { describe, expect, it } from 'vitest';
import { CONTACT_FORM_TYPES, submitLabel } from '@numbloom/domain/contact';
import { ADD_SCHOOL_FIELDS } from '@numbloom/domain/school';
import type { Tree } from '../../i18n/catalogue-checks.ts';
import { describeTranslations } from '../../i18n/translation-tests.ts';
import en from './i18n/en.json';
import fr from './i18n/fr.json';
import es from './i18n/es.json';
import ar from './i18n/ar.json';

/**
 * The registration catalogues: French, Spanish and Arabic say everything
 * English says (plural forms counted once, none empty, the same
 * {{placeholders}}), and Arabic has all six plural forms.
 */
describeTranslations('registration catalogues', en as Tree, { fr: fr as Tree, es: es as Tree, ar: ar as Tree });

describe('registration catalogues: texts the domain also holds', () => {
  it('says in English what the spec gives for each form type', () => {
    for (const type of CONTACT_FORM_TYPES) expect(en.submitLabel[type]).toBe(submitLabel(type));
    expect(en.submitLabel.default).toBe(submitLabel(undefined));
  });

  it('names the school fields in English as the domain does', () => {
    expect(en.addSchool.fields).toEqual(Object.fromEntries(ADD_SCHOOL_FIELDS.map((f) => [f.name, f.label])));
  });
});
