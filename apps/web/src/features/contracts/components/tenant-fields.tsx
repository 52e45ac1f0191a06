import { useFormContext } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ContractFormValues } from '../lib/contract-form';

/** Tenant email, first and last name (wizard step 1 and edit form). */
export function TenantFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<ContractFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Email" error={errors.tenant?.email?.message} className="sm:col-span-2">
        <Input type="email" autoComplete="off" autoFocus={autoFocus} {...register('tenant.email')} />
      </Field>
      <Field label="Nome" error={errors.tenant?.firstName?.message}>
        <Input autoComplete="off" {...register('tenant.firstName')} />
      </Field>
      <Field label="Cognome" error={errors.tenant?.lastName?.message}>
        <Input autoComplete="off" {...register('tenant.lastName')} />
      </Field>
    </div>
  );
}
