import { CONTRACT_MESSAGES } from '@casaconti/core/messages';
import { categoryLabel, costModelLabel, OPEN_END_DATE_LABEL } from '@casaconti/core/labels';
import { PrinterIcon } from 'lucide-react';
import { BrandMark, BRAND_NAME } from '@/components/layout/brand-mark';
import { AmountDue, CollapsibleCard, SettlementPreview } from '@/components/statement/statement-sections';
import { PaymentRequestCard } from '@/components/statement/statement-payment-request';
import type { OpenDocument } from '@/components/statement/statement-payables';
import { StatementReceipts } from '@/components/statement/statement-receipts';
import type { Statement } from '@/components/statement/statement-types';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { openDocument } from '@/lib/documents/open-document';
import { formatDate, formatMoney } from '@/lib/format';
import { cn } from '@/lib/utils';
import { usePublicStatement } from '../api/get-public-statement';

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

function StatementNotFound() {
  return (
    <Card className="mx-auto w-full max-w-md py-10 text-center">
      <CardContent className="grid gap-2">
        <h1 className="text-2xl font-semibold">Pagina non trovata</h1>
        <p className="text-muted-foreground">{CONTRACT_MESSAGES.statementLinkInvalid}</p>
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
 * The public statement (docs/product.md §2): contract info, collapsible economic conditions, the amount to
 * pay with the payables, and the settlement preview when some utility uses the settlement model.
 * Phone: one column, the amount first. Desktop: two columns. Paper: one clean page.
 */
export function PublicStatement({ token }: { token: string }) {
  const statement = usePublicStatement(token);
  const hasSettlement = Boolean(statement.data?.settlement_preview);
  const onOpenDocument: OpenDocument = (documentId) => {
    // docs/product.md §8: a document failure is only logged.
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
            {/*
              Phone: one column, the amount first; desktop and paper: two columns, the contract on
              the left, the amount, the settlement and the receipts on the right. The HTML is in
              the phone's order and the grid places the parts on wider screens: a page painted
              while its HTML is still arriving (the server renders it) grows at the bottom only,
              nothing already painted moves (no CSS reordering: decision 135).
            */}
            <div
              className={cn(
                'grid gap-4 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start print:grid-cols-[2fr_3fr] print:items-start print:gap-2',
                hasSettlement
                  ? 'md:grid-rows-[auto_auto_1fr] print:grid-rows-[auto_auto_1fr]'
                  : 'md:grid-rows-[auto_1fr] print:grid-rows-[auto_1fr]',
              )}
            >
              <div className="grid gap-4 md:col-start-2 md:row-start-1 print:col-start-2 print:row-start-1 print:gap-2">
                <AmountDue statement={statement.data} onOpenDocument={onOpenDocument} />
                {statement.data.payment_request && <PaymentRequestCard request={statement.data.payment_request} />}
              </div>
              <div
                className={cn(
                  'grid gap-4 md:col-start-1 print:col-start-1 print:gap-2',
                  hasSettlement ? 'md:row-[1/span_3] print:row-[1/span_3]' : 'md:row-[1/span_2] print:row-[1/span_2]',
                )}
              >
                <ContractInfo statement={statement.data} />
                <EconomicConditions statement={statement.data} />
              </div>
              {statement.data.settlement_preview && (
                <div className="md:col-start-2 md:row-start-2 print:col-start-2 print:row-start-2">
                  <SettlementPreview preview={statement.data.settlement_preview} />
                </div>
              )}
              {(statement.data.payments.length > 0 || statement.data.opening_entry) && (
                <div
                  className={cn(
                    'md:col-start-2 print:col-start-2',
                    hasSettlement ? 'md:row-start-3 print:row-start-3' : 'md:row-start-2 print:row-start-2',
                  )}
                >
                  <StatementReceipts
                    payments={statement.data.payments}
                    openingEntry={statement.data.opening_entry}
                    receiptHref={(id) => `/api/statement/${encodeURIComponent(token)}/payments/${id}/receipt`}
                  />
                </div>
              )}
            </div>
          </>
        )}
      </main>
    </div>
  );
}
