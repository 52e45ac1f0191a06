import { OPENING_POSITION_MESSAGES, PAYMENT_LEDGER_MESSAGES } from '@casaconti/core/messages';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '@casaconti/core/payments';
import { formatReceiptNumber, receiptLabel as receiptTitle } from '@casaconti/core/receipts';
import { paymentReversalSchema } from '@casaconti/core/schemas/payment';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { saveErrorMessage } from '@/lib/error-message';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
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
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { formatDate, formatMoney } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useOneRequest } from '@/lib/one-request';
import {
  type ContractPayment,
  useContractPayments,
  useIssueReceipt,
  useResendReceipt,
  useReversePayment,
} from '../api/contract-payments';

/** The receipt's number, '2026/0007' (docs/domain.md §12); '' for a payment of the history without one yet. */
export function receiptLabel(p: Pick<ContractPayment, 'receiptYear' | 'receiptNumber'>) {
  return p.receiptYear === null || p.receiptNumber === null ? '' : formatReceiptNumber(p.receiptYear, p.receiptNumber);
}

/** 'Emetti ricevuta' on a payment of the history (docs/domain.md §17): its receipt takes the next number of its year. */
function IssueReceiptButton({ contractId, payment }: { contractId: string; payment: ContractPayment }) {
  const issue = useIssueReceipt();
  const once = useOneRequest();
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={issue.isPending}
      aria-label={`Emetti ricevuta del pagamento del ${formatDate(payment.receivedOn)}`}
      onClick={() =>
        once(() =>
          issue.mutateAsync(payment.id, {
            onSuccess: ({ payment: issued }) =>
              toast.success(OPENING_POSITION_MESSAGES.receiptIssued, {
                description: `Ricevuta n. ${receiptLabel(issued)}`,
              }),
            onError: (err) => toast.error(saveErrorMessage(err, 'Errore durante l’emissione della ricevuta.')),
          }),
        )
      }
    >
      {issue.isPending && <Spinner size="sm" className="text-current" label="Emissione in corso…" />}
      Emetti ricevuta
    </Button>
  );
}

/**
 * 'Ricevuta': opens the receipt PDF of a payment in a new tab (`href`: the landlord's, the
 * tenant's or the statement's receipt route).
 */
export function ReceiptLink({ href, number }: { href: string; number: string }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      aria-label={`${receiptTitle(number)} (PDF)`}
      className="text-sm font-medium text-primary underline underline-offset-4 hover:no-underline"
    >
      Ricevuta
    </a>
  );
}

/**
 * On a payment whose receipt email ran out of tries (decision 185): 'Ricevuta non inviata' and
 * 'Invia di nuovo', which queues the receipt again; the list then shows it as being sent.
 */
function ReceiptNotSent({ contractId, paymentId }: { contractId: string; paymentId: string }) {
  const resend = useResendReceipt();
  const once = useOneRequest();
  const send = () =>
    once(() =>
      resend.mutateAsync(paymentId, {
        onSuccess: () => toast.success(PAYMENT_LEDGER_MESSAGES.receiptResent),
        onError: (err) => toast.error(saveErrorMessage(err, PAYMENT_LEDGER_MESSAGES.receiptResendFailed)),
      }),
    );
  return (
    <span className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-medium text-destructive">{PAYMENT_LEDGER_MESSAGES.receiptNotSent}</span>
      <Button type="button" size="sm" variant="outline" onClick={send} disabled={resend.isPending}>
        {resend.isPending && <Spinner size="sm" className="text-current" label="Invio in corso…" />}
        Invia di nuovo
      </Button>
    </span>
  );
}

