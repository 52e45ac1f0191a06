import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { APP_LOCALE, APP_TIME_ZONE } from '@casaconti/core/constants';
import { expect, expectAccessible, signedInLandlord, test, uniqueEmail, waitForHydration } from './fixtures';
import { createContractApi, createPropertyApi, roomIdsApi } from './seed';

/**
 * What Lighthouse measures on the pages a visitor lands on first (issue 20, decision 135): the
 * page paints before any JavaScript is asked for, and nothing painted moves afterwards.
 */

/** When the first contentful paint happened and when each script was asked for (ms from navigation). */
async function paintAndScripts(page: Page) {
  return page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ url: new URL(entry.name).pathname, startTime: entry.startTime })),
  }));
}

test('/login and / paint before any script is asked for, then load their code and work', async ({ page, request }) => {
  for (const [path, ready] of [
    ['/login', async () => expect(page.getByRole('button', { name: 'Accedi' })).toBeEnabled()],
    ['/', async () => expect(page.getByText('Affitti, bollette e conguagli.').first()).toBeVisible()],
  ] as const) {
    await page.goto(path);
    await ready();
    // The paint entry is queued a moment after the paint: on a busy machine it may not be there yet.
    await expect.poll(async () => (await paintAndScripts(page)).firstContentfulPaint, path).not.toBeNull();
    const { firstContentfulPaint, scripts } = await paintAndScripts(page);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) {
      expect(script.startTime, `${path}: ${script.url} asked for before the first paint`).toBeGreaterThanOrEqual(
        firstContentfulPaint ?? Number.POSITIVE_INFINITY,
      );
    }
    // The HTML as sent names no script to fetch: index.html's landing script asks for the entry.
    const html = await (await request.get(path)).text();
    expect(html, path).not.toMatch(/<script[^>]*\ssrc=/);
    expect(html, path).not.toMatch(/<link[^>]*modulepreload/);
  }
  // Not a page of the table: the entry is asked for at once, and the page works.
  await page.goto('/forgot-password');
  await expect(page.getByRole('button', { name: 'Invia link' })).toBeEnabled();
});

/**
 * A proxy to the app that sends `path`'s HTML in two parts, `pauseMs` apart, the second from the
 * tag holding `splitAt`: the browser paints the first part, as it does when a page arrives in
 * pieces over a slow network or is parsed on a busy phone. Everything else passes through.
 */
async function htmlInTwoParts(target: string, path: string, splitAt: string, pauseMs: number) {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', target);
    if (url.pathname === path) {
      void fetch(url, { headers: { 'accept-encoding': 'identity' } }).then(async (upstream) => {
        const html = await upstream.text();
        const cut = html.lastIndexOf('<', html.indexOf(splitAt));
        const headers: Record<string, string> = {};
        upstream.headers.forEach((value, name) => {
          if (name !== 'content-length' && name !== 'content-encoding') headers[name] = value;
        });
        res.writeHead(upstream.status, headers);
        res.write(cut > 0 ? html.slice(0, cut) : html);
        setTimeout(() => res.end(cut > 0 ? html.slice(cut) : ''), pauseMs);
      });
      return;
    }
    const forwarded = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      up.pipe(res);
    });
    req.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test('a statement painted while its HTML is still arriving, then hydrated, never moves (phone)', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  await signedInLandlord(page, request);
  const propertyId = await createPropertyApi(page, 'Casa Brera', ['Camera 1']);
  const rooms = await roomIdsApi(page, propertyId);
  const contractId = await createContractApi(page, {
    propertyId,
    roomIds: [rooms['Camera 1']!],
    email: uniqueEmail('paint'),
    start: '2026-01-01',
    end: '2027-12-31',
    rentCents: 45_000,
    settlementBaseCents: 5_000,
    costModels: { heating: 'settlement' },
  });
  const share = await page.request.get(`/api/contracts/${contractId}/share-link`);
  expect(share.status()).toBe(200);
  const path = new URL(((await share.json()) as { link: string }).link).pathname;

  // The page arrives in two parts: up to the amount due, then the rest (the payables, …).
  const proxy = await htmlInTwoParts(
    (baseURL ?? '').replace('localhost', '127.0.0.1'),
    path,
    'data-testid="total-due"',
    1_000,
  );
  const context = await browser.newContext({
    locale: APP_LOCALE,
    timezoneId: APP_TIME_ZONE,
    viewport: { width: 390, height: 844 },
  });
  try {
    const visitor = await context.newPage();
    await visitor.goto(`${proxy.origin}${path}`);
    await expect(visitor.getByTestId('total-due')).toBeVisible();
    await waitForHydration(visitor);
    await expect(visitor.getByRole('list', { name: 'Elenco dei pagamenti' })).toBeVisible();
    // Every layout shift since the navigation (Chromium's Layout Instability API), as Lighthouse's CLS.
    const shifts = await visitor.evaluate(
      () =>
        new Promise<{ value: number; nodes: string[] }[]>((resolve) => {
          const seen: { value: number; nodes: string[] }[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
              sources: { node: Node | null }[];
            })[]) {
              if (!entry.hadRecentInput)
                seen.push({
                  value: entry.value,
                  nodes: entry.sources.map((s) => (s.node as Element | null)?.textContent?.slice(0, 40) ?? '?'),
                });
            }
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(seen), 500);
        }),
    );
    expect(shifts).toEqual([]);
    await expectAccessible(visitor);
  } finally {
    await context.close();
    await proxy.close();
  }
});
