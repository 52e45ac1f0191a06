import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { transform } from 'esbuild';
import { defineConfig, type Plugin } from 'vite';

const apiPort = process.env.PORT ?? '3000';

/**
 * index.html's landing script (src/landing.ts, decision 175): compiled, minified and written
 * inline in place of `<!--landing-script-->`, so the page runs it before any module without a
 * request of its own. The server allows it through its hash, computed from the page it sends.
 */
function landingScript(): Plugin {
  const file = path.resolve(import.meta.dirname, 'src/landing.ts');
  return {
    name: 'casaconti-landing-script',
    async transformIndexHtml(html) {
      if (!html.includes('<!--landing-script-->')) throw new Error('index.html: no <!--landing-script--> marker');
      const { code } = await transform(fs.readFileSync(file, 'utf8'), {
        loader: 'ts',
        format: 'iife',
        minify: true,
        target: 'es2020',
      });
      if (code.includes('</script')) throw new Error('src/landing.ts cannot be inlined');
      return html.replace('<!--landing-script-->', () => `<script>${code.trim()}</script>`);
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always the production build, whatever NODE_ENV the shell exports (issue 19): Vite
  // decides production (React's production JSX runtime, `process.env.NODE_ENV` in the browser
  // bundle) from NODE_ENV after reading this file, and `NODE_ENV=development npm start` built
  // development JSX against the server bundle's production React ("jsxDEV is not a function").
  // The server's NODE_ENV (dev routes, test helpers) is its own and unaffected: `npm run serve`
  // is another process. `npm run dev` (command 'serve') keeps development.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), tailwindcss(), landingScript()],
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
    server: {
      port: Number(process.env.VITE_PORT ?? 5173),
      proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/healthz': `http://127.0.0.1:${apiPort}` },
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      manifest: true,
      // Recharts stays in the analytics route's own lazy chunk (the bundler's default chunking):
      // split by hand it needed strictExecutionOrder, which grew every first load (decision 110).
    },
    // The build-time prerender (src/prerender.tsx) runs in Node with everything bundled in.
    ssr: { noExternal: true },
    // The server bundle also renders pages per request (decision 030): React's production build
    // in it, whatever NODE_ENV the server runs with (the browser tests and Lighthouse run it with
    // 'test'); the development build renders several times slower.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  };
});
