import { formatIstatChange, isIstatChangeInRange, istatCalculationText, parseIstatChange } from '@casaconti/core/istat';
import { LEASE_MESSAGES } from '@casaconti/core/messages';
import { addMonths } from '@casaconti/core/istat';
import { compareIso } from '@casaconti/core/dates';
import { FileTextIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatMoney, formatMonthYear } from '@/lib/format';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useOneRequest } from '@/lib/one-request';
import {
  rentUpdateLetterUrl,
  useApplyRentUpdate,
  useRentUpdatePreview,
  useRentUpdateProposal,
} from '../api/rent-update';

const selectClass =
  'h-9 w-full rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** A change being typed that the next key may make valid: a sign alone, or digits and a separator. */
const STILL_TYPING = /^[-+\u2212]?(\d{1,2}[.,])?$/;

/** The months from `first` to `last` (first days), in order. */
function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  for (let m = first; compareIso(m, last) <= 0 && out.length < 24; m = addMonths(m, 1)) out.push(m);
  return out;
}

/**
 * 'Aggiornamento ISTAT' on the contract (docs/domain.md §15): at an anniversary the landlord types or
 * picks the FOI change, sees the new rent (the server's preview), chooses the month and applies
 * it; the letter of each update stored opens as a PDF. Under cedolare secca the reason is shown.
 */
