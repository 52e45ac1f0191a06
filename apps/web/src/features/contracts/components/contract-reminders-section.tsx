import { payableTypeLabel } from '@casaconti/core/labels';
import { REMINDER_MESSAGES } from '@casaconti/core/messages';
import { REMINDER_KIND_LABEL } from '@casaconti/core/reminders';
import { BellIcon } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Alert } from '@/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { formatDate, formatMoney } from '@/lib/format';
import { type ContractReminders, useContractReminders, useSetContractReminders } from '../api/contract-reminders';

type SentEmail = ContractReminders['sent'][number];

function SentEmailRow({ email }: { email: SentEmail }) {
  return (
    <li className="grid gap-1.5 py-3 first:pt-0 last:pb-0">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
        <time dateTime={email.sentOn} className="font-medium">
          {formatDate(email.sentOn)}
        </time>
        <span className="min-w-0 break-all text-muted-foreground">a {email.to}</span>
      </p>
      <ul className="grid gap-1 text-sm">
        {email.items.map((item) => (
          <li key={`${item.payableId}-${item.kind}`} className="flex flex-wrap justify-between gap-x-4">
            <span>
              {payableTypeLabel(item.type)}, scadenza {formatDate(item.dueDate)} · {REMINDER_KIND_LABEL[item.kind]}
            </span>
            <span className="font-medium tabular-nums">{formatMoney(item.remainingCents)}</span>
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The contract's reminders (docs/domain.md §13, decision 094): the 'Promemoria automatici' switch, saved
 * at once, and the emails sent ('Promemoria inviati'), newest first, each with its date,
 * recipient and the items it reminded.
 */
export function ContractRemindersSection({ contractId }: { contractId: string }) {
  const reminders = useContractReminders(contractId);
  const setReminders = useSetContractReminders(contractId);
  const switchId = `reminders-switch-${contractId}`;

  const toggle = (enabled: boolean) =>
    setReminders.mutate(enabled, {
      onSuccess: () => toast.success(enabled ? REMINDER_MESSAGES.turnedOn : REMINDER_MESSAGES.turnedOff),
      onError: (err) => toast.error(REMINDER_MESSAGES.saveFailed, { description: err.message }),
    });

  return (
    <Card className="gap-4">
      <CardHeader className="px-4 sm:px-6">
        <CardTitle asChild>
          <h3 id="reminders-title" className="flex items-center gap-2 text-base">
            <BellIcon className="size-4 text-muted-foreground" aria-hidden="true" /> Promemoria
          </h3>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 px-4 sm:px-6">
        {reminders.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-16" />
          </div>
        ) : reminders.isError ? (
          <Alert variant="error" title={REMINDER_MESSAGES.loadFailed}>
            {reminders.error.message}
          </Alert>
        ) : (
          <>
            <div className="flex items-start justify-between gap-4">
              <div className="grid gap-1">
                <Label htmlFor={switchId}>Promemoria automatici</Label>
                <p id={`${switchId}-hint`} className="text-sm text-muted-foreground">
                  {REMINDER_MESSAGES.switchHint}
                </p>
              </div>
              <Switch
                id={switchId}
                aria-describedby={`${switchId}-hint`}
                checked={reminders.data.enabled}
                disabled={setReminders.isPending}
                onCheckedChange={toggle}
              />
            </div>
            <section className="grid gap-3 border-t pt-4" aria-labelledby={`${switchId}-sent`}>
              <h4 id={`${switchId}-sent`} className="text-sm font-semibold">
                Promemoria inviati
              </h4>
              {reminders.data.sent.length === 0 ? (
                <p className="text-sm text-muted-foreground">{REMINDER_MESSAGES.none}</p>
              ) : (
                <ul className="grid divide-y" aria-label="Promemoria inviati">
                  {reminders.data.sent.map((email) => (
                    // A payable is reminded at most once a day: its first item names the email.
                    <SentEmailRow key={`${email.sentOn}-${email.items[0]?.payableId}`} email={email} />
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
