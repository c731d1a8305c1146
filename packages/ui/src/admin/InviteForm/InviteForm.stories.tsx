import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../../i18n';
import { invitationUrl } from '../story-data';
import type { InvitationRequest } from '../types';
import { InviteForm, type InviteFormProps } from './InviteForm';

type OnInvite = InviteFormProps['onInvite'];

const accept = async ({ email, role }: InvitationRequest) => ({
  email,
  role,
  invitation_url_for_testing: invitationUrl,
});

const meta = {
  title: 'Admin/InviteForm',
  component: InviteForm,
  tags: ['autodocs'],
  args: { viewerRole: 'ADMIN', onInvite: fn<OnInvite>(accept) },
} satisfies Meta<typeof InviteForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const roleOptions = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('option')
    .map((option) => option.textContent);

/** An administrator invites agents only. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('combobox', { name: 'Rôle' })).toHaveValue('AGENT');
    await expect(roleOptions(canvasElement)).toEqual(['Agent']);
  },
};

export const SuperAdminRoles: Story = {
  args: { viewerRole: 'SUPER_ADMIN' },
  play: async ({ canvasElement }) => {
    await expect(roleOptions(canvasElement)).toEqual(['Agent', 'Administrateur']);
  },
};

export const InvitationSent: Story = {
  args: { viewerRole: 'SUPER_ADMIN' },
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'nouvel.agent@prospect.demo');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rôle' }), 'Administrateur');
    await userEvent.click(canvas.getByRole('button', { name: "Envoyer l'invitation" }));
    await expect(args.onInvite).toHaveBeenCalledWith({ email: 'nouvel.agent@prospect.demo', role: 'ADMIN' });
    const banner = await canvas.findByRole('status');
    await expect(banner).toHaveTextContent('Invitation envoyée avec succès à nouvel.agent@prospect.demo.');
    await expect(banner).toHaveTextContent(invitationUrl);
    await expect(canvas.getByLabelText('Email')).toHaveValue('');
  },
};

export const EmailRequired: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Envoyer l'invitation" }));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription("L'email est requis.");
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

export const EmailInvalid: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'camille.martin');
    await userEvent.click(canvas.getByRole('button', { name: "Envoyer l'invitation" }));
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription(
      'Veuillez saisir une adresse email valide.',
    );
    await expect(args.onInvite).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  args: { onInvite: fn<OnInvite>(() => new Promise(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'nouvel.agent@prospect.demo');
    await userEvent.click(canvas.getByRole('button', { name: "Envoyer l'invitation" }));
    await expect(canvas.getByRole('button', { name: 'Envoi...' })).toBeDisabled();
  },
};

const failure = (message: string): Story => ({
  args: { onInvite: fn<OnInvite>(async () => Promise.reject(new Error(message))) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Email'), 'agent@prospect.demo');
    await userEvent.click(canvas.getByRole('button', { name: "Envoyer l'invitation" }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(message);
    await expect(canvas.getByLabelText('Email')).toHaveValue('agent@prospect.demo');
  },
});

/** The server's `error` field, shown as it comes. */
export const ServerError = failure('Un utilisateur avec cet email existe déjà.');
export const FallbackError = failure(t('common.genericError'));

const existingMember = 'Un utilisateur avec cet email existe déjà.';

/** The refusal is about the email that was sent: editing it, or trying again, takes the refusal away. */
export const ServerErrorClearedByEditing: Story = {
  args: { onInvite: fn<OnInvite>(async () => Promise.reject(new Error(existingMember))) },
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('Email');
    await userEvent.type(email, 'agent@prospect.demo');
    await userEvent.click(canvas.getByRole('button', { name: "Envoyer l'invitation" }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(existingMember);
    await userEvent.clear(email);
    await expect(canvas.queryByText(existingMember)).not.toBeInTheDocument();
    await userEvent.type(email, 'agent2@prospect.demo');
    await userEvent.click(canvas.getByRole('button', { name: "Envoyer l'invitation" }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(existingMember);
    await userEvent.clear(email);
    await userEvent.click(canvas.getByRole('button', { name: "Envoyer l'invitation" }));
    await expect(email).toHaveAccessibleDescription("L'email est requis.");
    await expect(canvas.queryByText(existingMember)).not.toBeInTheDocument();
  },
};

export const Desktop: Story = {
  args: { viewerRole: 'SUPER_ADMIN' },
  globals: { viewport: { value: 'desktop' } },
};
