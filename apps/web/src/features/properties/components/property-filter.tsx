import { XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import type { PropertyFilterProps } from '@/components/list/list-controls';
import { Button } from '@/components/ui/button';
import { Combobox } from '@/components/ui/combobox';
import { LIST_SEARCH_DEBOUNCE_MS } from '@/lib/ui-constants';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { usePropertiesPage } from '../api/get-properties-page';

/**
 * The lists' property filter (Contratti, Scadenze; decision 097): a combobox searching the
 * landlord's properties on the server (the first 25 by name matching the typed text); the chosen
 * id goes to the URL. The routes compose it with their list, features do not import each other
 * (decision 013).
 */
export function PropertyFilter({ value, selectedName, onChange }: PropertyFilterProps) {
  const labelId = useId();
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, LIST_SEARCH_DEBOUNCE_MS);
  const properties = usePropertiesPage({ page: 1, pageSize: 25, q: q || null, sort: 'name' });
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