/** 'Storno': asks the reason, then reverses the payment (it stays listed, marked 'Stornato'). */
function ReversalDialog({ payment, onClose }: { payment: ContractPayment; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One key per opening (the dialog mounts when opened), kept across a failed attempt: a retry
  // answers the reversal already made (decision 162); one click sends one request.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const once = useOneRequest();
  const reverse = useReversePayment();
  const isBusy = reverse.isPending;
  const parsed = paymentReversalSchema.safeParse({ reason });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (isBusy || !parsed.success) return;
    setError(null);
    const input = { paymentId: payment.id, reason: parsed.data.reason, idempotencyKey };
    once(() =>
      reverse.mutateAsync(input, {
        onSuccess: () => {
          toast.success('Pagamento stornato', {
            description: payment.receiptNumber === null ? undefined : `Ricevuta n. ${receiptLabel(payment)}`,
          });
          onClose();
        },
        onError: (err) => setError(saveErrorMessage(err, 'Errore durante lo storno del pagamento.')),
      }),
    );
  };

  return (
    <Dialog open onOpenChange={(open) => !open && !isBusy && onClose()}>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Storno del pagamento</DialogTitle>
            <DialogDescription>
              Il pagamento di {formatMoney(payment.amount)} del {formatDate(payment.receivedOn)}
              {payment.receiptNumber !== null && ` (ricevuta n. ${receiptLabel(payment)})`} viene annullato e le voci
              che copriva tornano da pagare.
            </DialogDescription>
          </DialogHeader>
          <Field label="Motivo dello storno">
            <Textarea rows={2} value={reason} onChange={(e) => setReason(e.target.value)} disabled={isBusy} />
          </Field>
          {error && <Alert variant="error">{error}</Alert>}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={isBusy}>
                Annulla
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={isBusy || !parsed.success}>
              {isBusy && <Spinner size="sm" className="text-current" label="Storno in corso…" />}
              Conferma storno
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The payments received on the contract (docs/domain.md §12), newest first: receipt number, date,
 * method, amount, and 'Storno' for the ones not reversed yet. `receiptsNotEmailed`: the tenant
 * has not accepted the contract, so its receipts are not emailed (decision 157); a note says so.
 */
export function ContractPaymentsList({
  contractId,
  receiptsNotEmailed = false,
}: {
  contractId: string;
  receiptsNotEmailed?: boolean;
}) {
  const payments = useContractPayments(contractId);
  const [reversing, setReversing] = useState<ContractPayment | null>(null);
  const list = payments.data?.payments ?? [];
  if (list.length === 0) return null;
  return (
    <section className="grid gap-2" aria-labelledby="received-payments-title">
      <h3 id="received-payments-title" className="font-semibold">
        Pagamenti ricevuti
      </h3>
      {receiptsNotEmailed && (
        <p className="text-sm text-muted-foreground">{PAYMENT_LEDGER_MESSAGES.receiptsNotEmailed}</p>
      )}
      <Card className="py-0">
        <ul className="divide-y" aria-label="Pagamenti ricevuti">
          {list.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
              <span className="grid min-w-0">
                <span className="font-medium">
                  {p.receiptNumber === null ? 'Pagamento senza ricevuta' : `Ricevuta n. ${receiptLabel(p)}`}
                </span>
                <span className="text-sm text-muted-foreground">
                  {formatDate(p.receivedOn)} · {PAYMENT_METHOD_LABELS[p.method as PaymentMethod]}
                  {p.note && ` · ${p.note}`}
                </span>
                {p.reversedAt && <span className="text-sm text-muted-foreground">Stornato: {p.reversalReason}</span>}
                {p.receiptEmailFailed && <ReceiptNotSent contractId={contractId} paymentId={p.id} />}
              </span>
              <span className="flex items-center gap-3">
                {p.receiptNumber !== null ? (
                  <ReceiptLink href={`/api/payments/${p.id}/receipt`} number={receiptLabel(p)} />
                ) : (
                  !p.reversedAt && <IssueReceiptButton contractId={contractId} payment={p} />
                )}
                <span className={p.reversedAt ? 'font-medium tabular-nums line-through' : 'font-medium tabular-nums'}>
                  {formatMoney(p.amount)}
                </span>
                {p.reversedAt ? (
                  <Badge variant="secondary">Stornato</Badge>
                ) : (
                  <Button type="button" size="sm" variant="outline" onClick={() => setReversing(p)}>
                    Storno
                  </Button>
                )}
              </span>
            </li>
          ))}
        </ul>
      </Card>
      {reversing && <ReversalDialog payment={reversing} onClose={() => setReversing(null)} />}
    </section>
  );
}
