import type { Page } from '@playwright/test';
import { UTILITY_CATEGORIES } from '@casaconti/core/constants';
import { expect } from './fixtures';

/** Data the browser tests set up through the API with the page's session (cookies are shared). */

export async function createPropertyApi(page: Page, name: string, rooms: string[]) {
  const res = await page.request.post('/api/properties', {
    data: {
      propertyDetails: { name, street_address: 'Via Roma 12', postal_code: '20121', province: 'MI', country: 'Italia' },
      rooms: rooms.map((room) => ({ name: room, description: `${room}, con finestra` })),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Room name → id, read through the availability endpoint. */
export async function roomIdsApi(page: Page, propertyId: string) {
  const res = await page.request.get(
    `/api/contracts/availability?property_id=${propertyId}&start_date=2000-01-01&end_date=2000-01-02`,
  );
  expect(res.status()).toBe(200);
  const { rooms } = (await res.json()) as { rooms: { id: string; name: string }[] };
  return Object.fromEntries(rooms.map((room) => [room.name, room.id]));
}

export async function createContractApi(
  page: Page,
  opts: {
    propertyId: string;
    roomIds: string[];
    email: string;
    start: string;
    end: string;
    rentCents: number;
    firstName?: string;
    lastName?: string;
    occupants?: number;
    /** Monthly settlement advance (settlement_base_amount), cents; 0 when omitted. */
    settlementBaseCents?: number;
    /** Cost model per category; consumption_based for the others. */
    costModels?: Partial<Record<(typeof UTILITY_CATEGORIES)[number], string>>;
    /** Lease terms as the wizard sends them (contract_type, cedolare_secca, …); the defaults when omitted. */
    lease?: Record<string, unknown>;
  },
) {
  const res = await page.request.post('/api/contracts', {
    data: {
      tenantInfo: { email: opts.email, firstName: opts.firstName ?? 'Marco', lastName: opts.lastName ?? 'Rossi' },
      contractDetails: {
        property_id: opts.propertyId,
        rent_amount: opts.rentCents,
        start_date: opts.start,
        end_date: opts.end,
        number_of_occupants: opts.occupants ?? 1,
        fixed_fee_amount: 0,
        settlement_base_amount: opts.settlementBaseCents ?? 0,
        ...opts.lease,
      },
      utilityAgreements: UTILITY_CATEGORIES.map((category) => ({
        category,
        cost_model: opts.costModels?.[category] ?? 'consumption_based',
      })),
      roomIds: opts.roomIds,
      documentInfo: null,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { contractId: string }).contractId;
}

/**
 * A property with one room ('Camera 1') and one contract on it, from 01/09/2026 to 31/08/2027 at
 * 500,00 € a month: the common start of the payment and receipt specs.
 */
export async function seedOneRoomContract(
  page: Page,
  opts: { propertyName: string; email: string; firstName: string; lastName: string },
) {
  const propertyId = await createPropertyApi(page, `${opts.propertyName} ${Date.now().toString(36)}`, ['Camera 1']);
  const rooms = await roomIdsApi(page, propertyId);
  const contractId = await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Camera 1']!],
    email: opts.email,
    start: '2026-09-01',
    end: '2027-08-31',
    rentCents: 50000,
    firstName: opts.firstName,
    lastName: opts.lastName,
  });
  return contractId;
}
