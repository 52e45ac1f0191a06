import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = process.env.PORT ?? '3000';

/**
 * Recharts and its own dependencies (the analytics page only): their own chunks, each under the
 * 100 KB per-chunk budget (decision 020, decision 110); React and what the app shares stay where
 * they were, so no first load grows.
 */
const CHART_MODULES =
  /node_modules[\\/](recharts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs|immer|reselect|react-redux|redux|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant)[\\/]/;

export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always the production build, whatever NODE_ENV the shell exports (issue 19): Vite
  // decides production (React's production JSX runtime, `process.env.NODE_ENV` in the browser
  // bundle) from NODE_ENV after reading this file, and `NODE_ENV=development npm start` built
  // development JSX against the server bundle's production React ("jsxDEV is not a function").
  // The server's NODE_ENV (dev routes, test helpers) is its own and unaffected: `npm run serve`
  // is another process. `npm run dev` (command 'serve') keeps development.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [react(), tailwindcss()],
    resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
    server: {
      port: Number(process.env.VITE_PORT ?? 5173),
      proxy: { '/api': `http://127.0.0.1:${apiPort}`, '/healthz': `http://127.0.0.1:${apiPort}` },
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      manifest: true,
      // Recharts (the analytics page only) is split by part so that no lazy chunk passes the
      // 100 KB budget (decision 020, decision 110); it loads with that route, never before.
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              // Split chunks of one library must still run in its import order.
              strictExecutionOrder: true,
              codeSplitting: {
                groups: [
                  { name: 'charts', test: CHART_MODULES, maxSize: 90_000, includeDependenciesRecursively: false },
                ],
              },
            },
          },
    },
    // The build-time prerender (src/prerender.tsx) runs in Node with everything bundled in.
    ssr: { noExternal: true },
    // The server bundle also renders pages per request (decision 030): React's production build
    // in it, whatever NODE_ENV the server runs with (the browser tests and Lighthouse run it with
    // 'test'); the development build renders several times slower.
    define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  };
});
