import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { GoogleButton } from '../GoogleButton';
import { type AuthMode, AuthScreen, type AuthScreenProps } from './AuthScreen';

/** Keeps the mode in state, as the app does on /auth. */
function ToggleableAuthScreen(props: AuthScreenProps) {
  const [mode, setMode] = useState<AuthMode>(props.mode);
  return (
    <AuthScreen
      {...props}
      mode={mode}
      onModeChange={(next) => {
        setMode(next);
        props.onModeChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Auth/AuthScreen',
  component: AuthScreen,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    mode: 'login',
    onModeChange: fn(),
    login: { onSubmit: fn(), googleButton: <GoogleButton intent="signIn" /> },
    register: { onSubmit: fn(), googleButton: <GoogleButton intent="signUp" /> },
  },
  render: (args) => <ToggleableAuthScreen {...args} />,
} satisfies Meta<typeof AuthScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The app focuses a new page's heading for screen readers. After keyboard use, that programmatic focus
 * matches :focus-visible: the heading (no control) must still show no focus ring.
 */
async function focusHeadingAsTheAppDoes(heading: HTMLElement) {
  await userEvent.keyboard('{Tab}');
  heading.setAttribute('tabindex', '-1');
  heading.focus();
  await expect(heading).toHaveFocus();
  await expect(getComputedStyle(heading).outlineStyle).toBe('none');
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Connexion' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Se connecter avec Google' })).toBeVisible();
  },
};

export const Register: Story = {
  args: { mode: 'register' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Inscription' })).toBeVisible();
  },
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

export const ToggleToRegisterAndBack: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pas encore de compte ? Inscrivez-vous' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('register');
    await expect(canvas.getByRole('heading', { name: 'Inscription' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Connexion' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Déjà un compte ? Connectez-vous' }));
    await expect(args.onModeChange).toHaveBeenLastCalledWith('login');
    await expect(canvas.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  },
};

/** The privacy policy, linked below both forms. */
export const PrivacyPolicyLink: Story = {
  args: { mode: 'register' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute(
      'href',
      '/privacy-policy',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Déjà un compte ? Connectez-vous' }));
    await expect(canvas.getByRole('link', { name: 'Politique de confidentialité' })).toBeVisible();
  },
};

export const HeadingFocusedOnArrival: Story = {
  play: async ({ canvas }) => {
    await focusHeadingAsTheAppDoes(canvas.getByRole('heading', { level: 1, name: 'Connexion' }));
  },
};

export const RegisterHeadingFocusedOnArrival: Story = {
  args: { mode: 'register' },
  play: async ({ canvas }) => {
    await focusHeadingAsTheAppDoes(canvas.getByRole('heading', { level: 1, name: 'Inscription' }));
  },
};

/** At 200 % zoom (195 px). */
export const PhoneZoomed: Story = {
  ...Default,
  globals: { viewport: { value: 'phoneZoomed' } },
};
