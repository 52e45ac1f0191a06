import { PAYMENT_LEDGER_MESSAGES } from '@casaconti/core/messages';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, signedInLandlord, test, uniqueEmail } from './fixtures';
import { seedOneRoomContract } from './seed';

/**
 * Receipts (docs/domain.md §12, issue 22): a payment recorded on the contract's 'Pagamenti' tab lists
 * its receipt with a 'Ricevuta' link, and the link opens the receipt's PDF; while the tenant has
 * not accepted the contract, a note says its receipts are not emailed (decision 157). Server
 * clock: 23/11/2026 (the date is typed).
 */
function seedContract(page: Page) {
  return seedOneRoomContract(page, {
    propertyName: 'Casa Ricevuta',
    email: uniqueEmail('ricevuta'),
    firstName: 'Rita',
    lastName: 'Ricevuta',
  });
}

for (const [width, height, name] of [
  [1280, 900, 'desktop'],
  [390, 844, 'phone'],
] as const) {
  test(`the receipt of a recorded payment opens as a PDF, at ${width} px`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height });
    await signedInLandlord(page, request);
    const contractId = await seedContract(page);
    await page.goto(`/dashboard/landlord/contracts/${contractId}`);
    await page.getByRole('tab', { name: /Pagamenti/ }).click();

    await page.getByRole('button', { name: 'Registra pagamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registra pagamento' });
    await dialog.getByLabel('Importo (€)').fill('500');
    const date = dialog.getByRole('textbox', { name: 'Data' });
    await date.fill('20/11/2026');
    await date.blur();
    await dialog.getByRole('button', { name: 'Registra pagamento' }).click();
    await expect(dialog).toBeHidden();

    const received = page.getByRole('list', { name: 'Pagamenti ricevuti' });
    await expect(received.getByText('Ricevuta n. 2026/0001')).toBeVisible();
    const link = received.getByRole('link', { name: 'Ricevuta n. 2026/0001 (PDF)' });
    await expect(link).toHaveText('Ricevuta');
    // The seeded contract waits for the tenant's acceptance: its receipts are not emailed.
    await expect(page.getByText(PAYMENT_LEDGER_MESSAGES.receiptsNotEmailed)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, `receipt-link-${name}`);

    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    const href = await link.getAttribute('href');
    expect(new URL(popup.url()).pathname).toBe(href);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect(pdf.headers()['content-disposition']).toBe('inline; filename="ricevuta-2026-0001.pdf"');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await popup.close();
  });
}
