import { fixtures, seed } from '@prospect/mock-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../i18n';
import { Button } from '../../primitives';
import { STORY_NOW } from '../story-data';
import type { Favorite } from '../types';
import { FavoriteModal, type FavoriteModalProps } from './FavoriteModal';

type Loaded = { favorite: Favorite };

/** Opens the modal from a real button, as the screen does, so closing can be seen and undone. */
function FavoriteModalHarness(props: FavoriteModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('favorites.add')}</Button>
      <FavoriteModal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const never = () => new Promise<void>(() => {});
const body = (element: HTMLElement) => within(element.ownerDocument.body);

const meta = {
  title: 'Favorites/FavoriteModal',
  component: FavoriteModal,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), onSubmit: fn(async () => {}) },
  render: (args) => <FavoriteModalHarness {...args} />,
} satisfies Meta<typeof FavoriteModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadFavorite = async (): Promise<Loaded> => {
  await seed({ now: STORY_NOW });
  const favorite = fixtures.favorites().find((item) => item.type === 'estimation');
  if (!favorite) throw new Error('the demo seed has an estimation favourite');
  return { favorite };
};

/** Add mode: empty fields, Type on 'Rue'; a successful save sends the values and closes. */
export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Ajouter un favori' });
    const modal = within(dialog);
    await expect(modal.getByLabelText('Type')).toHaveDisplayValue('Rue');
    await expect([...modal.getAllByRole('option')].map((option) => option.textContent)).toEqual([
      'Rue',
      'Estimation',
      'Contact',
    ]);
    await userEvent.type(modal.getByLabelText('Titre'), '  Maison bleue ');
    await userEvent.selectOptions(modal.getByLabelText('Type'), 'Contact');
    await userEvent.type(modal.getByLabelText('Contenu'), 'Propriétaire à rappeler.');
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Maison bleue',
      type: 'contact',
      content: 'Propriétaire à rappeler.',
      street: null,
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Edit mode: the favourite's values, 'Modifier le favori' and a Modifier button. */
export const Edit: Story = {
  loaders: [loadFavorite],
  render: (args, { loaded }) => <FavoriteModalHarness {...args} favorite={(loaded as Loaded).favorite} />,
  play: async ({ args, canvasElement, loaded }) => {
    const { favorite } = loaded as Loaded;
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Modifier le favori' });
    const modal = within(dialog);
    await expect(modal.getByLabelText('Titre')).toHaveValue(favorite.title);
    await expect(modal.getByLabelText('Type')).toHaveDisplayValue('Estimation');
    await expect(modal.getByLabelText('Contenu')).toHaveValue(favorite.content);
    await userEvent.clear(modal.getByLabelText('Titre'));
    await userEvent.type(modal.getByLabelText('Titre'), 'Estimation Durand (relancer)');
    await userEvent.click(modal.getByRole('button', { name: 'Modifier' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Estimation Durand (relancer)',
      type: 'estimation',
      content: favorite.content,
      street: favorite.street,
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Edit mode as it opens, before any change. */
export const EditOpen: Story = {
  loaders: [loadFavorite],
  render: (args, { loaded }) => <FavoriteModalHarness {...args} favorite={(loaded as Loaded).favorite} />,
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Modifier le favori' });
    await expect(within(dialog).getByRole('button', { name: 'Modifier' })).toBeEnabled();
  },
};

/** Titre and Contenu are required: nothing is sent and each field says why. */
export const RequiredFields: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = within(await body(canvasElement).findByRole('dialog', { name: 'Ajouter un favori' }));
    await userEvent.type(modal.getByLabelText('Titre'), '   ');
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect(modal.getByLabelText('Titre')).toHaveAccessibleDescription('Le titre est requis.');
    await expect(modal.getByLabelText('Contenu')).toHaveAccessibleDescription('Le contenu est requis.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(modal.getByRole('heading', { name: 'Ajouter un favori' })).toBeVisible();
  },
};

/** While saving: 'Enregistrement...', and neither a second save nor Annuler can run. */
export const Saving: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ args, canvasElement }) => {
    const modal = within(await body(canvasElement).findByRole('dialog', { name: 'Ajouter un favori' }));
    await userEvent.type(modal.getByLabelText('Titre'), 'Maison bleue');
    await userEvent.type(modal.getByLabelText('Contenu'), 'Propriétaire à rappeler.');
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    const busy = modal.getByRole('button', { name: 'Enregistrement...' });
    await expect(busy).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await userEvent.type(modal.getByLabelText('Titre'), '{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(body(canvasElement).getByRole('dialog')).toBeVisible();
  },
};

/** A refused save: the reason in red inside the modal, which stays open with what was typed. */
export const SaveFailed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(t('errors.list.createFailed')))) },
  play: async ({ canvasElement }) => {
    const modal = within(await body(canvasElement).findByRole('dialog', { name: 'Ajouter un favori' }));
    await userEvent.type(modal.getByLabelText('Titre'), 'Maison bleue');
    await userEvent.type(modal.getByLabelText('Contenu'), 'Propriétaire à rappeler.');
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent("Erreur lors de l'ajout");
    await expect(modal.getByLabelText('Titre')).toHaveValue('Maison bleue');
    await expect(modal.getByLabelText('Contenu')).toHaveValue('Propriétaire à rappeler.');
    await expect(modal.getByRole('button', { name: 'Ajouter' })).toBeEnabled();
  },
};

/** A refused update, with the server's own words when it gave some. */
export const EditFailed: Story = {
  loaders: [loadFavorite],
  args: { onSubmit: fn(async () => Promise.reject(new Error(t('errors.list.updateFailed')))) },
  render: (args, { loaded }) => <FavoriteModalHarness {...args} favorite={(loaded as Loaded).favorite} />,
  play: async ({ canvasElement }) => {
    const modal = within(await body(canvasElement).findByRole('dialog', { name: 'Modifier le favori' }));
    await userEvent.type(modal.getByLabelText('Contenu'), ' Relancé.');
    await userEvent.click(modal.getByRole('button', { name: 'Modifier' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('Erreur lors de la mise à jour');
    await expect(modal.getByLabelText('Contenu')).toHaveValue(
      'Maison de 120 m² avec jardin, estimation entre 480 000 et 520 000 €. Relancé.',
    );
  },
};

/** Annuler closes without saving. */
export const Cancel: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = within(await body(canvasElement).findByRole('dialog', { name: 'Ajouter un favori' }));
    await userEvent.type(modal.getByLabelText('Titre'), 'Brouillon');
    await userEvent.click(modal.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // Opened again, it starts blank.
    await userEvent.click(body(canvasElement).getByRole('button', { name: 'Ajouter un favori' }));
    const again = within(await body(canvasElement).findByRole('dialog', { name: 'Ajouter un favori' }));
    await expect(again.getByLabelText('Titre')).toHaveValue('');
  },
};

/** At 200 % zoom (195 px). */
export const PhoneZoomed: Story = {
  ...EditOpen,
  globals: { viewport: { value: 'phoneZoomed' } },
};
