import { fixtures, seed } from '@prospect/mock-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { theme } from '../../theme';
import { MapView } from '../MapView';
import { expectPopupInsideMap, generateNotes, STORY_NOW, waitForMapTiles } from '../testing/story-helpers';
import type { LatLngTuple, MapNote } from '../types';
import { NoteMarkers } from './NoteMarkers';

type Loaded = { notes: MapNote[] };

const laBaule: LatLngTuple = [47.2853, -2.3922];

interface NoteStoryParameters {
  zoom?: number;
  /** Notes generated around the first seeded one, on top of the zone's own. */
  generatedNotes?: number;
  /** The first note's text replaced by an XSS payload. */
  xss?: boolean;
}

/** One loader for every story (two loaders would seed the mock database at the same time). */
async function loadNotes(context: { parameters: Record<string, unknown> }): Promise<Loaded> {
  const parameters = context.parameters as NoteStoryParameters;
  await seed({ now: STORY_NOW });
  const [first, ...others] = fixtures.zoneDetail(fixtures.zoneId('La Baule-Escoublac – Centre')).notes;
  if (!first) throw new Error('the seeded zone has no note');
  const notes = [parameters.xss ? { ...first, content: '<img src=x onerror=alert(1)>' } : first, ...others];
  return { notes: [...notes, ...generateNotes(first, parameters.generatedNotes ?? 0)] };
}

/** Clicks the map at (x, y) from its top-left corner, as a finger would. */
async function clickMap(root: HTMLElement, x: number, y: number) {
  const map = root.querySelector('.prospect-map');
  if (!(map instanceof HTMLElement)) throw new Error('no map');
  const box = map.getBoundingClientRect();
  await userEvent.pointer({
    keys: '[MouseLeft]',
    target: map,
    coords: { clientX: box.left + x, clientY: box.top + y },
  });
}

const meta = {
  title: 'Map/NoteMarkers',
  component: NoteMarkers,
  tags: ['autodocs'],
  args: {
    notes: [],
    onCreateNote: fn(async () => {}),
    onUpdateNote: fn(async () => {}),
    onDeleteNote: fn(async () => {}),
  },
  parameters: { zoom: 16 },
  loaders: [loadNotes],
  render: (args, { loaded, parameters }) => (
    <MapView height={theme.sizes.zoneDetailMap} center={laBaule} zoom={parameters.zoom as number}>
      <NoteMarkers {...args} notes={args.notes.length > 0 ? args.notes : (loaded as Loaded).notes} />
    </MapView>
  ),
} satisfies Meta<typeof NoteMarkers>;

export default meta;
type Story = StoryObj<typeof meta>;

const noteMarkers = (canvas: {
  getAllByRole: (role: 'button', options: { name: RegExp }) => HTMLElement[];
}) => canvas.getAllByRole('button', { name: /^Note de / });

/** The zone's notes, each a focusable marker named after its author. */
export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(noteMarkers(canvas)).toHaveLength(3);
  },
};

/**
 * A note written offline (temporary id -1) and one changed offline, both waiting on this device: dashed
 * markers with a clock, named '… (Pas encore envoyé)'; the popup says it too.
 */
export const PendingNote: Story = {
  render: (args, { loaded }) => {
    const [first, second, ...others] = (loaded as Loaded).notes;
    if (!first || !second) throw new Error('the seeded zone has fewer than two notes');
    const written: MapNote = { ...first, id: -1, content: 'Revenir samedi : volets fermés.' };
    return (
      <MapView height={theme.sizes.zoneDetailMap} center={laBaule} zoom={16}>
        <NoteMarkers
          {...args}
          notes={[written, second, ...others]}
          pendingNoteIds={new Set([-1, second.id])}
          initialPopup={{ kind: 'note', noteId: -1 }}
        />
      </MapView>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(noteMarkers(canvas)).toHaveLength(3);
    await expect(canvas.getAllByRole('button', { name: /^Note de .+ \(Pas encore envoyé\)$/ })).toHaveLength(
      2,
    );
    await expect(canvasElement.querySelectorAll('.prospect-note-marker-pending')).toHaveLength(2);
    await expect(await canvas.findByText('Revenir samedi : volets fermés.')).toBeVisible();
    await expect(canvas.getByText('Pas encore envoyé')).toBeVisible();
    await expectPopupInsideMap(canvasElement);
  },
};

/** Opening a note: its popup shows the text, author and date. */
export const OpenNote: Story = {
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    const [first] = noteMarkers(canvas);
    if (first) await userEvent.click(first);
    await expect(await canvas.findByText(/propriétaire envisage une estimation/)).toBeVisible();
    await expect(canvas.getByText(/^Par Camille Martin, le /)).toBeVisible();
  },
};

