import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';

afterEach(cleanup);

describe('ConfirmDeleteDialog (property, room, bill, contract)', () => {
  it('a double click on Elimina deletes once; after a failure a new click tries again (decision 162)', async () => {
    let fail: (err: Error) => void = () => {};
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          fail = reject;
        }),
    );
    render(
      <ConfirmDeleteDialog
        open
        onOpenChange={() => {}}
        title="Elimina Stanza"
        description="Sei sicuro di voler eliminare la stanza Studio?"
        errorTitle="Errore durante l'eliminazione della stanza."
        onConfirm={onConfirm}
      />,
    );
    const confirm = screen.getByRole('button', { name: 'Elimina' });
    act(() => {
      fireEvent.click(confirm);
      fireEvent.click(confirm);
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await act(async () => fail(new Error('Errore')));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Elimina' }));
    });
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});
