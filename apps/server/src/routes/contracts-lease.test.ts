/** The lease's fields on create, edit and read (docs/domain.md §14, §15; issue 23 part 1). */
import { DEPOSIT_MESSAGES, PROPERTY_TAX_MESSAGES } from '@casaconti/core/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../db/schema';
import { answer, createTestContext, type TestContext } from '../test/harness';
import {
  contractBody,
  counts,
  createContractVia,
  editBody,
  malformedContractBody,
  malformedEditBody,
  seedProperty,
} from './contracts.test-support';

let ctx: TestContext;
let landlord: Awaited<ReturnType<TestContext['createLandlord']>>;

beforeAll(async () => {
  ctx = await createTestContext();
  landlord = await ctx.createLandlord();
});
afterAll(async () => {
  await ctx.close();
});

const LEASE = {
  contract_type: 'libero_4_4' as const,
  cedolare_secca: false,
  istat_update_share: 75 as const,
  registration_date: '2026-02-01',
  registration_code: 'TJN26T001234000FH',
  registration_office: 'Ufficio territoriale di Roma 1',
  deposit_amount: 180000,
  deposit_received_on: '2026-01-16',
  deposit_held_as: 'Libretto di deposito',
  deposit_interest_due: true,
};

async function home() {
  return seedProperty(ctx, landlord.user.id, ['Stanza A']);
}

const readLease = async (id: string) => {
  const res = await answer(landlord.api.contracts[':id'].$get({ param: { id } }));
  expect(res.status).toBe(200);
  return (res.body as { lease: Record<string, unknown> }).lease;
};

