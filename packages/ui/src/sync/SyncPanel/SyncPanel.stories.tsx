import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, type MockInstance, spyOn, userEvent, waitFor, within } from 'storybook/test';
import type { SyncChange } from '../types';
import { SyncPanel, type SyncPanelProps } from './SyncPanel';

// A morning in the street, written on the device: one change of every kind, some refused.
const everyKind: SyncChange[] = [
  {
    id: 'c1',
    subject: { kind: 'streetStatus', streetName: 'Rue Victor Hugo', done: true },
    state: 'waiting',
    refusal: null,
  },
  {
    id: 'c2',
    subject: { kind: 'streetStatus', streetName: 'Allée des Tilleuls', done: false },
    state: 'waiting',
    refusal: null,
  },
  { id: 'c3', subject: { kind: 'streetCount', count: 14 }, state: 'waiting', refusal: null },
  {
    id: 'c4',
    subject: { kind: 'zoneNoteCreate', content: 'Digicode au 12 : 4512B. Gardienne présente le matin.' },
    state: 'refused',
    refusal: 'Cette zone a été supprimée.',
  },
  {
    id: 'c5',
    subject: { kind: 'zoneNoteUpdate', content: 'Rappeler M. Petit après 18 h.' },
    state: 'waiting',
    refusal: null,
  },
  { id: 'c6', subject: { kind: 'zoneNoteDelete' }, state: 'refused', refusal: null },
  {
    id: 'c7',
    subject: {
      kind: 'houseNote',
      label: 'interested',
      others: 'Vend sa maison au printemps, veut une estimation.',
    },
    state: 'waiting',
    refusal: null,
  },
  {
    id: 'c8',
    subject: { kind: 'houseNote', label: 'thinking', others: '' },
    state: 'waiting',
    refusal: null,
  },
  {
    id: 'c9',
    subject: {
      kind: 'favoriteCreate',
      title: 'Résidence Les Acacias',
      content: 'Syndic : cabinet Moreau, 3e étage.',
    },
    state: 'refused',
    refusal: 'Titre déjà utilisé.',
  },
  {
    id: 'c10',
    subject: { kind: 'favoriteUpdate', title: 'Boulangerie Martin', content: '' },
    state: 'waiting',
    refusal: null,
  },
  { id: 'c11', subject: { kind: 'favoriteDelete' }, state: 'waiting', refusal: null },
  {
    id: 'c12',
    subject: {
      kind: 'eventCreate',
      title: 'Estimation chez Mme Durand',
      description: 'Apporter le mandat signé.',
    },
    state: 'waiting',
    refusal: null,
  },
  {
    id: 'c13',
    subject: { kind: 'eventUpdate', title: 'Prospection quartier gare', description: '' },
    state: 'waiting',
    refusal: null,
  },
  { id: 'c14', subject: { kind: 'eventDelete' }, state: 'refused', refusal: null },
];

// 3,000 characters, with a link long enough to overflow a phone if it were not broken.
const longNote = (
  'https://cadastre.exemple.fr/parcelles/section-AB/0123456789012345678901234567890123456789 ' +
  'Mme Durand hésite entre vendre maintenant ou au printemps ; son fils s’occupe des papiers.\n'.repeat(40)
).slice(0, 3000);

const refusedLongNote: SyncChange = {
  id: 'long',
  subject: { kind: 'zoneNoteCreate', content: longNote },
  state: 'refused',
  refusal: 'Note trop longue.',
};

/** The panel as a screen holds it: closing hides it, a dismissed change leaves the list. */
function StatefulPanel(props: SyncPanelProps) {
  const [open, setOpen] = useState(props.open);
  const [changes, setChanges] = useState(props.changes);
  return (
    <SyncPanel
      open={open}
      changes={changes}
      onClose={() => {
        setOpen(false);
        props.onClose();
      }}
      onDismiss={(id) => {
        setChanges((current) => current.filter((change) => change.id !== id));
        props.onDismiss(id);
      }}
      onRetry={props.onRetry}
    />
  );
}

