import { confirmationRequestSchema } from '@casaconti/core/schemas/payment';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes distinct version 4 UUIDs the API accepts', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(V4);
      expect(confirmationRequestSchema.safeParse({ idempotencyKey: key }).success).toBe(true);
    }
  });

  it('works without crypto.randomUUID (plain http on a LAN address is not a secure context)', () => {
    const getRandomValues = crypto.getRandomValues.bind(crypto);
    vi.stubGlobal('crypto', { getRandomValues });
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    expect(new Set(keys).size).toBe(50);
    for (const key of keys) {
      expect(key).toMatch(V4);
      expect(confirmationRequestSchema.safeParse({ idempotencyKey: key }).success).toBe(true);
    }
  });
});
