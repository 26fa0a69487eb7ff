import { describe, expect, it } from 'vitest';
import { CHILD_PAGE_PATHS, LOCALE_PAGE_PATHS } from '@numbloom/domain/site-pages';
import { localeRoutes } from './routes.tsx';

describe('the pages of a region and language', () => {
  it('are the ones the server knows, so any other path is a 404 before the browser loads anything', () => {
    const routed = localeRoutes.filter((r) => r.path !== '*').map((r) => (r.index ? '' : r.path));
    // demo/cms is a plain page the server sends (cms-demo.html), and the child's pages have their own entry (play.html): not routes of the app.
    const own = new Set<string>(['demo/cms', ...CHILD_PAGE_PATHS]);
    expect(new Set(routed)).toEqual(new Set(LOCALE_PAGE_PATHS.filter((p) => !own.has(p))));
  });
});
