import {
  ACCOUNT_MESSAGES,
  CONTRACT_MESSAGES,
  DOCUMENT_MESSAGES,
  ERROR_MESSAGES,
  PROPERTY_MESSAGES,
} from '@casaconti/core/messages';
import type { Page } from '@playwright/test';
import { APP_LOCALE, APP_TIME_ZONE, DELETE_CONFIRMATION_WORD } from '@casaconti/core/constants';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';
import {
  expect,
  expectAccessible,
  heldRoute,
  PASSWORD,
  signedInLandlord,
  snap,
  test,
  uniqueEmail,
  waitForEmail,
} from './fixtures';

/** The properties list's page read (GET /api/properties/page?…), which the select-property screen shows. */
const PROPERTIES_PAGE = /\/api\/properties\/page\?/;

/**
 * Contracts journeys (docs/product.md §2 Contracts list, Select property, Contract wizard, Contract detail,
 * Edit contract): the landlord creates a contract with the wizard (validation of every step, a
 * room already taken, a PDF), the invited tenant completes the account, the landlord edits,
 * shares and deletes a contract.
 */

/** At phone width (390 px) nothing scrolls sideways. */
async function expectNoHorizontalOverflow(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(100);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${page.url()} at 390px`).toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Screenshots at 1280 and 390, the phone overflow check and axe. */
async function look(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, name);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('wizard: every step validates, a taken room is disabled, the contract is created with its PDF', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signedInLandlord(page, request);
  const propertyName = `Casa Navigli ${Date.now().toString(36)}`;
  const propertyId = await createPropertyApi(page, propertyName, ['Camera Blu', 'Camera Verde']);

  // Empty list first.
  await page.goto('/dashboard/landlord/contracts');
  await expect(page.getByText(CONTRACT_MESSAGES.noActiveContracts)).toBeVisible();
  await look(page, 'contracts-list-empty');

  // Camera Blu is taken all of 2026–2027 by a contract created through the API.
  const rooms = await roomIdsApi(page, propertyId);
  await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Camera Blu']!],
    email: uniqueEmail('primo'),
    start: '2026-01-01',
    end: '2027-12-31',
    rentCents: 50_000,
  });
  await page.reload();
  await expect(page.getByRole('link', { name: /Marco Rossi/ })).toBeVisible();
  await expect(page.getByText('In attesa di accettazione')).toBeVisible();
  await expect(page.getByText('500,00 €')).toBeVisible();
  await look(page, 'contracts-list');

  // Select property: 3 skeleton cards while loading, then the property with its green badge.
  // The list is held until the placeholders have been seen (no time window to race on a slow machine).
  const release = await heldRoute(page, PROPERTIES_PAGE);
  await page.getByRole('link', { name: 'Nuovo contratto' }).click();
  await expect(page).toHaveURL(/\/dashboard\/landlord\/contracts\/select-property$/);
  await expect(page.getByTestId('property-skeleton')).toHaveCount(3);
  release();
  await expect(page.getByText('Scegli una proprietà per creare un nuovo contratto')).toBeVisible();
  const propertyCard = page.getByRole('link', { name: new RegExp(propertyName) });
  await expect(propertyCard).toBeVisible();
  await expect(propertyCard.getByText('Attiva')).toBeVisible();
  await page.unroute(PROPERTIES_PAGE);
  await look(page, 'contract-select-property');
  // A page of the properties at a time, searched on the server (decision 147); the search is in the URL.
  await expect(page.getByText('1 proprietà', { exact: true })).toBeVisible();
  await page.getByRole('searchbox', { name: PROPERTY_MESSAGES.portfolioSearchLabel }).fill('nessuna casa così');
  await expect(page.getByText(PROPERTY_MESSAGES.portfolioNoMatch)).toBeVisible();
  await expect(page).toHaveURL(/select-property\?q=/);
  await expectAccessible(page);
  await page
    .getByRole('searchbox', { name: PROPERTY_MESSAGES.portfolioSearchLabel })
    .fill(propertyName.slice(0, 6).toLowerCase());
  await expect(propertyCard).toBeVisible();
  await propertyCard.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/landlord/contracts/new\\?property_id=${propertyId}$`));

  // Step 1: tenant data.
  await expect(page.getByText('Passo 1 di 4')).toBeVisible();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Email non valida')).toBeVisible();
  await expect(page.getByText('Nome obbligatorio', { exact: true })).toBeVisible();
  await expect(page.getByText('Cognome obbligatorio', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Email').fill('non-una-email');
  await page.getByLabel('Nome', { exact: true }).fill('Giulia');
  await page.getByLabel('Cognome', { exact: true }).fill('Verdi');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Email non valida')).toBeVisible();
  await look(page, 'contract-wizard-1-tenant');
  const tenantEmail = uniqueEmail('giulia');
  await page.getByLabel('Email').fill(tenantEmail);
  await page.getByRole('button', { name: 'Avanti' }).click();

  // Step 2: terms.
  await expect(page.getByText('Passo 2 di 4')).toBeVisible();
  const rent = page.getByLabel('Affitto mensile (€)');
  const occupants = page.getByLabel('Numero occupanti');
  const start = page.getByLabel('Data inizio', { exact: true });
  const end = page.getByLabel('Data fine', { exact: true });
  const fixedFee = page.getByLabel('Quota fissa mensile (€)');
  const settlementBase = page.getByLabel('Anticipo conguaglio mensile (€)');
  await expect(occupants).toHaveValue('1');
  await expect(fixedFee).toBeDisabled();
  await expect(settlementBase).toBeDisabled();
  await occupants.fill('');
  await occupants.blur();
  await expect(page.getByText('Numero occupanti obbligatorio')).toBeVisible();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Importo affitto obbligatorio')).toBeVisible();
  await expect(page.getByText(CONTRACT_MESSAGES.startDateRequired)).toBeVisible();
  await expect(page.getByText(CONTRACT_MESSAGES.endDateRequired)).toBeVisible();
  await expect(page.getByText('Numero occupanti obbligatorio')).toBeVisible();
  await expect(page.getByText('Seleziona un modello di gestione per ogni categoria')).toHaveCount(6);
  await look(page, 'contract-wizard-2-terms-errors');

  // Numeric inputs keep digits only; at most 2 decimals; occupants a positive integer.
  await rent.fill('abc');
  await expect(rent).toHaveValue('');
  await rent.fill('12,345');
  await rent.blur();
  await expect(page.getByText('Massimo 2 decimali')).toBeVisible();
  // Italian decimals (docs/product.md §9, decision 057): a typed point shows as a comma once the field is
  // left; a pasted amount with thousands dots keeps its cents.
  await rent.fill('40.5');
  await rent.blur();
  await expect(rent).toHaveValue('40,5');
  await rent.fill('1.234,56 €');
  await expect(rent).toHaveValue('1.234,56');
  await rent.blur();
  await expect(rent).toHaveValue('1234,56');
  await rent.fill('€ 650,50');
  await expect(rent).toHaveValue('650,50');
  await occupants.fill('0');
  await occupants.blur();
  await expect(page.getByText('Inserire solo numeri positivi')).toBeVisible();
  await occupants.fill('2 persone');
  await expect(occupants).toHaveValue('2');

  // Dates: typed, before 1900 refused, end after start, picked from the calendar.
  await start.fill('01/01/1899');
  await start.blur();
  await expect(page.getByText('La data non può essere precedente al 01/01/1900')).toBeVisible();
  await start.fill('01/09/2026');
  await end.fill('01/08/2026');
  await end.blur();
  await expect(page.getByText('La data di fine deve essere successiva alla data di inizio')).toBeVisible();

  // Keyboard: the start calendar opens on the chosen day; → then Enter picks the next one.
  await page.getByRole('button', { name: 'Scegli la data di inizio dal calendario' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendario' });
  await expect(calendar).toBeVisible();
  await expect(calendar.getByRole('combobox', { name: 'Scegli il mese' }).locator('option')).toHaveText([
    'gen',
    'feb',
    'mar',
    'apr',
    'mag',
    'giu',
    'lug',
    'ago',
    'set',
    'ott',
    'nov',
    'dic',
  ]);
  await expect(calendar.getByRole('combobox', { name: 'Scegli il mese' })).toHaveValue('8');
  await expect(calendar.getByRole('button', { name: /^\S+ 1 settembre 2026, selezionato$/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(start).toHaveValue('02/09/2026');

  // The end calendar: days up to the start are not selectable; month and year from the lists.
  await end.fill('');
  await page.getByRole('button', { name: 'Scegli la data di fine dal calendario' }).click();
  await expect(calendar.getByRole('button', { name: /^\S+ 2 settembre 2026$/ })).toBeDisabled();
  await expect(calendar.getByRole('button', { name: /^\S+ 3 settembre 2026$/ })).toBeEnabled();
  await calendar.getByRole('combobox', { name: 'Scegli l’anno' }).selectOption('2027');
  await calendar.getByRole('combobox', { name: 'Scegli il mese' }).selectOption({ label: 'ago' });
  await snap(page, 'month-year-picker');
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(calendar.getByRole('button', { name: /^\S+ 31 agosto 2027$/ })).toBeInViewport();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await calendar.getByRole('button', { name: /^\S+ 31 agosto 2027$/ }).click();
  await expect(end).toHaveValue('31/08/2027');
  await expect(page.getByText('La data di fine deve essere successiva alla data di inizio')).toBeHidden();

  // Cost models: the fixed fee follows 'Forfettario', the settlement advance 'A conguaglio'.
  const costModel = (category: string, model: string) =>
    page.getByRole('radiogroup', { name: category }).getByRole('radio', { name: model });
  for (const category of ['Amministrative e condominiali', 'Acqua', 'Luce', 'Gas', 'Internet']) {
    await costModel(category, 'A consumo').click();
  }
  await costModel('Luce', 'Forfettario').click();
  await expect(fixedFee).toBeEnabled();
  await fixedFee.fill('30');
  await costModel('Luce', 'A consumo').click();
  await expect(fixedFee).toBeDisabled();
  await expect(fixedFee).toHaveValue('0');
  await costModel('Riscaldamento', 'A conguaglio').click();
  await expect(settlementBase).toBeEnabled();
  await settlementBase.fill('50');
  await expect(page.getByText('Seleziona un modello di gestione per ogni categoria')).toHaveCount(0);
  await look(page, 'contract-wizard-2-terms');
  await page.getByRole('button', { name: 'Avanti' }).click();

  // Step 3: rooms for the chosen period; Camera Blu is taken.
  await expect(page.getByText('Passo 3 di 4')).toBeVisible();
  const blue = page.getByRole('checkbox', { name: /Camera Blu/ });
  const green = page.getByRole('checkbox', { name: /Camera Verde/ });
  await expect(blue).toBeDisabled();
  await expect(page.getByText('assegnata ad altro contratto')).toHaveCount(1);
  await expect(green).toBeEnabled();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Seleziona almeno una stanza')).toBeVisible();
  await green.check();
  await expect(page.getByText('Seleziona almeno una stanza')).toBeHidden();
  await look(page, 'contract-wizard-3-rooms');

  // Back keeps the values.
  await page.getByRole('button', { name: 'Indietro' }).click();
  await expect(page.getByText('Passo 2 di 4')).toBeVisible();
  await expect(rent).toHaveValue('650,50');
  await expect(end).toHaveValue('31/08/2027');
  await expect(costModel('Riscaldamento', 'A conguaglio')).toBeChecked();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(green).toBeChecked();
  await page.getByRole('button', { name: 'Avanti' }).click();

  // Step 4: PDF only; the upload happens on pick.
  await expect(page.getByText('Passo 4 di 4')).toBeVisible();
  const fileInput = page.getByLabel('Contratto firmato (PDF, facoltativo)');
  await expect(fileInput).toHaveAttribute('accept', 'application/pdf');
  await expect(page.getByText('Nessun file selezionato')).toBeVisible();
  await fileInput.setInputFiles({ name: 'note.txt', mimeType: 'text/plain', buffer: Buffer.from('ciao') });
  await expect(page.getByText('Il contratto deve essere un file PDF')).toBeVisible();
  await fileInput.setInputFiles({ name: 'contratto-firmato.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText(DOCUMENT_MESSAGES.uploaded)).toBeVisible();
  await expect(page.getByText('contratto-firmato.pdf')).toBeVisible();
  await expect(fileInput).toHaveAccessibleDescription(/contratto-firmato\.pdf/);
  await expect(page.getByRole('button', { name: 'Rimuovi' })).toBeVisible();
  await expect(page.getByText('Giulia Verdi')).toBeVisible();
  await look(page, 'contract-wizard-4-document');

  await page.getByRole('button', { name: 'Crea contratto' }).click();
  await expect(page.getByText('Contratto creato con successo!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/landlord\/contracts\/[0-9a-f-]{36}$/, { timeout: 5000 });

  // Detail.
  await expect(page.getByRole('heading', { name: 'Giulia Verdi' })).toBeVisible();
  await expect(page.getByText('In attesa di accettazione')).toBeVisible();
  await expect(page.getByText(tenantEmail)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dettagli' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('650,50 €')).toBeVisible();
  await expect(page.getByText('50,00 €')).toBeVisible();
  await expect(page.getByText('02/09/2026')).toBeVisible();
  await expect(page.getByText('31/08/2027')).toBeVisible();
  await expect(page.getByText('Camera Verde')).toBeVisible();
  const agreement = (category: string) =>
    page.getByRole('term').filter({ hasText: category }).locator('xpath=following-sibling::dd[1]');
  await expect(agreement('Riscaldamento')).toHaveText('A conguaglio');
  await expect(agreement('Luce')).toHaveText('A consumo');
  await look(page, 'contract-detail');

  // The document opens in a new tab as a PDF.
  const blobResponse = page.context().waitForEvent('response', (r) => r.url().includes('/api/documents/blob/'));
  const newTab = page.context().waitForEvent('page');
  await page.getByRole('button', { name: /contratto-firmato\.pdf/ }).click();
  const documentPage = await newTab;
  const response = await blobResponse;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  await documentPage.close();

  // Payments tab: the months already started are due.
  await page.getByRole('tab', { name: 'Pagamenti' }).click();
  await expect(page.getByRole('list', { name: 'Pagamenti del contratto' })).toBeVisible();
  await expect(page.getByText('Affitto').first()).toBeVisible();
  await look(page, 'contract-detail-payments');

  // The new contract is in the list.
  await page.goto('/dashboard/landlord/contracts');
  await expect(page.getByRole('link', { name: /Giulia Verdi/ })).toBeVisible();
});

test('the invited tenant completes the account from the email and the contract becomes active', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await signedInLandlord(page, request);
  const propertyId = await createPropertyApi(page, 'Casa Brera', ['Stanza 1']);
  const rooms = await roomIdsApi(page, propertyId);
  const tenantEmail = uniqueEmail('inquilino');
  const contractId = await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Stanza 1']!],
    email: tenantEmail,
    start: '2026-10-01',
    end: '2027-09-30',
    rentCents: 72_000,
  });

  const first = await waitForEmail(request, tenantEmail, 'sei stato invitato');
  const firstLink = first.links.find((l) => l.includes('/complete-account'));
  expect(firstLink, 'invitation link').toBeTruthy();

  // The landlord sends the invitation again: a new link arrives and the first one stops working.
  await page.goto(`/dashboard/landlord/contracts/${contractId}`);
  await expect(page.getByText('In attesa di accettazione')).toBeVisible();
  await page.getByRole('button', { name: 'Reinvia invito' }).click();
  await expect(page.getByText('Invito inviato di nuovo')).toBeVisible();
  let link: string | undefined;
  await expect
    .poll(async () => {
      const mail = await waitForEmail(request, tenantEmail, 'sei stato invitato');
      link = mail.links.find((l) => l.includes('/complete-account'));
      return link !== firstLink;
    })
    .toBe(true);
  // A second click within the minute sends nothing and says how long to wait.
  await page.getByRole('button', { name: 'Reinvia invito' }).click();
  await expect(page.getByText('Invito non inviato')).toBeVisible();
  await expect(page.getByText(/^Invito già inviato meno di un minuto fa: riprova tra \d+ secondi?\.$/)).toBeVisible();
  await snap(page, 'contract-resend-cooldown');

  const tenantContext = await browser.newContext({ locale: APP_LOCALE, timezoneId: APP_TIME_ZONE });
  const tenantPage = await tenantContext.newPage();
  const errors: string[] = [];
  tenantPage.on('pageerror', (err) => errors.push(err.message));
  tenantPage.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) errors.push(msg.text());
  });
  await tenantPage.goto(firstLink!);
  await expect(tenantPage.getByText(ACCOUNT_MESSAGES.invitationInvalid)).toBeVisible();
  await tenantPage.goto(link!);
  await expect(tenantPage.getByLabel('Email')).toHaveValue(tenantEmail);
  // The names the landlord typed are prefilled, editable.
  await expect(tenantPage.getByLabel('Nome', { exact: true })).toHaveValue('Marco');
  await expect(tenantPage.getByLabel('Cognome', { exact: true })).toHaveValue('Rossi');
  await tenantPage.getByLabel('Nome', { exact: true }).fill('Marco');
  await tenantPage.getByLabel('Cognome', { exact: true }).fill('Rossi');
  await tenantPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await tenantPage.getByLabel('Conferma password').fill(PASSWORD);
  await tenantPage.getByRole('button', { name: 'Completa account' }).click();
  await expect(tenantPage.getByRole('heading', { name: 'Tenant Dashboard' })).toBeVisible();
  await expectAccessible(tenantPage);
  expect(errors, 'tenant console errors').toEqual([]);
  await tenantContext.close();

  await page.goto(`/dashboard/landlord/contracts/${contractId}`);
  await expect(page.getByRole('heading', { name: 'Marco Rossi' })).toBeVisible();
  await expect(page.getByText('Attivo', { exact: true })).toBeVisible();
});

test('a contract for an existing account waits until its tenant accepts it from the email', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  // An existing tenant account, signed in in its own browser.
  const tenantEmail = uniqueEmail('esistente');
  const invited = await request.post('/api/dev/invite', {
    data: { email: tenantEmail, firstName: 'Tina', lastName: 'Esistente' },
  });
  expect(invited.status()).toBe(201);
  const token = new URL(((await invited.json()) as { link: string }).link).searchParams.get('token');
  const tenantContext = await browser.newContext({ locale: APP_LOCALE, timezoneId: APP_TIME_ZONE });
  const tenantPage = await tenantContext.newPage();
  const completed = await tenantPage.request.post('/api/account/complete', {
    data: { token, firstName: 'Tina', lastName: 'Esistente', password: PASSWORD },
  });
  expect(completed.status()).toBe(200);
  const tenantContracts = async () =>
    ((await (await tenantPage.request.get('/api/contracts')).json()) as { items: { userRole: string }[] }).items;

  // A landlord creates a contract for that address: same answer as for anyone, names as typed.
  await signedInLandlord(page, request);
  const propertyId = await createPropertyApi(page, 'Casa Navigli', ['Stanza Sud']);
  const rooms = await roomIdsApi(page, propertyId);
  const contractId = await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Stanza Sud']!],
    email: tenantEmail,
    start: '2026-09-01',
    end: '2027-08-31',
    rentCents: 55_000,
  });
  await page.goto(`/dashboard/landlord/contracts/${contractId}`);
  await expect(page.getByRole('heading', { name: 'Marco Rossi' })).toBeVisible();
  await expect(page.getByText('In attesa di accettazione')).toBeVisible();
  expect(await tenantContracts()).toEqual([]);

  // The tenant accepts it from the email; only then is it theirs.
  const mail = await waitForEmail(request, tenantEmail, 'attende la tua conferma');
  const acceptLink = mail.links.find((l) => l.includes('/accept-contract?token='));
  expect(acceptLink, 'accept link').toBeTruthy();
  await tenantPage.goto(acceptLink!);
  await expect(tenantPage.getByRole('heading', { level: 1, name: 'Accetta il contratto' })).toBeVisible();
  await expect(tenantPage.getByText(tenantEmail)).toBeVisible();
  await snap(tenantPage, 'accept-contract');
  await expectAccessible(tenantPage);
  expect(await tenantContracts()).toEqual([]);
  await tenantPage.getByRole('button', { name: 'Accetta contratto' }).click();
  await expect(tenantPage.getByRole('heading', { level: 1, name: 'Contratto accettato' })).toBeVisible();
  await snap(tenantPage, 'accept-contract-done');
  await expectAccessible(tenantPage);
  expect((await tenantContracts()).map((item) => item.userRole)).toEqual(['tenant']);

  // The link works once.
  await tenantPage.goto(acceptLink!);
  await expect(
    tenantPage.getByRole('heading', { level: 1, name: ACCOUNT_MESSAGES.invitationInvalidTitle }),
  ).toBeVisible();
  await expect(tenantPage.getByRole('alert')).toHaveText(ACCOUNT_MESSAGES.invitationInvalid);
  await tenantContext.close();

  await page.reload();
  await expect(page.getByText('Attivo', { exact: true })).toBeVisible();
});

test('edit, share the statement link, delete with ELIMINA', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signedInLandlord(page, request);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const propertyId = await createPropertyApi(page, 'Casa Isola', ['Camera Grande']);
  const rooms = await roomIdsApi(page, propertyId);
  const contractId = await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Camera Grande']!],
    email: uniqueEmail('condiviso'),
    start: '2026-06-01',
    end: '2027-05-31',
    rentCents: 60_000,
  });

  await page.goto('/dashboard/landlord/contracts');
  await page.getByRole('link', { name: /Marco Rossi/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/landlord/contracts/${contractId}$`));
  await expect(page.getByText('600,00 €')).toBeVisible();

  // Edit.
  await page.getByRole('link', { name: 'Modifica' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/landlord/contracts/${contractId}/edit$`));
  const rent = page.getByLabel('Affitto mensile (€)');
  await expect(rent).toHaveValue('600,00');
  await expect(page.getByLabel('Data inizio', { exact: true })).toHaveValue('01/06/2026');
  await expect(page.getByLabel('Quota fissa mensile (€)')).toBeDisabled();
  await rent.fill('');
  await page.getByLabel('Cognome', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('Importo affitto obbligatorio')).toBeVisible();
  await expect(page.getByText('Cognome obbligatorio')).toBeVisible();
  await look(page, 'contract-edit');
  await rent.fill('700');
  await page.getByLabel('Cognome', { exact: true }).fill('Rossini');
  await page.getByRole('radiogroup', { name: 'Acqua' }).getByRole('radio', { name: 'Forfettario' }).click();
  await page.getByLabel('Quota fissa mensile (€)').fill('25');
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('Contratto aggiornato con successo.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/landlord/contracts/${contractId}$`));
  await expect(page.getByRole('heading', { name: 'Marco Rossini' })).toBeVisible();
  await expect(page.getByText('700,00 €')).toBeVisible();
  await expect(page.getByText('25,00 €')).toBeVisible();

  // Share: the link, copied, 'Copiato!' for 2 s.
  await page.getByRole('button', { name: 'Condividi estratto conto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Condividi estratto conto' });
  const linkInput = dialog.getByLabel("Link dell'estratto conto");
  await expect(linkInput).toHaveValue(/\/statement\/[\w-]+$/);
  const shareLink = await linkInput.inputValue();
  await dialog.getByRole('button', { name: 'Copia link' }).click();
  await expect(dialog.getByText('Copiato!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareLink);
  await snap(page, 'contract-share-dialog');
  await expectAccessible(page);
  await expect(dialog.getByText('Copiato!')).toBeHidden({ timeout: 4000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The header's actions stay on one row at 1280 px; 'Elimina' is in the 'Altre azioni' menu.
  const actions = ['Condividi estratto conto', 'Modifica', 'Altre azioni'].map((name) =>
    page.getByRole('main').getByRole(name === 'Modifica' ? 'link' : 'button', { name, exact: true }),
  );
  const tops = () => Promise.all(actions.map(async (action) => (await action.boundingBox())?.y));
  expect(new Set(await tops()).size, `action tops at 1280 px: ${await tops()}`).toBe(1);
  await expect(page.getByRole('main').getByRole('button', { name: 'Reinvia invito' })).toBeVisible();
  // On a phone too; 'Reinvia invito' then moves into the menu.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('main').getByRole('button', { name: 'Reinvia invito' })).toHaveCount(0);
  expect(new Set(await tops()).size, `action tops at 390 px: ${await tops()}`).toBe(1);
  await page.getByRole('button', { name: 'Altre azioni' }).click();
  await expect(page.getByRole('menuitem', { name: 'Reinvia invito' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Altre azioni' }).click();
  await snap(page, 'contract-detail-actions-menu');

  // Delete: only ELIMINA enables the button; a refusal stays in the dialog.
  await page.getByRole('menuitem', { name: 'Elimina' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Elimina contratto' });
  const confirmButton = confirm.getByRole('button', { name: 'Elimina contratto' });
  await expect(confirmButton).toBeDisabled();
  await confirm.getByLabel('Digita ELIMINA per confermare').fill('elimina');
  await expect(confirmButton).toBeDisabled();
  await confirm.getByLabel('Digita ELIMINA per confermare').fill(DELETE_CONFIRMATION_WORD);
  await expect(confirmButton).toBeEnabled();
  await snap(page, 'contract-delete-dialog');
  await expectAccessible(page);
  await page.route(`**/api/contracts/${contractId}`, (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
  );
  await confirmButton.click();
  await expect(confirm.getByText("Errore durante l'eliminazione del contratto.")).toBeVisible();
  await page.unroute(`**/api/contracts/${contractId}`);
  await confirmButton.click();
  await expect(page.getByText('Contratto eliminato con successo.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/landlord\/contracts$/);
  await expect(page.getByText(CONTRACT_MESSAGES.noActiveContracts)).toBeVisible();

  // The deleted contract is gone.
  await page.goto(`/dashboard/landlord/contracts/${contractId}`);
  await expect(page.getByText(CONTRACT_MESSAGES.notFound)).toBeVisible();
  await look(page, 'contract-not-found');
});

/** The contracts list's own request (decision 080: a page of the list). */
const isContractsPage = (url: URL) => url.pathname === '/api/contracts/page';

test('error states: list, wizard without property, rooms, creation, share link', async ({ page, request }) => {
  test.setTimeout(180_000);
  await signedInLandlord(page, request);

  await page.route(isContractsPage, (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: ERROR_MESSAGES.unexpected } },
    }),
  );
  await page.goto('/dashboard/landlord/contracts');
  await expect(page.getByText('Errore nel caricamento dei contratti')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Impossibile caricare i contratti.')).toBeVisible();
  await page.unroute(isContractsPage);
  await page.route(isContractsPage, (route) => route.abort());
  await page.reload();
  await expect(page.getByText('Errore di connessione durante il caricamento dei contratti.')).toBeVisible({
    timeout: 15_000,
  });
  await look(page, 'contracts-list-error');
  await page.unroute(isContractsPage);

  await page.goto('/dashboard/landlord/contracts/new');
  await expect(page.getByText(CONTRACT_MESSAGES.propertyIdMissing)).toBeVisible();
  await expectAccessible(page);

  // An unknown (or another landlord's) property fails at once, with the way back.
  for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
    await page.goto(`/dashboard/landlord/contracts/new?property_id=${id}`);
    await expect(page.getByText(PROPERTY_MESSAGES.propertyNotFoundView)).toBeVisible();
    await expect(page.getByText('Passo 1 di 4')).toHaveCount(0);
  }
  await look(page, 'contract-wizard-property-not-found');
  await page.getByRole('link', { name: 'Seleziona immobile' }).click();
  await expect(page).toHaveURL(/\/dashboard\/landlord\/contracts\/select-property$/);

  // No property yet: the empty page leads to creating one.
  await expect(page.getByText('Nessuna proprietà disponibile')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Aggiungi Proprietà' })).toHaveAttribute(
    'href',
    '/dashboard/landlord/properties/new',
  );
  await look(page, 'contract-select-property-empty');

  // Rooms fail to load, then the creation fails with the server's message.
  const propertyId = await createPropertyApi(page, 'Casa Porta Romana', ['Monolocale']);
  const rooms = await roomIdsApi(page, propertyId);
  await page.goto(
    `/dashboard/landlord/contracts/new?property_id=${propertyId}&preselected_room_id=${rooms.Monolocale}`,
  );
  await page.getByLabel('Email').fill(uniqueEmail('errore'));
  await page.getByLabel('Nome', { exact: true }).fill('Anna');
  await page.getByLabel('Cognome', { exact: true }).fill('Neri');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByLabel('Affitto mensile (€)').fill('400');
  await page.getByLabel('Data inizio', { exact: true }).fill('01/12/2026');
  await page.getByLabel('Data fine', { exact: true }).fill('30/11/2027');
  for (const category of ['Amministrative e condominiali', 'Acqua', 'Luce', 'Gas', 'Internet', 'Riscaldamento']) {
    await page.getByRole('radiogroup', { name: category }).getByRole('radio', { name: 'Gestione autonoma' }).click();
  }
  const isAvailability = (url: URL) => url.pathname === '/api/contracts/availability';
  await page.route(isAvailability, (route) =>
    route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'Proprietà non trovata' } } }),
  );
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Errore nel caricamento stanze')).toBeVisible();
  await page.unroute(isAvailability);
  await page.getByRole('button', { name: 'Riprova' }).click();
  // preselected_room_id preselects the room.
  await expect(page.getByRole('checkbox', { name: /Monolocale/ })).toBeChecked();
  await page.getByRole('button', { name: 'Avanti' }).click();
  // A server field error takes the user to the step holding the field, the message beside it
  // (the bodies are the server's: double booking names roomIds; a refused email names
  // tenantInfo.email).
  const failCreate = (status: number, error: { code: string; message: string; fields: Record<string, string> }) =>
    page.route('**/api/contracts', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status, json: { error } }) : route.continue(),
    );
  const booked = CONTRACT_MESSAGES.doubleBooking;
  await failCreate(409, { code: 'CONFLICT', message: booked, fields: { roomIds: booked } });
  await page.getByRole('button', { name: 'Crea contratto' }).click();
  await expect(page.getByText('Errore nella creazione del contratto')).toBeVisible();
  await expect(page.getByText('Passo 3 di 4')).toBeVisible();
  await expect(page.getByRole('main').getByText(booked)).toBeVisible();
  await page.unroute('**/api/contracts');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Passo 4 di 4')).toBeVisible();
  await failCreate(400, {
    code: 'VALIDATION',
    message: 'Email non valida',
    fields: { 'tenantInfo.email': 'Email non valida' },
  });
  await page.getByRole('button', { name: 'Crea contratto' }).click();
  await expect(page.getByText('Passo 1 di 4')).toBeVisible();
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('main').getByText('Email non valida')).toBeVisible();
  await look(page, 'contract-wizard-server-field-error');
  await page.unroute('**/api/contracts');

  // Share link failure.
  const contractId = await createContractApi(page, {
    propertyId,
    roomIds: [rooms.Monolocale!],
    email: uniqueEmail('link'),
    start: '2026-12-01',
    end: '2027-11-30',
    rentCents: 40_000,
  });
  await page.route('**/share-link', (route) =>
    route.fulfill({
      status: 500,
      json: { error: { code: 'INTERNAL', message: ERROR_MESSAGES.unexpected } },
    }),
  );
  await page.goto(`/dashboard/landlord/contracts/${contractId}`);
  await page.getByRole('button', { name: 'Condividi estratto conto' }).click();
  await expect(page.getByText('Errore nel caricamento del link')).toBeVisible();
  await expect(page.getByText('Impossibile caricare il link per questo contratto')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // The payments tab of a contract not started yet is empty.
  await page.getByRole('tab', { name: 'Pagamenti' }).click();
  await expect(page.getByText('Nessun pagamento per questo contratto')).toBeVisible();

  // Every room taken in the chosen period: step 3 says so as soon as it opens.
  await page.goto(`/dashboard/landlord/contracts/new?property_id=${propertyId}`);
  await page.getByLabel('Email').fill(uniqueEmail('pieno'));
  await page.getByLabel('Nome', { exact: true }).fill('Anna');
  await page.getByLabel('Cognome', { exact: true }).fill('Neri');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await page.getByLabel('Affitto mensile (€)').fill('400');
  await page.getByLabel('Data inizio', { exact: true }).fill('01/01/2027');
  await page.getByLabel('Data fine', { exact: true }).fill('30/06/2027');
  for (const category of ['Amministrative e condominiali', 'Acqua', 'Luce', 'Gas', 'Internet', 'Riscaldamento']) {
    await page.getByRole('radiogroup', { name: category }).getByRole('radio', { name: 'Gestione autonoma' }).click();
  }
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Passo 3 di 4')).toBeVisible();
  await expect(page.getByText('Tutte le stanze sono assegnate ad altri contratti in queste date')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: /Monolocale/ })).toBeDisabled();
  await look(page, 'contract-wizard-all-rooms-taken');
});
