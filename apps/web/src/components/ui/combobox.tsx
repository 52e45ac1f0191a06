import { CheckIcon, ChevronsUpDownIcon } from 'lucide-react';
import * as React from 'react';
import { Popover as PopoverPrimitive } from 'radix-ui';

import { PICKER_CLOSE_MS } from '@/lib/ui-constants';
import { cn } from '@/lib/utils';

export type ComboboxOption = { value: string; label: string; description?: string };

/** The list closes this long after the input loses focus (docs/product.md §9: contract picker). */
export const COMBOBOX_CLOSE_DELAY_MS = PICKER_CLOSE_MS;

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('it-IT');

/**
 * The options whose label or description contain every word of `query` (case and accents
 * ignored), in their order. A blank query keeps them all.
 */
export function filterComboboxOptions<T extends ComboboxOption>(options: readonly T[], query: string): T[] {
  const terms = normalize(query).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [...options];
  return options.filter((option) => {
    const text = normalize(`${option.label} ${option.description ?? ''}`);
    return terms.every((term) => text.includes(term));
  });
}

/** What the input shows for a chosen option: 'Anna Neri · Casa Brera'. */
export function comboboxOptionText(option: ComboboxOption): string {
  return option.description ? `${option.label} · ${option.description}` : option.label;
}

export type ComboboxProps = {
  options: readonly ComboboxOption[];
  /** The chosen option's value, '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  id?: string;
  name?: string;
  placeholder?: string;
  /** Shown in the popup when no option matches. */
  emptyText: string;
  disabled?: boolean;
  /** Id of the visible label: it names the input and the listbox. */
  'aria-labelledby'?: string;
  'aria-invalid'?: true | undefined;
  'aria-describedby'?: string;
  ref?: React.Ref<HTMLInputElement>;
  /**
   * Server search (issue 25): the typed text goes here and `options` are the server's answer for
   * it, shown as they come (no filtering in the browser).
   */
  onSearch?: (text: string) => void;
  /** The chosen option when `options` (a server's page) may not hold it. */
  selectedOption?: ComboboxOption;
};

/**
 * An editable combobox with list autocomplete (WAI-ARIA APG "combobox with listbox popup"):
 * typing filters the options and highlights the first match; ArrowDown/ArrowUp move the
 * highlight (aria-activedescendant, focus stays in the input), Enter chooses, Escape closes the
 * list, a click chooses. The list closes COMBOBOX_CLOSE_DELAY_MS after the input loses focus;
 * the input then shows the chosen option again (typing alone chooses nothing).
 */
