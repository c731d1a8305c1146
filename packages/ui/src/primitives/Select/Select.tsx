import type { ComponentPropsWithRef } from 'react';
import { ErrorText, Field, HintText, Label, useFieldIds } from '../TextField';
import { StyledSelect } from './Select.styles';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'id' | 'children'> {
  label: string;
  options: readonly SelectOption[];
  error?: string | undefined;
  hint?: string | undefined;
}

/** A native select with TextField's label, hint and error wiring. */
export function Select({ label, options, error, hint, ...selectProps }: SelectProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds({ hint, error });
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <StyledSelect
        {...selectProps}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {hint ? <HintText id={hintId}>{hint}</HintText> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
