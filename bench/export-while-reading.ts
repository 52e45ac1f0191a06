/**
 * `npm run bench:export -- [scale]` (DATABASE_URL as for `npm run bench`):
 * the accountant's XLSX export of the bench landlord's year (GET /api/analytics/export) alone, its
 * payables' CSV alone, then each of them again and again while 10 connections read one contract's
 * detail for 8 s: the exports' times and the reads' throughput and latency meanwhile (decisions
 * 150, 152), once the server's start-up daily job is done. Numbers, not assertions.
 */
import { autocannon } from './load';
import { BENCH_LANDLORD_EMAIL } from './dataset';
import { createBenchDatabase, runDailyJob, signIn, startBenchServer, waitUp } from './harness';

const scale = Number(process.argv[2] ?? 1);
const bench = await createBenchDatabase({ scale, serverUrl: process.env.DATABASE_URL || undefined });
const base = `http://127.0.0.1:${3960 + Math.floor(Math.random() * 20)}`;
const server = startBenchServer({ port: Number(new URL(base).port), appUrl: base, trustedOrigins: [base], db: bench });
try {
  await waitUp(base);
  await runDailyJob(base);
  const cookie = await signIn(base, BENCH_LANDLORD_EMAIL, bench.dataset.password);
  const contract = bench.dataset.currentContractIds[0];
  const exportOnce = async (query = 'format=xlsx') => {
    const started = performance.now();
    const res = await fetch(`${base}/api/analytics/export?${query}`, { headers: { cookie, origin: base } });
    const bytes = (await res.arrayBuffer()).byteLength;
    if (res.status !== 200) throw new Error(`export: ${res.status}`);
    return { ms: Math.round(performance.now() - started), bytes };
  };
  const first = await exportOnce();
  const second = await exportOnce();
  console.log(`scale ${scale}: export alone ${first.ms} ms (first), ${second.ms} ms; ${second.bytes} bytes`);
  const csv = await exportOnce('format=csv&table=payables');
  console.log(`scale ${scale}: the payables' CSV alone ${csv.ms} ms; ${csv.bytes} bytes`);
  for (const [what, query] of [
    ['the XLSX', 'format=xlsx'],
    ["the payables' CSV", 'format=csv&table=payables'],
  ] as const) {
    let stop = false;
    const during: number[] = [];
    const exporting = (async () => {
      while (!stop) during.push((await exportOnce(query)).ms);
    })();
    const reads = await autocannon({
      url: `${base}/api/contracts/${contract}`,
      headers: { cookie, origin: base },
      connections: 10,
      duration: 8,
    });
    stop = true;
    await exporting;
    console.log(
      `scale ${scale}: contract detail while exporting ${what}: ${reads.requests.average} req/s, p50 ${reads.latency.p50} ms, ` +
        `p99 ${reads.latency.p99} ms, max ${reads.latency.max} ms, ${reads.errors} errors, ${reads.timeouts} timeouts; ` +
        `exports meanwhile ${during.join(', ')} ms`,
    );
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await bench.remove();
}
process.exit(0);
