import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, signedInLandlord, test, uniqueEmail } from './fixtures';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';
import { startBill } from './bill-dialog';

/**
 * Issue 21 (docs/domain.md §5): a room's weight set in 'Gestione Stanze' ('Peso') shows in the rooms table
 * and the add-expense preview uses it under the rooms criterion, with the weight in the arithmetic.
 */
async function journey(page: Page, width: 'desktop' | 'phone') {
  const propertyId = await createPropertyApi(page, `Casa Pesi ${Date.now().toString(36)}`, [
    'Camera 1',
    'Camera 2',
    'Camera 3',
  ]);
  const rooms = await roomIdsApi(page, propertyId);
  await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Camera 1']!],
    email: uniqueEmail('anna'),
    start: '2025-06-01',
    end: '2026-12-31',
    rentCents: 50000,
    firstName: 'Anna',
    lastName: 'Neri',
  });

  await page.goto(`/dashboard/landlord/properties/${propertyId}/edit`);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'Modifica Camera 1' }).click();
  await main.getByRole('textbox', { name: 'Peso (facoltativo, predefinito 1)' }).fill('2,5');
  await main.getByRole('button', { name: 'Salva', exact: true }).click();
  await expect(page.getByText('Stanza aggiornata con successo.')).toBeVisible();
  await expect(main.getByRole('row', { name: /Camera 1/ })).toContainText('2,5');
  await expect(main.getByRole('row', { name: /Camera 2/ })).toContainText('1');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await expectAccessible(page);
  await screenshot(page, `room-weight-rooms-${width}`);

  const dialog = await startBill(page, propertyId, {
    category: 'Amministrative e condominiali',
    start: '01/01/2026',
    end: '31/03/2026',
    total: '180',
  });
  // 90 days × 2,5 = 225 of 90 × (2,5 + 1 + 1) = 405: Anna 100 €, the owner 80 €.
  const preview = dialog.getByTestId('bill-preview');
  await expect(dialog.getByLabel('Criterio di ripartizione')).toContainText('Stanze (giorni × stanze)');
  await expect(preview).toContainText('90 giorni × 1 stanza (peso 2,5) = 225 su 405 giorni-stanza');
  await expect(preview).toContainText('100,00 €');
  await expect(preview.getByTestId('owner-share')).toContainText('80,00 €');
  await expectAccessible(page);
  await screenshot(page, `room-weight-preview-${width}`, { fullPage: false });
}

test('a room weight set in Gestione Stanze is used by the bill preview', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signedInLandlord(page, request);
  await journey(page, 'desktop');
});

test('the same at 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInLandlord(page, request);
  await journey(page, 'phone');
});
