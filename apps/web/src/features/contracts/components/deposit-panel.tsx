import { todayInRome } from '@casaconti/core/dates';
import { formatRatePercent } from '@casaconti/core/deposit-input';
import { closeDepositFormSchema, type CloseDepositFormValues } from '@casaconti/core/schemas/deposit';
import { euroInputToCents } from '@casaconti/core/schemas/common';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileTextIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { DateField } from '@/components/form/date-field';
import { FormDialogFooter, useFormDialog } from '@/components/form/form-dialog';
import { saveErrorMessage } from '@/lib/error-message';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { AmountInput } from '@/components/ui/amount-input';
import { useOpenDocument } from '@/lib/documents/open-document';
import { formatDate, formatMoney } from '@/lib/format';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useOneRequest } from '@/lib/one-request';
import {
  type ContractDeposit,
  depositStatementUrl,
  useCloseDeposit,
  useContractDeposit,
} from '../api/contract-deposit';
import { DeductionDocumentField } from './deduction-document-field';
import { LegalRatesDialog } from './legal-rates-dialog';

/** A year's interest: credited at its year end, paid out in the closing's balance, or still due. */
function yearStatus(credited: boolean, isClosed: boolean): string {
  if (credited) return 'Accreditati';
  return isClosed ? 'Nel saldo di chiusura' : 'Da accreditare';
}

/**
 * 'Deposito cauzionale' on the contract's details (docs/domain.md §14): the legal interest year by year
 * (credited at year end or not yet), 'Chiudi deposito' with the deductions, and once closed the
 * balance and the statement PDF for the tenant.
 */
