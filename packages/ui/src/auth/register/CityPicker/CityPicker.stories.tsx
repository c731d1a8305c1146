import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { t } from '../../../i18n';
import { CityPicker, type CityPickerProps } from './CityPicker';

/** Holds the chosen city like the registration form does. */
function ControlledCityPicker(props: CityPickerProps) {
  const [city, setCity] = useState(props.value);
  return (
    <CityPicker
      {...props}
      value={city}
      onChange={(next) => {
        setCity(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Register/CityPicker',
  component: CityPicker,
  tags: ['autodocs'],
  args: { value: '', onChange: fn() },
  render: (args) => <ControlledCityPicker {...args} />,
} satisfies Meta<typeof CityPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Ville Choisir une ville' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  },
};

export const Selected: Story = { args: { value: 'Nantes' } };

export const Missing: Story = {
  args: { error: t('register.cityRequired') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Ville/ })).toHaveAccessibleDescription(
      'Veuillez sélectionner votre ville.',
    );
  },
};

export const Open: Story = {
  args: { value: 'Pornic', defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Sélectionnez votre ville' });
    await expect(dialog).toBeVisible();
    const cities = screen.getAllByRole('listitem').map((item) => item.textContent);
    await expect(cities).toEqual(['La Baule-Escoublac', 'Pornic', 'Nantes', 'Vertou']);
    await expect(screen.getByRole('button', { name: 'Pornic' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const ChooseCity: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ville Choisir une ville' }));
    await userEvent.click(await screen.findByRole('button', { name: 'La Baule-Escoublac' }));
    await expect(args.onChange).toHaveBeenCalledWith('La Baule-Escoublac');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: 'Ville La Baule-Escoublac' })).toHaveFocus();
  },
};

export const CloseWithoutChoosing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ville Choisir une ville' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
