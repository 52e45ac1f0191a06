import { stripUnsafeChars } from '@casaconti/core/schemas/common';

const MAX_FILE_NAME_LENGTH = 200;

/**
 * A display name safe for headers and UI: the last path segment only, without control or bidi
 * characters, double quotes or backticks, at most 200 characters (the extension is kept).
 * Apostrophes stay: they are common in Italian names and harmless in both header forms.
 */
export function sanitizeFileName(name: string, fallback = 'documento'): string {
  // Control and bidi characters (which can disguise an extension, e.g. "fattura\u202Efdp.exe")
  // go as in every stored name (core's one rule), NUL too.
  let s = stripUnsafeChars(name.normalize('NFC').replaceAll('\u0000', ''));
  s = s.split(/[/\\]/).pop() ?? '';
  s = s.replace(/["`]/g, '').replace(/\s+/g, ' ').trim().replace(/^\.+/, '').trim();
  const chars = Array.from(s);
  if (chars.length > MAX_FILE_NAME_LENGTH) {
    const dot = s.lastIndexOf('.');
    const ext = dot > 0 ? Array.from(s.slice(dot)) : [];
    const keep = ext.length > 0 && ext.length <= 10 ? ext : [];
    s = chars.slice(0, MAX_FILE_NAME_LENGTH - keep.length).join('') + keep.join('');
  }
  return s || fallback;
}

function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * RFC 6266 header: an ASCII-only `filename` fallback (accents folded, anything else '_') and the
 * exact name in `filename*`. Header values must be Latin-1; this one is pure ASCII.
 */
export function contentDisposition(fileName: string): string {
  const safe = sanitizeFileName(fileName);
  const ascii = safe
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[\\"]/g, '_');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(safe)}`;
}
