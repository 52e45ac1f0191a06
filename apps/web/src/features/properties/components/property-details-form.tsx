import type { PropertyDetailsInput } from '@casaconti/core/schemas/property';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUnsavedWork } from '@/lib/session';
import type { PropertyDetailsResponse } from '../api/get-property';
import { useUpdateProperty } from '../api/update-property';
import { errorMessage } from '@/lib/error-message';
import { PROPERTY_DETAILS_FIELDS, propertyDetailsGridClassName, wideFieldClassName } from './property-details-fields';

const UPDATE_ERROR = "Errore durante l'aggiornamento dei dati dell'immobile.";

/** 'Informazioni Immobile': the five details, saved as they are (no client-side validation, docs/product.md §5). */
export function PropertyDetailsForm({ property }: { property: PropertyDetailsResponse['propertyDetails'] }) {
  const updateProperty = useUpdateProperty(property.id);
  const form = useForm<PropertyDetailsInput>({
    defaultValues: {
      name: property.name,
      street_address: property.street_address,
      postal_code: property.postal_code,
      province: property.province,
      country: property.country,
    },
  });
  const { errors, isDirty } = form.formState;
  useUnsavedWork(isDirty);

  const onSubmit = (values: PropertyDetailsInput) => {
    updateProperty.mutate(values, {
      onSuccess: (saved) => {
        form.reset({
          name: saved.name,
          street_address: saved.street_address,
          postal_code: saved.postal_code,
          province: saved.province,
          country: saved.country,
        });
        toast.success('Successo', { description: 'Dati immobile aggiornati con successo.' });
      },
      onError: (error) => {
        applyServerFieldErrors(error, form);
        const reason = errorMessage(error, UPDATE_ERROR);
        toast.error(UPDATE_ERROR, reason === UPDATE_ERROR ? undefined : { description: reason });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild className="text-lg">
          <h2>Informazioni Immobile</h2>
        </CardTitle>
        <CardDescription>Nome e indirizzo dell'immobile.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid grid-cols-1 gap-5">
          <div className={propertyDetailsGridClassName}>
            {PROPERTY_DETAILS_FIELDS.map((field) => (
              <Field
                key={field.name}
                label={field.label}
                error={errors[field.name]?.message}
                className={field.wide ? wideFieldClassName : undefined}
              >
                <Input {...form.register(field.name)} disabled={updateProperty.isPending} />
              </Field>
            ))}
          </div>
          <div className="flex justify-end">
            <Button type="submit" className="w-full sm:w-auto" disabled={updateProperty.isPending}>
              {updateProperty.isPending && <Spinner size="sm" className="text-current" label="Salvataggio in corso…" />}
              Salva Modifiche
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
