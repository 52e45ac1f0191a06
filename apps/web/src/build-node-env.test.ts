// @vitest-environment node
/**
 * `npm run build` makes the same production bundles whatever NODE_ENV the shell exports (issue
 * 19): with NODE_ENV=development (README's default, often exported) Vite compiled JSX for React's
 * development runtime while the server bundle's React is the production one, and the build's
 * prerender died with "jsxDEV is not a function". Builds into temporary directories, not dist.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '..');
const vite = path.resolve(web, '../../node_modules/vite/bin/vite.js');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-build-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function run(args: string[], cwd: string, env: Record<string, string>) {
  const r = spawnSync(process.execPath, args, { cwd, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${args.join(' ')} failed (${r.status}):\n${r.stdout}\n${r.stderr}`);
  return r.stdout;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(dir, f));
}

describe('the build under NODE_ENV=development', () => {
  it('builds the server renderer for React production and it renders /login', { timeout: 120_000 }, () => {
    const out = path.join(tmp, 'ssr');
    run([vite, 'build', '--ssr', 'src/prerender.tsx', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], web, {
      NODE_ENV: 'development',
    });
    fs.writeFileSync(path.join(out, 'package.json'), '{"type":"module"}\n');
    const bundle = fs.readFileSync(path.join(out, 'prerender.js'), 'utf8');
    expect(bundle.includes('jsxDEV'), 'the server bundle calls the development JSX runtime').toBe(false);
    const html = run(
      [
        '--input-type=module',
        '-e',
        `const { renderStaticPage } = await import(${JSON.stringify(path.join(out, 'prerender.js'))});
         const fs = await import('node:fs');
         process.stdout.write(await renderStaticPage(fs.readFileSync('index.html', 'utf8'), '/login'));`,
      ],
      web,
      { NODE_ENV: 'development' },
    );
    expect(html).toContain('<div id="root" data-prerendered>');
    expect(html).toContain('<h1');
  });

  it('builds the browser bundle with the production JSX runtime and React', { timeout: 120_000 }, () => {
    const out = path.join(tmp, 'client');
    run([vite, 'build', '--outDir', out, '--emptyOutDir', '--logLevel', 'error'], web, { NODE_ENV: 'development' });
    const js = filesUnder(out).filter((f) => f.endsWith('.js'));
    expect(js.length).toBeGreaterThan(0);
    const withDevCode = js.filter((f) =>
      /jsxDEV|react-dom\.development|Download the React DevTools/.test(fs.readFileSync(f, 'utf8')),
    );
    expect(withDevCode).toEqual([]);
  });
});
