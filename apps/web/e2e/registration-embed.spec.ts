import type { Page } from '@playwright/test';
import { DEMO, SALES, fillCampaign, form, sessionItem } from './registration-helpers.ts';
import { test, expect, expectAccessible } from './fixtures.ts';

test.describe.configure({ timeout: 60_000 });

const DEMO_PAGE = '/us/en/demo/cms/';
const campaignForm = (page: Page) => page.getByRole('form', { name: 'School demo 2026' });
const competitionForm = (page: Page) => page.getByRole('form', { name: 'numbers-cup-2026' });
const refresh = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('cms:content-refresh')));

test.describe('forms embedded in a CMS page', () => {
  test('the demo page is plain HTML with both forms mounted on their placeholders', async ({ page }) => {
    const response = await page.goto(DEMO_PAGE);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await expect(page.getByRole('heading', { level: 1, name: 'Register your school' })).toBeVisible();
    // No React app shell: only the CMS's own markup and the mount script.
    await expect(page.locator('#root')).toHaveCount(0);
    await expect(page.locator('script[src="/embed/registration-forms.js"]')).toHaveCount(1);
    await expect(campaignForm(page)).toBeVisible();
    await expect(page.locator('.campaign-reg-form').getByRole('button', { name: 'Send Request' })).toBeVisible();
    await expect(competitionForm(page)).toBeVisible();
    await expect(page.locator('.competition-reg-form').getByRole('button', { name: 'Register Now' })).toBeDisabled();
    await expectAccessible(page);
  });

  test('the content-refresh event mounts new placeholders, re-reads properties and drops removed ones', async ({ page }) => {
    await page.goto(DEMO_PAGE);
    await expect(campaignForm(page)).toBeVisible();
    await expect(competitionForm(page)).toBeVisible();

    // The CMS adds a placeholder: nothing happens until it announces the refresh.
    await page.evaluate((slug) => {
      const el = document.createElement('div');
      el.className = 'campaign-reg-form';
      el.dataset.slug = slug;
      el.dataset.type = 'enquiry';
      el.id = 'added';
      document.querySelector('main')!.append(el);
    }, SALES);
    // Two frames: anything the page would do on its own (an observer, a scheduled render) has run.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await expect(page.locator('#added')).toBeEmpty();
    await refresh(page);
    await expect(page.locator('#added').getByRole('form', { name: 'Whole-school license inquiry' })).toBeVisible();
    await expect(page.locator('#added').getByRole('button', { name: 'Send Enquiry' })).toBeVisible();

    // Changed properties are read again on refresh.
    await page.evaluate(() => document.querySelector<HTMLElement>('#added')!.setAttribute('data-type', 'register'));
    await refresh(page);
    await expect(page.locator('#added').getByRole('button', { name: 'Register Now' })).toBeVisible();

    // A form typed into keeps what was typed when its properties did not change.
    await campaignForm(page).getByRole('textbox', { name: 'First name', exact: true }).fill('Kept');
    // Content replaced: the competition placeholder goes, a new one arrives.
    await page.evaluate(() => {
      const old = document.querySelector('.competition-reg-form')!;
      const fresh = document.createElement('div');
      fresh.className = 'competition-reg-form';
      fresh.dataset.id = '502';
      fresh.id = 'fresh-competition';
      old.replaceWith(fresh);
    });
    await refresh(page);
    await expect(page.locator('#fresh-competition').getByRole('form', { name: 'spring-challenge-2027' })).toBeVisible();
    await expect(competitionForm(page)).toHaveCount(0);
    await expect(campaignForm(page).getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Kept');
  });

  test('a registration made on the CMS page reaches the thank-you page', async ({ page }) => {
    await page.goto(`${DEMO_PAGE}?utm_source=cms`);
    await expect(campaignForm(page)).toBeVisible();
    await fillCampaign(page);
    await form(page).getByRole('checkbox', { name: /I agree to the Terms of Use/ }).check();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/v2/accounts/homepage-campaign/'));
    await page.locator('.campaign-reg-form').getByRole('button', { name: 'Send Request' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ event_detail: { type: 'request' }, utm: { utm_source: 'cms' } });
    await page.waitForURL('**/us/en/thank-you/');
    expect(await sessionItem(page, 'campaign_registration')).toEqual({ slug: DEMO, submitted: true });
  });

  test('an unknown region has no demo page', async ({ page }) => {
    const response = await page.goto('/xx/en/demo/cms/');
    expect(response?.status()).toBe(404);
  });
});
