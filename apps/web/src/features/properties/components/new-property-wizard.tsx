import { paths } from '@casaconti/core/paths';
import { NEW_PROPERTY_WIZARD_STEPS, PROPERTY_CREATED_REDIRECT_MS } from '@/lib/ui-constants';
import { createPropertySchema } from '@casaconti/core/schemas/property';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon, ArrowRightIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import type * as React from 'react';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { registerField } from '@/lib/register-field';
import { cn } from '@/lib/utils';
import { useUnsavedWork } from '@/lib/session';
import { useSaveDraftOnLeave, useUrlStep, useWizardDraft } from '@/lib/wizard-draft';
import { firstStepWithField } from '@/lib/wizard-steps';
import { useCreateProperty } from '../api/create-property';
import { errorMessage } from '@/lib/error-message';
import {
  EMPTY_PROPERTY_DETAILS,
  PROPERTY_DETAILS_FIELDS,
  propertyDetailsGridClassName,
  wideFieldClassName,
} from './property-details-fields';

type FormInput = z.input<typeof createPropertySchema>;
type FormOutput = z.output<typeof createPropertySchema>;

const STEPS = ['Dettagli Proprietà', 'Stanze'] as const;
/** The fields each step shows, to go back to the one holding a field the server refused. */
const WIZARD_STEPS = [{ fieldPrefixes: ['propertyDetails'] }, { fieldPrefixes: ['rooms'] }];
const EMPTY_ROOM = { name: '', description: '' };

