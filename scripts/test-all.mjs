// `npm test`: every suite, then one line that adds them all up: "N passed, N failed, N skipped".
// 1. unit + API integration on PGlite (Vitest: core, web, server)
// 2. the API integration suite again on a PostgreSQL server (TEST_DATABASE_URL, or a throwaway
//    cluster started here), including the concurrency tests that need real connections
// 3. browser tests in Debian's Chromium (Playwright) against the built app
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureChromium, startThrowawayPostgres } from './system-deps.mjs';
import { playwrightFailures, vitestFailures } from './test-report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const results = path.join(root, 'test-results');
fs.rmSync(results, { recursive: true, force: true });
fs.mkdirSync(results, { recursive: true });
const only = process.argv[2]; // optional: unit | pg | e2e

const totals = { passed: 0, failed: 0, skipped: 0 };
let failures = 0;
/** Failed and flaky tests by name (scripts/test-report.mjs), for test-results/failures.txt. */
const named = [];
/** Each stage's wall time, printed at the end and kept in test-results/stages.txt (.ci/run shows it). */
const stages = [];
function timed(label, run) {
  const start = Date.now();
  try {
    return run();
  } finally {
    stages.push(`${label}: ${((Date.now() - start) / 60_000).toFixed(1)} min`);
  }
}
const npx = (args, env = {}) =>
  spawnSync('npx', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status;

function addVitest(file, label) {
  if (!fs.existsSync(file)) {
    console.error(`[test] ${label}: no report written`);
    failures++;
    return;
  }
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  const passed = r.numPassedTests ?? 0;
  const failed = (r.numFailedTests ?? 0) + (r.numFailedTestSuites ?? 0);
  const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`[test] ${label}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  named.push(...vitestFailures(r, label, root));
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
}

function vitest(label, file, projects, env) {
  const out = path.join(results, file);
  const args = [
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const status = timed(label, () => npx(args, env));
  if (status !== 0) failures++;
  addVitest(out, label);
}

let pg = null;
try {
  if (!only || only === 'unit') {
    vitest('unit + API (PGlite)', 'vitest-pglite.json', ['core', 'web', 'server'], { TEST_DATABASE_URL: '' });
  }
  if (!only || only === 'pg') {
    let url = process.env.TEST_DATABASE_URL;
    if (!url) {
      pg = await startThrowawayPostgres();
      url = pg.url;
    }
    vitest('API (PostgreSQL)', 'vitest-postgres.json', ['server'], { TEST_DATABASE_URL: url });
  }
  if (!only || only === 'e2e') {
    const chromium = ensureChromium();
    const built = timed('web build', () => spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' }).status);
    if (built !== 0) {
      failures++;
      totals.failed++;
      console.error('[test] web build failed');
    } else {
      const status = timed('browser (Chromium)', () => npx(['playwright', 'test'], { CHROMIUM_PATH: chromium }));
      if (status !== 0) failures++;
      const file = path.join(results, 'e2e.json');
      if (fs.existsSync(file)) {
        const report = JSON.parse(fs.readFileSync(file, 'utf8'));
        const s = report.stats ?? {};
        named.push(...playwrightFailures(report));
        const passed = (s.expected ?? 0) + (s.flaky ?? 0);
        const failed = s.unexpected ?? 0;
        const skipped = s.skipped ?? 0;
        console.log(`[test] browser (Chromium): ${passed} passed, ${failed} failed, ${skipped} skipped`);
        totals.passed += passed;
        totals.failed += failed;
        totals.skipped += skipped;
      } else {
        failures++;
        console.error('[test] browser: no report written');
      }
    }
  }
} catch (err) {
  console.error(`[test] ${err instanceof Error ? err.message : String(err)}`);
  failures++;
} finally {
  pg?.stop();
}

if (failures > 0 && totals.failed === 0) totals.failed = failures;
const summary = `${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`;
fs.writeFileSync(path.join(results, 'failures.txt'), named.map((line) => `${line}\n`).join(''));
for (const line of named) console.log(`[test] ${line}`);
fs.writeFileSync(path.join(results, 'stages.txt'), stages.map((line) => `${line}\n`).join(''));
for (const line of stages) console.log(`[test] stage ${line}`);
fs.writeFileSync(path.join(results, 'summary.txt'), `${summary}\n`);
console.log(summary);
process.exit(failures > 0 || totals.failed > 0 ? 1 : 0);
