import {
  ITALIAN_MONTHS_SHORT,
  MIN_DATE,
  addDays,
  isCalendarDate,
  isoToLocalDate,
  localDateToIso,
} from '@casaconti/core/dates';
import { format } from 'date-fns';
import { it } from 'date-fns/locale';
import { CalendarIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Popover, PopoverAnchor, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatDate, parseTypedDate } from '@/lib/format';
import { cn } from '@/lib/utils';

/** Monday-first weekday headers: [short, full] ('lu', 'lunedì'). */
const WEEKDAYS = Array.from({ length: 7 }, (_, i) => {
  const day = new Date(2024, 0, 1 + i); // 1 January 2024 was a Monday
  return [format(day, 'EEEEEE', { locale: it }), format(day, 'EEEE', { locale: it })] as const;
});

const YEARS_AHEAD = 50;

type MonthRef = { year: number; month: number }; // month 0–11

function monthOf(iso: string): MonthRef {
  const date = isoToLocalDate(iso);
  return { year: date.getFullYear(), month: date.getMonth() };
}

function isoOf(year: number, month: number, day: number): string {
  const date = new Date(year, month, day);
  date.setFullYear(year, month, day);
  return localDateToIso(date);
}

function shiftMonths(iso: string, months: number): string {
  const { year, month } = monthOf(iso);
  const day = Number(iso.slice(8, 10));
  const target = new Date(year, month + months, 1);
  target.setFullYear(year, month + months, 1);
  const last = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return isoOf(target.getFullYear(), target.getMonth(), Math.min(day, last));
}

/** Where a calendar key moves the focused day; null for other keys. */
function keyboardTarget(focused: string, key: string, shiftKey: boolean): string | null {
  const weekday = (isoToLocalDate(focused).getDay() + 6) % 7; // Monday = 0
  switch (key) {
    case 'ArrowLeft':
      return addDays(focused, -1);
    case 'ArrowRight':
      return addDays(focused, 1);
    case 'ArrowUp':
      return addDays(focused, -7);
    case 'ArrowDown':
      return addDays(focused, 7);
    case 'Home':
      return addDays(focused, -weekday);
    case 'End':
      return addDays(focused, 6 - weekday);
    case 'PageUp':
      return shiftMonths(focused, shiftKey ? -12 : -1);
    case 'PageDown':
      return shiftMonths(focused, shiftKey ? 12 : 1);
    default:
      return null;
  }
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
 * Date field: type dd/MM/yyyy, or pick from a calendar whose month and year are chosen from
 * two lists (Italian month abbreviations gen … dic). Days before `min` (1900-01-01 by default)
 * or not after `after` cannot be picked. Keyboard: arrows move by day/week, Home/End to the
 * week's ends, PageUp/PageDown by month (with Shift by year), Enter/Space picks, Esc closes.
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

  const isSelectable = React.useCallback(
    (iso: string) => iso >= min && (after === undefined || !isCalendarDate(after) || iso > after),
    [min, after],
  );

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
        className="w-auto p-3"
        aria-label="Calendario"
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <Calendar
          selected={isCalendarDate(value) ? value : undefined}
          isSelectable={isSelectable}
          min={min}
          initial={isCalendarDate(value) ? value : after && isCalendarDate(after) ? addDays(after, 1) : undefined}
          onSelect={(iso) => {
            setDraft(null);
            onChange(iso);
            setOpen(false);
            onBlur?.();
          }}
        />
      </PopoverContent>
    </Popover>
  );
}

type CalendarProps = {
  selected: string | undefined;
  initial: string | undefined;
  min: string;
  isSelectable: (iso: string) => boolean;
  onSelect: (iso: string) => void;
};

function todayIso() {
  return localDateToIso(new Date());
}

