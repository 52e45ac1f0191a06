import * as React from 'react';
import { Slot as SlotPrimitive } from 'radix-ui';

import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';

/** Props Field hands to its control (spread them on a custom control, or use the render prop). */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type FieldContextValue = FieldControlProps & {
  labelId: string;
  descriptionId: string;
  errorId: string;
};

const FieldContext = React.createContext<FieldContextValue | null>(null);

/** Ids and aria props of the enclosing <Field>, for compound controls (Select, RadioGroup…). */
export function useField(): FieldContextValue {
  const context = React.useContext(FieldContext);
  if (!context) throw new Error('useField must be used within a <Field>.');
  return context;
}

export type FieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** Id of the control; generated when omitted. The label points at it. */
  id?: string;
  description?: React.ReactNode;
  /** Error message; when set the control gets aria-invalid and is described by the message. */
  error?: React.ReactNode;
  labelClassName?: string;
  /**
   * Keep one line free for the message even without one, so that a message appearing or going
   * away never moves the controls below (rows of a list the user is clicking through).
   */
  reserveErrorSpace?: boolean;
  /**
   * The control. A single element gets `id`, `aria-invalid` and `aria-describedby` merged in
   * (Slot); a function receives them (and the label id via useField) to place them itself.
   */
  children: React.ReactElement | ((control: FieldControlProps) => React.ReactNode);
};

/**
 * Label + control + description + error message, wired for assistive technology:
 * ```tsx
 * <Field label="Email" error={errors.email?.message}>
 *   <Input type="email" {...register('email')} />
 * </Field>
 * <Field label="Categoria" error={errors.category?.message}>
 *   {(control) => (
 *     <Select …><SelectTrigger {...control}><SelectValue /></SelectTrigger>…</Select>
 *   )}
 * </Field>
 * ```
 */
export function Field({
  label,
  id: idProp,
  description,
  error,
  className,
  labelClassName,
  reserveErrorSpace = false,
  children,
  ...props
}: FieldProps) {
  const generatedId = React.useId();
  const id = idProp ?? `field-${generatedId}`;
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const hasError = error != null && error !== false && error !== '';
  const describedBy =
    [description != null ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;

  const control: FieldControlProps = {
    id,
    'aria-invalid': hasError ? true : undefined,
    'aria-describedby': describedBy,
  };
  const context: FieldContextValue = { ...control, labelId, descriptionId, errorId };

  return (
    <FieldContext.Provider value={context}>
      <div
        data-slot="field"
        data-invalid={hasError ? 'true' : undefined}
        className={cn('grid content-start gap-2', className)}
        {...props}
      >
        <Label id={labelId} htmlFor={id} className={cn(hasError && 'text-destructive', labelClassName)}>
          {label}
        </Label>
        {typeof children === 'function' ? (
          children(control)
        ) : (
          <SlotPrimitive.Slot {...control}>{children}</SlotPrimitive.Slot>
        )}
        {description != null && (
          <p id={descriptionId} data-slot="field-description" className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
        {/* Always mounted so screen readers pick up messages as they appear. */}
        <div
          aria-live="polite"
          data-slot="field-error-region"
          className={reserveErrorSpace ? '-mt-1 min-h-5' : 'empty:hidden'}
        >
          {hasError && (
            <p id={errorId} data-slot="field-error" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </div>
      </div>
    </FieldContext.Provider>
  );
}
