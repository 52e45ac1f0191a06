import { formatBpsPercent } from '@casaconti/core/property-owners';
import { TAX_YEARS_SHIPPED } from '@casaconti/core/tax-year-rules';
import { useId, useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatMoney } from '@/lib/format';
import { usePropertyTaxYear } from '../api/property-tax-data';

const NATIVE_SELECT =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:w-40';

function Rows({ propertyId, year }: { propertyId: string; year: number }) {
  const data = usePropertyTaxYear(propertyId, year);
  if (data.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(data.error, 'Errore nel caricamento delle righe della dichiarazione.')}
      </p>
    );
  }
  if (data.isPending) return <Skeleton className="h-32 w-full" />;
  const { rows, rendita, source } = data.data;
  return (
    <div className="grid gap-4">
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nessun contratto in corso nel {year}.</p>
      ) : (
        <ul className="grid gap-3">
          {rows.map((r) => (
            <li key={`${r.contractId}-${r.owner?.fiscalCode ?? 'tu'}-${r.from}`} className="rounded-md border p-3">
              <p className="font-medium">
                {r.owner
                  ? `${r.owner.name} · ${r.owner.fiscalCode}`
                  : 'Tu (nessun altro proprietario in questi giorni)'}
              </p>
              <p className="text-sm text-muted-foreground">
                Contratto con {r.tenantName}, dal {formatDate(r.from)} al {formatDate(r.to)}
              </p>
              <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
                <dt className="text-muted-foreground">Rendita catastale</dt>
                <dd>{rendita === null ? 'Non indicata' : formatMoney(rendita)}</dd>
                <dt className="text-muted-foreground">Giorni di possesso</dt>
                <dd>{r.daysHeld}</dd>
                <dt className="text-muted-foreground">Quota</dt>
                <dd>{formatBpsPercent(r.shareBps)} %</dd>
                <dt className="text-muted-foreground">Canone dell’anno</dt>
                <dd>{formatMoney(r.rentCents)}</dd>
                <dt className="text-muted-foreground">Cedolare secca</dt>
                <dd>{r.cedolareRateBps === null ? 'No' : `Sì, ${formatBpsPercent(r.cedolareRateBps)} %`}</dd>
                {r.cedolareDueCents !== null ? (
                  <>
                    <dt className="text-muted-foreground">Cedolare dovuta</dt>
                    <dd>{formatMoney(r.cedolareDueCents)}</dd>
                  </>
                ) : (
                  <>
                    <dt className="text-muted-foreground">Imponibile IRPEF</dt>
                    <dd>{formatMoney(r.irpefBaseCents ?? 0)}</dd>
                  </>
                )}
                <dt className="text-muted-foreground">Codice identificativo</dt>
                <dd className="break-all">{r.registrationCode ?? 'Non indicato'}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p className="text-xs text-muted-foreground">Regole: {source}. Da verificare con il tuo commercialista.</p>
    </div>
  );
}

/** 'Dichiarazione dei redditi': the year's rows per owner and contract (docs/domain.md §19). */
export function PropertyTaxYear({ propertyId }: { propertyId: string }) {
  const [year, setYear] = useState(TAX_YEARS_SHIPPED[TAX_YEARS_SHIPPED.length - 1]!);
  const selectId = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="text-lg">
          <h2>Dichiarazione dei redditi</h2>
        </CardTitle>
        <CardDescription>
          Le righe dei fabbricati per proprietario e contratto: il canone dovuto per i giorni di possesso, per la quota.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-2">
          <label htmlFor={selectId} className="text-sm font-medium">
            Anno dei redditi
          </label>
          <select
            id={selectId}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
            className={NATIVE_SELECT}
          >
            {TAX_YEARS_SHIPPED.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <Rows propertyId={propertyId} year={year} />
      </CardContent>
    </Card>
  );
}
