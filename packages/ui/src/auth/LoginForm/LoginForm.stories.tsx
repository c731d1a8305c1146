import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t } from '../../i18n';
import { LoginForm } from './LoginForm';

const meta = {
  title: 'Auth/LoginForm',
  component: LoginForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onSwitchToRegister: fn() },
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), ' agent@prospect.fr ');
    await userEvent.type(canvas.getByLabelText('Mot de passe'), 'demo-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'agent@prospect.fr',
      password: 'demo-password',
    });
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter' }));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription("L'email est requis.");
    await expect(canvas.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Le mot de passe est requis.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Connexion...' })).toBeDisabled();
  },
};

export const InvalidCredentials: Story = {
  args: { error: t('errors.login.failed') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Identifiants incorrects. Veuillez réessayer.');
  },
};

export const NetworkError: Story = { args: { error: t('errors.connection') } };

export const SwitchToRegister: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pas encore de compte ? Inscrivez-vous' }));
    await expect(args.onSwitchToRegister).toHaveBeenCalledOnce();
  },
};
