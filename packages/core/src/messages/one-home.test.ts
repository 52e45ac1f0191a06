// @vitest-environment node
/**
 * Issue 20 §2 "one home for each rule": a message of this folder is written here once; the server,
 * the web app and the browser tests import it instead of copying its words. Reads their sources
 * as text (comments aside) and lists every quoted copy of a message.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as messages from './index';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Every message string (long enough to be a sentence, not a word that recurs by chance). */
const texts = (Object.values(messages) as unknown[])
  .filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
  .flatMap((group) => Object.values(group))
  .filter((v): v is string => typeof v === 'string' && v.length >= 12);

function sources(dir: string, includeTests: boolean): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .map((f) => path.join(dir, f))
    .filter((f) => /\.tsx?$/.test(f) && (includeTests || !/\.test\.|test-support|\/test\//.test(f)));
}

/** `file: "message"` for each quoted copy of a message outside comments. */
function copies(files: string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const line of fs.readFileSync(path.join(root, file), 'utf8').split('\n')) {
      if (/^\s*(\*|\/\/|\/\*)/.test(line)) continue;
      for (const text of texts) {
        if ([`'${text}'`, `"${text}"`, `\`${text}\``, `>${text}<`].some((q) => line.includes(q))) {
          found.push(`${file}: ${JSON.stringify(text)}`);
        }
      }
    }
  }
  return found;
}

describe('messages have one home', () => {
  it('no production file of the server or the web app copies a message', () => {
    expect(copies([...sources('apps/server/src', false), ...sources('apps/web/src', false)])).toEqual([]);
  }, 60_000);

  it('the browser tests assert the messages through their constants', () => {
    expect(copies(sources('e2e', true))).toEqual([]);
  });
});

describe('each message is written once in core', () => {
  it('no message is written in two places of this folder (one constant may refer to another)', () => {
    const here = fs
      .readdirSync(import.meta.dirname)
      .filter((f) => f.endsWith('.ts') && !f.includes('.test.'))
      .map((f) => fs.readFileSync(path.join(import.meta.dirname, f), 'utf8'));
    const written = (text: string) =>
      here.reduce((n, source) => n + source.split(`'${text}'`).length - 1 + source.split(`"${text}"`).length - 1, 0);
    expect([...new Set(texts)].filter((text) => written(text) > 1)).toEqual([]);
  });
});
