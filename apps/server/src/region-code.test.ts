/**
 * A region_code that names none of the sites (GB, AE, XX) is refused with a 400 that lists the
 * regions, on every route that reads one: read as the US it gave a British child dollars and inches.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@numbloom/domain/api-errors';
import { OPEN_CAMPAIGNS_PATH } from '@numbloom/domain/campaign';
import { RUN_PATHS } from '@numbloom/domain/runs';
import { createTestApp, type TestApp } from './test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('region_code', () => {
  it.each(['GB', 'AE', 'XX', 'gb'])('%s starts no run: 400 with the field’s message', async (region_code) => {
    const res = await t.post(RUN_PATHS.start, { mode: 'practice', grade: '3', region_code });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors?.region_code ?? res.json().user_message).toContain(MESSAGES.unknownRegion);
  });

  it.each(['UK', 'aue', 'US'])('%s, a region of ours in either case, starts a run', async (region_code) => {
    const res = await t.post(RUN_PATHS.start, { mode: 'practice', grade: '3', region_code });
    expect(res.statusCode).toBe(200);
  });

  it('is refused in a query string too', async () => {
    const campaign = await t.app.inject({ url: `${OPEN_CAMPAIGNS_PATH}?region_code=GB` });
    expect(campaign.statusCode).toBe(400);
    expect(JSON.stringify(campaign.json())).toContain(MESSAGES.unknownRegion);
  });
});
