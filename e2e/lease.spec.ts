import { LEASE_MESSAGES } from '@casaconti/core/messages';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, signedInLandlord, test, uniqueEmail } from './fixtures';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';

/**
 * The lease's legal life (docs/domain.md §15) through the real UI: the ISTAT anniversary proposal applied
 * on a contract (new rent shown, the letter opens), the 'Scadenze' page with its server-searched property filter and its
 * private calendar link, at 1280 and 390 px. The server's clock starts on 23/11/2026 (decision
 * 018). The 4+4's lease terms are set as a landlord does, in the contract's edit form; the
 * transitorio's through the create route the wizard calls.
 */

const shoot = (page: Page, name: string) => screenshot(page, `${name}-${page.viewportSize()?.width ?? 0}`);

/** The lease terms typed in the contract's edit form (the contract was created without them). */
async function editLease(page: Page, contractId: string) {
  await page.goto(`/dashboard/landlord/contracts/${contractId}/edit`);
  await page.getByLabel('Tipo di contratto').selectOption({ label: 'Libero 4+4' });
  await page.getByLabel('Aggiornamento ISTAT').selectOption({ label: '75 % della variazione ISTAT' });
  const registered = page.getByLabel('Data di registrazione (facoltativa)', { exact: true });
  await registered.fill('20/11/2025');
  await registered.blur();
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/landlord/contracts/${contractId}$`));
  await expect(page.getByText('Libero 4+4')).toBeVisible();
  await expect(page.getByText('75 % della variazione ISTAT', { exact: true })).toBeVisible();
}

/** Two contracts on two properties: a 4+4 from 01/11/2025 at 800,00 € (75 %), a transitorio. */
async function seedLeases(page: Page) {
  const suffix = Date.now().toString(36);
  const casa = await createPropertyApi(page, `Casa Navigli ${suffix}`, ['Camera 1']);
  const loft = await createPropertyApi(page, `Loft Isola ${suffix}`, ['Camera 1']);
  const long = await createContractApi(page, {
    propertyId: casa,
    roomIds: [(await roomIdsApi(page, casa))['Camera 1']!],
    email: uniqueEmail('giulia'),
    start: '2025-11-01',
    end: '2029-10-31',
    rentCents: 80_000,
    firstName: 'Giulia',
    lastName: 'Conti',
  });
  await editLease(page, long);
  const short = await createContractApi(page, {
    propertyId: loft,
    roomIds: [(await roomIdsApi(page, loft))['Camera 1']!],
    email: uniqueEmail('piero'),
    start: '2026-10-01',
    end: '2027-03-31',
    rentCents: 60_000,
    firstName: 'Piero',
    lastName: 'Galli',
    lease: { contract_type: 'transitorio', cedolare_secca: true },
  });
  return { long, short, casa: `Casa Navigli ${suffix}`, loft: `Loft Isola ${suffix}` };
}

for (const [width, height] of [
  [1280, 800],
  [390, 844],
] as const) {
  test(`the ISTAT update applied at the anniversary, the letter, the deadlines page and its calendar link (${width} px)`, async ({
    page,
    request,
  }) => {
    await signedInLandlord(page, request);
    await page.setViewportSize({ width, height });
    const seeded = await seedLeases(page);

    // Under cedolare secca the card says why there is no update.
    await page.goto(`/dashboard/landlord/contracts/${seeded.short}`);
    const shortCard = page.getByRole('region', { name: 'Aggiornamento ISTAT' });
    await expect(shortCard.getByText(LEASE_MESSAGES.cedolareSecca)).toBeVisible();

    // The 4+4 contract: the anniversary of 01/11/2026 is proposed.
    await page.goto(`/dashboard/landlord/contracts/${seeded.long}`);
    const card = page.getByRole('region', { name: 'Aggiornamento ISTAT' });
    await expect(card.getByText('Anniversario del 01/11/2026')).toBeVisible();
    await expectAccessible(page);
    const change = card.getByLabel('Variazione ISTAT (%)');
    // 'abc' and 25 are refused as they are typed, before the field is left (issue 46 §12).
    await change.fill('abc');
    await expect(card.getByText(LEASE_MESSAGES.changeInvalid)).toBeVisible();
    await change.fill('25');
    await expect(card.getByText(LEASE_MESSAGES.changeInvalid)).toBeVisible();
    await shoot(page, 'lease-istat-refused');
    await change.fill('1,8');
    await expect(card.getByText('Nuovo canone 810,80 €')).toBeVisible();
    await card.getByLabel('Nuovo canone dal mese di').selectOption({ label: 'dicembre 2026' });
    await shoot(page, 'lease-istat-proposal');
    await card.getByRole('button', { name: 'Applica aggiornamento' }).click();
    await expect(card.getByText('Canone attuale: 810,80 €')).toBeVisible();
    await expect(card.getByText('Nessun aggiornamento da applicare ora', { exact: false })).toBeVisible();
    await shoot(page, 'lease-istat-applied');

    // The letter opens as a PDF.
    const letter = card.getByRole('link', { name: /Lettera \(PDF\)/ });
    const href = await letter.getAttribute('href');
    expect(href).toMatch(/\/rent-update\/[0-9a-f-]{36}\/letter$/);
    const pdf = await page.request.get(href!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const popup = page.waitForEvent('popup');
    await letter.click();
    await (await popup).close();

    // 'Scadenze' from the navigation.
    const nav = width < 768 ? page.locator('[data-slot="bottom-nav"]') : page.locator('[data-slot="sidebar"]');
    await nav.getByRole('link', { name: 'Scadenze' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/landlord\/deadlines$/);
    await expect(page.getByRole('heading', { name: 'Scadenze', level: 2 })).toBeVisible();
    const items = page.getByRole('list').filter({ has: page.locator('time') });
    await expect(items.getByText(seeded.casa).first()).toBeVisible();
    await expect(items.getByText(seeded.loft).first()).toBeVisible();
    await expectAccessible(page);
    await shoot(page, 'lease-deadlines');

    // Filter by property, searched on the server (decision 097): only the loft's (its registration
    // is due 31/10/2026, its expiry 31/03/2027); the filter is in the URL and survives a reload.
    const main = page.getByRole('main');
    await main.getByRole('combobox', { name: 'Proprietà' }).click();
    const asked = page.waitForRequest((r) => r.url().includes('/api/properties/page') && r.url().includes('q=loft'));
    await page.keyboard.type('loft isola');
    await asked;
    const properties = page.getByRole('listbox', { name: 'Proprietà' });
    await expect(properties.getByRole('option')).toHaveCount(1);
    await expect(properties.getByRole('option', { name: new RegExp(seeded.loft) })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]propertyId=/);
    await expect(items.getByText(seeded.casa)).toHaveCount(0);
    await expect(items.getByText('Scadenza del contratto')).toBeVisible();
    await expect(items.getByText('31/03/2027')).toBeVisible();
    await page.reload();
    await expect(main.getByRole('combobox', { name: 'Proprietà' })).toHaveValue(new RegExp(seeded.loft));
    await expect(items.getByText(seeded.casa)).toHaveCount(0);
    await expect(main.getByText('2 scadenze', { exact: true })).toBeVisible();
    // The registration was due 31/10/2026, before today (23/11/2026): first, badged 'In ritardo';
    // the expiry ahead has no badge (issue 46 item 10).
    const listed = items.getByRole('listitem');
    await expect(listed.first()).toContainText('Registrazione del contratto');
    await expect(listed.first().getByText('In ritardo', { exact: true })).toBeVisible();
    await expect(listed.nth(1).getByText('In ritardo', { exact: true })).toHaveCount(0);
    await expectAccessible(page);
    await shoot(page, 'lease-deadlines-filtered');
    // Each deadline links to its contract.
    await items.getByRole('link').filter({ hasText: 'Scadenza del contratto' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/landlord/contracts/${seeded.short}$`));
    await page.goBack();

    // The private calendar link: shown once, it serves an iCalendar feed; revoked, 404.
    await page.getByRole('button', { name: 'Crea link al calendario' }).click();
    const link = page.getByLabel('Il tuo link (copialo ora: non verrà più mostrato)');
    await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    await shoot(page, 'lease-calendar-link');
    const url = new URL(await link.inputValue());
    const feed = await request.get(url.pathname);
    expect(feed.status()).toBe(200);
    const ics = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(ics).toContain('BEGIN:VCALENDAR');
    // The late registration's event says it is late.
    expect(ics).toContain(`SUMMARY:In ritardo: Registrazione del contratto – ${seeded.loft}`);
    await page.getByRole('button', { name: 'Revoca link' }).click();
    await expect(page.getByRole('button', { name: 'Crea link al calendario' })).toBeVisible();
    expect((await request.get(url.pathname)).status()).toBe(404);
  });
}
