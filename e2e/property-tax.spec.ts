import { PROPERTY_TAX_MESSAGES, sharesNotWholeMessage } from '@casaconti/core/messages';
import { paths } from '@casaconti/core/paths';
import { expect, screenshot, signedInLandlord, test, uniqueEmail } from './fixtures';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';

/**
 * The tax data of a property and a contract (issue 53 items 1–2; decisions 210–212) through the
 * real UI at 1280 and 390 px: cadastral data and owners on the property's edit screen (a wrong
 * code and shares that do not make 100 % refused in Italian, then saved and read back after a
 * reload), the contract's codice identificativo and registration office on its edit screen.
 */
for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`cadastral data, owners and shares, the contract's registration code (${width} px)`, async ({
    page,
    request,
  }) => {
    await signedInLandlord(page, request);
    await page.setViewportSize({ width, height });
    const propertyId = await createPropertyApi(page, `Casa Catasto ${Date.now().toString(36)}`, ['Camera 1']);
    const contractId = await createContractApi(page, {
      propertyId,
      roomIds: [(await roomIdsApi(page, propertyId))['Camera 1']!],
      email: uniqueEmail('sara'),
      start: '2025-01-01',
      end: '2028-12-31',
      rentCents: 75_000,
      firstName: 'Sara',
      lastName: 'Neri',
    });

    await page.goto(paths.landlord.editProperty(propertyId));
    await page.getByLabel('Comune', { exact: true }).fill('Roma');
    const code = page.getByLabel('Codice catastale del comune (es. H501)');
    await code.fill('H50');
    await code.blur();
    await expect(page.getByText(PROPERTY_TAX_MESSAGES.comuneCodeInvalid)).toBeVisible();
    await code.fill('h501');
    await page.getByLabel('Foglio').fill('dodici');
    await page.getByLabel('Foglio').blur();
    await expect(page.getByText(PROPERTY_TAX_MESSAGES.foglioInvalid)).toBeVisible();
    await page.getByLabel('Foglio').fill('12');
    await page.getByLabel('Particella').fill('345');
    await page.getByLabel('Subalterno (facoltativo)').fill('6');
    await page.getByLabel('Classe (facoltativa)').fill('3');
    await page.getByLabel('Categoria catastale').selectOption('A/2');
    await page.getByLabel('Rendita catastale (€)').fill('987,65');
    await page.getByRole('button', { name: 'Salva dati catastali' }).click();
    await expect(page.getByText('Dati catastali salvati.')).toBeVisible();

    // Two owners: a wrong check character, then 50 % + 40 %, refused; then half each.
    await page.getByRole('button', { name: 'Aggiungi proprietario' }).click();
    await page.getByRole('button', { name: 'Aggiungi proprietario' }).click();
    const first = page.getByRole('listitem', { name: 'Proprietario 1' });
    const second = page.getByRole('listitem', { name: 'Proprietario 2' });
    await first.getByLabel('Nome e cognome').fill('Laura Bianchi');
    await first.getByLabel('Codice fiscale').fill('RSSMRA80A01H501A');
    await first.getByLabel('Codice fiscale').blur();
    await expect(first.getByText(PROPERTY_TAX_MESSAGES.fiscalCodeInvalid)).toBeVisible();
    await first.getByLabel('Codice fiscale').fill('rssmra80a01h501u');
    await first.getByLabel('Quota (%)').fill('50');
    await second.getByLabel('Nome e cognome').fill('Anna Bianchi');
    await second.getByLabel('Codice fiscale').fill('BNCNNA85M41F205Q');
    await second.getByLabel('Quota (%)').fill('40');
    await page.getByRole('button', { name: 'Salva proprietari' }).click();
    await expect(page.getByRole('alert').filter({ hasText: sharesNotWholeMessage(null, null, '90') })).toBeVisible();
    await screenshot(page, `property-tax-refused-${width}`);
    await second.getByLabel('Quota (%)').fill('50');
    await page.getByRole('button', { name: 'Salva proprietari' }).click();
    await expect(page.getByText('Proprietari salvati.')).toBeVisible();

    // Read back after a reload: stored as the Agenzia writes them.
    await page.reload();
    await expect(page.getByLabel('Codice catastale del comune (es. H501)')).toHaveValue('H501');
    await expect(page.getByLabel('Rendita catastale (€)')).toHaveValue('987,65');
    await expect(page.getByLabel('Categoria catastale')).toHaveValue('A/2');
    await expect(page.getByRole('listitem', { name: 'Proprietario 1' }).getByLabel('Codice fiscale')).toHaveValue(
      'RSSMRA80A01H501U',
    );
    await expect(page.getByRole('listitem', { name: 'Proprietario 2' }).getByLabel('Quota (%)')).toHaveValue('50');
    await screenshot(page, `property-tax-saved-${width}`);

    // The year's rows: 2025, 750,00 € a month for 12 months, half each: 4.500,00 €, IRPEF base 4.275,00 €.
    const rows = page.getByRole('list').filter({ hasText: 'Giorni di possesso' });
    await expect(page.getByLabel('Anno dei redditi')).toHaveValue('2025');
    await expect(rows.getByRole('listitem')).toHaveCount(2);
    const laura = rows.getByRole('listitem').filter({ hasText: 'Laura Bianchi · RSSMRA80A01H501U' });
    await expect(laura).toContainText('365');
    await expect(laura).toContainText(/4\.500,00\s€/);
    await expect(laura).toContainText(/4\.275,00\s€/);
    await expect(laura).toContainText(/987,65\s€/);
    await page.getByLabel('Anno dei redditi').selectOption('2024');
    await expect(page.getByText('Nessun contratto in corso nel 2024.')).toBeVisible();
    await page.getByLabel('Anno dei redditi').selectOption('2025');
    await expect(rows.getByRole('listitem')).toHaveCount(2);
    await screenshot(page, `property-tax-year-${width}`);

    // The contract's registration: a code of 16 characters refused, then 17 typed with blanks.
    await page.goto(paths.landlord.editContract(contractId));
    const registration = page.getByLabel('Codice identificativo del contratto (facoltativo)');
    await registration.fill('TJN26T001234000F');
    await registration.blur();
    await expect(page.getByText(PROPERTY_TAX_MESSAGES.registrationCodeInvalid)).toBeVisible();
    await registration.fill('tjn 26 t 001234 000 fh');
    await page.getByLabel('Ufficio di registrazione (facoltativo)').fill('Ufficio territoriale di Roma 1');
    await screenshot(page, `contract-registration-${width}`);
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/landlord/contracts/${contractId}$`));
    await expect(page.getByText('TJN26T001234000FH · Ufficio territoriale di Roma 1')).toBeVisible();
  });
}
