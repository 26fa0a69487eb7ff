import type { Page } from '@playwright/test';
import { CSRF_COOKIE_NAME, CSRF_HEADER_NAME } from '@numbloom/domain/api-constants';
import { SCHOOL_PATHS } from '@numbloom/domain/school-members';
import { STAFF_PATHS } from '@numbloom/domain/staff';
import { baseURL } from '../../../playwright.config.ts';
import { staffApi } from './staff-support.ts';

/**
 * Makes the signed-in teacher of `page` (their account's `email`) the verified first admin of the first school the search
 * finds for `term`, as the product does it (decision 061): they ask for the school, staff approve
 * in the staff API. `showNames` is the school's choice for its children's names on public boards.
 * Answers the school.
 */
export async function verifiedAdminOf(page: Page, email: string, term: string, opts: { showNames?: boolean } = {}) {
  const found = (await (await page.request.get(`/api/v2/school-management/autocomplete?search=${encodeURIComponent(term)}`)).json()) as Array<{ id: number; name: string }>;
  const school = found[0]!;
  if (!(await page.context().cookies()).some((c) => c.name === CSRF_COOKIE_NAME)) await page.goto('/us/en/');
  const csrf = (await page.context().cookies()).find((c) => c.name === CSRF_COOKIE_NAME)?.value ?? '';
  const headers = { [CSRF_HEADER_NAME]: csrf, origin: baseURL };
  const asked = await page.request.post(SCHOOL_PATHS.joinRequests, { data: { school_id: school.id }, headers });
  if (!asked.ok()) throw new Error(`join request: ${asked.status()} ${await asked.text()}`);
  const staff = await staffApi(page);
  const { requests } = await staff.get<{ requests: Array<{ school: { id: number }; user_id: string; email: string | null }> }>(STAFF_PATHS.schoolRequests);
  const mine = requests.find((r) => r.school.id === school.id && r.email === email);
  if (!mine) throw new Error(`no request for school ${school.id}`);
  await staff.post(STAFF_PATHS.schoolRequest(school.id, mine.user_id), { approve: true });
  if (opts.showNames) {
    const res = await page.request.patch(SCHOOL_PATHS.settings(school.id), { data: { show_names_on_boards: true }, headers });
    if (!res.ok()) throw new Error(`settings: ${res.status()} ${await res.text()}`);
  }
  return school;
}
