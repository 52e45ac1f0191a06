import { createRequire } from 'node:module';
import autocannon from 'autocannon';

/**
 * autocannon, without keeping the answers' bodies. autocannon 9 appends every body chunk to a
 * string (`req.body += data`, lib/pipelinedRequestsQueue.js) for its `verifyBody`/`expectBody`
 * and `onResponse` options, which the bench does not use: decoding megabytes per answer made the
 * load generator, on the same cores as the server, the limit of the whole lists' figures (at
 * scale 10 a plain node:http client took 2–3 × more of those answers per second uncompressed and
 * 4–9 × more compressed; session 29 in docs/benchmarks.md). The bytes are still read off the
 * socket and parsed as HTTP.
 */
const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js') as {
  prototype: { addBody?: (data: unknown) => void };
};
if (typeof PipelinedRequestsQueue.prototype.addBody !== 'function') {
  throw new Error('autocannon no longer has PipelinedRequestsQueue#addBody: see bench/load.ts');
}
PipelinedRequestsQueue.prototype.addBody = () => {};

export { autocannon };
