/**
 * One name, one part of the product. The site is one page that loads each part's stylesheet as
 * the visitor first reaches it and keeps it: two parts that style the same class name at the top
 * level (not under their own container) restyle each other, depending on which page came first.
 * It happened: the challenges' tier badges turned the home page's tiers white on blue, and the
 * episode player's red answer box overrode the games' kinder blue one. The other way round
 * too: a class a part uses but only another part styles is styled only when a visitor happened to
 * pass through that other part first (a challenge's run had no score card, its list of
 * activities bullets, a banknote the home page's note frame).
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

/** Every stylesheet of the web app, with the part it belongs to and its selectors. */
const STYLESHEETS = globSync('**/*.css', { cwd: SRC }).map((f) => {
  const file = path.join(SRC, f);
  return { part: partOf(file), selectors: selectorsOf(readFileSync(file, 'utf8')) };
});

/** The selectors of a stylesheet's rules, one by one (those inside @media too; comments left out). */
function selectorsOf(css: string): string[] {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...rules.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap((rule) => rule[1]!.split(',').map((s) => s.trim()));
}

/** The class names styled on their own: a selector that is one class, perhaps with states (`.tier`, `.tier:hover`), not `.tiers .tier`. */
function topLevelClasses(selectors: string[]): string[] {
  return [...new Set(selectors.flatMap((s) => /^\.([\w-]+)(?:[.:[][^\s>+~]*)?$/.exec(s)?.[1] ?? []))];
}

/** Class name → the parts whose stylesheets name it, on its own or in any selector. */
function partsBy(classesOf: (selectors: string[]) => string[]): Map<string, Set<string>> {
  const parts = new Map<string, Set<string>>();
  for (const sheet of STYLESHEETS) {
    for (const name of classesOf(sheet.selectors)) {
      if (!parts.has(name)) parts.set(name, new Set());
      parts.get(name)!.add(sheet.part);
    }
  }
  return parts;
}

/** Parts whose stylesheets any part may rely on: the page's own (app) and the shared layers. */
const SHARED = new Set(['app', 'ui', 'player', 'lib']);

/** The class names a component names in its `className`s: plain strings, and the fixed parts of templates and conditionals. */
function classNamesIn(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/className=(?:"([^"]*)"|\{)/g)) {
    if (m[1] !== undefined) {
      names.push(...m[1].split(/\s+/));
      continue;
    }
    let depth = 1;
    let end = m.index + m[0].length;
    for (; end < source.length && depth > 0; end++) {
      if (source[end] === '{') depth++;
      else if (source[end] === '}') depth--;
    }
    for (const literal of source.slice(m.index + m[0].length, end).matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)) {
      // `tier tier-${i}`: the fixed names, not the made ones
      names.push(...(literal[1] ?? literal[2] ?? literal[3] ?? '').replace(/\S*\$\{[^}]*\}\S*/g, ' ').split(/\s+/));
    }
  }
  return names.filter((n) => /^[a-z][\w-]*$/i.test(n));
}

describe('stylesheets', () => {
  it('read a class as styled on its own only in a selector of that one class', () => {
    expect(
      topLevelClasses(
        selectorsOf(
          '.tier { color: red } .tiers .tier { x: y } .a:hover, .b.c { } @media (x) { .d { } } /* .e { } */ .f > .g { }',
        ),
      ).sort(),
    ).toEqual(['a', 'b', 'd', 'tier']);
  });

  it('never style the same class name on its own in two parts of the product', () => {
    expect(STYLESHEETS.length).toBeGreaterThan(10);
    const owners = partsBy(topLevelClasses);
    const shared = [...owners]
      .filter(([, parts]) => parts.size > 1)
      .map(([name, parts]) => `.${name}: ${[...parts].join(', ')}`);
    expect(shared, 'scope one of them under its own container').toEqual([]);
  });

  it('read the class names a component names, fixed parts only', () => {
    expect(
      classNamesIn(
        `<p className="a b"/><li className={\`tier tier-\${i}\`}/><s className={on ? 'x on' : "y"}/>`,
      ).sort(),
    ).toEqual(['a', 'b', 'on', 'tier', 'x', 'y']);
  });

  it('style what a part names in its own stylesheet or a shared one, never only in another part’s', () => {
    const styled = partsBy((selectors) =>
      selectors.flatMap((s) => [...s.matchAll(/\.([a-zA-Z][\w-]*)/g)].map((m) => m[1]!)),
    );
    const borrowed: string[] = [];
    for (const file of globSync('**/*.tsx', { cwd: SRC }).filter((f) => !f.endsWith('.test.tsx'))) {
      const part = partOf(path.join(SRC, file));
      // app/ composes the parts: its layout may name a class of the part whose pages it lays out
      if (part === 'app') continue;
      for (const name of new Set(classNamesIn(readFileSync(path.join(SRC, file), 'utf8')))) {
        const owners = styled.get(name);
        if (owners && ![...owners].some((o) => o === part || SHARED.has(o)))
          borrowed.push(`${file}: .${name} is styled only by ${[...owners].join(', ')}`);
      }
    }
    expect(borrowed, 'move the rule to the part that uses it, or to a shared stylesheet').toEqual([]);
  });
});
