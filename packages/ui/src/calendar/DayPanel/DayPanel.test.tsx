import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { CalendarEvent } from '../types';
import { DayPanel } from './DayPanel';

const visit: CalendarEvent = {
  id: 7,
  title: 'Visite T3',
  description: '',
  type: 'rdv',
  date: new Date(2026, 10, 22, 10).toISOString(),
  location: '',
};
// Added offline: the outbox gives it a temporary, negative id.
const relance: CalendarEvent = { ...visit, id: -1, title: 'Relance Martin', type: 'prospection' };

async function renderPanel(pendingEventIds?: ReadonlySet<number>) {
  const onOpenEvent = vi.fn();
  const screen = await render(
    <ProspectThemeProvider>
      <DayPanel
        day={new Date(2026, 10, 22)}
        events={[visit, relance]}
        pendingEventIds={pendingEventIds}
        onClose={() => {}}
        onAddEvent={() => {}}
        onOpenEvent={onOpenEvent}
      />
    </ProspectThemeProvider>,
  );
  return { screen, onOpenEvent };
}

describe('DayPanel with events waiting on the device', () => {
  it('marks only the events in pendingEventIds, a negative id included', async () => {
    const { screen, onOpenEvent } = await renderPanel(new Set([-1]));
    const [visitItem, relanceItem] = screen.getByRole('listitem').all();
    if (!visitItem || !relanceItem) throw new Error('two events expected');
    await expect.element(relanceItem.getByText('Pas encore envoyé')).toBeVisible();
    await expect
      .element(relanceItem.getByRole('button', { name: 'Voir / Modifier' }))
      .toHaveAccessibleDescription('Relance Martin Pas encore envoyé');
    await expect
      .element(visitItem.getByRole('button', { name: 'Voir / Modifier' }))
      .toHaveAccessibleDescription('Visite T3');
    expect(screen.getByText('Pas encore envoyé').elements()).toHaveLength(1);
    await relanceItem.getByRole('button', { name: 'Voir / Modifier' }).click();
    expect(onOpenEvent).toHaveBeenCalledWith(relance);
  });

  it('marks nothing without pendingEventIds', async () => {
    const { screen } = await renderPanel();
    await expect.element(screen.getByRole('heading', { name: 'Relance Martin' })).toBeVisible();
    expect(screen.getByText('Pas encore envoyé').elements()).toHaveLength(0);
  });
});
