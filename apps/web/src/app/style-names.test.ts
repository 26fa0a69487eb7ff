/**
 * One name, one part of the product. The site is one page that loads each part's stylesheet as
 * the visitor first reaches it and keeps it: two parts that style the same class name at the top
 * level (not under their own container) restyle each other, depending on which page came first.
 * It happened: the challenges' tier badges gave the home page's tiers white text on a pale ground,
 * and the episode player's red answer box overrode the games' kinder blue one.
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

/** features/<name>, or the shared layer (player, ui, app) a stylesheet belongs to. */
const partOf = (file: string) => {
  const [first, second] = path.relative(SRC, file).split(path.sep);
  return first === 'features' ? `features/${second}` : first!;
};

/** The class names a stylesheet styles on their own: a selector that is one class, perhaps with states (`.tier`, `.tier:hover`), not `.tiers .tier`. */
function topLevelClasses(css: string): string[] {
  const found = new Set<string>();
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const rule of rules.matchAll(/([^{}]+)\{[^{}]*\}/g)) {
    for (const selector of rule[1]!.split(',')) {
      const own = /^\.([\w-]+)(?:[.:[][^\s>+~]*)?$/.exec(selector.trim());
      if (own) found.add(own[1]!);
    }
  }
  return [...found];
}

describe('stylesheets', () => {
  it('read a class as styled on its own only in a selector of that one class', () => {
    expect(
      topLevelClasses(
        '.tier { color: red } .tiers .tier { x: y } .a:hover, .b.c { } @media (x) { .d { } } /* .e { } */ .f > .g { }',
      ).sort(),
    ).toEqual(['a', 'b', 'd', 'tier']);
  });

  it('never style the same class name on its own in two parts of the product', () => {
    const owners = new Map<string, Set<string>>();
    const files = globSync('**/*.css', { cwd: SRC }).map((f) => path.join(SRC, f));
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      for (const name of topLevelClasses(readFileSync(file, 'utf8'))) {
        if (!owners.has(name)) owners.set(name, new Set());
        owners.get(name)!.add(partOf(file));
      }
    }
    const shared = [...owners]
      .filter(([, parts]) => parts.size > 1)
      .map(([name, parts]) => `.${name}: ${[...parts].join(', ')}`);
    expect(shared, 'scope one of them under its own container').toEqual([]);
  });
});
