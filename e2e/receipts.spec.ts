import { PAYMENT_LEDGER_MESSAGES } from '@casaconti/core/messages';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  PASSWORD,
  screenshot,
  signedInLandlord,
  snap,
  test,
  uniqueEmail,
  waitForEmail,
} from './fixtures';
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

/**
 * A receipt the mail server refused until its job ran out of tries (decision 185; the browser
 * tests' server tries a job twice, at once): the payment says so (receiptNotSent), and
 * 'Invia di nuovo' sends it.
 */
test("a receipt not sent is shown so on its payment; 'Invia di nuovo' sends it", async ({ page, request }) => {
  test.setTimeout(120_000);
  await signedInLandlord(page, request);
  const tenantEmail = uniqueEmail('non-inviata');
  const contractId = await seedOneRoomContract(page, {
    propertyName: 'Casa Non Inviata',
    email: tenantEmail,
    firstName: 'Nina',
    lastName: 'Inviata',
  });
  // The tenant completes their account from the invitation, so accepts the contract: receipts are emailed.
  const invitation = await waitForEmail(request, tenantEmail, '');
  const link = new URL(invitation.links.find((l) => l.includes('/complete-account?'))!);
  const completed = await request.post('/api/account/complete', {
    data: { token: link.searchParams.get('token'), firstName: 'Nina', lastName: 'Inviata', password: PASSWORD },
  });
  expect(completed.status()).toBe(200);

  expect((await page.request.post('/api/dev/mail-refusals', { data: { count: 2 } })).status()).toBe(200);
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

  // The outbox answers once the receipt's job has run its tries; the page then shows it failed.
  expect((await page.request.get('/api/dev/outbox?format=json')).status()).toBe(200);
  await page.reload();
  await page.getByRole('tab', { name: /Pagamenti/ }).click();
  const received = page.getByRole('list', { name: 'Pagamenti ricevuti' });
  await expect(received.getByText(PAYMENT_LEDGER_MESSAGES.receiptNotSent)).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'receipt-not-sent');

  await received.getByRole('button', { name: 'Invia di nuovo' }).click();
  await expect(page.getByText(PAYMENT_LEDGER_MESSAGES.receiptResent)).toBeVisible();
  await expect(received.getByText(PAYMENT_LEDGER_MESSAGES.receiptNotSent)).toBeHidden();
  const mail = await waitForEmail(request, tenantEmail, 'Ricevuta n. 2026/0001');
  expect(mail.to).toBe(tenantEmail.toLowerCase());
  const all = (await (await request.get('/api/dev/outbox?format=json')).json()) as { to: string; subject: string }[];
  expect(all.filter((m) => m.to === tenantEmail.toLowerCase() && m.subject.startsWith('Ricevuta n.'))).toHaveLength(1);
});
