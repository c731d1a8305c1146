import type { ComponentPropsWithRef } from 'react';
import { ErrorText, Field, HintText, Input, Label } from './TextField.styles';
import { useFieldIds } from './use-field-ids';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id'> {
  label: string;
  /** Shown under the field in red and announced with it. */
  error?: string | undefined;
  hint?: string | undefined;
}

export function TextField({ label, error, hint, ...inputProps }: TextFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds({ hint, error });
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <Input {...inputProps} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} />
      {hint ? <HintText id={hintId}>{hint}</HintText> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
