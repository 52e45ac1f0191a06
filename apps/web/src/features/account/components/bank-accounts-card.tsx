import { formatIban } from '@casaconti/core/iban';
import { BANK_ACCOUNT_MESSAGES } from '@casaconti/core/messages';
import { type BankAccountInput, bankAccountSchema } from '@casaconti/core/schemas/bank-account';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CardContent } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { isActiveLandlord, useMe } from '../api/get-me';
import {
  type BankAccount,
  type BankAccounts,
  useBankAccounts,
  useDeleteBankAccount,
  useSaveBankAccount,
} from '../api/bank-accounts';
import { AccountSectionCard } from './account-section-card';
import { submitErrorMessage } from './account-submit';
import { SubmitButton } from './submit-button';
import { useAccountForm } from './use-account-form';

const EMPTY: BankAccountInput = { name: '', holderName: '', iban: '', isDefault: false, propertyIds: [] };

/** Add (account null) or edit one account: name, holder, IBAN, default, the properties it receives. */
function BankAccountForm({
  account,
  properties,
  onDone,
}: {
  account: BankAccount | null;
  properties: BankAccounts['properties'];
  onDone: () => void;
}) {
  const save = useSaveBankAccount();
  const initial: BankAccountInput = account
    ? {
        name: account.name,
        holderName: account.holderName,
        iban: formatIban(account.iban),
        isDefault: account.isDefault,
        propertyIds: account.propertyIds,
      }
    : EMPTY;
  const form = useAccountForm(bankAccountSchema, { defaultValues: initial });
  const { errors, isSubmitting } = form.formState;
  const isBusy = isSubmitting || save.isPending;

  const onSubmit = async (values: BankAccountInput) => {
    try {
      await save.mutateAsync({ id: account?.id ?? null, json: values });
      toast.success(BANK_ACCOUNT_MESSAGES.saved);
      onDone();
    } catch (err) {
      toast.error(submitErrorMessage(err, BANK_ACCOUNT_MESSAGES.saveFailed, form));
    }
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-4 rounded-lg border p-4"
      aria-label={account ? `Modifica il conto ${account.name}` : 'Nuovo conto'}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Nome del conto"
          description="Per riconoscerlo tu, per esempio «Conto principale»."
          error={errors.name?.message}
        >
          <Input autoComplete="off" disabled={isBusy} {...form.field('name')} />
        </Field>
        <Field
          label="Intestatario"
          description="Il beneficiario del bonifico, come lo registra la banca."
          error={errors.holderName?.message}
        >
          <Input autoComplete="name" disabled={isBusy} {...form.field('holderName')} />
        </Field>
        <Field label="IBAN" description="Con o senza spazi." error={errors.iban?.message} className="sm:col-span-2">
          <Input
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            inputMode="text"
            className="font-mono"
            disabled={isBusy}
            {...form.field('iban')}
          />
        </Field>
      </div>
      {!account?.isDefault && (
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" disabled={isBusy} {...form.register('isDefault')} />
          Conto predefinito per l'affitto
        </label>
      )}
      {properties.length > 0 && (
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">Proprietà che incassano su questo conto</legend>
          <p className="text-sm text-muted-foreground">Le altre usano il conto predefinito.</p>
          <div className="grid max-h-48 gap-1 overflow-y-auto sm:grid-cols-2">
            {properties.map((p) => (
              <label key={p.id} className="flex min-w-0 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 shrink-0 accent-primary"
                  value={p.id}
                  disabled={isBusy}
                  {...form.register('propertyIds')}
                />
                <span className="truncate">{p.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onDone} disabled={isBusy}>
          Annulla
        </Button>
        <SubmitButton busy={isBusy} busyLabel="Salvataggio...">
          Salva conto
        </SubmitButton>
      </div>
    </form>
  );
}

function AccountRow({
  account,
  propertyNames,
  onEdit,
  onMakeDefault,
  busy,
}: {
  account: BankAccount;
  propertyNames: string[];
  onEdit: () => void;
  onMakeDefault: () => void;
  busy: boolean;
}) {
  const remove = useDeleteBankAccount();
  return (
    <li className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-medium">
          <span className="break-words">{account.name}</span>
          {account.isDefault && <Badge variant="secondary">Predefinito</Badge>}
        </p>
        <p className="font-mono text-sm break-words" data-testid="bank-account-iban">
          {formatIban(account.iban)}
        </p>
        <p className="text-sm text-muted-foreground break-words">Intestatario: {account.holderName}</p>
        {propertyNames.length > 0 && (
          <p className="text-sm text-muted-foreground break-words">Proprietà: {propertyNames.join(', ')}</p>
        )}
      </div>
      <div className="flex flex-wrap gap-2 sm:justify-end">
        {!account.isDefault && (
          <Button type="button" variant="outline" size="sm" onClick={onMakeDefault} disabled={busy}>
            Rendi predefinito
          </Button>
        )}
        <Button type="button" variant="outline" size="sm" onClick={onEdit} disabled={busy}>
          Modifica
        </Button>
        <ConfirmDeleteDialog
          title={`Eliminare il conto «${account.name}»?`}
          description="Le proprietà che incassano su questo conto useranno il conto predefinito e gli inquilini non vedranno più questo IBAN."
          errorTitle={BANK_ACCOUNT_MESSAGES.deleteFailed}
          onConfirm={async () => {
            await remove.mutateAsync(account.id);
            toast.success(BANK_ACCOUNT_MESSAGES.deleted);
          }}
          trigger={
            <Button type="button" variant="outline" size="sm" disabled={busy}>
              Elimina
            </Button>
          }
        />
      </div>
    </li>
  );
}

function BankAccountsList({ data }: { data: BankAccounts }) {
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const save = useSaveBankAccount();
  const nameOf = new Map(data.properties.map((p) => [p.id, p.name]));
  const makeDefault = async (a: BankAccount) => {
    try {
      await save.mutateAsync({
        id: a.id,
        json: { name: a.name, holderName: a.holderName, iban: a.iban, isDefault: true },
      });
      toast.success(BANK_ACCOUNT_MESSAGES.saved);
    } catch (err) {
      toast.error(submitErrorMessage(err, BANK_ACCOUNT_MESSAGES.saveFailed));
    }
  };
  return (
    <CardContent className="grid gap-4">
      {data.accounts.length === 0 && <Alert variant="info">{BANK_ACCOUNT_MESSAGES.noAccountNudge}</Alert>}
      {data.accounts.length > 0 && (
        <ul className="grid gap-3" aria-label="Conti">
          {data.accounts.map((a) =>
            editing === a.id ? (
              <li key={a.id}>
                <BankAccountForm account={a} properties={data.properties} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <AccountRow
                key={a.id}
                account={a}
                propertyNames={a.propertyIds.map((id) => nameOf.get(id) ?? '').filter(Boolean)}
                onEdit={() => setEditing(a.id)}
                onMakeDefault={() => makeDefault(a)}
                busy={save.isPending}
              />
            ),
          )}
        </ul>
      )}
      {editing === 'new' ? (
        <BankAccountForm account={null} properties={data.properties} onDone={() => setEditing(null)} />
      ) : (
        <Button type="button" className="justify-self-start" onClick={() => setEditing('new')}>
          Aggiungi conto
        </Button>
      )}
    </CardContent>
  );
}

/**
 * The landlord's accounts for receiving rent (docs/domain.md §18, decision 202): listed with the IBAN
 * in groups of four, one default, the properties that name another; added, edited, made the default
 * and deleted here. Without any, a nudge: tenants are shown how to pay only once one exists.
 */
export function BankAccountsCard() {
  const me = useMe();
  const isLandlord = isActiveLandlord(me.data);
  const accounts = useBankAccounts(isLandlord);
  if (!isLandlord) return null;
  return (
    <AccountSectionCard
      titleId="bank-accounts-title"
      title="Conti per ricevere l'affitto"
      description="L'IBAN e l'intestatario che gli inquilini vedono per pagare con un bonifico, con la causale e il codice QR."
      isPending={accounts.isPending}
      loadFailed={BANK_ACCOUNT_MESSAGES.loadFailed}
    >
      {accounts.data ? <BankAccountsList data={accounts.data} /> : null}
    </AccountSectionCard>
  );
}
