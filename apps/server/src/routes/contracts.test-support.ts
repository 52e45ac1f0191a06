/** Shared fixtures of the contracts route tests (not a test file itself). */
import { UTILITY_CATEGORIES } from '@casaconti/core/constants';
import { sql } from 'drizzle-orm';
import { contract, contractRoom, invitation, payable, property, room, user, utilityAgreement } from '../db/schema';
import type { InferRequestType } from 'hono/client';
import { answer, type TestContext } from '../test/harness';

type Agent = ReturnType<TestContext['agent']>;
/** The create_complete_contract body as the typed client sends it. */
export type ContractRequest = InferRequestType<Agent['api']['contracts']['$post']>['json'];
/** The edit_contract body as the typed client sends it. */
export type EditRequest = InferRequestType<Agent['api']['contracts'][':id']['$put']>['json'];
type CostModel = ContractRequest['utilityAgreements'][number]['cost_model'];

/** A property with rooms owned by `landlordId`, inserted directly (the properties API is tested elsewhere). */
export async function seedProperty(
  ctx: TestContext,
  landlordId: string,
  roomNames: string[] = ['Stanza A', 'Stanza B', 'Stanza C'],
) {
  const [p] = await ctx.db
    .insert(property)
    .values({
      landlordId,
      name: 'Casa Verdi',
      streetAddress: 'Via Roma 1',
      postalCode: '00100',
      province: 'RM',
      country: 'Italia',
    })
    .returning();
  const rooms = await ctx.db
    .insert(room)
    .values(roomNames.map((name, i) => ({ propertyId: p!.id, name, description: i === 0 ? 'Luminosa' : null })))
    .returning();
  return { property: p!, rooms };
}

export type AgreementOverride = Partial<Record<(typeof UTILITY_CATEGORIES)[number], CostModel>>;

export function agreements(overrides: AgreementOverride = {}): ContractRequest['utilityAgreements'] {
  return UTILITY_CATEGORIES.map((category) => ({ category, cost_model: overrides[category] ?? 'consumption_based' }));
}

/** A valid create-complete-contract body; `over` replaces whole sections (or fields of the first two). */
export function contractBody(
  propertyId: string,
  roomIds: string[],
  over: {
    tenantInfo?: Partial<ContractRequest['tenantInfo']>;
    contractDetails?: Partial<ContractRequest['contractDetails']>;
    utilityAgreements?: ContractRequest['utilityAgreements'];
    roomIds?: string[];
    documentInfo?: ContractRequest['documentInfo'];
  } = {},
): ContractRequest {
  return malformedContractBody(propertyId, roomIds, over) as ContractRequest;
}

/**
 * A create-complete-contract body whose sections may be anything (wrong types, missing fields):
 * for the tests of refusals, sent by URL (`agent.post`) since the typed client cannot send it.
 */
export function malformedContractBody(
  propertyId: string,
  roomIds: string[],
  over: {
    tenantInfo?: Record<string, unknown>;
    contractDetails?: Record<string, unknown>;
    utilityAgreements?: unknown;
    roomIds?: unknown;
    documentInfo?: unknown;
  } = {},
) {
  return {
    tenantInfo: {
      email: `tenant.${crypto.randomUUID().slice(0, 8)}@example.com`,
      firstName: 'Marco',
      lastName: 'Rossi',
      ...over.tenantInfo,
    },
    contractDetails: {
      property_id: propertyId,
      rent_amount: 60000,
      start_date: '2026-01-16',
      end_date: '2026-12-31',
      number_of_occupants: 1,
      fixed_fee_amount: 0,
      settlement_base_amount: 0,
      ...over.contractDetails,
    },
    utilityAgreements: over.utilityAgreements ?? agreements(),
    roomIds: over.roomIds ?? roomIds,
    documentInfo: over.documentInfo ?? null,
  };
}

/** The edit_contract body matching a create body (same tenant and terms). */
export function editBody(
  created: ContractRequest,
  over: {
    tenantInfo?: Partial<EditRequest['tenantInfo']>;
    contractDetails?: Partial<EditRequest['contractDetails']>;
    utilityAgreements?: EditRequest['utilityAgreements'];
  } = {},
): EditRequest {
  return malformedEditBody(created, over) as EditRequest;
}

/** An edit_contract body whose sections may be anything: for refusals, sent by URL (`agent.put`). */
export function malformedEditBody(
  created: ContractRequest,
  over: {
    tenantInfo?: Record<string, unknown>;
    contractDetails?: Record<string, unknown>;
    utilityAgreements?: unknown;
  } = {},
) {
  const { property_id: _unused, ...terms } = created.contractDetails;
  return {
    tenantInfo: { ...created.tenantInfo, ...over.tenantInfo },
    contractDetails: { ...terms, ...over.contractDetails },
    utilityAgreements: over.utilityAgreements ?? created.utilityAgreements,
  };
}

export async function createContractVia(agent: Agent, body: ContractRequest) {
  const res = await answer(agent.api.contracts.$post({ json: body }));
  if (res.status !== 201) throw new Error(`create contract failed: ${res.status} ${res.text}`);
  return res.body.contractId as string;
}

/** Row counts of every table a contract creation writes. */
export async function counts(ctx: TestContext) {
  const count = async (
    table:
      | typeof user
      | typeof contract
      | typeof contractRoom
      | typeof payable
      | typeof utilityAgreement
      | typeof invitation,
  ) => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    users: await count(user),
    invitations: await count(invitation),
    contracts: await count(contract),
    contractRooms: await count(contractRoom),
    agreements: await count(utilityAgreement),
    payables: await count(payable),
  };
}

/** The tenant uses the newest accept-contract link emailed to `email` (docs/decisions/019). */
export async function acceptLatestContract(ctx: TestContext, email: string) {
  const mail = (await ctx.outbox()).find((m) => m.to === email && m.links.some((l) => l.includes('/accept-contract?')));
  if (!mail) throw new Error(`no accept-contract email for ${email}`);
  const token = new URL(mail.links.find((l) => l.includes('/accept-contract?'))!).searchParams.get('token') ?? '';
  const res = await answer(ctx.agent().api.account['accept-contract'].$post({ json: { token } }));
  if (res.status !== 200) throw new Error(`accept failed: ${res.status} ${res.text}`);
}
