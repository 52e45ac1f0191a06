/**
 * Issue 46 §19: the contract-status rule is written in core (deriveContractStatus,
 * isCurrentContract) and again in SQL (listedStatusSql for the contracts list's filter and
 * counts, currentContractCondition for the portfolio's figures). A property test on a real
 * database: for generated contracts and days the SQL and the functions give the same answer.
 */
import { deriveContractStatus, isCurrentContract } from '@casaconti/core/contract-status';
import { addDays } from '@casaconti/core/dates';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, user } from '../../db/schema';
import { insertAcceptedContract, insertProperty, insertUser } from '../../test/factories';
import { createTestContext, type TestContext } from '../../test/harness';
import { currentContractCondition } from '../properties/current-contract';
import { listedStatusSql } from './get-contracts-page';

let ctx: TestContext;
let landlordId: string;
let tenants: { invited: string; active: string };

beforeAll(async () => {
  ctx = await createTestContext();
  landlordId = (await insertUser(ctx.db, { isLandlord: true })).id;
  tenants = {
    invited: (await insertUser(ctx.db, { userStatus: 'invited' })).id,
    active: (await insertUser(ctx.db, { userStatus: 'active' })).id,
  };
});
afterAll(async () => {
  await ctx.close();
});

const BASE = '2026-01-01';
const day = fc.integer({ min: -400, max: 400 }).map((offset) => addDays(BASE, offset));
const generatedContract = fc.record({
  start: day,
  /** Days from start to end (the end after the start: contract_dates_chk), or none: open-ended. */
  length: fc.option(fc.integer({ min: 1, max: 500 }), { nil: null }),
  accepted: fc.boolean(),
  invited: fc.boolean(),
  deleted: fc.boolean(),
});

describe('the contract status in SQL and in core agree (property, PGlite)', () => {
  it('for generated contracts and days, around each start and end', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(generatedContract, { minLength: 1, maxLength: 6 }),
        fc.array(day, { minLength: 1, maxLength: 3 }),
        async (generated, randomDays) => {
          const home = await insertProperty(ctx.db, landlordId);
          const rows = [];
          for (const g of generated) {
            const endDate = g.length === null ? null : addDays(g.start, g.length);
            rows.push(
              await insertAcceptedContract(ctx.db, {
                propertyId: home.id,
                tenantId: g.invited ? tenants.invited : tenants.active,
                startDate: g.start,
                endDate,
                acceptedAt: g.accepted ? new Date('2025-06-01T10:00:00Z') : null,
                deletedAt: g.deleted ? new Date('2025-07-01T10:00:00Z') : null,
              }),
            );
          }
          const days = new Set(randomDays);
          for (const r of rows) {
            for (const d of [addDays(r.startDate, -1), r.startDate, r.endDate, r.endDate && addDays(r.endDate, 1)]) {
              if (d) days.add(d);
            }
          }
          for (const asOf of days) {
            const read = await ctx.db
              .select({
                id: contract.id,
                status: listedStatusSql(asOf),
                current: sql<boolean>`(${currentContractCondition(asOf)})`,
              })
              .from(contract)
              .innerJoin(user, eq(user.id, contract.tenantId))
              .where(eq(contract.propertyId, home.id));
            expect(read).toHaveLength(rows.length);
            for (const r of rows) {
              const sqlRow = read.find((x) => x.id === r.id)!;
              const tenantStatus = r.tenantId === tenants.invited ? 'invited' : 'active';
              const input = { ...r, tenantStatus, accepted: r.acceptedAt !== null };
              expect(sqlRow.current, `current on ${asOf}`).toBe(isCurrentContract(input, asOf));
              // listedStatusSql is the status of a listed (not deleted) contract: core says 'terminated' otherwise.
              if (r.deletedAt === null)
                expect(sqlRow.status, `status on ${asOf}`).toBe(deriveContractStatus(input, asOf));
            }
          }
        },
      ),
      { numRuns: 40 },
    );
  }, 120_000);
});
