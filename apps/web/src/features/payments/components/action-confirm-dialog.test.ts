import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { PAYMENT_FAILURES } from '../lib/messages';
import { useConfirmedAction } from './action-confirm-dialog';

describe('useConfirmedAction (a payments action confirmed in a dialog)', () => {
  it('keeps a failure in the open dialog, repeats with the same key, and closes on success', async () => {
    const run = vi
      .fn<(target: string, key: string) => Promise<{ count: number }>>()
      .mockRejectedValueOnce(new ApiError(409, 'CONFLICT', 'Nessun importo da conguagliare per questo contratto.'))
      .mockResolvedValueOnce({ count: 2 });
    const onDone = vi.fn();
    const { result } = renderHook(() => useConfirmedAction({ run, onDone, failures: PAYMENT_FAILURES.settle }));

    act(() => result.current.ask('contract-1'));
    expect(result.current.target).toBe('contract-1');
    expect(result.current.dialog.open).toBe(true);

    await act(() => result.current.dialog.onConfirm());
    expect(result.current.dialog.open).toBe(true);
    expect(result.current.dialog.failure).toEqual({
      title: PAYMENT_FAILURES.settle.failed,
      reason: 'Nessun importo da conguagliare per questo contratto.',
    });
    expect(onDone).not.toHaveBeenCalled();

    await act(() => result.current.dialog.onConfirm());
    const [first, second] = run.mock.calls;
    expect(first?.[0]).toBe('contract-1');
    expect(second?.[1]).toBe(first?.[1]);
    expect(first?.[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.dialog.open).toBe(false);
    expect(result.current.dialog.failure).toBeNull();
    expect(onDone).toHaveBeenCalledWith({ count: 2 });
    // The target stays while the dialog closes (its text does not vanish mid-animation).
    expect(result.current.target).toBe('contract-1');
  });

  it('a new opening gets a new key and no old failure; a connection failure has no reason', async () => {
    const run = vi
      .fn<(target: string, key: string) => Promise<void>>()
      .mockRejectedValue(new ApiError(0, 'NETWORK', 'Errore di connessione. Controlla la rete e riprova.'));
    const { result } = renderHook(() =>
      useConfirmedAction({ run, onDone: () => {}, failures: PAYMENT_FAILURES.confirm }),
    );
    act(() => result.current.ask('a'));
    await act(() => result.current.dialog.onConfirm());
    expect(result.current.dialog.failure).toEqual({ title: PAYMENT_FAILURES.confirm.connection, reason: undefined });

    act(() => result.current.dialog.onOpenChange(false));
    expect(result.current.dialog.failure).toBeNull();
    act(() => result.current.ask('b'));
    await act(() => result.current.dialog.onConfirm());
    expect(run.mock.calls[1]?.[0]).toBe('b');
    expect(run.mock.calls[1]?.[1]).not.toBe(run.mock.calls[0]?.[1]);
  });
});
