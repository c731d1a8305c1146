import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t } from '../../i18n';
import { ImpersonationBanner } from './ImpersonationBanner';

const meta = {
  title: 'Dashboard/ImpersonationBanner',
  component: ImpersonationBanner,
  tags: ['autodocs'],
  args: { name: 'Camille', impersonatorEmail: 'super@prospect.demo', onStop: fn(async () => {}) },
} satisfies Meta<typeof ImpersonationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Session ouverte en tant que Camille');
    await expect(canvas.getByRole('status')).toHaveTextContent('Votre compte : super@prospect.demo');
    await userEvent.click(canvas.getByRole('button', { name: 'Revenir à mon compte' }));
    await expect(args.onStop).toHaveBeenCalledOnce();
  },
};

/** A user without a first name is named by email. */
export const NamedByEmail: Story = {
  args: { name: 'nouvel.agent@prospect.demo', impersonatorEmail: null },
};

export const Stopping: Story = {
  args: { onStop: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revenir à mon compte' }));
    await expect(canvas.getByRole('button', { name: 'Retour en cours...' })).toBeDisabled();
  },
};

export const MissingAdminToken: Story = {
  args: { onStop: fn(async () => Promise.reject(new Error(t('errors.impersonation.missingAdminToken')))) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Revenir à mon compte' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Erreur critique: Le token de l'administrateur est manquant.",
    );
    await expect(canvas.getByRole('button', { name: 'Revenir à mon compte' })).toBeEnabled();
  },
};

/** At 200 % zoom (195 px): the email breaks, the button goes under the message. */
export const PhoneZoomed: Story = {
  ...NamedByEmail,
  globals: { viewport: { value: 'phoneZoomed' } },
};
