import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, screenshot, signedInLandlord, test, uniqueEmail } from './fixtures';
import { seedOneRoomContract } from './seed';

/**
 * A payment just recorded shows on every page the landlord goes to next, through the app's own
 * navigation and never a reload (issue 48, decision 181): every successful mutation marks all
 * queries stale in one place, so the payments page and the analytics, read before the payment and
 * still cached, are asked again when shown. Server clock 23/11/2026 (decision 018): the contract
 * from 01/09/2026 at 500,00 € a month has September to November open, 1.500,00 €.
 */

/** A screenshot when asked (E2E_SCREENSHOTS, e2e/fixtures.ts): the viewport's width in the name. */
const shoot = (page: Page, name: string) =>
  screenshot(page, `fresh-after-mutation-${name}-${page.viewportSize()?.width ?? 0}`);

const TENANT = 'Paola Fresca';

/** The app's navigation: the sidebar at 1280 px, the bottom bar at 390 px. */
function nav(page: Page, width: number): Locator {
  return page.getByRole('navigation', { name: width < 768 ? 'Navigazione principale' : 'Menu laterale' });
}

async function goTo(page: Page, width: number, label: 'Contratti' | 'Pagamenti' | 'Analytics') {
  await nav(page, width).getByRole('link', { name: label, exact: true }).click();
  await expect(nav(page, width).getByRole('link', { name: label, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
}

/** The payments page's 'Pagamenti' tab: the tenant's row and the metric of what is awaited. */
async function expectPaymentsPage(page: Page, awaited: string) {
  await page.getByRole('tab', { name: 'Pagamenti' }).click();
  const row = page
    .getByRole('table', { name: 'Pagamenti da confermare' })
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: TENANT, exact: true }) });
  await expect(row).toContainText(awaited);
  await expect(
    page
      .getByRole('region', { name: 'Riepilogo' })
      .locator('div[data-slot="card"]', { hasText: 'Pagamenti in Attesa' }),
  ).toContainText(awaited);
}

async function expectAnalytics(page: Page, collected: string, arrears: string) {
  await expect(page.getByRole('heading', { name: 'Analytics', level: 1 })).toBeVisible();
  const tiles = page.getByRole('region', { name: "Riepilogo dell'anno" });
  await expect(tiles).toContainText(/Maturato\s*1\.500,00\u00a0€/);
  await expect(tiles).toContainText(new RegExp(`Incassato\\s*${collected.replace('.', '\\.')}\\u00a0€`));
  await expect(tiles).toContainText(new RegExp(`Morosità oggi\\s*${arrears.replace('.', '\\.')}\\u00a0€`));
}

/** From the contracts list to the contract's 'Pagamenti' tab: what is to be collected now. */
async function openContractPayments(page: Page, due: string) {
  await page.getByRole('link', { name: new RegExp(TENANT) }).click();
  await page.getByRole('tab', { name: /Pagamenti/ }).click();
  const toCollect = page.getByText('Da incassare ora').locator('..');
  await expect(toCollect).toContainText(`${due}\u00a0€`);
}

for (const [width, height] of [
  [1280, 900],
  [390, 844],
] as const) {
  test(`a payment recorded on the contract shows on the contract, the payments page and the analytics, with no reload, at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height });
    await signedInLandlord(page, request);
    await seedOneRoomContract(page, {
      propertyName: 'Casa Fresca',
      email: uniqueEmail('fresca'),
      firstName: 'Paola',
      lastName: 'Fresca',
    });

    // Before: each page read once, so each is in the cache when the payment is recorded.
    await goTo(page, width, 'Pagamenti');
    await expectPaymentsPage(page, '1.500,00 €');
    await goTo(page, width, 'Analytics');
    await expectAnalytics(page, '0,00', '1.500,00');
    await goTo(page, width, 'Contratti');
    await openContractPayments(page, '1.500,00');

    await page.getByRole('button', { name: 'Registra pagamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Registra pagamento' });
    await dialog.getByLabel('Importo (€)').fill('300');
    const date = dialog.getByRole('textbox', { name: 'Data' });
    await date.fill('20/11/2026');
    await date.blur();
    await dialog.getByRole('button', { name: 'Registra pagamento' }).click();
    await expect(dialog).toBeHidden();
    // From here on only the app's own links: no page.goto, no reload.
    await expect(page.getByText('Da incassare ora').locator('..')).toContainText('1.200,00\u00a0€');
    await expect(page.getByRole('list', { name: 'Pagamenti ricevuti' })).toContainText('Ricevuta n. 2026/0001');
    await expectAccessible(page);
    await shoot(page, 'contract');

    await goTo(page, width, 'Pagamenti');
    await expectPaymentsPage(page, '1.200,00 €');
    await expectAccessible(page);
    await shoot(page, 'payments');

    await goTo(page, width, 'Analytics');
    await expectAnalytics(page, '300,00', '1.200,00');
    await expectAccessible(page);
    await shoot(page, 'analytics');

    await goTo(page, width, 'Contratti');
    await expectAccessible(page);
    await shoot(page, 'contracts');
    await openContractPayments(page, '1.200,00');
    await expect(page.getByRole('list', { name: 'Pagamenti ricevuti' })).toContainText('Ricevuta n. 2026/0001');
  });
}
