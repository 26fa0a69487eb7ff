import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect } from 'vitest';
import { PAGE_SETTINGS_ELEMENT_ID, type PageSettings } from '@numbloom/domain/page-settings';
import { pageSettingsSchema } from '@numbloom/domain/page-settings-schema';

const shell = (title: string) =>
  `<!doctype html>\n<html lang="en">\n<head><meta charset="UTF-8" /><title>${title}</title></head>\n<body><div id="root"></div></body>\n</html>\n`;

/**
 * A built web app is HTML shells the server fills in; tests about what it writes into them need
 * only stand-ins of the same shape: index.html, and play.html for the child's pages (decision 042).
 * The folder is removed after the file's tests.
 */
export function standInWebDist(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `numbloom-${name}-dist-`));
  writeFileSync(path.join(dir, 'index.html'), shell('Numbloom'));
  writeFileSync(path.join(dir, 'play.html'), shell('Numbloom class game'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The page settings the server wrote into an HTML page, checked against their schema. */
export function pageSettingsIn(body: string): PageSettings {
  const match = body.match(
    new RegExp(`<script type="application/json" id="${PAGE_SETTINGS_ELEMENT_ID}">(.*?)</script>`),
  );
  expect(match, 'page settings tag').not.toBeNull();
  return pageSettingsSchema.parse(JSON.parse(match![1]!));
}
