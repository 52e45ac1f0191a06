import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { COMBOBOX_CLOSE_DELAY_MS, Combobox, comboboxOptionText, filterComboboxOptions } from './combobox';

afterEach(cleanup);

const OPTIONS = [
  { value: 'a', label: 'Anna Neri', description: 'Casa Brera' },
  { value: 'b', label: 'Marco Rossi', description: 'Casa Brera' },
  { value: 'c', label: 'Niccolò Bianchi', description: 'Attico Navigli' },
];

describe('filterComboboxOptions', () => {
  it('keeps every option for a blank query, in order', () => {
    expect(filterComboboxOptions(OPTIONS, '').map((o) => o.value)).toEqual(['a', 'b', 'c']);
    expect(filterComboboxOptions(OPTIONS, '   ').map((o) => o.value)).toEqual(['a', 'b', 'c']);
  });

  it('matches every word in the name or the property, ignoring case and accents', () => {
    expect(filterComboboxOptions(OPTIONS, 'ROSSI').map((o) => o.value)).toEqual(['b']);
    expect(filterComboboxOptions(OPTIONS, 'brera').map((o) => o.value)).toEqual(['a', 'b']);
    expect(filterComboboxOptions(OPTIONS, 'anna brera').map((o) => o.value)).toEqual(['a']);
    expect(filterComboboxOptions(OPTIONS, 'niccolo').map((o) => o.value)).toEqual(['c']);
    expect(filterComboboxOptions(OPTIONS, 'anna navigli')).toEqual([]);
  });

  it("shows a chosen option as 'name · property'", () => {
    expect(comboboxOptionText(OPTIONS[0]!)).toBe('Anna Neri · Casa Brera');
    expect(comboboxOptionText({ value: 'x', label: 'Solo' })).toBe('Solo');
  });
});

function Harness({ onChange = () => {} }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <span id="label">Contratto</span>
      <Combobox
        aria-labelledby="label"
        options={OPTIONS}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        emptyText="Nessun contratto trovato"
      />
      <output data-testid="value">{value}</output>
      <button type="button">Avanti</button>
    </>
  );
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : null;
};

describe('Combobox', () => {
  it('is a combobox that opens a listbox and moves the highlight with the arrow keys', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Contratto' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.getAttribute('aria-autocomplete')).toBe('list');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const listbox = screen.getByRole('listbox', { name: 'Contratto' });
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(activeOption(input)).toContain('Anna Neri');

    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(activeOption(input)).toContain('Marco Rossi');
    expect(screen.getByRole('option', { name: /Marco Rossi/ }).getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(activeOption(input)).toContain('Niccolò Bianchi');
  });

  it('filters as you type, Enter chooses the highlighted match and the input shows it', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Contratto' });
    fireEvent.change(input, { target: { value: 'ross' } });
    expect(screen.getAllByRole('option')).toHaveLength(1);
    expect(activeOption(input)).toContain('Marco Rossi');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith('b');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect((input as HTMLInputElement).value).toBe('Marco Rossi · Casa Brera');
  });

  it('Escape closes the list without choosing; no match shows the empty text', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Contratto' });
    fireEvent.change(input, { target: { value: 'zzz' } });
    expect(screen.getByText('Nessun contratto trovato')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.hasAttribute('aria-controls')).toBe(false);
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('value').textContent).toBe('');
  });

  it('a click on an option chooses it', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Contratto' });
    fireEvent.click(input);
    fireEvent.click(screen.getByRole('option', { name: /Niccolò Bianchi/ }));
    expect(screen.getByTestId('value').textContent).toBe('c');
    expect((input as HTMLInputElement).value).toBe('Niccolò Bianchi · Attico Navigli');
  });

  it(`closes the list ${COMBOBOX_CLOSE_DELAY_MS} ms after the input loses focus and drops the typed text`, () => {
    vi.useFakeTimers();
    try {
      render(<Harness />);
      const input = screen.getByRole('combobox', { name: 'Contratto' });
      fireEvent.change(input, { target: { value: 'anna' } });
      fireEvent.blur(input);
      act(() => vi.advanceTimersByTime(COMBOBOX_CLOSE_DELAY_MS - 1));
      expect(input.getAttribute('aria-expanded')).toBe('true');
      act(() => vi.advanceTimersByTime(1));
      expect(input.getAttribute('aria-expanded')).toBe('false');
      expect((input as HTMLInputElement).value).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });

  it(`stays open ${COMBOBOX_CLOSE_DELAY_MS} ms when focus moves to another control (Tab), then closes`, () => {
    vi.useFakeTimers();
    try {
      render(<Harness />);
      const input = screen.getByRole('combobox', { name: 'Contratto' });
      fireEvent.click(input);
      input.focus();
      expect(input.getAttribute('aria-expanded')).toBe('true');
      // Focus lands on the next control, as with Tab: a focusin outside the list.
      act(() => screen.getByRole('button', { name: 'Avanti' }).focus());
      act(() => vi.advanceTimersByTime(COMBOBOX_CLOSE_DELAY_MS - 1));
      expect(input.getAttribute('aria-expanded')).toBe('true');
      expect(screen.getByRole('listbox')).toBeTruthy();
      act(() => vi.advanceTimersByTime(1));
      expect(input.getAttribute('aria-expanded')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });
});

/** A server in miniature: it answers one option per typed text, never the one chosen before. */
function ServerHarness({ onSearch }: { onSearch: (text: string) => void }) {
  const [value, setValue] = useState('');
  const [text, setText] = useState('');
  const options = text ? [{ value: `id-${text}`, label: 'Trovato dal server' }] : OPTIONS;
  return (
    <>
      <span id="label">Contratto</span>
      <Combobox
        aria-labelledby="label"
        options={options}
        value={value}
        onChange={setValue}
        onSearch={(next) => {
          setText(next);
          onSearch(next);
        }}
        emptyText="Nessun contratto trovato"
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('Combobox with server search (decision 097)', () => {
  it("sends the typed text to the server and shows the server's options unfiltered", () => {
    const onSearch = vi.fn();
    render(<ServerHarness onSearch={onSearch} />);
    const input = screen.getByRole('combobox', { name: 'Contratto' });
    fireEvent.change(input, { target: { value: '  zeta ' } });
    expect(onSearch).toHaveBeenLastCalledWith('zeta');
    // The server matched on something the option does not show: the browser must not filter it out.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Trovato dal server']);
  });

  it("keeps showing the chosen option after the server's next answer no longer holds it", () => {
    vi.useFakeTimers();
    try {
      render(<ServerHarness onSearch={() => {}} />);
      const input = screen.getByRole('combobox', { name: 'Contratto' }) as HTMLInputElement;
      fireEvent.change(input, { target: { value: 'brera' } });
      fireEvent.keyDown(input, { key: 'Enter' });
      expect(screen.getByTestId('value').textContent).toBe('id-brera');
      fireEvent.blur(input);
      act(() => vi.advanceTimersByTime(COMBOBOX_CLOSE_DELAY_MS + 1));
      // The blur sent '' to the server: its answer is the first options again, without the chosen one.
      expect(input.value).toBe('Trovato dal server');
    } finally {
      vi.useRealTimers();
    }
  });
});
