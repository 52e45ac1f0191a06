import type * as React from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import type {
  Analytics,
  AnalyticsArrearsPage,
  AnalyticsPropertiesPage,
  AnalyticsSummaryPage,
} from '../api/get-analytics';
import { useAnalyticsParams } from '../lib/analytics-params';
import { AccountantSummary } from './accountant-summary';
import { ArrearsChart } from './analytics-charts';
import { PropertiesTable } from './properties-table';

const C1 = '00000000-0000-4000-8000-000000000001';

function json(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** fetch answered per path; every URL asked is recorded. */
function mockApi(answer: (url: URL) => unknown) {
  const urls: URL[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    urls.push(url);
    return json(answer(url));
  });
  return urls;
}

/** The address's query string, shown for the test to read (the tables keep their pages there, decision 126). */
function Address() {
  return <output data-testid="address">{useLocation().search}</output>;
}
const address = () => screen.getByTestId('address').textContent;

function renderWithClient(ui: React.ReactNode, at = '/') {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        {ui}
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const analytics = {
  year: 2026,
  propertyId: null,
  arrears: [
    { key: 'd0_30', label: '0–30 giorni', cents: 140_000, tenantCount: 3 },
    { key: 'd31_60', label: '31–60 giorni', cents: 0, tenantCount: 0 },
    { key: 'd61_90', label: '61–90 giorni', cents: 0, tenantCount: 0 },
    { key: 'd90_plus', label: 'Oltre 90 giorni', cents: 60_000, tenantCount: 1 },
  ],
} as unknown as Analytics;

describe('ArrearsChart', () => {
  it('reads a bar’s tenants only when the landlord opens it, largest first', async () => {
    const urls = mockApi(
      () =>
        ({
          items: [
            {
              contractId: C1,
              tenantName: 'Sara Neri',
              propertyName: 'Casa Beta',
              cents: 60_000,
              oldestDueDate: '2025-12-01',
            },
          ],
          total: 1,
          page: 1,
          pageSize: 25,
          bucket: 'd90_plus',
          totalCents: 60_000,
        }) satisfies AnalyticsArrearsPage,
    );
    function Harness() {
      const url = useAnalyticsParams();
      return (
        <ArrearsChart
          data={analytics}
          selected={url.params.arrears}
          onSelect={url.setArrears}
          tenantsPaging={url.arrearsPaging}
        />
      );
    }
    renderWithClient(<Harness />);
    // The buttons say the count from the main answer; nothing is read yet.
    expect(screen.getByRole('button', { name: '0–30 giorni · 3' })).toBeTruthy();
    expect(urls).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Oltre 90 giorni · 1' }));
    const region = await screen.findByRole('region', { name: 'Inquilini in ritardo: Oltre 90 giorni' });
    const link = await within(region).findByRole('link', { name: 'Sara Neri' });
    expect(link.getAttribute('href')).toBe(`/dashboard/landlord/contracts/${C1}`);
    expect(region.textContent).toContain('600,00');
    expect(urls).toHaveLength(1);
    expect(urls[0]!.pathname).toBe('/api/analytics/arrears');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      year: '2026',
      bucket: 'd90_plus',
      page: '1',
      pageSize: '25',
    });
    // The open bar is in the address: a reload opens it again.
    expect(address()).toBe('?arrears=d90_plus');
  });
});

