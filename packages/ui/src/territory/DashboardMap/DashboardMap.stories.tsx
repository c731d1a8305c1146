import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { memoryPreferenceStore } from '../../map/geolocation';
import { fakeGeolocation, waitForMapTiles } from '../../map/testing/storyHelpers';
import { DashboardMap } from './DashboardMap';

const laBaule: [number, number] = [47.2853, -2.3922];

const meta = {
  title: 'Territory/DashboardMap',
  component: DashboardMap,
  tags: ['autodocs'],
  args: { onCreateZone: fn(async () => {}) },
  // Each story gets a fresh answer store and a fake position, so nothing leaks between stories.
  render: (args) => (
    <DashboardMap
      {...args}
      preferenceStore={memoryPreferenceStore('granted')}
      geolocation={fakeGeolocation(laBaule)}
    />
  ),
} satisfies Meta<typeof DashboardMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (element: HTMLElement) => within(element.ownerDocument.body);

async function clickMap(root: HTMLElement) {
  const map = root.querySelector('.prospect-map');
  if (!(map instanceof HTMLElement)) throw new Error('no map');
  const box = map.getBoundingClientRect();
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: map,
    coords: { clientX: box.left + 200, clientY: box.top + 200 },
  });
}

/** View mode, centred on the user who shared their position: a click does nothing. */
export const ViewMode: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ajouter une zone' })).toBeVisible();
    await clickMap(canvasElement);
    await expect(args.onCreateZone).not.toHaveBeenCalled();
  },
};

/** No answer yet about the position: the map asks. */
export const AsksForPosition: Story = {
  render: (args) => (
    <DashboardMap
      {...args}
      preferenceStore={memoryPreferenceStore()}
      geolocation={fakeGeolocation(laBaule)}
    />
  ),
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(canvas.getByText('Partager votre position ?')).toBeVisible();
  },
};

/** Add mode: the hint, then a click creates a zone there and the map goes back to view mode. */
export const AddZone: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter une zone' }));
    await expect(canvas.getByText('Cliquez sur la carte pour créer une zone')).toBeVisible();
    await clickMap(canvasElement);
    await expect(args.onCreateZone).toHaveBeenCalledWith({
      lat: expect.any(Number),
      lng: expect.any(Number),
    });
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Ajouter une zone' })).toBeVisible());
  },
};

/** While the zone is created: 'Création en cours...'. */
export const Creating: Story = {
  args: { onCreateZone: fn(() => new Promise<void>(() => {})), initialMode: 'add' },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await clickMap(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Création en cours...' })).toBeDisabled();
  },
};

/** 'Annuler' leaves add mode without creating anything. */
export const CancelAdd: Story = {
  args: { initialMode: 'add' },
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await expect(canvas.queryByText('Cliquez sur la carte pour créer une zone')).not.toBeInTheDocument();
    await clickMap(canvasElement);
    await expect(args.onCreateZone).not.toHaveBeenCalled();
  },
};

/** The creation fails: an error toast, and the map stays in add mode for another try. */
export const CreateFails: Story = {
  args: { onCreateZone: fn(async () => Promise.reject(new Error(''))), initialMode: 'add' },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await clickMap(canvasElement);
    await expect(await body(canvasElement).findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de la création de la zone.',
    );
    await expect(canvas.getByText('Cliquez sur la carte pour créer une zone')).toBeVisible();
  },
};
