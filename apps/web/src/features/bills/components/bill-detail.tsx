import { paths } from '@casaconti/core/paths';
import { fullName } from '@casaconti/core/display';
import { categoryLabel, costModelLabel, splitCriterionLabel } from '@casaconti/core/labels';
import { BILL_MESSAGES } from '@casaconti/core/messages';
import { idSchema } from '@casaconti/core/schemas/common';
import { ArrowLeftIcon, CircleAlertIcon, ExternalLinkIcon, FileTextIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useOpenDocument } from '@/lib/documents/open-document';
import { isNotFoundOrInvalid } from '@/lib/error-message';
import { formatDate, formatMoney } from '@/lib/format';
import { type BillDetail as BillDetailData, useBill } from '../api/get-bill';
import { OwnerShare, SplitWarnings } from './split-summary';
import { DeleteBillDialog } from './delete-bill-dialog';

const NOT_FOUND = BILL_MESSAGES.billNotFound;
const LOAD_ERROR = 'Errore durante il caricamento dei dettagli della spesa';

function BackToBills({ propertyId }: { propertyId: string }) {
  return (
    <Button asChild variant="outline" className="w-fit">
      <Link to={paths.landlord.property(propertyId, { tab: 'bills' })}>
        <ArrowLeftIcon aria-hidden="true" />
        Torna alle spese
      </Link>
    </Button>
  );
}

function BillErrorCard({ title, propertyId }: { title: string; propertyId: string }) {
  return (
    <Card role="alert" className="mx-auto w-full max-w-xl">
      <CardHeader>
        <div className="flex items-start gap-3">
          <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-destructive" />
          <CardTitle asChild className="text-base">
            <h2>{title}</h2>
          </CardTitle>
        </div>
      </CardHeader>
      <CardContent>
        <BackToBills propertyId={propertyId} />
      </CardContent>
    </Card>
  );
}

/** The tenant's name, opening the contract. */
function TenantLink({ split }: { split: BillDetailData['splits'][number] }) {
  return (
    <Link
      to={paths.landlord.contract(split.contractId)}
      className="font-medium underline-offset-4 hover:underline focus-visible:underline"
    >
      {fullName(split.tenant)}
    </Link>
  );
}

