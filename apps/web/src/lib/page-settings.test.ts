import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_SETTINGS_ELEMENT_ID } from '@numbloom/domain/page-settings';
import { defaultPageSettings, pageSettings, resetPageSettings } from './page-settings.ts';

function writeTag(text: string) {
  document.getElementById(PAGE_SETTINGS_ELEMENT_ID)?.remove();
  const el = document.createElement('script');
  el.type = 'application/json';
  el.id = PAGE_SETTINGS_ELEMENT_ID;
  el.textContent = text;
  document.head.append(el);
  resetPageSettings();
}

describe('pageSettings()', () => {
  afterEach(() => document.getElementById(PAGE_SETTINGS_ELEMENT_ID)?.remove());

  it('reads what the server wrote', () => {
    writeTag(JSON.stringify({ ...defaultPageSettings(), region: 'aue', language: 'ar', dir: 'rtl', is_gdpr: true, analytics_ids: ['G-1'] }));
    expect(pageSettings()).toMatchObject({ region: 'aue', language: 'ar', dir: 'rtl', is_gdpr: true, analytics_ids: ['G-1'] });
  });

  it('keeps the default for a key of the wrong type and drops unknown keys', () => {
    writeTag(JSON.stringify({ region: 'ca', is_gdpr: 'yes', dir: 'sideways', analytics_ids: [1], secret: 'x' }));
    const s = pageSettings();
    expect(s.region).toBe('ca');
    expect(s.is_gdpr).toBe(false);
    expect(s.dir).toBe('ltr');
    expect(s.analytics_ids).toEqual([]);
    expect(s).not.toHaveProperty('secret');
  });

  it('reads the sign-in providers, and none of a list that is not as the server writes it', () => {
    const google = { id: 'google', name: 'Google', start_url: '/api/v2/accounts/sso/google/start' };
    writeTag(JSON.stringify({ sso_providers: [google] }));
    expect(pageSettings().sso_providers).toEqual([google]);
    writeTag(JSON.stringify({ sso_providers: [] }));
    expect(pageSettings().sso_providers).toEqual([]);
    for (const wrong of [[{ ...google, id: 'facebook' }], [{ ...google, start_url: 'https://elsewhere.example/' }], [{ ...google, start_url: '//elsewhere.example/' }], [google, null], 'google']) {
      writeTag(JSON.stringify({ sso_providers: wrong }));
      expect(pageSettings()).not.toHaveProperty('sso_providers');
    }
  });

  it('falls back to defaults for broken JSON or no tag', () => {
    writeTag('{"region":');
    expect(pageSettings()).toEqual(defaultPageSettings());
    document.getElementById(PAGE_SETTINGS_ELEMENT_ID)?.remove();
    resetPageSettings();
    expect(pageSettings().region).toBe('us');
  });
});