const meta = {
  title: 'Sync/SyncPanel',
  component: SyncPanel,
  tags: ['autodocs'],
  render: (args) => <StatefulPanel {...args} />,
  args: { open: true, changes: everyKind, onClose: fn(), onDismiss: fn(), onRetry: fn() },
} satisfies Meta<typeof SyncPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Modifications de cet appareil' });

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getAllByRole('listitem')).toHaveLength(everyKind.length);
    await expect(dialog.getByText('Rue cochée : Rue Victor Hugo')).toBeVisible();
    await expect(dialog.getByText('Rue décochée : Allée des Tilleuls')).toBeVisible();
    await expect(dialog.getByText('Porte notée : Intéressé')).toBeVisible();
    await expect(dialog.getByText('Porte notée : Réfléchit')).toBeVisible();
    await expect(dialog.getByText('Refusée : Cette zone a été supprimée.')).toBeVisible();
    await expect(dialog.getAllByText('Refusée par le serveur.')).toHaveLength(2);
    // Only refused changes can be taken off; only those with typed text can be copied.
    await expect(dialog.getAllByRole('button', { name: /^Retirer/ })).toHaveLength(4);
    await expect(dialog.getAllByRole('button', { name: 'Copier le texte' })).toHaveLength(2);
    await expect(
      dialog.getByRole('button', { name: 'Retirer la modification refusée : Événement supprimé' }),
    ).toBeVisible();
  },
};

/** The door screen's changes (extension « portes »): an outcome set and a number added, one refused. */
export const DoorChanges: Story = {
  args: {
    changes: [
      {
        id: 'd1',
        subject: { kind: 'doorUpdate', number: '12 bis', streetName: 'Rue Victor Hugo', outcome: 'absent' },
        state: 'waiting',
        refusal: null,
      },
      {
        id: 'd3',
        subject: { kind: 'doorUpdate', number: '14', streetName: 'Rue Victor Hugo' },
        state: 'waiting',
        refusal: null,
      },
      {
        id: 'd2',
        subject: { kind: 'doorCreate', number: '7-9', streetName: 'Rue Victor Hugo' },
        state: 'refused',
        refusal: 'Ce numéro existe déjà.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText('Porte 12 bis, Rue Victor Hugo : Absent')).toBeVisible();
    await expect(dialog.getByText('Porte 14, Rue Victor Hugo modifiée')).toBeVisible();
    await expect(dialog.getByText('Nouvelle porte : 7-9, Rue Victor Hugo')).toBeVisible();
    await expect(
      dialog.getByRole('button', {
        name: 'Retirer la modification refusée : Nouvelle porte : 7-9, Rue Victor Hugo',
      }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { changes: [] },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText('Aucune modification en attente.')).toBeVisible();
    await expect(dialog.queryByRole('list')).not.toBeInTheDocument();
  },
};

let writeText: MockInstance<(text: string) => Promise<void>>;

/** A 3,000-character refused note: shown in full, wrapped inside the phone, copied whole. */
export const RefusedWithLongText: Story = {
  args: { changes: [refusedLongNote] },
  beforeEach: () => {
    writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const dialogElement = await dialogOf(canvasElement);
    const dialog = within(dialogElement);
    const text = dialog.getByText(/^https:\/\/cadastre/);
    await expect(text.textContent).toBe(longNote);
    // Wrapped, not overflowing: nothing sticks out of the 390 px screen or its own box.
    await expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    await expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialogElement.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    // The description and the button's name carry a short excerpt, not 3,000 characters.
    const dismiss = dialog.getByRole('button', {
      name: /^Retirer la modification refusée : Nouvelle note : /,
    });
    await expect(dismiss.getAttribute('aria-label')?.length).toBeLessThan(150);

    await userEvent.click(dialog.getByRole('button', { name: 'Copier le texte' }));
    await expect(writeText).toHaveBeenCalledWith(longNote);
    // The app's toasts say it (the preview wraps stories in a ToastProvider).
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.getAllByText('Texte copié.').length).toBeGreaterThan(0));
  },
};

const stuckTick: SyncChange = {
  id: 'stuck-tick',
  subject: { kind: 'streetStatus', streetName: 'Avenue de la Plage', done: true },
  state: 'stuck',
  refusal: 'Erreur interne du serveur.',
};

const stuckNote: SyncChange = {
  id: 'stuck-note',
  subject: { kind: 'zoneNoteCreate', content: 'Portail vert, sonner deux fois. Chien gentil.' },
  state: 'stuck',
  refusal: null,
};

const stuckDeletion: SyncChange = {
  id: 'stuck-deletion',
  subject: { kind: 'eventDelete' },
  state: 'stuck',
  refusal: 'Service indisponible.',
};

/**
 * The server keeps failing on two changes (a 500 each time) while the rest went through: each says so,
 * with 'Réessayer' now, its text to copy, and 'Retirer'.
 */
export const Stuck: Story = {
  args: { changes: [stuckTick, stuckNote, stuckDeletion, everyKind[0] as SyncChange] },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText('Non enregistrée : Erreur interne du serveur.')).toBeVisible();
    await expect(dialog.getByText('Le serveur n’arrive pas à l’enregistrer.')).toBeVisible();
    await expect(
      dialog.getAllByText(
        'Nouvel essai automatique de temps en temps. Les autres modifications sont envoyées sans l’attendre.',
      ),
    ).toHaveLength(3);
    await expect(dialog.getByText('Portail vert, sonner deux fois. Chien gentil.')).toBeVisible();
    await userEvent.click(
      dialog.getByRole('button', {
        name: 'Réessayer la modification non enregistrée : Rue cochée : Avenue de la Plage',
      }),
    );
    await expect(args.onRetry).toHaveBeenCalledWith('stuck-tick');
    const dismiss = dialog.getByRole('button', {
      name: 'Retirer la modification non enregistrée : Événement supprimé',
    });
    await userEvent.click(dismiss);
    await expect(args.onDismiss).toHaveBeenCalledWith('stuck-deletion');
    await waitFor(() => expect(dismiss).not.toBeInTheDocument());
    // The note's text stays to copy until it is taken off.
    await expect(
      dialog.getByRole('button', {
        name: /^Retirer la modification non enregistrée : Nouvelle note : Portail vert/,
      }),
    ).toBeVisible();
  },
};

