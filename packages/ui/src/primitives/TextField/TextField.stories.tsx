import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { t } from '../../i18n';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: t('common.field.email'), type: 'email', name: 'email' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await userEvent.type(input, 'agent@prospect.fr');
    await expect(input).toHaveValue('agent@prospect.fr');
    // A focus ring around a typed-in field can differ by a pixel from run to run; leave the field.
    input.blur();
  },
};

export const WithError: Story = {
  args: { error: t('common.field.emailRequired') },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription("L'email est requis.");
  },
};

export const ReadOnly: Story = { args: { readOnly: true, defaultValue: 'invite@agence.fr' } };
