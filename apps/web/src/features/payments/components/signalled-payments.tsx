import { fullName } from '@casaconti/core/display';
import { PAYMENT_METHOD_LABELS } from '@casaconti/core/payments';
import { FileTextIcon } from 'lucide-react';
import { useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useOpenDocument } from '@/lib/documents/open-document';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { formatDate, formatMoney } from '@/lib/format';
import { type PendingSignal, useConfirmSignal, usePendingSignals, useRejectSignal } from '../api/payment-signals';

const errorText = (error: Error) =>
  error instanceof ApiError && error.message ? error.message : "Errore durante l'operazione. Riprova.";

/**
 * 'Pagamenti segnalati' (docs/domain.md §12, decision 085): the tenants' pending 'Ho pagato', each with
 * its proof file when attached (decision 090), 'Conferma' (it becomes a payment) and 'Rifiuta'
 * (with a reason the tenant reads). Hidden when there is none. On the payments page every
 * contract's; on a contract's page (`contractId`) that contract's only, without the property.
 */
export function SignalledPayments({ contractId }: { contractId?: string } = {}) {
  const signals = usePendingSignals(contractId);
  const openDocument = useOpenDocument();
  const confirm = useConfirmSignal();
  const reject = useRejectSignal();
  const [rejecting, setRejecting] = useState<PendingSignal | null>(null);
  const [reason, setReason] = useState('');
  const [rejectError, setRejectError] = useState<string | null>(null);
  const deciding = useRef(false);
  // The decisions' idempotency keys (decision 162): Conferma's per signal, made at the first click
  // and kept across a failed attempt (a retry after a lost answer is answered, not refused), and
  // the rejection dialog's per opening.
  const confirmKeys = useRef(new Map<string, string>());
  const [rejectKey, setRejectKey] = useState('');

  if (!signals.data || signals.data.length === 0) return null;

  // One click, one decision (as ActionConfirmDialog, decision 048): the click takes the ref, held
  // until the answer; `isPending` reaches the buttons a tick later, and a double click used to
  // send a second request, refused (409) after the first had succeeded, whose error was all the
  // landlord saw.
  const onConfirm = (signal: PendingSignal) => {
    if (deciding.current) return;
    deciding.current = true;
    const idempotencyKey = confirmKeys.current.get(signal.id) ?? newIdempotencyKey();
    confirmKeys.current.set(signal.id, idempotencyKey);
    confirm.mutate(
      { signal, idempotencyKey },
      {
        onSuccess: () => {
          confirmKeys.current.delete(signal.id);
          toast.success('Pagamento Confermato!');
        },
        onError: (error) => toast.error(errorText(error)),
        onSettled: () => {
          deciding.current = false;
        },
      },
    );
  };

  const onReject = () => {
    if (!rejecting || deciding.current) return;
    deciding.current = true;
    setRejectError(null);
    reject.mutate(
      { signal: rejecting, reason, idempotencyKey: rejectKey },
      {
        onSuccess: () => {
          toast.success('Segnalazione rifiutata');
          setRejecting(null);
        },
        onError: (error) => setRejectError(errorText(error)),
        onSettled: () => {
          deciding.current = false;
        },
      },
    );
  };

  return (
    <section aria-labelledby="signalled-payments" className="grid gap-2 rounded-lg border p-4">
      <h2 id="signalled-payments" className="font-semibold">
        Pagamenti segnalati
      </h2>
      <ul className="grid gap-3" aria-label="Pagamenti segnalati">
        {signals.data.map((s) => {
          const who = fullName(s.tenant);
          // Which signal each button acts on, for a screen reader's list of buttons (the visible
          // labels stay short): 'Conferma il pagamento di 450,00 € del 03/02/2026 segnalato da Mario Rossi'.
          const which = `pagamento di ${formatMoney(s.amount)} del ${formatDate(s.paidOn)} segnalato da ${who}${contractId ? '' : ` per ${s.property}`}`;
          return (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <span className="grid min-w-0">
                <span className="break-words font-medium">{contractId ? who : `${who} · ${s.property}`}</span>
                <span className="text-muted-foreground">
                  {formatDate(s.paidOn)} · {PAYMENT_METHOD_LABELS[s.method]}
                </span>
                {s.proofDocumentId && (
                  <Button
                    type="button"
                    variant="link"
                    className="h-auto justify-self-start p-0 has-[>svg]:px-0"
                    aria-label={`Apri la prova del ${which}`}
                    onClick={() => s.proofDocumentId && openDocument.mutate({ document_id: s.proofDocumentId })}
                  >
                    <FileTextIcon aria-hidden="true" /> Prova del pagamento
                  </Button>
                )}
              </span>
              <span className="ml-auto flex items-center gap-2">
                <span className="font-medium tabular-nums">{formatMoney(s.amount)}</span>
                <Button
                  type="button"
                  size="sm"
                  aria-label={`Conferma il ${which}`}
                  disabled={confirm.isPending}
                  onClick={() => onConfirm(s)}
                >
                  Conferma
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  aria-label={`Rifiuta il ${which}`}
                  onClick={() => {
                    setReason('');
                    setRejectError(null);
                    setRejectKey(newIdempotencyKey());
                    setRejecting(s);
                  }}
                >
                  Rifiuta
                </Button>
              </span>
            </li>
          );
        })}
      </ul>
      <Dialog open={rejecting !== null} onOpenChange={(open) => !open && !reject.isPending && setRejecting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Rifiuta il pagamento segnalato</DialogTitle>
            <DialogDescription>L'inquilino vedrà il motivo del rifiuto.</DialogDescription>
          </DialogHeader>
          <Field label="Motivo del rifiuto">
            <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} />
          </Field>
          {rejectError && <Alert variant="error">{rejectError}</Alert>}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={reject.isPending}>
                Annulla
              </Button>
            </DialogClose>
            <Button type="button" disabled={reject.isPending || reason.trim() === ''} onClick={onReject}>
              Rifiuta
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