function Amount({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-semibold tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * A bill that can no longer be deleted (docs/domain.md §5: a share settled or paid) offers no working
 * 'Elimina': the disabled button, and the reason beside it as visible text.
 */
function NotDeletable({ reason }: { reason: string | null }) {
  return (
    <div className="flex flex-wrap items-center justify-end gap-x-3 gap-y-1 sm:flex-nowrap">
      <p id="bill-not-deletable" className="max-w-prose text-sm text-muted-foreground sm:text-right">
        {reason ?? 'Non eliminabile: una quota è già stata pagata o conguagliata.'}
      </p>
      <Button variant="outline" disabled aria-describedby="bill-not-deletable" className="text-destructive">
        <Trash2Icon aria-hidden="true" />
        Elimina
      </Button>
    </div>
  );
}

/** Bill detail (docs/product.md §2): amounts, period, notes, the split with its criterion, documents, delete. */
export function BillDetail({ propertyId, billId }: { propertyId: string; billId: string }) {
  const isValidId = idSchema().safeParse(billId).success;
  const bill = useBill(billId, { enabled: isValidId });
  const openDocument = useOpenDocument();

  if (!isValidId) return <BillErrorCard title={BILL_MESSAGES.invalidBillId} propertyId={propertyId} />;
  if (bill.isError) {
    return <BillErrorCard title={isNotFoundOrInvalid(bill.error) ? NOT_FOUND : LOAD_ERROR} propertyId={propertyId} />;
  }
  if (bill.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span role="status" className="sr-only">
          Caricamento…
        </span>
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }

  const data = bill.data;
  return (
    <div className="grid grid-cols-1 gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <BackToBills propertyId={propertyId} />
        {data.deletable ? (
          <DeleteBillDialog billId={data.id} propertyId={propertyId} />
        ) : (
          <NotDeletable reason={data.notDeletableReason} />
        )}
      </div>

      <Card className="gap-4">
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle asChild className="text-xl">
              <h2>{categoryLabel(data.category)}</h2>
            </CardTitle>
            <Badge variant="outline">{data.property.name}</Badge>
          </div>
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            <Amount label="Importo totale" value={formatMoney(data.totalAmount)} />
            <Amount label="Importo da ripartire" value={formatMoney(data.splittableAmount)} />
            <Amount
              label="Periodo di competenza"
              value={
                <>
                  <span className="whitespace-nowrap">{formatDate(data.periodStartDate)} –</span>{' '}
                  <span className="whitespace-nowrap">{formatDate(data.periodEndDate)}</span>
                </>
              }
            />
          </dl>
          <div className="grid gap-1">
            <h3 className="text-sm text-muted-foreground">Note</h3>
            <p className="whitespace-pre-wrap break-words">{data.notes ?? 'Nessuna nota'}</p>
          </div>
        </CardContent>
      </Card>

      <Card className="gap-3">
        <CardHeader>
          <CardTitle asChild className="text-base">
            <h3>Ripartizione per inquilino</h3>
          </CardTitle>
          <CardDescription>
            Criterio: <span className="font-medium text-foreground">{splitCriterionLabel(data.splitCriterion)}</span>.
            Quota = importo da ripartire × peso ÷ peso totale.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 px-2 sm:px-6">
          {data.splits.length === 0 ? (
            <p className="px-2 text-sm text-muted-foreground">Nessun contratto partecipa alla ripartizione.</p>
          ) : (
            <>
              {/* Phone: one block per tenant; wider screens: the table. */}
              <ul className="grid gap-2 px-2 sm:hidden">
                {data.splits.map((split) => (
                  <li key={split.contractId} className="grid gap-1 rounded-lg border p-3 text-sm">
                    <span className="flex items-baseline justify-between gap-3">
                      <TenantLink split={split} />
                      <span className="font-semibold tabular-nums">{formatMoney(split.calculatedAmount)}</span>
                    </span>
                    <span className="text-muted-foreground">{costModelLabel(split.costModelApplied)}</span>
                    <span>{split.arithmetic}</span>
                  </li>
                ))}
              </ul>
              <Table containerClassName="hidden sm:block">
                <TableHeader>
                  <TableRow>
                    <TableHead>Inquilino</TableHead>
                    <TableHead>Modello</TableHead>
                    <TableHead>Criterio</TableHead>
                    <TableHead className="text-right">Quota</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.splits.map((split) => (
                    <TableRow key={split.contractId}>
                      <TableCell>
                        <TenantLink split={split} />
                      </TableCell>
                      <TableCell>{costModelLabel(split.costModelApplied)}</TableCell>
                      <TableCell className="whitespace-nowrap">{split.arithmetic}</TableCell>
                      <TableCell className="text-right whitespace-nowrap tabular-nums">
                        {formatMoney(split.calculatedAmount)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </>
          )}
          <div className="grid gap-3 px-2 sm:px-0">
            <OwnerShare amount={data.ownerShare} reasons={data.ownerShareReasons} />
            <SplitWarnings warnings={data.warnings} />
          </div>
        </CardContent>
      </Card>

      <Card className="gap-3">
        <CardHeader>
          <CardTitle asChild className="text-base">
            <h3>Documenti</h3>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {data.documents.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nessun documento allegato.</p>
          ) : (
            <ul className="grid gap-2">
              {data.documents.map((doc) => (
                <li key={doc.id} className="flex min-w-0 items-center gap-3 rounded-lg border p-3 text-sm">
                  <FileTextIcon className="size-5 shrink-0 text-primary" aria-hidden="true" />
                  <span className="min-w-0 flex-1 truncate" title={doc.fileName}>
                    {doc.fileName}
                  </span>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    disabled={openDocument.isPending}
                    onClick={() => openDocument.mutate({ document_id: doc.id })}
                  >
                    <ExternalLinkIcon aria-hidden="true" /> Apri
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
