import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { Favorite } from '../types';
import { FavoritesScreen } from './FavoritesScreen';

const sent: Favorite = {
  id: 4,
  title: 'Mme Lefèvre',
  content: 'Rappeler jeudi.',
  type: 'contact',
  street: null,
  street_name: null,
  created_at: '2026-11-20T10:00:00Z',
};
// Added offline: the outbox gives it a temporary, negative id.
const added: Favorite = { ...sent, id: -1, title: 'Maison des Mouettes', type: 'estimation' };

async function renderScreen(pendingFavoriteIds?: ReadonlySet<number>) {
  const handlers = {
    onCreate: vi.fn(async () => {}),
    onUpdate: vi.fn(async () => {}),
    onDelete: vi.fn(async () => {}),
  };
  const screen = await render(
    <ProspectThemeProvider>
      <FavoritesScreen favorites={[added, sent]} pendingFavoriteIds={pendingFavoriteIds} {...handlers} />
    </ProspectThemeProvider>,
  );
  return { screen, ...handlers };
}

describe('FavoritesScreen with favourites waiting on the device', () => {
  it('marks only the favourites in pendingFavoriteIds, a negative id included', async () => {
    const { screen } = await renderScreen(new Set([-1]));
    const addedCard = screen.getByRole('article', { name: 'Maison des Mouettes' });
    await expect.element(addedCard).toHaveAccessibleDescription('Pas encore envoyé');
    await expect.element(addedCard.getByText('Pas encore envoyé')).toBeVisible();
    await expect
      .element(screen.getByRole('article', { name: 'Mme Lefèvre' }))
      .not.toHaveAccessibleDescription();
    expect(screen.getByText('Pas encore envoyé').elements()).toHaveLength(1);
  });

  it('marks nothing without pendingFavoriteIds', async () => {
    const { screen } = await renderScreen();
    await expect.element(screen.getByRole('article', { name: 'Maison des Mouettes' })).toBeVisible();
    expect(screen.getByText('Pas encore envoyé').elements()).toHaveLength(0);
  });

  it('deletes a favourite known only by its negative id', async () => {
    const { screen, onDelete } = await renderScreen(new Set([-1]));
    await screen
      .getByRole('article', { name: 'Maison des Mouettes' })
      .getByRole('button', { name: 'Supprimer' })
      .click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Supprimer' }).click();
    expect(onDelete).toHaveBeenCalledWith(-1);
  });
});
