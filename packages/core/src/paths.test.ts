import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  fillRoute,
  paths,
  prerenderedPageFile,
  prerenderedPagePath,
  REDIRECT_PARAM,
  ROUTES,
} from './paths';

describe('paths', () => {
  it('builds the landlord pages from the route patterns', () => {
    expect(paths.landlord.properties()).toBe('/dashboard/landlord/properties');
    expect(paths.landlord.property('p1')).toBe('/dashboard/landlord/properties/p1');
    expect(paths.landlord.property('p1', { tab: 'bills' })).toBe('/dashboard/landlord/properties/p1?tab=bills');
    expect(paths.landlord.editProperty('p1')).toBe('/dashboard/landlord/properties/p1/edit');
    expect(paths.landlord.bill('p1', 'b2')).toBe('/dashboard/landlord/properties/p1/bills/b2');
    expect(paths.landlord.contract('c1')).toBe('/dashboard/landlord/contracts/c1');
    expect(paths.landlord.editContract('c1')).toBe('/dashboard/landlord/contracts/c1/edit');
    expect(paths.tenant.contract('c1')).toBe('/dashboard/tenant/contracts/c1');
  });

  it('encodes ids and tokens, so a value never adds a segment or a query', () => {
    expect(paths.landlord.property('a/b?c')).toBe('/dashboard/landlord/properties/a%2Fb%3Fc');
    expect(paths.landlord.bill('a b', '#1')).toBe('/dashboard/landlord/properties/a%20b/bills/%231');
    expect(paths.statement('t/../x')).toBe('/statement/t%2F..%2Fx');
    expect(paths.completeAccount('a+b&c')).toBe('/complete-account?token=a%2Bb%26c');
    expect(paths.acceptContract('tok')).toBe('/accept-contract?token=tok');
    expect(paths.resetPassword()).toBe('/reset-password');
  });

  it('/login carries the page to come back to, encoded, and nothing when there is none', () => {
    expect(paths.login()).toBe('/login');
    expect(paths.login({ redirectTo: '/dashboard/landlord/contracts?x=1&y=2' })).toBe(
      `/login?${REDIRECT_PARAM}=%2Fdashboard%2Flandlord%2Fcontracts%3Fx%3D1%26y%3D2`,
    );
    const back = new URL(paths.login({ redirectTo: '/a?b=1#c' }), 'https://x.invalid').searchParams.get(REDIRECT_PARAM);
    expect(back).toBe('/a?b=1#c');
    expect(paths.login({ reset: true })).toBe('/login?reset=1');
  });

  it('the contract wizard takes its query as given', () => {
    expect(paths.landlord.newContract()).toBe('/dashboard/landlord/contracts/new');
    expect(paths.landlord.newContract({ property_id: 'p 1' })).toBe(
      '/dashboard/landlord/contracts/new?property_id=p+1',
    );
  });

  it('fillRoute refuses a missing parameter; absoluteUrl prefixes the site', () => {
    expect(() => fillRoute(ROUTES.landlordBill, { propertyId: 'p' })).toThrow(/billId/);
    expect(absoluteUrl('https://casaconti.example', paths.statement('abc'))).toBe(
      'https://casaconti.example/statement/abc',
    );
  });
});

describe('prerendered page files', () => {
  it('names the home page index and a one-segment page by its segment, and reads them back', () => {
    expect(prerenderedPageFile('/')).toBe('index');
    expect(prerenderedPageFile(ROUTES.login)).toBe('login');
    for (const path of ['/', ROUTES.login, '/forgot-password']) {
      expect(prerenderedPagePath(prerenderedPageFile(path))).toBe(path);
    }
  });

  it('refuses a path it could not read back', () => {
    for (const path of ['/index', '/dashboard/landlord', '/statement/:token', '/Login', '']) {
      expect(() => prerenderedPageFile(path), path).toThrow(/cannot prerender/);
    }
  });
});
