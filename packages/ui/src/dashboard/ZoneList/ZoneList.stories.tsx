import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { t } from '../../i18n';
import { type DashboardLoaded, loadDashboard } from '../story-data';
import { ZoneList } from './ZoneList';

const meta = {
  title: 'Dashboard/ZoneList',
  component: ZoneList,
  tags: ['autodocs'],
  args: {
    zones: [],
    status: 'ready',
    onOpenZone: fn(),
    onDeleteZone: fn(async () => {}),
  },
  loaders: [loadDashboard],
  // The demo agent's seeded zones; a story loader may replace them (Empty).
  render: (args, { loaded }) => <ZoneList {...args} zones={(loaded as DashboardLoaded).zones} />,
} satisfies Meta<typeof ZoneList>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const FIRST = 'La Baule-Escoublac – Centre';

const askToDelete = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: `Supprimer la zone ${FIRST}` }));
  return screen.findByRole('alertdialog', { name: 'Supprimer la zone' });
};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('progressbar', { name: `Avancement de ${FIRST}` })).toHaveAttribute(
      'aria-valuenow',
      '55',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Vertou – Beau Verger' }));
    await expect(args.onOpenZone).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Vertou – Beau Verger', sector_count: 0 }),
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...');
  },
};

export const Empty: Story = {
  loaders: [async () => ({ zones: [] })],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Aucune zone pour le moment')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur lors du chargement des zones');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ConfirmDelete: Story = {
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas);
    await expect(dialog).toHaveTextContent(`Êtes-vous sûr de vouloir supprimer la zone « ${FIRST} » ?`);
  },
};

export const DeleteConfirmed: Story = {
  play: async ({ args, canvas }) => {
    await askToDelete(canvas);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDeleteZone).toHaveBeenCalledWith(expect.objectContaining({ name: FIRST }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const DeleteCancelled: Story = {
  play: async ({ args, canvas }) => {
    await askToDelete(canvas);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDeleteZone).not.toHaveBeenCalled();
  },
};

/** The dialog stays open and says why; the app picks the text from the failure. */
const deleteFailure = (message: string): Story => ({
  args: { onDeleteZone: fn(async () => Promise.reject(new Error(message))) },
  play: async ({ canvas }) => {
    const dialog = await askToDelete(canvas);
    await userEvent.click(screen.getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(dialog).toHaveTextContent(message));
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
});

export const DeleteFailed = deleteFailure(t('errors.zoneDelete.failed'));
export const DeleteNetworkError = deleteFailure(t('errors.zoneDelete.network'));
export const DeleteServerError = deleteFailure(
  t('errors.zoneDelete.withMessage', { message: "Vous n'avez pas accès à cette zone." }),
);
