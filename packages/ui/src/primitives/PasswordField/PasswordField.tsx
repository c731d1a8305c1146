import { type ComponentPropsWithRef, useState } from 'react';
import { t } from '../../i18n';
import { IconButton } from '../IconButton';
import { EyeIcon, EyeOffIcon } from '../icons';
import { ErrorText, Field, HintText, Label, useFieldIds } from '../TextField';
import { InputRow, PasswordInput, Toggle } from './PasswordField.styles';

export interface PasswordFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'id' | 'type'> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A TextField for passwords with a button that shows or hides what was typed. */
export function PasswordField({ label, error, hint, ...inputProps }: PasswordFieldProps) {
  const { id, hintId, errorId, describedBy } = useFieldIds({ hint, error });
  const [visible, setVisible] = useState(false);
  return (
    <Field>
      <Label htmlFor={id}>{label}</Label>
      <InputRow>
        <PasswordInput
          {...inputProps}
          id={id}
          type={visible ? 'text' : 'password'}
          // Once revealed the field is plain text: keep the password out of spellcheck services.
          spellCheck={false}
          autoCapitalize="none"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        <Toggle>
          <IconButton
            label={visible ? t('primitives.password.hide') : t('primitives.password.show')}
            icon={visible ? <EyeOffIcon /> : <EyeIcon />}
            onClick={() => setVisible((shown) => !shown)}
          />
        </Toggle>
      </InputRow>
      {hint ? <HintText id={hintId}>{hint}</HintText> : null}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
    </Field>
  );
}
