import type { Page } from '@playwright/test';
import { createPropertyApi } from './seed';
import { expect, expectAccessible, PASSWORD, signedInLandlord, snap, test, uniqueEmail } from './fixtures';

/**
 * Issue 19: an expired or revoked session goes back to /login and signing in returns where the
 * user was (decision 051); a save refused for an expired session warns and keeps what was typed
 * (decision 052); the two wizards keep their step in the URL and what was typed in a draft
 * (decision 053).
 */

test.describe.configure({ timeout: 120_000 });

const SIZES = [
  ['desktop', 1280, 800],
  ['phone', 390, 844],
] as const;

/** Where the login page will send the user back to (its `redirectTo`), or null. */
function redirectTarget(page: Page) {
  return new URL(page.url()).searchParams.get('redirectTo');
}

async function fillLogin(page: Page, email: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

for (const [label, width, height] of SIZES) {
  test(`expired session: Contratti goes to /login, signing in comes back (${label})`, async ({ page, request }) => {
    await page.setViewportSize({ width, height });
    const landlord = await signedInLandlord(page, request);
    const nav = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: 'Contratti' }) })
      .first();
    await expect(nav).toBeVisible();

    // The session ends elsewhere (cookie gone): the next page's call is refused, and the app
    // goes to the sign-in page remembering where the user was going.
    await page.context().clearCookies();
    await nav.getByRole('link', { name: 'Contratti' }).click();
    await expect(page).toHaveURL(/\/login\?/);
    expect(redirectTarget(page)).toBe('/dashboard/landlord/contracts');
    await expect(page.getByRole('heading', { name: 'Bentornato' })).toBeVisible();
    await expect(page.getByText('Accedi per continuare')).toBeVisible();
    await expect(page.getByText('Impossibile caricare i contratti')).toHaveCount(0);
    await expectAccessible(page);
    if (label === 'desktop') await snap(page, 'login-redirect');

    await fillLogin(page, landlord.email);
    await expect(page).toHaveURL(/\/dashboard\/landlord\/contracts$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Contratti' })).toBeVisible();

    // A page opened with no session at all goes the same way, its query string kept.
    await page.context().clearCookies();
    await page.goto('/dashboard/landlord/payables?page=2');
    await expect(page).toHaveURL(/\/login\?/);
    expect(redirectTarget(page)).toBe('/dashboard/landlord/payables?page=2');

    // Only a path of this site is followed: anything else lands on the dashboard.
    await page.goto(`/login?redirectTo=${encodeURIComponent('//example.com/dashboard')}`);
    await fillLogin(page, landlord.email);
    await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);
  });
}

