/**
 * A new idempotency key (a random version 4 UUID) for a form or confirmation dialog (decisions
 * 026, 048). `crypto.randomUUID` exists only in secure contexts (https, localhost): the app
 * opened over plain http on the machine's LAN address (README) has only
 * `crypto.getRandomValues`, so the key is made from that there.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40; // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
