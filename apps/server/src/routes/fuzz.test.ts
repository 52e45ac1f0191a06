/**
 * Bad-input fuzzing (issue 12 §5): fast-check generates malformed payloads for every mutating
 * route the router has (found by enumerating it, so a new route is fuzzed without being listed
 * here), sent by a signed-in landlord, a tenant and an anonymous client. Whatever arrives: never
 * a 5xx, always the one JSON error shape, no stack or SQL, and the database unchanged (row counts
 * and a checksum of every table's content).
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { billBody, contractOn } from './bills.test-support';
import { seedProperty } from './contracts.test-support';

let ctx: TestContext;
let agents: Record<'landlord' | 'tenant' | 'anonymous', ReturnType<TestContext['agent']>>;
/** Another landlord's real ids: path parameters pick among these, random uuids and junk. */
let otherLandlordIds: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const landlord = await ctx.createLandlord();
  const other = await ctx.createLandlord();
  const tenant = await ctx.createTenant();
  const { property, rooms } = await seedProperty(ctx, landlord.user.id);
  const contractId = await contractOn(landlord, property.id, rooms[0]!.id, {
    start: '2026-01-01',
    end: '2026-12-31',
    occupants: 1,
  });
  const bill = await landlord.post('/api/bills', billBody(property.id));
  if (bill.status !== 201) throw new Error(`bill: ${bill.status} ${bill.text}`);
  const otherProperty = await seedProperty(ctx, other.user.id);
  expect(contractId).toBeTruthy();
  otherLandlordIds = [otherProperty.property.id, otherProperty.rooms[0]!.id];
  agents = { landlord, tenant, anonymous: ctx.agent() };
});
afterAll(async () => {
  await ctx.close();
});

/** Routes whose whole purpose is a change with no input to refuse (sign-out ends the session). */
const NO_INPUT = new Set([
  'POST /api/account/sign-out',
  // A new calendar link, its revocation: the landlord's own, nothing to refuse (decision 105).
  'POST /api/deadlines/calendar',
  'DELETE /api/deadlines/calendar',
]);
/**
 * Routes whose input is free text a signed-in user may set to almost anything (a new password of
 * 6+ characters, a first and last name: docs/product.md §5): random input can be valid there, so they are
 * fuzzed without a session, where every call must be refused.
 */
const FREE_TEXT_OF_ONES_OWN = new Set([
  'POST /api/account/password',
  'PATCH /api/account/profile',
  'PUT /api/account/landlord-profile',
]);

function mutatingRoutes() {
  const seen = new Set<string>();
  for (const r of ctx.app.routes) {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) || !r.path.startsWith('/api/')) continue;
    const key = `${r.method} ${r.path}`;
    if (!NO_INPUT.has(key)) seen.add(key);
  }
  return [...seen].sort();
}

const FIELD_NAMES = [
  'anniversary',
  'change',
  'effectiveFrom',
  'email',
  'password',
  'firstName',
  'lastName',
  'token',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'propertyDetails',
  'rooms',
  'name',
  'description',
  'street_address',
  'postal_code',
  'province',
  'country',
  'tenantInfo',
  'contractDetails',
  'utilityAgreements',
  'property_id',
  'room_ids',
  'rent_amount',
  'start_date',
  'end_date',
  'number_of_occupants',
  'fixed_fee_amount',
  'settlement_base_amount',
  'category',
  'cost_model',
  'billDetails',
  'propertyId',
  'totalAmount',
  'splittableAmount',
  'splitCriterion',
  'ownerKeptAmount',
  'meterReadings',
  'weight',
  'periodStartDate',
  'periodEndDate',
  'notes',
  'documentInfo',
  'temp_path',
  'original_filename',
  'idempotencyKey',
  'file_name',
  'file_type',
  'file_size',
  'purpose',
  'contractId',
  'contract_id',
  'type',
  'amount',
  'receivedOn',
  'method',
  'note',
  'payableIds',
  'reason',
  'landlordId',
  'landlord_id',
  'fiscalCode',
  'address',
  'rate',
  'closed_on',
  'deductions',
  'tenant_owes_rest',
  'deposit_amount',
  'deposit_received_on',
  'status',
  'userStatus',
  'isLandlord',
  'id',
  '__proto__',
  'constructor',
  'prototype',
];

/** Values a client may send where something else is expected. */
const badValue = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, -0.001, 0.001, 1e308, -1e308, 12.345, 2 ** 53, '', ' ', '\u0000'),
  fc.constantFrom('NaN', 'Infinity', '1e999', '12,345', '-5', '0x10', '2026-02-30', '2026-13-01', '31/12/2026'),
  fc.constantFrom('credit', 'debit', 'settlement', 'water', 'landlord', 'paid', 'due', 'pdf', 'bill', 'contract'),
  fc.constantFrom('a'.repeat(10_000), '😀'.repeat(300), 'e\u0301\u202e\u200b', '<script>alert(1)</script>'),
  fc.constantFrom("' OR 1=1 --", '../../etc/passwd', '%00', 'null', '{}', '[]'),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.uuid(),
);

const badObject: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, badValue, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), fc.string({ maxLength: 12 })), tie('value'), {
    maxKeys: 8,
  }),
})).object;

