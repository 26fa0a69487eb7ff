import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';

// Built once and served by the Fastify server (apps/server/src/modules/site).
export default defineConfig({
  root: path.resolve(import.meta.dirname),
  plugins: [react()],
  build: {
    outDir: process.env.WEB_DIST ?? path.resolve(import.meta.dirname, 'dist'),
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each route pulls in (bench/pages.bench.ts reads it).
    manifest: true,
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        // Registration forms for CMS pages: a script with a stable URL, and a demo page that embeds it.
        'registration-forms': path.resolve(import.meta.dirname, 'src/features/registration/embed/mount.ts'),
        'cms-demo': path.resolve(import.meta.dirname, 'cms-demo.html'),
      },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'registration-forms' ? 'embed/[name].js' : 'assets/[name]-[hash].js'),
      },
    },
  },
});
