import { CADASTRAL_CATEGORIES } from '@casaconti/core/cadastre';
import {
  type CadastreFormOutput,
  type CadastreFormValues,
  cadastreFormSchema,
  cadastreFormToPayload,
  cadastreToFormValues,
  EMPTY_OWNER_ROW,
  type OwnersFormOutput,
  type OwnersFormValues,
  ownersFormSchema,
  ownersFormToPayload,
  ownersToFormValues,
} from '@casaconti/core/schemas/property-tax';
import { zodResolver } from '@hookform/resolvers/zod';
import { PlusIcon, Trash2Icon } from 'lucide-react';
import { useFieldArray, useForm } from 'react-hook-form';
import { AmountField } from '@/components/form/amount-field';
import { ControlledField } from '@/components/form/controlled-field';
import { DateField } from '@/components/form/date-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/error-message';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUnsavedWork } from '@/lib/session';
import { toast } from '@/lib/toast';
import { type PropertyTaxData, usePropertyTaxData, useReplaceOwners, useSaveCadastre } from '../api/property-tax-data';
import { PropertyTaxYear } from './property-tax-year';

const CADASTRE_ERROR = 'Errore durante il salvataggio dei dati catastali.';
const OWNERS_ERROR = 'Errore durante il salvataggio dei proprietari.';

/** A native select (as the lease form's): the Radix one would join the route's chunk. */
const NATIVE_SELECT =
  'h-9 w-full rounded-md border border-input bg-transparent px-3 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive';

function SaveButton({ pending, children }: { pending: boolean; children: string }) {
  return (
    <div className="flex justify-end">
      <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
        {pending && <Spinner size="sm" className="text-current" label="Salvataggio in corso…" />}
        {children}
      </Button>
    </div>
  );
}

