import fs from 'node:fs';
import { IMPORT_MESSAGES } from '@casaconti/core/messages';
import { templateColumnOf } from '@casaconti/core/portfolio-import';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, expectAccessible, signedInLandlord, snap, test, uniqueEmail, waitForEmail } from './fixtures';

/**
 * Issue 50: a landlord brings a portfolio in from a spreadsheet. Downloads the template, fills it
 * (two contracts and a free room; the room column under their own name), uploads it, maps that
 * column, sees the preview with an error on its row and cell, fixes the file and uploads it again
 * (the mapping remembered), confirms, sees the portfolio, then invites the tenants — at 1280 and
 * 390 px.
 */

async function downloadTemplate(page: Page): Promise<ExcelJS.Workbook> {
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Scarica il modello' }).click();
  const file = await (await download).path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(new Uint8Array(fs.readFileSync(file)).buffer);
  return book;
}

/** The template filled as a landlord would: the example row's contract, a second one, a free room. */
async function fill(book: ExcelJS.Workbook, emails: [string, string], rent: string): Promise<Buffer> {
  const sheet = book.getWorksheet('Portafoglio')!;
  const cell = (row: number, field: Parameters<typeof templateColumnOf>[0]) =>
    sheet.getRow(row).getCell(templateColumnOf(field) + 1);
  // The landlord's own name for the room column: not one the import knows.
  cell(1, 'room_name').value = 'Letto';
  cell(2, 'tenant_email').value = emails[0];
  const example = sheet.getRow(2).values as ExcelJS.CellValue[];
  sheet.getRow(3).values = example;
  cell(3, 'room_name').value = 'Camera 2';
  cell(3, 'tenant_first_name').value = 'Anna';
  cell(3, 'tenant_last_name').value = 'Verdi';
  cell(3, 'tenant_email').value = emails[1];
  cell(3, 'rent_amount').value = rent;
  sheet.getRow(4).values = example.slice(0, templateColumnOf('room_name') + 2);
  cell(4, 'room_name').value = 'Camera 3';
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function uploadFile(page: Page, bytes: Buffer) {
  await page.getByLabel('File del portafoglio').setInputFiles({
    name: 'portafoglio.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: bytes,
  });
  await page.getByRole('button', { name: 'Carica il file' }).click();
  await expect(page.getByRole('heading', { name: '3. Associa le colonne' })).toBeVisible();
}

for (const [label, width, height] of [
  ['desktop', 1280, 800],
  ['phone', 390, 844],
] as const) {
  test(`import a portfolio from the template, fix an error, confirm, invite the tenants (${label})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height });
    await signedInLandlord(page, request);
    await page.getByRole('link', { name: 'Importa da un foglio di calcolo' }).click();
    await expect(page).toHaveURL(/\/dashboard\/landlord\/import$/);
    await expect(page.getByRole('heading', { name: '1. Scarica il modello' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, `import-start-${label}`);

    const template = await downloadTemplate(page);
    expect(template.worksheets.map((s) => s.name)).toEqual(['Portafoglio', 'Valori ammessi']);
    const emails: [string, string] = [uniqueEmail('mario'), uniqueEmail('anna')];

    // A rent with three decimals: an error on its row and cell.
    await uploadFile(page, await fill(template, emails, '450,123'));
    const room = page.getByRole('combobox', { name: 'Stanza', exact: true });
    await expect(room).toHaveValue('');
    await expect(page.getByText(IMPORT_MESSAGES.mappingRequired)).toBeVisible();
    await room.selectOption({ label: `Colonna ${String.fromCharCode(65 + templateColumnOf('room_name'))} · Letto` });
    await expectAccessible(page);
    await snap(page, `import-mapping-${label}`);
    await page.getByRole('button', { name: 'Mostra l’anteprima' }).click();

    await expect(page.getByText('3 righe: 2 da creare, 0 già presenti, 1 da correggere')).toBeVisible();
    const bad = page.locator('li[data-row="3"]');
    await expect(bad).toContainText(IMPORT_MESSAGES.rowError);
    await expect(bad).toContainText(`Canone mensile: ${IMPORT_MESSAGES.tooManyDecimals}`);
    await expect(page.getByRole('button', { name: /^Importa/ })).toBeDisabled();
    await expectAccessible(page);
    await snap(page, `import-preview-error-${label}`);

    // Fixed in the file and uploaded again: the column is remembered.
    await page.getByRole('button', { name: 'Carica un altro file' }).click();
    await uploadFile(page, await fill(await downloadTemplate(page), emails, '450,12'));
    await expect(page.getByRole('combobox', { name: 'Stanza', exact: true })).toHaveValue(
      String(templateColumnOf('room_name')),
    );
    await page.getByRole('button', { name: 'Mostra l’anteprima' }).click();
    await expect(page.getByText('3 righe: 3 da creare, 0 già presenti, 0 da correggere')).toBeVisible();
    await page.getByRole('button', { name: 'Importa 3 righe' }).click();

    await expect(page.getByText('Importazione completata')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('3 righe create, 0 già presenti. Nessuna email è stata inviata.')).toBeVisible();
    // A reload comes back to the same import.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Invita gli inquilini' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, `import-done-${label}`);

    await page.getByRole('link', { name: 'Vai alle proprietà' }).click();
    await expect(page.getByRole('link', { name: /Via Roma 12/ }).first()).toBeVisible();
    await snap(page, `import-portfolio-${label}`);
    await page.goBack();

    await page.getByRole('button', { name: 'Invita tutti gli inquilini (2)' }).click();
    await expect(page.getByText('Inviti inviati: 2.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tutti gli inquilini sono invitati' })).toBeDisabled();
    await waitForEmail(request, emails[0], 'sei stato invitato');
    await waitForEmail(request, emails[1], 'sei stato invitato');
    await snap(page, `import-invited-${label}`);
  });
}
