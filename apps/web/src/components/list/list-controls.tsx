import { ChevronLeftIcon, ChevronRightIcon, SearchIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { PAGE_SIZES } from '@casaconti/core/schemas/list';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { formatCount, formatMoney } from '@/lib/format';
import { LIST_SEARCH_DEBOUNCE_MS } from '@/lib/ui-constants';
import { useChangedBeforeHydration } from '@/lib/use-hydrating';
import { cn } from '@/lib/utils';

/**
 * What a list hands its property filter (decision 097): the picker that searches the server
 * belongs to the properties feature, and the route composes the two (decision 013).
 */
export type PropertyFilterProps = {
  /** The chosen property's id, '' for all. */
  value: string;
  /** Its name, when the page's rows tell it (a shared link carries only the id). */
  selectedName?: string;
  onChange: (propertyId: string) => void;
};

/** The list's search box: the URL follows the typed text once typing pauses (decision 080). */
export function ListSearch({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (text: string) => void;
  label: string;
  placeholder: string;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const sent = useRef(value);
  // Typed before hydration: the search, as if typed afterwards.
  const input = useChangedBeforeHydration<HTMLInputElement>(value, setText);
  // A change from outside (Back, a chip that clears it) shows in the box.
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    if (text.trim() === sent.current.trim()) return;
    const timer = setTimeout(() => {
      sent.current = text.trim();
      onSearch(text.trim());
    }, LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, onSearch]);
  return (
    <div className="relative w-full sm:max-w-sm">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <SearchIcon
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        id={id}
        type="search"
        className="pl-9"
        placeholder={placeholder}
        ref={input}
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
      />
    </div>
  );
}

export type Chip = { value: string; label: string; count?: number };

/**
 * A list's sort options or filter values in core's order, a label each. `labels` is keyed by
 * core's values, so the compiler asks a label for every value the API accepts and no other: the
 * values are written once, in core's list schema.
 */
export function labelledOptions<T extends string>(values: readonly T[], labels: Record<T, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Filter chips: '' ("all", labelled `all`) first, then the filter's values as core lists them. */
export function filterChips<T extends string>(all: string, values: readonly T[], labels: Record<T, string>) {
  return [{ value: '' as const, label: all }, ...labelledOptions(values, labels)] satisfies Chip[];
}

/** Filter chips: one pressed at a time; '' is "all". Buttons, so Tab and Enter/Space work. */
export function FilterChips({
  label,
  chips,
  value,
  onChange,
}: {
  label: string;
  chips: Chip[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-wrap gap-2">
      <legend className="sr-only">{label}</legend>
      {chips.map((chip) => {
        const pressed = chip.value === value;
        return (
          <Button
            key={chip.value || 'all'}
            type="button"
            size="sm"
            variant={pressed ? 'default' : 'outline'}
            aria-pressed={pressed}
            className={cn('rounded-full', !pressed && 'bg-card')}
            onClick={() => onChange(chip.value)}
          >
            {chip.label}
            {chip.count !== undefined && <span className="tabular-nums opacity-80">{chip.count}</span>}
          </Button>
        );
      })}
    </fieldset>
  );
}

/** A sort select (native: keyboard and phone pickers for free). */
export function ListSort<T extends string>({
  value,
  options,
  onChange,
}: {
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  const control = useChangedBeforeHydration<HTMLSelectElement>(value, (shown) => onChange(shown as T));
  return (
    <div className="flex items-center gap-2 text-sm">
      <label htmlFor={id} className="shrink-0 text-muted-foreground">
        Ordina per
      </label>
      <select
        id={id}
        ref={control}
        value={value}
        onChange={(e) => onChange(e.target.value as T)}
        className="h-9 rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The count of the whole list ('1.000 contratti'), the page size and the way between pages. */
export function ListPagination({
  total,
  page,
  pageSize,
  noun,
  onPage,
  onPageSize,
}: {
  total: number;
  page: number;
  pageSize: number;
  noun: { one: string; many: string };
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}) {
  const id = useId();
  const sizeControl = useChangedBeforeHydration<HTMLSelectElement>(pageSize, (shown) => onPageSize(Number(shown)));
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label="Pagine" className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="font-medium tabular-nums" aria-live="polite">
        {formatCount(total, noun.one, noun.many)}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex items-center gap-2">
          <label htmlFor={id} className="text-muted-foreground">
            Per pagina
          </label>
          <select
            id={id}
            ref={sizeControl}
            value={pageSize}
            onChange={(e) => onPageSize(Number(e.target.value))}
            className="h-9 rounded-md border border-input bg-card px-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <div className="flex items-center gap-1">
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={page <= 1}
            onClick={() => onPage(page - 1)}
            aria-label="Pagina precedente"
          >
            <ChevronLeftIcon aria-hidden="true" />
          </Button>
          <span className="min-w-24 text-center tabular-nums">
            Pagina {page} di {pages}
          </span>
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
            aria-label="Pagina successiva"
          >
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  );
}

/**
 * Under a paged list with a sum: the sum of the listed items over every page (`sumLabel`), then
 * ListPagination; nothing while loading or when nothing is listed. `update`: useListParams's.
 */
export function ListFooter({
  data,
  query,
  update,
  sumLabel,
  noun,
}: {
  data: { total: number; totalAmount: number } | undefined;
  query: { page: number; pageSize: number };
  update: (patch: { page?: number; pageSize?: number }) => void;
  sumLabel: string;
  noun: { one: string; many: string };
}) {
  if (!data || data.total === 0) return null;
  return (
    <div className="grid gap-3">
      <p className="text-sm" aria-live="polite">
        <span className="text-muted-foreground">{sumLabel}: </span>
        <span className="font-medium tabular-nums">{formatMoney(data.totalAmount)}</span>
      </p>
      <ListParamsPagination total={data.total} query={query} update={update} noun={noun} />
    </div>
  );
}

/** ListPagination of a list whose page and page size are in the URL: useListParams's `query` and `update`. */
export function ListParamsPagination({
  total,
  query,
  update,
  noun,
}: {
  total: number;
  query: { page: number; pageSize: number };
  update: (patch: { page?: number; pageSize?: number }) => void;
  noun: { one: string; many: string };
}) {
  return (
    <ListPagination
      total={total}
      page={query.page}
      pageSize={query.pageSize}
      noun={noun}
      onPage={(page) => update({ page })}
      onPageSize={(pageSize) => update({ pageSize })}
    />
  );
}
