import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGIONS } from '@numbloom/domain/regions';
import { createTestApp, type TestApp } from '../../test/app.ts';

describe('GET /api/v2/settings/', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers every region and language with the spec §3 fields', async () => {
    for (const region of REGIONS) {
      for (const language of region.languages) {
        const res = await t.app.inject(`/api/v2/settings/?region_code=${region.code.toUpperCase()}&language_code=${language.code}`);
        expect(res.statusCode).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({
          locale_id: language.locale_id,
          region_code: region.code.toUpperCase(),
          language_code: language.code,
          free_trial_period: 30,
          free_trial_type: expect.any(String),
        });
        for (const key of ['slatemath_domain', 'static_cdn_url', 'cdn_zone', 'static_mapping_url', 'episode_static_mapping_url', 'enum_service_url']) {
          expect(body[key], key).toEqual(expect.any(String));
        }
        expect(body.cdn_mapping.categories).toContain('{cdn_domain}');
      }
    }
  });

  it('gives 404 with a user_message for a region that does not exist', async () => {
    const res = await t.app.inject('/api/v2/settings/?region_code=XX&language_code=en');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ user_message: 'This region or language is not available.' });
  });

  it('takes free_trial_period from config', async () => {
    const other = await createTestApp({ env: { FREE_TRIAL_PERIOD_DAYS: '14' } });
    const res = await other.app.inject('/api/v2/settings/?region_code=AU&language_code=en');
    expect(res.json().free_trial_period).toBe(14);
    await other.close();
  });
});
