import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorAnswer, SessionAnswer, SessionUser, SignInAnswer } from '@/test/api-answers';
import { renderRoutes } from '@/test/render-routes';
import { LOGIN_MESSAGES, LoginForm } from './login-form';

function renderLogin(url = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginForm /> },
      { path: '/dashboard', element: <p>redirect screen</p> },
      { path: '/dashboard/landlord/contracts', element: <p>contracts</p> },
    ],
    url,
  );
}

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function submit(email = 'laura@example.com', password = 'Password123!') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
}

afterEach(cleanup);

describe('LoginForm banners from the link that opened the page', () => {
  it.each([
    ['/login?verified=1', 'success', LOGIN_MESSAGES.verified],
    ['/login?verified=1&error=INVALID_TOKEN', 'error', LOGIN_MESSAGES.verifyFailed],
    ['/login?reset=1', 'info', LOGIN_MESSAGES.passwordReset],
    ['/login?redirectTo=%2Fdashboard%2Flandlord%2Fcontracts', 'info', LOGIN_MESSAGES.signInToContinue],
  ])('%s shows the %s banner', (url, variant, message) => {
    renderLogin(url);
    const banner = screen.getByText(message).closest('[data-slot="alert"]');
    expect(banner?.getAttribute('data-variant')).toBe(variant);
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(screen.queryByText(message)).toBeNull();
  });

  it('shows no banner otherwise', () => {
    renderLogin();
    expect(document.querySelector('[data-slot="alert"]')).toBeNull();
  });
});

describe('LoginForm submission', () => {
  it('shows the server message on failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(401, {
        error: { code: 'UNAUTHENTICATED', message: 'Email o password non corretti.' },
      } satisfies ApiErrorAnswer),
    );
    renderLogin();
    submit();
    expect(await screen.findByText('Email o password non corretti.')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(false);
  });

  it("says 'Login failed' when the answer has no user", async () => {
    // Deliberately not a sign-in answer (no user): not typed.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, {}));
    renderLogin();
    submit();
    expect(await screen.findByText(LOGIN_MESSAGES.noUser)).toBeTruthy();
  });

  it('says the profile could not be loaded when there is no session after signing in', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/sign-in/')
        ? json(200, { user: { id: 'u1' } } satisfies SignInAnswer)
        : json(200, { user: null } satisfies SessionAnswer),
    );
    renderLogin();
    submit();
    expect(await screen.findByText(LOGIN_MESSAGES.profile)).toBeTruthy();
  });

  it.each([
    ['/login', '/dashboard'],
    ['/login?redirectTo=%2Fdashboard%2Flandlord%2Fcontracts', '/dashboard/landlord/contracts'],
    ['/login?redirectTo=%2F%2Fevil.example%2Fdashboard', '/dashboard'],
  ])('%s goes to %s on success (decision 051)', async (url, target) => {
    mockSignedIn();
    const router = renderLogin(url);
    submit();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(target), { timeout: 5000 });
  });

  it('goes to the redirect screen on success', async () => {
    mockSignedIn();
    const router = renderLogin();
    submit();
    expect(await screen.findByText('redirect screen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  function mockSignedIn() {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/sign-in/')
        ? json(200, { user: { id: 'u1' } } satisfies SignInAnswer)
        : json(200, {
            user: {
              id: 'u1',
              email: 'laura@example.com',
              first_name: 'Laura',
              last_name: 'Bianchi',
              is_landlord: true,
              has_tenant_contracts: false,
              user_status: 'active',
            } satisfies SessionUser,
          } satisfies SessionAnswer),
    );
  }

  it('validates before calling the server', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Accedi' }));
    expect(await screen.findByText("L'email è obbligatoria")).toBeTruthy();
    expect(screen.getByText('La password è obbligatoria')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
