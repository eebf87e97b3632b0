// Bundles the API (with @app/shared inlined) into dist/; npm dependencies stay external.
import { build } from 'esbuild';
import { cp, readFile, rm } from 'node:fs/promises';

const pkg = JSON.parse(await readFile(new URL('./package.json', import.meta.url), 'utf8'));
await rm('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts', 'src/scripts/company-create.ts'],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
});
await cp('drizzle', 'dist/drizzle', { recursive: true });
