import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LIST_SEARCH_DEBOUNCE_MS } from '@/lib/ui-constants';
import { ListSearch } from './list-controls';

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** The box as the server drew it, `typed` entered before the page's script ran, then hydrated. */
async function hydrateAfterTyping(value: string, typed: string | undefined) {
  vi.useFakeTimers();
  const onSearch = vi.fn();
  const ui = <ListSearch value={value} onSearch={onSearch} label="Cerca proprietà" placeholder="Cerca" />;
  const container = document.createElement('div');
  container.innerHTML = renderToString(ui);
  document.body.append(container);
  const box = container.querySelector('input')!;
  if (typed !== undefined) box.value = typed;
  await act(async () => {
    root = hydrateRoot(container, ui);
  });
  await act(async () => {
    vi.advanceTimersByTime(LIST_SEARCH_DEBOUNCE_MS + 10);
  });
  return { onSearch, box };
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
