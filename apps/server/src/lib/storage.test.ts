import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import {
  contentDisposition,
  isValidStorageKey,
  LocalDiskStorage,
  MAX_SIGNED_URL_TTL_SEC,
  sanitizeFileName,
  UploadTooLargeError,
} from './storage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'casaconti-storage-'));
const clock = fixedClock('2026-03-15T10:00:00Z');
const storage = new LocalDiskStorage({ root, secret: 'unit-secret-unit-secret-unit-secret', clock });
const KEY = 'bill/0b9f5a52-4c55-4f43-9d8e-6d1a1e7a5b10';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
beforeEach(() => clock.set('2026-03-15T10:00:00Z'));

function params(url: string) {
  const u = new URL(url, 'http://x');
  return { path: u.pathname, ...Object.fromEntries(u.searchParams) } as Record<string, string>;
}

function streamOf(...chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(c);
      controller.close();
    },
  });
}

describe('local storage signed URLs', () => {
  it('signs an upload URL for our own PUT endpoint and verifies it', async () => {
    const url = await storage.createUploadUrl(KEY, 'application/pdf', 100, 300);
    const p = params(url);
    expect(p.path).toBe(`/api/uploads/blob/${KEY}`);
    expect(Number(p.exp)).toBe(Date.parse('2026-03-15T10:05:00Z') / 1000);
    expect(storage.verify('PUT', KEY, p)).toBe('ok');
    // Same parameters, other method or key: not valid.
    expect(storage.verify('GET', KEY, p)).toBe('invalid');
    expect(storage.verify('PUT', 'bill/0b9f5a52-4c55-4f43-9d8e-6d1a1e7a5b11', p)).toBe('invalid');
  });

  it('expires by the injected clock', async () => {
    const p = params(await storage.createUploadUrl(KEY, 'application/pdf', 100, 120));
    clock.set('2026-03-15T10:02:00Z');
    expect(storage.verify('PUT', KEY, p)).toBe('ok');
    clock.set('2026-03-15T10:02:01Z');
    expect(storage.verify('PUT', KEY, p)).toBe('expired');
  });

  it('never signs for longer than five minutes', async () => {
    const p = params(await storage.createDownloadUrl(KEY, 'a.pdf', 'application/pdf', 3600));
    expect(Number(p.exp) - Date.parse('2026-03-15T10:00:00Z') / 1000).toBe(MAX_SIGNED_URL_TTL_SEC);
  });

  it('refuses a tampered signature, expiry, name or type', async () => {
    const p = params(await storage.createDownloadUrl(KEY, 'bolletta.pdf', 'application/pdf', 300));
    expect(storage.verify('GET', KEY, p)).toBe('ok');
    const flipped = p.sig!.slice(0, -1) + (p.sig!.endsWith('A') ? 'B' : 'A');
    expect(storage.verify('GET', KEY, { ...p, sig: flipped })).toBe('invalid');
    expect(storage.verify('GET', KEY, { ...p, sig: `${p.sig}x` })).toBe('invalid');
    expect(storage.verify('GET', KEY, { ...p, sig: '' })).toBe('invalid');
    expect(storage.verify('GET', KEY, { ...p, exp: String(Number(p.exp) + 3600) })).toBe('invalid');
    expect(storage.verify('GET', KEY, { ...p, name: 'altro.html' })).toBe('invalid');
    expect(storage.verify('GET', KEY, { ...p, type: 'text/html' })).toBe('invalid');
    expect(storage.verify('GET', KEY, { ...p, exp: '1e9' })).toBe('invalid');
  });

  it('a URL signed with another secret is invalid', async () => {
    const other = new LocalDiskStorage({ root, secret: 'another-secret-another-secret-xx', clock });
    const p = params(await other.createUploadUrl(KEY, 'application/pdf', 100, 300));
    expect(storage.verify('PUT', KEY, p)).toBe('invalid');
  });

  it('accepts only generated keys (no traversal)', async () => {
    expect(isValidStorageKey(KEY)).toBe(true);
    for (const bad of [
      '../etc/passwd',
      'bill/../../x',
      'bill/x',
      'bill',
      '/bill/0b9f5a52-4c55-4f43-9d8e-6d1a1e7a5b10',
      'Bill/0b9f5a52-4c55-4f43-9d8e-6d1a1e7a5b10',
    ]) {
      expect(isValidStorageKey(bad)).toBe(false);
      expect(storage.verify('PUT', bad, { exp: '9999999999', sig: 'x' })).toBe('invalid');
    }
    await expect(storage.createUploadUrl('../x', 'application/pdf', 1, 60)).rejects.toThrow(/invalid storage key/);
    await expect(storage.head('../../etc/passwd')).rejects.toThrow(/invalid storage key/);
  });
});

