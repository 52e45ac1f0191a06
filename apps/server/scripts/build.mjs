// `npm run build` (decision 175): the server and its document worker compiled to JavaScript in
// apps/server/dist, which `npm run serve` runs (no TypeScript loader at run time). esbuild bundles
// our own code and the workspace package @casaconti/core; every other package stays an import
// resolved from node_modules at run time (PGlite finds its wasm and extensions beside its own
// files, @node-rs/argon2 its native binary). ESM, code split so that what loads lazily still does
// (the email layout, decision 078), source maps for the stack traces (`--enable-source-maps`).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const outdir = path.join(serverDir, 'dist');

/** Bare imports are packages: external, but for the workspace's own. */
const dependenciesExternal = {
  name: 'dependencies-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@casaconti/') ? undefined : { external: true }));
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: serverDir,
  // Both beside each other in dist: the server starts the worker from its own directory.
  entryPoints: { main: 'src/main.ts', 'document-worker': 'src/lib/documents/document-worker.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  sourcesContent: false,
  plugins: [dependenciesExternal],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
console.log(
  `server: ${Object.keys(result.metafile.outputs).length} files, ${(bytes / 1024).toFixed(0)} KB in ${path.relative(process.cwd(), outdir) || outdir}`,
);
