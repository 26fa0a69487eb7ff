/**
 * What each page costs a visitor's browser:
 * 1. the JavaScript (gzip) each route ships, from a fresh Vite build's
 *    manifest: the entry's static imports, the route's lazy chunk and its
 *    static imports, and the English catalogues its code asks for (found
 *    through the source maps), as the browser fetches them on a first visit;
 *    dynamic imports inside the route (loaded only on use) are shown apart;
 * 2. Lighthouse mobile scores for the home page and the child's pages (join,
 *    Quick match and the Arena, whose target is 95), on /usr/bin/chromium against the
 *    real server. When Lighthouse cannot run here the table says why instead
 *    of failing.
 *
 *   npm run bench pages
 *   BENCH_LIGHTHOUSE=0 npm run bench pages   (the JavaScript tables only; Lighthouse takes minutes)
 *   BENCH_LIGHTHOUSE=/play npm run bench pages   (Lighthouse on the pages whose address has /play only)
 *   WEB_DIST=<a build> BENCH_LIGHTHOUSE=0 npm run bench pages   (tables of that build, not a fresh one)
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import ts from 'typescript';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.ts';
import { kb, machineLine, printTable } from './lib/table.ts';
import { buildWeb, freePort, root, startNumbloom, tempDir, webDist, type RunningServer } from './lib/server.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const CATALOGUE = /\/i18n\/[a-z]{2}(-[A-Z]{2})?\.json$/;

// ---------------------------------------------------------------------------
// 1. JavaScript per route

/**
 * Every route of the site with the modules its page loads, read from routes.tsx's syntax tree: a
 * route's `lazy` may load several modules at once (a page composed of two features) or call a loader
 * declared above the routes (`staffPages`), and nested routes take their parents' paths. Paths with a
 * region and language are shown for /us/en/.
 */
function routesFromSource(): Array<{ url: string; modules: string[] }> {
  const file = path.join(root, 'apps/web/src/app/routes.tsx');
  const tree = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const loaders = new Map<string, string[]>();
  const arrays = new Map<string, ts.ArrayLiteralExpression>();
  /** the modules a piece of code imports, directly or through a loader declared above */
  const importsIn = (node: ts.Node): string[] => {
    const found: string[] = [];
    const visit = (n: ts.Node) => {
      if (ts.isCallExpression(n)) {
        const [first] = n.arguments;
        if (n.expression.kind === ts.SyntaxKind.ImportKeyword && first && ts.isStringLiteral(first))
          found.push(path.posix.join('src/app', first.text));
        else if (ts.isIdentifier(n.expression)) found.push(...(loaders.get(n.expression.text) ?? []));
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
    return found;
  };
  for (const statement of tree.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || !d.initializer) continue;
      if (ts.isArrowFunction(d.initializer)) loaders.set(d.name.text, importsIn(d.initializer));
      if (ts.isArrayLiteralExpression(d.initializer)) arrays.set(d.name.text, d.initializer);
    }
  }
  const out: Array<{ url: string; modules: string[] }> = [];
  const walk = (list: ts.ArrayLiteralExpression, prefix: string) => {
    for (const element of list.elements) {
      if (!ts.isObjectLiteralExpression(element)) continue;
      const property = (name: string) =>
        element.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
        )?.initializer;
      const pathValue = property('path');
      const segment =
        pathValue && ts.isStringLiteral(pathValue) ? pathValue.text.replace('/:region/:language', '/us/en') : '';
      if (segment.includes('*')) continue;
      const url = segment
        ? segment.startsWith('/')
          ? `${segment.replace(/\/$/, '')}/`
          : `${prefix}${segment}/`
        : prefix;
      const lazy = property('lazy');
      if (lazy) out.push({ url, modules: [...new Set(importsIn(lazy))] });
      const children = property('children');
      if (children && ts.isIdentifier(children) && arrays.has(children.text)) walk(arrays.get(children.text)!, url);
      else if (children && ts.isArrayLiteralExpression(children)) walk(children, url);
    }
  };
  walk(arrays.get('routes')!, '/');
  return out;
}

