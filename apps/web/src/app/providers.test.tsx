import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers } from './providers';
import { toast } from '@/lib/toast';

afterEach(cleanup);

describe('toast (sonner loaded with the first toast, decision 143)', () => {
  it('mounts no toaster until a toast is asked for, then shows that toast and the next ones', async () => {
    render(
      <Providers queryClient={new QueryClient()}>
        <p>pagina</p>
      </Providers>,
    );
    // Let any effect run: still no toaster (its region is labelled 'Notifiche').
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('region', { name: /Notifiche/ })).toBeNull();

    act(() => toast.success('Proprietà salvata'));
    expect(await screen.findByText('Proprietà salvata')).toBeTruthy();
    expect(screen.getByRole('region', { name: /Notifiche/ })).toBeTruthy();

    act(() => toast.error('Errore di caricamento', { description: 'File troppo grande' }));
    expect(await screen.findByText('Errore di caricamento')).toBeTruthy();
    expect(screen.getByText('File troppo grande')).toBeTruthy();
  });
});
