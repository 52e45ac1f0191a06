import { DOCUMENT_MESSAGES, FIELD_MESSAGES, BILL_MESSAGES } from '@casaconti/core/messages';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signedInLandlord, snap, test, uniqueEmail, screenshot } from './fixtures';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';

/**
 * Bills journeys (docs/product.md §2 Property detail bills tab, add-expense form, Bill detail; docs/domain.md §5, §10):
 * the landlord records docs/domain.md §10's electricity bill with a PDF (real upload progress), reads the
 * split in the toast, opens the detail with its criterion and document, sees the shares on the
 * contracts' payments tabs, and deletes the bill — at desktop width and at 390 px.
 */

/** A PDF of about 1.5 MB, so the upload reports progress. */
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n'),
  Buffer.from(`%${'x'.repeat(1_500_000)}\n`),
  Buffer.from('trailer<</Root 1 0 R>>\n%%EOF\n'),
]);

/** docs/domain.md §10: Anna 2 occupants all January (settlement), Marco 1 occupant from 16/01 (consumption). */
async function seedFlat(page: Page) {
  const propertyId = await createPropertyApi(page, `Casa Brera ${Date.now().toString(36)}`, ['Camera 1', 'Camera 2']);
  const rooms = await roomIdsApi(page, propertyId);
  const anna = await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Camera 1']!],
    email: uniqueEmail('anna'),
    start: '2025-06-01',
    end: '2026-12-31',
    rentCents: 60000,
    firstName: 'Anna',
    lastName: 'Neri',
    occupants: 2,
    costModels: { electricity: 'settlement' },
  });
  const marco = await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Camera 2']!],
    email: uniqueEmail('marco'),
    start: '2026-01-16',
    end: '2026-12-31',
    rentCents: 45000,
  });
  return { propertyId, anna, marco };
}

/** Records every value the upload progress bar shows, from now on. */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { progressSeen: number[] }).progressSeen = seen;
    const note = () => {
      for (const bar of Array.from(document.querySelectorAll('[role="progressbar"]'))) {
        const value = Number(bar.getAttribute('aria-valuenow'));
        if (seen.at(-1) !== value) seen.push(value);
      }
    };
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { progressSeen: number[] }).progressSeen);
}

