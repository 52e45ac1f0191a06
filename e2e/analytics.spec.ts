import fs from 'node:fs';
import { expect, expectAccessible, signedInLandlord, snap, test, uniqueEmail } from './fixtures';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';

/**
 * The analytics page (issue 24, docs/domain.md §16). Server clock: 23/11/2026. 'Casa Analisi' holds one
 * contract from 01/08/2026 at 500,00 € a month (August to November accrued: 2.000,00 €) with a
 * partial payment of 300,00 €; 'Casa Vuota' has a room and no contract; 24 more empty properties
 * fill the per-property table's second page. The API test proves the figures to the cent; here a
 * person reads them, sorts and pages the per-property table (the address keeps it across a
 * reload), opens a chart's table, follows the arrears to a tenant, downloads an export and
 * filters by a property found by typing its name (decision 125).
 */
for (const [width, height, name] of [
  [1280, 900, 'desktop'],
  [390, 844, 'phone'],
] as const) {
  test(`the analytics page at ${width} px`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height });
    await signedInLandlord(page, request);
    const full = await createPropertyApi(page, 'Casa Analisi', ['Camera 1']);
    await createPropertyApi(page, 'Casa Vuota', ['Camera 2']);
    for (let i = 1; i <= 24; i++) await createPropertyApi(page, `Immobile ${String(i).padStart(2, '0')}`, ['Stanza']);
    const rooms = await roomIdsApi(page, full);
    const contractId = await createContractApi(page, {
      propertyId: full,
      roomIds: [rooms['Camera 1']!],
      email: uniqueEmail('analisi'),
      start: '2026-08-01',
      end: '2027-07-31',
      rentCents: 50000,
      firstName: 'Rita',
      lastName: 'Ritardi',
    });
    const paid = await page.request.post(`/api/contracts/${contractId}/payments`, {
      data: { amount: 30000, receivedOn: '2026-11-20', method: 'bonifico' },
    });
    expect(paid.status()).toBe(201);

    await page.goto('/dashboard/landlord/analytics');
    await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
    const tiles = page.getByRole('region', { name: "Riepilogo dell'anno" });
    await expect(tiles).toContainText(/Maturato\s*2\.000,00\u00a0€/);
    await expect(tiles).toContainText(/Incassato\s*300,00\u00a0€/);
    await expect(tiles).toContainText(/Morosità oggi\s*1\.700,00\u00a0€/);
    await expect(page.getByRole('combobox', { name: 'Anno', exact: true })).toHaveValue('2026');
    await expectAccessible(page);
    await snap(page, 'analytics');

    // The per-property table and the accountant's summary read without sideways scrolling, at
    // 390 px too (the figures a phone hides from the columns go under the row's first cell).
    for (const heading of ['Per immobile', 'Riepilogo annuale per il commercialista']) {
      const card = page.locator('[data-slot="card"]', { has: page.getByRole('heading', { name: heading }) });
      const table = card.locator('[data-slot="table-container"]');
      expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth), heading).toBeLessThanOrEqual(1);
    }
    const perProperty = page.locator('[data-slot="card"]', {
      has: page.getByRole('heading', { name: 'Per immobile' }),
    });
    // Its accrued figure is shown once: in its column, or on a phone under the property's name.
    const accrued = perProperty.getByRole('row', { name: /Casa Analisi/ }).getByText('2.000,00\u00a0€');
    await expect(accrued.filter({ visible: true })).toHaveCount(1);

    // 26 properties: a page of 25 by name; page 2 holds the last, and a reload keeps it.
    const pager = perProperty.getByRole('navigation', { name: 'Pagine' });
    await expect(pager).toContainText('26 immobili');
    await expect(pager).toContainText('Pagina 1 di 2');
    await pager.getByRole('button', { name: 'Pagina successiva' }).click();
    await expect(page).toHaveURL(/[?&]propertiesPage=2/);
    await expect(perProperty.getByRole('row', { name: /Immobile 24/ })).toBeVisible();
    await expect(perProperty.getByRole('row', { name: /Casa Analisi/ })).toHaveCount(0);
    await page.reload();
    await expect(pager).toContainText('Pagina 2 di 2');
    await expect(perProperty.getByRole('row', { name: /Immobile 24/ })).toBeVisible();
    await expectAccessible(page);
    // Sorted by net, largest first (the server sorts; the column a phone shows too): back to
    // page 1, Casa Analisi on top.
    await perProperty.getByRole('button', { name: 'Netto' }).click();
    await expect(page).toHaveURL(/[?&]propertiesSort=net_desc/);
    await expect(page).not.toHaveURL(/propertiesPage=/);
    await expect(perProperty.getByRole('row').nth(1)).toContainText('Casa Analisi');
    if (name === 'desktop') await snap(page, 'analytics-properties-sorted');

    // A chart's figures as a table.
    const monthly = page.locator('[data-slot="card"]', {
      has: page.getByRole('heading', { name: 'Maturato e incassato per mese' }),
    });
    await monthly.getByRole('button', { name: 'Mostra tabella' }).click();
    const row = monthly.getByRole('row', { name: /novembre/ });
    await expect(row).toContainText('500,00\u00a0€');
    await expect(row).toContainText('300,00\u00a0€');
    // The open table scrolls inside its card if it must, never the page (it widened the page to
    // 485 px at 390).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectAccessible(page);

    // The arrears: August is over 90 days late; opening its bar reads its tenant, a link to the contract.
    await expect(page.getByRole('region', { name: /^Inquilini in ritardo/ })).toHaveCount(0);
    await page.getByRole('button', { name: 'Oltre 90 giorni · 1' }).click();
    const late = page.getByRole('region', { name: 'Inquilini in ritardo: Oltre 90 giorni' });
    await expect(late.getByRole('link', { name: 'Rita Ritardi' })).toHaveAttribute(
      'href',
      `/dashboard/landlord/contracts/${contractId}`,
    );

    // August's 500,00 less the 300,00 paid (allocated oldest first).
    await expect(late.getByRole('listitem')).toContainText('200,00\u00a0€');
    await expectAccessible(page);

    // The accountant's summary: its page of contracts, its totals, the pager's count.
    const summary = page.locator('[data-slot="card"]', {
      has: page.getByRole('heading', { name: 'Riepilogo annuale per il commercialista' }),
    });
    await expect(summary.getByRole('row', { name: /Rita Ritardi/ })).toBeVisible();
    await expect(summary.getByRole('row', { name: /Totale dell'anno/ })).toContainText('300,00\u00a0€');
    await expect(summary.getByRole('navigation', { name: 'Pagine' })).toContainText('1 contratto');
    await expect(summary.getByRole('navigation', { name: 'Pagine' })).toContainText('Pagina 1 di 1');
    if (name === 'desktop') await snap(page, 'analytics-arrears-open');

    // An export: the payments' CSV of the year, UTF-8 with BOM, Italian decimals.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'CSV pagamenti' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('casaconti-pagamenti-2026.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain('Rita Ritardi;bonifico;300,00;Valido');

    // The property filter searches the server for the typed name (the page never loads every
    // property): the empty house has accrued nothing; the address keeps the choice across a reload.
    const filter = page.getByRole('combobox', { name: 'Proprietà' });
    await filter.click();
    const asked = page.waitForRequest((r) => r.url().includes('/api/properties/page') && r.url().includes('q=vuota'));
    await page.keyboard.type('vuota');
    await asked;
    const choices = page.getByRole('listbox', { name: 'Proprietà' });
    await expect(choices.getByRole('option', { name: /Casa Vuota/ })).toBeVisible();
    await expect(choices.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]property=/);
    await expect(tiles).toContainText(/Maturato\s*0,00\u00a0€/);
    await expect(tiles).toContainText(/Occupazione\s*0\s*%/);
    await expect(perProperty.getByRole('navigation', { name: 'Pagine' })).toContainText('1 immobile');
    await page.reload();
    await expect(filter).toHaveValue(/Casa Vuota/);
    await expect(tiles).toContainText(/Maturato\s*0,00\u00a0€/);
    await expectAccessible(page);
    if (name === 'phone') await snap(page, 'analytics-filtered');
  });
}
