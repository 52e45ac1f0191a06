import { DEPOSIT_MESSAGES, FIELD_MESSAGES } from '@casaconti/core/messages';
import { expect, expectAccessible, signedInLandlord, snap, test, uniqueEmail } from './fixtures';
import { createPropertyApi } from './seed';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/**
 * The lease's fields and the deposit (docs/domain.md §14, §15; issue 23): the wizard takes a deposit and
 * an ISTAT share (warning above three months' rent, accepted), the detail shows them, and the
 * landlord sets a legal rate of their own for 2026 (the card's interest follows), closes the deposit
 * with a deduction and its PDF document, and opens the statement and the document. Server clock:
 * 23/11/2026.
 */
for (const [width, height, name] of [
  [1280, 900, 'desktop'],
  [390, 844, 'phone'],
] as const) {
  test(`a contract with a deposit and ISTAT share, then the deposit closed, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await signedInLandlord(page, request);
    const propertyId = await createPropertyApi(page, `Casa Deposito ${Date.now().toString(36)}`, ['Camera 1']);
    await page.goto(`/dashboard/landlord/contracts/new?property_id=${propertyId}`);

    await page.getByLabel('Email').fill(uniqueEmail('deposito'));
    await page.getByLabel('Nome', { exact: true }).fill('Dario');
    await page.getByLabel('Cognome', { exact: true }).fill('Deposito');
    await page.getByRole('button', { name: 'Avanti' }).click();

    await expect(page.getByText('Passo 2 di 4')).toBeVisible();
    await page.getByLabel('Affitto mensile (€)').fill('500');
    const start = page.getByLabel('Data inizio', { exact: true });
    await start.fill('01/01/2026');
    await start.blur();
    const end = page.getByLabel('Data fine', { exact: true });
    await end.fill('31/12/2029');
    await end.blur();
    for (const category of ['Amministrative e condominiali', 'Acqua', 'Luce', 'Gas', 'Riscaldamento', 'Internet']) {
      await page.getByRole('radiogroup', { name: category }).getByRole('radio', { name: 'A consumo' }).click();
    }
    // A 'transitorio' of four years: warned under the type, accepted all the same (decision 171).
    await page.getByLabel('Tipo di contratto').selectOption({ label: 'Transitorio' });
    await expect(page.getByText(DEPOSIT_MESSAGES.transitorioDuration)).toBeVisible();
    await snap(page, `deposit-wizard-transitorio-${name}`);
    await page.getByLabel('Tipo di contratto').selectOption({ label: 'Libero 4+4' });
    await expect(page.getByText(DEPOSIT_MESSAGES.transitorioDuration)).toHaveCount(0);
    await page.getByLabel('Aggiornamento ISTAT').selectOption({ label: '75 % della variazione ISTAT' });
    await page.getByLabel('Importo del deposito (€)').fill('1600');
    await expect(page.getByText(/Il deposito supera tre mensilità del canone/)).toBeVisible();
    const received = page.getByLabel('Data di ricezione', { exact: true });
    // After the end: refused; the message goes once the end is moved past it (decision 170).
    await received.fill('15/01/2030');
    await received.blur();
    await expect(page.getByText(DEPOSIT_MESSAGES.depositAfterEnd)).toBeVisible();
    await snap(page, `deposit-wizard-date-after-end-${name}`);
    await end.fill('31/01/2030');
    await end.blur();
    await expect(page.getByText(DEPOSIT_MESSAGES.depositAfterEnd)).toHaveCount(0);
    await end.fill('31/12/2029');
    await end.blur();
    // Paid at signing, before the start: accepted.
    await received.fill('15/12/2025');
    await received.blur();
    await expect(page.getByText(DEPOSIT_MESSAGES.depositAfterEnd)).toHaveCount(0);
    await page.getByLabel('Custodito come (es. libretto, conto dedicato)').fill('Libretto bancario');
    await expectAccessible(page);
    await snap(page, `deposit-wizard-terms-${name}`);
    await page.getByRole('button', { name: 'Avanti' }).click();

    await expect(page.getByText('Passo 3 di 4')).toBeVisible();
    await page.getByRole('checkbox', { name: /Camera 1/ }).check();
    await page.getByRole('button', { name: 'Avanti' }).click();
    await expect(page.getByText('Passo 4 di 4')).toBeVisible();
    await page.getByRole('button', { name: 'Crea contratto' }).click();
    await expect(page).toHaveURL(/\/dashboard\/landlord\/contracts\/[0-9a-f-]{36}$/);

    await expect(page.getByText('Libero 4+4')).toBeVisible();
    await expect(page.getByText('75 % della variazione ISTAT', { exact: true })).toBeVisible();
    await expect(page.getByText('1.600,00 € ricevuto il 15/12/2025').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Deposito cauzionale' })).toBeVisible();
    await expectAccessible(page);
    await snap(page, `deposit-detail-${name}`);

    // The legal rate of 2026 overridden: 2,5 % typed Italian style; the card's interest follows.
    const card = page.getByRole('table', { name: 'Interessi legali per anno' });
    await expect(card.getByRole('row', { name: /2026/ })).toContainText('1,60 %');
    await page.getByRole('button', { name: 'Tassi di interesse legale' }).click();
    const rates = page.getByRole('dialog', { name: 'Tassi di interesse legale' });
    await rates.getByRole('button', { name: 'Imposta un tuo tasso per il 2026' }).click();
    const rate = rates.getByLabel('Il tuo tasso per il 2026 (%)');
    await rate.fill('25');
    await rates.getByRole('button', { name: 'Salva' }).click();
    await expect(rates.getByText(DEPOSIT_MESSAGES.rateRange)).toBeVisible();
    await rate.fill('2,5');
    await rates.getByRole('button', { name: 'Salva' }).click();
    await expect(rates.getByText('Il tuo tasso: 2,50 %')).toBeVisible();
    await expectAccessible(page);
    await snap(page, `deposit-legal-rates-${name}`);
    await page.keyboard.press('Escape');
    await expect(rates).toBeHidden();
    // 1.600,00 € × 2,5 % × 327 / 365 days = 35,84 €.
    await expect(card.getByRole('row', { name: /2026/ })).toContainText('2,50 %');
    await expect(card.getByRole('row', { name: /2026/ })).toContainText('35,84 €');

    await page.getByRole('button', { name: 'Chiudi deposito' }).click();
    const dialog = page.getByRole('dialog', { name: 'Chiudi deposito' });
    const closedOn = dialog.getByRole('textbox', { name: 'Data di chiusura' });
    await closedOn.fill('23/11/2026');
    await closedOn.blur();
    await dialog.getByRole('button', { name: 'Aggiungi trattenuta' }).click();
    await dialog.getByLabel('Motivo').fill('Pulizie finali');
    await dialog.getByLabel('Importo (€)').fill('100');
    await dialog
      .getByLabel('Documento (PDF o foto, facoltativo)')
      .setInputFiles({ name: 'fattura-pulizie.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expect(dialog.getByText('fattura-pulizie.pdf')).toBeVisible();
    await expect(dialog.getByText(FIELD_MESSAGES.amountMustBePositive)).toHaveCount(0);
    await expectAccessible(page);
    await snap(page, `deposit-close-dialog-${name}`);
    await dialog.getByRole('button', { name: 'Chiudi deposito' }).click();
    await expect(dialog).toBeHidden();

    const link = page.getByRole('link', { name: /Rendiconto del deposito \(PDF\)/ });
    await expect(link).toBeVisible();
    await expect(page.getByText(/Chiuso il 23\/11\/2026: da restituire/)).toBeVisible();
    await expect(card.getByRole('row', { name: /2026/ })).toContainText('Nel saldo di chiusura');
    const documentButton = page.getByRole('button', { name: /fattura-pulizie\.pdf \(documento della trattenuta/ });
    await expect(documentButton).toBeVisible();
    const [documentTab] = await Promise.all([page.waitForEvent('popup'), documentButton.click()]);
    await documentTab.waitForLoadState();
    expect(documentTab.url()).toContain('fattura-pulizie.pdf');
    await documentTab.close();
    await snap(page, `deposit-closed-${name}`);
    const href = await link.getAttribute('href');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    expect(new URL(popup.url()).pathname).toBe(href);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    await popup.close();
  });
}
