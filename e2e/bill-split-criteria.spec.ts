import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, signedInLandlord, test, uniqueEmail } from './fixtures';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';

/**
 * Issue 21 (DOMAIN §5): a condominium bill on a partly vacant flat. The landlord picks the
 * criterion in the add-expense form and sees the preview change before saving; the saved bill's
 * detail names the criterion and shows the owner's share with its reason — at 1280 and 390 px.
 */

/** Three rooms, only Camera 1 let (Anna, all the period): two rooms stay vacant. */
async function seedPartlyVacantFlat(page: Page) {
  const propertyId = await createPropertyApi(page, `Casa Isola ${Date.now().toString(36)}`, [
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
    occupants: 2,
  });
  return propertyId;
}

async function journey(page: Page, width: 'desktop' | 'phone') {
  const propertyId = await seedPartlyVacantFlat(page);
  await page.goto(`/dashboard/landlord/properties/${propertyId}?tab=bills`);
  await page
    .getByRole('button', { name: /Aggiungi (la prima )?spesa/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi spesa' });
  await dialog.getByLabel('Categoria').click();
  await page.getByRole('option', { name: 'Amministrative e condominiali' }).click();
  await dialog.getByLabel('Data inizio', { exact: true }).fill('01/01/2026');
  await dialog.getByLabel('Data fine', { exact: true }).fill('31/03/2026');
  await dialog.getByLabel('Importo totale (€)').fill('180');

  // The default for a condominium bill: rooms. One room of three let: the owner keeps two thirds.
  const preview = dialog.getByTestId('bill-preview');
  await expect(dialog.getByLabel('Criterio di ripartizione')).toContainText('Stanze (giorni × stanze)');
  await expect(preview).toContainText('Anna Neri');
  await expect(preview).toContainText('60,00 €');
  await expect(preview).toContainText('90 giorni × 1 stanza = 90 su 270 giorni-stanza');
  await expect(preview.getByTestId('owner-share')).toContainText('120,00 €');
  await expect(preview.getByTestId('owner-share')).toContainText('stanze libere: 180 su 270 giorni-stanza');

  // Switched to occupancy: Anna held every day, so she carries it all and the owner nothing.
  await dialog.getByLabel('Criterio di ripartizione').click();
  await page.getByRole('option', { name: 'Presenze (giorni × occupanti)' }).click();
  await expect(preview).toContainText('90 giorni × 2 occupanti = 180 su 180 giorni-persona');
  await expect(preview).toContainText('180,00 €');
  await expect(preview.getByTestId('owner-share')).toContainText('0,00 €');

  // Back to rooms, and saved.
  await dialog.getByLabel('Criterio di ripartizione').click();
  await page.getByRole('option', { name: 'Stanze (giorni × stanze)' }).click();
  await expect(preview.getByTestId('owner-share')).toContainText('120,00 €');
  await screenshot(page, `bill-split-preview-${width}`, { fullPage: false });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Salva spesa' }).click();
  await expect(page.locator('[data-sonner-toast]', { hasText: 'Spesa caricata con successo' })).toContainText(
    'Anna Neri: 60,00 €',
  );
  await expect(dialog).toHaveCount(0);

  await page
    .getByRole('row', { name: /Apri la spesa/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/bills\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Stanze (giorni × stanze)')).toBeVisible();
  const line = page.locator('tr, li').filter({ hasText: 'Anna Neri', visible: true }).filter({ hasText: 'giorni' });
  await expect(line).toContainText('90 giorni × 1 stanza = 90 su 270 giorni-stanza');
  await expect(line).toContainText('60,00 €');
  const owner = page.getByTestId('owner-share');
  await expect(owner).toContainText('A carico del proprietario');
  await expect(owner).toContainText('120,00 €');
  await expect(owner).toContainText('stanze libere: 180 su 270 giorni-stanza');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await screenshot(page, `bill-split-detail-${width}`);
  await expectAccessible(page);
}

test('a bill on a partly vacant flat: criterion switched, preview, saved, owner’s share on the detail', async ({
  page,
  request,
}) => {
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
