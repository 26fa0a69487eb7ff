import type { Region } from './regions.ts';

/**
 * Each region's name in every language a site is offered in, as CLDR writes them (what
 * Intl.DisplayNames gives; region-names.test.ts checks every one against it). Held here because the
 * site header shows the current country on every page: asking the browser's Intl for it loaded
 * its region names on every first visit, about 18 ms of an old machine's main thread (decision 052).
 * Apart from regions.ts so the child's pages, which need the regions but not their names, do not carry it.
 */
const REGION_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: { en: 'United States', es: 'Estados Unidos', fr: 'États-Unis', ar: 'الولايات المتحدة', he: 'ארצות הברית', zh: '美国', de: 'Vereinigte Staaten', pt: 'Estados Unidos' },
  CA: { en: 'Canada', es: 'Canadá', fr: 'Canada', ar: 'كندا', he: 'קנדה', zh: '加拿大', de: 'Kanada', pt: 'Canadá' },
  AU: { en: 'Australia', es: 'Australia', fr: 'Australie', ar: 'أستراليا', he: 'אוסטרליה', zh: '澳大利亚', de: 'Australien', pt: 'Austrália' },
  NZ: { en: 'New Zealand', es: 'Nueva Zelanda', fr: 'Nouvelle-Zélande', ar: 'نيوزيلندا', he: 'ניו זילנד', zh: '新西兰', de: 'Neuseeland', pt: 'Nova Zelândia' },
  GB: { en: 'United Kingdom', es: 'Reino Unido', fr: 'Royaume-Uni', ar: 'المملكة المتحدة', he: 'בריטניה', zh: '英国', de: 'Vereinigtes Königreich', pt: 'Reino Unido' },
  AE: { en: 'United Arab Emirates', es: 'Emiratos Árabes Unidos', fr: 'Émirats arabes unis', ar: 'الإمارات العربية المتحدة', he: 'איחוד האמירויות הערביות', zh: '阿拉伯联合酋长国', de: 'Vereinigte Arabische Emirate', pt: 'Emirados Árabes Unidos' },
  CN: { en: 'China', es: 'China', fr: 'Chine', ar: 'الصين', he: 'סין', zh: '中国', de: 'China', pt: 'China' },
  DE: { en: 'Germany', es: 'Alemania', fr: 'Allemagne', ar: 'ألمانيا', he: 'גרמניה', zh: '德国', de: 'Deutschland', pt: 'Alemanha' },
  BR: { en: 'Brazil', es: 'Brasil', fr: 'Brésil', ar: 'البرازيل', he: 'ברזיל', zh: '巴西', de: 'Brasilien', pt: 'Brasil' },
  IL: { en: 'Israel', es: 'Israel', fr: 'Israël', ar: 'إسرائيل', he: 'ישראל', zh: '以色列', de: 'Israel', pt: 'Israel' },
};

/** A region's name in a page's language; the English name for a language no site is offered in. */
export function regionName(region: Pick<Region, 'iso2' | 'name'>, language: string): string {
  return REGION_NAMES[region.iso2]?.[language] ?? region.name;
}
