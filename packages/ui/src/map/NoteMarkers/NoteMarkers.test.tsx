import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ToastProvider } from '../../primitives/Toast';
import { MapView } from '../MapView';
import { readyMap } from '../testing/ready-map';
import type { MapNote } from '../types';
import { NoteMarkers } from './NoteMarkers';

// Stories click with synthetic events; these tests click with the browser's own pointer, which is how
// Leaflet sees a finger: the popup's buttons must not reach the map as a map click.

const note: MapNote = {
  id: 1,
  user: 'Camille Martin',
  content: 'Portail vert',
  location: { type: 'Point', coordinates: [-2.3922, 47.2853] },
  created_at: '2026-11-20T10:00:00Z',
  zone: 1,
};

async function renderMap(props: Partial<Parameters<typeof NoteMarkers>[0]> = {}) {
  const handlers = {
    onCreateNote: vi.fn(async () => {}),
    onUpdateNote: vi.fn(async () => {}),
    onDeleteNote: vi.fn(async () => {}),
  };
  const screen = await render(
    <ProspectThemeProvider>
      <ToastProvider>
        <MapView height="400px" center={[47.2853, -2.3922]} zoom={16} tileUrl="data:,">
          <NoteMarkers notes={[note]} {...handlers} {...props} />
        </MapView>
      </ToastProvider>
    </ProspectThemeProvider>,
  );
  await readyMap(screen.container);
  return { screen, ...handlers };
}

describe('NoteMarkers with a real pointer', () => {
  it('turns the open note into its edit form on Modifier, then saves', async () => {
    const { screen, onUpdateNote } = await renderMap();
    await screen.getByRole('button', { name: 'Note de Camille Martin' }).click();
    await screen.getByRole('button', { name: 'Modifier' }).click();
    const field = screen.getByRole('form', { name: 'Modifier la note' }).getByLabelText('Contenu de la note');
    await expect.element(field).toHaveValue('Portail vert');
    await field.fill('Portail vert : chien parti');
    await screen.getByRole('button', { name: 'Mettre à jour' }).click();
    expect(onUpdateNote).toHaveBeenCalledWith(note, 'Portail vert : chien parti');
    await expect.element(screen.getByRole('button', { name: 'Modifier' })).toBeVisible();
  });

  it('closes a new note on Annuler without saving or opening another', async () => {
    const { screen, onCreateNote } = await renderMap();
    const map = screen.container.querySelector('.prospect-map');
    if (!(map instanceof HTMLElement)) throw new Error('no map');
    await page.elementLocator(map).click({ position: { x: 300, y: 340 } });
    await screen.getByLabelText('Contenu de la note').fill('Brouillon');
    await screen.getByRole('button', { name: 'Annuler' }).click();
    await expect.element(screen.getByLabelText('Contenu de la note')).not.toBeInTheDocument();
    await expect.poll(() => screen.container.querySelector('.leaflet-popup')).toBeNull();
    expect(onCreateNote).not.toHaveBeenCalled();
  });

  it('closes the open note on Fermer', async () => {
    const { screen } = await renderMap();
    await screen.getByRole('button', { name: 'Note de Camille Martin' }).click();
    await screen.getByRole('button', { name: 'Fermer' }).click();
    await expect.element(screen.getByText('Portail vert')).not.toBeInTheDocument();
    await expect.poll(() => screen.container.querySelector('.leaflet-popup')).toBeNull();
  });
});

describe('NoteMarkers with notes waiting on the device', () => {
  // Written offline: the outbox gives it a temporary, negative id.
  const written: MapNote = {
    ...note,
    id: -1,
    user: 'Léa Bernard',
    content: 'Volets fermés',
    location: { type: 'Point', coordinates: [-2.3897, 47.2853] },
  };

  it('names and marks only the pending notes, a negative id included, and says so in the popup', async () => {
    const { screen } = await renderMap({ notes: [note, written], pendingNoteIds: new Set([-1]) });
    const pendingMarker = screen.getByRole('button', { name: 'Note de Léa Bernard (Pas encore envoyé)' });
    await expect.element(pendingMarker).toBeVisible();
    await expect.element(pendingMarker).toHaveClass('prospect-note-marker-pending');
    const sentMarker = screen.getByRole('button', { name: 'Note de Camille Martin', exact: true });
    await expect.element(sentMarker).not.toHaveClass('prospect-note-marker-pending');
    await pendingMarker.click();
    await expect.element(screen.getByText('Volets fermés')).toBeVisible();
    await expect.element(screen.getByText('Pas encore envoyé')).toBeVisible();
  });

  it('shows no mark in the popup of a note already sent', async () => {
    const { screen } = await renderMap({ notes: [note, written], pendingNoteIds: new Set([-1]) });
    await screen.getByRole('button', { name: 'Note de Camille Martin', exact: true }).click();
    await expect.element(screen.getByText('Portail vert')).toBeVisible();
    expect(screen.getByText('Pas encore envoyé').elements()).toHaveLength(0);
  });

  it('renames the marker once the note is sent', async () => {
    const { screen } = await renderMap({ notes: [note, written], pendingNoteIds: new Set([-1]) });
    await expect
      .element(screen.getByRole('button', { name: 'Note de Léa Bernard (Pas encore envoyé)' }))
      .toBeVisible();
    await screen.rerender(
      <ProspectThemeProvider>
        <ToastProvider>
          <MapView height="400px" center={[47.2853, -2.3922]} zoom={16} tileUrl="data:,">
            <NoteMarkers notes={[note, written]} pendingNoteIds={new Set()} />
          </MapView>
        </ToastProvider>
      </ProspectThemeProvider>,
    );
    await expect
      .element(screen.getByRole('button', { name: 'Note de Léa Bernard', exact: true }))
      .toBeVisible();
  });
});
