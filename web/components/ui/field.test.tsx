import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field.tsx';
import { Input } from './input.tsx';

describe('Field', () => {
  it('labels its control and describes it by its hint', () => {
    render(
      <Field id="name" label="Name" hint="As on your card">
        <Input />
      </Field>,
    );
    const input = screen.getByLabelText('Name');
    expect(input).toHaveAttribute('id', 'name');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).toHaveAccessibleDescription('As on your card');
  });

  it('marks the control invalid and adds the error to what describes it, after its own ids', () => {
    render(
      <>
        <p id="elsewhere">Wait a minute</p>
        <Field id="email" label="Email" hint="We never share it" error="Enter an email">
          <Input aria-describedby="elsewhere" />
        </Field>
      </>,
    );
    const input = screen.getByLabelText('Email');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it Wait a minute Enter an email');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter an email');
  });

  it('can be invalid while the form says why elsewhere', () => {
    render(
      <Field id="confirm" label="Confirm" invalid>
        <Input />
      </Field>,
    );
    expect(screen.getByLabelText('Confirm')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
