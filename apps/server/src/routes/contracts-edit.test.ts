import { COST_MODEL_REQUIRED_MESSAGE, FIXED_FEE_NOT_ALLOWED_MESSAGE } from '@casaconti/core/schemas/contract';
import {
  DATE_BEFORE_MIN_MESSAGE,
  END_AFTER_START_MESSAGE,
  INVALID_AMOUNT_MESSAGE,
} from '@casaconti/core/schemas/common';
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, contractRoom, invitation, payable, user, utilityAgreement } from '../db/schema';
import { createTestContext, type TestContext, answer } from '../test/harness';
import { agreements, contractBody, counts, createContractVia, editBody, seedProperty } from './contracts.test-support';

let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord();
});
afterAll(async () => {
  await ctx.close();
});

async function newContract(over: Parameters<typeof contractBody>[2] = {}) {
  const home = await seedProperty(ctx, landlord.user.id);
  const body = contractBody(home.property.id, [home.rooms[0]!.id], over);
  const id = await createContractVia(landlord, body);
  return { id, body, home };
}

const livePayables = (contractId: string) =>
  ctx.db
    .select({
      id: payable.id,
      type: payable.type,
      amount: payable.amount,
      status: payable.status,
      start: payable.periodStartDate,
      end: payable.periodEndDate,
      due: payable.dueDate,
    })
    .from(payable)
    .where(and(eq(payable.contractId, contractId), ne(payable.status, 'cancelled')))
    .orderBy(asc(payable.dueDate), asc(payable.type));

/** Everything an edit may change, to prove a refused edit changed nothing. */
async function snapshot(contractId: string) {
  return {
    contract: (await ctx.db.select().from(contract).where(eq(contract.id, contractId)))[0],
    rooms: await ctx.db.select().from(contractRoom).where(eq(contractRoom.contractId, contractId)),
    agreements: await ctx.db
      .select()
      .from(utilityAgreement)
      .where(eq(utilityAgreement.contractId, contractId))
      .orderBy(asc(utilityAgreement.category)),
    payables: await ctx.db.select().from(payable).where(eq(payable.contractId, contractId)).orderBy(asc(payable.id)),
    counts: await counts(ctx),
  };
}

async function markPaid(contractId: string, type: string, due: string) {
  const [row] = await ctx.db
    .update(payable)
    .set({ status: 'paid', paidAt: ctx.clock.now() })
    .where(
      and(
        eq(payable.contractId, contractId),
        eq(payable.type, type),
        eq(payable.dueDate, due),
        eq(payable.status, 'due'),
      ),
    )
    .returning();
  return row!;
}

