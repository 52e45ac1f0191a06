import { PAYMENT_SIGNAL_MESSAGES } from '@casaconti/core/messages';
import { PAYMENT_METHOD_LABELS, PAYMENT_SIGNAL_STATUS_LABELS } from '@casaconti/core/payments';
import { FileTextIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ListCard } from '@/components/list-card';
import { useOpenDocument } from '@/lib/documents/open-document';
import { formatDate, formatMoney } from '@/lib/format';
import type { TenantSignal } from '../api/payment-signals';

const STATUS_VARIANT = { pending: 'secondary', confirmed: 'success', rejected: 'destructive' } as const;

/**
 * The tenant's 'Pagamenti segnalati' on one contract (docs/domain.md §12): each 'Ho pagato' with its
 * status (in attesa, confermato, rifiutato), the landlord's reason when rejected, and the proof
 * file when attached. Hidden when there is none.
 */
export function TenantSignals({ signals }: { signals: TenantSignal[] }) {
  const openDocument = useOpenDocument();
  if (signals.length === 0) return null;
  return (
    <ListCard title="Pagamenti segnalati">
      {signals.map((s) => (
        <li key={s.id} className="grid gap-1 py-2">
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
            <span className="grid min-w-0">
              <span className="font-medium tabular-nums">{formatMoney(s.amount)}</span>
              <span className="text-sm text-muted-foreground">
                {formatDate(s.paidOn)} · {PAYMENT_METHOD_LABELS[s.method]}
              </span>
            </span>
            <Badge variant={STATUS_VARIANT[s.status]}>{PAYMENT_SIGNAL_STATUS_LABELS[s.status]}</Badge>
          </div>
          {s.status === 'rejected' && s.rejectionReason && (
            <p className="break-words text-sm">
              <span className="text-muted-foreground">Motivo del rifiuto: </span>
              {s.rejectionReason}
            </p>
          )}
          {s.proofDeleted && <p className="text-sm text-muted-foreground">{PAYMENT_SIGNAL_MESSAGES.proofDeleted}</p>}
          {s.proofDocumentId && (
            <Button
              type="button"
              variant="link"
              className="h-auto justify-self-start p-0 has-[>svg]:px-0"
              onClick={() => s.proofDocumentId && openDocument.mutate({ document_id: s.proofDocumentId })}
            >
              <FileTextIcon aria-hidden="true" /> Prova del pagamento
            </Button>
          )}
        </li>
      ))}
    </ListCard>
  );
}