/** A body as it goes on the wire: JSON of a malformed object, or not JSON at all. */
const badBody = fc.oneof(
  { weight: 6, arbitrary: badObject.map((o) => ({ text: JSON.stringify(o), type: 'application/json' })) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      { text: '{"email":', type: 'application/json' },
      { text: 'NaN', type: 'application/json' },
      { text: '{"__proto__":{"isLandlord":true},"constructor":{"prototype":{"x":1}}}', type: 'application/json' },
      { text: 'email=a&password=b', type: 'application/x-www-form-urlencoded' },
      { text: '\u0000\u0001\u0002', type: 'text/plain' },
      { text: '', type: 'application/json' },
    ),
  },
  { weight: 1, arbitrary: badValue.map((v) => ({ text: JSON.stringify(v) ?? 'null', type: 'application/json' })) },
);

const pathParam = () =>
  fc.oneof(
    fc.constantFrom(...otherLandlordIds),
    fc.uuid(),
    fc.constantFrom(
      '0',
      '-1',
      'abc',
      '%00',
      '..%2f..',
      'a'.repeat(300),
      'null',
      '00000000-0000-0000-0000-000000000000',
    ),
    fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
  );

/**
 * Row counts and a content checksum of every table. Sessions are only counted (a read may refresh
 * one); rate_limit is left out: counting refused attempts is its purpose.
 */
async function databaseState() {
  const tables = (
    (await ctx.db.execute(
      sql.raw(`select tablename from pg_tables where schemaname = 'public' order by 1`),
    )) as unknown as { rows: { tablename: string }[] }
  ).rows.map((r) => r.tablename);
  const state: Record<string, string> = {};
  for (const t of tables.filter((name) => name !== 'rate_limit')) {
    const content =
      t === 'session'
        ? 'count(*)::text'
        : `count(*)::text || ':' || coalesce(md5(string_agg(to_jsonb(x)::text, ',' order by to_jsonb(x)::text)), '')`;
    const res = (await ctx.db.execute(sql.raw(`select ${content} as v from "${t}" x`))) as unknown as {
      rows: { v: string }[];
    };
    state[t] = res.rows[0]!.v;
  }
  return state;
}

const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);
let casesRun = 0;

describe('fuzzing every mutating route with malformed input', () => {
  it('finds the mutating routes of the router', () => {
    const routes = mutatingRoutes();
    expect(routes).toContain('POST /api/payments/adjustments');
    expect(routes).toContain('POST /api/contracts/:id/payments');
    expect(routes).toContain('POST /api/payments/:id/reversal');
    expect(routes).toContain('POST /api/tenant/contracts/:id/payment-signals');
    expect(routes).toContain('POST /api/payment-signals/:id/confirm');
    expect(routes).toContain('POST /api/payment-signals/:id/reject');
    expect(routes).toContain('PUT /api/contracts/:id/reminders');
    expect(routes).toContain('PUT /api/account/landlord-profile');
    expect(routes).toContain('POST /api/contracts/:id/rent-update');
    expect(routes).toContain('POST /api/contracts/:id/deposit/closing');
    expect(routes).toContain('PUT /api/deposit/legal-rates/:year');
    expect(routes).toContain('DELETE /api/deposit/legal-rates/:year');
    expect(routes).toContain('POST /api/auth/sign-in/email');
    expect(routes.length).toBeGreaterThanOrEqual(30);
  });

  it('never answers 5xx, always the JSON error shape, and changes nothing', async () => {
    // The set-up's emails (verification, invitation) are jobs the workers send meanwhile: the
    // state is taken at rest, and again at rest after the malformed requests (a job one of them
    // queued would show then).
    expect(await ctx.deps.jobs.idle()).toBe(true);
    const before = await databaseState();
    for (const route of mutatingRoutes()) {
      const [method, pattern] = route.split(' ') as [string, string];
      const params = (pattern.match(/:\w+/g) ?? []).length;
      await fc.assert(
        fc.asyncProperty(
          FREE_TEXT_OF_ONES_OWN.has(route)
            ? fc.constant('anonymous' as const)
            : fc.constantFrom('landlord', 'tenant', 'anonymous' as const),
          fc.array(pathParam(), { minLength: params, maxLength: params }),
          badBody,
          async (who, values, body) => {
            casesRun++;
            let i = 0;
            const url = pattern.replace(/:\w+/g, () => values[i++]!);
            const res = await agents[who as keyof typeof agents].request(method, url, body.text, {
              'content-type': body.type,
            });
            expect(res.status, `${route} ${url} ${body.text.slice(0, 200)} → ${res.text.slice(0, 300)}`).toBeLessThan(
              500,
            );
            expect(res.status, `${route} accepted ${body.text.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
            expect(res.text).not.toMatch(/\bat \S+\.(ts|js|mjs):\d+|node_modules|SELECT |INSERT |syntax error/i);
            if (res.status !== 404 || url.startsWith('/api/')) {
              expect(typeof res.body?.error?.code, `${route}: ${res.text.slice(0, 200)}`).toBe('string');
              expect(typeof res.body.error.message).toBe('string');
            }
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
      );
    }
    expect(await ctx.deps.jobs.idle()).toBe(true);
    expect(await databaseState()).toEqual(before);
    console.info(`[fuzz] ${casesRun} malformed requests to ${mutatingRoutes().length} mutating routes`);
    expect(casesRun).toBe(RUNS_PER_ROUTE * mutatingRoutes().length);
  });
});
