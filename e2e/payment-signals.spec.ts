import { APP_LOCALE, APP_TIME_ZONE } from '@casaconti/core/constants';
import { PAYMENT_SIGNAL_MESSAGES } from '@casaconti/core/messages';
import { paths } from '@casaconti/core/paths';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, signedInLandlord, test, uniqueEmail, waitForEmail } from './fixtures';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';

/**
 * The tenant's 'Ho pagato' (docs/domain.md §12, issue 22, decisions 085 and 090), end to end: the tenant
 * signals two payments, one with a proof file; the landlord sees them on the contract, opens the
 * proof, confirms one and rejects the other with a reason; the tenant sees the confirmed one with
 * its receipt and the rejected one with the reason. Server clock: 23/11/2026; the contract from
 * 01/09/2026 at 500,00 € owes 1.500,00 €. Issue 46: a double click on 'Segnala il pagamento'
 * stores one signal (the dialog's idempotency key, decision 161) and one on 'Conferma' records
 * one decision; each decision button is named after its signal; a 6th pending signal is refused
 * with the message in the dialog (decision 160).
 */
const PROOF_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function signal(page: Page, amount: string, proof?: boolean) {
  await page.getByRole('button', { name: /^Ho pagato/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Ho pagato' });
  await dialog.getByLabel('Importo (€)').fill(amount);
  // The date is typed (the browser's today is not the server's test clock); the method keeps
  // its default, bonifico.
  const date = dialog.getByRole('textbox', { name: 'Data' });
  await date.fill('20/11/2026');
  await date.blur();
  await expect(dialog.getByRole('combobox', { name: 'Metodo' })).toHaveText('Bonifico');
  if (proof) {
    await dialog
      .getByLabel(PAYMENT_SIGNAL_MESSAGES.proofFieldLabel)
      .setInputFiles({ name: 'bonifico.pdf', mimeType: 'application/pdf', buffer: PROOF_PDF });
    await expect(dialog.getByText('bonifico.pdf')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Rimuovi' })).toBeVisible();
  }
  return dialog;
}

for (const [width, height, name] of [
  [1280, 900, 'desktop'],
  [390, 844, 'phone'],
] as const) {
  test(`the tenant signals payments, the landlord confirms one and rejects one, at ${width} px`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await signedInLandlord(page, request);
    const propertyId = await createPropertyApi(page, `Casa Segnalata ${Date.now().toString(36)}`, ['Camera 1']);
    const rooms = await roomIdsApi(page, propertyId);
    const tenantEmail = uniqueEmail('segnala');
    const contractId = await createContractApi(page, {
      propertyId,
      roomIds: [rooms['Camera 1']!],
      email: tenantEmail,
      start: '2026-09-01',
      end: '2027-08-31',
      rentCents: 50000,
      firstName: 'Sara',
      lastName: 'Segnala',
    });

    // The invited tenant completes the account (the contract is then theirs).
    const invitation = await waitForEmail(request, tenantEmail, 'sei stato invitato');
    const token = new URL(invitation.links.find((l) => l.includes('/complete-account'))!).searchParams.get('token');
    const tenantContext = await browser.newContext({ locale: APP_LOCALE, timezoneId: APP_TIME_ZONE });
    const tenant = await tenantContext.newPage();
    await tenant.setViewportSize({ width, height });
    const completed = await tenant.request.post('/api/account/complete', {
      data: { token, firstName: 'Sara', lastName: 'Segnala', password: 'Tramonto-Lago-93' },
    });
    expect(completed.status()).toBe(200);

    // 'Ho pagato' with a proof file, then one without.
    await tenant.goto(paths.tenant.payables());
    let dialog = await signal(tenant, '500', true);
    await expectAccessible(tenant);
    await screenshot(tenant, `signal-dialog-${name}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Segnala il pagamento' }).click();
    await expect(dialog).toBeHidden();
    await expect(tenant.getByText(PAYMENT_SIGNAL_MESSAGES.signalled).first()).toBeVisible();
    dialog = await signal(tenant, '120');
    // A double click: one signal (both requests carry the dialog's key).
    await dialog.getByRole('button', { name: 'Segnala il pagamento' }).dblclick();
    await expect(dialog).toBeHidden();
    const mine = tenant.getByRole('list', { name: 'Pagamenti segnalati' });
    await expect(mine.getByRole('listitem')).toHaveCount(2);
    await expect(mine.getByText('In attesa')).toHaveCount(2);
    await expectAccessible(tenant);
    await screenshot(tenant, `signals-pending-${name}`);

    // The landlord, on the contract: both signals, the proof opens; confirm 500, reject 120.
    await page.goto(`/dashboard/landlord/contracts/${contractId}`);
    const signalled = page.getByRole('list', { name: 'Pagamenti segnalati' });
    await expect(signalled.getByRole('listitem')).toHaveCount(2);
    await expect(signalled.getByRole('listitem').filter({ hasText: '120,00' })).toHaveCount(1);
    await expectAccessible(page);
    await screenshot(page, `contract-signals-${name}`);
    const withProof = signalled.getByRole('listitem').filter({ hasText: '500,00' });
    const [proof] = await Promise.all([
      page.waitForEvent('popup'),
      withProof.getByRole('button', { name: /Apri la prova del pagamento/ }).click(),
    ]);
    await proof.waitForLoadState();
    expect(new URL(proof.url()).pathname).toMatch(/^\/api\/documents\/blob\/proof\//);
    await proof.close();
    await page.goto(paths.landlord.payables());
    await page.getByRole('tab', { name: 'Pagamenti' }).click();
    await expect(page.getByRole('list', { name: 'Pagamenti segnalati' }).getByRole('listitem')).toHaveCount(2);
    await screenshot(page, `payments-page-signals-${name}`);
    await page.goto(`/dashboard/landlord/contracts/${contractId}`);
    // Each decision button says which signal it decides; a double click confirms once, no error.
    await withProof
      .getByRole('button', { name: /^Conferma il pagamento di 500,00\s€ del 20\/11\/2026 segnalato da Sara Segnala$/ })
      .dblclick();
    await expect(page.getByText('Pagamento Confermato!')).toBeVisible();
    await expect(page.getByText(PAYMENT_SIGNAL_MESSAGES.alreadyDecided)).toHaveCount(0);
    await expect(signalled.getByRole('listitem')).toHaveCount(1);
    await signalled
      .getByRole('button', { name: /^Rifiuta il pagamento di 120,00\s€ del 20\/11\/2026 segnalato da Sara Segnala$/ })
      .click();
    const reject = page.getByRole('dialog', { name: 'Rifiuta il pagamento segnalato' });
    await reject.getByLabel('Motivo del rifiuto').fill('Bonifico non arrivato sul conto');
    await reject.getByRole('button', { name: 'Rifiuta' }).click();
    await expect(reject).toBeHidden();
    await expect(signalled).toBeHidden();

    // The tenant sees the outcome: confirmed with its receipt, rejected with the reason.
    await tenant.reload();
    await expect(mine.getByRole('listitem').filter({ hasText: '500,00' })).toContainText('Confermato');
    const rejected = mine.getByRole('listitem').filter({ hasText: '120,00' });
    await expect(rejected).toContainText('Rifiutato');
    await expect(rejected).toContainText('Bonifico non arrivato sul conto');
    const receipt = tenant
      .getByRole('list', { name: 'Pagamenti ricevuti' })
      .getByRole('link', { name: 'Ricevuta n. 2026/0001 (PDF)' });
    await expectAccessible(tenant);
    await screenshot(tenant, `signals-decided-${name}`);
    const [pdf] = await Promise.all([tenant.waitForEvent('popup'), receipt.click()]);
    const response = await tenant.request.get(new URL(pdf.url()).pathname);
    expect(response.headers()['content-type']).toBe('application/pdf');
    await pdf.close();

    // Five signals wait (made through the API); the 6th is refused with the message in the dialog.
    for (let i = 1; i <= 5; i++) {
      const made = await tenant.request.post(`/api/tenant/contracts/${contractId}/payment-signals`, {
        data: { amount: 100 * i, paidOn: '2026-11-20', method: 'bonifico', idempotencyKey: crypto.randomUUID() },
      });
      expect(made.status()).toBe(201);
    }
    dialog = await signal(tenant, '7');
    await dialog.getByRole('button', { name: 'Segnala il pagamento' }).click();
    await expect(dialog.getByText(PAYMENT_SIGNAL_MESSAGES.tooManyPending)).toBeVisible();
    await expectAccessible(tenant);
    await screenshot(tenant, `signal-limit-${name}`, { fullPage: false });
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await page.goto(`/dashboard/landlord/contracts/${contractId}`);
    await expect(signalled.getByRole('listitem')).toHaveCount(5);
    await expectAccessible(page);
    await screenshot(page, `contract-signals-five-${name}`);

    // The statement link shows the same receipt card (only a look at it).
    const share = await page.request.get(`/api/contracts/${contractId}/share-link`);
    expect(share.status()).toBe(200);
    const { link } = (await share.json()) as { link: string };
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('list', { name: 'Pagamenti ricevuti' })).toBeVisible();
    await screenshot(page, `statement-receipts-${name}`);
    await tenantContext.close();
  });
}
