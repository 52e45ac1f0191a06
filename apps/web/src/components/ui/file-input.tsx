import { UploadIcon, XIcon } from 'lucide-react';
import * as React from 'react';

import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export const NO_FILE_LABEL = 'Nessun file selezionato';

export type FileInputProps = Omit<React.ComponentProps<'input'>, 'type' | 'value' | 'onChange' | 'children'> & {
  /** The chosen file's name to show; null or undefined shows 'Nessun file selezionato'. */
  fileName?: string | null;
  /** The picked file (undefined when the picker was cancelled). */
  onFileChange: (file: File | undefined) => void;
  /** The visible button's text (default 'Scegli file'). */
  buttonLabel?: string;
  /** When given and a file is chosen, a 'Rimuovi' button beside its name calls it. */
  onRemove?: () => void;
};

/**
 * A file picker in Italian: a 'Scegli file' button and the chosen file's name, in place of the
 * browser's own (English) control. The real input stays in the page, visually hidden: it is
 * what the label names, what Tab reaches (Enter or Space opens the picker) and what the button
 * clicks. The parent owns the chosen file (`fileName`); the input is emptied after each pick so
 * the same file can be chosen again.
 */
export function FileInput({
  fileName,
  onFileChange,
  buttonLabel = 'Scegli file',
  onRemove,
  disabled,
  className,
  ref,
  'aria-describedby': describedBy,
  ...props
}: FileInputProps) {
  const inputRef = React.useRef<HTMLInputElement | null>(null);
  const nameId = React.useId();
  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };

  return (
    <div data-slot="file-input" className={cn('flex min-w-0 items-center gap-3', className)}>
      <input
        ref={setRefs}
        type="file"
        disabled={disabled}
        className="peer sr-only"
        aria-describedby={[nameId, describedBy].filter(Boolean).join(' ')}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          onFileChange(file);
        }}
        {...props}
      />
      {/* The input is the control for keyboards and assistive technology; this is its face for the pointer. */}
      <span
        aria-hidden="true"
        onClick={() => inputRef.current?.click()}
        className={cn(
          buttonVariants({ variant: 'outline', size: 'sm' }),
          'cursor-pointer peer-focus-visible:border-ring peer-focus-visible:ring-[3px] peer-focus-visible:ring-ring/50',
          'peer-aria-invalid:border-destructive peer-disabled:pointer-events-none peer-disabled:opacity-50',
        )}
      >
        <UploadIcon aria-hidden="true" />
        {buttonLabel}
      </span>
      <span
        id={nameId}
        className={cn('min-w-0 truncate text-sm', fileName ? 'text-foreground' : 'text-muted-foreground')}
        title={fileName ?? undefined}
      >
        {fileName || NO_FILE_LABEL}
      </span>
      {fileName && onRemove && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="-my-1 ml-auto"
          onClick={onRemove}
          disabled={disabled}
        >
          <XIcon aria-hidden="true" /> Rimuovi
        </Button>
      )}
    </div>
  );
}
