import { DOCUMENT_MESSAGES } from '@casaconti/core/messages';
import type { Page } from '@playwright/test';
import { MAX_UPLOAD_BYTES } from '@casaconti/core/constants';
import { expect, expectAccessible, signedInLandlord, snap, test, uniqueEmail } from './fixtures';
import { createPropertyApi, roomIdsApi } from './seed';

/**
 * A file error blocks saving (issue 19, decision 044): a file refused in the browser (too large)
 * or by the server (its specific reason, e.g. a renamed .exe) stays beside the file until it is
 * removed or replaced, and the bill or contract is not saved without it meanwhile.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
/** 1 MB over the upload limit (10 MB). */
const HUGE_PDF = Buffer.concat([PDF, Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024)]);
/** A Windows program renamed to look like a PDF: its bytes start with 'MZ'. */
const RENAMED_EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096, 0x90)]);
const TOO_LARGE = DOCUMENT_MESSAGES.fileTooLarge;
const BILL_TYPE_REFUSED = 'Tipo di file non consentito: per le spese PDF o immagini (JPEG, PNG, WebP, HEIC).';
const CONTRACT_TYPE_REFUSED = 'Tipo di file non consentito: per i contratti solo PDF.';

/** Counts the requests that would save (POST to `path`). */
function countSaves(page: Page, path: string) {
  let saves = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && new URL(req.url()).pathname === path) saves++;
  });
  return () => saves;
}

