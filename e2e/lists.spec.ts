import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import type { Page } from '@playwright/test';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';
import { expect, expectAccessible, heldRoute, signedInLandlord, snap, test, uniqueEmail } from './fixtures';

/**
 * The paged lists (decision 080), as a landlord with more contracts than one page holds: the
 * search box (accents ignored), a status chip, page 2 and a reload that keeps all of it, at 1280
 * and 390 px; the properties list's search and chips likewise; a property's bills tab and the
 * payments page's 'Pagamenti' tab (decisions 098, 113) likewise.
 */

const CONTRACTS = 27; // + Niccolò's + 2 expired = 30: two pages of 25

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

test('contracts list: search without accents, a status chip, page 2, the state kept by a reload', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await signedInLandlord(page, request);
  const roomNames = Array.from({ length: CONTRACTS + 2 }, (_, i) => `Stanza ${i + 1}`);
  const casa = await createPropertyApi(page, 'Casa Navigli', roomNames);
  const attico = await createPropertyApi(page, 'Attico Città Alta', ['Camera unica']);
  const rooms = await roomIdsApi(page, casa);
  for (let i = 0; i < CONTRACTS; i++) {
    await createContractApi(page, {
      propertyId: casa,
      roomIds: [rooms[`Stanza ${i + 1}`]!],
      email: uniqueEmail('lista'),
      firstName: 'Inquilino',
      lastName: `Numero ${String(i + 1).padStart(2, '0')}`,
      start: `2026-${String((i % 10) + 1).padStart(2, '0')}-01`,
      end: '2027-12-31',
      rentCents: 50000 + i * 100,
    });
  }
  for (const n of [1, 2]) {
    await createContractApi(page, {
      propertyId: casa,
      roomIds: [rooms[`Stanza ${CONTRACTS + n}`]!],
      email: uniqueEmail('scaduto'),
      firstName: 'Vecchio',
      lastName: `Scaduto ${n}`,
      start: '2024-01-01',
      end: '2025-06-30',
      rentCents: 40000,
    });
  }
  await createContractApi(page, {
    propertyId: attico,
    roomIds: [(await roomIdsApi(page, attico))['Camera unica']!],
    email: uniqueEmail('niccolo'),
    firstName: 'Niccolò',
    lastName: 'Bianchi',
    start: '2026-11-01',
    end: '2027-10-31',
    rentCents: 90000,
  });

  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.goto('/dashboard/landlord/contracts');
    const main = page.locator('main');
    await expect(main.getByText('30 contratti')).toBeVisible();
    await expect(main.getByText('Pagina 1 di 2')).toBeVisible();
    await expect(main.locator('li a[href^="/dashboard/landlord/contracts/"]')).toHaveCount(25);

    // Search: 'niccolo' finds Niccolò, typed with the keyboard; the URL follows.
    const search = main.getByRole('searchbox', { name: 'Cerca contratti' });
    await search.click();
    await page.keyboard.type('niccolo');
    await expect(page).toHaveURL(/[?&]q=niccolo/);
    await expect(main.getByText('1 contratto', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: /Niccolò Bianchi/ })).toBeVisible();
    await expect(main.getByText('Attico Città Alta', { exact: false })).toBeVisible();

    // Clear the search, then a status chip by keyboard: the two expired contracts.
    await search.fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    await expect(main.getByText('30 contratti')).toBeVisible();
    const expired = main.getByRole('button', { name: /Scaduti/ });
    await expired.focus();
    await page.keyboard.press('Enter');
    await expect(expired).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]status=expired/);
    await expect(main.getByText('2 contratti')).toBeVisible();
    await expect(main.getByRole('link', { name: /Vecchio Scaduto/ })).toHaveCount(2);

    // Back to all, page 2: the last 5, and a reload opens the same page.
    await main.getByRole('button', { name: /^Tutti/ }).click();
    await expect(main.getByText('30 contratti')).toBeVisible();
    await main.getByRole('button', { name: 'Pagina successiva' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(main.getByText('Pagina 2 di 2')).toBeVisible();
    await expect(main.locator('li a[href^="/dashboard/landlord/contracts/"]')).toHaveCount(5);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await page.reload();
    await expect(main.getByText('Pagina 2 di 2')).toBeVisible();
    await expect(main.locator('li a[href^="/dashboard/landlord/contracts/"]')).toHaveCount(5);

    // A shared link with a search and a chip opens that list.
    await page.goto('/dashboard/landlord/contracts?q=NUMERO%2001&status=pending_acceptance');
    await expect(main.getByRole('searchbox', { name: 'Cerca contratti' })).toHaveValue('NUMERO 01');
    await expect(main.getByRole('button', { name: /In attesa/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(main.getByRole('link', { name: /Inquilino Numero 01/ })).toBeVisible();
    await expect(main.getByText('1 contratto', { exact: true })).toBeVisible();
    if (label === 'desktop') {
      await page.goto('/dashboard/landlord/contracts?status=expired');
      await expect(main.getByText('2 contratti')).toBeVisible();
    }
  }
  await page.goto('/dashboard/landlord/contracts?page=2');
  await expect(page.locator('main').getByText('Pagina 2 di 2')).toBeVisible();
  await snap(page, 'contracts-list-page-2');
  await page.goto('/dashboard/landlord/contracts?q=citta');
  await expect(page.locator('main').getByText('1 contratto', { exact: true })).toBeVisible();
  await snap(page, 'contracts-list-searched');
});

test('properties list: search without accents, an occupancy chip, the state in the URL', async ({ page, request }) => {
  await signedInLandlord(page, request);
  await createPropertyApi(page, 'Attico Città Alta', ['Camera unica']);
  await createPropertyApi(page, 'Bilocale Navigli', ['Camera A', 'Camera B']);
  const main = page.locator('main');
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // At 1280 px the landlord types and sorts before the page's scripts have run (held here):
    // what the server-rendered controls show still becomes the list's state (decision 155).
    const scripts = /\/assets\/.*\.js$/;
    const releaseScripts = width === 1280 ? await heldRoute(page, scripts) : undefined;
    await page.goto('/dashboard/landlord/properties');
    await expect(main.getByText('2 proprietà', { exact: true })).toBeVisible();
    if (releaseScripts) await expect(page.locator('html')).not.toHaveAttribute('data-app-ready', 'true');
    await main.getByRole('searchbox', { name: PROPERTY_MESSAGES.portfolioSearchLabel }).fill('CITTA');
    if (releaseScripts) {
      await main.getByLabel('Ordina per').selectOption('name');
      releaseScripts();
      await expect(page).toHaveURL(/[?&]sort=name/);
      await page.unroute(scripts);
    }
    await expect(page).toHaveURL(/[?&]q=CITTA/);
    await expect(main.getByText('1 proprietà', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: /Attico Città Alta/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /Bilocale Navigli/ })).toHaveCount(0);
    // The tiles stay the whole portfolio.
    await expect(main.getByText('Unità totali').locator('..').locator('..')).toContainText('3');
    await main.getByRole('button', { name: 'Al completo' }).click();
    await expect(main.getByText(PROPERTY_MESSAGES.portfolioNoMatch)).toBeVisible();
    await page.reload();
    await expect(main.getByRole('searchbox', { name: PROPERTY_MESSAGES.portfolioSearchLabel })).toHaveValue('CITTA');
    await expect(main.getByRole('button', { name: 'Al completo' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
  }
  await page.goto('/dashboard/landlord/properties?q=navigli');
  await expect(main.getByText('1 proprietà', { exact: true })).toBeVisible();
  await snap(page, 'properties-list-searched');
});

test("contracts filtered by a property, the adjustment dialog's picker searched on the server", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signedInLandlord(page, request);
  const casa = await createPropertyApi(page, 'Casa Navigli', ['Stanza 1', 'Stanza 2', 'Stanza 3']);
  const attico = await createPropertyApi(page, 'Attico Città Alta', ['Camera unica']);
  const rooms = await roomIdsApi(page, casa);
  for (const n of [1, 2, 3]) {
    await createContractApi(page, {
      propertyId: casa,
      roomIds: [rooms[`Stanza ${n}`]!],
      email: uniqueEmail('navigli'),
      firstName: 'Inquilino',
      lastName: `Navigli ${n}`,
      start: '2026-01-01',
      end: '2027-12-31',
      rentCents: 50000,
    });
  }
  await createContractApi(page, {
    propertyId: attico,
    roomIds: [(await roomIdsApi(page, attico))['Camera unica']!],
    email: uniqueEmail('niccolo'),
    firstName: 'Niccolò',
    lastName: 'Bianchi',
    start: '2026-11-01',
    end: '2027-10-31',
    rentCents: 90000,
  });
  const main = page.locator('main');

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // The property filter: typed without the accent, found on the server, kept in the URL.
    await page.goto('/dashboard/landlord/contracts');
    await expect(main.getByText('4 contratti')).toBeVisible();
    const filter = main.getByRole('combobox', { name: 'Proprietà' });
    await filter.click();
    const asked = page.waitForRequest((r) => r.url().includes('/api/properties/page') && r.url().includes('q=citta'));
    await page.keyboard.type('citta');
    await asked;
    const properties = page.getByRole('listbox', { name: 'Proprietà' });
    await expect(properties.getByRole('option', { name: /Attico Città Alta/ })).toBeVisible();
    await expect(properties.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]propertyId=${attico}`));
    await expect(main.getByText('1 contratto', { exact: true })).toBeVisible();
    await expect(main.getByRole('link', { name: /Niccolò Bianchi/ })).toBeVisible();
    await page.reload();
    await expect(main.getByText('1 contratto', { exact: true })).toBeVisible();
    await expect(main.getByRole('combobox', { name: 'Proprietà' })).toHaveValue(/Attico Città Alta/);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await main.getByRole('button', { name: 'Tutte le proprietà' }).click();
    await expect(page).not.toHaveURL(/propertyId=/);
    await expect(main.getByText('4 contratti')).toBeVisible();

    // The adjustment dialog's picker asks the server for the typed name (never the whole list).
    const wholeList: string[] = [];
    const onRequest = (r: { url: () => string }) => {
      if (new URL(r.url()).pathname === '/api/contracts') wholeList.push(r.url());
    };
    page.on('request', onRequest);
    await page.goto('/dashboard/landlord/payables');
    await page.getByRole('button', { name: 'Rettifica crediti/costi' }).click();
    const dialog = page.getByRole('dialog', { name: 'Rettifica crediti/costi da conguagliare' });
    const picker = dialog.getByRole('combobox', { name: 'Contratto' });
    await picker.click();
    const searched = page.waitForRequest(
      (r) => r.url().includes('/api/contracts/page') && r.url().includes('q=niccolo'),
    );
    await page.keyboard.type('niccolo');
    await searched;
    const listbox = page.getByRole('listbox', { name: 'Contratto' });
    await expect(listbox.getByRole('option')).toHaveCount(1);
    await expect(listbox.getByRole('option')).toContainText('Attico Città Alta');
    await expectAccessible(page);
    await page.keyboard.press('Enter');
    await expect(picker).toHaveValue('Niccolò Bianchi · Attico Città Alta');
    page.off('request', onRequest);
    expect(wholeList).toEqual([]);
  }
  await page.goto(`/dashboard/landlord/contracts?propertyId=${attico}`);
  await expect(main.getByText('1 contratto', { exact: true })).toBeVisible();
  await snap(page, 'contracts-list-by-property');
  await page.goto('/dashboard/landlord/payables');
  await page.getByRole('button', { name: 'Rettifica crediti/costi' }).click();
  await page.getByRole('combobox', { name: 'Contratto' }).click();
  await page.keyboard.type('navigli');
  await expect(page.getByRole('listbox', { name: 'Contratto' }).getByRole('option')).toHaveCount(3);
  await snap(page, 'adjustment-picker-searched');
});

test("a property's bills and the 'Pagamenti' tab: search, a filter, page 2, the state kept by a reload", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await signedInLandlord(page, request);
  const DEBTORS = 26; // + Niccolò's = 27 contracts that owe: two pages of 25
  const roomNames = Array.from({ length: DEBTORS }, (_, i) => `Stanza ${i + 1}`);
  const casa = await createPropertyApi(page, 'Casa Debitori', roomNames);
  const attico = await createPropertyApi(page, 'Attico Bollette', ['Camera unica']);
  const rooms = await roomIdsApi(page, casa);
  for (let i = 0; i < DEBTORS; i++) {
    await createContractApi(page, {
      propertyId: casa,
      roomIds: [rooms[`Stanza ${i + 1}`]!],
      email: uniqueEmail('debitore'),
      firstName: 'Debitore',
      lastName: `Numero ${String(i + 1).padStart(2, '0')}`,
      // Half started in September (overdue rents by now), half today (a rent due today, not late).
      start: i % 2 === 0 ? '2026-09-01' : '2026-11-23',
      end: '2027-12-31',
      rentCents: 50000 + i * 100,
    });
  }
  await createContractApi(page, {
    propertyId: attico,
    roomIds: [(await roomIdsApi(page, attico))['Camera unica']!],
    email: uniqueEmail('niccolo'),
    firstName: 'Niccolò',
    lastName: 'Bianchi',
    start: '2026-11-01',
    end: '2027-10-31',
    rentCents: 90000,
  });
  // 27 bills on the Attico: one gas bill in three, one heating bill noted 'Perdita caldaia'.
  const BILLS = 27;
  for (let i = 0; i < BILLS; i++) {
    const res = await page.request.post('/api/bills', {
      data: {
        billDetails: {
          propertyId: attico,
          category: i === 13 ? 'heating' : i % 3 === 0 ? 'gas' : 'electricity',
          totalAmount: 1000 + i * 100,
          splittableAmount: 1000 + i * 100,
          notes: i === 13 ? 'Perdita caldaia' : `Bolletta ${i + 1}`,
          periodStartDate: '2026-11-01',
          periodEndDate: '2026-11-30',
        },
        documentInfo: null,
        idempotencyKey: crypto.randomUUID(),
      },
    });
    expect(res.status()).toBe(201);
  }
  const gasBills = Array.from({ length: BILLS }, (_, i) => i).filter((i) => i !== 13 && i % 3 === 0).length;
  // What the screen must count: the server's own figures for the same queries.
  const owing = async (query: string) =>
    ((await (await page.request.get(`/api/payments/net-balances/page?${query}`)).json()) as { total: number }).total;
  const allOwing = await owing('');
  const overdueOwing = await owing('overdue=true');
  expect(allOwing).toBe(DEBTORS + 1);
  expect(overdueOwing).toBeGreaterThan(0);
  expect(overdueOwing).toBeLessThan(allOwing);
  const bigOwing = await owing('minAmount=80000');
  expect(bigOwing).toBeGreaterThan(0);
  expect(bigOwing).toBeLessThan(allOwing);

  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    const main = page.locator('main');

    // The bills tab: the count, a search in the notes without accents, a category chip, page 2.
    await page.goto(`/dashboard/landlord/properties/${attico}?tab=bills`);
    await expect(main.getByText(`${BILLS} spese`)).toBeVisible();
    await expect(main.getByText('Totale delle spese elencate:')).toBeVisible();
    const billSearch = main.getByRole('searchbox', { name: 'Cerca spese' });
    await billSearch.click();
    await page.keyboard.type('CALDAIA');
    await expect(page).toHaveURL(/[?&]q=CALDAIA/);
    await expect(page).toHaveURL(/[?&]tab=bills/);
    await expect(main.getByText('1 spesa', { exact: true })).toBeVisible();
    await expect(main.getByRole('row', { name: /Apri la spesa Riscaldamento/ })).toBeVisible();
    await billSearch.fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    const gas = main.getByRole('button', { name: 'Gas', exact: true });
    await gas.focus();
    await page.keyboard.press('Enter');
    await expect(gas).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]category=gas/);
    await expect(main.getByText(`${gasBills} spese`)).toBeVisible();
    await main.getByRole('button', { name: 'Tutte', exact: true }).click();
    await main.getByRole('button', { name: 'Pagina successiva' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(main.getByText('Pagina 2 di 2')).toBeVisible();
    await expect(main.getByRole('row', { name: /Apri la spesa/ })).toHaveCount(BILLS - 25);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await page.reload();
    await expect(main.getByText('Pagina 2 di 2')).toBeVisible();
    await expect(main.getByRole('tab', { name: 'Spese' })).toHaveAttribute('aria-selected', 'true');

    // The 'Pagamenti' tab: the count, 'niccolo' finds Niccolò, 'Solo scaduti', page 2 and a reload.
    await page.goto('/dashboard/landlord/payables?tab=payments');
    await expect(main.getByText(`${allOwing} contratti`)).toBeVisible();
    await expect(main.getByText('Totale da incassare:')).toBeVisible();
    const search = main.getByRole('searchbox', { name: 'Cerca pagamenti' });
    await search.click();
    await page.keyboard.type('niccolo');
    await expect(page).toHaveURL(/[?&]q=niccolo/);
    await expect(main.getByText('1 contratto', { exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Niccolò Bianchi', exact: true })).toBeVisible();
    await search.fill('');
    await expect(page).not.toHaveURL(/[?&]q=/);
    const overdue = main.getByRole('button', { name: 'Solo scaduti' });
    await overdue.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/[?&]overdue=true/);
    await expect(
      main.getByText(`${overdueOwing} contratt${overdueOwing === 1 ? 'o' : 'i'}`, { exact: true }),
    ).toBeVisible();
    await main.getByRole('button', { name: 'Tutti', exact: true }).click();
    // The amount range: euros typed with Italian decimals, kept in the URL in cents, shown again
    // after a reload; an emptied box is no bound.
    const minAmount = main.getByRole('textbox', { name: 'Importo minimo (€)' });
    await minAmount.fill('800,00');
    await minAmount.press('Enter');
    await expect(page).toHaveURL(/[?&]minAmount=80000/);
    await expect(main.getByText(`${bigOwing} contratt${bigOwing === 1 ? 'o' : 'i'}`, { exact: true })).toBeVisible();
    await page.reload();
    await expect(minAmount).toHaveValue('800');
    await expect(main.getByText(`${bigOwing} contratt${bigOwing === 1 ? 'o' : 'i'}`, { exact: true })).toBeVisible();
    if (label === 'desktop') await snap(page, 'payments-tab-amount-range');
    await minAmount.fill('');
    await minAmount.press('Enter');
    await expect(page).not.toHaveURL(/[?&]minAmount=/);
    await expect(main.getByText(`${allOwing} contratti`)).toBeVisible();
    await main.getByRole('button', { name: 'Pagina successiva' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(main.getByText('Pagina 2 di 2')).toBeVisible();
    await expect(
      main.getByRole('table', { name: 'Pagamenti da confermare' }).getByRole('button', { name: /^Conferma Avvenuto/ }),
    ).toHaveCount(allOwing - 25);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await page.reload();
    await expect(main.getByText('Pagina 2 di 2')).toBeVisible();
    await expect(main.getByRole('tab', { name: 'Pagamenti' })).toHaveAttribute('aria-selected', 'true');
    if (label === 'desktop') {
      // Another tab starts from its own list: the page and search do not follow.
      await main.getByRole('tab', { name: 'Conguagli' }).click();
      await expect(page).not.toHaveURL(/[?&]page=/);
    }
  }
  await page.goto(`/dashboard/landlord/properties/${attico}?tab=bills&category=gas`);
  await expect(page.locator('main').getByText(`${gasBills} spese`)).toBeVisible();
  await snap(page, 'bills-tab-gas');
  await page.goto('/dashboard/landlord/payables?tab=payments&sort=amount_desc');
  await expect(page.locator('main').getByText(`${allOwing} contratti`)).toBeVisible();
  await snap(page, 'payments-tab-paged');
});
