import { BANK_ACCOUNT_MESSAGES } from '@casaconti/core/messages';
import { formatCreditorReference, groupInFours } from '@casaconti/core/payment-reference';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import type { Statement } from './statement-types';

/**
 * How to pay what is owed by bank transfer (docs/domain.md §18, decisions 203, 204): the beneficiary,
 * the IBAN and the reference in groups of four, the amount, the causale to write, and the EPC QR
 * code a banking app scans. The IBAN comes normalized: grouped here without ibantools (first load). Shown on the public statement and in the tenant's area, only when the
 * landlord has a receiving account and something is owed (the API sends null otherwise).
 */
export function PaymentRequestCard({ request }: { request: NonNullable<Statement['payment_request']> }) {
  const reference = formatCreditorReference(request.reference);
  return (
    <Card className="gap-4 py-5 print:break-inside-avoid">
      <CardHeader className="px-5">
        <CardTitle>
          <h2>Paga con un bonifico</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 px-5 sm:grid-cols-[1fr_auto] sm:items-start">
        <div className="grid min-w-0 gap-3 text-sm">
          <dl className="grid gap-3">
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Beneficiario</dt>
              <dd className="break-words font-medium">{request.beneficiary_name}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">IBAN</dt>
              <dd className="break-words font-mono font-medium" data-testid="payment-iban">
                {groupInFours(request.iban)}
              </dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Importo</dt>
              <dd className="font-medium tabular-nums">{formatMoney(request.amount)}</dd>
            </div>
            <div className="grid gap-0.5">
              <dt className="text-muted-foreground">Causale</dt>
              <dd className="break-words font-medium">
                <span className="font-mono" data-testid="payment-reference">
                  {reference}
                </span>{' '}
                {request.text}
              </dd>
            </div>
          </dl>
          <p className="text-muted-foreground">
            Scrivi la causale così com'è: il codice che inizia con RF permette di riconoscere il pagamento.
          </p>
        </div>
        <figure className="grid justify-items-center gap-1">
          <img
            src={request.qr_svg_data_url}
            alt={BANK_ACCOUNT_MESSAGES.qrAlt}
            width={176}
            height={176}
            className="size-44 rounded-md border bg-white"
          />
          <figcaption className="max-w-44 text-center text-xs text-muted-foreground">
            Inquadralo con la app della tua banca
          </figcaption>
        </figure>
      </CardContent>
    </Card>
  );
}
