// `npm start`: builds the web app when its sources are newer than the build,
// then runs the server (which migrates and seeds its database at start).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'packages/domain/src', 'packages/maths/src', 'package-lock.json'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((n) => newest(path.join(p, n))));
}

const built = existsSync(path.join(dist, 'index.html')) ? statSync(path.join(dist, 'index.html')).mtimeMs : 0;
if (built < Math.max(...sources.map((s) => newest(path.join(root, s))))) {
  console.log('Building the web app…');
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'apps/web/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: dist },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// Node runs the server's TypeScript itself, by erasing the types (decision 049)
const server = spawn(process.execPath, [path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: dist },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
