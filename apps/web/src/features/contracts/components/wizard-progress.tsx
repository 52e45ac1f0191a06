import { CheckIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/** Step indicator of the contract wizard: 'Passo N di 4' and the steps, the current one marked. */
export function WizardProgress({ steps, current }: { steps: readonly string[]; current: number }) {
  return (
    <nav aria-label="Avanzamento" className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Passo {current} di {steps.length}
      </p>
      <ol className="grid grid-cols-1 gap-1.5 sm:grid-cols-4 sm:gap-2">
        {steps.map((label, index) => {
          const step = index + 1;
          const isDone = step < current;
          const isCurrent = step === current;
          return (
            <li
              key={label}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'flex min-w-0 items-center gap-2 rounded-md border px-3 py-1.5 text-sm sm:py-2',
                isCurrent ? 'border-primary bg-accent font-medium text-accent-foreground' : 'bg-card',
                !isCurrent && !isDone && 'text-muted-foreground',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                  isCurrent && 'border-primary bg-primary text-primary-foreground',
                  isDone && 'border-success bg-success text-primary-foreground',
                )}
              >
                {isDone ? <CheckIcon className="size-3.5" /> : step}
              </span>
              <span className="truncate">{label}</span>
              {isDone && <span className="sr-only">(completato)</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
