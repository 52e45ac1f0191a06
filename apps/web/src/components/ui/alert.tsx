import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlertIcon, CircleCheckIcon, InfoIcon, XIcon } from 'lucide-react';
import type * as React from 'react';

import { cn } from '@/lib/utils';

export const alertVariants = cva(
  'relative flex w-full items-start gap-3 rounded-lg border px-4 py-3 text-sm [&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:shrink-0',
  {
    variants: {
      variant: {
        error: 'border-destructive/30 bg-destructive/10 text-destructive',
        success: 'border-success/30 bg-success/10 text-success',
        info: 'border-primary/30 bg-accent text-accent-foreground [&>svg]:text-primary',
      },
    },
    defaultVariants: {
      variant: 'info',
    },
  },
);

const icons = {
  error: CircleAlertIcon,
  success: CircleCheckIcon,
  info: InfoIcon,
} as const;

export type AlertVariant = NonNullable<VariantProps<typeof alertVariants>['variant']>;

export type AlertProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  variant?: AlertVariant;
  /** Optional bold first line. */
  title?: React.ReactNode;
  /** When given, a close button (accessible name 'Chiudi') is shown and calls it. */
  onDismiss?: () => void;
  /** Hide the leading icon. */
  hideIcon?: boolean;
};

/**
 * Message banner (error / success / info). Errors are announced assertively (role="alert"),
 * the others politely (role="status"). Render it conditionally to show a message.
 */
export function Alert({
  className,
  variant = 'info',
  title,
  onDismiss,
  hideIcon = false,
  children,
  ...props
}: AlertProps) {
  const Icon = icons[variant];
  return (
    <div
      data-slot="alert"
      data-variant={variant}
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn(alertVariants({ variant }), className)}
      {...props}
    >
      {!hideIcon && <Icon aria-hidden="true" />}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {title != null && <AlertTitle>{title}</AlertTitle>}
        {children != null && <AlertDescription>{children}</AlertDescription>}
      </div>
      {onDismiss && (
        <button
          type="button"
          aria-label="Chiudi"
          onClick={onDismiss}
          className="-my-1.5 -mr-2 inline-flex size-8 shrink-0 items-center justify-center rounded-md opacity-80 transition-opacity hover:opacity-100 focus-visible:outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <XIcon className="size-4" aria-hidden="true" />
        </button>
      )}
    </div>
  );
}

export function AlertTitle({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="alert-title" className={cn('font-medium', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="alert-description" className={cn('[&_p]:leading-relaxed', className)} {...props} />;
}
