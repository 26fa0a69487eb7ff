/**
 * The API's description lists every route, the staff ones and the staff command line's too: served
 * outside production, off in production unless API_DOCS turns it on.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestApp } from './test/app.ts';

const PROD = { NODE_ENV: 'production', SECRET_KEY: 'x'.repeat(40) };

describe('/api/docs', () => {
  it('is on by default outside production, off in production, and API_DOCS decides when set', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).API_DOCS).toBe(true);
    expect(loadConfig(PROD).API_DOCS).toBe(false);
    expect(loadConfig({ ...PROD, API_DOCS: 'true' }).API_DOCS).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', API_DOCS: 'false' }).API_DOCS).toBe(false);
  });

  it('answers 404 in production, page and JSON alike', async () => {
    const t = await createTestApp({ env: PROD });
    try {
      for (const url of ['/api/docs', '/api/docs/', '/api/docs/json']) {
        const res = await t.app.inject({ url });
        expect(res.statusCode, url).toBe(404);
        expect(res.body).not.toContain('/api/v2/staff/');
      }
    } finally {
      await t.close();
    }
  });

  it('is served in production when API_DOCS=true', async () => {
    const t = await createTestApp({ env: { ...PROD, API_DOCS: 'true' } });
    try {
      expect((await t.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
