import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  readSidebarCookie,
  SIDEBAR_COOKIE_NAME,
  Sidebar,
  SidebarContent,
  SidebarInset,
  SidebarMenu,
  SidebarMenuButton,
  SidebarMenuItem,
  SidebarProvider,
  SidebarTrigger,
} from './sidebar';

function renderSidebar() {
  render(
    <SidebarProvider>
      <Sidebar>
        <SidebarContent>contenuto</SidebarContent>
      </Sidebar>
      <SidebarInset>
        <SidebarTrigger />
      </SidebarInset>
    </SidebarProvider>,
  );
  const sidebar = document.querySelector('[data-slot="sidebar"]');
  if (!sidebar) throw new Error('sidebar not rendered');
  return sidebar;
}

function pressShortcut(modifier: 'ctrlKey' | 'metaKey') {
  act(() => {
    fireEvent.keyDown(window, { key: 'b', [modifier]: true });
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  // biome-ignore lint/suspicious/noDocumentCookie: test reset of the persisted state.
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
});

describe('SidebarProvider', () => {
  it('starts expanded when no cookie is set', () => {
    expect(renderSidebar().getAttribute('data-state')).toBe('expanded');
  });

  it('toggles with ctrl+b and cmd+b and persists the state in the sidebar:state cookie', () => {
    const sidebar = renderSidebar();

    pressShortcut('ctrlKey');
    expect(sidebar.getAttribute('data-state')).toBe('collapsed');
    expect(sidebar.getAttribute('data-collapsible')).toBe('icon');
    expect(document.cookie).toContain('sidebar:state=false');

    pressShortcut('metaKey');
    expect(sidebar.getAttribute('data-state')).toBe('expanded');
    expect(document.cookie).toContain('sidebar:state=true');
  });

  it('ignores b without a modifier', () => {
    const sidebar = renderSidebar();
    fireEvent.keyDown(window, { key: 'b' });
    expect(sidebar.getAttribute('data-state')).toBe('expanded');
  });

  it('reads the initial state from the cookie', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test setup of the persisted state.
    document.cookie = `${SIDEBAR_COOKIE_NAME}=false; path=/`;
    expect(renderSidebar().getAttribute('data-state')).toBe('collapsed');
  });

  it('toggles from the trigger button', () => {
    const sidebar = renderSidebar();
    const trigger = screen.getByRole('button', { name: 'Apri/chiudi menu laterale' });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(trigger);
    expect(sidebar.getAttribute('data-state')).toBe('collapsed');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('readSidebarCookie', () => {
  it('parses true/false and expanded/collapsed, ignoring other cookies', () => {
    expect(readSidebarCookie('a=1; sidebar:state=true')).toBe(true);
    expect(readSidebarCookie('sidebar:state=false; b=2')).toBe(false);
    expect(readSidebarCookie('sidebar:state=collapsed')).toBe(false);
    expect(readSidebarCookie('sidebar:state=expanded')).toBe(true);
    expect(readSidebarCookie('other=false')).toBeUndefined();
    expect(readSidebarCookie('')).toBeUndefined();
  });
});

describe('SidebarMenuButton tooltip (loaded when the sidebar is collapsed, decision 143)', () => {
  function renderMenu(defaultOpen: boolean) {
    render(
      <SidebarProvider defaultOpen={defaultOpen}>
        <Sidebar>
          <SidebarContent>
            <SidebarMenu>
              <SidebarMenuItem>
                <SidebarMenuButton tooltip="Contratti">
                  <span>Contratti</span>
                </SidebarMenuButton>
              </SidebarMenuItem>
            </SidebarMenu>
          </SidebarContent>
        </Sidebar>
      </SidebarProvider>,
    );
  }

  it('collapsed: the button keeps its label as a tooltip, shown on focus', async () => {
    renderMenu(false);
    // The tooltip measures its content (jsdom has no ResizeObserver).
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    // The plain button first, then the tooltip's trigger once its code is in.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Contratti' }).getAttribute('data-state')).toBe('closed'),
    );
    act(() => screen.getByRole('button', { name: 'Contratti' }).focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('Contratti');
  });

  it('expanded: no tooltip is mounted (the label is visible)', async () => {
    renderMenu(true);
    const button = screen.getByRole('button', { name: 'Contratti' });
    act(() => button.focus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(button.hasAttribute('data-state')).toBe(false);
  });
});

describe('Sidebar below md (a sheet loaded when first opened, decision 143)', () => {
  it('is not in the page until opened; ctrl+b opens it as a dialog and Escape closes it', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));

    render(
      <SidebarProvider>
        <Sidebar>
          <SidebarContent>contenuto</SidebarContent>
        </Sidebar>
      </SidebarProvider>,
    );
    expect(screen.queryByText('contenuto')).toBeNull();
    pressShortcut('ctrlKey');
    const dialog = await screen.findByRole('dialog', { name: 'Menu laterale' });
    expect(dialog.textContent).toContain('contenuto');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
