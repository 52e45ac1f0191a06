import { DEADLINE_KIND_LABELS, DEADLINE_KINDS, DEADLINE_TIMING_LABELS } from '@casaconti/core/lease-deadlines';
import { paths } from '@casaconti/core/paths';
import { deadlineListQuerySchema } from '@casaconti/core/schemas/rent-update';
import { CalendarPlusIcon, CopyIcon } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import {
  FilterChips,
  ListParamsPagination,
  type PropertyFilterProps,
  filterChips,
} from '@/components/list/list-controls';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate, formatMoney } from '@/lib/format';
import { useListParams } from '@/lib/list-params';
import {
  useCalendarLinkStatus,
  useCreateCalendarLink,
  useDeadlinesPage,
  useRevokeCalendarLink,
} from '../api/deadlines';

const KIND_CHIPS = filterChips('Tutte', DEADLINE_KINDS, DEADLINE_KIND_LABELS);

/** The private calendar link: made (or made anew) on request, its URL shown once, revocable. */
function CalendarLinkCard() {
  const status = useCalendarLinkStatus();
  const create = useCreateCalendarLink();
  const revoke = useRevokeCalendarLink();
  const [url, setUrl] = useState<string | null>(null);
  const inputId = useId();
  const active = status.data?.active ?? false;
  return (
    <Card className="gap-3">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild>
          <h2 className="text-base">Calendario privato</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 px-4 text-sm sm:px-6">
        <p className="text-muted-foreground">
          Aggiungi le scadenze a Google Calendar o Apple Calendario con un link privato (iCalendar). Chi ha il link vede
          le scadenze: puoi revocarlo quando vuoi.
        </p>
        {url ? (
          <div className="grid gap-2">
            <label htmlFor={inputId} className="font-medium">
              Il tuo link (copialo ora: non verrà più mostrato)
            </label>
            <div className="flex flex-wrap gap-2">
              <Input id={inputId} readOnly value={url} className="min-w-0 flex-1" onFocus={(e) => e.target.select()} />
              <Button
                type="button"
                variant="outline"
                onClick={() =>
                  void navigator.clipboard?.writeText(url).then(
                    () => toast.success('Link copiato'),
                    () => undefined,
                  )
                }
              >
                <CopyIcon aria-hidden="true" /> Copia
              </Button>
            </div>
          </div>
        ) : active ? (
          <p>Un link al calendario è attivo.</p>
        ) : null}
        {create.isError ? <Alert variant="error">{create.error.message}</Alert> : null}
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            disabled={create.isPending}
            onClick={() => create.mutate(undefined, { onSuccess: (data) => setUrl(data.url) })}
          >
            <CalendarPlusIcon aria-hidden="true" /> {active || url ? 'Genera un nuovo link' : 'Crea link al calendario'}
          </Button>
          {active || url ? (
            <Button
              type="button"
              variant="outline"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(undefined, {
                  onSuccess: () => {
                    setUrl(null);
                    toast.success('Link al calendario revocato');
                  },
                })
              }
            >
              Revoca link
            </Button>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * 'Scadenze' (docs/domain.md §15): every upcoming deadline across contracts, soonest first (the late ones,
 * badged 'In ritardo', then today's, badged 'Oggi'; decision 168), a page at a
 * time (decision 080) with the kind chips and the property filter the route hands in (it searches
 * the server, decision 097); the state is the URL.
 */
export function DeadlinesPage({ propertyFilter }: { propertyFilter?: (props: PropertyFilterProps) => ReactNode }) {
  const { query, update } = useListParams(deadlineListQuerySchema);
  const deadlines = useDeadlinesPage(query);
  return (
    <div className="grid grid-cols-1 gap-6">
      <section aria-labelledby="deadlines-title" className="grid grid-cols-1 gap-4">
        <div className="grid gap-1">
          <h2 id="deadlines-title" className="text-lg font-semibold">
            Scadenze
          </h2>
          <p className="text-sm text-muted-foreground">
            Registrazione, imposta di registro, disdetta, scadenze, aggiornamento ISTAT e interessi sul deposito dei
            prossimi 12 mesi.
          </p>
        </div>
        <search className="grid gap-3" aria-label="Filtra le scadenze">
          <FilterChips
            label="Tipo di scadenza"
            value={query.kind ?? ''}
            chips={KIND_CHIPS}
            onChange={(kind) => update({ kind })}
          />
          {propertyFilter?.({
            value: query.propertyId ?? '',
            selectedName: deadlines.data?.items.find((item) => item.propertyId === query.propertyId)?.propertyName,
            onChange: (propertyId) => update({ propertyId }),
          })}
        </search>
        {deadlines.isPending ? (
          <div className="grid gap-2">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : deadlines.isError ? (
          <Alert variant="error" title="Errore nel caricamento delle scadenze">
            {deadlines.error.message}
          </Alert>
        ) : deadlines.data.total === 0 ? (
          <p className="text-muted-foreground">Nessuna scadenza nei prossimi 12 mesi</p>
        ) : (
          <>
            <ul className="grid gap-2" aria-busy={deadlines.isPlaceholderData}>
              {deadlines.data.items.map((item) => (
                <li key={`${item.contractId}-${item.kind}-${item.date}`}>
                  <Link
                    to={paths.landlord.contract(item.contractId)}
                    className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 rounded-lg border bg-card p-3 text-sm hover:bg-muted/50 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
                  >
                    <span className="grid min-w-0 gap-0.5">
                      <span className="font-medium">
                        {DEADLINE_KIND_LABELS[item.kind]}
                        {item.amount !== null ? ` · ${formatMoney(item.amount)}` : ''}
                      </span>
                      <span className="break-words text-muted-foreground">
                        {item.propertyName} · {item.tenantName}
                      </span>
                    </span>
                    <span className="flex shrink-0 items-center gap-2">
                      {item.timing !== 'upcoming' ? (
                        <Badge variant={item.timing === 'late' ? 'destructive' : 'default'}>
                          {DEADLINE_TIMING_LABELS[item.timing]}
                        </Badge>
                      ) : null}
                      <time dateTime={item.date} className="font-medium tabular-nums">
                        {formatDate(item.date)}
                      </time>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            <ListParamsPagination
              total={deadlines.data.total}
              query={query}
              update={update}
              noun={{ one: 'scadenza', many: 'scadenze' }}
            />
          </>
        )}
      </section>
      <CalendarLinkCard />
    </div>
  );
}
