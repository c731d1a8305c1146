import { fixtures, seed } from '@prospect/mock-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { STORY_NOW, STORY_OFFLINE_FAVORITE } from '../story-data';
import type { Favorite } from '../types';
import { FavoriteCard } from './FavoriteCard';

type Loaded = { favorites: Favorite[] };

const placeholder: Favorite = {
  id: 0,
  title: '',
  content: '',
  type: 'street',
  street: null,
  street_name: null,
  created_at: '',
};

const meta = {
  title: 'Favorites/FavoriteCard',
  component: FavoriteCard,
  tags: ['autodocs'],
  args: { favorite: placeholder, onEdit: fn(), onDelete: fn() },
  loaders: [
    async (): Promise<Loaded> => {
      await seed({ now: STORY_NOW });
      return { favorites: fixtures.favorites() };
    },
  ],
  // Each story shows the seeded favourite named by its `favoriteTitle` parameter.
  render: (args, { loaded, parameters }) => {
    const title = parameters.favoriteTitle as string | undefined;
    const favorite = (loaded as Loaded).favorites.find((item) => item.title === title) ?? args.favorite;
    return <FavoriteCard {...args} favorite={favorite} />;
  },
} satisfies Meta<typeof FavoriteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A street favourite: green 'Rue' badge, the street's name, the content and the French date. */
export const Street: Story = {
  parameters: { favoriteTitle: 'Rue à repasser' },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: 'Rue à repasser' });
    await expect(card).toHaveTextContent('Rue');
    await expect(canvas.getByText(/^Rue : /)).toBeVisible();
    await expect(canvas.getByText('Ajouté le 25/10/2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ title: 'Rue à repasser' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledWith(expect.objectContaining({ title: 'Rue à repasser' }));
  },
};

/** Added offline (temporary id -1), kept on this device: 'Pas encore envoyé' beside its type. */
export const Pending: Story = {
  args: {
    favorite: STORY_OFFLINE_FAVORITE,
    pending: true,
  },
  play: async ({ args, canvas }) => {
    const card = canvas.getByRole('article', { name: 'Maison à vendre rue des Mouettes' });
    await expect(card).toHaveAccessibleDescription('Pas encore envoyé');
    await expect(canvas.getByText('Pas encore envoyé')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier' }));
    await expect(args.onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: -1 }));
  },
};

/** A street favourite not linked to a street: no street line. */
export const StreetWithoutName: Story = {
  parameters: { favoriteTitle: 'Secteur calme' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rue')).toBeVisible();
    await expect(canvas.queryByText(/^Rue : /)).not.toBeInTheDocument();
  },
};

export const Estimation: Story = {
  parameters: { favoriteTitle: 'Estimation maison Durand' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Estimation')).toBeVisible();
    await expect(canvas.queryByText(/^Rue : /)).not.toBeInTheDocument();
  },
};

export const Contact: Story = {
  parameters: { favoriteTitle: 'Mme Lefèvre' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Contact')).toBeVisible();
    // The buttons name the favourite they act on.
    await expect(canvas.getByRole('button', { name: 'Modifier' })).toHaveAccessibleDescription('Mme Lefèvre');
  },
};

/** Long user text wraps; line breaks typed by the agent are kept, and nothing is read as HTML. */
export const LongContent: Story = {
  args: {
    favorite: {
      id: 99,
      title: 'Résidence Les Mouettes, bâtiment B, troisième étage gauche',
      content:
        'Propriétaire intéressée par une estimation.\nRappeler en janvier.\n<b>Pas de démarchage le dimanche</b>',
      type: 'estimation',
      street: null,
      street_name: null,
      created_at: '2026-01-05T10:00:00Z',
    },
  },
  render: (args) => <FavoriteCard {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/<b>Pas de démarchage le dimanche<\/b>/)).toBeVisible();
  },
};
