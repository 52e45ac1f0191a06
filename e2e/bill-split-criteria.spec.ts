import type { Browser, Page } from '@playwright/test';
import { APP_LOCALE, APP_TIME_ZONE } from '@casaconti/core/constants';
import {
  expect,
  expectAccessible,
  screenshot,
  signedInLandlord,
  test,
  uniqueEmail,
  waitForHydration,
} from './fixtures';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';
import { startBill } from './bill-dialog';

/**
 * Issue 21 (docs/domain.md §5): a condominium bill on a partly vacant flat. The landlord picks the
 * criterion in the add-expense form and sees the preview change before saving; the saved bill's
 * detail names the criterion and shows the owner's share with its reason — at 1280 and 390 px.
 */

/**
 * Three rooms: Camera 1 let to Anna (2 occupants) all the period, Camera 2 let to Bruno
 * (3 occupants) only from 2 March (30 of the bill's 90 days), Camera 3 vacant.
 */
async function seedPartlyVacantFlat(page: Page) {
  const propertyId = await createPropertyApi(page, `Casa Isola ${Date.now().toString(36)}`, [
    'Camera 1',
    'Camera 2',
    'Camera 3',
  ]);
  const rooms = await roomIdsApi(page, propertyId);
  const annaContractId = await createContractApi(page, {
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
  await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Camera 2']!],
    email: uniqueEmail('bruno'),
    start: '2026-03-02',
    end: '2026-12-31',
    rentCents: 40000,
    firstName: 'Bruno',
    lastName: 'Verdi',
    occupants: 3,
  });
  return { propertyId, annaContractId };
}

/** Anna's public statement (the link of the landlord's share dialog), opened without a session. */
async function tenantSeesOwnLine(page: Page, browser: Browser, contractId: string, width: 'desktop' | 'phone') {
  await page.goto(`/dashboard/landlord/contracts/${contractId}`);
  await page.getByRole('button', { name: 'Condividi estratto conto' }).click();
  const link = await page
    .getByRole('dialog', { name: 'Condividi estratto conto' })
    .getByLabel("Link dell'estratto conto")
    .inputValue();
  const anonymous = await browser.newContext({ locale: APP_LOCALE, timezoneId: APP_TIME_ZONE });
  const visitor = await anonymous.newPage();
  if (width === 'phone') await visitor.setViewportSize({ width: 390, height: 844 });
  else await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto(new URL(link).pathname);
  await expect(visitor.getByRole('heading', { name: 'Estratto conto', level: 1 })).toBeVisible();
  await waitForHydration(visitor);
  const share = visitor.getByRole('button', { name: 'Bolletta a consumo' }).first();
  await share.click();
  await expect(share).toHaveAttribute('aria-expanded', 'true');
  await expect(
    visitor.getByText(
      /totale 180,00\s€\. Ripartizione: Stanze \(giorni × stanze\): 90 giorni × 1 stanza = 90 su 270 giorni-stanza/,
    ),
  ).toBeVisible();
  const body = (await visitor.locator('body').innerText()).replace(/\s/g, ' ');
  expect(body).toContain('60,00 €');
  // Nothing of Bruno: not his name, not his share (20,00 €), not his days.
  expect(body).not.toContain('Bruno');
  expect(body).not.toContain('Verdi');
  expect(body).not.toContain('20,00 €');
  expect(body).not.toContain('30 giorni');
  expect(
    await visitor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBe(0);
  await expectAccessible(visitor);
  await screenshot(visitor, `bill-split-statement-${width}`);
  await anonymous.close();
}

async function journey(page: Page, browser: Browser, width: 'desktop' | 'phone') {
  const { propertyId, annaContractId } = await seedPartlyVacantFlat(page);
  const dialog = await startBill(page, propertyId, {
    category: 'Amministrative e condominiali',
    start: '01/01/2026',
    end: '31/03/2026',
    total: '180',
  });

  // The default for a condominium bill: rooms. 120 of 270 room-days let: the owner keeps the rest.
  const preview = dialog.getByTestId('bill-preview');
  await expect(dialog.getByLabel('Criterio di ripartizione')).toContainText('Stanze (giorni × stanze)');
  await expect(preview).toContainText('Anna Neri');
  await expect(preview).toContainText('60,00 €');
  await expect(preview).toContainText('90 giorni × 1 stanza = 90 su 270 giorni-stanza');
  await expect(preview).toContainText('Bruno Verdi');
  await expect(preview).toContainText('30 giorni × 1 stanza = 30 su 270 giorni-stanza');
  await expect(preview).toContainText('20,00 €');
  await expect(preview.getByTestId('owner-share')).toContainText('100,00 €');
  await expect(preview.getByTestId('owner-share')).toContainText('stanze libere: 150 su 270 giorni-stanza');

  // Switched to occupancy: the tenants carry it all between them, the owner nothing.
  await dialog.getByLabel('Criterio di ripartizione').click();
  await page.getByRole('option', { name: 'Presenze (giorni × occupanti)' }).click();
  await expect(preview).toContainText('90 giorni × 2 occupanti = 180 su 270 giorni-persona');
  await expect(preview).toContainText('30 giorni × 3 occupanti = 90 su 270 giorni-persona');
  await expect(preview).toContainText('120,00 €');
  await expect(preview.getByTestId('owner-share')).toContainText('0,00 €');

  // Back to rooms, and saved.
  await dialog.getByLabel('Criterio di ripartizione').click();
  await page.getByRole('option', { name: 'Stanze (giorni × stanze)' }).click();
  await expect(preview.getByTestId('owner-share')).toContainText('100,00 €');
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
  await expect(owner).toContainText('100,00 €');
  await expect(owner).toContainText('stanze libere: 150 su 270 giorni-stanza');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
    0,
  );
  await screenshot(page, `bill-split-detail-${width}`);
  await expectAccessible(page);

  // The tenant sees their own line, and nothing of the other tenant.
  await tenantSeesOwnLine(page, browser, annaContractId, width);
}

test('a bill on a partly vacant flat: criterion switched, preview, saved, owner’s share on the detail', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInLandlord(page, request);
  await journey(page, browser, 'desktop');
});

test('the same at 390 px', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInLandlord(page, request);
  await journey(page, browser, 'phone');
});
