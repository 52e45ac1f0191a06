import path from 'node:path';

/**
 * apps/server, wherever this code runs from: this file in apps/server/src/lib (tsx, vitest), or
 * bundled into apps/server/dist by `npm run build` (decision 175). Paths to the package's files
 * (the migrations, the web build beside it) start here, never at a module's own directory.
 */
export const SERVER_DIR = path.resolve(import.meta.dirname, import.meta.url.endsWith('.ts') ? '../..' : '..');