async function addElectricityBill(page: Page, opts: { openWith: string; shot: string }) {
  await page.getByRole('button', { name: opts.openWith }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi spesa' });
  await expect(dialog).toBeVisible();

  // Every docs/product.md §5 message, on an empty save and on a bad period or amount.
  await dialog.getByRole('button', { name: 'Salva spesa' }).click();
  await expect(dialog.getByText('Seleziona una categoria', { exact: true }).last()).toBeVisible();
  await expect(dialog.getByText('Seleziona la data di inizio')).toBeVisible();
  await expect(dialog.getByText('Seleziona la data di fine')).toBeVisible();
  await expect(dialog.getByText(FIELD_MESSAGES.amountMustBePositive)).toBeVisible();

  await dialog.getByLabel('Categoria').click();
  await page.getByRole('option', { name: 'Luce' }).click();
  await dialog.getByLabel('Data inizio', { exact: true }).fill('31/01/2026');
  await dialog.getByLabel('Data fine', { exact: true }).fill('01/01/2026');
  await dialog.getByLabel('Importo totale (€)').fill('0');
  await dialog.getByLabel('Note (facoltative)').click();
  await expect(dialog.getByText('La data di fine deve essere successiva alla data di inizio')).toBeVisible();
  await expect(dialog.getByText(FIELD_MESSAGES.amountMustBePositive)).toBeVisible();
  // Too large says so, not 'maggiore di 0' (issue 46 §12, decision 169).
  await dialog.getByLabel('Importo totale (€)').fill('99.999.999.999');
  await dialog.getByLabel('Note (facoltative)').click();
  await expect(dialog.getByText(FIELD_MESSAGES.amountTooLarge)).toBeVisible();
  await expect(dialog.getByText(FIELD_MESSAGES.amountMustBePositive)).toHaveCount(0);
  await snap(page, `${opts.shot}-too-large`);

  await dialog.getByLabel('Data inizio', { exact: true }).fill('01/01/2026');
  await dialog.getByLabel('Data fine', { exact: true }).fill('31/01/2026');
  // A typed point shows as typed, and as a decimal comma once the field is left (decision 057).
  await dialog.getByLabel('Importo totale (€)').fill('300.00');
  await dialog.getByLabel('Importo totale (€)').blur();
  await expect(dialog.getByLabel('Importo totale (€)')).toHaveValue('300,00');
  await dialog.getByLabel('Note (facoltative)').fill('Enel, bolletta di gennaio');
  await expect(dialog.getByText('La data di fine deve essere successiva alla data di inizio')).toHaveCount(0);

  // A file that is neither PDF nor image is refused before any upload.
  // The file control speaks Italian: 'Scegli file' and the chosen name, reachable by keyboard.
  const file = dialog.getByLabel('Documento (PDF o immagine, facoltativo)');
  await expect(dialog.getByText('Scegli file')).toBeVisible();
  await expect(dialog.getByText('Nessun file selezionato')).toBeVisible();
  await expect(file).toHaveAccessibleDescription(/Nessun file selezionato/);
  await dialog.getByLabel('Note (facoltative)').focus();
  await page.keyboard.press('Tab');
  await expect(file).toBeFocused();
  const [byKeyboard] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
  await byKeyboard.setFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('ciao') });
  await expect(
    dialog.getByText("Formato non supportato: carica un PDF o un'immagine (JPEG, PNG, WebP, HEIC)"),
  ).toBeVisible();

  const progress = await recordProgress(page);
  const [byPointer] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByText('Scegli file').click()]);
  await byPointer.setFiles({ name: 'bolletta-gennaio.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(DOCUMENT_MESSAGES.uploaded)).toBeVisible();
  const bar = dialog.getByRole('progressbar', { name: DOCUMENT_MESSAGES.uploadProgressLabel });
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  const seen = await progress();
  expect(seen[0], `progress values ${seen.join(', ')}`).toBeLessThan(100);
  expect(seen.at(-1)).toBe(100);
  expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  await expect(dialog.getByText('bolletta-gennaio.pdf')).toBeVisible();
  await screenshot(page, opts.shot, { fullPage: false });
  await expectAccessible(page);

  await dialog.getByRole('button', { name: 'Salva spesa' }).dblclick();
  const success = page.locator('[data-sonner-toast]', { hasText: 'Spesa caricata con successo' });
  await expect(success).toBeVisible();
  await expect(success).toContainText('Anna Neri: 238,46 €');
  await expect(success).toContainText('Marco Rossi: 61,54 €');
  const warning = page.locator('[data-sonner-toast]', { hasText: 'Spesa processata con avvisi' });
  await expect(warning).toContainText('Marco Rossi copre solo 16 giorni su 31');
  await expect(dialog).toHaveCount(0);
}

async function checkDetail(page: Page, names: { anna: string; marco: string }) {
  await expect(page).toHaveURL(/\/bills\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Luce' })).toBeVisible();
  await expect(page.getByText('Enel, bolletta di gennaio')).toBeVisible();
  // A table row on wide screens, a list item on a phone: whichever is shown (its arithmetic has
  // '×'; the warnings that name the contract, on the page and in the toast, do not).
  const split = (name: string) =>
    page.locator('tr, li').filter({ hasText: name, visible: true }).filter({ hasText: ' × ' });
  const annaRow = split(names.anna);
  await expect(annaRow).toContainText('A conguaglio');
  await expect(annaRow).toContainText('31 giorni × 2 occupanti = 62 su 78');
  await expect(annaRow).toContainText('238,46 €');
  const marcoRow = split(names.marco);
  await expect(marcoRow).toContainText('16 giorni × 1 occupante = 16 su 78');
  await expect(marcoRow).toContainText('61,54 €');
}

test('records docs/domain.md §10’s bill with a PDF, shows the split, the criterion and the document, then deletes it', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signedInLandlord(page, request);
  const { propertyId, anna, marco } = await seedFlat(page);

  // The error state offers a retry.
  let failures = 1;
  await page.route('**/api/bills/page?*', (route) =>
    failures-- > 0
      ? route.fulfill({ status: 400, json: { error: { code: 'BAD_REQUEST', message: 'no' } } })
      : route.fallback(),
  );
  await page.goto(`/dashboard/landlord/properties/${propertyId}?tab=bills`);
  await expect(page.getByText('Errore durante il caricamento delle spese')).toBeVisible();
  await page.getByRole('button', { name: 'Riprova' }).click();
  await expect(page.getByRole('button', { name: 'Aggiungi la prima spesa' })).toBeVisible();
  await page.unroute('**/api/bills/page?*');
  await snap(page, 'bills-empty');

  await addElectricityBill(page, { openWith: 'Aggiungi la prima spesa', shot: 'bill-add-dialog-desktop' });

  // One bill in the table, even after the double click.
  const rows = page.getByRole('row', { name: /Apri la spesa/ });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Luce');
  await expect(rows.first()).toContainText('01/01/2026 – 31/01/2026');
  await expect(rows.first()).toContainText('300,00 €');
  await snap(page, 'bills-table');
  await expectAccessible(page);

  // Keyboard opens the row.
  await rows.first().focus();
  await page.keyboard.press('Enter');
  await checkDetail(page, { anna: 'Anna Neri', marco: 'Marco Rossi' });
  await snap(page, 'bill-detail');
  await expectAccessible(page);

  // The document opens through a signed link in a new tab.
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Apri', exact: true }).click(),
  ]);
  await popup.waitForLoadState('domcontentloaded');
  expect(popup.url()).toContain('/api/documents/blob/bill/');
  await popup.close();

  // The shares reach the contracts' payments tabs: Marco's payable, Anna's amount to be settled.
  await page.getByRole('link', { name: 'Marco Rossi' }).click();
  await expect(page).toHaveURL(new RegExp(`/contracts/${marco}$`));
  await page.getByRole('tab', { name: /Pagamenti/ }).click();
  await expect(page.getByText('Bolletta a consumo · Luce')).toBeVisible();
  await expect(page.getByText('61,54 €').first()).toBeVisible();
  await snap(page, 'bill-contract-payable');
  await page.goto(`/dashboard/landlord/contracts/${anna}`);
  await page.getByRole('tab', { name: /Pagamenti/ }).click();
  // The synthesized 'to be settled' row is filled by the pending settlement debit.
  const toSettle = page.getByRole('button', { name: /Importi da conguagliare/ });
  await expect(toSettle).toContainText('238,46 €');
  await toSettle.click();
  await expect(page.locator('#pending-settlement-detail')).toContainText('Luce · 31/01/2026');
  await snap(page, 'bill-contract-to-settle');
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/\/bills\//);

  // Delete, confirmed, back to the bills tab.
  await page.getByRole('button', { name: 'Elimina' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Elimina spesa' });
  await expect(confirm).toBeVisible();
  await snap(page, 'bill-delete-dialog');
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Bolletta eliminata con successo.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/properties/${propertyId}\\?tab=bills$`));
  await expect(page.getByRole('button', { name: 'Aggiungi la prima spesa' })).toBeVisible();
});

test('the same journey at 390 px', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInLandlord(page, request);
  const { propertyId } = await seedFlat(page);
  await page.goto(`/dashboard/landlord/properties/${propertyId}?tab=bills`);
  await addElectricityBill(page, { openWith: 'Aggiungi spesa', shot: 'bill-add-dialog-phone' });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.getByRole('row', { name: /Apri la spesa/ }).click();
  await checkDetail(page, { anna: 'Anna Neri', marco: 'Marco Rossi' });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await screenshot(page, 'bill-detail-390');
  await page.getByRole('button', { name: 'Elimina' }).click();
  await page.getByRole('alertdialog', { name: 'Elimina spesa' }).getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Bolletta eliminata con successo.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Aggiungi la prima spesa' })).toBeVisible();
});

test('a bill id that is malformed or missing shows the SPEC messages', async ({ page, request }) => {
  await signedInLandlord(page, request);
  const { propertyId } = await seedFlat(page);
  await page.goto(`/dashboard/landlord/properties/${propertyId}/bills/nope`);
  await expect(page.getByRole('heading', { name: BILL_MESSAGES.invalidBillId })).toBeVisible();
  await page.goto(`/dashboard/landlord/properties/${propertyId}/bills/00000000-0000-4000-8000-000000000000`);
  await expect(page.getByRole('heading', { name: BILL_MESSAGES.billNotFound })).toBeVisible();
  await page.getByRole('link', { name: 'Torna alle spese' }).click();
  await expect(page).toHaveURL(new RegExp(`/properties/${propertyId}\\?tab=bills$`));
});

test('a phone photo in HEIC with no browser type is recognised by its bytes', async ({ page, request }) => {
  await signedInLandlord(page, request);
  const propertyId = await createPropertyApi(page, `Casa Foto ${Date.now().toString(36)}`, ['Unica']);
  await page.goto(`/dashboard/landlord/properties/${propertyId}?tab=bills`);
  await page.getByRole('button', { name: 'Aggiungi la prima spesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi spesa' });
  // The start of an ISO-BMFF HEIC file: an ftyp box with the 'heic' brand.
  const heic = Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypheic'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic'),
    Buffer.alloc(2048),
  ]);
  await dialog
    .getByLabel('Documento (PDF o immagine, facoltativo)')
    .setInputFiles({ name: 'IMG_0042.HEIC', mimeType: '', buffer: heic });
  await expect(page.getByText(DOCUMENT_MESSAGES.uploaded)).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: DOCUMENT_MESSAGES.uploadProgressLabel })).toHaveAttribute(
    'aria-valuenow',
    '100',
  );
  await expect(dialog.getByText('IMG_0042.HEIC')).toBeVisible();
});

test('a refused deletion stays in the dialog with the reason', async ({ page, request }) => {
  await signedInLandlord(page, request);
  const { propertyId } = await seedFlat(page);
  const created = await page.request.post('/api/bills', {
    data: {
      billDetails: {
        propertyId,
        category: 'gas',
        totalAmount: 10000,
        splittableAmount: 10000,
        notes: null,
        periodStartDate: '2026-02-01',
        periodEndDate: '2026-02-28',
      },
      documentInfo: null,
      idempotencyKey: crypto.randomUUID(),
    },
  });
  expect(created.status()).toBe(201);
  const { billId } = (await created.json()) as { billId: string };
  // The server refuses once a share is paid (API-tested); here its answer is replayed to the page.
  const reason = BILL_MESSAGES.deletePaid;
  await page.route(`**/api/bills/${billId}`, (route) =>
    route.request().method() === 'DELETE'
      ? route.fulfill({ status: 409, json: { error: { code: 'CONFLICT', message: reason } } })
      : route.fallback(),
  );
  await page.goto(`/dashboard/landlord/properties/${propertyId}/bills/${billId}`);
  await expect(page.getByRole('heading', { name: 'Gas' })).toBeVisible();
  await page.getByRole('button', { name: 'Elimina' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Elimina spesa' });
  await confirm.getByRole('button', { name: 'Elimina' }).click();
  await expect(confirm.getByText("Errore durante l'eliminazione della bolletta")).toBeVisible();
  await expect(confirm.getByText(reason)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/bills/${billId}$`));
});
