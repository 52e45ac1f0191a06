import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './session';

describe('safeRedirectPath', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeRedirectPath('/dashboard/landlord/contracts')).toBe('/dashboard/landlord/contracts');
    expect(safeRedirectPath('/dashboard/landlord/payables?page=2#top')).toBe('/dashboard/landlord/payables?page=2#top');
  });

  it.each([
    null,
    '',
    'dashboard',
    'https://evil.example/dashboard',
    '//evil.example/dashboard',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    '/dash\nboard',
    '/login',
    '/login?redirectTo=/dashboard',
  ])('refuses %j', (raw) => {
    expect(safeRedirectPath(raw)).toBeNull();
  });

  it('reads encoded slashes as a path of this site, not a host', () => {
    expect(safeRedirectPath('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });
});

describe('loginPathFor', () => {
  it('names the page to come back to, or none', () => {
    expect(loginPathFor('/dashboard/landlord/contracts?x=1')).toBe(
      '/login?redirectTo=%2Fdashboard%2Flandlord%2Fcontracts%3Fx%3D1',
    );
    expect(loginPathFor('https://evil.example')).toBe('/login');
  });
});
