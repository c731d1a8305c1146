import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OfflinePrepPanel } from './OfflinePrepPanel';

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const PREPARED_AT = Date.parse('2026-11-27T09:30:00');
/** A zone prepared with its map, up to date. */
const PREPARED = {
  phase: 'done',
  preparedAt: PREPARED_AT,
  bytes: 3_870_000,
  withTiles: true,
  updateAvailable: false,
} as const;

const meta = {
  title: 'Territory/OfflinePrepPanel',
  component: OfflinePrepPanel,
  tags: ['autodocs'],
  args: {
    zoneName: 'La Baule-Escoublac – Centre',
    state: { phase: 'idle' },
    onPrepare: fn(),
    onStart: fn(),
    onDismiss: fn(),
    onCancel: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof OfflinePrepPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A zone not prepared yet: one action, which first reads the zone to state the size. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Préparer hors ligne' }));
    await expect(args.onPrepare).toHaveBeenCalledOnce();
  },
};

/** Reading the zone and its sectors to work out the size. */
export const Estimating: Story = {
  args: { state: { phase: 'estimating' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Estimation de la taille...' })).toBeDisabled();
  },
};

/** The estimate: what will be kept, its size and the device's free space, before anything downloads. */
export const Estimate: Story = {
  args: { state: { phase: 'estimate', bytes: 4_350_000, freeBytes: 12_400_000_000, tiles: 'own' } },
  play: async ({ args, canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: 'Préparer la zone hors ligne' });
    const inDialog = within(dialog);
    await expect(inDialog.getByText('Taille estimée : 4,3 Mo')).toBeVisible();
    await expect(inDialog.getByText("Espace libre sur l'appareil : 12 Go")).toBeVisible();
    await userEvent.click(inDialog.getByRole('button', { name: 'Télécharger' }));
    await expect(args.onStart).toHaveBeenCalledOnce();
  },
};

/** The map's tiles come from OpenStreetMap's public servers: the data only, and why. */
export const RefusedTileServer: Story = {
  args: { state: { phase: 'estimate', bytes: 60_000, freeBytes: null, tiles: 'openStreetMap' } },
  play: async ({ args, canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await expect(dialog.getByRole('status')).toHaveTextContent(/serveur de tuiles de l'agence/);
    await expect(
      dialog.getByText('La zone et ses notes, chaque secteur avec ses rues et son contour, sans la carte.'),
    ).toBeVisible();
    await expect(dialog.getByText("Espace libre sur l'appareil : inconnu")).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    await expect(args.onDismiss).toHaveBeenCalled();
  },
};

/** Another provider's tile server (its terms, its quota): the data only, and the same way out. */
export const ForeignTileServer: Story = {
  args: { state: { phase: 'estimate', bytes: 60_000, freeBytes: 3_200_000_000, tiles: 'other' } },
  play: async ({ canvasElement }) => {
    const dialog = within(await body(canvasElement).findByRole('dialog'));
    await expect(dialog.getByRole('status')).toHaveTextContent(/serveur de tuiles extérieur à l'agence/);
  },
};

/** Downloading: a bar and the count, and a way to stop. Carries on while the agent is elsewhere. */
export const Progress: Story = {
  args: { state: { phase: 'running', done: 57, total: 142, tiles: 'own' } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Préparation hors ligne' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByText('57 / 142 éléments')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler la préparation' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

/** The network went: the preparation waits and resumes on its own when it comes back. */
export const WaitingForNetwork: Story = {
  args: { state: { phase: 'waitingForNetwork', done: 88, total: 142, tiles: 'own' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Réseau coupé : la préparation reprendra dès son retour.',
    );
    await expect(canvas.getByText('88 / 142 éléments')).toBeVisible();
  },
};

/** Prepared: the badge with its date and size; updating and removing, the latter confirmed. */
export const Done: Story = {
  args: {
    state: { ...PREPARED },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('Disponible hors ligne · préparée le 27/11/2026')).toBeVisible();
    await expect(canvas.getByText("3,9 Mo sur l'appareil")).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: "Retirer de l'appareil" }));
    const dialog = within(await body(canvasElement).findByRole('alertdialog'));
    await expect(
      dialog.getByText(/La zone « La Baule-Escoublac – Centre » ne sera plus disponible/),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: "Retirer de l'appareil" }));
    await expect(args.onRemove).toHaveBeenCalledOnce();
  },
};

/** Removing asks first, the safe choice focused. */
export const ConfirmRemoval: Story = {
  args: {
    state: { ...PREPARED },
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: "Retirer de l'appareil" }));
    const dialog = within(
      await body(canvasElement).findByRole('alertdialog', { name: "Retirer la zone de l'appareil" }),
    );
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** Sectors were added or removed since: the update comes first. */
export const UpdateAvailable: Story = {
  args: {
    state: { ...PREPARED, updateAvailable: true },
  },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('Les secteurs de la zone ont changé depuis : mettez-la à jour.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await expect(args.onPrepare).toHaveBeenCalledOnce();
  },
};

/** Prepared without the map, the tile server not being the agency's. */
export const DoneWithoutMap: Story = {
  args: {
    state: { ...PREPARED, bytes: 52_000, withTiles: false },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Sans la carte : le serveur de tuiles n'est pas celui de l'agence."),
    ).toBeVisible();
  },
};

/** At 200 % zoom (195 px): the badge's actions stack, each still a full target. */
export const DonePhoneZoomed: Story = {
  globals: { viewport: { value: 'phoneZoomed' } },
  args: {
    state: { ...PREPARED, updateAvailable: true },
  },
  play: async ({ canvas, canvasElement }) => {
    const remove = canvas.getByRole('button', { name: "Retirer de l'appareil" });
    await expect(remove).toBeVisible();
    await expect(remove.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** Too little room for the estimate: nothing starts. */
export const StorageFull: Story = {
  args: { state: { phase: 'storageFull', bytes: 48_000_000, freeBytes: 12_000_000 } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      "Espace insuffisant sur l'appareil : il faut 48 Mo, il reste 12 Mo.",
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** The device filled up during the download. */
export const StorageFilledDuringRun: Story = {
  args: { state: { phase: 'storageFull', bytes: 0, freeBytes: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("L'appareil est plein");
  },
};

/** The server did not answer when the zone was read for the estimate. */
export const EstimateFailed: Story = {
  args: { state: { phase: 'estimateFailed' } },
  play: async ({ args, canvas }) => {
    await expect(
      canvas.getByText('Impossible de préparer la zone : le serveur ne répond pas.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onPrepare).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** A preparation the server refused part of (not the network). */
export const Failed: Story = {
  args: { state: { phase: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('La préparation a échoué. Réessayez plus tard.')).toBeVisible();
  },
};