export function RentUpdateCard({ contractId }: { contractId: string }) {
  const proposal = useRentUpdateProposal(contractId);
  const [typed, setTyped] = useState('');
  const [month, setMonth] = useState<string | null>(null);
  const [touched, setTouched] = useState(false);
  const pickId = useId();
  const bps = typed.trim() === '' ? null : parseIstatChange(typed);
  const valid = bps !== null && isIstatChangeInRange(bps);
  const preview = useRentUpdatePreview(contractId, valid ? typed.trim() : null);
  const apply = useApplyRentUpdate(contractId);
  // One click, one request; the key is kept across a failed attempt and renewed after a success,
  // so a retry after a lost answer gets the update already applied (decision 162).
  const [applyKey, setApplyKey] = useState(newIdempotencyKey);
  const once = useOneRequest();

  if (proposal.isPending) return <Skeleton className="h-40" />;
  if (proposal.isError)
    return (
      <Alert variant="error" title="Aggiornamento ISTAT">
        {proposal.error.message}
      </Alert>
    );
  const data = proposal.data;
  // No share and no history: nothing to show on this contract.
  if (data.sharePercent === 0 && !data.cedolareSecca && data.history.length === 0) return null;

  const months = data.earliestFrom && data.latestFrom ? monthsBetween(data.earliestFrom, data.latestFrom) : [];
  const effectiveFrom = month ?? months[0] ?? null;
  // Said as it is typed ('abc', 25), not only once the field is left; a sign or a separator just
  // typed ('-', '1,') waits for the next key.
  const fieldError =
    typed.trim() !== '' && !valid && (touched || !STILL_TYPING.test(typed.trim()))
      ? LEASE_MESSAGES.changeInvalid
      : undefined;

  return (
    <Card className="gap-4" role="region" aria-labelledby={`${pickId}-title`}>
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild>
          <h3 id={`${pickId}-title`} className="text-base">
            Aggiornamento ISTAT
          </h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 px-4 text-sm sm:px-6">
        <p>
          Canone attuale: <strong>{formatMoney(data.rent)}</strong>
          {data.sharePercent > 0 ? ` · ${data.sharePercent} % della variazione ISTAT (FOI)` : null}
        </p>
        {data.refusal ? (
          <Alert variant="info" title="Aggiornamento non applicabile">
            {data.refusal}
          </Alert>
        ) : data.anniversary ? (
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              setTouched(true);
              if (!valid || !effectiveFrom || !data.anniversary) return;
              const input = {
                anniversary: data.anniversary,
                change: typed.trim(),
                effectiveFrom,
                idempotencyKey: applyKey,
              };
              once(() =>
                apply.mutateAsync(input, {
                  onSuccess: (stored) => {
                    toast.success('Canone aggiornato', {
                      description: `Nuovo canone ${formatMoney(stored.newRent)} da ${formatMonthYear(stored.effectiveFrom)}.`,
                    });
                    setTyped('');
                    setTouched(false);
                    setApplyKey(newIdempotencyKey());
                  },
                }),
              );
            }}
          >
            <Alert variant="info" title={`Anniversario del ${formatDate(data.anniversary)}`}>
              È il momento di aggiornare il canone: indica la variazione annua dell'indice FOI.
            </Alert>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label="Variazione ISTAT (%)" error={fieldError} description="Tra -20 e 20, es. 1,8">
                <Input
                  inputMode="decimal"
                  value={typed}
                  onChange={(e) => setTyped(e.target.value)}
                  onBlur={() => setTouched(true)}
                  placeholder="1,8"
                />
              </Field>
              <Field label="Oppure scegli dalla tabella FOI">
                <select
                  className={selectClass}
                  value=""
                  onChange={(e) => {
                    if (e.target.value) {
                      setTyped(formatIstatChange(Number(e.target.value)));
                      setTouched(true);
                    }
                  }}
                >
                  <option value="">Anno…</option>
                  {[...data.foi.changes].reverse().map((row) => (
                    <option key={row.year} value={row.changeBps}>
                      {row.year}: {formatIstatChange(row.changeBps)} %
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            <p className="text-xs text-muted-foreground">
              Fonte:{' '}
              <a href={data.foi.source.url} target="_blank" rel="noreferrer" className="underline underline-offset-4">
                {data.foi.source.name}
              </a>
            </p>
            <Field label="Nuovo canone dal mese di">
              <select className={selectClass} value={effectiveFrom ?? ''} onChange={(e) => setMonth(e.target.value)}>
                {months.map((m) => (
                  <option key={m} value={m}>
                    {formatMonthYear(m)}
                  </option>
                ))}
              </select>
            </Field>
            {valid && preview.data ? (
              <output className="rounded-md border bg-muted/40 p-3" aria-live="polite">
                {formatMoney(preview.data.previousRent)} ×{' '}
                {istatCalculationText(preview.data.sharePercent, preview.data.changeBps).factor} ={' '}
                <strong>Nuovo canone {formatMoney(preview.data.newRent)}</strong>
              </output>
            ) : null}
            {preview.isError ? <Alert variant="error">{preview.error.message}</Alert> : null}
            {apply.isError ? (
              <Alert variant="error">{errorMessage(apply.error, LEASE_MESSAGES.changeInvalid)}</Alert>
            ) : null}
            <Button type="submit" className="w-full sm:w-fit" disabled={apply.isPending}>
              Applica aggiornamento
            </Button>
          </form>
        ) : (
          <p className="text-muted-foreground">
            Nessun aggiornamento da applicare ora: il prossimo all'anniversario del contratto.
          </p>
        )}
        {data.history.length > 0 ? (
          <div className="grid gap-2">
            <h4 className="font-medium">Aggiornamenti applicati</h4>
            <ul className="grid gap-2">
              {data.history.map((h) => (
                <li key={h.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-2">
                  <span>
                    {formatDate(h.anniversaryDate)}: {formatMoney(h.previousRent)} →{' '}
                    <strong>{formatMoney(h.newRent)}</strong> ({h.sharePercent} % di {formatIstatChange(h.changeBps)} %)
                    da {formatMonthYear(h.effectiveFrom)}
                  </span>
                  <Button asChild variant="outline" size="sm">
                    <a href={rentUpdateLetterUrl(contractId, h.id)} target="_blank" rel="noreferrer">
                      <FileTextIcon aria-hidden="true" /> Lettera (PDF)
                    </a>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
