import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SyncStatus } from './SyncStatus';

// The strip sits edge to edge above the bottom navigation, so the stories show it full width.
const meta = {
  title: 'Sync/SyncStatus',
  component: SyncStatus,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'offline',
    waiting: 3,
    refused: 0,
    stale: false,
    onRetry: fn(),
    onShowChanges: fn(),
  },
} satisfies Meta<typeof SyncStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Offline with three changes kept on the device. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Hors ligne');
    await expect(status).toHaveTextContent('3 modifications en attente d’envoi');
    await userEvent.click(canvas.getByRole('button', { name: 'Voir les modifications' }));
    await expect(args.onShowChanges).toHaveBeenCalledOnce();
  },
};

export const Offline: Story = {
  args: { waiting: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Hors ligne$/);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const OfflineWithOneWaiting: Story = {
  args: { waiting: 1 },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('1 modification en attente d’envoi');
    await expect(status).toHaveTextContent(
      'Elles sont gardées sur cet appareil et partiront au retour du réseau.',
    );
    await expect(canvas.getByRole('button', { name: 'Voir les modifications' })).toBeVisible();
  },
};

export const OfflineWithSeveralWaiting: Story = {
  args: { waiting: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('12 modifications en attente d’envoi');
  },
};

export const Sending: Story = {
  args: { state: 'sending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Envoi des modifications...');
  },
};

export const Retrying: Story = {
  args: { state: 'retrying', waiting: 2 },
  play: async ({ args, canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Serveur injoignable, nouvel essai automatique.');
    await expect(status).toHaveTextContent('2 modifications en attente d’envoi');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer maintenant' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Sent: Story = {
  args: { state: 'sent', waiting: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Toutes vos modifications sont enregistrées.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const RefusedOne: Story = {
  args: { state: 'idle', waiting: 0, refused: 1 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Une modification a été refusée par le serveur.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Voir les modifications' }));
    await expect(args.onShowChanges).toHaveBeenCalledOnce();
  },
};

export const RefusedSeveral: Story = {
  args: { state: 'sent', waiting: 0, refused: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '4 modifications ont été refusées par le serveur.',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent('Toutes vos modifications sont enregistrées.');
  },
};

/** The server keeps failing on one change; the others went through. */
export const StuckOne: Story = {
  args: { state: 'idle', waiting: 0, refused: 0, stuck: 1 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Une modification n’a pas pu être enregistrée par le serveur.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Voir les modifications' }));
    await expect(args.onShowChanges).toHaveBeenCalledOnce();
  },
};

export const StuckSeveralWhileSending: Story = {
  args: { state: 'sending', waiting: 4, refused: 1, stuck: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Envoi des modifications...');
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('2 modifications n’ont pas pu être enregistrées par le serveur.');
    await expect(alert).toHaveTextContent('Une modification a été refusée par le serveur.');
  },
};

export const RefusedWhileOffline: Story = {
  args: { waiting: 2, refused: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Hors ligne');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Une modification a été refusée par le serveur.',
    );
    // One way to the list, however many reasons there are to open it.
    await expect(canvas.getAllByRole('button', { name: 'Voir les modifications' })).toHaveLength(1);
  },
};

export const Stale: Story = {
  args: { state: 'idle', waiting: 0, stale: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Données enregistrées sur l’appareil, peut-être pas à jour.',
    );
  },
};

/** Idle with nothing waiting: nothing shown, only the empty live regions stay (they take no room). */
export const Hidden: Story = {
  args: { state: 'idle', waiting: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^$/);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvasElement.getBoundingClientRect().height).toBe(0);
  },
};
