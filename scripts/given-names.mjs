// Writes apps/server/src/modules/games/people-names.json: the given names and family names that
// faker ships for the languages of the site and of the families a school has (decision 068), folded as
// the nickname check reads a word. Run it again after a faker upgrade: node scripts/given-names.mjs
import { writeFileSync } from 'node:fs';
import { allLocales } from '@faker-js/faker';

export const LOCALES = ['en', 'en_AU', 'en_GB', 'en_IN', 'en_GH', 'en_NG', 'en_ZA', 'fr', 'fr_BE', 'fr_CH', 'fr_SN', 'es', 'es_MX', 'de', 'it', 'nl', 'pt_BR', 'pt_PT', 'tr', 'pl', 'ro', 'sv', 'da', 'nb_NO', 'fi', 'id_ID', 'af_ZA', 'yo_NG', 'zu_ZA', 'ar', 'fa', 'ur', 'vi'];

const flat = (v) => (v == null ? [] : Array.isArray(v) ? v : Object.values(v).flat());
export const fold = (word) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
const words = (names) => [...new Set(names.flatMap((n) => n.split(/[\s-]+/)).filter((w) => /^\p{L}{2,}$/u.test(w)).map(fold))].sort();

export function peopleNames() {
  const given = [];
  const family = [];
  for (const code of LOCALES) {
    const person = allLocales[code]?.person;
    if (!person) throw new Error(`faker has no names for ${code}`);
    given.push(...flat(person.first_name));
    family.push(...flat(person.last_name));
  }
  return { given: words(given), family: words(family) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = peopleNames();
  const file = new URL('../apps/server/src/modules/games/people-names.json', import.meta.url);
  writeFileSync(file, `${JSON.stringify(names)}\n`);
  console.log(`given ${names.given.length}, family ${names.family.length} -> ${file.pathname}`);
}
