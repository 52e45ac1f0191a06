import { paths } from '@casaconti/core/paths';
import { fullName } from '@casaconti/core/display';
import { CONTRACT_CREATED_REDIRECT_MS } from '@/lib/ui-constants';
import { costModelLabel, categoryLabel } from '@casaconti/core/labels';
import { PROPERTY_MESSAGES } from '@casaconti/core/messages';
import { contractTermsFormToPayload, ROOMS_REQUIRED_MESSAGE } from '@casaconti/core/schemas/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon, PlusIcon } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { DocumentUploadField } from '@/components/form/document-upload-field';
import { LoadError } from '@/components/load-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import type { UploadedDocument } from '@/lib/documents/upload-document';
import { usePickedFile } from '@/lib/documents/use-picked-file';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useUnsavedWork } from '@/lib/session';
import { useSaveDraftOnLeave, useUrlStep, useWizardDraft } from '@/lib/wizard-draft';
import { useCreateContract } from '../api/create-contract';
import { useContractProperty } from '../api/get-contract-property';
import { isNotFoundOrInvalid } from '@/lib/error-message';
import { useRoomsAvailability } from '../api/get-rooms-availability';
import {
  CONTRACT_SERVER_PREFIXES,
  type ContractFormOutput,
  type ContractFormValues,
  contractFormSchema,
  emptyContractFormValues,
} from '../lib/contract-form';
import {
  CONTRACT_WIZARD_STEPS,
  contractStepForError,
  contractStepFormFields,
  isRoomsConflict,
} from '../lib/contract-wizard-steps';
import { ContractTermsFields } from './contract-terms-fields';
import { OpeningPositionFields } from './opening-position-fields';
import {
  asksOpeningPosition,
  emptyOpeningForm,
  type OpeningFormState,
  openingFormToPayload,
  previousMonthText,
} from '../lib/opening-position-form';
import { todayInRome } from '@casaconti/core/dates';
import { RoomSelection } from './room-selection';
import { TenantFields } from './tenant-fields';
import { WizardProgress } from './wizard-progress';
import { formatDate, formatMoney } from '@/lib/format';

const STEPS = CONTRACT_WIZARD_STEPS.map((step) => step.label);

export const CREATE_CONTRACT_ERROR = 'Errore nella creazione del contratto';

/** The wizard cannot start for this property: why, and the way back to choosing one. */
function WizardUnavailable({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="grid gap-4">
      <Alert variant="error" title={title}>
        {children}
      </Alert>
      <Button asChild variant="outline" className="w-fit">
        <Link to={paths.landlord.selectProperty()}>
          <ArrowLeftIcon aria-hidden="true" /> Seleziona immobile
        </Link>
      </Button>
    </div>
  );
}

/**
 * The 4-step new-contract wizard (docs/product.md §2, §4): tenant → terms → rooms → document and create.
 * It starts only for one of the landlord's properties that has rooms: an unknown or another
 * landlord's property_id, or a property without rooms, is refused at once with a way back.
 */