function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** The namespaces the given chunks' source files ask for (useTranslation('x') / ['x', 'y'], or the child pages' useTexts('x')). */
function namespacesOf(
  dist: string,
  manifest: Manifest,
  keys: Iterable<string>,
  atStart: readonly string[] = ['app'],
): Set<string> {
  const found = new Set<string>(atStart); // loaded at start (app.tsx: ns ['app']; play-main.tsx: ['rooms', 'child-home'])
  for (const key of keys) {
    const mapFile = path.join(dist, `${manifest[key]!.file}.map`);
    if (!existsSync(mapFile)) continue;
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as {
      sources: string[];
      sourcesContent?: Array<string | null>;
    };
    map.sources.forEach((source, i) => {
      if (source.includes('node_modules')) return;
      const text =
        map.sourcesContent?.[i] ??
        (existsSync(path.resolve(path.dirname(mapFile), source))
          ? readFileSync(path.resolve(path.dirname(mapFile), source), 'utf8')
          : '');
      for (const m of text.matchAll(/(?:useTranslation|useTexts)\(\s*(\[[^\]]*\]|'[^']+'|"[^"]+")/g)) {
        for (const ns of m[1]!.matchAll(/['"]([\w-]+)['"]/g)) found.add(ns[1]!);
      }
    });
  }
  return found;
}

/** The pages of the site's entry a child uses: the activities, an activity, the episode and word-problem player, a challenge and its play page. */
const CHILD_SITE_PAGES = [
  // the players moved to the children's entry (decision 096); listed here they show 'not in build' if one comes back
  '/us/en/activities/',
  '/us/en/activities/:kind/:value/',
  '/us/en/activities/episode/:id/',
  '/us/en/activities/episode/:id/play/',
  '/us/en/practice/',
  '/us/en/challenges/',
  '/us/en/challenge/:uuid/',
  '/us/en/challenge/:uuid/play/',
];

function jsPerRoute(dist: string) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gzipCache = new Map<string, number>();
  const gz = (file: string) => {
    if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return gzipCache.get(file)!;
  };
  const sum = (keys: Iterable<string>) => [...keys].reduce((n, k) => n + gz(manifest[k]!.file), 0);
  const cssOf = (keys: Iterable<string>) => new Set([...keys].flatMap((k) => manifest[k]!.css ?? []));

  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'));
  if (!entryKey) throw new Error('no index.html entry in the manifest');
  const entry = staticClosure(manifest, entryKey);
  const routes = routesFromSource();
  const routeModules = new Set(routes.flatMap((r) => r.modules));
  // a /us/en/ page reads each namespace's en.json and, where there is one, its US English overlay
  const catalogueKeys = (ns: string) =>
    Object.keys(manifest).filter((k) => k.endsWith(`/${ns}/i18n/en.json`) || k.endsWith(`/${ns}/i18n/en-US.json`));

  // The child's pages have their own entry, play.html (decision 042): a first visit loads its closure, and for
  // the class game's play page, Quick match and the Arena their page's own chunk too (play-main.tsx loads it at
  // once on those paths; the join page fetches the play page's while the child types).
  const childKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('play.html'));
  // A signed-in child's header is a chunk the entry loads at once for them (`also`): counted on the pages they open.
  const HEADER = 'src/app/signed-in-child-header.tsx';
  const CHILD_PAGES: Array<{ url: string; page?: string; also?: string[] }> = [
    // an activity's player and a challenge's (decision 096), through the small chunk that names them, as a signed-in
    // child opens them; the run player, the maths engine and its texts follow, on demand
    {
      url: '/us/en/activities/episode/:id/play/',
      page: 'src/features/episodes/play-page.tsx',
      also: ['src/app/player-pages.tsx', HEADER],
    },
    {
      url: '/us/en/challenge/:uuid/play/',
      page: 'src/features/challenges/play-page.tsx',
      also: ['src/app/player-pages.tsx', HEADER],
    },
    // a signed-in child's page of an activity and of a challenge (decision 097), through the same small chunk
    {
      url: '/us/en/activities/episode/:id/ (a child)',
      page: 'src/features/episodes/child-activity-page.tsx',
      also: ['src/app/player-pages.tsx', HEADER],
    },
    {
      url: '/us/en/challenge/:uuid/ (a child)',
      page: 'src/features/challenges/child-challenge-page.tsx',
      also: ['src/app/player-pages.tsx', HEADER],
    },
    // a signed-in child's activities to browse, practice and challenges (decision 101), through a small chunk of their own
    {
      url: '/us/en/activities/ (a child)',
      page: 'src/features/activities/child-browse-page.tsx',
      also: ['src/app/child-site-pages.tsx', HEADER],
    },
    {
      url: '/us/en/activities/:kind/:value/ (a child)',
      page: 'src/features/activities/child-browse-page.tsx',
      also: ['src/app/child-site-pages.tsx', HEADER],
    },
    {
      url: '/us/en/practice/ (a child)',
      page: 'src/features/episodes/child-practice-page.tsx',
      also: ['src/app/child-site-pages.tsx', HEADER],
    },
    {
      url: '/us/en/challenges/ (a child)',
      page: 'src/features/challenges/child-challenges-page.tsx',
      also: ['src/app/child-site-pages.tsx', HEADER],
    },
    // a signed-in child's home, a chunk of its own the entry loads at once on /my/ (where they land)
    { url: '/us/en/my/', page: 'src/features/child-home/child-home-page.tsx', also: [HEADER] },
    { url: '/us/en/join/', page: 'src/features/rooms/class-room/join-page.tsx' },
    { url: '/us/en/join/:code/', page: 'src/features/rooms/class-room/play-room-page.tsx' },
    { url: '/us/en/quick-match/', page: 'src/features/rooms/quick-match/quick-match-page.tsx' },
    { url: '/us/en/arena/', page: 'src/features/rooms/arena/arena-join-page.tsx' },
    { url: '/us/en/arena/:code/', page: 'src/features/rooms/arena/arena-play-page.tsx' },
  ];
  const childRows = childKey
    ? CHILD_PAGES.map(({ url, page, also = [] }) => {
        const child = staticClosure(manifest, childKey);
        for (const a of also) staticClosure(manifest, a, child);
        if (page) staticClosure(manifest, page, child);
        const namespaces = namespacesOf(dist, manifest, child, ['rooms', 'child-home']);
        const catalogues = new Set([...namespaces].flatMap(catalogueKeys));
        const onDemand = new Set<string>();
        for (const k of child) {
          for (const d of manifest[k]!.dynamicImports ?? []) {
            if (CATALOGUE.test(d) || CHILD_PAGES.some((c) => c.page === d || c.also?.includes(d))) continue;
            for (const c of staticClosure(manifest, d)) if (!child.has(c)) onDemand.add(c);
          }
        }
        const css = [...cssOf(child)].reduce((n, f) => n + gz(f), 0);
        return {
          url,
          entry: 0,
          route: sum(child),
          i18n: sum(catalogues),
          total: sum(child) + sum(catalogues),
          onDemand: sum(onDemand),
          css,
          chunks: child.size + catalogues.size,
          namespaces: [...namespaces].sort().join(' '),
        };
      })
    : [];

  // routes that load the same modules ship the same JavaScript: one row each, named by the first
  const alike = new Map<string, { url: string; modules: string[]; more: number }>();
  for (const r of routes) {
    const key = [...r.modules].sort().join(' ');
    const seen = alike.get(key);
    if (seen) seen.more++;
    else alike.set(key, { ...r, more: 0 });
  }
  const rows = [...alike.values()].map(({ url: first, modules, more }) => {
    const url = more ? `${first} (and ${more} more alike)` : first;
    if (modules.length === 0 || modules.some((m) => !manifest[m])) return { url, missing: true as const };
    const route = new Set<string>();
    for (const m of modules) staticClosure(manifest, m, route);
    for (const k of entry) route.delete(k);
    const namespaces = namespacesOf(dist, manifest, [...entry, ...route]);
    const catalogues = new Set([...namespaces].flatMap(catalogueKeys));
    // Loaded only when used on the page (a widget, a worker): not part of the first visit.
    const onDemand = new Set<string>();
    for (const k of [...entry, ...route]) {
      for (const d of manifest[k]!.dynamicImports ?? []) {
        if (routeModules.has(d) || CATALOGUE.test(d)) continue;
        for (const c of staticClosure(manifest, d)) if (!entry.has(c) && !route.has(c)) onDemand.add(c);
      }
    }
    const css = [...cssOf([...entry, ...route])].reduce((n, f) => n + gz(f), 0);
    return {
      url,
      entry: sum(entry),
      route: sum(route),
      i18n: sum(catalogues),
      total: sum(entry) + sum(route) + sum(catalogues),
      onDemand: sum(onDemand),
      css,
      chunks: entry.size + route.size + catalogues.size,
      namespaces: [...namespaces].sort().join(' '),
    };
  });
  rows.push(...childRows);
  printTable(
    'JavaScript each route ships on a first visit (gzip, default level; English catalogues)',
    ['route', 'shared entry', 'route chunks', 'i18n', 'total JS', 'requests', 'on demand', 'CSS', 'namespaces'],
    rows.map((r) =>
      'missing' in r
        ? [r.url, '—', '—', '—', 'not in build', '—', '—', '—', '']
        : [r.url, kb(r.entry), kb(r.route), kb(r.i18n), kb(r.total), r.chunks, kb(r.onDemand), kb(r.css), r.namespaces],
    ),
  );

  // Thirty children open the join page at once on old Chromebooks behind a school proxy (decisions 030, 042): its weight on its own.
  // The child's pages are their own entry: "shared entry" is all of it, the budget is 90 KB.
  const join = rows.find((r) => r.url === '/us/en/join/');
  const children = childRows.filter((r) => !('missing' in r));
  if (children.length) {
    printTable(
      "The child's pages (own entry play.html; gzip JavaScript on a first visit, budget 90 KB)",
      ['page', 'total JS', 'within 90 KB', 'requests', 'loaded when the game starts'],
      children.map((r) => [r.url, kb(r.total), r.total <= 90 * 1024 ? 'yes' : 'NO', r.chunks, kb(r.onDemand)]),
    );
  }
  // The child's pages that are still the site's entry (the router, i18next, the site's shell): the same 90 KB budget (issue 36).
  const ownEntry = new Set<object>(childRows);
  const childInSite = rows.filter(
    (r) => !ownEntry.has(r) && CHILD_SITE_PAGES.some((p) => r.url === p || r.url.startsWith(`${p} (`)),
  );
  printTable(
    "A child's pages in the site's entry (index.html; gzip JavaScript on a first visit, budget 90 KB)",
    ['page', 'total JS', 'within 90 KB', 'requests', 'on demand'],
    childInSite.map((r) =>
      'missing' in r
        ? [r.url, 'not in build', '—', '—', '—']
        : [r.url, kb(r.total), r.total <= 90 * 1024 ? 'yes' : 'NO', r.chunks, kb(r.onDemand)],
    ),
  );
  const home = rows.find((r) => r.url === '/us/en/');
  if (join && !('missing' in join) && home && !('missing' in home)) {
    printTable(
      'The join page a class opens (/join/, gzip JavaScript on a first visit)',
      ['page', 'its own chunks', 'with its catalogues', 'total JS', 'requests', 'total vs home page'],
      [
        [
          '/us/en/join/',
          kb(join.route),
          kb(join.route + join.i18n),
          kb(join.total),
          join.chunks,
          `${Math.round((join.total / home.total) * 100)}%`,
        ],
      ],
    );
  } else printTable('The join page a class opens', ['page', 'value'], [['/us/en/join/', 'not in build']]);
}

// ---------------------------------------------------------------------------
// 2. Lighthouse on the home page and the child's pages

// The switches the browser tests use for the same chromium, plus headless (the debugging port is added at launch).
const CHROMIUM_FLAGS = [...CHROMIUM_ARGS, '--headless=new'];

async function launchChromium(): Promise<{ port: number; close(): void }> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`no chromium at ${CHROMIUM_PATH}`);
  const port = await freePort();
  const child = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_FLAGS,
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${tempDir('numbloom-lh-profile-')}`,
      'about:blank',
    ],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`chromium exited (${child.exitCode}): ${stderr.slice(-500)}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok)
        return { port, close: () => child.kill('SIGKILL') };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`chromium did not open its debugging port: ${stderr.slice(-500)}`);
}

