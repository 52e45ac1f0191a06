import { CONTRACT_MESSAGES, FIELD_MESSAGES, PAYMENT_MESSAGES } from '@casaconti/core/messages';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signedInLandlord, test, uniqueEmail, screenshot } from './fixtures';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';

/**
 * Landlord payments page (docs/product.md §2 Landlord payments, §8 Payments; docs/domain.md §6) through the real UI:
 * metrics, the 'Conguagli' and 'Pagamenti' tabs, expand, confirm one payable and a whole contract,
 * 'Conguaglia', the settlement detail, the contract's payments tab reloading, at 1280 and 390 px.
 * The server's clock starts on 23/11/2026 (decision 018).
 */

/** A screenshot when asked (E2E_SCREENSHOTS, e2e/fixtures.ts): the viewport's width in the name. */
const shoot = (page: Page, name: string) => screenshot(page, `${name}-${page.viewportSize()?.width ?? 0}`);

async function noHorizontalOverflow(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);
}

/**
 * Anna Neri: from 01/09/2026, rent 500 €, a 50 € monthly advance, electricity 'a conguaglio';
 * Marco Rossi: from 01/10/2026, rent 400 €, electricity self-managed. An electricity bill of
 * 100 € for September–October goes entirely to Anna as a pending settlement debit.
 * Open on 23/11/2026: Anna 3 × (500 + 50) = 1.650,00 €, Marco 2 × 400 = 800,00 €.
 */
async function seedPayments(page: Page) {
  const suffix = Date.now().toString(36);
  const propertyId = await createPropertyApi(page, `Casa Brera ${suffix}`, ['Camera 1', 'Camera 2']);
  const rooms = await roomIdsApi(page, propertyId);
  const anna = await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Camera 1']!],
    email: uniqueEmail('anna'),
    start: '2026-09-01',
    end: '2027-08-31',
    rentCents: 50_000,
    settlementBaseCents: 5_000,
    firstName: 'Anna',
    lastName: 'Neri',
    costModels: { electricity: 'settlement' },
  });
  const marco = await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Camera 2']!],
    email: uniqueEmail('marco'),
    start: '2026-10-01',
    end: '2027-09-30',
    rentCents: 40_000,
    firstName: 'Marco',
    lastName: 'Rossi',
    costModels: { electricity: 'self_managed' },
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
  return { propertyId, anna, marco, property: `Casa Brera ${suffix}` };
}

function metric(page: Page, label: string) {
  return page.getByRole('region', { name: 'Riepilogo' }).locator('div[data-slot="card"]', { hasText: label });
}

async function expectMetrics(page: Page, settlements: string, payments: string) {
  await expect(metric(page, 'Conguagli da Saldare')).toContainText(settlements);
  await expect(metric(page, 'Pagamenti in Attesa')).toContainText(payments);
}

/** The table row of a tenant (the disclosure button carries the name). */
function row(page: Page, table: string, tenant: string): Locator {
  return page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: tenant, exact: true }) });
}

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]', { hasText: title });
}