describe('local storage files', () => {
  it('writes, heads, reads the first bytes, streams and deletes', async () => {
    const { size, head } = await storage.write(KEY, streamOf(PDF.subarray(0, 5), PDF.subarray(5)), 1000);
    expect(size).toBe(PDF.length);
    expect(Buffer.from(head).equals(PDF)).toBe(true);
    expect(fs.existsSync(path.join(root, 'bill', KEY.split('/')[1]!))).toBe(true);
    expect(await storage.head(KEY)).toEqual({ size: PDF.length });
    expect(Buffer.from((await storage.readFirstBytes(KEY, 4))!).toString()).toBe('%PDF');
    const opened = await storage.openRead(KEY);
    expect(Buffer.from(await new Response(opened!.stream).arrayBuffer()).equals(PDF)).toBe(true);
    await storage.delete(KEY);
    expect(await storage.head(KEY)).toBeNull();
    expect(await storage.readFirstBytes(KEY, 4)).toBeNull();
    expect(await storage.openRead(KEY)).toBeNull();
  });

  it('stops past the limit and leaves nothing behind', async () => {
    const key = 'bill/11111111-2222-3333-4444-555555555555';
    await expect(storage.write(key, streamOf(new Uint8Array(600), new Uint8Array(600)), 1000)).rejects.toBeInstanceOf(
      UploadTooLargeError,
    );
    expect(await storage.head(key)).toBeNull();
    expect(fs.readdirSync(path.join(root, 'bill')).filter((f) => f.startsWith('11111111'))).toEqual([]);
  });

  it('keeps only the first 4100 bytes for sniffing', async () => {
    const key = 'bill/11111111-2222-3333-4444-666666666666';
    const { size, head } = await storage.write(key, streamOf(new Uint8Array(3000), new Uint8Array(3000)), 10_000);
    expect(size).toBe(6000);
    expect(head.byteLength).toBe(4100);
  });
});

describe('file names', () => {
  it.each([
    ['bolletta.pdf', 'bolletta.pdf'],
    ['../../etc/passwd', 'passwd'],
    ['C:\\Users\\me\\fattura.pdf', 'fattura.pdf'],
    ['fat"tura`.pdf', 'fattura.pdf'],
    ['riga\r\nSet-Cookie: x=1.pdf', 'rigaSet-Cookie: x=1.pdf'],
    ['nul\u0000byte.pdf', 'nulbyte.pdf'],
    ['fattura\u202Efdp.exe', 'fatturafdp.exe'],
    ['  spazi   multipli .pdf ', 'spazi multipli .pdf'],
    ['.htaccess', 'htaccess'],
    ['', 'documento'],
    ['///', 'documento'],
    ["contratto dell'affitto.pdf", "contratto dell'affitto.pdf"],
  ])('sanitizes %j to %j', (input, expected) => {
    expect(sanitizeFileName(input)).toBe(expected);
  });

  it('caps the length and keeps the extension', () => {
    const name = sanitizeFileName(`${'a'.repeat(500)}.pdf`);
    expect(name).toHaveLength(200);
    expect(name.endsWith('.pdf')).toBe(true);
  });

  it('builds an ASCII Content-Disposition with the exact UTF-8 name', () => {
    expect(contentDisposition('Bolletta Luce – Gennaio "2026".pdf')).toBe(
      `inline; filename="Bolletta Luce _ Gennaio 2026.pdf"; filename*=UTF-8''Bolletta%20Luce%20%E2%80%93%20Gennaio%202026.pdf`,
    );
    expect(contentDisposition('però.pdf')).toBe(`inline; filename="pero.pdf"; filename*=UTF-8''per%C3%B2.pdf`);
    expect(contentDisposition("dell'affitto (1).pdf")).toBe(
      `inline; filename="dell'affitto (1).pdf"; filename*=UTF-8''dell%27affitto%20%281%29.pdf`,
    );
    const header = contentDisposition('a\r\nb/../c\\d.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(() => new Headers({ 'content-disposition': contentDisposition('東京.pdf') })).not.toThrow();
  });
});
