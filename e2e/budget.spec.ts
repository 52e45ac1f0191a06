import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Front-end budget (decision 020), measured in Chromium as sent: the JavaScript a first visit
 * to each public entry page downloads, compressed, with an empty cache. The build enforces the
 * same budget from its manifest (apps/web/scripts/postbuild.mjs); this checks what the server
 * really sends a browser.
 */
const FIRST_LOAD_BUDGET = 150 * 1024;

async function javascriptSent(page: Page, url: string) {
  const scripts: Promise<{ url: string; bytes: number; encoding: string | undefined }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    scripts.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        url: request.url(),
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'],
      })),
    );
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return Promise.all(scripts);
}

for (const [name, url, ready] of [
  ['/login', '/login', 'Bentornato'],
  ['/', '/', 'CasaConti'],
  // An unknown token loads the same statement code as a valid one (its route has no data-dependent chunks).
  ['/statement/{token}', `/statement/${'a'.repeat(43)}`, 'Pagina non trovata'],
] as const) {
  test(`first load of ${name} sends at most 150 KB of compressed JavaScript`, async ({ page }) => {
    const scripts = await javascriptSent(page, url);
    await expect(page.getByText(ready).first()).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    // The build precompresses every file over 512 bytes (smaller ones gain nothing).
    for (const script of scripts.filter((s) => s.bytes >= 512)) {
      expect(['br', 'gzip'], script.url).toContain(script.encoding);
    }
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    console.info(`[budget] ${name}: ${(total / 1024).toFixed(1)} KB of JavaScript in ${scripts.length} files`);
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_BUDGET);
  });
}
