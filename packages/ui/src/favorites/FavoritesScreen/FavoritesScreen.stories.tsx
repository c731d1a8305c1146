import { fixtures, seed } from '@prospect/mock-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../i18n';
import { moreFavorites, STORY_NOW, STORY_OFFLINE_FAVORITE } from '../story-data';
import type { Favorite } from '../types';
import { FavoritesScreen } from './FavoritesScreen';

type Loaded = { favorites: Favorite[] };

const loadFavorites = async (): Promise<Loaded> => {
  await seed({ now: STORY_NOW });
  return { favorites: fixtures.favorites() };
};

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const card = (root: HTMLElement, title: string) => within(within(root).getByRole('article', { name: title }));

const meta = {
  title: 'Favorites/FavoritesScreen',
  component: FavoritesScreen,
  tags: ['autodocs'],
  args: {
    favorites: [],
    status: 'ready',
    onCreate: fn(async () => {}),
    onUpdate: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
  loaders: [loadFavorites],
  // As in the app: the whole page, no Storybook padding, so the screen's own margins show.
  parameters: { layout: 'fullscreen' },
  // The seeded favourites of Camille, the demo agent, unless a story gives its own.
  render: (args, { loaded }) => (
    <FavoritesScreen
      {...args}
      favorites={
        args.favorites.length > 0 || args.status !== 'ready' ? args.favorites : (loaded as Loaded).favorites
      }
    />
  ),
} satisfies Meta<typeof FavoritesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Mes favoris' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Liste des favoris' });
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
    await expect(card(list, 'Estimation maison Durand').getByText('Estimation')).toBeVisible();
    await expect(card(list, 'Mme Lefèvre').getByText('Contact')).toBeVisible();
  },
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** Rendered as the app does (full page): the screen keeps its own side margins, like every screen. */
export const PageMargins: Story = {
  play: async ({ canvas, canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const element of [
      canvas.getByRole('heading', { level: 1, name: 'Mes favoris' }),
      canvas.getByRole('button', { name: 'Ajouter un favori' }),
      ...canvas.getAllByRole('article'),
    ]) {
      const { left, right } = element.getBoundingClientRect();
      await expect(left).toBeGreaterThanOrEqual(16);
      await expect(right).toBeLessThanOrEqual(width - 16);
    }
  },
};

/**
 * Changes kept on this device: a favourite added offline (temporary id -1) and one edited offline,
 * each marked 'Pas encore envoyé'; the others are not.
 */
export const PendingFavorite: Story = {
  render: (args, { loaded }) => {
    const { favorites } = loaded as Loaded;
    const [edited] = favorites;
    const added = STORY_OFFLINE_FAVORITE;
    return (
      <FavoritesScreen
        {...args}
        favorites={[added, ...favorites]}
        pendingFavoriteIds={new Set([-1, ...(edited ? [edited.id] : [])])}
      />
    );
  },
  play: async ({ canvas, loaded }) => {
    const [edited, sent] = (loaded as Loaded).favorites;
    if (!edited || !sent) throw new Error('the seed has fewer than two favourites');
    const list = canvas.getByRole('list', { name: 'Liste des favoris' });
    await expect(within(list).getAllByText('Pas encore envoyé')).toHaveLength(2);
    await expect(
      within(list).getByRole('article', { name: 'Maison à vendre rue des Mouettes' }),
    ).toHaveAccessibleDescription('Pas encore envoyé');
    await expect(within(list).getByRole('article', { name: edited.title })).toHaveAccessibleDescription(
      'Pas encore envoyé',
    );
    await expect(within(list).getByRole('article', { name: sent.title })).not.toHaveAccessibleDescription();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', errorMessage: t('errors.list.loadFailed') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur: Erreur lors du chargement');
  },
};

export const Empty: Story = {
  loaders: [async () => ({ favorites: [] })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucun favori pour le moment')).toBeVisible();
    await expect(canvas.queryByRole('list', { name: 'Liste des favoris' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ajouter un favori' })).toBeVisible();
  },
};

export const ManyFavorites: Story = {
  loaders: [async () => ({ favorites: moreFavorites((await loadFavorites()).favorites, 11) })],
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(15);
  },
};

export const ManyFavoritesDesktop: Story = { ...ManyFavorites, globals: { viewport: { value: 'desktop' } } };

export const AddFavorite: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un favori' }));
    const modal = within(await body(canvasElement).findByRole('dialog', { name: 'Ajouter un favori' }));
    await userEvent.type(modal.getByLabelText('Titre'), 'Villa Ker Anna');
    await userEvent.type(modal.getByLabelText('Contenu'), 'Vendeurs en réflexion, repasser en mars.');
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Villa Ker Anna',
      type: 'street',
      content: 'Vendeurs en réflexion, repasser en mars.',
      street: null,
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Modifier on a card opens the modal in edit mode with that favourite. */
export const EditFavorite: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const favorite = (loaded as Loaded).favorites.find((item) => item.title === 'Rue à repasser');
    await userEvent.click(card(canvasElement, 'Rue à repasser').getByRole('button', { name: 'Modifier' }));
    const modal = within(await body(canvasElement).findByRole('dialog', { name: 'Modifier le favori' }));
    await expect(modal.getByLabelText('Titre')).toHaveValue('Rue à repasser');
    await userEvent.selectOptions(modal.getByLabelText('Type'), 'Estimation');
    await userEvent.click(modal.getByRole('button', { name: 'Modifier' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(favorite?.id, {
      title: 'Rue à repasser',
      type: 'estimation',
      content: favorite?.content,
      street: favorite?.street,
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A failed save keeps the modal open with its content and the reason in red. */
export const AddFavoriteFailed: Story = {
  args: { onCreate: fn(async () => Promise.reject(new Error(t('errors.list.createFailed')))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un favori' }));
    const modal = within(await body(canvasElement).findByRole('dialog', { name: 'Ajouter un favori' }));
    await userEvent.type(modal.getByLabelText('Titre'), 'Villa Ker Anna');
    await userEvent.type(modal.getByLabelText('Contenu'), 'Vendeurs en réflexion.');
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent("Erreur lors de l'ajout");
    await expect(modal.getByLabelText('Titre')).toHaveValue('Villa Ker Anna');
  },
};

/** Supprimer asks first; confirming deletes. */
export const DeleteFavorite: Story = {
  play: async ({ args, canvasElement, loaded }) => {
    const favorite = (loaded as Loaded).favorites.find((item) => item.title === 'Mme Lefèvre');
    await userEvent.click(card(canvasElement, 'Mme Lefèvre').getByRole('button', { name: 'Supprimer' }));
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Supprimer le favori' }),
    );
    await expect(
      dialog.getByText('Voulez-vous vraiment supprimer « Mme Lefèvre » ? Cette action est irréversible.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledWith(favorite?.id);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

/** The confirmation as it asks, before an answer. */
export const DeleteConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(card(canvasElement, 'Mme Lefèvre').getByRole('button', { name: 'Supprimer' }));
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Supprimer le favori' }),
    );
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** A failed delete keeps the confirmation open with the reason. */
export const DeleteFailed: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error(t('errors.list.deleteFailed')))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(card(canvasElement, 'Mme Lefèvre').getByRole('button', { name: 'Supprimer' }));
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: 'Supprimer le favori' }),
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Erreur lors de la suppression');
  },
};

/** At 200 % zoom (195 px): badges and buttons wrap inside each card. */
export const PhoneZoomed: Story = {
  ...PendingFavorite,
  globals: { viewport: { value: 'phoneZoomed' } },
};
