import { APP_LOCALE, APP_TIME_ZONE } from '@casaconti/core/constants';
import { BANK_ACCOUNT_MESSAGES } from '@casaconti/core/messages';
import { expect, expectAccessible, signedInLandlord, snap, test, uniqueEmail } from './fixtures';
import { seedOneRoomContract } from './seed';

/**
 * The landlord's account for receiving rent (docs/domain.md §18, decisions 202–204): added on Edit
 * Profile (a malformed IBAN refused in Italian, a valid one typed in lower case without blanks
 * shown in groups of four), then the public statement of a contract with rent due shows how to
 * pay it by transfer: the reference in groups of four and the EPC QR code with its alt text.
 */
test('the landlord adds an account; the public statement shows the reference and the QR code', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signedInLandlord(page, request);
  const contractId = await seedOneRoomContract(page, {
    propertyName: 'Casa Navigli',
    email: uniqueEmail('bonifico'),
    firstName: 'Giulia',
    lastName: 'Neri',
  });

  await page.goto('/dashboard/settings/profile');
  await expect(page.getByRole('heading', { name: "Conti per ricevere l'affitto" })).toBeVisible();
  await expect(page.getByText(BANK_ACCOUNT_MESSAGES.noAccountNudge)).toBeVisible();
  await page.getByRole('button', { name: 'Aggiungi conto' }).click();
  const form = page.getByRole('form', { name: 'Nuovo conto' });
  await form.getByLabel('Nome del conto').fill('Conto principale');
  await form.getByLabel('Intestatario').fill('Laura Bianchi');
  await form.getByLabel('IBAN').fill('IT61 X054 2811 1010 0000 0123 456');
  await form.getByRole('button', { name: 'Salva conto' }).click();
  await expect(form.getByText(BANK_ACCOUNT_MESSAGES.ibanInvalid)).toBeVisible();
  await expect(form.getByLabel('IBAN')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);
  await snap(page, 'bank-accounts-form-error');

  await form.getByLabel('IBAN').fill('it60x0542811101000000123456');
  await form.getByRole('button', { name: 'Salva conto' }).click();
  await expect(page.getByText(BANK_ACCOUNT_MESSAGES.saved)).toBeVisible();
  const accounts = page.getByRole('list', { name: 'Conti' });
  await expect(accounts.getByTestId('bank-account-iban')).toHaveText('IT60 X054 2811 1010 0000 0123 456');
  await expect(accounts.getByText('Predefinito')).toBeVisible();
  await expect(page.getByText(BANK_ACCOUNT_MESSAGES.noAccountNudge)).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, 'bank-accounts-settings');

  // The statement link, opened without a session.
  const share = await page.request.get(`/api/contracts/${contractId}/share-link`);
  expect(share.status()).toBe(200);
  const path = new URL(((await share.json()) as { link: string }).link).pathname;
  const anonymous = await browser.newContext({ locale: APP_LOCALE, timezoneId: APP_TIME_ZONE });
  const visitor = await anonymous.newPage();
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto(path);
  const card = visitor.getByRole('heading', { name: 'Paga con un bonifico' });
  await expect(card).toBeVisible();
  await expect(visitor.getByTestId('payment-iban')).toHaveText('IT60 X054 2811 1010 0000 0123 456');
  await expect(visitor.getByTestId('payment-reference')).toHaveText(/^RF\d{2}( \d{4}){4}$/);
  await expect(visitor.getByText('Affitto 09/2026-11/2026 Via Roma 12')).toBeVisible();
  const qr = visitor.getByRole('img', { name: BANK_ACCOUNT_MESSAGES.qrAlt });
  await expect(qr).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expectAccessible(visitor);
  await snap(visitor, 'bank-accounts-statement');
  await visitor.setViewportSize({ width: 390, height: 844 });
  await expect(qr).toBeVisible();
  await expectAccessible(visitor);
  await anonymous.close();
});
