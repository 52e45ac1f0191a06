import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { api, call } from '@/lib/api-client';
import { propertiesPageQueryKey } from '@/lib/query-keys';
import { LIST_SEARCH_DEBOUNCE_MS } from '@/lib/ui-constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** What a screen hands the property filter. */
export type PropertyFilterProps = {
  /** The chosen property's id, '' for all. */
  value: string;
  /** Its name, when the screen knows it (a shared link carries only the id). */
  selectedName?: string;
  onChange: (propertyId: string) => void;
};

/** The first 25 of the landlord's properties by name matching `q` (GET /api/properties/page, decision 080). */
function usePropertySearch(q: string) {
  const query = { page: 1, pageSize: 25 as const, q: q || null, sort: 'name' as const };
  return useQuery({
    // The properties list's key for the same query: one cache entry for the same page.
    queryKey: propertiesPageQueryKey(query),
    queryFn: () =>
      call(api.properties.page.$get({ query: { page: '1', pageSize: '25', sort: 'name', ...(q ? { q } : {}) } })),
    placeholderData: keepPreviousData,
  });
}

/**
 * The property filter of the landlord's screens (decision 097; shared by Contratti and Analytics,
 * decision 125): a combobox searching the landlord's properties on the server (the first 25 by
 * name matching the typed text), never the whole list; the screen keeps the chosen id in its URL.
 */
export function PropertyFilter({ value, selectedName, onChange }: PropertyFilterProps) {
  const labelId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, LIST_SEARCH_DEBOUNCE_MS);
  const properties = usePropertySearch(q);
  const settled = !properties.isPlaceholderData && text.trim() === q;
  const options = settled
    ? (properties.data?.items.map((p) => ({ value: p.id, label: p.name, description: p.street_address })) ?? [])
    : [];
  return (
    <div className="flex w-full items-end gap-2 sm:max-w-sm">
      <div className="grid min-w-0 flex-1 gap-1.5">
        <span id={labelId} className="text-sm text-muted-foreground">
          Proprietà
        </span>
        <Combobox
          aria-labelledby={labelId}
          options={options}
          onSearch={setText}
          selectedOption={value && selectedName ? { value, label: selectedName } : undefined}
          value={value}
          onChange={onChange}
          placeholder={value ? 'Proprietà scelta' : 'Tutte le proprietà'}
          emptyText={settled ? 'Nessuna proprietà trovata' : 'Caricamento proprietà…'}
        />
      </div>
      {value && (
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Tutte le proprietà"
          onClick={() => onChange('')}
        >
          <XIcon aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
