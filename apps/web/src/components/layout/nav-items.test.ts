import { describe, expect, it } from 'vitest';

import {
  getAreaSwitch,
  getNavItems,
  isNavItemActive,
  landlordNavItems,
  settingsNavItem,
  tenantNavItems,
} from './nav-items';

describe('isNavItemActive', () => {
  it('is active on the exact url', () => {
    expect(isNavItemActive('/dashboard/landlord/properties', '/dashboard/landlord/properties')).toBe(true);
  });

  it('is active on nested paths', () => {
    expect(isNavItemActive('/dashboard/landlord/properties/42', '/dashboard/landlord/properties')).toBe(true);
    expect(isNavItemActive('/dashboard/landlord/contracts/select-property', '/dashboard/landlord/contracts')).toBe(
      true,
    );
    expect(isNavItemActive('/dashboard/settings/profile', settingsNavItem.url)).toBe(true);
  });

  it('is not active on a path that merely shares a prefix', () => {
    expect(isNavItemActive('/dashboard/landlord/propertiesx', '/dashboard/landlord/properties')).toBe(false);
    expect(isNavItemActive('/dashboard/landlord', '/dashboard/landlord/properties')).toBe(false);
  });

  it('is not active on other sections', () => {
    expect(isNavItemActive('/dashboard/landlord/payables', '/dashboard/landlord/contracts')).toBe(false);
  });
});

describe('nav items', () => {
  it('lists the landlord sections in order', () => {
    expect(landlordNavItems.map((item) => [item.title, item.url])).toEqual([
      ['Proprietà', '/dashboard/landlord/properties'],
      ['Contratti', '/dashboard/landlord/contracts'],
      ['Pagamenti', '/dashboard/landlord/payables'],
      ['Scadenze', '/dashboard/landlord/deadlines'],
      ['Analytics', '/dashboard/landlord/analytics'],
    ]);
  });

  it('lists the tenant sections in order', () => {
    expect(tenantNavItems.map((item) => [item.title, item.url])).toEqual([
      ['Overview', '/dashboard/tenant/overview'],
      ['My Contracts', '/dashboard/tenant/contracts'],
      ['Payables', '/dashboard/tenant/payables'],
    ]);
  });

  it('picks the items by role', () => {
    expect(getNavItems('landlord')).toBe(landlordNavItems);
    expect(getNavItems('tenant')).toBe(tenantNavItems);
  });
});

describe('getAreaSwitch', () => {
  it('links a landlord who is also a tenant to the other area, and nobody else', () => {
    expect(getAreaSwitch('landlord', true)).toMatchObject({
      title: 'Area inquilino',
      url: '/dashboard/tenant/overview',
    });
    expect(getAreaSwitch('tenant', true)).toMatchObject({
      title: 'Area proprietario',
      url: '/dashboard/landlord/properties',
    });
    expect(getAreaSwitch('landlord', false)).toBeNull();
    expect(getAreaSwitch('tenant', false)).toBeNull();
  });
});
