import type { ComponentPropsWithRef } from 'react';
import { ErrorText, Field, HintText, Label, useFieldIds } from '../TextField';
import { StyledTextarea } from './Textarea.styles';

export interface TextareaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'id'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A multi-line TextField. */
export function Textarea({ label, error, hint, ...textareaProps }: TextareaProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds({ hint, error });
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <StyledTextarea
        {...textareaProps}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? <HintText id={hintId}>{hint}</HintText> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
