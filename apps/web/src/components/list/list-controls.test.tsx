import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LIST_SEARCH_DEBOUNCE_MS } from '@/lib/ui-constants';
import { filterChips, labelledOptions, ListPagination, ListSearch, ListSort } from './list-controls';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/**
 * `ui` as the server drew it, `change` done to its HTML before the page's script ran (a user
 * typing or choosing), then hydrated and left past the search's debounce.
 */
async function hydrateAfter(ui: ReactElement, change: (container: HTMLElement) => void) {
  vi.useFakeTimers();
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  change(container);
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
  await act(async () => {
    vi.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS + 10);
  });
  return container;
}

async function hydrateAfterTyping(value: string, typed: string | undefined) {
  const onSearch = vi.fn();
  const ui = <ListSearch value={value} onSearch={onSearch} label="Cerca proprietà" placeholder="Cerca" />;
  const container = await hydrateAfter(ui, (html) => {
    if (typed !== undefined) html.querySelector('input')!.value = typed;
  });
  return { onSearch, box: container.querySelector('input')! };
}

describe('ListSearch on a server-rendered page', () => {
  it('searches for text typed before hydration', async () => {
    const { onSearch, box } = await hydrateAfterTyping('', 'CITTA');
    expect(box.value).toBe('CITTA');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('CITTA');
  });

  it("searches again when the text typed before hydration replaced the link's search", async () => {
    const { onSearch } = await hydrateAfterTyping('navigli', 'brera ');
    expect(onSearch).toHaveBeenCalledWith('brera');
  });

  it('sends nothing when nothing was typed', async () => {
    const { onSearch, box } = await hydrateAfterTyping('navigli', undefined);
    expect(box.value).toBe('navigli');
    expect(onSearch).not.toHaveBeenCalled();
  });
});

describe('the sort and the page size on a server-rendered page', () => {
  const SORTS = labelledOptions(['newest', 'name'] as const, { newest: 'Più recenti', name: 'Nome (A-Z)' });

  it('applies a sort chosen before hydration, and nothing when none was', async () => {
    const onChange = vi.fn();
    const ui = <ListSort value="newest" options={SORTS} onChange={onChange} />;
    const container = await hydrateAfter(ui, (html) => {
      html.querySelector('select')!.value = 'name';
    });
    expect(container.querySelector('select')!.value).toBe('name');
    expect(onChange).toHaveBeenCalledExactlyOnceWith('name');
    act(() => root?.unmount());
    root = undefined;
    const untouched = vi.fn();
    await hydrateAfter(<ListSort value="name" options={SORTS} onChange={untouched} />, () => {});
    expect(untouched).not.toHaveBeenCalled();
  });

  it('applies a page size chosen before hydration', async () => {
    const onPageSize = vi.fn();
    const onPage = vi.fn();
    const ui = (
      <ListPagination
        total={120}
        page={1}
        pageSize={25}
        noun={{ one: 'proprietà', many: 'proprietà' }}
        onPage={onPage}
        onPageSize={onPageSize}
      />
    );
    await hydrateAfter(ui, (html) => {
      html.querySelector('select')!.value = '100';
    });
    expect(onPageSize).toHaveBeenCalledExactlyOnceWith(100);
    expect(onPage).not.toHaveBeenCalled();
  });
});

describe("a list's options from core's values", () => {
  it("keeps core's order and labels each value; chips put 'all' first", () => {
    expect(labelledOptions(['name', 'newest'] as const, { newest: 'Più recenti', name: 'Nome (A-Z)' })).toEqual([
      { value: 'name', label: 'Nome (A-Z)' },
      { value: 'newest', label: 'Più recenti' },
    ]);
    expect(filterChips('Tutti', ['due', 'paid'] as const, { due: 'Da pagare', paid: 'Pagati' })).toEqual([
      { value: '', label: 'Tutti' },
      { value: 'due', label: 'Da pagare' },
      { value: 'paid', label: 'Pagati' },
    ]);
  });

  it('asks the compiler for a label for every value and no other (typecheck)', () => {
    // @ts-expect-error a value core accepts has no label
    const missing = labelledOptions(['newest', 'name'] as const, { newest: 'Più recenti' });
    // @ts-expect-error a label for a value core does not accept
    const extra = filterChips('Tutte', ['vacant'] as const, { vacant: 'Con unità libere', empty: 'Vuote' });
    expect(missing[1]).toEqual({ value: 'name', label: undefined });
    expect(extra).toHaveLength(2);
  });
});
