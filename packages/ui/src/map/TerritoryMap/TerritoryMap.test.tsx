import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ToastProvider } from '../../primitives/Toast';
import { readyMap } from '../testing/ready-map';
import type { MapSector } from '../types';
import { TerritoryMap } from './TerritoryMap';

// A square sector around the map's centre; the map is 400 × 400 px, so its middle is inside the
// sector and its corners are outside.
const sector: MapSector = {
  id: 7,
  number: 3,
  status: 'pending',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-2.394, 47.284],
        [-2.39, 47.284],
        [-2.39, 47.287],
        [-2.394, 47.287],
        [-2.394, 47.284],
      ],
    ],
  },
};

async function renderMap(withNotes: boolean) {
  const onOpenSector = vi.fn();
  const onCreateNote = vi.fn(async () => {});
  const screen = await render(
    <ProspectThemeProvider>
      <ToastProvider>
        <div style={{ width: 400 }}>
          <TerritoryMap
            height="400px"
            center={[47.2855, -2.392]}
            zoom={16}
            tileUrl="data:,"
            sectors={[sector]}
            notes={withNotes ? [] : undefined}
            onCreateNote={withNotes ? onCreateNote : undefined}
            onOpenSector={onOpenSector}
          />
        </div>
      </ToastProvider>
    </ProspectThemeProvider>,
  );
  const map = await readyMap(screen.container);
  const tap = (x: number, y: number) => page.elementLocator(map).click({ position: { x, y } });
  return { screen, tap, onOpenSector, onCreateNote };
}

describe('TerritoryMap: a tap on a sector', () => {
  it('offers to open that sector, not a new note', async () => {
    const { screen, tap, onOpenSector } = await renderMap(true);
    await tap(200, 200);
    const choice = screen.getByRole('group', { name: 'Secteur N°3' });
    await expect.element(choice).toBeVisible();
    await expect.element(screen.getByRole('form', { name: 'Nouvelle note' })).not.toBeInTheDocument();
    await choice.getByRole('button', { name: 'Ouvrir le secteur' }).click();
    expect(onOpenSector).toHaveBeenCalledWith(sector);
  });

  it('still lets a note be pinned inside the sector', async () => {
    const { screen, tap } = await renderMap(true);
    await tap(200, 200);
    await screen.getByRole('button', { name: 'Ajouter une note ici' }).click();
    await expect.element(screen.getByRole('form', { name: 'Nouvelle note' })).toBeVisible();
  });

  it('starts a note at once outside every sector', async () => {
    const { screen, tap, onOpenSector } = await renderMap(true);
    await tap(15, 385);
    await expect.element(screen.getByRole('form', { name: 'Nouvelle note' })).toBeVisible();
    expect(onOpenSector).not.toHaveBeenCalled();
  });

  it('opens the sector straight away on a map without notes', async () => {
    const { tap, onOpenSector } = await renderMap(false);
    await tap(15, 385);
    expect(onOpenSector).not.toHaveBeenCalled();
    await tap(200, 200);
    await expect.poll(() => onOpenSector.mock.calls.length).toBe(1);
  });
});
