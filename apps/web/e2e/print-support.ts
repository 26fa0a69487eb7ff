import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/**
 * A report as it prints (app/global.css's print rules, ui/print-report.tsx): in the print media the
 * site's menus and the report's buttons are gone, the header says what and when, every row (or
 * card) the screen has is there and shown, and each table keeps inside the page's width (no scroll
 * box cutting it).
 */
export async function expectPrintsWhole(page: Page, { rows, header }: { rows: Locator; header: string }) {
  const onScreen = await rows.count();
  expect(onScreen).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expect(page.locator('.print-header')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  try {
    await expect(page.getByRole('banner')).toBeHidden();
    for (const nav of await page.getByRole('navigation').all()) await expect(nav).toBeHidden();
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.locator('.print-header')).toBeVisible();
    await expect(page.locator('.print-header')).toContainText(header);
    await expect(rows).toHaveCount(onScreen);
    for (const row of await rows.all()) await expect(row).toBeVisible();
    for (const table of await page.locator('table').all()) {
      const fits = await table.evaluate((el) => el.getBoundingClientRect().right <= document.documentElement.clientWidth + 1 && el.parentElement!.scrollWidth <= el.parentElement!.clientWidth + 1);
      expect(fits, 'a table fits the page').toBe(true);
    }
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}