function Calendar({ selected, initial, min, isSelectable, onSelect }: CalendarProps) {
  const [focused, setFocused] = React.useState(() => {
    const start = initial ?? todayIso();
    return start < min ? min : start;
  });
  const gridRef = React.useRef<HTMLTableElement>(null);
  const captionId = React.useId();
  const { year, month } = monthOf(focused);
  const minYear = Number(min.slice(0, 4));
  const lastYear = Math.max(new Date().getFullYear() + YEARS_AHEAD, year);
  const years = Array.from({ length: lastYear - minYear + 1 }, (_, i) => minYear + i);

  // Focus the focused day when the calendar opens and after keyboard moves.
  const focusDay = React.useRef(true);
  React.useEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`button[data-day="${focused}"]`)?.focus({ preventScroll: true });
  }, [focused]);

  const moveTo = (iso: string, { focus }: { focus: boolean }) => {
    const clamped = iso < min ? min : iso;
    focusDay.current = focus;
    setFocused(clamped);
  };

  const setMonth = (nextYear: number, nextMonth: number) => {
    const day = Number(focused.slice(8, 10));
    const last = new Date(nextYear, nextMonth + 1, 0).getDate();
    moveTo(isoOf(nextYear, nextMonth, Math.min(day, last)), { focus: false });
  };

  const onDayKeyDown = (event: React.KeyboardEvent) => {
    const target = keyboardTarget(focused, event.key, event.shiftKey);
    if (!target) return;
    event.preventDefault();
    moveTo(target, { focus: true });
  };

  const firstWeekday = (new Date(year, month, 1).getDay() + 6) % 7; // Monday = 0
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  const cells: { key: string; iso: string | null }[] = [
    ...Array.from({ length: firstWeekday }, (_, i) => ({ key: `before-${i}`, iso: null })),
    ...Array.from({ length: daysInMonth }, (_, i) => {
      const iso = isoOf(year, month, i + 1);
      return { key: iso, iso };
    }),
  ];
  while (cells.length % 7 !== 0) cells.push({ key: `after-${cells.length}`, iso: null });
  const weeks = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  const today = todayIso();
  const canGoBack = isoOf(year, month, 1) > min;

  return (
    <div data-slot="calendar" className="flex flex-col gap-3">
      <div className="flex items-center gap-1">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Mese precedente"
          disabled={!canGoBack}
          onClick={() => setMonth(month === 0 ? year - 1 : year, (month + 11) % 12)}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <select
          aria-label="Mese"
          value={month}
          onChange={(event) => setMonth(year, Number(event.target.value))}
          className="h-8 flex-1 rounded-md border border-input bg-card px-2 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {ITALIAN_MONTHS_SHORT.map((label, index) => (
            <option key={label} value={index}>
              {label}
            </option>
          ))}
        </select>
        <select
          aria-label="Anno"
          value={year}
          onChange={(event) => setMonth(Number(event.target.value), month)}
          className="h-8 flex-1 rounded-md border border-input bg-card px-2 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label="Mese successivo"
          onClick={() => setMonth(month === 11 ? year + 1 : year, (month + 1) % 12)}
        >
          <ChevronRightIcon aria-hidden="true" />
        </Button>
      </div>
      <p id={captionId} className="sr-only" aria-live="polite">
        {format(new Date(year, month, 1), 'LLLL yyyy', { locale: it })}
      </p>
      <table ref={gridRef} aria-labelledby={captionId} className="border-collapse">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, full]) => (
              <th key={full} scope="col" abbr={full} className="size-9 text-xs font-normal text-muted-foreground">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]!.key}>
              {week.map(({ key, iso }) => {
                if (!iso) return <td key={key} className="size-9 p-0" />;
                const isSelected = iso === selected;
                const selectable = isSelectable(iso);
                return (
                  <td key={key} className="p-0 text-center">
                    <button
                      type="button"
                      data-day={iso}
                      tabIndex={iso === focused ? 0 : -1}
                      aria-disabled={!selectable || undefined}
                      aria-pressed={isSelected}
                      aria-label={format(isoToLocalDate(iso), 'EEEE d MMMM yyyy', { locale: it })}
                      aria-current={iso === today ? 'date' : undefined}
                      onKeyDown={onDayKeyDown}
                      onClick={() => {
                        if (selectable) onSelect(iso);
                      }}
                      onFocus={() => {
                        if (iso !== focused) setFocused(iso);
                      }}
                      className={cn(
                        'inline-flex size-9 items-center justify-center rounded-md text-sm outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50',
                        selectable
                          ? 'hover:bg-accent hover:text-accent-foreground'
                          : 'cursor-not-allowed text-muted-foreground line-through',
                        iso === today && !isSelected && 'font-semibold text-primary',
                        isSelected &&
                          'bg-primary text-primary-foreground hover:bg-primary hover:text-primary-foreground',
                      )}
                    >
                      {Number(iso.slice(8, 10))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
