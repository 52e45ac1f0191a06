import fs from 'node:fs';
import path from 'node:path';

/** DATA_DIR/server.json: written by a server on the embedded database while it runs. */
const FILE = 'server.json';

export function recordRunningServer(dataDir: string, port: number): () => void {
  const file = path.join(dataDir, FILE);
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify({ pid: process.pid, port })}\n`);
  return () => fs.rmSync(file, { force: true });
}

/** The server running on this data directory, if any (a stale file of a dead process is ignored). */
export function findRunningServer(dataDir: string): { pid: number; port: number } | null {
  try {
    const info = JSON.parse(fs.readFileSync(path.join(dataDir, FILE), 'utf8')) as { pid: number; port: number };
    process.kill(info.pid, 0);
    return info;
  } catch {
    return null;
  }
}
