import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import {
  readSidebarCookie,
  SIDEBAR_COOKIE_NAME,
  Sidebar,
  SidebarContent,
  SidebarInset,
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
