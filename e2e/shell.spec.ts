import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  signedInLandlord,
  snap,
  test,
  uniqueEmail,
  waitForEmail,
  waitForHydration,
  screenshot,
} from './fixtures';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';

/** An active tenant, signed in in `page`'s browser context (dev invitation, then completion). */
async function signedInTenant(page: Page, request: APIRequestContext) {
  const email = uniqueEmail('tenant');
  const invite = await request.post('/api/dev/invite', { data: { email, firstName: 'Marco', lastName: 'Rossi' } });
  expect(invite.status()).toBe(201);
  const token = new URL(((await invite.json()) as { link: string }).link).searchParams.get('token');
  const done = await page.request.post('/api/account/complete', {
    data: { token, firstName: 'Marco', lastName: 'Rossi', password: 'PasswordTenant1' },
  });
  expect(done.status()).toBe(200);
  return { email };
}

test.describe('authenticated shell', () => {
  test('/dashboard routes a landlord to the properties', async ({ page, request }) => {
    await signedInLandlord(page, request);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Proprietà' })).toBeVisible();
  });

  test('ctrl+B collapses the sidebar and the sidebar:state cookie keeps it after a reload', async ({
    page,
    request,
    context,
  }) => {
    await signedInLandlord(page, request);
    const sidebar = page.locator('[data-slot="sidebar"]').first();
    await expect(sidebar).toHaveAttribute('data-state', 'expanded');
    await expect(page.getByRole('link', { name: 'Contratti' })).toBeVisible();

    await page.keyboard.press('Control+b');
    await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar:state');
    expect(cookie?.value).toBe('false');
    // Seven days (docs/product.md §9: 604800 s), give or take the test's own duration.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(604800 - 120);
    await snap(page, 'shell-collapsed');

    // The list is rendered on the server (decision 030), collapsed from the cookie before any
    // script runs; the shortcut works once the page's code has hydrated it.
    await page.reload();
    await expect(page.locator('[data-slot="sidebar"]').first()).toHaveAttribute('data-state', 'collapsed');
    await waitForHydration(page);
    await page.keyboard.press('Control+b');
    await expect(page.locator('[data-slot="sidebar"]').first()).toHaveAttribute('data-state', 'expanded');
    expect((await context.cookies()).find((c) => c.name === 'sidebar:state')?.value).toBe('true');
  });

  test('at 390px the bottom navigation shows and the header menu holds Settings and Logout', async ({
    page,
    request,
  }) => {
    await signedInLandlord(page, request);
    await page.setViewportSize({ width: 390, height: 844 });
    const bottomNav = page.getByRole('navigation', { name: 'Navigazione principale' });
    await expect(bottomNav).toBeVisible();
    for (const label of ['Proprietà', 'Contratti', 'Pagamenti', 'Analytics']) {
      await expect(bottomNav.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(bottomNav.getByRole('link', { name: 'Proprietà' })).toHaveAttribute('aria-current', 'page');
    await bottomNav.getByRole('link', { name: 'Contratti' }).click();
    await expect(page).toHaveURL(/\/dashboard\/landlord\/contracts$/);
    await expect(bottomNav.getByRole('link', { name: 'Contratti' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('button', { name: 'Menu' }).click();
    const settings = page.getByRole('menuitem', { name: 'Settings' });
    await expect(settings).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
    await screenshot(page, 'shell-mobile-menu-phone', { fullPage: false });
    await settings.click();
    await expect(page).toHaveURL(/\/dashboard\/settings$/);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await screenshot(page, 'login-after-logout-phone');
  });

  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    await page.goto('/questa/pagina/non-esiste');
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await snap(page, 'not-found');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Affitti');
  });

  test('/dashboard without a session goes to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/dashboard/settings/profile');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fsettings%2Fprofile$/);
    await expect(page.getByRole('heading', { name: 'Bentornato' })).toBeVisible();
  });

  test('a tenant visiting the landlord area is sent to the tenant area, and sees the tenant navigation', async ({
    page,
    request,
  }) => {
    await signedInTenant(page, request);
    await page.goto('/dashboard/landlord/properties');
    await expect(page).toHaveURL(/\/dashboard\/tenant\/overview$/);
    await expect(page.getByRole('heading', { name: 'Tenant Dashboard' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Menu laterale' });
    for (const label of ['Overview', 'My Contracts', 'Payables']) {
      await expect(sidebar.getByRole('link', { name: label })).toBeVisible();
    }
    await expect(sidebar.getByRole('link', { name: 'Proprietà' })).toHaveCount(0);
    await page.goto('/dashboard/landlord/contracts/123');
    await expect(page).toHaveURL(/\/dashboard\/tenant\/overview$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/dashboard\/tenant\/overview$/);
    await snap(page, 'tenant-overview');
  });

  test('a landlord who is also someone’s tenant reaches both areas and switches between them', async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000);
    const dora = await signedInLandlord(page, request);
    // Another landlord rents Dora a room; she accepts it from the email.
    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signedInLandlord(other, request);
    const propertyId = await createPropertyApi(other, 'Casa di Paolo', ['Camera 1']);
    const rooms = await roomIdsApi(other, propertyId);
    await createContractApi(other, {
      propertyId,
      roomIds: [rooms['Camera 1']!],
      email: dora.email,
      start: '2026-09-01',
      end: '2027-08-31',
      rentCents: 48_000,
      firstName: 'Dora',
      lastName: 'Doppia',
    });
    await otherContext.close();
    const mail = await waitForEmail(request, dora.email, 'attende la tua conferma');
    await page.goto(mail.links.find((l) => l.includes('/accept-contract?token='))!);
    await page.getByRole('button', { name: 'Accetta contratto' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contratto accettato' })).toBeVisible();

    // The landlord area offers the tenant area; the tenant area shows only her tenant contract.
    await page.goto('/dashboard/landlord/properties');
    await page.getByRole('link', { name: 'Area inquilino' }).click();
    await expect(page).toHaveURL(/\/dashboard\/tenant\/overview$/);
    await expect(page.getByRole('heading', { name: 'Tenant Dashboard' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'My Contracts' })).toBeVisible();
    await page.getByRole('link', { name: 'My Contracts' }).click();
    await expect(page.getByText('Casa di Paolo')).toBeVisible();
    await snap(page, 'landlord-as-tenant');
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Area proprietario' }).click();
    await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Proprietà' })).toBeVisible();

    // On a phone the switch is in the header menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Area inquilino' }).click();
    await expect(page).toHaveURL(/\/dashboard\/tenant\/overview$/);
  });

  test('a landlord visiting the tenant area is sent to the landlord area', async ({ page, request }) => {
    await signedInLandlord(page, request);
    await page.goto('/dashboard/tenant/overview');
    await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);
  });
});
