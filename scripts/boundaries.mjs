#!/usr/bin/env node
// Import direction (decisions 033 and 071): dependency-cruiser resolves every import of the apps
// and packages as TypeScript does and checks the rules of .dependency-cruiser.mjs; this script runs
// it and adds what a rule set cannot say:
// - KNOWN_CROSSINGS: reaches into another module's internals that predate the rule. The list only
//   shrinks: an entry no longer used fails too, so it is deleted with the import it excused.
// - No cycles between server modules, type imports included (non-test files).
// - A web entry's first load: the site's entry and the child's entry never reach, by a static
//   import, the libraries they load only with the pages that need them (ENTRY_KEEPS_OUT,
//   decisions 026 and 052).
// Prints one line per broken rule, naming the rule, and its own time; exits 1 on any.
import { existsSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { dirname, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import config, { TEST_CODE } from '../.dependency-cruiser.mjs';

const SOURCE_ROOTS = ['apps/web/src', 'apps/server/src', 'packages'];

/** Crossings into another module's internals that predate the rule: "from -> to", module-relative. */
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
 * Cycles between server modules that predate the rule, as their sorted module lists joined by
 * ' <-> '. Like KNOWN_CROSSINGS the list only shrinks. Empty: accounts <-> onboarding was broken
 * (app.ts hands onboarding's trials to the accounts routes), content <-> settings (the CDN path is
 * content's), accounts <-> challenges <-> progress (accounts declares KeptElsewhere; retention
 * builds it).
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
  // the children's entry's players (decision 096): the run player and i18next for its texts come later, with import()
  'apps/web/src/features/episodes/play-page.tsx': [
    'zod',
    'react-router',
    'i18next',
    'react-i18next',
    '@tanstack/react-query',
  ],
  'apps/web/src/features/challenges/play-page.tsx': [
    'zod',
    'react-router',
    'i18next',
    'react-i18next',
    '@tanstack/react-query',
  ],
  // a signed-in child's page of an activity and of a challenge (decision 097), and the small chunk that names them
  'apps/web/src/app/player-pages.tsx': ['zod', 'react-router', 'i18next', 'react-i18next', '@tanstack/react-query'],
  'apps/web/src/features/episodes/child-activity-page.tsx': [
    'zod',
    'react-router',
    'i18next',
    'react-i18next',
    '@tanstack/react-query',
  ],
  'apps/web/src/features/challenges/child-challenge-page.tsx': [
    'zod',
    'react-router',
    'i18next',
    'react-i18next',
    '@tanstack/react-query',
  ],
  // a signed-in child's activities to browse, practice and challenges (decision 101), and the small chunk that names them
  'apps/web/src/app/child-site-pages.tsx': ['zod', 'react-router', 'i18next', 'react-i18next', '@tanstack/react-query'],
  'apps/web/src/features/activities/child-browse-page.tsx': [
    'zod',
    'react-router',
    'i18next',
    'react-i18next',
    '@tanstack/react-query',
  ],
  'apps/web/src/features/episodes/child-practice-page.tsx': [
    'zod',
    'react-router',
    'i18next',
    'react-i18next',
    '@tanstack/react-query',
  ],
  'apps/web/src/features/challenges/child-challenges-page.tsx': [
    'zod',
    'react-router',
    'i18next',
    'react-i18next',
    '@tanstack/react-query',
  ],
};

/** Dependency types that vanish at build time or load later: they neither load a file first nor make a value cycle. */
const NOT_LOADED = new Set(['type-only', 'type-import', 'pre-compilation-only', 'dynamic-import']);
const isTest = (path) => TEST_CODE.some((pattern) => new RegExp(pattern).test(path));
const moduleOf = (path) => /^apps\/server\/src\/modules\/([^/]+)\/(.+)$/.exec(path);
/** The npm package a resolved path lies in ('zod', '@tanstack/react-query'), or null. */
function packageOf(path) {
  const at = path.lastIndexOf('node_modules/');
  if (at < 0) return null;
  const parts = path.slice(at + 'node_modules/'.length).split('/');
  return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
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

/**
 * Checks the tree at `root` (the repository, or a test's fixture tree of the same layout).
 * Returns { problems: string[], files: number }; each problem starts with its rule's name.
 */
export async function checkBoundaries(
  root,
  { knownCrossings = KNOWN_CROSSINGS, knownModuleCycles = KNOWN_MODULE_CYCLES, entries = ENTRY_KEEPS_OUT } = {},
) {
  const roots = SOURCE_ROOTS.filter((r) => existsSync(resolve(root, r)));
  const tsConfig = extractTSConfig(resolve(root, 'tsconfig.json'));
  const { output } = await cruise(
    roots,
    {
      ...config.options,
      baseDir: root,
      tsConfig: { fileName: resolve(root, 'tsconfig.json') },
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    },
    undefined,
    { tsConfig },
  );
  const problems = [];
  const usedKnown = new Set();
  for (const v of output.summary.violations) {
    const from = moduleOf(v.from);
    const to = moduleOf(v.to);
    if (v.rule.name === 'module-internals' && from && to) {
      const key = `${from[1]}/${from[2]} -> ${to[1]}/${to[2]}`;
      if (knownCrossings.has(key)) {
        usedKnown.add(key);
        continue;
      }
    }
    const rule = config.forbidden.find((r) => r.name === v.rule.name);
    const via = v.cycle ? ` (${[v.from, ...v.cycle.map((c) => c.name ?? c)].join(' -> ')})` : ` -> ${v.to}`;
    problems.push(`${v.rule.name}: ${v.from}${via}. ${rule?.comment ?? ''}`);
  }
  for (const key of knownCrossings) {
    if (!usedKnown.has(key))
      problems.push(
        `known-crossing-unused: KNOWN_CROSSINGS entry '${key}' is no longer used: delete it (scripts/boundaries.mjs)`,
      );
  }

  const byPath = new Map(output.modules.map((m) => [m.source, m]));
  // Server modules depend one way: a module that builds on another (onboarding on accounts) is
  // handed what the other needs of it where the app is composed (app.ts), never imported back.
  const moduleGraph = new Map();
  for (const m of output.modules) {
    const from = moduleOf(m.source);
    if (!from || isTest(m.source)) continue;
    for (const d of m.dependencies) {
      const to = moduleOf(d.resolved);
      if (!to || to[1] === from[1]) continue;
      if (!moduleGraph.has(from[1])) moduleGraph.set(from[1], new Set());
      moduleGraph.get(from[1]).add(to[1]);
    }
  }
  const moduleCycles = cycles(moduleGraph).map((c) => c.join(' <-> '));
  for (const c of moduleCycles)
    if (!knownModuleCycles.has(c)) problems.push(`module-cycle: ${c} (hand the reverse direction over in app.ts)`);
  for (const c of knownModuleCycles) {
    if (!moduleCycles.includes(c))
      problems.push(
        `known-module-cycle-unused: KNOWN_MODULE_CYCLES entry '${c}' is no longer a cycle: delete it (scripts/boundaries.mjs)`,
      );
  }

  // What each web entry loads on a first visit: static value imports only.
  for (const [entry, kept] of Object.entries(entries)) {
    if (!byPath.has(entry)) {
      problems.push(`entry-keeps-out: ${entry} is not found; update ENTRY_KEEPS_OUT (scripts/boundaries.mjs)`);
      continue;
    }
    /** file → the file that first imported it, to print the path that brought a library in */
    const via = new Map([[entry, null]]);
    const queue = [entry];
    while (queue.length > 0) {
      const at = queue.shift();
      for (const d of byPath.get(at)?.dependencies ?? []) {
        if (d.dependencyTypes.some((t) => NOT_LOADED.has(t))) continue;
        const pkg = packageOf(d.resolved);
        if (pkg) {
          if (!kept.includes(pkg)) continue;
          const path = [];
          for (let f = at; f; f = via.get(f)) path.unshift(f);
          problems.push(
            `entry-keeps-out: ${entry}: its first load reaches ${pkg} (${path.join(' -> ')}); load it with the page that needs it (import() or a zod-free module), decision 052`,
          );
        } else if (!via.has(d.resolved)) {
          via.set(d.resolved, at);
          queue.push(d.resolved);
        }
      }
    }
  }
  const files = output.modules.filter((m) => !m.source.includes('node_modules/')).length;
  return { problems, files, dependencies: output.summary.totalDependenciesCruised };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const started = performance.now();
  const { problems, files, dependencies } = await checkBoundaries(
    resolve(dirname(new URL(import.meta.url).pathname), '..'),
  );
  const took = ((performance.now() - started) / 1000).toFixed(1);
  if (problems.length > 0) {
    for (const p of problems) console.error(p);
    console.error(
      `\n${problems.length} import rule(s) broken (.dependency-cruiser.mjs, scripts/boundaries.mjs; decisions 033, 071). ${took} s`,
    );
    process.exit(1);
  }
  console.log(
    `import rules: ${files} files, ${dependencies} imports; no feature-to-feature, layer or module internals import, no cycles between files or modules, no entry loading what it keeps out (${took} s)`,
  );
}