/** The clipboard refuses (no permission, plain http): the person is told, and the text is selected. */
export const CopyFails: Story = {
  args: { changes: [everyKind[3] as SyncChange] },
  beforeEach: () => {
    writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied'));
    return () => writeText.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Copier le texte' }));
    await expect(await dialog.findByRole('status')).toHaveTextContent(
      'Copie impossible : sélectionnez le texte pour le copier.',
    );
    await expect(canvasElement.ownerDocument.getSelection()?.toString()).toBe(
      'Digicode au 12 : 4512B. Gardienne présente le matin.',
    );
  },
};

/** Without a pointer: Tab reaches 'Retirer', Enter takes the change off, Escape closes. */
export const KeyboardOnly: Story = {
  args: { changes: everyKind.slice(0, 7) },
  play: async ({ args, canvasElement }) => {
    const dialogElement = await dialogOf(canvasElement);
    const dialog = within(dialogElement);
    const dismiss = dialog.getByRole('button', { name: 'Retirer la modification refusée : Note supprimée' });
    const focused = () => canvasElement.ownerDocument.activeElement;
    for (let step = 0; step < 10 && focused() !== dismiss; step += 1) {
      await userEvent.tab();
      await expect(dialogElement).toContainElement(focused() as HTMLElement);
    }
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledWith('c6');
    await waitFor(() => expect(dismiss).not.toBeInTheDocument());
    // Focus goes to the change now in its place, not back to the top of the dialog.
    await expect(dialog.getByText('Porte notée : Intéressé')).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull());
  },
};
