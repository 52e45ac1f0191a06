/** Shared fixtures of the bills route tests (not a test file itself). */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { bill, billSplit, document, payable, settlementItem, upload } from '../db/schema';
import type { InferRequestType } from 'hono/client';
import { answer, type TestContext } from '../test/harness';
import { type AgreementOverride, agreements, contractBody, createContractVia } from './contracts.test-support';

type Agent = ReturnType<TestContext['agent']>;
/** The process_uploaded_bill body as the typed client sends it. */
export type BillRequest = InferRequestType<Agent['api']['bills']['$post']>['json'];

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** A 1×1 PNG's first bytes: enough for the magic-bytes check. */
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0, 0, 0, 13]),
  Buffer.from('IHDR'),
  Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]),
  Buffer.from([0x1f, 0x15, 0xc4, 0x89]),
]);

/** A valid process-uploaded-bill body (docs/domain.md §10's electricity bill), with a fresh idempotency key. */
export function billBody(
  propertyId: string,
  over: {
    billDetails?: Partial<BillRequest['billDetails']>;
    documentInfo?: BillRequest['documentInfo'];
    idempotencyKey?: string;
  } = {},
): BillRequest {
  return malformedBillBody(propertyId, over) as BillRequest;
}

/** A process-uploaded-bill body whose fields may be anything: for refusals, sent by URL (`agent.post`). */
export function malformedBillBody(
  propertyId: string,
  over: { billDetails?: Record<string, unknown>; documentInfo?: unknown; idempotencyKey?: unknown } = {},
) {
  return {
    billDetails: {
      propertyId,
      category: 'electricity',
      totalAmount: 30000,
      splittableAmount: 30000,
      notes: null,
      periodStartDate: '2026-01-01',
      periodEndDate: '2026-01-31',
      ...over.billDetails,
    },
    documentInfo: over.documentInfo ?? null,
    idempotencyKey: over.idempotencyKey ?? crypto.randomUUID(),
  };
}

/** A contract on one room, with its occupants, dates and the cost model of every category. */
export async function contractOn(
  agent: Agent,
  propertyId: string,
  roomId: string,
  opts: { start: string; end: string; occupants: number; costModels?: AgreementOverride },
) {
  return createContractVia(
    agent,
    contractBody(propertyId, [roomId], {
      contractDetails: { start_date: opts.start, end_date: opts.end, number_of_occupants: opts.occupants },
      utilityAgreements: agreements(opts.costModels),
    }),
  );
}

/** create-upload-url + PUT, as the browser does; returns the documentInfo to save the bill with. */
export async function uploadBillFile(agent: Agent, ctx: TestContext, bytes: Buffer = PDF, name = 'bolletta.pdf') {
  const slot = await answer(
    agent.api.uploads.$post({
      json: {
        file_name: name,
        file_type: 'application/pdf',
        file_size: bytes.length,
        purpose: 'bill',
      },
    }),
  );
  if (slot.status !== 201) throw new Error(`upload url failed: ${slot.status} ${slot.text}`);
  const put = await ctx.agent().request('PUT', slot.body.uploadUrl, bytes, { 'content-type': 'application/pdf' });
  return { temp_path: slot.body.filePath as string, original_filename: name, putStatus: put.status };
}

const countOf = async (ctx: TestContext, table: PgTable) =>
  (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;

/** Row counts of every table a bill writes, and the files stored on disk. */
export async function billCounts(ctx: TestContext) {
  const dir = path.join(ctx.env.dataDir, 'files', 'bill');
  return {
    bills: await countOf(ctx, bill),
    splits: await countOf(ctx, billSplit),
    payables: await countOf(ctx, payable),
    settlementItems: await countOf(ctx, settlementItem),
    documents: await countOf(ctx, document),
    claimedUploads: (
      await ctx.db.select({ n: sql<number>`count(*)::int` }).from(upload).where(sql`${upload.claimedAt} IS NOT NULL`)
    )[0]!.n,
    files: fs.existsSync(dir) ? fs.readdirSync(dir).length : 0,
  };
}