async function openTab(page: Page, name: 'Conguagli' | 'Pagamenti') {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

async function paymentsJourney(page: Page, names: { anna: string; property: string }) {
  await expectMetrics(page, '100,00 €', '2.450,00 €');

  // Conguagli: Anna's pending cost, no credit yet.
  const annaToSettle = row(page, 'Conguagli da calcolare', 'Anna Neri');
  await expect(annaToSettle).toContainText('100,00 €');
  await expect(page.getByRole('table', { name: 'Conguagli da calcolare' }).getByRole('row')).toHaveCount(2);
  await annaToSettle.getByRole('button', { name: 'Anna Neri', exact: true }).click();
  const annaPending = page.getByRole('region', { name: 'Da conguagliare per Anna Neri' });
  await expect(annaPending).toContainText('Costo · Luce · 31/10/2026');
  await expect(annaPending).toContainText('100,00 €');
  await expect(page.getByRole('button', { name: 'Anna Neri', exact: true })).toHaveAttribute('aria-expanded', 'true');
  await shoot(page, 'conguagli-expanded');
  await expectAccessible(page);

  // Pagamenti: both contracts, Anna expanded with her six overdue payables.
  await openTab(page, 'Pagamenti');
  await expect(row(page, 'Pagamenti da confermare', 'Anna Neri')).toContainText('1.650,00 €');
  await expect(row(page, 'Pagamenti da confermare', 'Marco Rossi')).toContainText('800,00 €');
  await row(page, 'Pagamenti da confermare', 'Anna Neri')
    .getByRole('button', { name: 'Anna Neri', exact: true })
    .click();
  const annaPayables = page.getByRole('region', { name: 'Pagamenti di Anna Neri' });
  await expect(annaPayables.getByRole('listitem')).toHaveCount(6);
  await expect(annaPayables.getByRole('listitem').filter({ hasText: 'Affitto' })).toHaveCount(3);
  await expect(annaPayables.getByRole('listitem').filter({ hasText: 'Anticipo conguaglio' })).toHaveCount(3);
  await shoot(page, 'pagamenti-expanded');
  await expectAccessible(page);

  // One payable confirmed on its own: September's advance becomes a credit of 50,00 €.
  await annaPayables.getByRole('button', { name: 'Conferma Anticipo conguaglio 01/09/2026 – 30/09/2026' }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Conferma Avvenuto Pagamento' });
  await expect(dialog).toContainText('50,00 €');
  await dialog.getByRole('button', { name: 'Conferma pagamento' }).click();
  await expect(toast(page, 'Pagamento Confermato!')).toContainText('1 elemento è stato marcato come pagato.');
  await expect(dialog).toHaveCount(0);
  await expect(annaPayables.getByRole('listitem')).toHaveCount(5);
  await expect(row(page, 'Pagamenti da confermare', 'Anna Neri')).toContainText('1.600,00 €');
  // 'Conguagli da Saldare' is the net (docs/domain.md §6): 100,00 € of costs less the 50,00 € credit.
  await expectMetrics(page, 'spese 100,00 € · crediti 50,00 €', '2.400,00 €');
  await expect(metric(page, 'Conguagli da Saldare').getByText('50,00 €', { exact: true })).toBeVisible();

  // The whole contract: the five others.
  await row(page, 'Pagamenti da confermare', 'Anna Neri')
    .getByRole('button', { name: 'Conferma Avvenuto Pagamento di Anna Neri' })
    .click();
  dialog = page.getByRole('alertdialog', { name: 'Conferma Avvenuto Pagamento' });
  await expect(dialog).toContainText('1.600,00 €');
  await shoot(page, 'confirm-dialog');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Conferma pagamento' }).click();
  await expect(toast(page, 'Pagamento Confermato!').last()).toContainText('5 elementi sono stati marcati come pagati.');
  await expect(row(page, 'Pagamenti da confermare', 'Anna Neri')).toHaveCount(0);
  await expectMetrics(page, '-50,00 €', '800,00 €');
  await expect(metric(page, 'Conguagli da Saldare')).toContainText('spese 100,00 € · crediti 150,00 €');

  // Conguagli now shows the three advances as credits (negative, green): 100 − 150 = −50,00 €.
  await openTab(page, 'Conguagli');
  await expect(annaToSettle).toContainText('-50,00 €');
  await annaToSettle.getByRole('button', { name: 'Anna Neri', exact: true }).click();
  const creditLines = annaPending.getByRole('listitem').filter({ hasText: 'Credito · Anticipo Conguaglio' });
  await expect(creditLines).toHaveCount(3);
  await expect(creditLines.first()).toContainText('-50,00 €');
  await expect(creditLines.first().locator('.text-success')).toHaveText('-50,00 €');

  // Conguaglia: confirmation that says it cannot be undone, then the final balance.
  await annaToSettle.getByRole('button', { name: 'Conguaglia Anna Neri' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Conferma Conguaglio' });
  await expect(dialog).toContainText('non può essere annullata');
  await expect(dialog).toContainText('-50,00 €');
  await shoot(page, 'settle-dialog');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Conguaglia' }).click();
  await expect(toast(page, 'Conguaglio Completato!')).toContainText('Un saldo finale di -50,00 € è stato creato.');
  await expect(page.getByText('Nessun conguaglio da calcolare')).toBeVisible();
  await expectMetrics(page, '0,00 €', '750,00 €');

  // The final balance is owed to Anna: it opens 'Dettaglio Calcolo Conguaglio'.
  await openTab(page, 'Pagamenti');
  const annaRow = row(page, 'Pagamenti da confermare', 'Anna Neri');
  // Owed to Anna (docs/domain.md §6): 'Da restituire', nothing to confirm as received (decision 054).
  await expect(annaRow).toContainText('50,00 €');
  await expect(annaRow).toContainText('Da restituire');
  await expect(annaRow.getByRole('button', { name: /Conferma Avvenuto Pagamento/ })).toHaveCount(0);
  await annaRow.getByRole('button', { name: 'Anna Neri', exact: true }).click();
  const credit = annaPayables.getByRole('listitem');
  await expect(credit).toHaveCount(1);
  await expect(credit).toContainText('Da restituire');
  await credit.getByRole('button', { name: /^Credito conguaglio/ }).click();
  const detail = page.getByRole('dialog', { name: 'Dettaglio Calcolo Conguaglio' });
  await expect(detail).toContainText('Totale spese conguagliate100,00 €');
  await expect(detail).toContainText('Periodo01/09/2026 – 31/10/2026');
  await expect(detail.getByRole('region', { name: 'Spese incluse' })).toContainText('Luce · 31/10/2026100,00 €');
  await expect(
    detail.getByRole('region', { name: 'Crediti applicati' }).getByRole('listitem').filter({ hasText: '-50,00 €' }),
  ).toHaveCount(3);
  await expect(detail).toContainText('Saldo finale-50,00 €');
  await shoot(page, 'settlement-detail');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(detail).toHaveCount(0);
  expect(names.property).toBeTruthy();
}

test('the payments page: metrics, both tabs, confirm one and all, conguaglio, settlement detail; the contract tab reloads', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signedInLandlord(page, request);
  const seeded = await seedPayments(page);

  // The contract's payments tab is loaded (and cached) before the payments page changes it.
  await page.goto(`/dashboard/landlord/contracts/${seeded.anna}`);
  await page.getByRole('tab', { name: /Pagamenti/ }).click();
  await expect(page.getByRole('button', { name: /Importi da conguagliare/ })).toContainText('100,00 €');

  await page.getByRole('link', { name: 'Pagamenti' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/landlord\/payables$/);
  await expect(page.getByRole('heading', { name: 'Pagamenti', level: 1 })).toBeVisible();
  await shoot(page, 'payments-page');
  await paymentsJourney(page, { anna: seeded.anna, property: seeded.property });
  await shoot(page, 'payments-after');

  // Back to the contract (client-side, the cache is kept): its tab shows the new state.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/contracts/${seeded.anna}`));
  await expect(page.getByRole('button', { name: /Importi da conguagliare/ })).toHaveCount(0);
  await expect(page.getByText('Credito conguaglio')).toBeVisible();
});

test('the same journey at 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInLandlord(page, request);
  const seeded = await seedPayments(page);
  await page.goto('/dashboard/landlord/payables');
  await noHorizontalOverflow(page);
  await shoot(page, 'payments-page');
  await paymentsJourney(page, { anna: seeded.anna, property: seeded.property });
  await noHorizontalOverflow(page);
  await shoot(page, 'payments-after');
});

test('empty states and every load failure with its connection variant', async ({ page, request }) => {
  // Seven page loads, each checked by axe: on one slow core this outgrows the default 60 s.
  test.setTimeout(120_000);
  await signedInLandlord(page, request);
  await page.goto('/dashboard/landlord/payables');
  await expectMetrics(page, '0,00 €', '0,00 €');
  await expect(page.getByText('Nessun conguaglio da calcolare')).toBeVisible();
  await openTab(page, 'Pagamenti');
  await expect(page).toHaveURL(/\?tab=payments$/);
  await expect(page.getByText('Nessun pagamento da confermare')).toBeVisible();
  await shoot(page, 'payments-empty');

  const failures: [string, string, string][] = [
    ['overview', 'Impossibile caricare il riepilogo.', 'Errore di connessione durante il caricamento del riepilogo.'],
    [
      'settlement-previews/page*',
      'Impossibile caricare le ripartizioni in sospeso.',
      'Errore di connessione durante il caricamento delle ripartizioni in sospeso.',
    ],
    [
      // The 'Pagamenti' tab reads its page (decision 113).
      'net-balances/page*',
      'Impossibile caricare i saldi dei contratti.',
      'Errore di connessione durante il caricamento dei saldi dei contratti.',
    ],
  ];
  for (const [path, failed, connection] of failures) {
    await page.route(`**/api/payments/${path}`, (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Errore interno' } } }),
    );
    await page.goto(
      path.startsWith('net-balances') ? '/dashboard/landlord/payables?tab=payments' : '/dashboard/landlord/payables',
    );
    await expect(page.getByText(failed)).toBeVisible();
    await page.unroute(`**/api/payments/${path}`);
    await page.route(`**/api/payments/${path}`, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByText(connection)).toBeVisible();
    await page.unroute(`**/api/payments/${path}`);
    await page.getByRole('button', { name: 'Riprova' }).click();
    await expect(page.getByText(connection)).toHaveCount(0);
  }
  await shoot(page, 'payments-after-retry');
});

test('a refused or unreachable conguaglio and confirmation keep the dialog open with the SPEC message', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInLandlord(page, request);
  await seedPayments(page);
  await page.goto('/dashboard/landlord/payables');

  await page.route('**/api/payments/contracts/*/settle', (route) =>
    route.fulfill({
      status: 409,
      json: { error: { code: 'CONFLICT', message: PAYMENT_MESSAGES.nothingToSettle } },
    }),
  );
  await row(page, 'Conguagli da calcolare', 'Anna Neri').getByRole('button', { name: 'Conguaglia Anna Neri' }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Conferma Conguaglio' });
  await dialog.getByRole('button', { name: 'Conguaglia' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Errore durante il calcolo del conguaglio.');
  await expect(dialog.getByRole('alert')).toContainText(PAYMENT_MESSAGES.nothingToSettle);
  await page.unroute('**/api/payments/contracts/*/settle');
  await page.route('**/api/payments/contracts/*/settle', (route) => route.abort('connectionrefused'));
  await dialog.getByRole('button', { name: 'Conguaglia' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Errore di connessione durante il calcolo del conguaglio.');
  await shoot(page, 'settle-error');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toHaveCount(0);
  await expectMetrics(page, '100,00 €', '2.450,00 €');

  await openTab(page, 'Pagamenti');
  await page.route('**/api/payments/contracts/*/confirm', (route) =>
    route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'Errore interno' } } }),
  );
  await row(page, 'Pagamenti da confermare', 'Marco Rossi')
    .getByRole('button', { name: 'Conferma Avvenuto Pagamento di Marco Rossi' })
    .click();
  dialog = page.getByRole('alertdialog', { name: 'Conferma Avvenuto Pagamento' });
  await dialog.getByRole('button', { name: 'Conferma pagamento' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Errore durante la conferma del pagamento.');
  await page.unroute('**/api/payments/contracts/*/confirm');
  await page.route('**/api/payments/contracts/*/confirm', (route) => route.abort('connectionrefused'));
  await dialog.getByRole('button', { name: 'Conferma pagamento' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Errore di connessione durante la conferma del pagamento.');
  await page.unroute('**/api/payments/contracts/*/confirm');
  await dialog.getByRole('button', { name: 'Conferma pagamento' }).click();
  await expect(toast(page, 'Pagamento Confermato!')).toContainText('2 elementi sono stati marcati come pagati.');
  await expect(row(page, 'Pagamenti da confermare', 'Marco Rossi')).toHaveCount(0);

  // The settlement detail's own failure.
  await page.route('**/api/payments/settlements/*', (route) => route.abort('connectionrefused'));
  await openTab(page, 'Conguagli');
  await row(page, 'Conguagli da calcolare', 'Anna Neri').getByRole('button', { name: 'Conguaglia Anna Neri' }).click();
  await page.unroute('**/api/payments/contracts/*/settle');
  dialog = page.getByRole('alertdialog', { name: 'Conferma Conguaglio' });
  await dialog.getByRole('button', { name: 'Conguaglia' }).click();
  await expect(toast(page, 'Conguaglio Completato!')).toContainText('Un saldo finale di 100,00 € è stato creato.');
  await openTab(page, 'Pagamenti');
  await row(page, 'Pagamenti da confermare', 'Anna Neri')
    .getByRole('button', { name: 'Anna Neri', exact: true })
    .click();
  await page.getByRole('button', { name: /^Saldo conguaglio/ }).click();
  const detail = page.getByRole('dialog', { name: 'Dettaglio Calcolo Conguaglio' });
  await expect(detail).toContainText('Errore di connessione durante il caricamento dei dettagli del conguaglio.');
  await page.keyboard.press('Escape');
  await page.unroute('**/api/payments/settlements/*');
});

/** The confirmations' POSTs the page sends (settle, confirm a contract, confirm a payable), with their bodies. */
function confirmationRequests(page: Page) {
  const sent: { path: string; body: unknown }[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (req.method() === 'POST' && /^\/api\/payments\/(contracts|payables)\/[^/]+\/(settle|confirm)$/.test(path)) {
      sent.push({ path, body: req.postDataJSON() });
    }
  });
  return sent;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`a double click on 'Conguaglia' and on 'Conferma pagamento' sends one request and shows the success (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await signedInLandlord(page, request);
    await seedPayments(page);
    const sent = confirmationRequests(page);
    await page.goto('/dashboard/landlord/payables');

    await row(page, 'Conguagli da calcolare', 'Anna Neri')
      .getByRole('button', { name: 'Conguaglia Anna Neri' })
      .click();
    let dialog = page.getByRole('alertdialog', { name: 'Conferma Conguaglio' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Conguaglia' }).dblclick();
    await expect(toast(page, 'Conguaglio Completato!')).toContainText('Un saldo finale di 100,00 € è stato creato.');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Errore durante il calcolo del conguaglio.')).toHaveCount(0);
    await expect(row(page, 'Conguagli da calcolare', 'Anna Neri')).toHaveCount(0);
    expect(sent).toEqual([
      { path: expect.stringMatching(/\/settle$/), body: { idempotencyKey: expect.stringMatching(UUID) } },
    ]);

    await openTab(page, 'Pagamenti');
    await row(page, 'Pagamenti da confermare', 'Marco Rossi')
      .getByRole('button', { name: 'Conferma Avvenuto Pagamento di Marco Rossi' })
      .click();
    dialog = page.getByRole('alertdialog', { name: 'Conferma Avvenuto Pagamento' });
    await dialog.getByRole('button', { name: 'Conferma pagamento' }).dblclick();
    await expect(toast(page, 'Pagamento Confermato!')).toContainText('2 elementi sono stati marcati come pagati.');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByText('Errore durante la conferma del pagamento.')).toHaveCount(0);
    await expect(row(page, 'Pagamenti da confermare', 'Marco Rossi')).toHaveCount(0);
    expect(sent.map((r) => r.path.split('/').pop())).toEqual(['settle', 'confirm']);
    await noHorizontalOverflow(page);
    await shoot(page, 'double-click-confirmed');
    await expectAccessible(page);
  });
}

test('a confirmation whose answer was lost, confirmed again, is the success it was: the dialog keeps its key', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signedInLandlord(page, request);
  await seedPayments(page);
  const sent = confirmationRequests(page);
  await page.goto('/dashboard/landlord/payables');
  await openTab(page, 'Pagamenti');

  // The server confirms Marco's two rents, but the answer never reaches the browser.
  await page.route('**/api/payments/contracts/*/confirm', async (route) => {
    const answer = await route.fetch();
    expect(answer.status()).toBe(200);
    await route.abort('connectionreset');
  });
  await row(page, 'Pagamenti da confermare', 'Marco Rossi')
    .getByRole('button', { name: 'Conferma Avvenuto Pagamento di Marco Rossi' })
    .click();
  const dialog = page.getByRole('alertdialog', { name: 'Conferma Avvenuto Pagamento' });
  await dialog.getByRole('button', { name: 'Conferma pagamento' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Errore di connessione durante la conferma del pagamento.');
  await page.unroute('**/api/payments/contracts/*/confirm');

  // Again: the same key, so the server answers the confirmation it already made.
  await dialog.getByRole('button', { name: 'Conferma pagamento' }).click();
  await expect(toast(page, 'Pagamento Confermato!')).toContainText('2 elementi sono stati marcati come pagati.');
  await expect(dialog).toHaveCount(0);
  await expect(row(page, 'Pagamenti da confermare', 'Marco Rossi')).toHaveCount(0);
  expect(sent).toHaveLength(2);
  expect(sent[1]!.body).toEqual(sent[0]!.body);

  // A new opening is a new confirmation with a new key.
  await row(page, 'Pagamenti da confermare', 'Anna Neri')
    .getByRole('button', { name: 'Conferma Avvenuto Pagamento di Anna Neri' })
    .click();
  await dialog.getByRole('button', { name: 'Conferma pagamento' }).click();
  await expect(toast(page, 'Pagamento Confermato!').last()).toContainText('6 elementi sono stati marcati come pagati.');
  expect(sent).toHaveLength(3);
  expect(sent[2]!.body).not.toEqual(sent[0]!.body);
});

/** The manual adjustment, by keyboard only: search the contract, pick the type, type '40,50'. */
async function addAdjustmentByKeyboard(page: Page) {
  await expectMetrics(page, '100,00 €', '2.450,00 €');
  const open = page.getByRole('button', { name: 'Rettifica crediti/costi' });
  // Disabled until its dialog's code has loaded (decision 156): a focus before then is lost.
  await expect(open).toBeEnabled();
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Rettifica crediti/costi da conguagliare' });
  await expect(dialog).toBeVisible();
  const picker = dialog.getByRole('combobox', { name: 'Contratto' });
  await expect(picker).toBeFocused();
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  const save = dialog.getByRole('button', { name: 'Salva rettifica' });
  await expect(save).toBeDisabled();

  // ArrowDown opens the list with both contracts: 'first name last name', then the property.
  await page.keyboard.press('ArrowDown');
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.getByRole('listbox', { name: 'Contratto' });
  await expect(listbox.getByRole('option')).toHaveCount(2);
  // Sorted by name: Anna first.
  await expect(listbox.getByRole('option').first()).toContainText('Anna Neri');
  await expect(listbox.getByRole('option').first()).toContainText('Casa Brera');
  await expect(listbox.getByRole('option').last()).toContainText('Marco Rossi');
  // Escape closes only the list.
  await page.keyboard.press('Escape');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog).toBeVisible();

  // Typing filters and highlights the first match; arrows move the highlight; Enter chooses.
  await page.keyboard.type('ross');
  await expect(listbox.getByRole('option')).toHaveCount(1);
  const active = await picker.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toContainText('Marco Rossi');
  await shoot(page, 'adjustment-search');
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await expect(picker).toHaveValue(/^Marco Rossi · Casa Brera/);
  await expect(dialog).toBeVisible();

  // Type: Space picks the focused radio, arrows move the choice.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('radio', { name: "Credito | a favore dell'inquilino" })).toBeChecked();
  // Radix moves the focus a tick after keydown and checks only while the key is down (as a person
  // presses it): release it once the choice moved.
  await page.keyboard.down('ArrowDown');
  await expect(dialog.getByRole('radio', { name: "Costo | da addebitare all'inquilino" })).toBeChecked();
  await page.keyboard.up('ArrowDown');
  await expect(save).toBeDisabled();

  // Amount with Italian decimals: a third decimal, then 0 and text, are refused with the SPEC message.
  await page.keyboard.press('Tab');
  const amount = dialog.getByLabel('Importo (€)');
  await expect(amount).toBeFocused();
  await page.keyboard.type('40.505');
  await expect(amount).toHaveValue('40.505');
  await page.keyboard.press('Tab');
  await expect(dialog.getByText('Massimo 2 decimali')).toBeVisible();
  await expect(save).toBeDisabled();
  await amount.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('abc');
  await expect(amount).toHaveValue('');
  await expect(dialog.getByText(FIELD_MESSAGES.amountMustBePositive)).toBeVisible();
  await page.keyboard.type('0');
  await expect(dialog.getByText(FIELD_MESSAGES.amountMustBePositive)).toBeVisible();
  // Said as typed, beside the disabled Save (issue 46 §12): −5, 25,555, too large.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('-5');
  await expect(dialog.getByText(FIELD_MESSAGES.amountMustBePositive)).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('25,555');
  await expect(dialog.getByText('Massimo 2 decimali')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('99.999.999.999');
  await expect(dialog.getByText(FIELD_MESSAGES.amountTooLarge)).toBeVisible();
  await expect(save).toBeDisabled();
  await shoot(page, 'adjustment-too-large');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('40,50');
  await expect(dialog.getByText(FIELD_MESSAGES.amountMustBePositive)).toHaveCount(0);
  await expect(dialog.getByText(FIELD_MESSAGES.amountTooLarge)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Note (facoltative)')).toBeFocused();
  await page.keyboard.type('Pulizie straordinarie');
  await expect(save).toBeEnabled();
  await shoot(page, 'adjustment-filled');
  await expectAccessible(page);

  await save.focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Rettifica aggiunta con successo')).toContainText(
    'La rettifica è stata aggiunta al contratto.',
  );
  await expect(dialog).toHaveCount(0);

  // Marco now has 40,50 € to settle; the metric counts it.
  const marco = row(page, 'Conguagli da calcolare', 'Marco Rossi');
  await expect(marco).toContainText('40,50 €');
  await expectMetrics(page, '140,50 €', '2.450,00 €');
  await marco.getByRole('button', { name: 'Marco Rossi', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Da conguagliare per Marco Rossi' })).toContainText(
    'Costo · Rettifica manuale',
  );
}

test('an amount typed key by key with thousands dots is saved to the cent; a minus sign is refused, nothing saved', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signedInLandlord(page, request);
  await seedPayments(page);
  await page.goto('/dashboard/landlord/payables');
  const posted: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/api/payments/adjustments')) posted.push(req.url());
  });

  await page.getByRole('button', { name: 'Rettifica crediti/costi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rettifica crediti/costi da conguagliare' });
  await dialog.getByRole('combobox', { name: 'Contratto' }).pressSequentially('ross');
  // The picker asks the server (decision 097): Enter picks once the answer is listed.
  await expect(page.getByRole('option', { name: /Rossi/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await dialog.getByText('Costo', { exact: true }).click();
  const amount = dialog.getByLabel('Importo (€)');
  const save = dialog.getByRole('button', { name: 'Salva rettifica' });

  // '-50': the sign stays on screen and the SPEC message says why it cannot be saved.
  await amount.pressSequentially('-50');
  await expect(amount).toHaveValue('-50');
  await page.keyboard.press('Tab');
  await expect(dialog.getByText(FIELD_MESSAGES.amountMustBePositive)).toBeVisible();
  await expect(save).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByText(FIELD_MESSAGES.amountMustBePositive)).toBeVisible();
  await expect(amount).toHaveValue('-50');
  await shoot(page, 'adjustment-negative');
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, 'adjustment-negative');

  // '1.234,56' key by key: kept as typed, accepted, written 1234,56 when the field is left.
  await amount.fill('');
  await amount.pressSequentially('1.234,56');
  await expect(amount).toHaveValue('1.234,56');
  await expect(dialog.getByText('Massimo 2 decimali')).toHaveCount(0);
  await expect(dialog.getByText(FIELD_MESSAGES.amountMustBePositive)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(amount).toHaveValue('1234,56');
  await shoot(page, 'adjustment-thousands');
  expect(posted).toEqual([]);
  await save.click();
  await expect(toast(page, 'Rettifica aggiunta con successo')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(posted).toHaveLength(1);

  // Marco had nothing to settle: now exactly the typed amount.
  const marco = row(page, 'Conguagli da calcolare', 'Marco Rossi');
  await expect(marco).toContainText('1.234,56 €');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(marco).toContainText('1.234,56 €');
  await shoot(page, 'adjustment-thousands-saved');
});

test('a manual adjustment chosen by keyboard only at 1280 px; the server message on failure', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signedInLandlord(page, request);
  await seedPayments(page);
  await page.goto('/dashboard/landlord/payables');
  await addAdjustmentByKeyboard(page);

  // Failures: the server's message, then the connection variant; nothing is added.
  await page.route('**/api/payments/adjustments', (route) =>
    route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: CONTRACT_MESSAGES.notFound } } }),
  );
  await page.getByRole('button', { name: 'Rettifica crediti/costi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rettifica crediti/costi da conguagliare' });
  await dialog.getByRole('combobox', { name: 'Contratto' }).fill('anna');
  // The picker asks the server (decision 097): Enter picks once the answer is listed.
  await expect(page.getByRole('option', { name: /Anna/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await dialog.getByText('Credito', { exact: true }).click();
  await dialog.getByLabel('Importo (€)').fill('10');
  await dialog.getByRole('button', { name: 'Salva rettifica' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(CONTRACT_MESSAGES.notFound);
  await page.unroute('**/api/payments/adjustments');
  await page.route('**/api/payments/adjustments', (route) => route.abort('connectionrefused'));
  await dialog.getByRole('button', { name: 'Salva rettifica' }).click();
  await expect(dialog.getByRole('alert')).toHaveText("Errore di connessione durante l'aggiunta della rettifica.");
  await shoot(page, 'adjustment-error');
  await page.unroute('**/api/payments/adjustments');
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expectMetrics(page, '140,50 €', '2.450,00 €');

  // The picker's own load failure.
  await page.route('**/api/contracts/page?*', (route) => route.abort('connectionrefused'));
  await page.reload();
  await page.getByRole('button', { name: 'Rettifica crediti/costi' }).click();
  await expect(dialog.getByRole('alert')).toContainText(
    'Errore di connessione durante il caricamento dei dettagli del contratto.',
  );
  await page.unroute('**/api/contracts/page?*');
});

test('the manual adjustment by keyboard at 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInLandlord(page, request);
  await seedPayments(page);
  await page.goto('/dashboard/landlord/payables');
  await addAdjustmentByKeyboard(page);
  await noHorizontalOverflow(page);
});