describe('contract lease fields', () => {
  it('create stores them and the detail reads them back', async () => {
    const h = await home();
    const id = await createContractVia(
      landlord,
      contractBody(h.property.id, [h.rooms[0]!.id], { contractDetails: LEASE }),
    );
    expect(await readLease(id)).toEqual(LEASE);
  });

  it('a contract created without them reads as altro, no cedolare, no update, no deposit', async () => {
    const h = await home();
    const id = await createContractVia(landlord, contractBody(h.property.id, [h.rooms[0]!.id]));
    expect(await readLease(id)).toEqual({
      contract_type: 'altro',
      cedolare_secca: false,
      istat_update_share: 0,
      registration_date: null,
      registration_code: null,
      registration_office: null,
      deposit_amount: null,
      deposit_received_on: null,
      deposit_held_as: null,
      deposit_interest_due: true,
    });
  });

  it('edit changes them; a deposit above three months of rent is accepted', async () => {
    const h = await home();
    const body = contractBody(h.property.id, [h.rooms[0]!.id]);
    const id = await createContractVia(landlord, body);
    const edited = {
      ...LEASE,
      contract_type: 'concordato_3_2' as const,
      deposit_amount: 60000 * 3 + 1,
      deposit_interest_due: false,
    };
    const res = await answer(
      landlord.api.contracts[':id'].$put({ param: { id }, json: editBody(body, { contractDetails: edited }) }),
    );
    expect(res.status).toBe(200);
    expect(await readLease(id)).toEqual(edited);
  });

  const refusals: [string, Record<string, unknown>, string, string][] = [
    [
      'deposit 0',
      { deposit_amount: 0, deposit_received_on: '2026-01-16' },
      'deposit_amount',
      DEPOSIT_MESSAGES.depositAmountPositive,
    ],
    [
      'deposit negative',
      { deposit_amount: -100, deposit_received_on: '2026-01-16' },
      'deposit_amount',
      DEPOSIT_MESSAGES.depositAmountPositive,
    ],
    [
      'deposit with fractional cents',
      { deposit_amount: 100.5, deposit_received_on: '2026-01-16' },
      'deposit_amount',
      'Importo non valido',
    ],
    [
      'deposit received in the future (decision 170)',
      { deposit_amount: 1000, deposit_received_on: '2026-03-16' },
      'deposit_received_on',
      DEPOSIT_MESSAGES.depositInFuture,
    ],
    [
      'deposit received after the end',
      { deposit_amount: 1000, deposit_received_on: '2027-01-01' },
      'deposit_received_on',
      DEPOSIT_MESSAGES.depositAfterEnd,
    ],
    ['deposit without its date', { deposit_amount: 1000 }, 'deposit_received_on', DEPOSIT_MESSAGES.depositDateRequired],
    [
      'registration before the start',
      { registration_date: '2026-01-01' },
      'registration_date',
      DEPOSIT_MESSAGES.registrationBeforeStart,
    ],
    ['registration not a date', { registration_date: '2026-02-30' }, 'registration_date', 'Data non valida'],
    [
      'ISTAT under cedolare secca',
      { cedolare_secca: true, istat_update_share: 100 },
      'istat_update_share',
      DEPOSIT_MESSAGES.istatUnderCedolare,
    ],
    ['ISTAT share 50', { istat_update_share: 50 }, 'istat_update_share', DEPOSIT_MESSAGES.istatShareInvalid],
    ['unknown contract type', { contract_type: 'commerciale' }, 'contract_type', DEPOSIT_MESSAGES.contractTypeInvalid],
    [
      'a codice identificativo of 16 characters (decision 212)',
      { registration_code: 'TJN26T001234000F' },
      'registration_code',
      PROPERTY_TAX_MESSAGES.registrationCodeInvalid,
    ],
    [
      'a codice identificativo with a dash',
      { registration_code: 'TJN26T00123400-FH' },
      'registration_code',
      PROPERTY_TAX_MESSAGES.registrationCodeInvalid,
    ],
  ];

  it('the codice identificativo typed with blanks and in lower case is stored as the Agenzia prints it', async () => {
    const h = await home();
    const id = await createContractVia(
      landlord,
      contractBody(h.property.id, [h.rooms[0]!.id], {
        contractDetails: { ...LEASE, registration_code: ' tjn 26 t 001234 000 fh ' },
      }),
    );
    expect(await readLease(id)).toMatchObject({ registration_code: 'TJN26T001234000FH' });
  });

  it.each(refusals)('create refuses %s on its field, nothing stored', async (_name, over, field, message) => {
    const h = await home();
    const before = await counts(ctx);
    const res = await landlord.post(
      '/api/contracts',
      malformedContractBody(h.property.id, [h.rooms[0]!.id], { contractDetails: over }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields[`contractDetails.${field}`]).toBe(message);
    expect(await counts(ctx)).toEqual(before);
  });

  it.each(refusals)('edit refuses %s on its field, nothing changed', async (_name, over, field, message) => {
    const h = await home();
    const body = contractBody(h.property.id, [h.rooms[0]!.id]);
    const id = await createContractVia(landlord, body);
    const [stored] = await ctx.db.select().from(contract).where(eq(contract.id, id));
    const res = await landlord.put(`/api/contracts/${id}`, malformedEditBody(body, { contractDetails: over }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields[`contractDetails.${field}`]).toBe(message);
    expect((await ctx.db.select().from(contract).where(eq(contract.id, id)))[0]).toEqual(stored);
  });
});

describe("the deposit's date and the lease's warnings (issue 46 §11, §12; decisions 170, 171)", () => {
  it('a deposit received at signing, before the start, is accepted on create and edit', async () => {
    const h = await home();
    const lease = { deposit_amount: 120000, deposit_received_on: '2025-12-20' };
    const body = contractBody(h.property.id, [h.rooms[0]!.id], { contractDetails: lease });
    const id = await createContractVia(landlord, body);
    expect(await readLease(id)).toMatchObject(lease);
    const edited = { ...lease, deposit_received_on: '2026-01-10' };
    const res = await answer(
      landlord.api.contracts[':id'].$put({ param: { id }, json: editBody(body, { contractDetails: edited }) }),
    );
    expect(res.status).toBe(200);
    expect(await readLease(id)).toMatchObject(edited);
  });

  it("a 'transitorio' of 36 months and a deposit above three months are saved with their warnings", async () => {
    const h = await home();
    const over = {
      contract_type: 'transitorio' as const,
      start_date: '2026-01-16',
      end_date: '2029-01-15',
      deposit_amount: 60000 * 3 + 1,
      deposit_received_on: '2026-01-16',
    };
    const body = contractBody(h.property.id, [h.rooms[0]!.id], { contractDetails: over });
    const created = await answer(landlord.api.contracts.$post({ json: body }));
    expect(created.status).toBe(201);
    expect(created.body.warnings).toEqual([
      { field: 'contractDetails.contract_type', message: DEPOSIT_MESSAGES.transitorioDuration },
      { field: 'contractDetails.deposit_amount', message: DEPOSIT_MESSAGES.depositAboveThreeMonths },
    ]);
    const id = created.body.contractId as string;
    expect(await readLease(id)).toMatchObject({ contract_type: 'transitorio', deposit_amount: 180001 });

    const studenti = { ...over, contract_type: 'studenti' as const, deposit_amount: 180000 };
    const edited = await answer(
      landlord.api.contracts[':id'].$put({ param: { id }, json: editBody(body, { contractDetails: studenti }) }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.warnings).toEqual([]);
    const short = { ...studenti, end_date: '2026-05-31' };
    const shortEdit = await answer(
      landlord.api.contracts[':id'].$put({ param: { id }, json: editBody(body, { contractDetails: short }) }),
    );
    expect(shortEdit.body.warnings).toEqual([
      { field: 'contractDetails.contract_type', message: DEPOSIT_MESSAGES.studentiDuration },
    ]);
  });

  it('an ordinary contract answers no warnings', async () => {
    const h = await home();
    const created = await answer(
      landlord.api.contracts.$post({ json: contractBody(h.property.id, [h.rooms[0]!.id], { contractDetails: LEASE }) }),
    );
    expect(created.body.warnings).toEqual([]);
  });
});
