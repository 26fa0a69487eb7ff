/**
 * What the activity pages cost a visitor:
 * 1. the JavaScript (gzip) each browse and play route ships on a first visit,
 *    from a fresh Vite build's manifest: the entry's static imports, the
 *    route's lazy chunk and its static imports, and the English catalogues;
 * 2. the content files the data loader fetches from the static CDN (raw and
 *    gzip, as served), and how long generating the CDN takes at start.
 *
 *   npm run bench content
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { performance } from 'node:perf_hooks';
import { kb, printTable } from './lib/table.ts';
import { buildWeb } from './lib/server.ts';
import { buildCdn } from '../apps/server/src/modules/content/cdn-files.ts';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The activity routes: URL, the page module routes.tsx loads lazily, the namespaces its code uses. */
const ROUTES = [
  { url: '/us/en/activities/', module: 'src/features/activities/activities-page.tsx', ns: ['activities', 'ui'] },
  { url: '/us/en/activities/grade/3/', module: 'src/features/activities/browse-page.tsx', ns: ['activities', 'ui'] },
  { url: '/us/en/activities/episode/grade-3-read-clock-episode/', module: 'src/features/activities/activity-page.tsx', ns: ['activities', 'ui'] },
  { url: '/us/en/activities/episode/grade-3-read-clock-episode/play', module: 'src/features/episodes/play-page.tsx', ns: ['episodes', 'ui'] },
];

function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

function jsPerRoute(dist: string) {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const gz = (file: string) => gzipSync(readFileSync(path.join(dist, file))).length;
  const sum = (keys: Iterable<string>) => [...keys].reduce((n, k) => n + gz(manifest[k]!.file), 0);
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k.endsWith('index.html'))!;
  const entry = closure(manifest, entryKey);
  const catalogue = (ns: string) => Object.keys(manifest).find((k) => k.endsWith(`/${ns}/i18n/en.json`));
  const rows = ROUTES.map(({ url, module, ns }) => {
    if (!manifest[module]) return [url, '—', '—', '—', 'not in build', '—', '—'];
    const route = new Set([...closure(manifest, module)].filter((k) => !entry.has(k)));
    const cats = ['app', ...ns].map(catalogue).filter((k): k is string => !!k);
    const css = [...new Set([...entry, ...route].flatMap((k) => manifest[k]!.css ?? []))].reduce((n, f) => n + gz(f), 0);
    return [url, kb(sum(entry)), kb(sum(route)), kb(sum(cats)), kb(sum(entry) + sum(route) + sum(cats)), entry.size + route.size + cats.length, kb(css)];
  });
  printTable('JavaScript each activity route ships on a first visit (gzip; English catalogues)', ['route', 'shared entry', 'route chunks', 'i18n', 'total JS', 'requests', 'CSS'], rows);
}

function cdnFiles() {
  const runs: number[] = [];
  let cdn = buildCdn('http://localhost:3000/cdn');
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    cdn = buildCdn('http://localhost:3000/cdn');
    runs.push(performance.now() - t0);
  }
  runs.sort((a, b) => a - b);
  const rows = ['/content/grades.json', '/content/episodes.json', '/content/catalogue.json', '/content/us/categories.json', '/content/us/sub-categories/time.json', '/episodes/grade-3-read-clock-episode/extra.json'].map((p) => {
    const f = cdn.files.get(p)!;
    return [`/cdn${p}`, kb(f.body.length), kb(f.gzip.length)];
  });
  rows.push(['all CDN files', `${cdn.files.size} files`, kb([...cdn.files.values()].reduce((n, f) => n + f.gzip.length, 0))]);
  printTable('Content the data loader fetches from the CDN (as served)', ['file', 'raw', 'gzip'], rows);
  printTable('Generating the CDN from content/ (catalogue cached after the first build)', ['measure', 'value'], [
    ['activities', cdn.catalogue.activities.length],
    ['build median (ms)', runs[2]!.toFixed(1)],
    ['build max (ms)', runs[4]!.toFixed(1)],
  ]);
}

cdnFiles();
try {
  jsPerRoute(buildWeb());
} catch (err) {
  printTable('JavaScript per activity route', ['route', 'value'], [['could not build the web app', (err as Error).message.split('\n').slice(0, 3).join(' ').slice(0, 300)]]);
  process.exitCode = 1;
}
