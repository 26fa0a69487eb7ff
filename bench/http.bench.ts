/**
 * HTTP throughput of the real server beside a bare Fastify hello world, run
 * one after the other in the same process on the same machine: the ratio to
 * hello world is the figure that travels between machines.
 *
 *   npm run bench http       BENCH_SECONDS=5 BENCH_CONNECTIONS=50 by default
 */
import { autocannon, type AutocannonResult } from './lib/autocannon.ts';
import { machineLine, printTable } from './lib/table.ts';
import { startNumbloom, startProcess, webDist, type RunningServer } from './lib/server.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

async function measure(url: string, headers: Record<string, string> = {}): Promise<AutocannonResult> {
  // A short warm-up so the JIT and caches settle before the measured run.
  await autocannon({ url, connections, duration: 1, headers });
  return autocannon({ url, connections, duration: seconds, headers });
}

const targets: Array<{ name: string; server: 'hello' | 'numbloom'; path: string; headers?: Record<string, string> }> = [
  { name: 'Fastify hello world (baseline)', server: 'hello', path: '/' },
  { name: 'GET /api/v2/settings/', server: 'numbloom', path: '/api/v2/settings/?region_code=US&language_code=en' },
  { name: 'GET /us/en/ (home page HTML)', server: 'numbloom', path: '/us/en/', headers: { accept: 'text/html' } },
  { name: 'GET /healthz', server: 'numbloom', path: '/healthz' },
];

const dist = webDist();
console.log(`web build: ${dist.dir}${dist.built ? ' (built for this run)' : ''}`);
console.log(machineLine());
console.log(`autocannon: ${connections} connections, ${seconds} s per target after a 1 s warm-up`);

const servers: Partial<Record<'hello' | 'numbloom', RunningServer>> = {};
try {
  servers.hello = await startProcess('bench/lib/hello-server.ts', {});
  servers.numbloom = await startNumbloom(dist.dir);
  const results: Array<{ name: string; r: AutocannonResult }> = [];
  for (const t of targets) {
    const r = await measure(servers[t.server]!.url + t.path, t.headers);
    results.push({ name: t.name, r });
    console.log(`  measured ${t.name}`);
  }
  const baseline = results[0]!.r.requests.average;
  printTable(
    'HTTP (requests per second and latency; ratio = requests/s ÷ hello world requests/s)',
    ['target', 'req/s', 'p50 ms', 'p99 ms', 'vs hello world', 'non-2xx', 'errors'],
    results.map(({ name, r }) => [
      name,
      Math.round(r.requests.average),
      r.latency.p50,
      r.latency.p99,
      `${(r.requests.average / baseline).toFixed(2)}×`,
      r.non2xx,
      r.errors + r.timeouts,
    ]),
  );
  const bad = results.filter(({ r }) => r.non2xx > 0 || r.errors > 0);
  if (bad.length) {
    console.error(`\nSome answers were not 2xx or failed: ${bad.map((b) => b.name).join(', ')}`);
    process.exitCode = 1;
  }
} finally {
  await Promise.all(Object.values(servers).map((s) => s?.stop()));
}