interface LhAudit {
  title?: string;
  numericValue?: number;
  displayValue?: string;
  score?: number | null;
  details?: { items?: Array<Record<string, unknown>> };
}
interface LhResult {
  categories: Record<string, { title: string; score: number | null }>;
  audits: Record<string, LhAudit>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

/** The pages Lighthouse scores: the home page, the child's pages a class opens on old Chromebooks, and the activities a child picks from. */
const LIGHTHOUSE_PAGES = [
  '/us/en/',
  '/us/en/join/',
  '/us/en/quick-match/',
  '/us/en/arena/',
  '/us/en/activities/',
  // an activity's player, as a guest opens it (decision 096)
  '/us/en/activities/episode/grade-k-number-line-episode/play?seed=lighthouse',
];

async function lighthousePages(dist: string) {
  let server: RunningServer | undefined;
  let chromium: { port: number; close(): void } | undefined;
  try {
    const { default: lighthouse } = (await import('lighthouse')) as unknown as {
      default: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LhResult } | undefined>;
    };
    server = await startNumbloom(dist);
    chromium = await launchChromium();
    // BENCH_LIGHTHOUSE=<part of an address> scores only the pages whose address has it
    const only =
      process.env.BENCH_LIGHTHOUSE && process.env.BENCH_LIGHTHOUSE !== '1' ? process.env.BENCH_LIGHTHOUSE : '';
    for (const page of LIGHTHOUSE_PAGES.filter((p) => p.includes(only)))
      await lighthouseOne(lighthouse, `${server.url}${page}`, chromium.port);
  } catch (err) {
    printTable(
      'Lighthouse mobile',
      ['measure', 'value'],
      [['could not run here', (err as Error).message.split('\n')[0]!.slice(0, 200)]],
    );
  } finally {
    chromium?.close();
    await server?.stop();
  }
}

