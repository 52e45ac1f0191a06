import { FIELD_MESSAGES } from '@casaconti/core/messages';
import {
  COST_MODEL_REQUIRED_MESSAGE,
  FIXED_FEE_NOT_ALLOWED_MESSAGE,
  ROOMS_REQUIRED_MESSAGE,
  SETTLEMENT_BASE_NOT_ALLOWED_MESSAGE,
} from '@casaconti/core/schemas/contract';
import {
  DATE_BEFORE_MIN_MESSAGE,
  END_AFTER_START_MESSAGE,
  INVALID_AMOUNT_MESSAGE,
  INVALID_DATE_MESSAGE,
} from '@casaconti/core/schemas/common';
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract, contractRoom, invitation, payable, user, utilityAgreement } from '../db/schema';
import { hashToken } from '../lib/tokens';
import { APP_URL, createTestContext, TEST_PASSWORD, type TestContext, answer } from '../test/harness';
import {
  agreements,
  contractBody,
  counts,
  createContractVia,
  malformedContractBody,
  seedProperty,
} from './contracts.test-support';

let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;
let home: Awaited<ReturnType<typeof seedProperty>>;

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord({ firstName: 'Laura', lastName: 'Bianchi' });
  home = await seedProperty(ctx, landlord.user.id);
});
afterAll(async () => {
  await ctx.close();
});

/** A fresh property per test keeps room bookings independent. */
async function freshRooms() {
  return seedProperty(ctx, landlord.user.id);
}

