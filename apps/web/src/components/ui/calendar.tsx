import { ITALIAN_MONTHS_SHORT } from '@casaconti/core/dates';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import * as React from 'react';
import { type DayButton, DayPicker, getDefaultClassNames } from 'react-day-picker';
import { it } from 'react-day-picker/locale';

import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * Calendar in the shadcn/ui style over react-day-picker, Italian (weeks from Monday, Italian
 * labels for screen readers, month dropdown with the SPEC's abbreviations gen … dic).
 * Keyboard (react-day-picker): arrows by day/week, Home/End to the week's ends, PageUp/PageDown
 * by month (with Shift by year), Enter/Space picks.
 */
export function Calendar({
  className,
  classNames,
  showOutsideDays = false,
  captionLayout = 'dropdown',
  formatters,
  components,
  ...props
}: React.ComponentProps<typeof DayPicker>) {
  const defaults = getDefaultClassNames();
  return (
    <DayPicker
      locale={it}
      showOutsideDays={showOutsideDays}
      captionLayout={captionLayout}
      className={cn('group/calendar bg-popover p-3 [--cell-size:--spacing(10)]', className)}
      formatters={{
        formatMonthDropdown: (month) => ITALIAN_MONTHS_SHORT[month.getMonth()]!,
        ...formatters,
      }}
      classNames={{
        root: cn('w-fit', defaults.root),
        months: cn('relative flex flex-col gap-4', defaults.months),
        month: cn('flex w-full flex-col gap-4', defaults.month),
        nav: cn('absolute inset-x-0 top-0 flex w-full items-center justify-between gap-1', defaults.nav),
        button_previous: cn(
          buttonVariants({ variant: 'ghost' }),
          'size-(--cell-size) select-none p-0 aria-disabled:opacity-50',
          defaults.button_previous,
        ),
        button_next: cn(
          buttonVariants({ variant: 'ghost' }),
          'size-(--cell-size) select-none p-0 aria-disabled:opacity-50',
          defaults.button_next,
        ),
        month_caption: cn(
          'flex h-(--cell-size) w-full items-center justify-center px-(--cell-size)',
          defaults.month_caption,
        ),
        dropdowns: cn(
          'flex h-(--cell-size) w-full items-center justify-center gap-1.5 text-sm font-medium',
          defaults.dropdowns,
        ),
        dropdown_root: cn(
          'relative rounded-md border border-input shadow-xs has-focus:border-ring has-focus:ring-[3px] has-focus:ring-ring/50',
          defaults.dropdown_root,
        ),
        dropdown: cn('absolute inset-0 bg-popover opacity-0', defaults.dropdown),
        caption_label: cn(
          'select-none font-medium',
          captionLayout === 'label'
            ? 'text-sm'
            : 'flex h-8 items-center gap-1 rounded-md pr-1 pl-2 text-sm [&>svg]:size-3.5 [&>svg]:text-muted-foreground',
          defaults.caption_label,
        ),
        month_grid: 'w-full border-collapse',
        weekdays: cn('flex', defaults.weekdays),
        weekday: cn('flex-1 select-none rounded-md text-[0.8rem] font-normal text-muted-foreground', defaults.weekday),
        week: cn('mt-1 flex w-full', defaults.week),
        day: cn('relative aspect-square size-(--cell-size) select-none p-0 text-center', defaults.day),
        today: cn('font-semibold text-primary', defaults.today),
        outside: cn('text-muted-foreground', defaults.outside),
        disabled: cn('text-muted-foreground', defaults.disabled),
        hidden: cn('invisible', defaults.hidden),
        ...classNames,
      }}
      components={{
        Root: ({ className, rootRef, ...rootProps }) => (
          <div data-slot="calendar" ref={rootRef} className={className} {...rootProps} />
        ),
        Chevron: ({ className, orientation, ...chevronProps }) => {
          const Icon =
            orientation === 'left' ? ChevronLeftIcon : orientation === 'right' ? ChevronRightIcon : ChevronDownIcon;
          return <Icon className={cn('size-4', className)} aria-hidden="true" {...chevronProps} />;
        },
        DayButton: CalendarDayButton,
        ...components,
      }}
      {...props}
    />
  );
}

function CalendarDayButton({ className, day, modifiers, ...props }: React.ComponentProps<typeof DayButton>) {
  const defaults = getDefaultClassNames();
  const ref = React.useRef<HTMLButtonElement>(null);
  React.useEffect(() => {
    if (modifiers.focused) ref.current?.focus();
  }, [modifiers.focused]);
  return (
    <button
      ref={ref}
      data-selected={modifiers.selected || undefined}
      className={cn(
        buttonVariants({ variant: 'ghost', size: 'icon' }),
        'size-(--cell-size) font-normal tabular-nums',
        'disabled:line-through disabled:opacity-100',
        'data-[selected=true]:bg-primary data-[selected=true]:text-primary-foreground data-[selected=true]:hover:bg-primary data-[selected=true]:hover:text-primary-foreground',
        defaults.day_button,
        className,
      )}
      {...props}
    />
  );
}