async function lighthouseOne(
  lighthouse: (url: string, flags: Record<string, unknown>) => Promise<{ lhr: LhResult } | undefined>,
  url: string,
  port: number,
) {
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile', // the default config: a mid-range phone on a slow 4G link (simulated)
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = (id: string) => {
      const s = lhr.categories[id]?.score;
      return s == null ? '—' : Math.round(s * 100);
    };
    const audit = (id: string) => lhr.audits[id]?.displayValue ?? '—';
    const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((i) => i.resourceType === 'Script');
    const scriptBytes = scripts.reduce((n, i) => n + Number(i.transferSize ?? 0), 0);
    printTable(
      `Lighthouse ${'mobile'} — ${url} (chromium ${CHROMIUM_PATH})`,
      ['measure', 'value'],
      [
        ['Performance', score('performance')],
        ['Accessibility', score('accessibility')],
        ['Best practices', score('best-practices')],
        ['SEO', score('seo')],
        ['First Contentful Paint', audit('first-contentful-paint')],
        ['Largest Contentful Paint', audit('largest-contentful-paint')],
        ['Total Blocking Time', audit('total-blocking-time')],
        ['Cumulative Layout Shift', audit('cumulative-layout-shift')],
        ['Speed Index', audit('speed-index')],
        ['Scripts fetched (bytes over the wire)', `${scripts.length} files, ${kb(scriptBytes)}`],
      ],
    );
    for (const w of lhr.runWarnings ?? []) console.log(`  Lighthouse warning: ${w}`);
    const failing = Object.entries(lhr.audits)
      .filter(([, a]) => a.score !== null && a.score !== undefined && a.score < 0.9 && a.details)
      .map(([id]) => id);
    if (failing.length) console.log(`  audits below 0.9: ${failing.join(', ')}`);
    for (const item of lhr.audits['inspector-issues']?.details?.items ?? []) {
      console.log(`  browser issue: ${JSON.stringify(item).slice(0, 400)}`);
    }
  } catch (err) {
    printTable(
      `Lighthouse mobile — ${url}`,
      ['measure', 'value'],
      [['could not run here', (err as Error).message.split('\n')[0]!.slice(0, 200)]],
    );
  }
}

// ---------------------------------------------------------------------------

console.log(machineLine());
let dist: string | undefined;
try {
  dist =
    process.env.WEB_DIST && existsSync(path.join(process.env.WEB_DIST, '.vite/manifest.json'))
      ? process.env.WEB_DIST
      : buildWeb();
  jsPerRoute(dist);
} catch (err) {
  printTable(
    'JavaScript per route',
    ['route', 'value'],
    [['could not build the web app', (err as Error).message.split('\n').slice(0, 3).join(' ').slice(0, 300)]],
  );
  process.exitCode = 1;
}
if (process.env.BENCH_LIGHTHOUSE !== '0') await lighthousePages(dist ?? webDist().dir);
