import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_COOKIE } from '@numbloom/domain/regions';
import { canadianLanguage } from './redirect-prompt.tsx';
import { rememberLocale, rememberedLocale, switchLocaleHref } from './locale.ts';
import { FREE_TRIAL_PATH, NAV_MENUS, NAV_PAGES, SIGN_IN_LINKS, navHref } from './nav-data.ts';

afterEach(() => {
  document.cookie = `${LOCALE_COOKIE}=; path=/; max-age=0`;
});

describe('canadianLanguage', () => {
  it('finds the first Canadian language among the browser languages', () => {
    expect(canadianLanguage(['fr-CA', 'en-CA'])).toBe('fr');
    expect(canadianLanguage(['en-US', 'en-ca', 'fr-CA'])).toBe('en');
    expect(canadianLanguage(['EN-CA'])).toBe('en');
  });
  it('ignores languages that do not point to Canada', () => {
    expect(canadianLanguage(['en-US', 'fr-FR', 'fr', 'es-CA'])).toBeUndefined();
    expect(canadianLanguage([])).toBeUndefined();
  });
});

describe('switchLocaleHref', () => {
  it('keeps the page and its query when changing site', () => {
    expect(switchLocaleHref({ pathname: '/us/en/contact/', search: '?type=request' }, 'ca', 'fr')).toBe('/ca/fr/contact/?type=request');
    expect(switchLocaleHref({ pathname: '/us/en/', search: '' }, 'aue', 'ar')).toBe('/aue/ar/');
  });
  it('keeps /home/ pages, whose language comes from the cookie', () => {
    expect(switchLocaleHref({ pathname: '/home/privacy/', search: '' }, 'ca', 'fr')).toBe('/home/privacy/');
  });
  it('goes to the home page from anywhere else', () => {
    expect(switchLocaleHref({ pathname: '/', search: '' }, 'uk', 'en')).toBe('/uk/en/');
  });
});

describe('locale cookie', () => {
  it('remembers the choice as region-language and reads it back', () => {
    expect(rememberedLocale()).toBeUndefined();
    rememberLocale('ca', 'fr');
    expect(document.cookie).toContain(`${LOCALE_COOKIE}=ca-fr`);
    expect(rememberedLocale()).toEqual({ region: 'ca', language: 'fr' });
  });
  it('ignores a cookie naming a site we do not serve', () => {
    document.cookie = `${LOCALE_COOKIE}=xx-yy; path=/`;
    expect(rememberedLocale()).toBeUndefined();
  });
});

describe('menus', () => {
  it('has the three menus of the spec, each link resolved for the locale', () => {
    expect(NAV_MENUS.map((m) => m.key)).toEqual(['pedagogy', 'product', 'why']);
    expect(navHref('#teachers', 'ca', 'fr')).toBe('/ca/fr/#teachers');
    expect(navHref('contact/?type=request', 'us', 'es')).toBe('/us/es/contact/?type=request');
    expect(navHref('/home/privacy/', 'us', 'en')).toBe('/home/privacy/');
  });
  it('links the product pages by their routes under the locale', () => {
    const hrefs = [...NAV_PAGES, ...SIGN_IN_LINKS, { key: 'freeTrial', to: FREE_TRIAL_PATH }].map((l) => navHref(l.to, 'aue', 'ar'));
    expect(hrefs).toEqual(['/aue/ar/activities/', '/aue/ar/contact/', '/aue/ar/login/', '/aue/ar/student-login/', '/aue/ar/free-trial/']);
  });
});
