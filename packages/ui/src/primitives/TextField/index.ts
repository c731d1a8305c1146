export { TextField, type TextFieldProps } from './TextField';
export { controlSurface, ErrorText, Field, HintText, Input, Label } from './TextField.styles';
export { useFieldIds } from './use-field-ids';
