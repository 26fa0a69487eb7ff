import { SYSTEM_CHECK_IDS, type SystemReportRequest } from '@numbloom/domain/helpdesk';

/** A factory: a whole report as the checker page sends it (one failed, one warning), with overrides. */
export function reportBody(overrides: Partial<SystemReportRequest> = {}): SystemReportRequest {
  return {
    results: SYSTEM_CHECK_IDS.map((id) => ({ id, status: id === 'stream' ? 'failed' : id === 'latency' ? 'warning' : 'passed', detail: `${id} checked`, value: 1 })),
    browser: {
      user_agent: 'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
      language: 'fr-FR',
      languages: ['fr-FR', 'en'],
      platform: 'CrOS',
      timezone: 'Europe/Paris',
      screen: { width: 1366, height: 768, pixel_ratio: 1 },
      viewport: { width: 1366, height: 650 },
      cookies_enabled: true,
      online: true,
    },
    email: 'IT.Admin@School.example.org',
    school: 'École Jules Ferry',
    page_host: 'www.numbloom.com',
    region_code: 'CA',
    language_code: 'fr',
    ...overrides,
  };
}
