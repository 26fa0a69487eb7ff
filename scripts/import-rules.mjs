#!/usr/bin/env node
// Import direction (decision 033), checked without plugins: reads every source file's
// import and export-from lines and fails with one line per broken rule.
//
// 1. Web: a feature never imports another feature; the shared layers (ui, lib, api,
//    content, player, i18n) never import a feature. app/ composes them.
// 2. Server: a module reaches another module only through its contract files
//    (CONTRACT_FILES). KNOWN_CROSSINGS lists the reaches that predate the rule; the
//    list only shrinks: an entry no longer used fails too, so it is deleted with
//    the import it excused.
// 3. Packages never import apps.
// 4. No import cycles among value imports (type-only imports vanish at build time,
//    so they cannot make a module load before its dependency).
// 5. No cycles between server modules, type imports included (non-test files).
// 6. A web entry's first load: the site's entry and the child's entry never reach, by a
//    static import, the libraries they load only with the pages that need them
//    (ENTRY_KEEPS_OUT, decisions 026 and 052).
// Tests (*.test.ts[x], test/ folders) are exempt from 1–2: they may set up any state.
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', 'packages'];
const WEB_SHARED = ['ui', 'lib', 'api', 'content', 'player', 'i18n'];

/** What another module may import from a server module. */
export const CONTRACT_FILES = new Set([
  'service.ts',
  'keys.ts',
  'retention.ts',
  'seed.ts',
  'sessions.ts',
  'throttle.ts',
  'compose.ts',
  'testing.ts',
  'test-support.ts',
]);

/** Crossings into another module's internals that predate the rule: "from -> to". */
export const KNOWN_CROSSINGS = new Set([
  'competitions/routes.ts -> campaigns/routes.ts',
  'competitions/seed.ts -> campaigns/seed-data.ts',
  'competitions/service.ts -> campaigns/registration-checks.ts',
  'competitions/service.ts -> campaigns/registration-view.ts',
  'staff/cli.ts -> campaigns/seed-data.ts',
  'staff/cli.ts -> competitions/presenter.ts',
  'staff/exports.ts -> campaigns/registration-view.ts',
  'staff/routes.ts -> contact/presenter.ts',
  'staff/routes.ts -> helpdesk/presenter.ts',
  'staff/routes.ts -> marketing/presenter.ts',
  'staff/service.ts -> contact/presenter.ts',
  'staff/service.ts -> helpdesk/presenter.ts',
]);

/**
 * Cycles between server modules that predate rule 5, as their sorted module lists. Like
 * KNOWN_CROSSINGS the list only shrinks: a cycle that grows, or a new one, fails, and an entry
 * no longer found fails too. Empty now: accounts <-> onboarding was broken (app.ts hands
 * onboarding's trials to the accounts routes), content <-> settings (the CDN path is content's),
 * accounts <-> challenges <-> progress (accounts declares KeptElsewhere; retention builds it).
 */
export const KNOWN_MODULE_CYCLES = new Set([]);

/**
 * Libraries a web entry's static imports never reach: every visitor's first page would load them.
 * zod (about 30 KB gzip) comes with the forms that check with it; the child's page (a budget of
 * 90 KB gzip on an old Chromebook) has no router, text library or query cache at all.
 */
export const ENTRY_KEEPS_OUT = {
  'apps/web/src/app/main.tsx': ['zod'],
  'apps/web/src/app/play-main.tsx': ['zod', 'react-router', 'i18next', 'react-i18next', '@tanstack/react-query'],
};

