// `npm run bench:all [-- --only <regexp>] [-- --scales 1,10]`: the bench (bench/run.ts) on PostgreSQL and PGlite at
// scale 1 and scale 10, one after the other, into one file: bench/results-all.json, and the four
// Markdown tables for docs/benchmarks.md. PostgreSQL: the server DATABASE_URL names, else a
// throwaway cluster started here (as `npm test` does) and stopped at the end.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startThrowawayPostgres } from '../scripts/system-deps.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const scalesAt = args.indexOf('--scales');
const scales = scalesAt === -1 ? [1, 10] : args[scalesAt + 1].split(',').map(Number);
const passThrough = scalesAt === -1 ? args : args.filter((_, i) => i !== scalesAt && i !== scalesAt + 1);
let pg = null;
let url = process.env.DATABASE_URL;
const runs = [];
try {
  if (!url) {
    pg = await startThrowawayPostgres();
    url = pg.url;
  }
  for (const scale of scales) {
    for (const database of ['postgres', 'pglite']) {
      const out = path.join(os.tmpdir(), `casaconti-bench-${database}-${scale}-${process.pid}.json`);
      console.log(`\n[bench:all] ${database}, scale ${scale}`);
      const { status } = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'bench/run.ts', '--scale', String(scale), '--out', out, ...passThrough],
        { cwd: root, stdio: 'inherit', env: { ...process.env, DATABASE_URL: database === 'postgres' ? url : '' } },
      );
      if (!fs.existsSync(out)) {
        runs.push({ database, scale, failed: `bench exited with ${status} before writing its results` });
        continue;
      }
      runs.push({ ...JSON.parse(fs.readFileSync(out, 'utf8')), exitStatus: status });
      fs.rmSync(out);
    }
  }
} finally {
  pg?.stop();
}

fs.writeFileSync(path.join(root, 'bench/results-all.json'), `${JSON.stringify(runs, null, 2)}\n`);
for (const run of runs) {
  console.log(`\n### ${run.database}, scale ${run.scale}\n`);
  if (run.failed) {
    console.log(run.failed);
    continue;
  }
  const d = run.dataset;
  console.log(
    `${run.at}; dataset generated in ${d.generationSeconds} s (${d.rows.contracts} contracts, ${d.rows.bills} bills, ${d.rows.payables} payables in all); ` +
      `${run.connections} connections, ${run.secondsPerEndpoint} s per endpoint; load average ${run.machine.loadAverageBefore[0]} → ${run.machine.loadAverageAfter[0]} on ${run.machine.cpus} CPUs.\n`,
  );
  console.log('| endpoint | route | req/s | × healthz | p50 ms | p99 ms | alone ms | queries | non-2xx |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of run.results) {
    console.log(
      `| ${r.endpoint} | ${r.route} | ${r.reqPerSec} | ${r.vsHealthz} | ${r.p50} | ${r.p99} | ${r.probeMs} | ${r.queries} | ${r.non2xx + r.errors} |`,
    );
  }
}
console.log('\n[bench:all] written to bench/results-all.json');
process.exit(runs.every((r) => !r.failed && r.exitStatus === 0) ? 0 : 1);
