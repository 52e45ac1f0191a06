import { addDays, isCalendarDate, isoToLocalDate, localDateToIso, MIN_DATE } from '@casaconti/core/dates';
import { CalendarIcon } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
import { Input } from '@/components/ui/input';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatDate, parseTypedDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/** How many years after this one the year list reaches (further when the value is later). */
const YEARS_AHEAD = 50;

export type PickerRange = {
  /** The first selectable day, 'yyyy-MM-dd': `min`, or the day after `after` when later. */
  firstSelectable: string;
  /** The first and last month the month/year lists offer, 'yyyy-MM-dd' (first of the month). */
  startMonth: string;
  endMonth: string;
  /** The month the calendar opens on. */
  openMonth: string;
};

/**
 * What the calendar offers, from the field's value and bounds (pure, all 'yyyy-MM-dd'): nothing
 * before `min`, only days strictly after `after` (an end after its start); it opens on the value,
 * else on the day after `after` (an end date next to its start), else on today.
 */
export function pickerRange({
  value,
  min = MIN_DATE,
  after,
  today,
}: {
  value: string;
  min?: string;
  after?: string;
  today: string;
}): PickerRange {
  const dayAfter = after && isCalendarDate(after) ? addDays(after, 1) : undefined;
  const firstSelectable = dayAfter && dayAfter > min ? dayAfter : min;
  const selected = isCalendarDate(value) && value >= min ? value : undefined;
  const open = selected ?? (dayAfter ? firstSelectable : today);
  const lastYear = Math.max(Number(today.slice(0, 4)) + YEARS_AHEAD, Number(open.slice(0, 4)));
  return {
    firstSelectable,
    startMonth: `${min.slice(0, 7)}-01`,
    endMonth: `${String(lastYear).padStart(4, '0')}-12-01`,
    openMonth: `${open.slice(0, 7)}-01`,
  };
}

export type MonthYearPickerProps = {
  id?: string;
  name?: string;
  /** 'yyyy-MM-dd', '' when empty, or the text the user typed when it is not a date (for validation). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Earliest selectable date, 'yyyy-MM-dd' (default 1900-01-01). */
  min?: string;
  /** Only dates strictly after this one are selectable (an end date after its start date). */
  after?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Accessible name of the calendar button, e.g. 'Scegli la data di inizio'. */
  calendarLabel?: string;
  className?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-describedby'?: string;
  'aria-labelledby'?: string;
  ref?: React.Ref<HTMLInputElement>;
};

/**
 * Date field (docs/product.md §4): type dd/MM/yyyy, or pick from a calendar whose month and year are chosen
 * from two lists (Italian month abbreviations gen … dic). Days before `min` (1900-01-01 by
 * default) or not after `after` cannot be picked. The calendar is react-day-picker (see
 * components/ui/calendar.tsx for its keyboard); Esc closes it.
 */
export function MonthYearPicker({
  id,
  name,
  value,
  onChange,
  onBlur,
  min = MIN_DATE,
  after,
  disabled,
  placeholder = 'gg/mm/aaaa',
  calendarLabel = 'Apri il calendario',
  className,
  ref,
  ...aria
}: MonthYearPickerProps) {
  const [draft, setDraft] = React.useState<string | null>(null);
  const [open, setOpen] = React.useState(false);
  const display = draft ?? (isCalendarDate(value) ? formatDate(value) : value);
  const range = pickerRange({ value, min, after, today: localDateToIso(new Date()) });
  const selected = isCalendarDate(value) ? isoToLocalDate(value) : undefined;

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverAnchor asChild>
        <div data-slot="month-year-picker" className={cn('flex w-full min-w-0 gap-2', className)}>
          <Input
            ref={ref}
            id={id}
            name={name}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={placeholder}
            disabled={disabled}
            value={display}
            onChange={(event) => {
              const text = event.target.value;
              setDraft(text);
              if (text.trim() === '') onChange('');
              else onChange(parseTypedDate(text) ?? text);
            }}
            onBlur={() => {
              if (draft !== null && (draft.trim() === '' || parseTypedDate(draft))) setDraft(null);
              onBlur?.();
            }}
            {...aria}
          />
          <PopoverTrigger asChild>
            <Button type="button" variant="outline" size="icon" disabled={disabled} aria-label={calendarLabel}>
              <CalendarIcon aria-hidden="true" />
            </Button>
          </PopoverTrigger>
        </div>
      </PopoverAnchor>
      <PopoverContent
        align="start"
        className="w-auto p-0"
        aria-label="Calendario"
        // The calendar focuses the chosen day (or today) itself.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <Calendar
          mode="single"
          required
          autoFocus
          selected={selected}
          defaultMonth={isoToLocalDate(range.openMonth)}
          startMonth={isoToLocalDate(range.startMonth)}
          endMonth={isoToLocalDate(range.endMonth)}
          disabled={{ before: isoToLocalDate(range.firstSelectable) }}
          onSelect={(date) => {
            setDraft(null);
            onChange(localDateToIso(date));
            setOpen(false);
            onBlur?.();
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
