import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PAGE_PRELOADS_FILE } from '@numbloom/domain/site-pages';
import { PAGE_PRELOADS } from './src/app/page-preloads.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes .br and .gz beside every script and stylesheet the build emits, so
 * the server (@fastify/static preCompressed) sends them compressed without
 * compressing on each request. The test build (scripts/test.sh sets
 * WEB_PRECOMPRESS=0) skips it: brotli at quality 11 is most of the build's
 * time, and the server sends the plain files when no compressed twin exists.
 */
function precompress(): Plugin {
  return {
    name: 'numbloom-precompress',
    apply: (_config, env) => env.command === 'build' && process.env.WEB_PRECOMPRESS !== '0',
    async writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      // zlib's async calls run on the thread pool, so the files compress in parallel.
      await Promise.all(
        Object.keys(bundle)
          .filter((file) => /\.(js|css|svg)$/.test(file))
          .map(async (file) => {
            const full = path.join(dir, file);
            const data = await readFile(full);
            if (data.length < 1024) return;
            await Promise.all([
              brotli(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).then((out) =>
                writeFile(`${full}.br`, out),
              ),
              gz(data, { level: 9 }).then((out) => writeFile(`${full}.gz`, out)),
            ]);
          }),
      );
    },
  };
}

/**
 * Writes page-preloads.json: for each page of PAGE_PRELOADS, the files its modules load by static import
 * (their own chunks and what those import), less what play.html loads already, in the order to fetch
 * them. The server announces them with the page (decision 097).
 */
function pagePreloads(): Plugin {
  const root = path.resolve(import.meta.dirname);
  return {
    name: 'numbloom-page-preloads',
    apply: 'build',
    // once written: the bundle is then final (the chunks of a stylesheet alone are gone from it)
    async writeBundle(options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (file: string, seen: Set<string>) => {
        if (seen.has(file)) return;
        seen.add(file);
        for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
      };
      const entry = new Set<string>();
      const play = chunks.find((c) => c.isEntry && c.facadeModuleId === path.join(root, 'play.html'));
      if (!play) this.error('no play.html entry in the bundle');
      closure(play.fileName, entry);
      const pages: Record<string, string[]> = {};
      for (const [page, modules] of Object.entries(PAGE_PRELOADS)) {
        const files = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((c) => c.facadeModuleId === path.join(root, module));
          if (!chunk) this.error(`${module} (preloaded on ${page}) is not a chunk of the build`);
          closure(chunk.fileName, files);
        }
        pages[page] = [...files].filter((f) => !entry.has(f)).map((f) => `/${f}`);
      }
      await writeFile(path.join(options.dir!, PAGE_PRELOADS_FILE), `${JSON.stringify(pages, null, 1)}\n`);
    },
  };
}

// Built once and served by the Fastify server (apps/server/src/modules/site).
export default defineConfig({
  root: path.resolve(import.meta.dirname),
  plugins: [react(), precompress(), pagePreloads()],
  // zod without its eval-based compiler, which our CSP forbids (see the module).
  resolve: { alias: [{ find: /^zod$/, replacement: path.resolve(import.meta.dirname, 'src/app/csp-safe-zod.ts') }] },
  build: {
    outDir: process.env.WEB_DIST ?? path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each route pulls in (bench/pages.bench.ts reads it).
    manifest: true,
    // No modulepreload polyfill in each entry (about 0.5 KB gzip, counted against the child pages' 90 KB):
    // Chrome and Edge preload by themselves; Firefox 114 and Safari 16.4, the oldest supported, load the
    // same modules a moment later, which is all the polyfill changed.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        // The child's join and play pages: their own small entry (decision 042).
        play: path.resolve(import.meta.dirname, 'play.html'),
        // Registration forms for CMS pages: a script with a stable URL, and a demo page that embeds it.
        'registration-forms': path.resolve(import.meta.dirname, 'src/features/registration/embed/mount.ts'),
        'cms-demo': path.resolve(import.meta.dirname, 'cms-demo.html'),
      },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === 'registration-forms' ? 'embed/[name].js' : 'assets/[name]-[hash].js',
      },
    },
  },
});
