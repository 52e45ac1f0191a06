import type { Page } from '@playwright/test';
import { APP_CURRENCY, APP_LOCALE } from '@casaconti/core/constants';
import { expect, expectAccessible, signedInLandlord, snap, test, uniqueEmail } from './fixtures';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';

/**
 * The contract detail's 'Pagamenti' tab (docs/product.md §2; issue 10 §1): what there is to collect and how
 * much is late, due and late payables first ('Da pagare', 'In ritardo', never 'Scaduto'), the
 * 'to be settled' row expanding to its debits and credits ('Anticipo conguaglio', 'Credito
 * manuale'), then paid payables a page at a time (decision 022). Server clock: 2026-11-23.
 */

type Financials = {
  payables: { id: string; type: string; due_date: string; status: string }[];
  summary: { total_due: number; total_overdue: number; net_settlement_preview: number };
};

/** As the app writes amounts ('1.681,00 €', grouping always on). */
const euro = (cents: number) =>
  new Intl.NumberFormat(APP_LOCALE, { style: 'currency', currency: APP_CURRENCY, useGrouping: 'always' }).format(
    cents / 100,
  );

async function seedLongContract(page: Page) {
  const propertyId = await createPropertyApi(page, `Casa Lunga ${Date.now().toString(36)}`, ['Camera 1']);
  const rooms = await roomIdsApi(page, propertyId);
  const contractId = await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Camera 1']!],
    email: uniqueEmail('lungo'),
    start: '2025-01-01',
    end: '2026-12-31',
    rentCents: 50000,
    firstName: 'Lucia',
    lastName: 'Lunga',
    settlementBaseCents: 5000,
    costModels: { water: 'settlement' },
  });
  const read = async () =>
    (await (await page.request.get(`/api/contracts/${contractId}/financials`)).json()) as Financials;
  // The landlord has been paid for everything up to 31/08/2026, one payable at a time.
  for (const payable of (await read()).payables.filter((p) => p.due_date <= '2026-08-31')) {
    expect((await page.request.post(`/api/payments/payables/${payable.id}/confirm`)).status()).toBe(200);
  }
  // A water bill on the settlement model (a pending debit), a manual credit, and a consumption
  // bill due today (electricity is consumption_based).
  for (const [category, cents] of [
    ['water', 4200],
    ['electricity', 3100],
  ] as const) {
    const bill = await page.request.post('/api/bills', {
      data: {
        billDetails: {
          propertyId,
          category,
          totalAmount: cents,
          splittableAmount: cents,
          notes: null,
          periodStartDate: '2026-10-01',
          periodEndDate: '2026-10-31',
        },
        documentInfo: null,
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(bill.status()).toBe(201);
  }
  const credit = await page.request.post('/api/payments/adjustments', {
    data: { contractId, type: 'credit', amount: 1500, notes: 'Sconto', idempotencyKey: crypto.randomUUID() },
  });
  expect(credit.status()).toBe(201);
  return { contractId, financials: await read() };
}

async function checkTab(page: Page, financials: Financials, shot: string) {
  const summary = financials.summary;
  await expect(page.getByText('Da incassare ora')).toBeVisible();
  await expect(page.getByText(euro(summary.total_due), { exact: true })).toBeVisible();
  await expect(page.getByText(euro(summary.total_overdue), { exact: true })).toBeVisible();

  const list = page.getByRole('list', { name: 'Pagamenti del contratto' });
  const rows = list.locator(':scope > li');
  // Due and late first: the consumption share due today, then September–November's rent and advances.
  await expect(rows.first()).toContainText('In ritardo');
  await expect(list.getByText('Da pagare', { exact: true })).toHaveCount(1);
  await expect(list.getByText('Scaduto')).toHaveCount(0);
  const open = financials.payables.filter((p) => p.status !== 'paid').length;
  expect(open).toBe(7);
  await expect(rows.nth(open)).toContainText('Importi da conguagliare');

  // The 'to be settled' row expands to the water share and the credits.
  const toSettle = list.getByRole('button', { name: /Importi da conguagliare/ });
  await toSettle.click();
  await expect(toSettle).toHaveAttribute('aria-expanded', 'true');
  const detail = page.locator('#pending-settlement-detail');
  await expect(detail.getByText('Acqua')).toBeVisible();
  await expect(detail.getByText('Credito manuale')).toBeVisible();
  await expect(detail.getByText('Anticipo conguaglio').first()).toBeVisible();
  await expect(toSettle).toContainText(euro(summary.net_settlement_preview));

  // 40 paid payables (January 2025 – August 2026): 12 at first, the most recent first.
  const paid = financials.payables.filter((p) => p.status === 'paid').length;
  expect(paid).toBe(40);
  await expect(list.getByText('Pagato', { exact: true })).toHaveCount(12);
  await expect(rows.nth(open + 1)).toContainText('01/08/2026');
  await snap(page, shot);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Mostra pagamenti precedenti (28)' }).click();
  await expect(list.getByText('Pagato', { exact: true })).toHaveCount(24);
  await page.getByRole('button', { name: 'Mostra pagamenti precedenti (16)' }).click();
  await page.getByRole('button', { name: 'Mostra pagamenti precedenti (4)' }).click();
  await expect(list.getByText('Pagato', { exact: true })).toHaveCount(40);
  await expect(page.getByRole('button', { name: /Mostra pagamenti precedenti/ })).toHaveCount(0);
  await expect(rows.last()).toContainText('01/01/2025');
}

for (const [width, height, name] of [
  [1280, 900, 'desktop'],
  [390, 844, 'phone'],
] as const) {
  test(`contract payments tab at ${width} px: summary, order, labels, the to-be-settled row, paid pages`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await signedInLandlord(page, request);
    const { contractId, financials } = await seedLongContract(page);
    await page.goto(`/dashboard/landlord/contracts/${contractId}`);
    await page.getByRole('tab', { name: /Pagamenti/ }).click();
    await checkTab(page, financials, `contract-payments-${name}`);
  });
}
