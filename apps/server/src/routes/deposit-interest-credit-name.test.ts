/**
 * The year-end deposit interest credit (docs/domain.md §14, issue 46 item 15) is stored as a manual credit
 * (source manual_adjustment) claimed by deposit_interest_credit: every read that shows it names it
 * 'Interessi deposito cauzionale 2025', never 'Credito manuale' / 'Correzione manuale'.
 * Today is 2026-01-10: the daily job credits 2025's interest.
 */
import { creditSourceLabel } from '@casaconti/core/labels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditDepositInterest } from '../services/deposit/credit-deposit-interest';
import { answer, createTestContext, type TestContext } from '../test/harness';
import {
  acceptLatestContract,
  agreements,
  contractBody,
  createContractVia,
  seedProperty,
} from './contracts.test-support';

const NAME = 'Interessi deposito cauzionale 2025';
let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;
let tenant: Awaited<ReturnType<TestContext['createTenant']>>;
let contractId = '';

type Credit = { source_type: string; deposit_interest_year: number | null };

beforeAll(async () => {
  ctx = await createTestContext({ now: '2026-01-10T10:00:00Z' });
  landlord = await ctx.createLandlord();
  tenant = await ctx.createTenant();
  const h = await seedProperty(ctx, landlord.user.id, ['Stanza A']);
  contractId = await createContractVia(
    landlord,
    contractBody(h.property.id, [h.rooms[0]!.id], {
      tenantInfo: { email: tenant.email },
      contractDetails: {
        start_date: '2025-01-01',
        end_date: '2028-12-31',
        rent_amount: 50_000,
        deposit_amount: 150_000,
        deposit_received_on: '2025-01-01',
        deposit_held_as: 'Libretto bancario',
      },
      // A settlement utility: the statement shows its conguaglio preview.
      utilityAgreements: agreements({ electricity: 'settlement' }),
    }),
  );
  await acceptLatestContract(ctx, tenant.email);
  await landlord.put('/api/deposit/legal-rates/2025', { rate: '2' });
  expect(await creditDepositInterest({ db: ctx.db, clock: ctx.clock })).toBe(1);
}, 60_000);

afterAll(async () => {
  await ctx.close();
});

describe("the deposit interest credit is named 'Interessi deposito cauzionale 2025' on every read", () => {
  it("the contract's financials", async () => {
    const res = await answer(landlord.api.contracts[':id'].financials.$get({ param: { id: contractId } }));
    expect(res.status).toBe(200);
    expect(res.body.pending_settlement_credits).toEqual([
      expect.objectContaining({
        label: NAME,
        amount: 3_000,
        source_type: 'manual_adjustment',
        deposit_interest_year: 2025,
      }),
    ]);
  });

  it("the landlord's conguaglio preview", async () => {
    const res = await answer(landlord.api.payments['settlement-previews'].$get());
    const [preview] = res.body.previews.filter(
      (p: { summary: { contractId: string } }) => p.summary.contractId === contractId,
    );
    const [credit] = preview.breakdown.availableCredits;
    expect(credit).toMatchObject({ amount: 3_000, depositInterestYear: 2025 });
    expect(creditSourceLabel(credit.sourceType, credit.depositInterestYear)).toBe(NAME);
  });

  it('the public statement and the tenant area', async () => {
    const link = (await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: contractId } }))).body
      .link as string;
    const token = new URL(link).pathname.split('/').pop()!;
    const publicStatement = (await answer(ctx.agent().api.statement[':token'].$get({ param: { token } }))).body;
    const tenantStatement = (await answer(tenant.api.tenant.statements.$get())).body.items[0].statement;
    for (const statement of [publicStatement, tenantStatement]) {
      const [available] = statement.settlement_preview.available_credits as Credit[];
      expect(creditSourceLabel(available!.source_type, available!.deposit_interest_year)).toBe(NAME);
      const toSettle = statement.payables.find((p: { type: string }) => p.type === 'pending_settlement');
      const [credit] = toSettle.details.credits as Credit[];
      expect(creditSourceLabel(credit!.source_type, credit!.deposit_interest_year)).toBe(NAME);
    }
  });

  it("the settlement's detail once settled", async () => {
    const settled = await answer(
      landlord.api.payments.contracts[':id'].settle.$post({ param: { id: contractId }, json: {} }),
    );
    expect(settled.status).toBe(201);
    const financials = await answer(landlord.api.contracts[':id'].financials.$get({ param: { id: contractId } }));
    const credit = financials.body.payables.find((p: { type: string }) => p.type === 'settlement_credit');
    const detail = await answer(
      landlord.api.payments.settlements[':id'].$get({ param: { id: credit.sourceSettlementId } }),
    );
    const [applied] = detail.body.appliedCredits;
    expect(applied).toMatchObject({ amount: 3_000, depositInterestYear: 2025 });
    expect(creditSourceLabel(applied.sourceType, applied.depositInterestYear)).toBe(NAME);
  });
});
