import { paths } from '@casaconti/core/paths';
import { contractTermsFormToPayload, contractTermsToFormValues } from '@casaconti/core/schemas/contract';
import { isCostModel, isUtilityCategory, UTILITY_CATEGORIES } from '@casaconti/core/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useUnsavedWork } from '@/lib/session';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { type ContractDetail, useContract } from '../api/get-contract';
import { useUpdateContract } from '../api/update-contract';
import {
  CONTRACT_SERVER_PREFIXES,
  type ContractFormOutput,
  type ContractFormValues,
  contractFormSchema,
} from '../lib/contract-form';
import { BackLink, ContractLoadError } from './contract-detail';
import { ContractTermsFields } from './contract-terms-fields';
import { TenantFields } from './tenant-fields';

/** Stored contract → form values; agreements in the grid's category order. */
function toFormValues(contract: ContractDetail): ContractFormValues {
  const byCategory = new Map(
    contract.utilityAgreements
      .filter((a) => isUtilityCategory(a.category) && isCostModel(a.costModel))
      .map((a) => [a.category, a.costModel]),
  );
  const agreements = UTILITY_CATEGORIES.map((category) => ({
    category,
    cost_model: byCategory.get(category) as NonNullable<
      ContractFormValues['terms']['utilityAgreements'][number]['cost_model']
    >,
  }));
  return {
    tenant: { email: contract.tenantEmail, firstName: contract.tenantFirstName, lastName: contract.tenantLastName },
    terms: contractTermsToFormValues(
      {
        rent_amount: contract.rentAmount,
        fixed_fee_amount: contract.fixedFeeAmount,
        settlement_base_amount: contract.settlementBaseAmount,
        start_date: contract.startDate,
        end_date: contract.endDate ?? '',
        number_of_occupants: contract.numberOfOccupants,
        ...contract.lease,
      },
      agreements,
    ),
  };
}

function EditForm({ contract }: { contract: ContractDetail }) {
  const navigate = useNavigate();
  const updateContract = useUpdateContract();
  const form = useForm<ContractFormValues, unknown, ContractFormOutput>({
    resolver: zodResolver(contractFormSchema),
    mode: 'onTouched',
    defaultValues: toFormValues(contract),
  });
  useUnsavedWork(form.formState.isDirty);
  const detailUrl = paths.landlord.contract(contract.id);

  const onSubmit = (values: ContractFormOutput) => {
    const { contractDetails, utilityAgreements } = contractTermsFormToPayload(values.terms);
    updateContract.mutate(
      { id: contract.id, input: { tenantInfo: values.tenant, contractDetails, utilityAgreements } },
      {
        onSuccess: () => {
          toast.success('Contratto aggiornato con successo.');
          navigate(detailUrl);
        },
        onError: (error) => {
          if (error instanceof ApiError) {
            applyServerFieldErrors(error, form, CONTRACT_SERVER_PREFIXES);
            toast.error("Errore durante l'aggiornamento del contratto.", { description: error.message });
          } else {
            toast.error('Errore durante il salvataggio');
          }
        },
      },
    );
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="grid gap-6">
        <Card>
          <CardHeader className="px-4 sm:px-6">
            <CardTitle asChild>
              <h2 className="text-lg">Dati inquilino</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            <TenantFields />
          </CardContent>
        </Card>
        <Card>
          <CardHeader className="px-4 sm:px-6">
            <CardTitle asChild>
              <h2 className="text-lg">Condizioni contrattuali</h2>
            </CardTitle>
            <CardDescription>
              Immobile e stanze non si modificano: per cambiarli crea un nuovo contratto.
            </CardDescription>
          </CardHeader>
          <CardContent className="px-4 sm:px-6">
            <ContractTermsFields />
          </CardContent>
        </Card>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button
            type="button"
            variant="outline"
            disabled={updateContract.isPending}
            onClick={() => navigate(detailUrl)}
          >
            Annulla
          </Button>
          <Button type="submit" disabled={updateContract.isPending}>
            {updateContract.isPending && <Spinner size="sm" className="text-current" label="Salvataggio in corso…" />}
            Salva modifiche
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}

/** Edit contract (docs/product.md §2): tenant data and terms, same rules as the wizard. */
export function EditContract({ contractId }: { contractId: string }) {
  const contract = useContract(contractId);
  if (contract.isPending) {
    return (
      <div className="grid gap-4" aria-busy="true">
        <Skeleton className="h-48" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (contract.isError) return <ContractLoadError error={contract.error} />;
  return (
    <div className="grid gap-4">
      <BackLink to={paths.landlord.contract(contractId)} label="Torna al contratto" />
      <p className="text-sm text-muted-foreground">
        {contract.data.property.name} · {contract.data.rooms.map((room) => room.name).join(', ')}
      </p>
      <EditForm contract={contract.data} />
    </div>
  );
}
