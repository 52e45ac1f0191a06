// The tests a suite's JSON report says failed (and, for the browser suite, which were flaky:
// failed, then passed on their retry), one line each with the first line of the error. `npm test`
// writes them to test-results/failures.txt and .ci/run prints that file just before its closing
// line, so the end of a CI log names what failed (decision 136).
import path from 'node:path';

/** The first non-empty line of an error message, without terminal colours, at most 200 characters. */
function firstLine(text) {
  return (
    String(text ?? '')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: the escape that starts a terminal colour
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

/** Vitest's JSON report (`--reporter=json`): each failed test, and each file that failed outside its tests. */
export function vitestFailures(report, label, root) {
  const lines = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed)
      lines.push(`FAILED ${label}: ${where} › ${t.fullName} — ${firstLine(t.failureMessages?.[0])}`);
    // An import or a hook that failed: no test names it.
    if (file.status === 'failed' && failed.length === 0)
      lines.push(`FAILED ${label}: ${where} — ${firstLine(file.message)}`);
  }
  return lines;
}

/** Playwright's JSON report: each test that failed ('unexpected') or passed only on a retry ('flaky'). */
export function playwrightFailures(report) {
  const lines = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results?.find((result) => result.errors?.length)?.errors?.[0]?.message;
        const kind = t.status === 'flaky' ? 'FLAKY (passed on its retry)' : 'FAILED';
        lines.push(`${kind} browser: e2e/${spec.file}:${spec.line} › ${spec.title} — ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return lines;
}
