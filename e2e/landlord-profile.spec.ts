import { LANDLORD_PROFILE_MESSAGES } from '@casaconti/core/messages';
import { expect, expectAccessible, signedInLandlord, snap, test } from './fixtures';

/**
 * The landlord's receipt details on Edit Profile (docs/domain.md §12, decision 095): a malformed codice
 * fiscale is refused with the Italian message before anything is sent; a valid one (typed in
 * lower case with blanks) and an address are saved and read back after a reload.
 */
for (const [width, height, name] of [
  [1280, 900, 'desktop'],
  [390, 844, 'phone'],
] as const) {
  test(`receipt details: fiscal code checked, saved, read back at ${width} px`, async ({ page, request }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width, height });
    await signedInLandlord(page, request);
    await page.goto('/dashboard/settings/profile');
    const card = page.getByRole('heading', { name: 'Dati per le ricevute' });
    await expect(card).toBeVisible();
    const fiscalCode = page.getByLabel('Codice fiscale o partita IVA');
    const address = page.getByLabel('Indirizzo');
    await expect(fiscalCode).toHaveValue('');

    await fiscalCode.fill('RSSMRA80A01H501A');
    await page.getByRole('button', { name: 'Salva dati ricevute' }).click();
    await expect(page.getByText(LANDLORD_PROFILE_MESSAGES.fiscalCodeInvalid)).toBeVisible();
    await expect(fiscalCode).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await snap(page, `landlord-profile-error-${name}`);
    await page.setViewportSize({ width, height });

    await fiscalCode.fill('rssmra 80a01 h501u');
    await address.fill('Via Garibaldi 3, 00153 Roma (RM)');
    await page.getByRole('button', { name: 'Salva dati ricevute' }).click();
    await expect(page.getByText(LANDLORD_PROFILE_MESSAGES.saved)).toBeVisible();
    await expect(fiscalCode).toHaveValue('RSSMRA80A01H501U');

    await page.reload();
    await expect(page.getByLabel('Codice fiscale o partita IVA')).toHaveValue('RSSMRA80A01H501U');
    await expect(page.getByLabel('Indirizzo')).toHaveValue('Via Garibaldi 3, 00153 Roma (RM)');
    await expectAccessible(page);
    await snap(page, `landlord-profile-${name}`);
  });
}
