/**
 * Letters of other scripts that look like Latin ones (Cyrillic, Greek): one
 * table for the nickname filter (a refused word spelled with them) and for a
 * room's nicknames (a classmate's name spelled with them is the same name).
 */
export const LOOK_ALIKES: Readonly<Record<string, string>> = {
  а: 'a', в: 'b', е: 'e', ѕ: 's', і: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x', ь: 'b',
  α: 'a', β: 'b', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x',
};

/** Each look-alike letter made its Latin twin (the text already lower-cased). */
export const latinLookAlikes = (text: string) => text.replace(/./gu, (c) => LOOK_ALIKES[c] ?? c);
