import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { meQueryKey } from '@/lib/query-keys';
import type { SessionAnswer, SessionUser } from '@/test/api-answers';
import { GuestOnly } from './guest-only';

const USER = {
  id: 'u1',
  email: 'laura@example.com',
  first_name: 'Laura',
  last_name: 'Bianchi',
  is_landlord: true,
  has_tenant_contracts: false,
  user_status: 'active',
} satisfies SessionUser;

/** The session endpoint answers when `answer` is called (the test decides when the check ends). */
function pendingSession() {
  let answer: (user: SessionUser | null) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answer = (user) =>
            resolve(
              new Response(JSON.stringify({ user } satisfies SessionAnswer), {
                headers: { 'content-type': 'application/json' },
              }),
            );
        }),
    ),
  );
  return { answer: (user: SessionUser | null) => act(async () => answer(user)) };
}

function renderGuestPage() {
  const client = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <GuestOnly redirectTo={() => '/dashboard'}>
            <p>login form</p>
          </GuestOnly>
        ),
      },
      { path: '/dashboard', element: <p>dashboard</p> },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, client };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GuestOnly', () => {
  it('shows the page before the session check answers, and keeps it for a visitor', async () => {
    const session = pendingSession();
    const { router } = renderGuestPage();
    expect(screen.getByText('login form')).toBeTruthy();
    await session.answer(null);
    expect(screen.getByText('login form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a signed-in user on as soon as the check answers', async () => {
    const session = pendingSession();
    const { router } = renderGuestPage();
    expect(screen.getByText('login form')).toBeTruthy();
    await session.answer(USER);
    expect(await screen.findByText('dashboard')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('once a visitor is kept on the page, signing in on it does not redirect from here', async () => {
    const session = pendingSession();
    const { router, client } = renderGuestPage();
    await session.answer(null);
    // The check has answered and the page has rendered with its answer (observers are notified
    // on a timer) before the visitor signs in here.
    await waitFor(() => expect(client.getQueryState(meQueryKey)?.status).toBe('success'));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    await act(async () => client.setQueryData(meQueryKey, USER));
    expect(screen.getByText('login form')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });
});
