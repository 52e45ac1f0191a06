// `npm run dev`: the API (restarted on change) and Vite with hot reload in front of it.
// Open http://localhost:5173 — Vite proxies /api to the API on PORT (default 3000).
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const vitePort = process.env.VITE_PORT ?? '5173';
const env = {
  ...process.env,
  PORT: port,
  APP_URL: process.env.APP_URL ?? `http://localhost:${vitePort}`,
  TRUSTED_ORIGINS: process.env.TRUSTED_ORIGINS ?? `http://localhost:${vitePort},http://localhost:${port}`,
};
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--port', vitePort, '--strictPort'], {
    cwd: path.join(root, 'apps/web'),
    env,
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', stop);