export function DepositPanel({ contractId }: { contractId: string }) {
  const { data } = useContractDeposit(contractId);
  if (!data?.deposit) return null;
  const { deposit, closing } = data;
  return (
    <Card className="gap-4">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild>
          <h2 className="text-base">Deposito cauzionale</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 px-4 text-sm sm:px-6">
        <p>
          {formatMoney(deposit.amount)} ricevuto il {formatDate(deposit.receivedOn)}
          {deposit.interestDue ? '' : ' · interessi non dovuti'}
        </p>
        {deposit.interestDue && data.years.length > 0 ? (
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <caption className="sr-only">Interessi legali per anno</caption>
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="py-1 pr-2 font-normal">
                    Anno
                  </th>
                  <th scope="col" className="py-1 pr-2 font-normal">
                    Giorni
                  </th>
                  <th scope="col" className="py-1 pr-2 font-normal">
                    Tasso
                  </th>
                  <th scope="col" className="py-1 pr-2 text-right font-normal">
                    Interessi
                  </th>
                  <th scope="col" className="py-1 font-normal">
                    Stato
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.years.map((y) => (
                  <tr key={y.year} className="border-t">
                    <td className="py-1 pr-2">{y.year}</td>
                    <td className="py-1 pr-2">{y.daysHeld}</td>
                    <td className="py-1 pr-2 whitespace-nowrap">
                      {y.rateHundredths === null ? '—' : formatRatePercent(y.rateHundredths)}
                    </td>
                    <td className="py-1 pr-2 text-right whitespace-nowrap tabular-nums">
                      {formatMoney(y.interestCents)}
                    </td>
                    <td className="py-1">{yearStatus(y.credited, closing !== null)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        {deposit.interestDue ? <LegalRatesDialog /> : null}
        {closing ? (
          <div className="grid gap-2">
            <p className="font-medium">
              Chiuso il {formatDate(closing.closedOn)}:{' '}
              {closing.balanceAmount >= 0 ? 'da restituire' : 'dovuto dall\u2019inquilino'}{' '}
              {formatMoney(Math.abs(closing.balanceAmount))}
            </p>
            {closing.deductions.length > 0 ? <ClosingDeductions deductions={closing.deductions} /> : null}
            <Button asChild variant="outline" className="w-full sm:w-fit">
              <a href={depositStatementUrl(contractId)} target="_blank" rel="noopener">
                <FileTextIcon aria-hidden="true" />
                Rendiconto del deposito (PDF)
                <span className="sr-only">(si apre in una nuova scheda)</span>
              </a>
            </Button>
          </div>
        ) : (
          <CloseDepositDialog contractId={contractId} deposit={data} />
        )}
      </CardContent>
    </Card>
  );
}

type ClosingDeduction = NonNullable<ContractDeposit['closing']>['deductions'][number];

/** The closing's deductions, each with its document when one was attached. */
function ClosingDeductions({ deductions }: { deductions: ClosingDeduction[] }) {
  const openDocument = useOpenDocument();
  return (
    <div className="grid gap-1">
      <h3 className="text-sm font-medium">Trattenute</h3>
      <ul className="grid gap-1">
        {deductions.map((d, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the deductions are stored in this order and never change.
          <li key={index} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 border-t pt-1">
            <span className="min-w-0 break-words">{d.reason}</span>
            <span className="tabular-nums">{formatMoney(d.amount)}</span>
            {d.document ? (
              <Button
                type="button"
                variant="link"
                className="h-auto w-full justify-start p-0 whitespace-normal break-all"
                disabled={openDocument.isPending}
                onClick={() => d.document && openDocument.mutate({ document_id: d.document.id })}
              >
                <FileTextIcon aria-hidden="true" />
                {d.document.fileName}
                <span className="sr-only">(documento della trattenuta, si apre in una nuova scheda)</span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

const emptyValues = (): CloseDepositFormValues => ({
  closed_on: todayInRome(new Date()),
  deductions: [],
  tenant_owes_rest: false,
});

function CloseDepositDialog({ contractId, deposit }: { contractId: string; deposit: ContractDeposit }) {
  const close = useCloseDeposit(contractId);
  const form = useForm<CloseDepositFormValues, unknown, z.output<typeof closeDepositFormSchema>>({
    resolver: zodResolver(closeDepositFormSchema),
    mode: 'onTouched',
    defaultValues: emptyValues(),
  });
  const deductions = useFieldArray({ control: form.control, name: 'deductions' });
  const [uploadsPending, setUploadsPending] = useState(0);
  // The deductions whose document is refused, and their file controls: the closing waits until
  // the file is removed or replaced (decision 044).
  const refusedRows = useRef(new Set<string>());
  const documentInputs = useRef(new Map<string, HTMLInputElement>());
  const isBusy = close.isPending;
  const dialog = useFormDialog(form, { emptyValues, isBusy });
  const once = useOneRequest();
  const onUploadingChange = useCallback(
    (isUploading: boolean) => setUploadsPending((n) => n + (isUploading ? 1 : -1)),
    [],
  );
  const onRefusedChange = useCallback((rowId: string, isRefused: boolean) => {
    if (isRefused) refusedRows.current.add(rowId);
    else refusedRows.current.delete(rowId);
  }, []);
  /**
   * A deduction field's message once that field was left or the form submitted ('onTouched'):
   * react-hook-form validates the whole array when a deduction is added, which would put 'Motivo
   * obbligatorio' and 'L'importo deve essere maggiore di 0' under a new, untouched deduction and
   * keep them there while it is typed into (an untouched field is not validated on change).
   */
  const deductionError = (path: `deductions.${number}.reason` | `deductions.${number}.amount`) => {
    const state = form.getFieldState(path, form.formState);
    return state.isTouched || form.formState.isSubmitted ? state.error?.message : undefined;
  };

  const onSubmit = form.handleSubmit((values) => {
    const refused = deductions.fields.find((item) => refusedRows.current.has(item.id));
    if (refused) {
      documentInputs.current.get(refused.id)?.focus();
      return;
    }
    dialog.setSaveError(null);
    // One click, one request; a retry carries the dialog's key: one closing (decision 162).
    const input = {
      closed_on: values.closed_on,
      tenant_owes_rest: values.tenant_owes_rest,
      deductions: values.deductions.map((d) => ({
        reason: d.reason,
        amount: euroInputToCents(d.amount),
        documentInfo: d.documentInfo,
      })),
      idempotencyKey: dialog.idempotencyKey,
    };
    once(() =>
      close.mutateAsync(input, {
        onSuccess: () => {
          toast.success('Deposito chiuso');
          dialog.finish();
        },
        onError: (error) => {
          applyServerFieldErrors(error, form);
          dialog.setSaveError(saveErrorMessage(error, 'Errore durante la chiusura del deposito.'));
        },
      }),
    );
  });

  return (
    <Dialog open={dialog.isOpen} onOpenChange={dialog.onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" className="w-full sm:w-fit">
          Chiudi deposito
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <form onSubmit={onSubmit} noValidate className="grid grid-cols-1 gap-4">
          <DialogHeader>
            <DialogTitle>Chiudi deposito</DialogTitle>
            <DialogDescription>
              Deposito {formatMoney(deposit.deposit?.amount ?? 0)} più gli interessi non ancora accreditati (
              {formatMoney(deposit.interestNotCredited)} a oggi), meno le trattenute.
            </DialogDescription>
          </DialogHeader>
          <DateField
            control={form.control}
            name="closed_on"
            label="Data di chiusura"
            calendarLabel="Scegli la data di chiusura dal calendario"
          />
          {deductions.fields.map((item, index) => (
            <fieldset key={item.id} className="grid gap-2 rounded-md border p-3">
              <legend className="px-1 text-sm font-medium">Trattenuta {index + 1}</legend>
              <Field label="Motivo" error={deductionError(`deductions.${index}.reason`)}>
                <Input autoComplete="off" {...form.register(`deductions.${index}.reason`)} />
              </Field>
              <Controller
                control={form.control}
                name={`deductions.${index}.amount`}
                render={({ field }) => (
                  <Field label="Importo (€)" error={deductionError(`deductions.${index}.amount`)}>
                    <AmountInput
                      ref={field.ref}
                      name={field.name}
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                    />
                  </Field>
                )}
              />
              <Controller
                control={form.control}
                name={`deductions.${index}.documentInfo`}
                render={({ field }) => (
                  <DeductionDocumentField
                    value={field.value ?? null}
                    onChange={field.onChange}
                    onUploadingChange={onUploadingChange}
                    rowId={item.id}
                    onRefusedChange={onRefusedChange}
                    inputRef={(node: HTMLInputElement | null) => {
                      if (node) documentInputs.current.set(item.id, node);
                      else documentInputs.current.delete(item.id);
                    }}
                  />
                )}
              />
              <Button type="button" variant="ghost" className="w-fit" onClick={() => deductions.remove(index)}>
                <Trash2Icon aria-hidden="true" />
                Rimuovi trattenuta
              </Button>
            </fieldset>
          ))}
          <Button
            type="button"
            variant="outline"
            className="w-fit"
            onClick={() => deductions.append({ reason: '', amount: '', documentInfo: null })}
          >
            <PlusIcon aria-hidden="true" />
            Aggiungi trattenuta
          </Button>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" {...form.register('tenant_owes_rest')} />
            L'inquilino deve la differenza se le trattenute superano deposito e interessi
          </label>
          <FormDialogFooter
            saveError={dialog.saveError}
            isBusy={isBusy}
            isPending={false}
            canSubmit={uploadsPending === 0}
            submitLabel="Chiudi deposito"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
