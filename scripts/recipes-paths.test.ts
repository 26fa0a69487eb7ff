import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/recipes.md names the files a change touches; a file moved or renamed leaves the recipe
 * pointing at nothing, and the reader who follows it is lost at the first step. Every path in
 * backticks must be a file or folder the repository tracks, written whole or as its last parts
 * (the tables shorten `apps/server/src/modules/games/routes/kit.ts` to `routes/kit.ts` once the
 * row above has said where they are). Paths with a placeholder (`<name>`), a wildcard or a choice of
 * names (`{en,fr}`) name files still to add and are left out.
 */
const ROOT = join(import.meta.dirname, '..');
const TRACKED = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const exists = (p: string) => {
  const path = p.replace(/\/$/, '');
  return TRACKED.some((f) => f === path || f.endsWith(`/${path}`) || f.startsWith(`${path}/`) || f.includes(`/${path}/`));
};

function recipePaths(markdown: string): string[] {
  const quoted = [...markdown.matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
  // a path: a folder and a name, or a file with an extension; no command, no placeholder
  const looksLikePath = (s: string) => /^[\w@.\-/]+$/.test(s) && (s.includes('/') || /\.(tsx?|mjs|json|md|css|vtt|html)$/.test(s));
  return [...new Set(quoted.map((s) => s.split(/\s/)[0]!).filter(looksLikePath))];
}

describe('docs/recipes.md', () => {
  const markdown = readFileSync(join(ROOT, 'docs/recipes.md'), 'utf8');
  const paths = recipePaths(markdown);

  it('names files', () => {
    expect(paths.length).toBeGreaterThan(40);
  });

  it('names only files and folders that exist', () => {
    const missing = paths.filter((p) => !exists(p));
    expect(missing).toEqual([]);
  });
});