describe('AccountantSummary', () => {
  const row = (i: number) => ({
    contractId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    tenantName: `Inquilino ${i}`,
    propertyName: 'Casa Alfa',
    startDate: '2026-01-01',
    endDate: null,
    contractType: 'transitorio',
    cedolareSecca: false,
    registrationDate: null,
    registrationCode: null,
    rentAccruedCents: 10_000,
    rentCollectedCents: 5_000,
    accruedCents: 10_000,
    collectedCents: 5_000,
  });

  it('shows a page of contracts with the year’s totals and moves between pages', async () => {
    const urls = mockApi((url) => {
      const page = Number(url.searchParams.get('page'));
      return {
        items: page === 1 ? Array.from({ length: 25 }, (_, i) => row(i + 1)) : [row(26), row(27)],
        total: 27,
        page,
        pageSize: 25,
        year: 2026,
        totals: {
          rentAccruedCents: 270_000,
          rentCollectedCents: 135_000,
          accruedCents: 270_000,
          collectedCents: 135_000,
        },
      } satisfies AnalyticsSummaryPage;
    });
    function Harness() {
      return <AccountantSummary year={2026} propertyId={C1} paging={useAnalyticsParams().summaryPaging} />;
    }
    renderWithClient(<Harness />);
    expect(await screen.findByText('Inquilino 25')).toBeTruthy();
    const totals = screen.getByRole('row', { name: /Totale dell'anno/ });
    expect(totals.textContent).toContain('2.700,00');
    expect(totals.textContent).toContain('1.350,00');
    const pager = screen.getByRole('navigation', { name: 'Pagine' });
    expect(pager.textContent).toContain('27 contratti');
    expect(pager.textContent).toContain('Pagina 1 di 2');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      year: '2026',
      property_id: C1,
      page: '1',
      pageSize: '25',
    });
    fireEvent.click(within(pager).getByRole('button', { name: 'Pagina successiva' }));
    expect(await screen.findByText('Inquilino 27')).toBeTruthy();
    expect(screen.queryByText('Inquilino 1')).toBeNull();
    expect(urls.at(-1)!.searchParams.get('page')).toBe('2');
    expect(address()).toBe('?summaryPage=2');
  });
});

describe('PropertiesTable', () => {
  const row = (i: number) => ({
    propertyId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Immobile ${i}`,
    accruedCents: 10_000 * i,
    collectedCents: 5_000 * i,
    ownerExpensesCents: 1_000,
    netCents: 5_000 * i - 1_000,
    roomDaysHeld: 10,
    roomDays: 20,
  });

  function Harness() {
    const url = useAnalyticsParams();
    return (
      <PropertiesTable
        year={2026}
        propertyId={null}
        sort={url.params.propertiesSort}
        onSort={url.setPropertiesSort}
        paging={url.propertiesPaging}
      />
    );
  }

  it('reads the page and the order the address holds, and a header asks the server for another order', async () => {
    const urls = mockApi((url) => {
      const page = Number(url.searchParams.get('page'));
      return {
        items: page === 1 ? Array.from({ length: 25 }, (_, i) => row(i + 1)) : [row(26), row(27)],
        total: 27,
        page,
        pageSize: 25,
        year: 2026,
        sort: url.searchParams.get('sort') as AnalyticsPropertiesPage['sort'],
      } satisfies AnalyticsPropertiesPage;
    });
    // A shared link: page 2 by net, largest first.
    renderWithClient(<Harness />, '/?propertiesPage=2&propertiesSort=net_desc');
    expect(await screen.findByText('Immobile 27')).toBeTruthy();
    expect(urls[0]!.pathname).toBe('/api/analytics/properties');
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({
      year: '2026',
      page: '2',
      pageSize: '25',
      sort: 'net_desc',
    });
    const pager = screen.getByRole('navigation', { name: 'Pagine' });
    expect(pager.textContent).toContain('27 immobili');
    expect(pager.textContent).toContain('Pagina 2 di 2');
    expect(screen.getByRole('columnheader', { name: /Netto/ }).getAttribute('aria-sort')).toBe('descending');
    // The name's header: A-Z from the first page; the default order leaves the address.
    fireEvent.click(screen.getByRole('button', { name: /Immobile/ }));
    expect(await screen.findByText('Immobile 1')).toBeTruthy();
    expect(Object.fromEntries(urls.at(-1)!.searchParams)).toMatchObject({ page: '1', sort: 'name_asc' });
    expect(address()).toBe('');
    expect(screen.getByRole('columnheader', { name: /Immobile/ }).getAttribute('aria-sort')).toBe('ascending');
    // Again: Z-A, kept in the address.
    fireEvent.click(screen.getByRole('button', { name: /Immobile/ }));
    expect(address()).toBe('?propertiesSort=name_desc');
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Pagine' })).getByRole('button', { name: 'Pagina successiva' }),
    );
    expect(address()).toBe('?propertiesSort=name_desc&propertiesPage=2');
  });
});