export function ContractWizard({ propertyId, preselectedRoomId }: { propertyId: string; preselectedRoomId?: string }) {
  const details = useContractProperty(propertyId);
  if (details.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <span role="status" className="sr-only">
          Caricamento della proprietà…
        </span>
        <Skeleton className="h-5 w-72" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (details.isError) {
    // An unknown or another landlord's id is a 404, a malformed one a 400: the property is not there.
    if (isNotFoundOrInvalid(details.error)) return <WizardUnavailable title={PROPERTY_MESSAGES.propertyNotFoundView} />;
    return <LoadError title={PROPERTY_MESSAGES.loadError} onRetry={() => void details.refetch()} />;
  }
  const property = details.data.propertyDetails;
  if (details.data.rooms.length === 0) {
    return (
      <div className="grid gap-4">
        <WizardUnavailable title={PROPERTY_MESSAGES.noRooms}>
          Un contratto assegna una o più stanze di {property.name}: aggiungile prima dalla pagina della proprietà.
        </WizardUnavailable>
        <Button asChild className="w-fit">
          <Link to={paths.landlord.editProperty(property.id)}>
            <PlusIcon aria-hidden="true" /> Aggiungi stanze
          </Link>
        </Button>
      </div>
    );
  }
  return <WizardForm property={property} preselectedRoomId={preselectedRoomId} />;
}

/** What the wizard keeps of an unfinished contract (sessionStorage, decision 053). */
type ContractDraft = { values: ContractFormValues; roomIds: string[]; document: UploadedDocument | null };

/** What the wizard shows of its property. */
type WizardProperty = { id: string; name: string; street_address: string };

function WizardForm({ property, preselectedRoomId }: { property: WizardProperty; preselectedRoomId?: string }) {
  const propertyId = property.id;
  const navigate = useNavigate();
  const draft = useWizardDraft<ContractDraft>(`new-contract:${propertyId}`);
  const [roomIds, setRoomIds] = useState<string[]>(
    () => draft.initial?.roomIds ?? (preselectedRoomId ? [preselectedRoomId] : []),
  );
  const [roomsError, setRoomsError] = useState<string | undefined>();
  // Held here, not by the field of step 4: the file and its refusal outlive going back a step.
  const upload = usePickedFile('contract', { initial: draft.initial?.document ?? null });
  const document = upload.document;
  const documentInputRef = useRef<HTMLInputElement | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  const createContract = useCreateContract();
  // Where a contract begun before today stands (docs/domain.md §17): asked on the last step;
  // 'none' (every past month owed, as before) until the landlord chooses (decision 193).
  const [opening, setOpening] = useState<OpeningFormState>(emptyOpeningForm);
  const [openingErrors, setOpeningErrors] = useState<Record<string, string>>({});
  const today = todayInRome(new Date());

  const form = useForm<ContractFormValues, unknown, ContractFormOutput>({
    resolver: zodResolver(contractFormSchema),
    mode: 'onTouched',
    defaultValues: draft.initial?.values ?? emptyContractFormValues(),
  });
  const terms = form.watch('terms');

  // The step is in the URL (browser Back goes back one step) and never past the first step not
  // completed; what was typed is kept in a draft until the contract is created or the user
  // cancels (decision 053).
  const { step, goToStep: setStep } = useUrlStep(CONTRACT_WIZARD_STEPS.length, () => {
    const values = form.getValues();
    if (!contractFormSchema.shape.tenant.safeParse(values.tenant).success) return 1;
    if (!contractFormSchema.shape.terms.safeParse(values.terms).success) return 2;
    return roomIds.length === 0 ? 3 : 4;
  });
  // Nothing is saved before the user changes something: an untouched wizard (a preselected
  // room) must not override the next visit's preselection.
  const changed = useRef(draft.initial !== null);
  const saveDraft = () => {
    if (changed.current) draft.save({ values: form.getValues(), roomIds, document });
  };
  useSaveDraftOnLeave(saveDraft);
  const saveDraftRef = useRef(saveDraft);
  saveDraftRef.current = saveDraft;
  useEffect(() => {
    const subscription = form.watch(() => {
      changed.current = true;
      saveDraftRef.current();
    });
    return () => subscription.unsubscribe();
  }, [form]);
  const initialChoice = useRef({ roomIds, document });
  useEffect(() => {
    if (roomIds === initialChoice.current.roomIds && document === initialChoice.current.document) return;
    changed.current = true;
    saveDraftRef.current();
  }, [roomIds, document]);
  useUnsavedWork(form.formState.isDirty);

  // After a step change its heading takes the focus, so keyboard and screen-reader users follow
  // along (the heading is keyed by step: this callback ref runs once per step).
  const shouldFocusHeading = useRef(false);
  const headingRef = useCallback((node: HTMLHeadingElement | null) => {
    if (node && shouldFocusHeading.current) {
      shouldFocusHeading.current = false;
      node.focus();
    }
  }, []);
  const goToStep = (next: number) => {
    shouldFocusHeading.current = true;
    setStep(next);
  };

  useEffect(() => {
    if (!createdId) return;
    const timer = window.setTimeout(() => navigate(paths.landlord.contract(createdId)), CONTRACT_CREATED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [createdId, navigate]);

  const onRoomsChange = useCallback((ids: string[]) => {
    setRoomIds(ids);
    if (ids.length > 0) setRoomsError(undefined);
  }, []);

  // Rooms of step 3 for the review of step 4 (same query, already cached).
  const availability = useRoomsAvailability(
    { propertyId, startDate: terms.start_date ?? '', endDate: terms.end_date ?? '' },
    { enabled: step >= 3 },
  );
  const selectedRooms = (availability.data?.rooms ?? []).filter((room) => roomIds.includes(room.id));

  const create = async (values: ContractFormOutput) => {
    const { contractDetails, utilityAgreements } = contractTermsFormToPayload(values.terms);
    let openingPosition: ReturnType<typeof openingFormToPayload> = { ok: true, value: undefined };
    if (asksOpeningPosition(contractDetails.start_date, today)) {
      openingPosition = openingFormToPayload(opening, {
        usesConguaglio: (contractDetails.settlement_base_amount ?? 0) > 0,
      });
      if (!openingPosition.ok) {
        setOpeningErrors(openingPosition.errors);
        window.document.getElementById('opening-title')?.scrollIntoView({ block: 'start' });
        return;
      }
    }
    setOpeningErrors({});
    createContract.mutate(
      {
        tenantInfo: values.tenant,
        contractDetails: { property_id: propertyId, ...contractDetails },
        utilityAgreements,
        roomIds,
        documentInfo: document,
        ...(openingPosition.value ? { openingPosition: openingPosition.value } : {}),
      },
      {
        onSuccess: ({ contractId }) => {
          draft.clear();
          toast.success('Contratto creato con successo!');
          setCreatedId(contractId);
        },
        onError: (error) => {
          toast.error(CREATE_CONTRACT_ERROR, {
            description: error instanceof ApiError ? error.message : undefined,
          });
          if (!(error instanceof ApiError)) return;
          const keys = Object.keys(error.fields);
          if (isRoomsConflict(error.code, keys)) {
            void availability.refetch();
            // The message goes beside the room list, on the rooms step.
            const roomsKey = keys.find((key) => key === 'roomIds' || key.startsWith('roomIds.'));
            setRoomsError(roomsKey ? error.fields[roomsKey] : error.message);
          }
          applyServerFieldErrors(error, form, CONTRACT_SERVER_PREFIXES);
          const openingKeys = keys.filter((key) => key.startsWith('openingPosition.'));
          if (openingKeys.length > 0) {
            setOpeningErrors(
              Object.fromEntries(openingKeys.map((key) => [key.slice('openingPosition.'.length), error.fields[key]!])),
            );
          }
          const target = contractStepForError(error.code, keys);
          if (target !== null) goToStep(target);
        },
      },
    );
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (createContract.isPending || createdId) return;
    // Names passed as an array: react-hook-form then notifies every field (Controllers subscribe
    // to their exact name and would miss an update announced for the parent 'terms').
    const fields = contractStepFormFields(step);
    if (fields.length > 0) {
      if (await form.trigger(fields, { shouldFocus: true, shouldTouch: true })) goToStep(step + 1);
      return;
    }
    if (step === 3) {
      if (roomIds.length === 0) {
        setRoomsError(ROOMS_REQUIRED_MESSAGE);
        return;
      }
      goToStep(4);
      return;
    }
    // A refused file stays on screen with its error: never create the contract without it
    // silently (decision 044).
    if (upload.fileError) {
      documentInputRef.current?.focus();
      return;
    }
    await form.handleSubmit(create)();
  };

  const isBusy = createContract.isPending || createdId !== null;

  // 'Annulla': back where the user came from, or to the contracts list.
  const leave = () => {
    draft.clear();
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(paths.landlord.contracts());
  };

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        Nuovo contratto per <span className="font-medium text-foreground">{property.name}</span>
        {' · '}
        {property.street_address}
      </p>
      <WizardProgress steps={STEPS} current={step} />
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <Card>
            <CardHeader className="px-4 sm:px-6">
              <CardTitle asChild>
                <h2 key={step} ref={headingRef} tabIndex={-1} className="text-lg outline-none">
                  {CONTRACT_WIZARD_STEPS[step - 1]?.title}
                </h2>
              </CardTitle>
              <CardDescription>{CONTRACT_WIZARD_STEPS[step - 1]?.description}</CardDescription>
            </CardHeader>
            <CardContent className="px-4 sm:px-6">
              {step === 1 && <TenantFields />}
              {step === 2 && <ContractTermsFields />}
              {step === 3 && (
                <RoomSelection
                  propertyId={propertyId}
                  startDate={terms.start_date ?? ''}
                  endDate={terms.end_date ?? ''}
                  selected={roomIds}
                  onChange={onRoomsChange}
                  error={roomsError}
                />
              )}
              {step === 4 && (
                <div className="grid gap-6">
                  {asksOpeningPosition(terms.start_date, today) && (
                    <OpeningPositionFields
                      value={opening}
                      onChange={(next) => {
                        // A message goes once what it spoke of is changed.
                        setOpeningErrors({});
                        setOpening(
                          next.kind === 'paid_through' && next.month === ''
                            ? { ...next, month: previousMonthText(today) }
                            : next,
                        );
                      }}
                      errors={openingErrors}
                      startDate={terms.start_date ?? ''}
                      usesConguaglio={
                        Number.parseFloat(String(terms.settlement_base_amount ?? '0').replace(',', '.')) > 0
                      }
                      disabled={isBusy}
                    />
                  )}
                  <DocumentUploadField
                    upload={upload}
                    label="Contratto firmato (PDF, facoltativo)"
                    inputRef={documentInputRef}
                  />
                  <ContractReview values={form.getValues()} rooms={selectedRooms.map((room) => room.name)} />
                </div>
              )}
            </CardContent>
            <CardFooter className="flex-col-reverse gap-2 px-4 sm:flex-row sm:justify-between sm:px-6">
              <Button
                type="button"
                variant="outline"
                className="w-full sm:w-auto"
                disabled={isBusy}
                onClick={() => (step === 1 ? leave() : goToStep(step - 1))}
              >
                {step === 1 ? 'Annulla' : 'Indietro'}
              </Button>
              <Button
                type="submit"
                className="w-full sm:w-auto"
                disabled={isBusy || (step === 4 && upload.isUploading)}
              >
                {step < 4 ? (
                  'Avanti'
                ) : isBusy ? (
                  <>
                    <Spinner size="sm" className="text-current" label="Creazione in corso…" /> Crea contratto
                  </>
                ) : (
                  'Crea contratto'
                )}
              </Button>
            </CardFooter>
          </Card>
        </form>
      </FormProvider>
    </div>
  );
}

/** Step 4 summary of what is about to be created. */
function ContractReview({ values, rooms }: { values: ContractFormValues; rooms: string[] }) {
  const { tenant, terms } = values;
  const parsed = contractFormSchema.safeParse(values);
  if (!parsed.success) return null;
  const { contractDetails, utilityAgreements } = contractTermsFormToPayload(parsed.data.terms);
  const rows: [string, string][] = [
    ['Inquilino', `${fullName(tenant)} (${tenant.email})`],
    ['Periodo', `${formatDate(contractDetails.start_date)} – ${formatDate(contractDetails.end_date)}`],
    ['Affitto mensile', formatMoney(contractDetails.rent_amount)],
    ['Numero occupanti', String(terms.number_of_occupants)],
    ['Stanze', rooms.join(', ')],
  ];
  if ((contractDetails.fixed_fee_amount ?? 0) > 0)
    rows.push(['Quota fissa mensile', formatMoney(contractDetails.fixed_fee_amount ?? 0)]);
  if ((contractDetails.settlement_base_amount ?? 0) > 0) {
    rows.push(['Anticipo conguaglio mensile', formatMoney(contractDetails.settlement_base_amount ?? 0)]);
  }
  return (
    <section aria-labelledby="contract-review-title" className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <h3 id="contract-review-title" className="text-sm font-semibold">
        Riepilogo
      </h3>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="min-w-0 break-words">{value}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="text-muted-foreground">Utenze</dt>
          <dd className="min-w-0">
            <ul className="grid gap-0.5">
              {utilityAgreements.map((agreement) => (
                <li key={agreement.category}>
                  {categoryLabel(agreement.category)}: {costModelLabel(agreement.cost_model)}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}
