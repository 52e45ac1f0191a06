import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppShell } from './app-shell';

function renderShell(path: string, role: 'landlord' | 'tenant' = 'landlord') {
  const onLogout = vi.fn();
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppShell role={role} title="Contratti" onLogout={onLogout}>
        <p>Contenuto della pagina</p>
      </AppShell>
    </MemoryRouter>,
  );
  return { onLogout };
}

afterEach(cleanup);

describe('AppShell', () => {
  it('renders the landmarks and the content in <main id="main">', () => {
    renderShell('/dashboard/landlord/contracts');
    expect(screen.getByRole('main').id).toBe('main');
    expect(within(screen.getByRole('main')).getByText('Contenuto della pagina')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Menu laterale' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Navigazione principale' })).toBeTruthy();
  });

  it('marks the current section (and its sub-pages) as the current page', () => {
    renderShell('/dashboard/landlord/contracts/42/edit');
    const sidebar = screen.getByRole('navigation', { name: 'Menu laterale' });
    expect(within(sidebar).getByRole('link', { name: 'Contratti' }).getAttribute('aria-current')).toBe('page');
    expect(within(sidebar).getByRole('link', { name: 'Proprietà' }).getAttribute('aria-current')).toBeNull();
    const bottom = screen.getByRole('navigation', { name: 'Navigazione principale' });
    expect(within(bottom).getByRole('link', { name: 'Contratti' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the tenant navigation for tenants', () => {
    renderShell('/dashboard/tenant/overview', 'tenant');
    const sidebar = screen.getByRole('navigation', { name: 'Menu laterale' });
    const links = within(sidebar)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['CasaConti', 'Overview', 'My Contracts', 'Payables', 'Settings']);
  });

  it('calls onLogout from the sidebar footer', () => {
    const { onLogout } = renderShell('/dashboard/landlord/properties');
    const sidebar = screen.getByRole('navigation', { name: 'Menu laterale' });
    expect(within(sidebar).getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/dashboard/settings');
    fireEvent.click(within(sidebar).getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});

describe('MobileHeader menu (its code loaded on first use, decision 143)', () => {
  it('renders a placeholder Menu button first; a press before the code is in opens the menu once it is', async () => {
    const { onLogout } = renderShell('/dashboard/landlord/contracts');
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(screen.queryByRole('menuitem')).toBeNull();
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    const logout = await screen.findByRole('menuitem', { name: 'Logout' });
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toBeTruthy();
    fireEvent.click(logout);
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('hands the focus on to the real trigger, closed, when the placeholder had it', async () => {
    renderShell('/dashboard/landlord/contracts');
    const placeholder = screen.getByRole('button', { name: 'Menu' });
    act(() => placeholder.focus());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' })).not.toBe(placeholder));
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await waitFor(() => expect(document.activeElement).toBe(trigger));
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menuitem')).toBeNull();
  });
});