function walk(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path, out);
    else if (/\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

// import x from '…' / import type … / export … from '…' / import '…' / import('…')
const IMPORT_RE =
  /(?:^|[\n;])\s*(import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * Each import of a file: { spec, typeOnly, loaded }. `loaded`: the build keeps it as a static
 * import (not `import type`, not `import()`); with verbatimModuleSyntax even `import { type A }`
 * stays, as `import {}`, and loads the module.
 */
export function importsOf(text) {
  const found = [];
  for (const m of text.matchAll(IMPORT_RE)) {
    const spec = m[3] ?? m[4];
    if (!spec) continue;
    // `import { type A, type B } from` is type-only as well
    const clause = m[0];
    const braces = clause.match(/\{([^}]*)\}/);
    const allTypeNames =
      braces && !/^\s*(import|export)\s+[\w$]+\s*,/.test(clause) &&
      braces[1].split(',').filter((s) => s.trim()).every((s) => /^\s*type\s/.test(s));
    found.push({ spec, typeOnly: Boolean(m[2]) || Boolean(allTypeNames), loaded: Boolean(m[3]) && !m[2] });
  }
  return found;
}

/** The package a bare import names ('zod', '@tanstack/react-query'), or null for a file of ours. */
const packageOf = (spec) => (spec.startsWith('.') || spec.startsWith('@numbloom/') ? null : spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/'));

function resolveSpec(fromFile, spec, { packages = false } = {}) {
  // our packages' files, as their exports maps name them ('./*': './src/*.ts')
  const ours = packages && /^@numbloom\/(domain|maths)\/(.+)$/.exec(spec);
  if (ours) return resolveSpec(join(root, `packages/${ours[1]}/src/x.ts`), `./${ours[2]}`);
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(fromFile), spec);
  const candidates = [base, base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile()) ?? null;
}

const isTest = (rel) => /\.test\.tsx?$/.test(rel) || rel.split('/').includes('test') || rel.startsWith('apps/web/src/test');

const files = SOURCE_ROOTS.flatMap((r) => (existsSync(join(root, r)) ? walk(join(root, r)) : []));
const problems = [];
const usedKnown = new Set();
const graph = new Map();
/** file → what its static imports load: files of ours (domain included) and packages (rule 6) */
const loads = new Map();
/** server module → the modules it imports from (type-only imports too: a design dependency either way) */
const moduleGraph = new Map();

for (const file of files) {
  const rel = relative(root, file).split(sep).join('/');
  const edges = [];
  const loaded = { files: [], packages: [] };
  loads.set(rel, loaded);
  for (const { spec, typeOnly, loaded: kept } of importsOf(readFileSync(file, 'utf8'))) {
    if (kept) {
      const pkg = packageOf(spec);
      const file2 = pkg ? null : resolveSpec(file, spec, { packages: true });
      if (pkg) loaded.packages.push(pkg);
      else if (file2) loaded.files.push(relative(root, file2).split(sep).join('/'));
    }
    if (rel.startsWith('packages/') && (/(^|\/)apps\//.test(spec) || /^@numbloom\/(server|web)/.test(spec))) {
      problems.push(`${rel}: packages never import apps (${spec})`);
    }
    const target = resolveSpec(file, spec);
    if (!target) continue;
    const to = relative(root, target).split(sep).join('/');
    if (!typeOnly) edges.push(to);
    if (isTest(rel)) continue;

    const web = rel.match(/^apps\/web\/src\/([^/]+)\/([^/]+)/);
    const webTo = to.match(/^apps\/web\/src\/features\/([^/]+)/);
    if (web && webTo) {
      if (web[1] === 'features' && web[2] !== webTo[1]) {
        problems.push(`${rel}: a feature never imports another feature (${to}); move the shared piece to ui/, lib/, player/ or content/, or compose them in app/`);
      } else if (WEB_SHARED.includes(web[1])) {
        problems.push(`${rel}: shared layers never import a feature (${to})`);
      }
    }

    const mod = rel.match(/^apps\/server\/src\/modules\/([^/]+)\/(.+)$/);
    const modTo = to.match(/^apps\/server\/src\/modules\/([^/]+)\/(.+)$/);
    if (mod && modTo && mod[1] !== modTo[1]) {
      if (!moduleGraph.has(mod[1])) moduleGraph.set(mod[1], new Set());
      moduleGraph.get(mod[1]).add(modTo[1]);
    }
    if (mod && modTo && mod[1] !== modTo[1] && !CONTRACT_FILES.has(modTo[2])) {
      const key = `${mod[1]}/${mod[2]} -> ${modTo[1]}/${modTo[2]}`;
      if (KNOWN_CROSSINGS.has(key)) usedKnown.add(key);
      else problems.push(`${rel}: reaches into module ${modTo[1]} (${modTo[2]}); import its service or a contract file (${[...CONTRACT_FILES].join(', ')})`);
    }
  }
  graph.set(rel, edges);
}

for (const key of KNOWN_CROSSINGS) {
  if (!usedKnown.has(key)) problems.push(`scripts/import-rules.mjs: KNOWN_CROSSINGS entry '${key}' is no longer used: delete it`);
}

// Tarjan's strongly connected components: any component of more than one node is a cycle.
function cycles(nodes) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const found = [];
  function connect(v) {
    const m = { index, low: index, onStack: true };
    meta.set(v, m);
    index += 1;
    stack.push(v);
    for (const w of nodes.get(v) ?? []) {
      if (!nodes.has(w)) continue;
      if (!meta.has(w)) {
        connect(w);
        m.low = Math.min(m.low, meta.get(w).low);
      } else if (meta.get(w).onStack) m.low = Math.min(m.low, meta.get(w).index);
    }
    if (m.low === m.index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  }
  for (const v of nodes.keys()) if (!meta.has(v)) connect(v);
  return found;
}
for (const c of cycles(graph)) problems.push(`import cycle: ${c.join(' <-> ')}`);
// 5. Server modules depend one way: a module that builds on another (onboarding on accounts) is
//    handed what the other needs of it where the app is composed (app.ts), never imported back.
const moduleCycles = cycles(moduleGraph).map((c) => c.join(' <-> '));
for (const c of moduleCycles) if (!KNOWN_MODULE_CYCLES.has(c)) problems.push(`module cycle: ${c} (hand the reverse direction over in app.ts)`);
for (const c of KNOWN_MODULE_CYCLES) {
  if (!moduleCycles.includes(c)) problems.push(`scripts/import-rules.mjs: KNOWN_MODULE_CYCLES entry '${c}' is no longer a cycle: delete it`);
}

// 6. What each web entry loads on a first visit.
for (const [entry, kept] of Object.entries(ENTRY_KEEPS_OUT)) {
  /** file → the file that first imported it, to print the path that brought a library in */
  const via = new Map([[entry, null]]);
  const queue = [entry];
  while (queue.length > 0) {
    const at = queue.shift();
    for (const pkg of loads.get(at)?.packages ?? []) {
      if (!kept.includes(pkg)) continue;
      const path = [];
      for (let f = at; f; f = via.get(f)) path.unshift(f);
      problems.push(`${entry}: its first load reaches ${pkg} (${path.join(' -> ')}); load it with the page that needs it (import() or a zod-free module), decision 052`);
    }
    for (const next of loads.get(at)?.files ?? []) {
      if (via.has(next)) continue;
      via.set(next, at);
      queue.push(next);
    }
  }
}

if (problems.length > 0) {
  for (const p of problems) console.error(p);
  console.error(`\n${problems.length} import rule(s) broken (scripts/import-rules.mjs, decision 033).`);
  process.exit(1);
}
console.log(`import rules: ${files.length} files, no feature-to-feature or module internals import, no cycles between files or modules, no entry loading what it keeps out`);
