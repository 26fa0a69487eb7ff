import type { i18n } from 'i18next';
import { createI18n } from '../i18n/setup.ts';
import { pageSettings } from '../lib/page-settings.ts';

const instances = new Map<string, Promise<i18n>>();

/**
 * The maths player's own texts (its models speak through i18next, catalogue 'player'), for the
 * child's pages, which otherwise carry no i18next (decision 042): made once per language, when
 * the first question is about to show, and shared by every game the page plays.
 */
export function playerI18n(language: string): Promise<i18n> {
  let made = instances.get(language);
  if (!made) {
    made = createI18n(language, pageSettings().region).then(async (instance) => {
      await instance.loadNamespaces('player');
      return instance;
    });
    // a failed load is tried again next time, not kept
    made.catch(() => instances.delete(language));
    instances.set(language, made);
  }
  return made;
}
