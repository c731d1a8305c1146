import type { ComponentPropsWithRef } from 'react';
import { Box, Row, Text } from './Checkbox.styles';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type'> {
  label: string;
}

/** A native checkbox whose whole labelled row (44 px high) toggles it. */
export function Checkbox({ label, className, disabled, ...inputProps }: CheckboxProps) {
  return (
    <Row className={className} data-disabled={disabled || undefined}>
      <Box {...inputProps} type="checkbox" disabled={disabled} />
      <Text>{label}</Text>
    </Row>
  );
}