test('a bill whose save meets an expired session: warned, signed in again in place, nothing typed lost', async ({
  page,
  request,
}) => {
  const landlord = await signedInLandlord(page, request);
  const propertyId = await createPropertyApi(page, 'Casa Sessione', ['Camera A']);
  await page.goto(`/dashboard/landlord/properties/${propertyId}?tab=bills`);
  await page.getByRole('button', { name: 'Aggiungi spesa' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Aggiungi spesa' });
  await dialog.getByLabel('Categoria').click();
  await page.getByRole('option', { name: 'Luce' }).click();
  await dialog.getByLabel('Data inizio', { exact: true }).fill('01/01/2026');
  await dialog.getByLabel('Data fine', { exact: true }).fill('31/01/2026');
  await dialog.getByLabel('Importo totale (€)').fill('120');
  await dialog.getByLabel('Note (facoltative)').fill('Bolletta scritta a mano');

  await page.context().clearCookies();
  await dialog.getByRole('button', { name: 'Salva spesa' }).click();
  const prompt = page.getByRole('dialog', { name: 'Sessione scaduta' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByText('non è stato salvato')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/landlord/properties/${propertyId}`));
  await expect(prompt.getByLabel('Email')).toHaveValue(landlord.email);
  await expectAccessible(page);
  await snap(page, 'session-expired-prompt');

  // A wrong password is said in place; the right one closes the prompt, the form is as typed.
  await prompt.getByLabel('Password', { exact: true }).fill('sbagliata-123');
  await prompt.getByRole('button', { name: 'Accedi' }).click();
  await expect(prompt.getByText('Email o password non corretti.')).toBeVisible();
  await prompt.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await prompt.getByRole('button', { name: 'Accedi' }).click();
  await expect(prompt).toHaveCount(0);
  await expect(dialog.getByLabel('Note (facoltative)')).toHaveValue('Bolletta scritta a mano');
  await expect(dialog.getByLabel('Importo totale (€)')).toHaveValue('120');
  await dialog.getByRole('button', { name: 'Salva spesa' }).click();
  await expect(page.getByText('Spesa caricata con successo')).toBeVisible();
  await expect(dialog).toHaveCount(0);
});

test('new property wizard: the step is in the URL, Back and reload keep what was typed, a finished one leaves no draft', async ({
  page,
  request,
}) => {
  await signedInLandlord(page, request);
  const main = page.locator('main');
  await page.goto('/dashboard/landlord/properties/new');
  await expect(main.getByText('Passo 1 di 2')).toBeVisible();
  // A step ahead of what was filled in is not reachable from the URL.
  await page.goto('/dashboard/landlord/properties/new?step=2');
  await expect(main.getByText('Passo 1 di 2')).toBeVisible();
  await expect(page).toHaveURL(/\/properties\/new$/);

  await main.getByLabel('Nome Proprietà').fill('Casa Bozza');
  await main.getByLabel('Indirizzo').fill('Via Bozza 3');
  await main.getByLabel('Codice Postale').fill('10121');
  await main.getByLabel('Provincia').fill('TO');
  await main.getByLabel('Paese').fill('Italia');
  await main.getByRole('button', { name: 'Avanti' }).click();
  await expect(main.getByText('Passo 2 di 2')).toBeVisible();
  await expect(page).toHaveURL(/\?step=2$/);
  await snap(page, 'property-wizard-step2-url');

  // Browser Back: step 1 with what was typed.
  await page.goBack();
  await expect(main.getByText('Passo 1 di 2')).toBeVisible();
  await expect(main.getByLabel('Nome Proprietà')).toHaveValue('Casa Bozza');
  await expect(main.getByLabel('Paese')).toHaveValue('Italia');
  await page.goForward();
  await expect(main.getByText('Passo 2 di 2')).toBeVisible();
  await main.getByLabel('Nome Stanza').fill('Camera Bozza');

  // Reload on step 2: still step 2, the room and the details kept.
  await page.reload();
  await expect(main.getByText('Passo 2 di 2')).toBeVisible();
  await expect(main.getByLabel('Nome Stanza')).toHaveValue('Camera Bozza');
  await page.goBack();
  await expect(main.getByText('Passo 1 di 2')).toBeVisible();
  await expect(main.getByLabel('Indirizzo')).toHaveValue('Via Bozza 3');
  await expectAccessible(page);
  await main.getByRole('button', { name: 'Avanti' }).click();
  await expect(main.getByLabel('Nome Stanza')).toHaveValue('Camera Bozza');

  await main.getByRole('button', { name: 'Crea Proprietà' }).click();
  await expect(page.getByText('Proprietà creata con successo!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/landlord\/properties\/[0-9a-f-]{36}$/, { timeout: 15_000 });

  // Finished: a new wizard starts empty.
  await page.goto('/dashboard/landlord/properties/new');
  await expect(main.getByText('Passo 1 di 2')).toBeVisible();
  await expect(main.getByLabel('Nome Proprietà')).toHaveValue('');
});

test('new contract wizard: Back and reload keep the tenant and terms, ?step=4 lands on the first incomplete step, creation clears the draft', async ({
  page,
  request,
}) => {
  await signedInLandlord(page, request);
  const propertyId = await createPropertyApi(page, 'Casa Contratto Bozza', ['Monolocale']);
  const wizard = `/dashboard/landlord/contracts/new?property_id=${propertyId}`;
  await page.goto(wizard);
  await expect(page.getByText('Passo 1 di 4')).toBeVisible();
  const tenantEmail = uniqueEmail('bozza');
  await page.getByLabel('Email').fill(tenantEmail);
  await page.getByLabel('Nome', { exact: true }).fill('Bruno');
  await page.getByLabel('Cognome', { exact: true }).fill('Bozza');
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Passo 2 di 4')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('step')).toBe('2');
  expect(new URL(page.url()).searchParams.get('property_id')).toBe(propertyId);

  await page.goBack();
  await expect(page.getByText('Passo 1 di 4')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(tenantEmail);
  await expect(page.getByLabel('Cognome', { exact: true })).toHaveValue('Bozza');
  await page.goForward();
  await expect(page.getByText('Passo 2 di 4')).toBeVisible();
  await page.getByLabel('Affitto mensile (€)').fill('450');
  await page.getByLabel('Data inizio', { exact: true }).fill('01/12/2026');

  // Reload on step 2: the terms typed so far and the tenant are still there.
  await page.reload();
  await expect(page.getByText('Passo 2 di 4')).toBeVisible();
  await expect(page.getByLabel('Affitto mensile (€)')).toHaveValue('450');
  await expect(page.getByLabel('Data inizio', { exact: true })).toHaveValue('01/12/2026');
  await snap(page, 'contract-wizard-step2-restored');

  // The rooms step asked for directly, with the terms incomplete: the terms step.
  await page.goto(`${wizard}&step=4`);
  await expect(page.getByText('Passo 2 di 4')).toBeVisible();
  expect(new URL(page.url()).searchParams.get('step')).toBe('2');
  await page.getByLabel('Data fine', { exact: true }).fill('30/11/2027');
  for (const category of ['Amministrative e condominiali', 'Acqua', 'Luce', 'Gas', 'Internet', 'Riscaldamento']) {
    await page.getByRole('radiogroup', { name: category }).getByRole('radio', { name: 'Gestione autonoma' }).click();
  }
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Passo 3 di 4')).toBeVisible();
  await page.getByRole('checkbox', { name: /Monolocale/ }).check();
  await page.getByRole('button', { name: 'Avanti' }).click();
  await expect(page.getByText('Passo 4 di 4')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Passo 4 di 4')).toBeVisible();
  await expect(page.getByText(`Bruno Bozza (${tenantEmail})`)).toBeVisible();
  await expectAccessible(page);
  await snap(page, 'contract-wizard-step4-restored');
  await page.getByRole('button', { name: 'Crea contratto' }).click();
  await expect(page.getByText('Contratto creato con successo!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/landlord\/contracts\/[0-9a-f-]{36}$/, { timeout: 15_000 });

  await page.goto(wizard);
  await expect(page.getByText('Passo 1 di 4')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('');
});
