import { BILL_MESSAGES } from '@casaconti/core/messages';
import { TENANT_CREDIT_LABEL } from '@casaconti/core/labels';
import type { Browser, Page } from '@playwright/test';
import { APP_LOCALE, APP_TIME_ZONE } from '@casaconti/core/constants';
import {
  expect,
  expectAccessible,
  PASSWORD,
  signedInLandlord,
  test,
  uniqueEmail,
  waitForEmail,
  waitForHydration,
  screenshot,
} from './fixtures';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';

/**
 * Issue 19, what a person sees (docs/domain.md §5, §6): a conguaglio that ends in the tenant's favour reads
 * as a credit everywhere ('Credito a tuo favore' for the tenant, 'Da restituire' for the landlord,
 * never 'da pagare', no 'Conferma Avvenuto Pagamento'); 'Conguagli da Saldare' is the net with
 * 'spese · crediti' beneath it; paid advances are dated by the month they cover; pending lines name
 * their category; paid items newest first; a settled bill says why it cannot be deleted; a new
 * property's country starts as 'Italia'. At 1280 and 390 px; the server's clock is 23/11/2026.
 */

/** A screenshot when asked (E2E_SCREENSHOTS, e2e/fixtures.ts): the viewport's width in the name. */
const shoot = (page: Page, name: string) => screenshot(page, `${name}-${page.viewportSize()?.width ?? 0}`);

/**
 * Anna Neri from 01/09/2026: rent 500 €, a 50 € monthly advance, electricity 'a conguaglio'; an
 * electricity bill of 100 € (September–October) is all hers. Every payable due on 23/11/2026 is
 * confirmed through the API: three advances (September, October, November) become 150 € of credit.
 */
async function seed(page: Page) {
  const suffix = Date.now().toString(36);
  const propertyId = await createPropertyApi(page, `Casa Isola ${suffix}`, ['Camera 1']);
  const rooms = await roomIdsApi(page, propertyId);
  const tenantEmail = uniqueEmail('anna');
  const contractId = await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Camera 1']!],
    email: tenantEmail,
    start: '2026-09-01',
    end: '2027-08-31',
    rentCents: 50_000,
    settlementBaseCents: 5_000,
    firstName: 'Anna',
    lastName: 'Neri',
    costModels: { electricity: 'settlement' },
  });
  const bill = await page.request.post('/api/bills', {
    data: {
      billDetails: {
        propertyId,
        category: 'electricity',
        totalAmount: 10_000,
        splittableAmount: 10_000,
        notes: null,
        periodStartDate: '2026-09-01',
        periodEndDate: '2026-10-31',
      },
      documentInfo: null,
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(bill.status()).toBe(201);
  const billId = ((await bill.json()) as { billId: string }).billId;
  expect((await page.request.post(`/api/payments/contracts/${contractId}/confirm`)).status()).toBe(200);
  const share = await page.request.get(`/api/contracts/${contractId}/share-link`);
  expect(share.status()).toBe(200);
  const statementPath = new URL(((await share.json()) as { link: string }).link).pathname;
  return { propertyId, contractId, billId, tenantEmail, statementPath };
}

function metric(page: Page, label: string) {
  return page.getByRole('region', { name: 'Riepilogo' }).locator('div[data-slot="card"]', { hasText: label });
}

function paymentsRow(page: Page, table: string) {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: 'Anna Neri', exact: true }) });
}

