import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { t } from '../../i18n';
import { ErrorPage, NotFoundPage } from './ErrorPage';

const meta = {
  title: 'Primitives/ErrorPage',
  component: ErrorPage,
  tags: ['autodocs'],
  args: { onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorPage>;

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

/** A mistyped address: said in French, with the way home and no pointless retry. */
export const NotFound: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(
      canvas.getByText("Cette adresse ne correspond à aucune page. Vérifiez-la ou revenez à l'accueil."),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(canvas.queryByRole('button', { name: 'Réessayer' })).not.toBeInTheDocument();
  },
};

export const HeadingFocusedOnArrival: Story = {
  render: () => <NotFoundPage />,
  play: async ({ canvas }) => {
    await focusHeadingAsTheAppDoes(canvas.getByRole('heading', { level: 1, name: 'Page introuvable' }));
  },
};

/** At 200 % zoom (195 px). */
export const PhoneZoomed: Story = {
  ...Default,
  globals: { viewport: { value: 'phoneZoomed' } },
};
