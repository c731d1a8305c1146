import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { t } from '../../i18n';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: t('common.field.password'), name: 'password', autoComplete: 'current-password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mot de passe');
    await userEvent.type(input, 'prospect2026');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Afficher le mot de passe' })).toBeVisible();
    // A focus ring around a typed-in field can differ by a pixel from run to run; leave the field.
    input.blur();
  },
};

export const Revealed: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mot de passe');
    await userEvent.type(input, 'prospect2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le mot de passe' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('prospect2026');
    await userEvent.click(canvas.getByRole('button', { name: 'Masquer le mot de passe' }));
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Afficher le mot de passe' }));
  },
};

export const WithError: Story = {
  args: { error: t('common.field.passwordRequired') },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Mot de passe');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Le mot de passe est requis.');
  },
};
