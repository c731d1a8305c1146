import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { t } from '../../i18n';
import { Select, type SelectProps } from './Select';

// Sample options: the spec's favourite types.
const favouriteTypes = [
  { value: 'street', label: 'Rue' },
  { value: 'estimation', label: 'Estimation' },
  { value: 'contact', label: 'Contact' },
];

function ControlledSelect(props: SelectProps) {
  const [value, setValue] = useState(String(props.value ?? 'street'));
  return <Select {...props} value={value} onChange={(event) => setValue(event.target.value)} />;
}

const meta = {
  title: 'Primitives/Select',
  component: Select,
  tags: ['autodocs'],
  render: (args) => <ControlledSelect {...args} />,
  args: { label: 'Type', name: 'type', options: favouriteTypes, value: 'street' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Type' });
    await expect(select).toHaveValue('street');
    await userEvent.selectOptions(select, 'Contact');
    await expect(select).toHaveValue('contact');
  },
};

export const WithError: Story = {
  args: { error: t('common.genericError') },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Type' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Une erreur est survenue.');
  },
};

export const Disabled: Story = { args: { disabled: true } };
