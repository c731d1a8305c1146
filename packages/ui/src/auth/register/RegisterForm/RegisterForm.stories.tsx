import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { errorMessage } from '../../../errors';
import { t } from '../../../i18n';
import { GoogleButton } from '../../GoogleButton';
import { RegisterForm } from './RegisterForm';

const meta = {
  title: 'Register/RegisterForm',
  component: RegisterForm,
  tags: ['autodocs'],
  args: { onSubmit: fn(), onSwitchToLogin: fn() },
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const submit = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: "S'inscrire" }));

async function chooseCity(canvas: Canvas, city: string) {
  await userEvent.click(canvas.getByRole('button', { name: /^Ville/ }));
  await userEvent.click(await screen.findByRole('button', { name: city }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

interface FillOptions {
  /** '' leaves the email field alone (a valid invitation has filled it). */
  email?: string;
  password?: string;
  confirm?: string;
}

async function fill(canvas: Canvas, options: FillOptions = {}) {
  const { email = 'camille.martin@agence-ouest.fr', password = 'prospect2026' } = options;
  const confirm = options.confirm ?? password;
  await userEvent.type(canvas.getByLabelText('Prénom'), 'Camille');
  await userEvent.type(canvas.getByLabelText('Nom'), 'Martin');
  if (email) await userEvent.type(canvas.getByLabelText('Email'), email);
  await userEvent.type(canvas.getByLabelText('Mot de passe'), password);
  await userEvent.type(canvas.getByLabelText('Confirmer le mot de passe'), confirm);
  await chooseCity(canvas, 'Nantes');
}

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas);
    await submit(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      first_name: 'Camille',
      last_name: 'Martin',
      email: 'camille.martin@agence-ouest.fr',
      password: 'prospect2026',
      password2: 'prospect2026',
      agency: 'Nantes',
    });
  },
};

export const RequiredFields: Story = {
  play: async ({ args, canvas }) => {
    await submit(canvas);
    await expect(canvas.getByLabelText('Prénom')).toHaveAccessibleDescription('Le prénom est requis.');
    await expect(canvas.getByLabelText('Prénom')).toHaveFocus();
    await expect(canvas.getByLabelText('Nom')).toHaveAccessibleDescription('Le nom est requis.');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription("L'email est requis.");
    await expect(canvas.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Le mot de passe est requis.',
    );
    await expect(canvas.getByLabelText('Confirmer le mot de passe')).toHaveAccessibleDescription(
      'Veuillez confirmer le mot de passe.',
    );
    await expect(canvas.getByRole('button', { name: /^Ville/ })).toHaveAccessibleDescription(
      'Veuillez sélectionner votre ville.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The email format is checked while typing, and the message leaves once the address is right. */
export const LiveInvalidEmail: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByLabelText('Email');
    await userEvent.type(email, 'camille@agence');
    await expect(email).toHaveAccessibleDescription("Format d'email invalide");
    await userEvent.type(email, '.fr');
    await expect(email).not.toHaveAccessibleDescription();
    await userEvent.type(email, '{Backspace}{Backspace}{Backspace}');
    await expect(email).toHaveAccessibleDescription("Format d'email invalide");
  },
};

export const LivePasswordTooShort: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('Mot de passe');
    await userEvent.type(password, 'court');
    await expect(password).toHaveAccessibleDescription('Le mot de passe doit contenir au moins 8 caractères');
  },
};

export const PasswordTooShortOnSubmit: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, { password: '1234567' });
    await submit(canvas);
    const password = canvas.getByLabelText('Mot de passe');
    await expect(password).toHaveAccessibleDescription('Le mot de passe doit contenir au moins 8 caractères');
    await expect(password).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasswordMismatch: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, { confirm: 'prospect2027' });
    await submit(canvas);
    const confirm = canvas.getByLabelText('Confirmer le mot de passe');
    await expect(confirm).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
    await expect(confirm).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Spec order: email format, then password length, then confirmation; focus goes to the first. */
export const ChecksInOrder: Story = {
  play: async ({ args, canvas }) => {
    await fill(canvas, { email: 'camille@agence', password: 'court', confirm: 'autre' });
    await submit(canvas);
    await expect(canvas.getByLabelText('Email')).toHaveFocus();
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription("Format d'email invalide");
    await expect(canvas.getByLabelText('Mot de passe')).toHaveAccessibleDescription(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
    await expect(canvas.getByLabelText('Confirmer le mot de passe')).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InvitationChecking: Story = {
  args: { invitation: { status: 'checking' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("Vérification de l'invitation...");
  },
};

export const InvitationValid: Story = {
  args: { invitation: { status: 'valid', email: 'nouvel.agent@prospect.demo' } },
  play: async ({ args, canvas }) => {
    const email = canvas.getByLabelText('Email');
    await expect(email).toHaveValue('nouvel.agent@prospect.demo');
    await expect(email).toHaveAttribute('readonly');
    await fill(canvas, { email: '' });
    await submit(canvas);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'nouvel.agent@prospect.demo' }),
    );
  },
};

const invitationProblem = (status: 'invalid' | 'expired' | 'error', text: string): Story => ({
  args: { invitation: { status } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text)).toBeVisible();
    await expect(canvas.getByLabelText('Email')).not.toHaveAttribute('readonly');
  },
});

export const InvitationInvalid = invitationProblem('invalid', t('errors.invitation.invalid'));
export const InvitationExpired = invitationProblem('expired', t('errors.invitation.expired'));
export const InvitationError = invitationProblem('error', t('errors.invitation.failed'));

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Inscription...' })).toBeDisabled();
  },
};

export const ServerFieldErrors: Story = {
  args: {
    error: errorMessage('registration', {
      kind: 'http',
      status: 400,
      body: {
        fields: {
          email: ['Un compte existe déjà avec cet email.'],
          password: ['Ce mot de passe est trop courant.'],
        },
      },
    }),
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Email : Un compte existe déjà avec cet email.');
    await expect(alert).toHaveTextContent('Mot de passe : Ce mot de passe est trop courant.');
  },
};

export const ServerFallback: Story = {
  args: { error: errorMessage('registration', { kind: 'http', status: 500, body: { fields: {} } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Erreur lors de l'inscription.");
  },
};

export const NoResponse: Story = {
  args: { error: errorMessage('registration', { kind: 'network', status: null, body: { fields: {} } }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur de connexion. Veuillez réessayer.');
  },
};

export const WithGoogleButton: Story = {
  args: { googleButton: <GoogleButton intent="signUp" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: "S'inscrire avec Google" })).toBeVisible();
  },
};

export const SwitchToLogin: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Déjà un compte ? Connectez-vous' }));
    await expect(args.onSwitchToLogin).toHaveBeenCalledOnce();
  },
};
