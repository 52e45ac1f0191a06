import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { MonthYearPicker, pickerRange } from './month-year-picker';

afterEach(cleanup);

describe('pickerRange', () => {
  const today = '2026-11-23';

  it('opens on the value and offers 1900 to fifty years ahead', () => {
    expect(pickerRange({ value: '2026-09-15', today })).toEqual({
      firstSelectable: '1900-01-01',
      startMonth: '1900-01-01',
      endMonth: '2076-12-01',
      openMonth: '2026-09-01',
    });
  });

  it('opens on today when the value is empty or not a date', () => {
    expect(pickerRange({ value: '', today }).openMonth).toBe('2026-11-01');
    expect(pickerRange({ value: '31/02/2026', today }).openMonth).toBe('2026-11-01');
  });

  it('makes only the days after `after` selectable and opens on the first of them', () => {
    const range = pickerRange({ value: '', after: '2027-03-31', today });
    expect(range.firstSelectable).toBe('2027-04-01');
    expect(range.openMonth).toBe('2027-04-01');
    expect(pickerRange({ value: '', after: '2026-01-10', today })).toMatchObject({
      firstSelectable: '2026-01-11',
      openMonth: '2026-01-01',
    });
    expect(pickerRange({ value: '2026-05-05', after: '2026-01-10', today }).openMonth).toBe('2026-05-01');
  });

  it('never makes a day before `min` selectable, whatever `after` says', () => {
    expect(pickerRange({ value: '', after: '1850-05-05', today }).firstSelectable).toBe('1900-01-01');
    expect(pickerRange({ value: '1899-12-31', today }).openMonth).toBe('2026-11-01');
  });

  it('reaches a value further than fifty years ahead', () => {
    expect(pickerRange({ value: '2099-02-03', today }).endMonth).toBe('2099-12-01');
  });
});

function Harness({
  initial = '',
  after,
  onChange,
}: {
  initial?: string;
  after?: string;
  onChange: (v: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="d">Data</label>
      <MonthYearPicker
        id="d"
        value={value}
        after={after}
        calendarLabel="Scegli la data"
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    </>
  );
}

describe('MonthYearPicker', () => {
  it('reads a typed dd/MM/yyyy date and passes other text on for validation', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByLabelText('Data');
    fireEvent.change(input, { target: { value: '1/9/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-09-01');
    fireEvent.blur(input);
    expect(input).toHaveProperty('value', '01/09/2026');
    fireEvent.change(input, { target: { value: '31/02/2026' } });
    expect(onChange).toHaveBeenLastCalledWith('31/02/2026');
  });

  it('picks a day from the calendar: Italian month list, days up to `after` disabled', async () => {
    const onChange = vi.fn();
    render(<Harness initial="2026-09-10" after="2026-09-02" onChange={onChange} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Scegli la data' }));
    });
    const calendar = screen.getByRole('dialog', { name: 'Calendario' });
    const months = within(calendar).getByRole('combobox', { name: 'Scegli il mese' });
    // The SPEC's abbreviations, in order (gen … dic).
    expect(Array.from((months as HTMLSelectElement).options, (o) => o.text)).toEqual([
      'gen',
      'feb',
      'mar',
      'apr',
      'mag',
      'giu',
      'lug',
      'ago',
      'set',
      'ott',
      'nov',
      'dic',
    ]);
    expect((months as HTMLSelectElement).value).toBe('8');
    expect(within(calendar).getByRole('button', { name: /^\S+ 2 settembre 2026$/ })).toHaveProperty('disabled', true);
    const third = within(calendar).getByRole('button', { name: /^\S+ 3 settembre 2026$/ });
    expect(third).toHaveProperty('disabled', false);
    await act(async () => {
      fireEvent.click(third);
    });
    expect(onChange).toHaveBeenLastCalledWith('2026-09-03');
    expect(screen.queryByRole('dialog', { name: 'Calendario' })).toBeNull();
    expect(screen.getByLabelText('Data')).toHaveProperty('value', '03/09/2026');
  });

  it('works by keyboard: opens on the chosen day, PageDown moves a month, Esc closes back on the button', async () => {
    const onChange = vi.fn();
    render(<Harness initial="2026-09-10" onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Scegli la data' });
    await act(async () => {
      fireEvent.click(trigger);
    });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^\S+ 10 settembre 2026, selezionato$/);
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^\S+ 10 ottobre 2026$/);
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' });
    });
    expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^\S+ 11 ottobre 2026$/);
    await act(async () => {
      fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog', { name: 'Calendario' })).toBeNull();
    expect(document.activeElement).toBe(trigger);
    expect(onChange).not.toHaveBeenCalled();
  });
});