async function blockedBillJourney(page: Page, shot: string) {
  const propertyId = await createPropertyApi(page, `Casa Upload ${Date.now().toString(36)}`, ['Unica']);
  const saves = countSaves(page, '/api/bills');
  await page.goto(`/dashboard/landlord/properties/${propertyId}?tab=bills`);
  await page.getByRole('button', { name: 'Aggiungi la prima spesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi spesa' });
  await dialog.getByLabel('Categoria').click();
  await page.getByRole('option', { name: 'Gas' }).click();
  await dialog.getByLabel('Data inizio', { exact: true }).fill('01/01/2026');
  await dialog.getByLabel('Data fine', { exact: true }).fill('31/01/2026');
  await dialog.getByLabel('Importo totale (€)').fill('80.00');
  const file = dialog.getByLabel('Documento (PDF o immagine, facoltativo)');
  const save = dialog.getByRole('button', { name: 'Salva spesa' });

  // Too large: refused in the browser; saving waits for the file to be removed.
  await file.setInputFiles({ name: 'bolletta-enorme.pdf', mimeType: 'application/pdf', buffer: HUGE_PDF });
  await expect(dialog.getByText(TOO_LARGE)).toBeVisible();
  await expect(dialog.getByText('bolletta-enorme.pdf')).toBeVisible();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await save.click();
  await expect(file).toBeFocused();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(TOO_LARGE)).toBeVisible();
  expect(saves()).toBe(0);
  await dialog.getByRole('button', { name: 'Rimuovi' }).click();
  await expect(dialog.getByText(TOO_LARGE)).toHaveCount(0);
  await expect(dialog.getByText('Nessun file selezionato')).toBeVisible();

  // A renamed program: the server refuses it by its bytes and its reason is shown, not a generic one.
  await file.setInputFiles({ name: 'bolletta.pdf', mimeType: 'application/pdf', buffer: RENAMED_EXE });
  await expect(dialog.getByText(BILL_TYPE_REFUSED)).toBeVisible();
  await expect(page.locator('[data-sonner-toast]', { hasText: DOCUMENT_MESSAGES.uploadFailedToast })).toContainText(
    BILL_TYPE_REFUSED,
  );
  await expect(page.getByText(DOCUMENT_MESSAGES.uploadFailed)).toHaveCount(0);
  await snap(page, shot);
  await expectAccessible(page);
  await save.click();
  await expect(file).toBeFocused();
  await expect(dialog.getByText(BILL_TYPE_REFUSED)).toBeVisible();
  expect(saves()).toBe(0);

  // Replacing the file clears the error; the bill is then saved with it.
  await file.setInputFiles({ name: 'bolletta-gas.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(DOCUMENT_MESSAGES.uploaded)).toBeVisible();
  await expect(dialog.getByText(BILL_TYPE_REFUSED)).toHaveCount(0);
  await save.click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Spesa caricata con successo' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(saves()).toBe(1);
  await page.getByRole('row', { name: /Apri la spesa/ }).click();
  await expect(page.getByText('bolletta-gas.pdf')).toBeVisible();
}

test('add expense: a file error blocks saving, the server’s reason is shown (1280 px)', async ({ page, request }) => {
  test.setTimeout(300_000);
  await signedInLandlord(page, request);
  await blockedBillJourney(page, 'bill-upload-refused');
});

test('add expense: the same at 390 px', async ({ page, request }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInLandlord(page, request);
  await blockedBillJourney(page, 'bill-upload-refused-390');
});

test('contract wizard: a refused document blocks the creation until it is removed', async ({ page, request }) => {
  test.setTimeout(300_000);
  await signedInLandlord(page, request);
  const propertyId = await createPropertyApi(page, `Casa Contratto ${Date.now().toString(36)}`, ['Monolocale']);
  const rooms = await roomIdsApi(page, propertyId);
  const saves = countSaves(page, '/api/contracts');
  await page.goto(
    `/dashboard/landlord/contracts/new?property_id=${propertyId}&preselected_room_id=${rooms.Monolocale}`,
  );
  await page.getByLabel('Email').fill(uniqueEmail('upload'));
  await page.getByLabel('Nome', { exact: true }).fill('Anna');
  await page.getByLabel('Cognome', { exact: true }).fill('Neri');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByLabel('Affitto mensile (€)').fill('400');
  await page.getByLabel('Data inizio', { exact: true }).fill('01/12/2026');
  await page.getByLabel('Data fine', { exact: true }).fill('30/11/2027');
  for (const category of ['Amministrative e condominiali', 'Acqua', 'Luce', 'Gas', 'Internet', 'Riscaldamento']) {
    await page.getByRole('radiogroup', { name: category }).getByRole('radio', { name: 'Gestione autonoma' }).click();
  }
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByRole('checkbox', { name: /Monolocale/ })).toBeChecked();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Passo 4 di 4')).toBeVisible();

  const file = page.getByLabel('Contratto firmato (PDF, facoltativo)');
  const create = page.getByRole('button', { name: 'Crea contratto' });
  // A good file first, then a refused one: the refused one replaces it, it is not kept silently.
  await file.setInputFiles({ name: 'contratto.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(DOCUMENT_MESSAGES.uploaded)).toBeVisible();
  await file.setInputFiles({ name: 'contratto-firmato.pdf', mimeType: 'application/pdf', buffer: RENAMED_EXE });
  await expect(page.getByRole('main').getByText(CONTRACT_TYPE_REFUSED)).toBeVisible();
  await expect(page.getByText('contratto-firmato.pdf')).toBeVisible();
  await snap(page, 'contract-wizard-upload-refused');
  await create.click();
  await expect(file).toBeFocused();
  await expect(page.getByText('Passo 4 di 4')).toBeVisible();
  expect(saves()).toBe(0);

  await file.setInputFiles({ name: 'contratto-enorme.pdf', mimeType: 'application/pdf', buffer: HUGE_PDF });
  await expect(page.getByRole('main').getByText(TOO_LARGE)).toBeVisible();
  await create.click();
  await expect(file).toBeFocused();
  expect(saves()).toBe(0);

  await page.getByRole('button', { name: 'Rimuovi' }).click();
  await expect(page.getByRole('main').getByText(TOO_LARGE)).toHaveCount(0);
  await create.click();
  await expect(page.getByText('Contratto creato con successo!')).toBeVisible();
  expect(saves()).toBe(1);
});
