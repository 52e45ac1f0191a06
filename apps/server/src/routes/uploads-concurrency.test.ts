import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../db/schema';
import { MAX_OPEN_UPLOADS } from '../services/documents/document-types';
import { createTestContext, type TestContext, answer } from '../test/harness';

/** PostgreSQL only (vitest.config.ts): parallel slot requests of one landlord take turns (decision 046). */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

describe('upload quota under concurrency', () => {
  it('parallel slot requests never exceed the open-slot quota', async () => {
    const landlord = await ctx.createLandlord();
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        answer(
          landlord.api.uploads.$post({
            json: {
              file_name: 'bolletta.pdf',
              file_type: 'application/pdf',
              file_size: 100,
              purpose: 'bill',
            },
          }),
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_OPEN_UPLOADS);
    expect(statuses.filter((s) => s === 429)).toHaveLength(40 - MAX_OPEN_UPLOADS);
    const [row] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(upload)
      .where(eq(upload.ownerId, landlord.user.id));
    expect(row!.n).toBe(MAX_OPEN_UPLOADS);
  });
});