/** 'Dati catastali': from the visura, for the tax return (decision 211). */
function CadastreForm({ propertyId, cadastre }: { propertyId: string; cadastre: PropertyTaxData['cadastre'] }) {
  const save = useSaveCadastre(propertyId);
  const form = useForm<CadastreFormValues, unknown, CadastreFormOutput>({
    resolver: zodResolver(cadastreFormSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: cadastreToFormValues(cadastre),
  });
  const { control } = form;
  useUnsavedWork(form.formState.isDirty);

  const onSubmit = (values: CadastreFormOutput) => {
    save.mutate(cadastreFormToPayload(values), {
      onSuccess: (saved) => {
        form.reset(cadastreToFormValues(saved));
        toast.success('Successo', { description: 'Dati catastali salvati.' });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form);
        const reason = errorMessage(error, CADASTRE_ERROR);
        toast.error(CADASTRE_ERROR, reason === CADASTRE_ERROR ? undefined : { description: reason });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="text-lg">
          <h2>Dati catastali</h2>
        </CardTitle>
        <CardDescription>
          Come nella visura catastale dell’immobile: servono per la dichiarazione dei redditi.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid grid-cols-1 gap-5">
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <div className="sm:col-span-2">
              <TextField control={control} name="comune" label="Comune" disabled={save.isPending} />
            </div>
            <div className="sm:col-span-2">
              <TextField
                control={control}
                name="comune_code"
                label="Codice catastale del comune (es. H501)"
                disabled={save.isPending}
              />
            </div>
            <TextField control={control} name="foglio" label="Foglio" disabled={save.isPending} />
            <TextField control={control} name="particella" label="Particella" disabled={save.isPending} />
            <TextField control={control} name="subalterno" label="Subalterno (facoltativo)" disabled={save.isPending} />
            <TextField control={control} name="classe" label="Classe (facoltativa)" disabled={save.isPending} />
            <div className="sm:col-span-2">
              <ControlledField control={control} name="categoria" label="Categoria catastale">
                {(field) => (
                  <select
                    ref={field.ref}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={(event) => field.onChange(event.target.value)}
                    onBlur={field.onBlur}
                    disabled={save.isPending}
                    className={NATIVE_SELECT}
                  >
                    <option value="">Scegli la categoria</option>
                    {CADASTRAL_CATEGORIES.map(([code, label]) => (
                      <option key={code} value={code}>
                        {code} — {label}
                      </option>
                    ))}
                  </select>
                )}
              </ControlledField>
            </div>
            <div className="sm:col-span-2">
              <AmountField control={control} name="rendita" label="Rendita catastale (€)" disabled={save.isPending} />
            </div>
          </div>
          <SaveButton pending={save.isPending}>Salva dati catastali</SaveButton>
        </form>
      </CardContent>
    </Card>
  );
}

/** 'Proprietari e quote': none listed → the landlord owns it all (decision 210). */
function OwnersForm({ propertyId, owners }: { propertyId: string; owners: PropertyTaxData['owners'] }) {
  const save = useReplaceOwners(propertyId);
  const form = useForm<OwnersFormValues, unknown, OwnersFormOutput>({
    resolver: zodResolver(ownersFormSchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: ownersToFormValues(owners),
  });
  const { control } = form;
  const rows = useFieldArray({ control, name: 'owners' });
  useUnsavedWork(form.formState.isDirty);
  const listError = form.formState.errors.owners?.root?.message ?? form.formState.errors.owners?.message;

  const onSubmit = (values: OwnersFormOutput) => {
    save.mutate(ownersFormToPayload(values), {
      onSuccess: (saved) => {
        form.reset(ownersToFormValues(saved.owners));
        toast.success('Successo', { description: 'Proprietari salvati.' });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form);
        const reason = errorMessage(error, OWNERS_ERROR);
        toast.error(OWNERS_ERROR, reason === OWNERS_ERROR ? undefined : { description: reason });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="text-lg">
          <h2>Proprietari e quote</h2>
        </CardTitle>
        <CardDescription>
          Senza proprietari indicati l’immobile è tutto tuo (100 %). Indicali se è in comproprietà o se i proprietari
          sono cambiati: in ogni giorno le quote devono fare 100 %.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid grid-cols-1 gap-5">
          {rows.fields.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nessun altro proprietario: l’immobile è tutto tuo.</p>
          ) : null}
          <ol className="grid gap-4">
            {rows.fields.map((row, index) => (
              <li key={row.id} className="grid gap-3 rounded-md border p-3" aria-label={`Proprietario ${index + 1}`}>
                <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                  <TextField control={control} name={`owners.${index}.name`} label="Nome e cognome" />
                  <TextField control={control} name={`owners.${index}.fiscal_code`} label="Codice fiscale" />
                  <TextField control={control} name={`owners.${index}.share`} label="Quota (%)" />
                  <DateField
                    control={control}
                    name={`owners.${index}.from`}
                    label="Proprietario dal (facoltativo)"
                    calendarLabel={`Scegli dal calendario la data di inizio del proprietario ${index + 1}`}
                  />
                  <DateField
                    control={control}
                    name={`owners.${index}.to`}
                    label="Proprietario fino al (facoltativo)"
                    calendarLabel={`Scegli dal calendario la data di fine del proprietario ${index + 1}`}
                  />
                  <div className="flex items-end">
                    <Button
                      type="button"
                      variant="outline"
                      onClick={() => rows.remove(index)}
                      className="w-full sm:w-auto"
                    >
                      <Trash2Icon aria-hidden="true" />
                      Rimuovi proprietario {index + 1}
                    </Button>
                  </div>
                </div>
              </li>
            ))}
          </ol>
          {listError ? (
            <p role="alert" className="text-sm text-destructive">
              {listError}
            </p>
          ) : null}
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-between">
            {/* Not focused: leaving an empty new row would show its messages and move this button under the pointer. */}
            <Button
              type="button"
              variant="outline"
              onClick={() => rows.append(EMPTY_OWNER_ROW, { shouldFocus: false })}
            >
              <PlusIcon aria-hidden="true" />
              Aggiungi proprietario
            </Button>
            <SaveButton pending={save.isPending}>Salva proprietari</SaveButton>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The property's tax data on its edit screen (docs/domain.md §19): cadastral data, then owners. */
export function PropertyTaxSection({ propertyId }: { propertyId: string }) {
  const data = usePropertyTaxData(propertyId);
  if (data.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {errorMessage(data.error, 'Errore nel caricamento dei dati catastali e dei proprietari.')}
      </p>
    );
  }
  if (data.isPending) return <Skeleton className="h-64 w-full" />;
  return (
    <>
      <CadastreForm propertyId={propertyId} cadastre={data.data.cadastre} />
      <OwnersForm propertyId={propertyId} owners={data.data.owners} />
      <PropertyTaxYear propertyId={propertyId} />
    </>
  );
}
