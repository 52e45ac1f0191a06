import { categoryLabel, creditSourceLabel, TENANT_CREDIT_LABEL } from '@casaconti/core/labels';
import { ChevronDownIcon } from 'lucide-react';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { formatCreditDate, formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { type OpenDocument, PayableCards, PayablesTable } from './statement-payables';
import type { Statement } from './statement-types';

/*
 * Parts of a statement shown both on the public page (features/statement) and in the tenant's
 * area (features/tenant).
 */

/** A card whose body folds away; always unfolded on paper. */
export function CollapsibleCard({
  title,
  defaultOpen = false,
  summary,
  children,
}: {
  title: string;
  defaultOpen?: boolean;
  summary?: React.ReactNode;
  children: React.ReactNode;
}) {
  const [isOpen, setIsOpen] = useState(defaultOpen);
  return (
    <Card className="gap-0 py-0">
      <Collapsible open={isOpen} onOpenChange={setIsOpen}>
        <h2>
          <CollapsibleTrigger className="flex w-full items-center justify-between gap-3 rounded-xl px-5 py-4 text-left font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 print:py-2">
            <span>{title}</span>
            <span className="flex items-center gap-3">
              {summary}
              <ChevronDownIcon
                className={cn('size-4 text-muted-foreground transition-transform print:hidden', isOpen && 'rotate-180')}
                aria-hidden="true"
              />
            </span>
          </CollapsibleTrigger>
        </h2>
        <CollapsibleContent forceMount className="px-5 pb-5 data-[state=closed]:hidden print:block! print:pb-2">
          {children}
        </CollapsibleContent>
      </Collapsible>
    </Card>
  );
}

/** Settlement balance colour (docs/product.md §9): green when the total is zero or more, otherwise red. */
function balanceClass(total: number) {
  return total >= 0 ? 'text-success' : 'text-destructive';
}

export function SettlementPreview({ preview }: { preview: NonNullable<Statement['settlement_preview']> }) {
  return (
    <CollapsibleCard
      title="Anteprima conguaglio"
      summary={<span className={cn('tabular-nums', balanceClass(preview.total))}>{formatMoney(preview.total)}</span>}
    >
      <div className="grid gap-4 text-sm md:grid-cols-2 print:grid-cols-2 print:gap-2">
        <section className="grid content-start gap-1" aria-label="Spese da conguagliare">
          <h3 className="font-semibold">Spese da conguagliare</h3>
          {preview.pending_debits.length === 0 && <p className="text-muted-foreground">Nessuna spesa</p>}
          {preview.pending_debits.map((debit, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: no ids on the public page
            <p key={i} className="flex justify-between gap-3">
              <span>
                {categoryLabel(debit.category)}
                {debit.notes && ` · ${debit.notes}`}{' '}
                <span className="text-muted-foreground">· {formatDate(debit.period_end_date)}</span>
              </span>
              <span className="tabular-nums">{formatMoney(debit.amount)}</span>
            </p>
          ))}
        </section>
        <section className="grid content-start gap-1" aria-label="Crediti disponibili">
          <h3 className="font-semibold">Crediti disponibili</h3>
          {preview.available_credits.length === 0 && <p className="text-muted-foreground">Nessun credito</p>}
          {preview.available_credits.map((credit, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: no ids on the public page
            <p key={i} className="flex justify-between gap-3">
              <span>
                {creditSourceLabel(credit.source_type, credit.deposit_interest_year)}
                {credit.notes && ` · ${credit.notes}`}{' '}
                <span className="text-muted-foreground">
                  · {formatCreditDate({ coveredMonth: credit.covered_month, date: credit.created_at })}
                </span>
              </span>
              <span className="tabular-nums text-success">{formatMoney(-credit.amount)}</span>
            </p>
          ))}
        </section>
      </div>
      <p className="mt-4 flex justify-between border-t pt-3 font-semibold print:mt-2 print:pt-1">
        <span>Totale</span>
        <span className={cn('tabular-nums', balanceClass(preview.total))}>{formatMoney(preview.total)}</span>
      </p>
    </CollapsibleCard>
  );
}

/**
 * The amount to pay and the payables: cards on a phone, a table on a desktop and on paper. Both
 * are rendered and CSS shows one (not a width read in JavaScript): a page rendered on the server
 * paints at once in the right layout, with no shift when it is hydrated (decision 030).
 */
export function AmountDue({ statement, onOpenDocument }: { statement: Statement; onOpenDocument: OpenDocument }) {
  const total = statement.payables_summary.total_due;
  // A negative amount owed is a credit to the tenant (docs/domain.md §6): never 'da pagare'.
  const isCredit = total < 0;
  return (
    <Card className="gap-4 py-5 print:gap-2 print:py-3">
      <CardHeader className="px-5">
        <CardTitle>
          <h2>{isCredit ? TENANT_CREDIT_LABEL : 'Importo da pagare'}</h2>
        </CardTitle>
        <p
          className={cn('text-3xl font-semibold tabular-nums print:text-xl', isCredit && 'text-success')}
          data-testid="total-due"
        >
          {formatMoney(isCredit ? -total : total)}
        </p>
      </CardHeader>
      <CardContent className="px-5">
        {statement.payables.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nessun pagamento</p>
        ) : (
          <>
            <div className="hidden md:block print:block">
              <PayablesTable payables={statement.payables} onOpenDocument={onOpenDocument} />
            </div>
            <div className="md:hidden print:hidden">
              <PayableCards payables={statement.payables} onOpenDocument={onOpenDocument} />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
