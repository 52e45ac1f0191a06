import type * as React from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorAnswer } from '@/test/api-answers';
import { renderRoutes } from '@/test/render-routes';
import { FORGOT_PASSWORD_MESSAGES, ForgotPasswordForm } from './forgot-password-form';
import { RESET_PASSWORD_MESSAGES, ResetPasswordForm } from './reset-password-form';

// The account forms' one submission (useAccountSubmit), seen through two of its forms.

const renderAt = (element: React.ReactNode) =>
  renderRoutes(
    [
      { path: '/', element },
      { path: '/login', element: <p>sign-in page</p> },
    ],
    '/',
  );

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const banner = () => document.querySelector('[data-slot="alert"]')?.textContent ?? null;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ForgotPasswordForm submission', () => {
  function send() {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'laura@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invia link' }));
  }

  it('shows the server’s refusal in the banner, which Chiudi dismisses and a new attempt clears', async () => {
    vi.spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        json(429, {
          error: { code: 'RATE_LIMITED', message: 'Troppe richieste. Riprova tra qualche minuto.' },
        } satisfies ApiErrorAnswer),
      )
      .mockResolvedValueOnce(json(200, { status: true }));
    renderAt(<ForgotPasswordForm />);
    send();
    expect(await screen.findByText('Troppe richieste. Riprova tra qualche minuto.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Chiudi' }));
    expect(banner()).toBeNull();
    send();
    expect(await screen.findByText(FORGOT_PASSWORD_MESSAGES.sent)).toBeTruthy();
  });

  it('a request that never reached the server says so in the banner, and the form is usable again', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderAt(<ForgotPasswordForm />);
    send();
    await vi.waitFor(() => expect(banner()).toBe('Errore di connessione. Controlla la rete e riprova.'));
    expect((screen.getByLabelText('Email') as HTMLInputElement).disabled).toBe(false);
  });
});

describe('ResetPasswordForm submission', () => {
  function send() {
    fireEvent.change(screen.getByLabelText('Nuova password'), { target: { value: 'Password123!' } });
    fireEvent.change(screen.getByLabelText('Conferma password'), { target: { value: 'Password123!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva nuova password' }));
  }

  it('a dead link replaces the form with the server’s message, not a banner', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(400, { error: { code: 'INVALID_LINK', message: 'Il link non è più valido.' } } satisfies ApiErrorAnswer),
    );
    renderAt(<ResetPasswordForm token="t1" />);
    send();
    expect(await screen.findByRole('link', { name: 'Richiedi un nuovo link' })).toBeTruthy();
    expect(screen.getByText('Il link non è più valido.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Salva nuova password' })).toBeNull();
  });

  it('a refused field: its message beside the field and the server’s message in the banner', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      json(400, {
        error: {
          code: 'VALIDATION',
          message: 'Controlla i campi evidenziati.',
          fields: { password: 'La password è troppo comune.' },
        },
      } satisfies ApiErrorAnswer),
    );
    renderAt(<ResetPasswordForm token="t1" />);
    send();
    expect(await screen.findByText('La password è troppo comune.')).toBeTruthy();
    expect(banner()).toBe('Controlla i campi evidenziati.');
    expect(banner()).not.toBe(RESET_PASSWORD_MESSAGES.unexpected);
  });

  it('success goes to the sign-in page with reset=1', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { status: true }));
    const router = renderAt(<ResetPasswordForm token="t1" />);
    send();
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?reset=1');
  });
});
