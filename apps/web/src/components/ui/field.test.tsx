import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { Field } from './field';
import { Input } from './input';

afterEach(cleanup);

describe('Field', () => {
  it('labels the control and leaves it valid without an error', () => {
    render(
      <Field label="Email">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('marks the control invalid and describes it with the description and the error', () => {
    render(
      <Field label="Email" description="Usata per l'accesso" error="Formato email non valido">
        <Input type="email" />
      </Field>,
    );
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (input.getAttribute('aria-describedby') ?? '').split(' ');
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(["Usata per l'accesso", 'Formato email non valido']);
    expect(screen.getByText('Formato email non valido').parentElement?.getAttribute('aria-live')).toBe('polite');
  });

  it('hands the aria props to a render-prop control', () => {
    render(
      <Field label="Nome" id="first-name" error="Nome obbligatorio">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Nome');
    expect(input.id).toBe('first-name');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('first-name-error');
  });
});
