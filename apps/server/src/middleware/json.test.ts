import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppBindings } from '../lib/context';
import { compressJson, jsonContentLength } from './json';

const rows = Array.from({ length: 3 }, (_, i) => ({ id: i, tenant: `Niccolò ${i}`, amount: i * 125 }));

describe('JSON answers (decision 146)', () => {
  it('an answer that is not kept is serialized for each request, with its length', async () => {
    let serialized = 0;
    const counting = { toJSON: () => ++serialized };
    const app = new Hono<AppBindings>()
      .use(compressJson)
      .use(jsonContentLength)
      .get('/fresh', (c) => c.json({ items: rows, counting }));
    for (const n of [1, 2, 3]) {
      const res = await app.request('/fresh');
      const text = await res.text();
      expect(JSON.parse(text).counting).toBe(n);
      expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    }
    expect(serialized).toBe(3);
  });
});
