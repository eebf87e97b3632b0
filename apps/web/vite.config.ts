import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = fileURLToPath(new URL('.', import.meta.url));
const outDir = path.join(root, 'dist');

/**
 * Writes `<file>.br` and `<file>.gz` beside every text asset of the build (build time is cheap, the request path is
 * not): apps/api/src/plugins/spa.ts serves them with `preCompressed`. Brotli at quality 10: about 2 s for the whole
 * app, where 11 takes about 9 s to save another 2 %. A copy that would not save at least a tenth is not written.
 */
function precompress(): Plugin {
  const compressible = /\.(js|css|html|svg|json|txt|map)$/;
  return {
    name: 'precompress',
    apply: 'build',
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile() && compressible.test(entry.name))
        .map((entry) => path.join(entry.parentPath, entry.name));
      for (const file of files) {
        const bytes = await readFile(file);
        if (bytes.length < 1024) continue;
        const copies: [string, Buffer][] = [
          ['.br', brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })],
          ['.gz', gzipSync(bytes, { level: 9 })],
        ];
        for (const [extension, copy] of copies) {
          if (copy.length < bytes.length * 0.9) await writeFile(file + extension, copy);
        }
      }
    },
  };
}

/**
 * The chunking policy: the libraries every screen needs (React, the router, TanStack Query, MUI with emotion) are two
 * long-lived vendor chunks, so a release that changes only app code keeps them cached (hashed assets are immutable)
 * and the first load fetches a few larger files instead of dozens of small ones. Everything else stays split by
 * route: the routes are lazy (app/router.tsx), so /login loads the vendor chunks and its own page, not every screen.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/, priority: 3 },
  { name: 'vendor-mui', test: /node_modules[\\/](@mui|@emotion|@popperjs|react-transition-group|@babel[\\/]runtime|stylis|clsx|prop-types|react-is|hoist-non-react-statics)[\\/]/, priority: 2 },
];

export default defineConfig({
  root,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The API serves dist/ under a strict CSP: no inline scripts, so never inline the module preload polyfill.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: { groups: vendorGroups } } },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: process.env.API_PROXY ?? 'http://localhost:3000', changeOrigin: true },
    },
  },
});