/** A note whose text is markup is shown as text inside the map popup: nothing runs, no image loads. */
export const XssPayloadShownAsText: Story = {
  parameters: { xss: true },
  render: (args, { loaded }) => {
    const { notes } = loaded as Loaded;
    return (
      <MapView height={theme.sizes.zoneDetailMap} center={laBaule} zoom={16}>
        <NoteMarkers {...args} notes={notes} initialPopup={{ kind: 'note', noteId: notes[0]?.id ?? 0 }} />
      </MapView>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await expect(await canvas.findByText('<img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('.leaflet-popup img')).toBeNull();
  },
};

/**
 * A click on the map opens a new note there; near the edge the map moves so the whole form shows.
 * Saving sends the place and the trimmed text.
 */
export const NewNoteOnMapClick: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await clickMap(canvasElement, 80, 330);
    await userEvent.type(await canvas.findByLabelText('Contenu de la note'), ' Chien méchant ');
    await expectPopupInsideMap(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onCreateNote).toHaveBeenCalledWith(
      { lat: expect.any(Number), lng: expect.any(Number) },
      'Chien méchant',
    );
    await waitFor(() => expect(canvas.queryByLabelText('Contenu de la note')).not.toBeInTheDocument());
  },
};

/** Without a create callback the map is read-only: a click opens nothing. */
export const ReadOnly: Story = {
  args: { onCreateNote: undefined, onUpdateNote: undefined, onDeleteNote: undefined },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await clickMap(canvasElement, 80, 330);
    await expect(canvas.queryByLabelText('Contenu de la note')).not.toBeInTheDocument();
  },
};

/** Hundreds of notes at town zoom: grouped into numbered clusters; a click on one zooms in. */
export const Clustered: Story = {
  parameters: { zoom: 13, generatedNotes: 400 },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    const clusters = canvas.getAllByRole('button', { name: /notes regroupées$/ });
    await expect(clusters.length).toBeGreaterThan(0);
    const [first] = clusters;
    if (first) await userEvent.click(first);
    await waitFor(() =>
      expect(canvasElement.querySelector('[data-tiles]')).toHaveAttribute('data-tiles', 'loaded'),
    );
    await waitForMapTiles(canvasElement);
  },
};

/** Past 5,000 notes the index is built in a Web Worker; the clusters appear once it answers. */
export const ManyNotesInWorker: Story = {
  parameters: { zoom: 13, generatedNotes: 6_000 },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    const clusters = await canvas.findAllByRole('button', { name: /notes regroupées$/ }, { timeout: 10_000 });
    const total = clusters.reduce(
      (sum, cluster) => sum + Number(cluster.textContent?.replace(/\D/g, '') || 0),
      0,
    );
    await expect(total).toBeGreaterThan(1_000);
  },
};

/** 'Modifier' turns the open note into its edit form; 'Mettre à jour' sends the new text and goes back to the note. */
export const EditNote: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    const [first] = noteMarkers(canvas);
    if (first) await userEvent.click(first);
    await userEvent.click(await canvas.findByRole('button', { name: 'Modifier' }));
    const edit = await canvas.findByRole('form', { name: 'Modifier la note' });
    const field = canvas.getByLabelText('Contenu de la note');
    await expect(edit).toContainElement(field);
    await userEvent.clear(field);
    await userEvent.type(field, 'Estimation prévue en janvier');
    await userEvent.click(canvas.getByRole('button', { name: 'Mettre à jour' }));
    await expect(args.onUpdateNote).toHaveBeenCalledWith(
      expect.objectContaining({ user: 'Camille Martin' }),
      'Estimation prévue en janvier',
    );
    await expect(await canvas.findByRole('button', { name: 'Modifier' })).toBeVisible();
  },
};

/** 'Annuler' on a new note closes its popup without saving, and opens nothing else. */
export const CancelNewNote: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await clickMap(canvasElement, 80, 330);
    await userEvent.type(await canvas.findByLabelText('Contenu de la note'), 'Brouillon');
    await expectPopupInsideMap(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(canvas.queryByLabelText('Contenu de la note')).not.toBeInTheDocument());
    await expect(canvasElement.querySelector('.leaflet-popup')).toBeNull();
    await expect(args.onCreateNote).not.toHaveBeenCalled();
  },
};

/**
 * At 200 % zoom (195 px), a new note near the bottom edge: the form, narrower than Leaflet's 240 px,
 * goes under the zoom buttons and the map moves so all of it shows.
 */
export const PhoneZoomed: Story = {
  globals: { viewport: { value: 'phoneZoomed' } },
  play: async ({ canvas, canvasElement }) => {
    await waitForMapTiles(canvasElement);
    await clickMap(canvasElement, 120, 360);
    await userEvent.type(await canvas.findByLabelText('Contenu de la note'), 'Chien méchant');
    await expectPopupInsideMap(canvasElement);
  },
};