describe('PUT /api/contracts/:id (edit_contract)', () => {
  it('updates terms and agreements and answers the updated detail', async () => {
    const { id, body } = await newContract();
    const res = await answer(
      landlord.api.contracts[':id'].$put({
        param: { id: id },
        json: editBody(body, {
          contractDetails: {
            rent_amount: 65000,
            number_of_occupants: 3,
            fixed_fee_amount: 2000,
            end_date: '2027-01-31',
          },
          utilityAgreements: agreements({ internet: 'fixed_fee', gas: 'self_managed' }),
        }),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      rentAmount: 65000,
      fixedFeeAmount: 2000,
      numberOfOccupants: 3,
      startDate: '2026-01-16',
      endDate: '2027-01-31',
    });
    expect(res.body.utilityAgreements).toContainEqual({ category: 'internet', costModel: 'fixed_fee' });
    expect(res.body.utilityAgreements).toContainEqual({ category: 'gas', costModel: 'self_managed' });
    expect(res.body.utilityAgreements).toHaveLength(6);
    const rooms = await ctx.db.select().from(contractRoom).where(eq(contractRoom.contractId, id));
    expect(rooms.map((r) => [r.startDate, r.endDate])).toEqual([['2026-01-16', '2027-01-31']]);
  });

  it('recomputes unpaid scheduled payables from the new terms and never touches paid ones', async () => {
    const { id, body } = await newContract();
    const janRent = await markPaid(id, 'rent', '2026-01-16');
    expect(janRent.amount).toBe(30968);

    // New rent: February and March follow it; paid January stays as it was.
    let res = await answer(
      landlord.api.contracts[':id'].$put({
        param: { id: id },
        json: editBody(body, { contractDetails: { rent_amount: 70000 } }),
      }),
    );
    expect(res.status).toBe(200);
    let rows = await livePayables(id);
    expect(rows.map((r) => [r.type, r.due, r.amount, r.status])).toEqual([
      ['rent', '2026-01-16', 30968, 'paid'],
      ['rent', '2026-02-01', 70000, 'due'],
      ['rent', '2026-03-01', 70000, 'due'],
    ]);
    expect(rows[0]!.id).toBe(janRent.id);
    const febId = rows[1]!.id;

    // Earlier start: January is paid, so it is not billed again; identical unpaid rows keep their ids.
    res = await answer(
      landlord.api.contracts[':id'].$put({
        param: { id: id },
        json: editBody(body, { contractDetails: { rent_amount: 70000, start_date: '2026-01-10' } }),
      }),
    );
    expect(res.status).toBe(200);
    rows = await livePayables(id);
    expect(rows.map((r) => [r.type, r.due, r.amount, r.status])).toEqual([
      ['rent', '2026-01-16', 30968, 'paid'],
      ['rent', '2026-02-01', 70000, 'due'],
      ['rent', '2026-03-01', 70000, 'due'],
    ]);
    expect(rows[1]!.id).toBe(febId);

    // Later start and a fixed fee: February becomes a prorated month from the 15th (14 of 28 days).
    res = await answer(
      landlord.api.contracts[':id'].$put({
        param: { id: id },
        json: editBody(body, {
          contractDetails: { rent_amount: 70000, start_date: '2026-02-15', fixed_fee_amount: 3000 },
          utilityAgreements: agreements({ water: 'fixed_fee' }),
        }),
      }),
    );
    expect(res.status).toBe(200);
    rows = await livePayables(id);
    expect(rows.map((r) => [r.type, r.start, r.end, r.amount, r.status])).toEqual([
      ['rent', '2026-01-16', '2026-01-31', 30968, 'paid'],
      ['fixed_fee', '2026-02-15', '2026-02-28', 1500, 'due'],
      ['rent', '2026-02-15', '2026-02-28', 35000, 'due'],
      ['fixed_fee', '2026-03-01', '2026-03-31', 3000, 'due'],
      ['rent', '2026-03-01', '2026-03-31', 70000, 'due'],
    ]);

    // Shorter contract: months after the new end lose their unpaid payables.
    await markPaid(id, 'fixed_fee', '2026-03-01');
    res = await answer(
      landlord.api.contracts[':id'].$put({
        param: { id: id },
        json: editBody(body, {
          contractDetails: {
            rent_amount: 70000,
            start_date: '2026-02-15',
            end_date: '2026-02-20',
            fixed_fee_amount: 3000,
          },
          utilityAgreements: agreements({ water: 'fixed_fee' }),
        }),
      }),
    );
    expect(res.status).toBe(200);
    rows = await livePayables(id);
    expect(rows.map((r) => [r.type, r.start, r.end, r.amount, r.status])).toEqual([
      ['rent', '2026-01-16', '2026-01-31', 30968, 'paid'],
      ['fixed_fee', '2026-02-15', '2026-02-20', 643, 'due'],
      ['rent', '2026-02-15', '2026-02-20', 15000, 'due'],
      ['fixed_fee', '2026-03-01', '2026-03-31', 3000, 'paid'],
    ]);
    const cancelled = await ctx.db
      .select()
      .from(payable)
      .where(and(eq(payable.contractId, id), eq(payable.status, 'cancelled')));
    // Every due row an edit replaced, across the four edits above (paid rows never).
    expect(cancelled.map((r) => `${r.type} ${r.periodStartDate} ${r.periodEndDate} ${r.amount}`).sort()).toEqual([
      'fixed_fee 2026-02-15 2026-02-28 1500',
      'rent 2026-02-01 2026-02-28 60000',
      'rent 2026-02-01 2026-02-28 70000',
      'rent 2026-02-15 2026-02-28 35000',
      'rent 2026-03-01 2026-03-31 60000',
      'rent 2026-03-01 2026-03-31 70000',
    ]);
  });

  it('refuses dates that overlap another contract of the same room with 409 and changes nothing', async () => {
    const home = await seedProperty(ctx, landlord.user.id);
    const body = contractBody(home.property.id, [home.rooms[0]!.id], {
      contractDetails: { start_date: '2026-01-01', end_date: '2026-06-30' },
    });
    const id = await createContractVia(landlord, body);
    await createContractVia(
      landlord,
      contractBody(home.property.id, [home.rooms[0]!.id], {
        contractDetails: { start_date: '2026-07-01', end_date: '2026-12-31' },
      }),
    );
    const before = await snapshot(id);
    const res = await answer(
      landlord.api.contracts[':id'].$put({
        param: { id: id },
        json: editBody(body, { contractDetails: { end_date: '2026-07-01', rent_amount: 1 } }),
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Una o più stanze sono già assegnate a un altro contratto in questo periodo.');
    expect(await snapshot(id)).toEqual(before);
    const ok = await answer(
      landlord.api.contracts[':id'].$put({
        param: { id: id },
        json: editBody(body, { contractDetails: { end_date: '2026-06-30', start_date: '2025-06-01' } }),
      }),
    );
    expect(ok.status).toBe(200);
  });

  it("changes the names on this contract only, never the tenant's account (invited or active)", async () => {
    const invited = await newContract();
    const [invitedBefore] = await ctx.db.select().from(user).where(eq(user.email, invited.body.tenantInfo.email));
    const res = await answer(
      landlord.api.contracts[':id'].$put({
        param: { id: invited.id },
        json: editBody(invited.body, { tenantInfo: { firstName: 'Mario', lastName: 'Rossini' } }),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      tenantFirstName: 'Mario',
      tenantLastName: 'Rossini',
      status: 'pending_acceptance',
    });
    const [invitedAfter] = await ctx.db.select().from(user).where(eq(user.id, invitedBefore!.id));
    expect(invitedAfter).toEqual(invitedBefore);

    const tenant = await ctx.createTenant({ firstName: 'Giulio', lastName: 'Blu' });
    const active = await newContract({ tenantInfo: { email: tenant.email, firstName: 'Giulio', lastName: 'Blu' } });
    const renamed = await answer(
      landlord.api.contracts[':id'].$put({
        param: { id: active.id },
        json: editBody(active.body, { tenantInfo: { firstName: 'Giulia' }, contractDetails: { rent_amount: 62000 } }),
      }),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ tenantFirstName: 'Giulia', tenantLastName: 'Blu', rentAmount: 62000 });
    const [u] = await ctx.db.select().from(user).where(eq(user.id, tenant.user.id));
    expect(u).toMatchObject({ firstName: 'Giulio', lastName: 'Blu' });
  });

  it('moves the contract to a new email: new invited user, invitation emailed, the old invitation dies', async () => {
    const { id, body } = await newContract();
    const [oldUser] = await ctx.db.select().from(user).where(eq(user.email, body.tenantInfo.email));
    const email = ctx.uniqueEmail('corrected');
    const res = await answer(
      landlord.api.contracts[':id'].$put({
        param: { id: id },
        json: editBody(body, { tenantInfo: { email, firstName: 'Nuovo', lastName: 'Inquilino' } }),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ tenantEmail: email, tenantFirstName: 'Nuovo', status: 'pending_acceptance' });
    const mail = (await ctx.outbox()).find((m) => m.to === email);
    expect(mail?.links.some((l) => l.includes('/complete-account?token='))).toBe(true);

    const [oldInv] = await ctx.db.select().from(invitation).where(eq(invitation.userId, oldUser!.id));
    expect(oldInv!.expiresAt.getTime()).toBeLessThanOrEqual(ctx.clock.now().getTime());
    const oldMail = (await ctx.outbox()).find((m) => m.to === body.tenantInfo.email)!;
    const oldToken = new URL(oldMail.links.find((l) => l.includes('/complete-account'))!).searchParams.get('token')!;
    const complete = await answer(
      ctx.agent().api.account.complete.$post({
        json: { token: oldToken, firstName: 'X', lastName: 'Y', password: 'Tramonto-Lago-93' },
      }),
    );
    expect(complete.status).toBe(404);
  });

  it('moves the contract to an existing account (tenant or landlord): it waits for that person to accept', async () => {
    const tenant = await ctx.createTenant({ firstName: 'Sara', lastName: 'Viola' });
    const other = await ctx.createLandlord();
    for (const person of [tenant, other]) {
      const { id, body } = await newContract();
      const before = await counts(ctx);
      const res = await answer(
        landlord.api.contracts[':id'].$put({
          param: { id: id },
          json: editBody(body, { tenantInfo: { email: person.email, firstName: 'Sara', lastName: 'Viola' } }),
        }),
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ tenantEmail: person.email, status: 'pending_acceptance' });
      expect((await counts(ctx)).users).toBe(before.users);
      const mail = (await ctx.outbox())[0]!;
      expect(mail.to).toBe(person.email);
      const link = mail.links.find((l) => l.includes('/accept-contract?token='))!;
      expect(
        (await answer(person.api.contracts.$get())).body.items.map((i: { contractId: string }) => i.contractId),
      ).not.toContain(id);
      const token = new URL(link).searchParams.get('token') ?? '';
      expect((await answer(ctx.agent().api.account['accept-contract'].$post({ json: { token } }))).status).toBe(200);
      expect(
        (await answer(person.api.contracts.$get())).body.items.map((i: { contractId: string }) => i.contractId),
      ).toContain(id);
    }
  });

  it.each([
    ['missing first name', { tenantInfo: { firstName: '' } }, 'Nome obbligatorio'],
    ['missing last name', { tenantInfo: { lastName: ' ' } }, 'Cognome obbligatorio'],
    ['bad email', { tenantInfo: { email: 'x@' } }, 'Email non valida'],
    ['end equal to start', { contractDetails: { end_date: '2026-01-16' } }, END_AFTER_START_MESSAGE],
    ['date before 1900', { contractDetails: { start_date: '1800-01-01' } }, DATE_BEFORE_MIN_MESSAGE],
    ['0 occupants', { contractDetails: { number_of_occupants: 0 } }, 'Inserire solo numeri positivi'],
    ["'01' occupants", { contractDetails: { number_of_occupants: '01' } }, 'Inserire solo numeri positivi'],
    ['negative rent', { contractDetails: { rent_amount: -5 } }, INVALID_AMOUNT_MESSAGE],
    ['non-integer cents', { contractDetails: { fixed_fee_amount: 0.5 } }, INVALID_AMOUNT_MESSAGE],
    ['a missing category', { utilityAgreements: agreements().slice(0, 5) }, COST_MODEL_REQUIRED_MESSAGE],
    [
      'fixed fee without a fixed_fee category',
      { contractDetails: { fixed_fee_amount: 100 } },
      FIXED_FEE_NOT_ALLOWED_MESSAGE,
    ],
  ] as const)('refuses %s with 400 and changes nothing', async (_label, over, message) => {
    const { id, body } = await newContract();
    const before = await snapshot(id);
    const res = await answer(
      landlord.api.contracts[':id'].$put({
        param: { id: id },
        json: editBody(body, over as Parameters<typeof editBody>[1]),
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(message);
    expect(await snapshot(id)).toEqual(before);
  });

  it('answers 404 for another landlord, a missing or a deleted contract; 403 tenant; 401 anonymous; 400 bad id', async () => {
    const { id, body } = await newContract();
    const other = await ctx.createLandlord();
    const tenant = await ctx.createTenant();
    const before = await snapshot(id);
    const payload = editBody(body, { contractDetails: { rent_amount: 1 } });
    const foreign = await answer(other.api.contracts[':id'].$put({ param: { id: id }, json: payload }));
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Contratto non trovato' } });
    const missing = await answer(
      landlord.api.contracts[':id'].$put({ param: { id: crypto.randomUUID() }, json: payload }),
    );
    expect(missing.body).toEqual(foreign.body);
    expect((await answer(tenant.api.contracts[':id'].$put({ param: { id: id }, json: payload }))).status).toBe(403);
    expect((await answer(ctx.agent().api.contracts[':id'].$put({ param: { id: id }, json: payload }))).status).toBe(
      401,
    );
    const bad = await answer(landlord.api.contracts[':id'].$put({ param: { id: 'nope' }, json: payload }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('ID contratto non valido');
    expect(await snapshot(id)).toEqual(before);

    expect((await answer(landlord.api.contracts[':id'].$delete({ param: { id: id } }))).status).toBe(200);
    const gone = await answer(landlord.api.contracts[':id'].$put({ param: { id: id }, json: payload }));
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual(foreign.body);
  });
});
