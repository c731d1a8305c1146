import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PopupCard } from '../testing/story-helpers';
import type { MapNote } from '../types';
import { NotePopup } from './NotePopup';

// The popup's content alone; the Map/NoteMarkers stories show it inside a map popup.

const note: MapNote = {
  id: 1,
  content: 'Portail vert : la propriétaire envisage une estimation au printemps.',
  user: 'Camille Martin',
  created_at: '2026-11-20T10:15:00',
  zone: 1,
  location: { type: 'Point', coordinates: [-2.3943, 47.2865] },
};

const meta = {
  title: 'Map/NotePopup',
  component: NotePopup,
  tags: ['autodocs'],
  args: {
    note: null,
    onClose: fn(),
    onSave: fn(async () => {}),
    onUpdate: fn(async () => {}),
    onDelete: fn(async () => {}),
  },
  render: (args) => (
    <PopupCard>
      <NotePopup {...args} />
    </PopupCard>
  ),
} satisfies Meta<typeof NotePopup>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** New: the content is saved trimmed, then the popup closes. */
export const New: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Contenu de la note'), '  Revenir samedi matin.  ');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith('Revenir samedi matin.');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

/** Blank after trimming: nothing happens, the popup stays as it is. */
export const NewBlankIgnored: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByLabelText('Contenu de la note'), '    ');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** While the note is sent the button says so and cannot be pressed twice. */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByLabelText('Contenu de la note'), 'Digicode 4512B');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(canvas.getByRole('button', { name: 'Enregistrement...' })).toBeDisabled();
  },
};

/** The server refuses: the catalogue's error toast, and the text stays for another try. */
export const SaveFails: Story = {
  args: { onSave: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.type(canvas.getByLabelText('Contenu de la note'), 'Digicode 4512B');
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      "Erreur lors de l'enregistrement de la note.",
    );
    await expect(canvas.getByLabelText('Contenu de la note')).toHaveValue('Digicode 4512B');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** View: the note, its author and date, and what can be done with it. */
export const View: Story = {
  args: { note },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Par Camille Martin, le 20/11/2026')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Modifier' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Supprimer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};

/** Without edit and delete callbacks (someone else's note, or a read-only map) only Fermer is left. */
export const ViewReadOnly: Story = {
  args: { note, onUpdate: undefined, onDelete: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Modifier' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Fermer' })).toBeVisible();
  },
};

/** A plain server sends the author as an id (no name to show): the byline keeps the date alone. */
export const ViewWithoutAuthor: Story = {
  args: { note: { ...note, user: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Le 20/11/2026')).toBeVisible();
    await expect(canvas.queryByText(/^Par /)).not.toBeInTheDocument();
  },
};

/** A note written offline (a temporary negative id), still on this device: 'Pas encore envoyé'. */
export const PendingNote: Story = {
  args: { note: { ...note, id: -1, content: 'Revenir samedi : volets fermés.' }, pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pas encore envoyé')).toBeVisible();
    await expect(
      canvas.getByRole('group', { name: 'Revenir samedi : volets fermés.' }),
    ).toHaveAccessibleDescription('Pas encore envoyé');
    await expect(canvas.getByRole('button', { name: 'Modifier' })).toBeVisible();
  },
};

/** A note without a creation date: the byline names the author only. */
export const ViewWithoutDate: Story = {
  args: { note: { ...note, created_at: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Par Camille Martin')).toBeVisible();
  },
};

/** Edit: the text comes pre-filled; the update is sent trimmed and the popup goes back to the note. */
export const Edit: Story = {
  args: { note },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Modifier' }));
    const input = canvas.getByLabelText('Contenu de la note');
    await expect(input).toHaveValue(note.content);
    await userEvent.clear(input);
    await userEvent.type(input, 'Estimation prévue en mars. ');
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await expect(args.onUpdate).toHaveBeenCalledWith('Estimation prévue en mars.');
    await expect(canvas.getByRole('button', { name: 'Modifier' })).toBeVisible();
  },
};

/** Emptied in edit mode: nothing is sent. */
export const EditBlankIgnored: Story = {
  args: { note, initialMode: 'edit' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Modifier la note')).toBeVisible();
    await userEvent.clear(canvas.getByLabelText('Contenu de la note'));
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await expect(args.onUpdate).not.toHaveBeenCalled();
  },
};

export const Updating: Story = {
  args: { note, initialMode: 'edit', onUpdate: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await expect(canvas.getByRole('button', { name: 'Mise à jour...' })).toBeDisabled();
  },
};

export const UpdateFails: Story = {
  args: { note, initialMode: 'edit', onUpdate: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'Erreur lors de la mise à jour de la note.',
    );
    await expect(canvas.getByLabelText('Contenu de la note')).toBeVisible();
  },
};

/** 'Supprimer' only asks: a note is never deleted in one tap. */
export const ConfirmDelete: Story = {
  args: { note },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await expect(canvas.getByRole('alertdialog', { name: 'Supprimer cette note ?' })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** 'Annuler' goes back to the note, which is still there. */
export const ConfirmDeleteCancelled: Story = {
  args: { note },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(canvas.getByRole('group', { name: note.content })).toBeVisible();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

export const Deleting: Story = {
  args: { note, onDelete: fn(() => new Promise<void>(() => {})) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Suppression...' })).toBeDisabled();
  },
};

export const DeleteFails: Story = {
  args: { note, onDelete: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Supprimer' }));
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'Erreur lors de la suppression de la note.',
    );
    await expect(args.onClose).not.toHaveBeenCalled();
    // Back on the note, to try again.
    await expect(canvas.getByRole('group', { name: note.content })).toBeVisible();
  },
};

/** Markup typed into a note is shown as the characters typed: no image, no script. */
export const HtmlShownAsText: Story = {
  args: { note: { ...note, content: '<img src=x onerror=alert(1)>' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};
