import {
  categoryLabel,
  costModelLabel,
  creditSourceLabel,
  OPEN_END_DATE_LABEL,
  TENANT_CREDIT_LABEL,
} from '@casaconti/core/labels';
import { ChevronDownIcon, PrinterIcon } from 'lucide-react';
import { useState } from 'react';
import { BrandMark, BRAND_NAME } from '@/components/layout/brand-mark';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { openDocument } from '@/lib/documents/open-document';
import { formatCreditDate, formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { type Statement, usePublicStatement } from '../api/get-public-statement';
import { type OpenDocument, PayableCards, PayablesTable } from './statement-payables';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-0.5 sm:grid-cols-[10rem_1fr] sm:gap-3 print:grid-cols-[6.5rem_1fr] print:gap-2 print:text-xs">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

function ContractInfo({ statement }: { statement: Statement }) {
  const { contract_info: contract, property_info: property } = statement;
  return (
    <Card className="gap-4 py-5 print:gap-2 print:py-3">
      <CardHeader className="px-5">
        <CardTitle>
          <h2>Contratto</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="px-5">
        <dl className="grid gap-3 print:gap-1">
          <Row label="Proprietario">{statement.landlord_info.name}</Row>
          <Row label="Inquilino">{contract.tenant_name}</Row>
          <Row label="Immobile">
            {property.name}
            <span className="block text-sm font-normal text-muted-foreground">{property.address}</span>
          </Row>
          <Row label="Durata">
            {formatDate(contract.start_date)} –{' '}
            {contract.end_date ? formatDate(contract.end_date) : OPEN_END_DATE_LABEL}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

/** A card whose body folds away; always unfolded on paper. */
function CollapsibleCard({
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

function EconomicConditions({ statement }: { statement: Statement }) {
  const contract = statement.contract_info;
  return (
    <CollapsibleCard title="Condizioni economiche">
      <dl className="mb-4 grid gap-2 print:mb-2 print:gap-1">
        <Row label="Canone mensile">{formatMoney(contract.rent_amount)}</Row>
        <Row label="Quota fissa mensile">{formatMoney(contract.fixed_fee_amount)}</Row>
        <Row label="Anticipo conguaglio mensile">{formatMoney(contract.settlement_base_amount)}</Row>
      </dl>
      <h3 className="mb-1 text-sm font-semibold">Gestione delle spese</h3>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Categoria</TableHead>
            <TableHead>Modalità</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {contract.utility_agreements.map((agreement) => (
            <TableRow key={agreement.category}>
              <TableCell>{categoryLabel(agreement.category)}</TableCell>
              <TableCell>{costModelLabel(agreement.cost_model)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </CollapsibleCard>
  );
}

/** Settlement balance colour (SPEC §9): green when the total is zero or more, otherwise red. */
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
                {creditSourceLabel(credit.source_type)}
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
  // A negative amount owed is a credit to the tenant (DOMAIN §6): never 'da pagare'.
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

function StatementNotFound() {
  return (
    <Card className="mx-auto w-full max-w-md py-10 text-center">
      <CardContent className="grid gap-2">
        <h1 className="text-2xl font-semibold">Pagina non trovata</h1>
        <p className="text-muted-foreground">Il link è scaduto o errato.</p>
      </CardContent>
    </Card>
  );
}

function StatementSkeleton() {
  return (
    <div className="grid gap-4" aria-busy="true">
      <Skeleton className="h-40" />
      <Skeleton className="h-64" />
    </div>
  );
}

/**
 * The public statement (SPEC §2): contract info, collapsible economic conditions, the amount to
 * pay with the payables, and the settlement preview when some utility uses the settlement model.
 * Phone: one column, the amount first. Desktop: two columns. Paper: one clean page.
 */
export function PublicStatement({ token }: { token: string }) {
  const statement = usePublicStatement(token);
  const onOpenDocument: OpenDocument = (documentId) => {
    // SPEC §8: a document failure is only logged.
    openDocument({ document_id: documentId, sharable_link_token: token }).catch((err: unknown) => {
      console.warn('statement: document not opened', err);
    });
  };

  return (
    <div className="min-h-svh bg-background print:min-h-0 print:bg-white">
      <meta name="robots" content="noindex, nofollow" />
      <meta name="referrer" content="no-referrer" />
      <title>{`Estratto conto · ${BRAND_NAME}`}</title>
      <header className="border-b bg-card print:border-b-0">
        <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 md:px-6 print:px-0 print:py-1">
          <span className="flex items-center gap-2 font-semibold">
            <BrandMark /> {BRAND_NAME}
          </span>
          {statement.data && (
            <Button variant="outline" size="sm" onClick={() => window.print()} className="print:hidden">
              <PrinterIcon aria-hidden="true" /> Stampa
            </Button>
          )}
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-4 px-4 py-6 md:px-6 print:max-w-none print:gap-2 print:p-0 print:text-[11px]">
        {statement.isPending ? (
          <StatementSkeleton />
        ) : statement.isError || !statement.data ? (
          <StatementNotFound />
        ) : (
          <>
            <h1 className="text-2xl font-semibold print:text-lg">Estratto conto</h1>
            {/* Phone: one column, the amount first; desktop and paper: two columns. */}
            <div className="flex flex-col gap-4 md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start print:grid print:grid-cols-[2fr_3fr] print:gap-2">
              <div className="contents md:grid md:gap-4 print:grid print:gap-2">
                <ContractInfo statement={statement.data} />
                <EconomicConditions statement={statement.data} />
              </div>
              <div className="contents md:grid md:gap-4 print:grid print:gap-2">
                <div className="order-first md:order-none print:order-none">
                  <AmountDue statement={statement.data} onOpenDocument={onOpenDocument} />
                </div>
                {statement.data.settlement_preview && <SettlementPreview preview={statement.data.settlement_preview} />}
              </div>
            </div>
          </>
        )}
      </main>
    </div>
  );
}
