import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import styled from 'styled-components';
import { t } from '../../i18n';
import { GoogleButton } from './GoogleButton';

// Stands for the button Google's script draws inside the app.
const FakeGoogleWidget = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  text-align: center;
`;

const meta = {
  title: 'Auth/GoogleButton',
  component: GoogleButton,
  tags: ['autodocs'],
  args: { onClick: fn() },
} satisfies Meta<typeof GoogleButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Se connecter avec Google' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const SignUp: Story = {
  args: { intent: 'signUp' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: "S'inscrire avec Google" })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Connexion avec Google...' })).toBeDisabled();
  },
};

/** The app's widget (Google's own button) takes the place of ours. */
export const WithWidget: Story = {
  args: {
    widget: <FakeGoogleWidget>Google Identity Services</FakeGoogleWidget>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

const errorStory = (text: string, intent: 'signIn' | 'signUp' = 'signIn'): Story => ({
  args: { status: 'error', error: text, intent },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(text);
    await expect(canvas.getByRole('button')).toBeEnabled();
  },
});

export const AccountNotFound = errorStory(t('errors.googleLogin.unknownAccount'));
export const InvalidResponse = errorStory(t('errors.googleLogin.invalidAnswer'));
export const LoginFailed = errorStory(t('errors.googleLogin.failed'));
export const WidgetFailed = errorStory(t('errors.googleWidget.failed'));
export const AccountExists = errorStory(t('errors.googleRegister.accountExists'), 'signUp');
export const RegisterFailed = errorStory(t('errors.googleRegister.failed'), 'signUp');