export function Combobox({
  options,
  value,
  onChange,
  onBlur,
  id: idProp,
  name,
  placeholder,
  emptyText,
  disabled = false,
  'aria-labelledby': labelledBy,
  'aria-invalid': ariaInvalid,
  'aria-describedby': describedBy,
  ref,
  onSearch,
  selectedOption,
}: ComboboxProps) {
  const generatedId = React.useId();
  const id = idProp ?? `combobox-${generatedId}`;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const [isOpen, setIsOpen] = React.useState(false);
  /** The text being typed; null shows the chosen option. */
  const [query, setQuery] = React.useState<string | null>(null);
  const [activeIndex, setActiveIndex] = React.useState(-1);
  const closeTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const wrapperRef = React.useRef<HTMLDivElement>(null);
  const [container, setContainer] = React.useState<HTMLElement | null>(null);

  /** The last option chosen here: a server's next answer may not hold it. */
  const [chosen, setChosen] = React.useState<ComboboxOption | undefined>(undefined);
  const selected =
    options.find((option) => option.value === value) ??
    (selectedOption?.value === value ? selectedOption : undefined) ??
    (chosen?.value === value ? chosen : undefined);
  const visible = React.useMemo(
    () => (onSearch ? [...options] : filterComboboxOptions(options, query ?? '')),
    [options, query, onSearch],
  );
  const inputText = query ?? (selected ? comboboxOptionText(selected) : '');

  React.useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Inside a dialog the list is portalled into it, so the dialog's scroll lock lets it scroll.
  React.useLayoutEffect(() => {
    setContainer(wrapperRef.current?.closest<HTMLElement>('[role="dialog"],[role="alertdialog"]') ?? null);
  }, []);

  React.useEffect(() => {
    if (isOpen && activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView?.({ block: 'nearest' });
  });

  const open = (index: number) => {
    clearTimeout(closeTimer.current);
    setIsOpen(true);
    setActiveIndex(index);
  };

  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
  };

  const choose = (option: ComboboxOption) => {
    setChosen(option);
    onChange(option.value);
    setQuery(null);
    close();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const count = visible.length;
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!isOpen) {
          const current = visible.findIndex((option) => option.value === value);
          open(event.altKey ? -1 : Math.max(current, count > 0 ? 0 : -1));
        } else if (count > 0) setActiveIndex((activeIndex + 1) % count);
        break;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (!isOpen) open(count - 1);
        else if (count > 0) setActiveIndex(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        break;
      }
      case 'Enter': {
        const option = isOpen ? visible[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape': {
        // Only the list closes (and, when it is already closed, the typed text is dropped);
        // an enclosing dialog stays open.
        if (isOpen || query !== null) {
          event.preventDefault();
          event.stopPropagation();
          if (isOpen) close();
          else setQuery(null);
        }
        break;
      }
    }
  };

  return (
    <PopoverPrimitive.Root open={isOpen && !disabled} onOpenChange={(next) => (next ? open(activeIndex) : close())}>
      <PopoverPrimitive.Anchor asChild>
        <div ref={wrapperRef} className="relative">
          <input
            ref={ref}
            id={id}
            name={name}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={isOpen}
            aria-controls={isOpen && visible.length > 0 ? listboxId : undefined}
            aria-activedescendant={isOpen && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            aria-labelledby={labelledBy}
            aria-invalid={ariaInvalid}
            aria-describedby={describedBy}
            autoComplete="off"
            spellCheck={false}
            disabled={disabled}
            placeholder={placeholder}
            value={inputText}
            onChange={(event) => {
              const text = event.target.value;
              setQuery(text);
              onSearch?.(text.trim());
              if (text.trim() === '' && value) onChange('');
              open(text.trim() === '' ? -1 : 0);
            }}
            onClick={() => !isOpen && open(visible.findIndex((option) => option.value === value))}
            onFocus={() => clearTimeout(closeTimer.current)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              clearTimeout(closeTimer.current);
              closeTimer.current = setTimeout(() => {
                close();
                setQuery(null);
                onSearch?.('');
              }, COMBOBOX_CLOSE_DELAY_MS);
              onBlur?.();
            }}
            data-slot="combobox-input"
            className={cn(
              'flex h-9 w-full min-w-0 rounded-md border border-input bg-card py-1 pr-9 pl-3 text-base shadow-xs outline-none transition-[color,box-shadow] placeholder:text-muted-foreground disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-50 md:text-sm',
              'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
              'aria-invalid:border-destructive aria-invalid:ring-destructive/20',
            )}
          />
          <ChevronsUpDownIcon
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
        </div>
      </PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal container={container}>
        <PopoverPrimitive.Content
          align="start"
          sideOffset={4}
          // Focus stays in the input (aria-activedescendant pattern).
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          // Focus never leaves the input while the list is open, so the input's blur timer is the
          // one way the list closes from outside (docs/product.md §9: 200 ms after blur); Radix would close
          // it at once when focus or a press lands elsewhere (e.g. Tab to the next field).
          onInteractOutside={(event) => event.preventDefault()}
          // Clicking an option must not blur the input.
          onMouseDown={(event) => event.preventDefault()}
          // The popup is the listbox inside, not a dialog (Radix gives its content role="dialog").
          role="presentation"
          data-slot="combobox-content"
          className="z-50 max-h-64 w-(--radix-popover-trigger-width) min-w-[12rem] overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md outline-hidden"
        >
          {visible.length === 0 ? (
            <p className="px-2 py-3 text-center text-sm text-muted-foreground">{emptyText}</p>
          ) : (
            <div id={listboxId} role="listbox" aria-labelledby={labelledBy}>
              {visible.map((option, index) => {
                const isActive = index === activeIndex;
                const isChosen = option.value === value;
                return (
                  // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard use goes through the input (aria-activedescendant)
                  <div
                    key={option.value}
                    id={optionId(index)}
                    role="option"
                    // Reachable through the input (aria-activedescendant), never a tab stop.
                    tabIndex={-1}
                    aria-selected={isActive}
                    data-active={isActive ? '' : undefined}
                    onClick={() => choose(option)}
                    onMouseMove={() => activeIndex !== index && setActiveIndex(index)}
                    className="flex cursor-default items-start gap-2 rounded-sm px-2 py-1.5 text-sm select-none data-active:bg-accent data-active:text-accent-foreground"
                  >
                    <CheckIcon
                      aria-hidden="true"
                      className={cn('mt-0.5 size-4 shrink-0', isChosen ? 'opacity-100' : 'opacity-0')}
                    />
                    <span className="grid min-w-0">
                      <span className="font-medium">{option.label}</span>
                      {option.description && (
                        <span className="text-xs text-muted-foreground">{option.description}</span>
                      )}
                    </span>
                  </div>
                );
              })}
            </div>
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}
