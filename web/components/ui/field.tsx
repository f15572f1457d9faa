import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { Label } from './label.tsx';

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/**
 * A labelled form control with its hint and error, wired for screen readers: the control (the one child element)
 * gets the `id`, `aria-invalid` (an error, or `invalid`) and an `aria-describedby` naming the hint, the error and
 * any ids it names itself. `after` stands below the control (a strength meter, say).
 */
export function Field({
  id,
  label,
  hint,
  error,
  invalid,
  required,
  after,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Invalid without an error text of its own (the form says why elsewhere). */
  invalid?: boolean;
  required?: boolean;
  after?: ReactNode;
  children: ReactElement<ControlProps>;
}) {
  const describedBy = [hint ? `${id}-hint` : null, children.props['aria-describedby'], error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  const control = cloneElement(children, {
    id,
    'aria-invalid': Boolean(error) || Boolean(invalid),
    'aria-describedby': describedBy || undefined,
  });
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        ) : null}
      </Label>
      {control}
      {after}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
