import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import type { Page } from '@playwright/test';
import { APP_LOCALE, APP_TIME_ZONE, UTILITY_CATEGORIES } from '@casaconti/core/constants';
import {
  expect,
  expectAccessible,
  PASSWORD,
  SCREENSHOTS_ASKED,
  screenshot,
  signedInLandlord,
  test,
  uniqueEmail,
  waitForEmail,
  waitForHydration,
} from './fixtures';
import { createPropertyApi, roomIdsApi } from './seed';

/**
 * The public statement (docs/product.md §2 Public statement): opened from the landlord's share dialog in a
 * fresh browser context without a session, at desktop and phone width, printed; an invalid token.
 */

async function shotBoth(page: Page, name: string) {
  if (!SCREENSHOTS_ASKED) return;
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, `${name}-desktop`);
}

async function createSettlementContract(page: Page, propertyId: string, roomId: string, email: string) {
  const res = await page.request.post('/api/contracts', {
    data: {
      tenantInfo: { email, firstName: 'Marco', lastName: 'Rossi' },
      contractDetails: {
        property_id: propertyId,
        rent_amount: 60_000,
        start_date: '2026-09-01',
        end_date: '2027-08-31',
        number_of_occupants: 1,
        fixed_fee_amount: 0,
        settlement_base_amount: 5_000,
      },
      utilityAgreements: UTILITY_CATEGORIES.map((category) => ({
        category,
        cost_model: category === 'electricity' ? 'settlement' : 'consumption_based',
      })),
      roomIds: [roomId],
      documentInfo: null,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { contractId: string }).contractId;
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A water bill with its PDF through the real API: upload URL, PUT, process-uploaded-bill. */
async function addWaterBill(page: Page, propertyId: string) {
  const slot = await page.request.post('/api/uploads', {
    data: { file_name: 'bolletta-acqua.pdf', file_type: 'application/pdf', file_size: PDF.length, purpose: 'bill' },
  });
  expect(slot.status()).toBe(201);
  const { uploadUrl, filePath } = (await slot.json()) as { uploadUrl: string; filePath: string };
  const put = await page.request.put(uploadUrl, { data: PDF, headers: { 'content-type': 'application/pdf' } });
  expect(put.status()).toBe(200);
  const res = await page.request.post('/api/bills', {
    data: {
      billDetails: {
        propertyId,
        category: 'water',
        totalAmount: 9_000,
        splittableAmount: 9_000,
        notes: null,
        periodStartDate: '2026-09-01',
        periodEndDate: '2026-09-30',
      },
      documentInfo: { temp_path: filePath, original_filename: 'bolletta-acqua.pdf' },
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(res.status()).toBe(201);
}

test('a statement opened from the share dialog, without a session, at 1280 and 390 px and on paper', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInLandlord(page, request);
  const propertyId = await createPropertyApi(page, 'Casa Navigli', ['Camera Blu']);
  const rooms = await roomIdsApi(page, propertyId);
  const tenantEmail = uniqueEmail('estratto');
  const contractId = await createSettlementContract(page, propertyId, rooms['Camera Blu']!, tenantEmail);
  await addWaterBill(page, propertyId);

  await page.goto(`/dashboard/landlord/contracts/${contractId}`);
  await page.getByRole('button', { name: 'Condividi estratto conto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Condividi estratto conto' });
  const link = await dialog.getByLabel("Link dell'estratto conto").inputValue();
  expect(link).toMatch(/\/statement\/[\w-]{43}$/);

  const anonymous = await browser.newContext({ locale: APP_LOCALE, timezoneId: APP_TIME_ZONE });
  const visitor = await anonymous.newPage();
  const errors: string[] = [];
  visitor.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto(new URL(link).pathname);
  await expect(visitor.getByRole('heading', { name: 'Estratto conto', level: 1 })).toBeVisible();
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(visitor.getByText('Laura Bianchi')).toBeVisible();
  await expect(visitor.getByText('Marco Rossi')).toBeVisible();
  await expect(visitor.getByText('Casa Navigli')).toBeVisible();
  await expect(visitor.getByText('Via Roma 12, 20121 MI, Italia')).toBeVisible();

  // The page came rendered from the server (decision 030): its buttons answer once the page's
  // code has hydrated it.
  await waitForHydration(visitor);

  // Economic conditions fold out: rent, advance, the expense table with Italian labels.
  const conditions = visitor.getByRole('button', { name: 'Condizioni economiche' });
  await expect(conditions).toHaveAttribute('aria-expanded', 'false');
  await conditions.click();
  await expect(visitor.getByText('Canone mensile')).toBeVisible();
  await expect(visitor.getByRole('row', { name: 'Luce A conguaglio' })).toBeVisible();
  await expect(visitor.getByRole('row', { name: 'Acqua A consumo' })).toBeVisible();

  // The settlement preview exists because electricity uses the settlement model.
  await expect(visitor.getByRole('button', { name: /Anteprima conguaglio/ })).toBeVisible();

  // Payables: rent rows with the public status label; one expands.
  const firstRent = visitor.getByRole('button', { name: 'Affitto' }).first();
  await expect(visitor.getByText('in attesa di pagamento').first()).toBeVisible();
  await firstRent.click();
  await expect(firstRent).toHaveAttribute('aria-expanded', 'true');
  // The water bill's share: its criterion and its document, opened in a new tab with the token.
  const water = visitor.getByRole('button', { name: 'Bolletta a consumo · Acqua' });
  await water.click();
  await expect(
    visitor.getByText(
      /totale 90,00\s€\. Ripartizione: Presenze \(giorni × occupanti\): 30 giorni × 1 occupante = 30 su 30 giorni-persona/,
    ),
  ).toBeVisible();
  const [pdf] = await Promise.all([
    visitor.waitForEvent('popup'),
    visitor.getByRole('button', { name: 'bolletta-acqua.pdf' }).click(),
  ]);
  await pdf.waitForLoadState('domcontentloaded');
  expect(pdf.url()).toContain('/api/documents/blob/');
  await pdf.close();
  await expect(water).toHaveAttribute('aria-expanded', 'true');
  await expect(firstRent).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(visitor);
  await screenshot(visitor, 'statement-desktop');

  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect(visitor.getByRole('list', { name: 'Elenco dei pagamenti' })).toBeVisible();
  await expect(visitor.getByRole('table')).toHaveCount(1); // only the expense table (if unfolded)
  await visitor.getByRole('list', { name: 'Elenco dei pagamenti' }).getByRole('button').first().click();
  await expectAccessible(visitor);
  await screenshot(visitor, 'statement-phone');

  await visitor.emulateMedia({ media: 'print' });
  await visitor.setViewportSize({ width: 794, height: 1123 });
  await expect(visitor.getByRole('button', { name: 'Stampa' })).toBeHidden();
  await screenshot(visitor, 'statement-print');
  expect(errors).toEqual([]);

  // Sharing: by email to the tenant (cooldown), WhatsApp, and a regenerated link kills the old one.
  await dialog.getByRole('button', { name: 'Invia per email' }).click();
  await expect(page.getByText(/L'estratto conto è stato inviato a estratto\./)).toBeVisible();
  const mail = await waitForEmail(request, tenantEmail, 'estratto conto');
  expect(mail.links).toContain(link);
  await dialog.getByRole('button', { name: 'Invia per email' }).click();
  await expect(page.getByText('Link già inviato all\u2019inquilino: riprova tra qualche minuto.')).toBeVisible();
  const whatsapp = dialog.getByRole('link', { name: 'Condividi su WhatsApp' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/?text=${encodeURIComponent(`Il tuo estratto conto CasaConti: ${link}`)}`,
  );
  await dialog.getByRole('button', { name: 'Rigenera link' }).click();
  await expect(dialog.getByText('Il link attuale smetterà subito di funzionare')).toBeVisible();
  await dialog.getByRole('button', { name: 'Rigenera link' }).click();
  const linkInput = dialog.getByLabel("Link dell'estratto conto");
  await expect(linkInput).not.toHaveValue(link);
  await expect(linkInput).toHaveValue(/\/statement\/[\w-]{43}$/);
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshot(page, 'share-dialog-phone');
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'share-dialog-desktop');

  await visitor.emulateMedia({ media: 'screen' });
  await visitor.reload();
  await expect(visitor.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  await visitor.goto(new URL(await linkInput.inputValue()).pathname);
  await expect(visitor.getByRole('heading', { name: 'Estratto conto', level: 1 })).toBeVisible();
  await anonymous.close();
});

test('an invalid token shows the not-found message', async ({ page }) => {
  for (const token of ['A'.repeat(43), 'non-valido', 'x'.repeat(300)]) {
    await page.goto(`/statement/${token}`);
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    await expect(page.getByText(CONTRACT_MESSAGES.statementLinkInvalid)).toBeVisible();
  }
  await screenshot(page, 'statement-not-found');
});

test('an invited tenant completes the account and sees their contract, what they owe and their payables', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const landlordContext = await browser.newContext({ locale: APP_LOCALE, timezoneId: APP_TIME_ZONE });
  const landlordPage = await landlordContext.newPage();
  await signedInLandlord(landlordPage, request);
  const propertyId = await createPropertyApi(landlordPage, 'Casa Porta Romana', ['Camera Verde']);
  const rooms = await roomIdsApi(landlordPage, propertyId);
  const tenantEmail = uniqueEmail('inquilina');
  await createSettlementContract(landlordPage, propertyId, rooms['Camera Verde']!, tenantEmail);
  await addWaterBill(landlordPage, propertyId);
  await landlordContext.close();

  const invitation = await waitForEmail(request, tenantEmail, 'sei stato invitato');
  const link = invitation.links.find((l) => l.includes('/complete-account'));
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('Nome', { exact: true }).fill('Marco');
  await page.getByLabel('Cognome', { exact: true }).fill('Rossi');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Conferma password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Completa account' }).click();

  // Overview: what they owe now, overdue, next due date, the settlement preview.
  await expect(page.getByRole('heading', { name: 'Tenant Dashboard' })).toBeVisible();
  const overview = (await (await page.request.get('/api/tenant/overview')).json()) as { total_due: number };
  expect(overview.total_due).toBeGreaterThan(0);
  await expect(page.getByText('Da pagare ora')).toBeVisible();
  await expect(page.getByText('In ritardo')).toBeVisible();
  await expect(page.getByText('Prossima scadenza')).toBeVisible();
  await expect(page.getByText('Anteprima conguaglio')).toBeVisible();
  await expectAccessible(page);
  await shotBoth(page, 'tenant-overview');

  // My Contracts → the detail.
  await page.getByRole('link', { name: 'I miei contratti' }).click();
  await expect(page).toHaveURL(/\/dashboard\/tenant\/contracts$/);
  await page.getByRole('link', { name: /Casa Porta Romana/ }).click();
  await expect(page.getByRole('heading', { name: 'Casa Porta Romana' })).toBeVisible();
  await expect(page.getByText('Camera Verde')).toBeVisible();
  await expect(page.getByText('A conguaglio')).toBeVisible();
  await expect(page.getByText('600,00 €')).toBeVisible();
  await expectAccessible(page);
  await shotBoth(page, 'tenant-contract');

  // Payables: the statement's labels; a row expands.
  await page.goto('/dashboard/tenant/payables');
  await expect(page.getByRole('heading', { name: 'Casa Porta Romana' })).toBeVisible();
  await expect(page.getByText('in attesa di pagamento').first()).toBeVisible();
  // A bill's share names its utility (issue 46 item 13).
  await expect(page.getByRole('button', { name: 'Bolletta a consumo · Acqua', exact: true })).toBeVisible();
  const rent = page.getByRole('button', { name: 'Affitto' }).first();
  await rent.click();
  await expect(rent).toHaveAttribute('aria-expanded', 'true');
  // Every payable, a page at a time (decision 121): the count, a status chip kept in the URL.
  const count = async (query: string) => {
    const { total } = (await (await page.request.get(`/api/tenant/payables/page${query}`)).json()) as { total: number };
    return `${total} pagament${total === 1 ? 'o' : 'i'}`;
  };
  await expect(page.getByRole('heading', { name: 'Tutti i pagamenti' })).toBeVisible();
  await expect(page.getByText(await count(''), { exact: true })).toBeVisible();
  // The contract started months ago: its rents are overdue by now.
  const overdueChip = page.getByRole('button', { name: 'Scaduti', exact: true });
  await overdueChip.click();
  await expect(page).toHaveURL(/[?&]status=overdue/);
  await expect(page.getByText(await count('?status=overdue'), { exact: true })).toBeVisible();
  await page.reload();
  await expect(overdueChip).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
  await shotBoth(page, 'tenant-payables');

  // No landlord page for a tenant.
  await page.goto('/dashboard/landlord/payables');
  await expect(page).toHaveURL(/\/dashboard\/tenant\/overview$/);
});

test('a statement rendered on the server: shown before any script, then hydrated without asking again', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInLandlord(page, request);
  const propertyId = await createPropertyApi(page, 'Casa Isola', ['Camera Verde']);
  const rooms = await roomIdsApi(page, propertyId);
  const contractId = await createSettlementContract(page, propertyId, rooms['Camera Verde']!, uniqueEmail('ssr'));
  const share = await page.request.get(`/api/contracts/${contractId}/share-link`);
  expect(share.status()).toBe(200);
  const path = new URL(((await share.json()) as { link: string }).link).pathname;

  // The HTML as sent, without a session: the statement is already in it.
  const html = await (await request.get(path)).text();
  expect(html).toContain('<div id="root" data-prerendered>');
  expect(html).toContain('Casa Isola');
  expect(html).toContain('600,00\u00a0€');
  expect(html).toContain('<script type="application/json" id="query-state">');

  // Without JavaScript at all: the page as the server rendered it, at both widths.
  const noScript = await browser.newContext({
    javaScriptEnabled: false,
    locale: APP_LOCALE,
    timezoneId: APP_TIME_ZONE,
  });
  const still = await noScript.newPage();
  for (const [label, width, height] of [
    ['desktop', 1280, 900],
    ['phone', 390, 844],
  ] as const) {
    await still.setViewportSize({ width, height });
    await still.goto(path);
    await expect(still.getByRole('heading', { name: 'Estratto conto', level: 1 })).toBeVisible();
    await expect(still.getByText('Casa Isola')).toBeVisible();
    if (label === 'phone') await expect(still.getByRole('list', { name: 'Elenco dei pagamenti' })).toBeVisible();
    else await expect(still.getByRole('table').first()).toBeVisible();
    await screenshot(still, `statement-nojs-${label}`);
  }
  await noScript.close();

  // With JavaScript (a fresh visitor): hydrated without a mismatch (console guard), the statement
  // not asked for again, a payable expands.
  const visitorContext = await browser.newContext({ locale: APP_LOCALE, timezoneId: APP_TIME_ZONE });
  const visitor = await visitorContext.newPage();
  const errors: string[] = [];
  visitor.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  const asked: string[] = [];
  visitor.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) asked.push(new URL(req.url()).pathname);
  });
  for (const [label, width, height] of [
    ['desktop', 1280, 900],
    ['phone', 390, 844],
  ] as const) {
    await visitor.setViewportSize({ width, height });
    await visitor.goto(path);
    await expect(visitor.getByRole('heading', { name: 'Estratto conto', level: 1 })).toBeVisible();
    await waitForHydration(visitor);
    const payable =
      label === 'phone'
        ? visitor.getByRole('list', { name: 'Elenco dei pagamenti' }).getByRole('button').first()
        : visitor.getByRole('button', { name: 'Affitto' }).first();
    await expect(payable).toHaveAttribute('aria-expanded', 'false');
    await payable.click();
    await expect(payable).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(visitor);
    await screenshot(visitor, `statement-hydrated-${label}`);
  }
  expect(asked).toEqual([]);
  expect(errors).toEqual([]);
  await visitorContext.close();
});
