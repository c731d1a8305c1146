import { useId, useState } from 'react';
import { t } from '../../../i18n';
import { Stack } from '../../../layout';
import { agencyCityNames } from '../../../map/agency-cities';
import { CheckIcon, ErrorText, Label, Modal } from '../../../primitives';
import { CityOption, Trigger } from './CityPicker.styles';
import '../../../i18n/messages/register';

export interface CityPickerProps {
  /** The chosen city, or '' before a choice. */
  value: string;
  onChange: (city: string) => void;
  error?: string | undefined;
  /** The form field name, so the form can move focus here when the city is missing. */
  name?: string;
  disabled?: boolean;
  /** Opens the list on first render (stories of the open modal). */
  defaultOpen?: boolean;
}

/** The 'Ville' field: a button that opens the modal 'Sélectionnez votre ville'. Only the listed cities can be chosen. */
export function CityPicker({ value, onChange, error, name, disabled, defaultOpen = false }: CityPickerProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const errorId = `${id}-error`;

  function choose(city: string) {
    onChange(city);
    setOpen(false);
  }

  return (
    <Stack gap="xs">
      <Label as="span" id={labelId}>
        {t('common.field.city')}
      </Label>
      <Trigger
        type="button"
        name={name}
        disabled={disabled}
        aria-haspopup="dialog"
        aria-labelledby={`${labelId} ${valueId}`}
        aria-describedby={error ? errorId : undefined}
        data-empty={!value}
        data-invalid={Boolean(error)}
        onClick={() => setOpen(true)}
      >
        <span id={valueId}>{value || t('register.cityPlaceholder')}</span>
      </Trigger>
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      <Modal open={open} onOpenChange={setOpen} title={t('register.cityPicker.title')}>
        <Stack as="ul" gap="sm">
          {agencyCityNames().map((city) => (
            <li key={city}>
              <CityOption type="button" aria-pressed={city === value} onClick={() => choose(city)}>
                {city}
                {city === value ? <CheckIcon /> : null}
              </CityOption>
            </li>
          ))}
        </Stack>
      </Modal>
    </Stack>
  );
}