describe('POST /api/contracts (create-complete-contract)', () => {
  it('stores contract, rooms, six agreements, share-token hash and the payables due so far', async () => {
    const { property: p, rooms } = await freshRooms();
    const body = contractBody(p.id, [rooms[0]!.id, rooms[1]!.id], {
      contractDetails: { number_of_occupants: 2, fixed_fee_amount: 5000, settlement_base_amount: 3000 },
      utilityAgreements: agreements({ water: 'fixed_fee', gas: 'settlement', internet: 'self_managed' }),
    });
    const res = await answer(landlord.api.contracts.$post({ json: body }));
    expect(res.status).toBe(201);
    const contractId = res.body.contractId as string;
    expect(contractId).toMatch(/^[0-9a-f-]{36}$/);

    const [c] = await ctx.db.select().from(contract).where(eq(contract.id, contractId));
    expect(c).toMatchObject({
      propertyId: p.id,
      startDate: '2026-01-16',
      endDate: '2026-12-31',
      numberOfOccupants: 2,
      rentAmount: 60000,
      fixedFeeAmount: 5000,
      settlementBaseAmount: 3000,
      deletedAt: null,
    });
    expect(c!.shareTokenHash).toMatch(/^[0-9a-f]{64}$/);

    const assigned = await ctx.db.select().from(contractRoom).where(eq(contractRoom.contractId, contractId));
    expect(assigned.map((r) => r.roomId).sort()).toEqual([rooms[0]!.id, rooms[1]!.id].sort());
    for (const r of assigned)
      expect(r).toMatchObject({ startDate: '2026-01-16', endDate: '2026-12-31', deletedAt: null });

    const ua = await ctx.db.select().from(utilityAgreement).where(eq(utilityAgreement.contractId, contractId));
    expect(Object.fromEntries(ua.map((a) => [a.category, a.costModel]))).toEqual({
      admin: 'consumption_based',
      water: 'fixed_fee',
      electricity: 'consumption_based',
      gas: 'settlement',
      internet: 'self_managed',
      heating: 'consumption_based',
    });

    // Clock 2026-03-15: January (prorated 16/31), February and March exist; April does not.
    const rows = await ctx.db
      .select({
        type: payable.type,
        amount: payable.amount,
        due: payable.dueDate,
        end: payable.periodEndDate,
        status: payable.status,
      })
      .from(payable)
      .where(eq(payable.contractId, contractId))
      .orderBy(asc(payable.dueDate), asc(payable.type));
    expect(rows).toEqual([
      { type: 'fixed_fee', amount: 2581, due: '2026-01-16', end: '2026-01-31', status: 'due' },
      { type: 'rent', amount: 30968, due: '2026-01-16', end: '2026-01-31', status: 'due' },
      { type: 'settlement_base_fee', amount: 1548, due: '2026-01-16', end: '2026-01-31', status: 'due' },
      { type: 'fixed_fee', amount: 5000, due: '2026-02-01', end: '2026-02-28', status: 'due' },
      { type: 'rent', amount: 60000, due: '2026-02-01', end: '2026-02-28', status: 'due' },
      { type: 'settlement_base_fee', amount: 3000, due: '2026-02-01', end: '2026-02-28', status: 'due' },
      { type: 'fixed_fee', amount: 5000, due: '2026-03-01', end: '2026-03-31', status: 'due' },
      { type: 'rent', amount: 60000, due: '2026-03-01', end: '2026-03-31', status: 'due' },
      { type: 'settlement_base_fee', amount: 3000, due: '2026-03-01', end: '2026-03-31', status: 'due' },
    ]);
  });

  it('invites a new tenant after commit; the link completes the account and the tenant sees the contract', async () => {
    const { property: p, rooms } = await freshRooms();
    const email = ctx.uniqueEmail('invitee');
    const body = contractBody(p.id, [rooms[0]!.id], {
      tenantInfo: { email: email.toUpperCase(), firstName: 'Anna', lastName: 'Neri' },
    });
    const contractId = await createContractVia(landlord, body);

    const [tenant] = await ctx.db.select().from(user).where(eq(user.email, email));
    expect(tenant).toMatchObject({ isLandlord: false, userStatus: 'invited', firstName: 'Anna', lastName: 'Neri' });

    const mail = (await ctx.outbox()).find((m) => m.to === email);
    expect(mail?.subject).toBe('CasaConti: sei stato invitato');
    expect(mail!.text).toContain('Laura Bianchi');
    const link = mail!.links.find((l) => l.startsWith(`${APP_URL}/complete-account?token=`))!;
    expect(link).toBeTruthy();
    const token = new URL(link).searchParams.get('token')!;

    // Pending acceptance until the tenant completes the account.
    const before = await answer(landlord.api.contracts[':id'].$get({ param: { id: contractId } }));
    expect(before.body.status).toBe('pending_acceptance');

    const tenantAgent = ctx.agent();
    const info = await answer(tenantAgent.api.account.invitation.$get({ query: { token: token } }));
    expect(info.body).toEqual({ email, firstName: 'Anna', lastName: 'Neri', accountActive: false });
    const done = await answer(
      tenantAgent.api.account.complete.$post({
        json: {
          token,
          firstName: 'Anna',
          lastName: 'Neri',
          password: TEST_PASSWORD,
        },
      }),
    );
    expect(done.status).toBe(200);
    expect(done.body.signedIn).toBe(true);

    const signIn = await answer(
      ctx.agent().api.auth['sign-in'].email.$post({ json: { email, password: TEST_PASSWORD } }),
    );
    expect(signIn.status).toBe(200);
    const list = await answer(tenantAgent.api.contracts.$get());
    expect(list.status).toBe(200);
    expect(list.body.items).toHaveLength(1);
    expect(list.body.items[0]).toMatchObject({ contractId, userRole: 'tenant', status: 'active' });
    const detail = await answer(tenantAgent.api.contracts[':id'].$get({ param: { id: contractId } }));
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: contractId, tenantEmail: email, status: 'active' });
  });

  it('reuses a known tenant email: no second user, names on the contract, an accept link by email', async () => {
    const known = await ctx.createTenant({ firstName: 'Paolo', lastName: 'Gialli' });
    const { property: p, rooms } = await freshRooms();
    const before = await counts(ctx);
    const mailsBefore = (await ctx.outbox()).length;
    const contractId = await createContractVia(
      landlord,
      contractBody(p.id, [rooms[0]!.id], {
        tenantInfo: { email: `  ${known.email.toUpperCase()} `, firstName: 'Altro', lastName: 'Nome' },
      }),
    );
    const after = await counts(ctx);
    expect(after.users).toBe(before.users);
    expect(after.invitations).toBe(before.invitations + 1);
    const mails = await ctx.outbox();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]!.to).toBe(known.email);
    expect(mails[0]!.subject).toBe('CasaConti: un contratto attende la tua conferma');
    expect(mails[0]!.links.filter((l) => l.startsWith(`${APP_URL}/accept-contract?token=`))).toHaveLength(1);
    const [c] = await ctx.db.select().from(contract).where(eq(contract.id, contractId));
    expect(c).toMatchObject({
      tenantId: known.user.id,
      tenantFirstName: 'Altro',
      tenantLastName: 'Nome',
      tenantEmail: known.email,
      acceptedAt: null,
    });
    const [u] = await ctx.db.select().from(user).where(eq(user.id, known.user.id));
    expect(u).toMatchObject({ firstName: 'Paolo', lastName: 'Gialli' });
    const status = await answer(landlord.api.contracts[':id'].$get({ param: { id: contractId } }));
    expect(status.body.status).toBe('pending_acceptance');
  });

  it("accepts a landlord's email, the landlord's own included: the contract waits for acceptance", async () => {
    const other = await ctx.createLandlord();
    for (const email of [other.email, landlord.email]) {
      const { property: p, rooms } = await freshRooms();
      const res = await answer(
        landlord.api.contracts.$post({ json: contractBody(p.id, [rooms[0]!.id], { tenantInfo: { email } }) }),
      );
      expect(res.status).toBe(201);
      const detail = await answer(landlord.api.contracts[':id'].$get({ param: { id: res.body.contractId } }));
      expect(detail.body.status).toBe('pending_acceptance');
    }
  });

  it('answers 404 for a property of another landlord, identical to a missing one, and stores nothing', async () => {
    const other = await ctx.createLandlord();
    const theirs = await seedProperty(ctx, other.user.id);
    const before = await counts(ctx);
    const foreign = await answer(
      landlord.api.contracts.$post({ json: contractBody(theirs.property.id, [theirs.rooms[0]!.id]) }),
    );
    const missing = await answer(
      landlord.api.contracts.$post({ json: contractBody(crypto.randomUUID(), [theirs.rooms[0]!.id]) }),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({
      error: { code: 'NOT_FOUND', message: 'Proprietà non trovata o non hai i permessi per visualizzarla' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(foreign.body);
    expect(await counts(ctx)).toEqual(before);
  });

  it('refuses a room of another property (or a deleted room) with 400 and stores nothing', async () => {
    const { property: p, rooms } = await freshRooms();
    const { rooms: elsewhere } = await freshRooms();
    const before = await counts(ctx);
    const res = await answer(
      landlord.api.contracts.$post({ json: contractBody(p.id, [rooms[0]!.id, elsewhere[0]!.id]) }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Una o più stanze selezionate non appartengono a questa proprietà.');
    const unknown = await answer(landlord.api.contracts.$post({ json: contractBody(p.id, [crypto.randomUUID()]) }));
    expect(unknown.status).toBe(400);
    expect(await counts(ctx)).toEqual(before);
  });

  it('refuses a double booking with 409 and stores nothing of the second contract', async () => {
    const { property: p, rooms } = await freshRooms();
    await createContractVia(landlord, contractBody(p.id, [rooms[0]!.id]));
    const before = await counts(ctx);
    const res = await answer(
      landlord.api.contracts.$post({
        json: contractBody(p.id, [rooms[1]!.id, rooms[0]!.id], {
          tenantInfo: { email: ctx.uniqueEmail('second') },
          contractDetails: { start_date: '2026-12-31', end_date: '2027-06-30' },
        }),
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Una o più stanze sono già assegnate a un altro contratto in questo periodo.');
    expect(await counts(ctx)).toEqual(before);
    // The day after the end is free.
    const next = await answer(
      landlord.api.contracts.$post({
        json: contractBody(p.id, [rooms[0]!.id], {
          contractDetails: { start_date: '2027-01-01', end_date: '2027-06-30' },
        }),
      }),
    );
    expect(next.status).toBe(201);
  });

  // Bodies of every shape, wrong types included: sent by URL (the typed client cannot send them).
  const invalid: [string, Parameters<typeof malformedContractBody>[2], string][] = [
    ['missing first name', { tenantInfo: { firstName: '' } }, 'Nome obbligatorio'],
    ['blank first name', { tenantInfo: { firstName: '   ' } }, 'Nome obbligatorio'],
    ['missing last name', { tenantInfo: { lastName: undefined } }, 'Cognome obbligatorio'],
    ['bad email', { tenantInfo: { email: 'not-an-email' } }, 'Email non valida'],
    ['missing email', { tenantInfo: { email: '' } }, 'Email non valida'],
    ['missing start date', { contractDetails: { start_date: '' } }, 'Data inizio obbligatoria'],
    ['missing end date', { contractDetails: { end_date: undefined } }, 'Data fine obbligatoria'],
    [
      'end equal to start',
      { contractDetails: { start_date: '2026-01-16', end_date: '2026-01-16' } },
      END_AFTER_START_MESSAGE,
    ],
    [
      'end before start',
      { contractDetails: { start_date: '2026-01-16', end_date: '2026-01-15' } },
      END_AFTER_START_MESSAGE,
    ],
    ['start before 1900', { contractDetails: { start_date: '1899-12-31' } }, DATE_BEFORE_MIN_MESSAGE],
    ['impossible date', { contractDetails: { end_date: '2026-02-30' } }, INVALID_DATE_MESSAGE],
    ['date with time', { contractDetails: { start_date: '2026-01-16T00:00:00Z' } }, INVALID_DATE_MESSAGE],
    ['0 occupants', { contractDetails: { number_of_occupants: 0 } }, 'Inserire solo numeri positivi'],
    ["'01' occupants", { contractDetails: { number_of_occupants: '01' } }, 'Inserire solo numeri positivi'],
    ['1.5 occupants', { contractDetails: { number_of_occupants: 1.5 } }, 'Inserire solo numeri positivi'],
    ['missing occupants', { contractDetails: { number_of_occupants: undefined } }, 'Numero occupanti obbligatorio'],
    ['missing rent', { contractDetails: { rent_amount: undefined } }, 'Importo affitto obbligatorio'],
    ['negative rent', { contractDetails: { rent_amount: -1 } }, INVALID_AMOUNT_MESSAGE],
    ['non-integer cents', { contractDetails: { rent_amount: 600.5 } }, INVALID_AMOUNT_MESSAGE],
    ['rent as a string', { contractDetails: { rent_amount: '600' } }, INVALID_AMOUNT_MESSAGE],
    ['negative fixed fee', { contractDetails: { fixed_fee_amount: -100 } }, INVALID_AMOUNT_MESSAGE],
    ['non-integer settlement base', { contractDetails: { settlement_base_amount: 10.01 } }, INVALID_AMOUNT_MESSAGE],
    ['rent above 99.999.999,99 €', { contractDetails: { rent_amount: 10_000_000_000 } }, FIELD_MESSAGES.amountTooLarge],
    ['a missing category', { utilityAgreements: agreements().slice(1) }, COST_MODEL_REQUIRED_MESSAGE],
    [
      'a repeated category',
      { utilityAgreements: [...agreements().slice(1), agreements()[1]] },
      COST_MODEL_REQUIRED_MESSAGE,
    ],
    [
      'an unknown cost model',
      { utilityAgreements: agreements().map((a) => (a.category === 'gas' ? { ...a, cost_model: 'free' } : a)) },
      COST_MODEL_REQUIRED_MESSAGE,
    ],
    [
      'fixed fee without a fixed_fee category',
      { contractDetails: { fixed_fee_amount: 1000 } },
      FIXED_FEE_NOT_ALLOWED_MESSAGE,
    ],
    [
      'advance without a settlement category',
      { contractDetails: { settlement_base_amount: 1000 } },
      SETTLEMENT_BASE_NOT_ALLOWED_MESSAGE,
    ],
    ['no rooms', { roomIds: [] }, ROOMS_REQUIRED_MESSAGE],
    ['an invalid room id', { roomIds: ['room-1'] }, ROOMS_REQUIRED_MESSAGE],
    ['an invalid property id', { contractDetails: { property_id: 'abc' } }, 'ID proprietà non valido'],
  ];

  it.each(invalid)('refuses %s with 400, the spec message, and stores nothing', async (_label, over, message) => {
    const before = await counts(ctx);
    const mails = (await ctx.outbox()).length;
    const res = await landlord.post(
      '/api/contracts',
      malformedContractBody(home.property.id, [home.rooms[0]!.id], over),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION');
    expect(res.body.error.message).toBe(message);
    expect(await counts(ctx)).toEqual(before);
    expect((await ctx.outbox()).length).toBe(mails);
  });

  it('refuses malformed JSON and non-object bodies with 400', async () => {
    const before = await counts(ctx);
    const bad = await landlord.request('POST', '/api/contracts', '{"tenantInfo":', {
      'content-type': 'application/json',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toMatch(/BAD_REQUEST|VALIDATION/);
    const arr = await landlord.post('/api/contracts', [1, 2]);
    expect(arr.status).toBe(400);
    expect(await counts(ctx)).toEqual(before);
  });

  it('refuses tenants (403) and anonymous callers (401)', async () => {
    const tenant = await ctx.createTenant();
    const body = contractBody(home.property.id, [home.rooms[0]!.id]);
    const before = await counts(ctx);
    const asTenant = await answer(tenant.api.contracts.$post({ json: body }));
    expect(asTenant.status).toBe(403);
    const anon = await answer(ctx.agent().api.contracts.$post({ json: body }));
    expect(anon.status).toBe(401);
    expect(await counts(ctx)).toEqual(before);
  });

  it('stores the hash of the share token, never the token', async () => {
    const { property: p, rooms } = await freshRooms();
    const contractId = await createContractVia(landlord, contractBody(p.id, [rooms[0]!.id]));
    const share = await answer(landlord.api.contracts[':id']['share-link'].$get({ param: { id: contractId } }));
    const token = share.body.link.split('/statement/')[1];
    const [row] = await ctx.db
      .select({ hash: contract.shareTokenHash })
      .from(contract)
      .where(eq(contract.id, contractId));
    expect(row!.hash).toBe(hashToken(token));
    const dump = await ctx.db.execute(sql`select row_to_json(c)::text as j from contract c where c.id = ${contractId}`);
    expect(JSON.stringify(dump)).not.toContain(token);
  });

  it('makes the invitation expire 7 days after the contract is created', async () => {
    const { property: p, rooms } = await freshRooms();
    const email = ctx.uniqueEmail('seven');
    await createContractVia(landlord, contractBody(p.id, [rooms[0]!.id], { tenantInfo: { email } }));
    const [u] = await ctx.db.select().from(user).where(eq(user.email, email));
    const [inv] = await ctx.db
      .select()
      .from(invitation)
      .where(and(eq(invitation.userId, u!.id)));
    expect(inv!.expiresAt.getTime() - ctx.clock.now().getTime()).toBe(7 * 24 * 3600 * 1000);
  });
});