function StepIndicator({ step }: { step: number }) {
  return (
    <ol className="flex items-center gap-2" aria-label="Passaggi">
      {STEPS.map((label, index) => {
        const number = index + 1;
        const isCurrent = number === step;
        const isDone = number < step;
        return (
          <li
            key={label}
            className="flex min-w-0 flex-1 items-center gap-2"
            aria-current={isCurrent ? 'step' : undefined}
          >
            <span
              className={cn(
                'flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-medium',
                isCurrent && 'border-primary bg-primary text-primary-foreground',
                isDone && 'border-primary bg-accent text-accent-foreground',
                !isCurrent && !isDone && 'text-muted-foreground',
              )}
            >
              {number}
            </span>
            <span className={cn('truncate text-sm', isCurrent ? 'font-medium' : 'text-muted-foreground')}>{label}</span>
            {number < STEPS.length && (
              <span aria-hidden="true" className="ml-1 hidden h-px flex-1 bg-border sm:block" />
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** New property: step 1 details, step 2 rooms; creates both in one call (docs/product.md §2, §4, §5). */
export function NewPropertyWizard() {
  const navigate = useNavigate();
  const createProperty = useCreateProperty();
  const draft = useWizardDraft<FormInput>('new-property');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [isCreated, setIsCreated] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  // Checked on blur and submit, and a field in error on every change (registerField); never on
  // an array change: with re-validation on change react-hook-form checks every row when one is
  // added, and a new empty row would be flagged.
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createPropertySchema),
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: draft.initial ?? { propertyDetails: EMPTY_PROPERTY_DETAILS, rooms: [EMPTY_ROOM] },
  });
  const {
    control,
    formState: { errors, isDirty },
  } = form;
  const rooms = useFieldArray({ control, name: 'rooms' });

  // The step is in the URL (browser Back goes back one step); step 2 only once the details are
  // valid; what was typed is kept in a draft until the property is created or the user cancels
  // (decision 053).
  const { step, goToStep: setStep } = useUrlStep(STEPS.length, () =>
    createPropertySchema.shape.propertyDetails.safeParse(form.getValues('propertyDetails')).success ? 2 : 1,
  );
  const saveDraft = () => draft.save(form.getValues());
  useSaveDraftOnLeave(saveDraft);
  useEffect(() => {
    const subscription = form.watch(() => draft.save(form.getValues()));
    return () => subscription.unsubscribe();
  }, [form, draft.save]);
  useUnsavedWork(isDirty);

  /**
   * A room's name: a message goes as soon as the name is fixed; leaving a still empty name says
   * nothing (the focus lands there after 'Aggiungi Stanza', and a click on the next button must
   * not be met by a message): an empty name is reported on submit.
   */
  const roomNameField = (index: number) => {
    const name = `rooms.${index}.name` as const;
    const registration = registerField(form, name);
    return {
      ...registration,
      onBlur: async (event: React.FocusEvent<HTMLInputElement>) => {
        if (event.target.value === '' && !form.getFieldState(name).invalid) return;
        await registration.onBlur(event);
      },
    };
  };

  const goNext = async () => {
    const isValid = await form.trigger('propertyDetails', { shouldFocus: true });
    if (isValid) setStep(2);
  };

  const onSubmit = (values: FormOutput) => {
    setSubmitError(null);
    createProperty.mutate(values, {
      onSuccess: ({ id }) => {
        draft.clear();
        setIsCreated(true);
        toast.success('Proprietà creata con successo!');
        redirectTimer.current = setTimeout(() => navigate(paths.landlord.property(id)), PROPERTY_CREATED_REDIRECT_MS);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) {
          setSubmitError('Errore imprevisto durante la creazione della proprietà');
          return;
        }
        const { placed } = applyServerFieldErrors(error, form);
        const target = firstStepWithField(WIZARD_STEPS, placed);
        if (target !== null) setStep(target);
        setSubmitError(errorMessage(error, 'Errore durante la creazione della proprietà'));
      },
    });
  };

  // Enter on step 1 moves on instead of submitting the whole wizard.
  const handleFormSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    if (step === 1) {
      event.preventDefault();
      void goNext();
      return;
    }
    void form.handleSubmit(onSubmit)(event);
  };

  const isBusy = createProperty.isPending || isCreated;
  const roomsError = errors.rooms?.root?.message ?? errors.rooms?.message;

  return (
    <form onSubmit={handleFormSubmit} noValidate className="mx-auto w-full max-w-3xl">
      <Card>
        <CardHeader className="gap-4">
          <StepIndicator step={step} />
          <div className="grid grid-cols-1 gap-1.5">
            <CardDescription>
              Passo {step} di {NEW_PROPERTY_WIZARD_STEPS}
            </CardDescription>
            <CardTitle asChild className="text-xl">
              <h2>{STEPS[step - 1]}</h2>
            </CardTitle>
          </div>
        </CardHeader>

        <CardContent className="grid grid-cols-1 gap-5">
          {step === 1 && (
            <div className={propertyDetailsGridClassName}>
              {PROPERTY_DETAILS_FIELDS.map((field) => (
                <Field
                  key={field.name}
                  label={field.label}
                  error={errors.propertyDetails?.[field.name]?.message}
                  className={field.wide ? wideFieldClassName : undefined}
                >
                  <Input {...registerField(form, `propertyDetails.${field.name}`)} />
                </Field>
              ))}
            </div>
          )}

          {step === 2 && (
            <div className="grid grid-cols-1 gap-4">
              <p className="text-sm text-muted-foreground">
                Aggiungi le stanze della proprietà: il nome è obbligatorio, la descrizione facoltativa.
              </p>
              <ul className="grid grid-cols-1 gap-3">
                {rooms.fields.map((room, index) => (
                  <li key={room.id}>
                    <fieldset className="grid grid-cols-1 gap-3 rounded-lg border bg-muted/30 p-4">
                      <legend className="sr-only">Stanza {index + 1}</legend>
                      <div className="flex items-center justify-between gap-2">
                        <span aria-hidden="true" className="text-sm font-semibold">
                          Stanza {index + 1}
                        </span>
                        <Button
                          type="button"
                          variant="ghost"
                          size="icon"
                          className="-my-1 size-8 text-muted-foreground hover:text-destructive"
                          onClick={() => rooms.remove(index)}
                          disabled={rooms.fields.length === 1 || isBusy}
                          aria-label={`Rimuovi stanza ${index + 1}`}
                        >
                          <Trash2Icon aria-hidden="true" />
                        </Button>
                      </div>
                      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                        <Field label="Nome Stanza" error={errors.rooms?.[index]?.name?.message} reserveErrorSpace>
                          <Input {...roomNameField(index)} disabled={isBusy} />
                        </Field>
                        <Field
                          label="Descrizione (facoltativa)"
                          error={errors.rooms?.[index]?.description?.message}
                          reserveErrorSpace
                        >
                          <Input {...registerField(form, `rooms.${index}.description`)} disabled={isBusy} />
                        </Field>
                      </div>
                    </fieldset>
                  </li>
                ))}
              </ul>
              {roomsError && (
                <p role="alert" className="text-sm text-destructive">
                  {roomsError}
                </p>
              )}
              <Button
                type="button"
                variant="outline"
                className="w-full border-dashed sm:w-fit"
                onClick={() => rooms.append(EMPTY_ROOM, { shouldFocus: true })}
                disabled={isBusy}
              >
                <PlusIcon aria-hidden="true" />
                Aggiungi Stanza
              </Button>
            </div>
          )}

          {submitError && <Alert variant="error">{submitError}</Alert>}
        </CardContent>

        <CardFooter className="flex-col-reverse gap-2 border-t sm:flex-row sm:justify-between">
          {step === 1 ? (
            <Button asChild variant="outline" className="w-full sm:w-auto">
              <Link to={paths.landlord.properties()} onClick={draft.clear}>
                Annulla
              </Link>
            </Button>
          ) : (
            <Button
              type="button"
              variant="outline"
              className="w-full sm:w-auto"
              onClick={() => setStep(1)}
              disabled={isBusy}
            >
              <ArrowLeftIcon aria-hidden="true" />
              Indietro
            </Button>
          )}
          {step === 1 ? (
            // Distinct keys: React must not turn this very button into the submit button while
            // its click is still being dispatched (that would submit the form).
            <Button key="next" type="button" className="w-full sm:w-auto" onClick={goNext}>
              Avanti
              <ArrowRightIcon aria-hidden="true" />
            </Button>
          ) : (
            <Button key="submit" type="submit" className="w-full sm:w-auto" disabled={isBusy}>
              {createProperty.isPending && <Spinner size="sm" className="text-current" label="Creazione in corso…" />}
              Crea Proprietà
            </Button>
          )}
        </CardFooter>
      </Card>
    </form>
  );
}
