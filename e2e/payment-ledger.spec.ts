import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, signedInLandlord, snap, test, uniqueEmail } from './fixtures';
import { seedOneRoomContract } from './seed';

/**
 * The payment ledger on the contract's 'Pagamenti' tab (docs/domain.md §12, issue 22): a partial payment
 * recorded with 'Registra pagamento' covers the oldest month and part of the next ('pagato 300,00
 * di 500,00 €') and gets receipt 2026/0001; 'Storno' with a reason gives it all back. Server
 * clock: 23/11/2026 (the date is typed: the browser's own clock may run ahead of the server's).
 */
function seedContract(page: Page) {
  return seedOneRoomContract(page, {
    propertyName: 'Casa Ricevute',
    email: uniqueEmail('ricevute'),
    firstName: 'Paola',
    lastName: 'Parziale',
  });
}

for (const [width, height, name] of [
  [1280, 900, 'desktop'],
  [390, 844, 'phone'],
] as const) {
  test(`a partial payment, then its reversal, at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await signedInLandlord(page, request);
    const contractId = await seedContract(page);
    await page.goto(`/dashboard/landlord/contracts/${contractId}`);
    await page.getByRole('tab', { name: /Pagamenti/ }).click();
    const payables = page.getByRole('list', { name: 'Pagamenti del contratto' });
    await expect(payables.locator(':scope > li')).toHaveCount(3);

    await page.getByRole('button', { name: 'Registra pagamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registra pagamento' });
    await dialog.getByLabel('Importo (€)').fill('800');
    const date = dialog.getByRole('textbox', { name: 'Data' });
    await date.fill('20/11/2026');
    await date.blur();
    await expect(dialog.getByRole('combobox', { name: 'Metodo' })).toHaveText('Bonifico');
    await dialog.getByLabel('Nota (facoltativa)').fill('Acconto');
    await expectAccessible(page);
    await screenshot(page, `payment-ledger-dialog-${name}`);
    await dialog.getByRole('button', { name: 'Registra pagamento' }).click();
    await expect(dialog).toBeHidden();

    // September paid, October partly, November untouched.
    await expect(payables.getByText('Pagato', { exact: true })).toHaveCount(1);
    await expect(payables.getByText('pagato 300,00 di 500,00\u00a0€')).toBeVisible();
    await expect(page.getByText('Da incassare ora')).toBeVisible();
    await expect(page.getByText('700,00\u00a0€', { exact: true }).first()).toBeVisible();
    const received = page.getByRole('list', { name: 'Pagamenti ricevuti' });
    await expect(received.getByText('Ricevuta n. 2026/0001')).toBeVisible();
    await expect(received.getByText('20/11/2026 · Bonifico · Acconto')).toBeVisible();
    await expectAccessible(page);
    await snap(page, `payment-ledger-tab-${name}`);
    await page.setViewportSize({ width, height });

    await received.getByRole('button', { name: 'Storno' }).click();
    const reversal = page.getByRole('dialog', { name: 'Storno del pagamento' });
    await expect(reversal.getByRole('button', { name: 'Conferma storno' })).toBeDisabled();
    await reversal.getByLabel('Motivo dello storno').fill('Bonifico respinto');
    await expectAccessible(page);
    await screenshot(page, `payment-ledger-reversal-${name}`);
    await reversal.getByRole('button', { name: 'Conferma storno' }).click();
    await expect(reversal).toBeHidden();
    await expect(received.getByText('Stornato', { exact: true })).toBeVisible();
    await expect(received.getByText('Stornato: Bonifico respinto')).toBeVisible();
    await expect(payables.getByText('Pagato', { exact: true })).toHaveCount(0);
    await expect(payables.getByText(/pagato .* di/)).toHaveCount(0);
    await expect(page.getByText('1.500,00\u00a0€', { exact: true }).first()).toBeVisible();
    await expectAccessible(page);
  });

  test(`'Conferma Avvenuto Pagamento' with a date and a method chosen in the dialog, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await signedInLandlord(page, request);
    const contractId = await seedContract(page);
    await page.goto('/dashboard/landlord/payables');
    await page.getByRole('tab', { name: 'Pagamenti' }).click();
    await page.getByRole('button', { name: 'Conferma Avvenuto Pagamento di Paola Parziale' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Conferma Avvenuto Pagamento' });
    await expect(dialog.getByRole('combobox', { name: 'Metodo' })).toHaveText('Bonifico');
    const date = dialog.getByRole('textbox', { name: 'Data' });
    await expect(date).not.toHaveValue('');
    await date.fill('20/11/2026');
    await date.blur();
    await dialog.getByRole('combobox', { name: 'Metodo' }).click();
    await page.getByRole('option', { name: 'Contanti' }).click();
    await expect(dialog.getByRole('combobox', { name: 'Metodo' })).toHaveText('Contanti');
    await expectAccessible(page);
    await screenshot(page, `payment-confirm-details-${name}`);
    await dialog.getByRole('button', { name: 'Conferma pagamento' }).click();
    await expect(dialog).toBeHidden();

    await page.goto(`/dashboard/landlord/contracts/${contractId}`);
    await page.getByRole('tab', { name: /Pagamenti/ }).click();
    const received = page.getByRole('list', { name: 'Pagamenti ricevuti' });
    await expect(received.getByText('20/11/2026 · Contanti')).toBeVisible();
  });
}
