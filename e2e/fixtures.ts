import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test as base } from '@playwright/test';

export const PASSWORD = 'Tramonto-Lago-93';

export function uniqueEmail(prefix = 'user') {
  return `${prefix}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

type OutboxMessage = { to: string; subject: string; text: string; links: string[]; createdAt: string };

/** Newest message to `to` whose subject contains `subjectPart` (polls the dev outbox). */
export async function waitForEmail(request: APIRequestContext, to: string, subjectPart: string) {
  for (let i = 0; i < 50; i++) {
    const res = await request.get('/api/dev/outbox?format=json');
    expect(res.status()).toBe(200);
    const list = (await res.json()) as OutboxMessage[];
    const found = list.find((m) => m.to === to.toLowerCase() && m.subject.includes(subjectPart));
    if (found) return found;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no email "${subjectPart}" for ${to}`);
}

/** A landlord registered through the API with the email confirmed through the real link. */
export async function createVerifiedLandlord(
  request: APIRequestContext,
  opts: { firstName?: string; lastName?: string; email?: string } = {},
) {
  const email = opts.email ?? uniqueEmail('landlord');
  const res = await request.post('/api/account/register-landlord', {
    data: { firstName: opts.firstName ?? 'Laura', lastName: opts.lastName ?? 'Bianchi', email, password: PASSWORD },
  });
  expect(res.status()).toBe(201);
  const mail = await waitForEmail(request, email, 'conferma');
  const link = mail.links.find((l) => l.includes('/api/auth/verify-email'));
  if (!link) throw new Error('verification link missing');
  const verify = await request.get(new URL(link).pathname + new URL(link).search, { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  return { email, password: PASSWORD, firstName: opts.firstName ?? 'Laura', lastName: opts.lastName ?? 'Bianchi' };
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

/** Runs axe-core on the page as it is now: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/** Prefixes of the app's own console.warn calls for failures that are only logged (docs/product.md §8). */
const APP_FAILURE_LOGS = [
  'route error',
  'dashboard redirect failed',
  'profile load after sign-in failed',
  'sign-in failed',
  'password change failed',
  'unexpected submission failure',
  'statement: document not opened',
];

/**
 * Every test: the browser console stays free of errors and warnings (failed fetches answered by the API
 * with a 4xx are expected in some tests and are not console errors of the app), and the
 * page the test ends on passes axe.
 */
// biome-ignore lint/suspicious/noConfusingVoidType: Playwright types a value-less fixture as void
export const test = base.extend<{ consoleGuard: void }>({
  consoleGuard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        const text = msg.text();
        if (msg.type() === 'error' && !text.startsWith('Failed to load resource')) errors.push(text);
        // Warnings count too (React, the router, …), except the app's own logs of a failure that
        // SPEC says is "only logged" (each starts with one of these prefixes).
        if (msg.type() === 'warning' && !APP_FAILURE_LOGS.some((prefix) => text.startsWith(prefix))) {
          errors.push(`warning: ${text}`);
        }
      });
      await use();
      if (page.url().startsWith('http')) await expectAccessible(page);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Signed-in landlord on the properties page. */
export async function signedInLandlord(page: Page, request: APIRequestContext) {
  const landlord = await createVerifiedLandlord(request);
  await signIn(page, landlord.email);
  await expect(page).toHaveURL(/\/dashboard\/landlord\/properties$/);
  return landlord;
}

/**
 * Where screenshots go, only when asked: `E2E_SCREENSHOTS=1` writes them into ./screenshots,
 * `E2E_SCREENSHOTS=<dir>` into that folder; unset (or 0), the tests take none. They are for a
 * person to look at, never compared by the tests.
 */
const SCREENSHOTS_DIR = (() => {
  const flag = process.env.E2E_SCREENSHOTS;
  if (!flag || flag === '0') return null;
  return flag === '1' ? 'screenshots' : flag;
})();
/** Whether this run takes screenshots (E2E_SCREENSHOTS). */
export const SCREENSHOTS_ASKED = SCREENSHOTS_DIR !== null;

/** A screenshot of the page (or one element) as `<name>.png`, when E2E_SCREENSHOTS asks for it. */
export async function screenshot(
  target: Pick<Page, 'screenshot'>,
  name: string,
  opts: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SCREENSHOTS_DIR) return;
  await target.screenshot({ path: `${SCREENSHOTS_DIR}/${name}.png`, fullPage: opts.fullPage ?? true });
}

/**
 * Screenshots of a screen at desktop (1280) and phone (390) width, when E2E_SCREENSHOTS asks for
 * them (see screenshot()). Puts back the viewport the test had, so a phone test goes on at 390 px.
 */
export async function snap(page: Page, name: string) {
  const viewport = page.viewportSize() ?? { width: 1280, height: 800 };
  if (SCREENSHOTS_DIR) {
    for (const [label, width, height] of [
      ['desktop', 1280, 800],
      ['phone', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(150);
      await screenshot(page, `${name}-${label}`);
    }
  }
  await page.setViewportSize(viewport);
}

/**
 * Holds every request matching `url` until the returned function is called: a loading state
 * stays on screen for as long as the test looks at it, however slow the machine. Later requests
 * go through at once.
 */
export async function heldRoute(page: Page, url: string | RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once React has taken over a page the server rendered (#root[data-prerendered]) and
 * the first commit's effects have run (main.tsx marks `<html data-app-ready>`): its buttons and
 * keyboard shortcuts answer (decisions 028, 030). The root container alone is attached before a
 * transition's hydration has finished.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root?.hasAttribute('data-prerendered') && document.documentElement.dataset.appReady === 'true';
  });
}
