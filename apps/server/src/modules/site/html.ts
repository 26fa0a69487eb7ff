import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_SETTINGS_ELEMENT_ID, type PageSettings } from '@numbloom/domain/page-settings';

/** JSON that is safe inside a <script> element: no "</script>", no HTML comment openers. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const escapeAttr = (value: string) => value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The built HTML shells, read once. The server fills in the page settings and
 * the document's language and direction, so a right-to-left page is right to
 * left before any script runs.
 */
export class HtmlShells {
  private readonly cache = new Map<string, string>();
  private readonly distDir: string;
  private readonly reload: boolean;

  constructor(distDir: string, reload: boolean) {
    this.distDir = distDir;
    this.reload = reload;
  }

  available(entry = 'index.html'): boolean {
    try {
      this.template(entry);
      return true;
    } catch {
      return false;
    }
  }

  private template(entry: string): string {
    const cached = this.reload ? undefined : this.cache.get(entry);
    if (cached) return cached;
    const html = readFileSync(path.join(this.distDir, entry), 'utf8');
    this.cache.set(entry, html);
    return html;
  }

  render(settings: PageSettings, entry = 'index.html'): string {
    const tag = `<script type="application/json" id="${PAGE_SETTINGS_ELEMENT_ID}">${safeJson(settings)}</script>`;
    return this.template(entry)
      .replace(/<html[^>]*>/, `<html lang="${escapeAttr(settings.language)}" dir="${settings.dir}">`)
      .replace('</head>', `${tag}</head>`);
  }
}
