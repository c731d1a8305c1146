import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t } from '../../i18n';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Primitives/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  args: { onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unexpected Application Error!',
    );
    await expect(
      canvas.getByText(
        "Une erreur inattendue empêche d'afficher cette page. Réessayez ou revenez à l'accueil.",
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ChunkLoadError: Story = {
  args: { message: t('primitives.errorPage.chunkLoad') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Le chargement a échoué. Vérifiez votre connexion puis réessayez.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

export const GenericMessage: Story = {
  args: { title: t('common.genericError') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Une erreur est survenue.');
  },
};

/** The dashboard when the profile cannot be read (server down, no signal): still signed in, retry. */
export const ProfileUnavailable: Story = {
  args: {
    title: t('dashboard.profileUnavailable.title'),
    message: t('dashboard.profileUnavailable.message'),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Votre profil ne peut pas être chargé',
    );
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
