import { ProspectThemeProvider } from '@prospect/ui/theme';
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { Sector } from '../types';
import { FieldSheet } from './FieldSheet';

const SECTOR: Sector = {
  id: 7,
  number: 2,
  status: 'in_progress',
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [-2.39, 47.28],
        [-2.38, 47.28],
        [-2.38, 47.29],
        [-2.39, 47.29],
        [-2.39, 47.28],
      ],
    ],
  },
  streets: [
    { id: 1, name: 'Rue des Mimosas', status: 'done' },
    { id: 2, name: 'Allée des Pins', status: 'pending' },
  ],
  zone: { id: 3, name: 'Pornichet – Gare' },
  zoneName: 'Pornichet – Gare',
  progress: 50,
  zone_notes: [],
};

async function renderOnAppPage() {
  return render(
    <ProspectThemeProvider>
      <main>Page du secteur</main>
      <FieldSheet sector={SECTOR} printedAt={new Date(2026, 10, 22)} />
    </ProspectThemeProvider>,
  );
}

afterEach(() => commands.emulateMedia(null));

describe('the field sheet', () => {
  it('is not on the screen, and the page is', async () => {
    await renderOnAppPage();
    // Rendered beside the app, as a child of the body, and hidden.
    const sheet = document.body.querySelector<HTMLElement>(':scope > [data-field-sheet]');
    if (!sheet) throw new Error('no sheet beside the app');
    await expect.element(sheet).not.toBeVisible();
    await expect.element(page.getByText('Page du secteur')).toBeVisible();
  });

  it('prints alone: the app beside it is left off the paper', async () => {
    await renderOnAppPage();
    await commands.emulateMedia('print');
    await expect.element(page.getByRole('heading', { name: 'Pornichet – Gare n°2' })).toBeVisible();
    await expect.element(page.getByText('Rue des Mimosas')).toBeVisible();
    await expect.element(page.getByText('Page du secteur')).not.toBeVisible();
  });

  it('leaves printing as it was once the page holding it is gone', async () => {
    const screen = await renderOnAppPage();
    await screen.unmount();
    const after = await render(<main>Tableau de bord</main>);
    await commands.emulateMedia('print');
    await expect.element(after.getByText('Tableau de bord')).toBeVisible();
  });
});
