/**
 * The text of a statement file (decision 208): a byte-order mark decides (UTF-8, UTF-16 LE/BE);
 * without one, UTF-8 when the bytes are valid UTF-8, else Windows-1252 (what Italian home banking
 * and Excel write; every byte is a character there, so decoding never fails).
 */
export type StatementEncoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export function decodeStatementText(bytes: Uint8Array): { text: string; encoding: StatementEncoding } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { text: new TextDecoder('utf-8').decode(bytes.subarray(3)), encoding: 'utf-8' };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe) {
    return { text: new TextDecoder('utf-16le').decode(bytes.subarray(2)), encoding: 'utf-16le' };
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) {
    return { text: new TextDecoder('utf-16be').decode(bytes.subarray(2)), encoding: 'utf-16be' };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}