async function journey(page: Page, browser: Browser) {
  const seeded = await seed(page);

  // Before the conguaglio: 100 € of costs, 150 € of advances → −50 € to settle.
  await page.goto('/dashboard/landlord/payables');
  const toSettle = metric(page, 'Conguagli da Saldare');
  await expect(toSettle).toContainText('-50,00 €');
  await expect(toSettle).toContainText('spese 100,00 € · crediti 150,00 €');
  const annaToSettle = paymentsRow(page, 'Conguagli da calcolare');
  await expect(annaToSettle).toContainText('-50,00 €');
  await annaToSettle.getByRole('button', { name: 'Anna Neri', exact: true }).click();
  const pending = page.getByRole('region', { name: 'Da conguagliare per Anna Neri' });
  await expect(pending).toContainText('Costo · Luce · 31/10/2026');
  for (const month of ['settembre 2026', 'ottobre 2026', 'novembre 2026']) {
    await expect(pending).toContainText(`Credito · Anticipo Conguaglio · ${month}`);
  }
  await expect(pending).not.toContainText('23/11/2026');
  await shoot(page, 'conguagli-before');
  await expectAccessible(page);

  // The public preview names each pending item: category or source, and an advance's month.
  await page.goto(seeded.statementPath);
  // The statement comes rendered by the server: a press before its code has hydrated it does nothing.
  await waitForHydration(page);
  await page.getByRole('button', { name: /Anteprima conguaglio/ }).click();
  const debits = page.getByRole('region', { name: 'Spese da conguagliare' });
  await expect(debits).toContainText('Luce · 31/10/2026');
  await expect(debits).not.toContainText('Spesa');
  const credits = page.getByRole('region', { name: 'Crediti disponibili' });
  await expect(credits).toContainText('Anticipo Conguaglio · novembre 2026');
  await shoot(page, 'statement-before');
  await expectAccessible(page);

  // The conguaglio: −50 € owed to Anna.
  expect((await page.request.post(`/api/payments/contracts/${seeded.contractId}/settle`)).status()).toBe(201);

  // Payments page: a credit is not a payment to confirm.
  await page.goto('/dashboard/landlord/payables');
  await expect(metric(page, 'Conguagli da Saldare')).toContainText('0,00 €');
  await page.getByRole('tab', { name: 'Pagamenti' }).click();
  const annaPays = paymentsRow(page, 'Pagamenti da confermare');
  await expect(annaPays).toContainText('Da restituire');
  await expect(annaPays).toContainText('50,00 €');
  await expect(annaPays).not.toContainText('-50,00 €');
  await expect(page.getByRole('button', { name: /Conferma Avvenuto Pagamento/ })).toHaveCount(0);
  await annaPays.getByRole('button', { name: 'Anna Neri', exact: true }).click();
  const open = page.getByRole('region', { name: 'Pagamenti di Anna Neri' });
  await expect(open.getByRole('listitem')).toHaveCount(1);
  await expect(open).toContainText('Da restituire');
  await expect(open).not.toContainText('Da pagare');
  await expect(open.getByRole('button', { name: /^Conferma / })).toHaveCount(0);
  await shoot(page, 'pagamenti-credit');
  await expectAccessible(page);

  // The contract's payments tab: to give back, then the paid months newest first.
  await page.goto(`/dashboard/landlord/contracts/${seeded.contractId}`);
  await page.getByRole('tab', { name: /Pagamenti/ }).click();
  const list = page.getByRole('list', { name: 'Pagamenti del contratto' }).getByRole('listitem');
  await expect(list.first()).toContainText('Credito conguaglio');
  await expect(list.first()).toContainText('Da restituire');
  await expect(list.nth(1)).toContainText('01/11/2026 – 30/11/2026');
  await expect(list.last()).toContainText('01/09/2026 – 30/09/2026');
  await expect(page.getByText('Da restituire', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Da incassare ora')).toHaveCount(0);
  await shoot(page, 'contract-payments-credit');
  await expectAccessible(page);

  // The public statement: a credit in the tenant's favour; the same order as the landlord's.
  await page.goto(seeded.statementPath);
  await expect(page.getByRole('heading', { name: TENANT_CREDIT_LABEL, level: 2 })).toBeVisible();
  await expect(page.getByTestId('total-due')).toHaveText('50,00 €');
  await expect(page.getByText('Importo da pagare')).toHaveCount(0);
  await expect(page.getByText('in attesa di pagamento')).toHaveCount(0);
  const rows = page.locator('table').getByRole('row');
  const cards = page.getByRole('list', { name: 'Elenco dei pagamenti' }).getByRole('listitem');
  const items =
    (page.viewportSize()?.width ?? 0) >= 768 ? rows.filter({ hasNot: page.getByRole('columnheader') }) : cards;
  await expect(items.first()).toContainText('Credito conguaglio');
  await expect(items.first()).toContainText(TENANT_CREDIT_LABEL);
  await expect(items.nth(1)).toContainText('01/11/2026 – 30/11/2026');
  await shoot(page, 'statement-credit');
  await expectAccessible(page);

  // A bill whose share is settled cannot be deleted, and says why.
  await page.goto(`/dashboard/landlord/properties/${seeded.propertyId}/bills/${seeded.billId}`);
  await expect(page.getByRole('button', { name: 'Elimina' })).toBeDisabled();
  await expect(page.getByText(BILL_MESSAGES.deleteSettled)).toBeVisible();
  await shoot(page, 'bill-not-deletable');
  await expectAccessible(page);

  // A new property's country starts as 'Italia'.
  await page.goto('/dashboard/landlord/properties/new');
  await expect(page.getByLabel('Paese')).toHaveValue('Italia');

  // The tenant's own area reads the same credit.
  const mail = await waitForEmail(page.request, seeded.tenantEmail, 'sei stato invitato');
  const link = mail.links.find((l) => l.includes('/complete-account'));
  expect(link, 'invitation link').toBeTruthy();
  const tenantContext = await browser.newContext({
    locale: APP_LOCALE,
    timezoneId: APP_TIME_ZONE,
    viewport: page.viewportSize() ?? undefined,
  });
  const tenant = await tenantContext.newPage();
  await tenant.goto(new URL(link!).pathname + new URL(link!).search);
  await tenant.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await tenant.getByLabel('Conferma password').fill(PASSWORD);
  await tenant.getByRole('button', { name: 'Completa account' }).click();
  await expect(tenant.getByRole('heading', { name: 'Tenant Dashboard' })).toBeVisible();
  await expect(tenant.getByText(TENANT_CREDIT_LABEL)).toBeVisible();
  await expect(tenant.getByText('Da pagare ora')).toHaveCount(0);
  await shoot(tenant, 'tenant-overview-credit');
  await expectAccessible(tenant);
  await tenant.goto('/dashboard/tenant/payables');
  await expect(tenant.getByRole('heading', { name: TENANT_CREDIT_LABEL, level: 2 })).toBeVisible();
  await expect(tenant.getByText('in attesa di pagamento')).toHaveCount(0);
  await shoot(tenant, 'tenant-payables-credit');
  await expectAccessible(tenant);
  await tenantContext.close();
}

test('a conguaglio in the tenant’s favour reads as a credit everywhere; figures add up (1280 px)', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(480_000);
  await signedInLandlord(page, request);
  await journey(page, browser);
});

test('the same at 390 px', async ({ page, request, browser }) => {
  test.setTimeout(480_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInLandlord(page, request);
  await journey(page, browser);
});
