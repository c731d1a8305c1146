import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ToastProvider } from '../../primitives/Toast';
import type { Street } from '../types';
import { StreetChecklist, type StreetChecklistProps } from './StreetChecklist';

const avenue: Street = { id: 12, name: 'Avenue de Gaulle', status: 'pending' };
const allee: Street = { id: 13, name: 'Allée des Pins', status: 'done' };
// A street the outbox knows only by a temporary, negative id.
const impasse: Street = { id: -1, name: 'Impasse du Phare', status: 'done' };

async function renderChecklist(props: Partial<StreetChecklistProps> = {}) {
  const onToggleStreet = vi.fn();
  const screen = await render(
    <ProspectThemeProvider>
      <ToastProvider>
        <StreetChecklist streets={[avenue, allee, impasse]} onToggleStreet={onToggleStreet} {...props} />
      </ToastProvider>
    </ProspectThemeProvider>,
  );
  return { screen, onToggleStreet };
}

describe('StreetChecklist', () => {
  it('shows a refused tick as a toast with its message', async () => {
    const { screen } = await renderChecklist({
      onToggleStreet: vi.fn().mockRejectedValueOnce(new Error('Rue verrouillée par votre agence.')),
    });
    await screen.getByRole('checkbox', { name: 'Avenue de Gaulle' }).click();
    await expect.element(screen.getByText('Rue verrouillée par votre agence.')).toBeVisible();
  });

  it('shows a refusal without a message as the generic failure', async () => {
    const { screen } = await renderChecklist({ onToggleStreet: vi.fn().mockRejectedValueOnce('no message') });
    await screen.getByRole('checkbox', { name: 'Allée des Pins' }).click();
    await expect.element(screen.getByText('Une erreur est survenue.')).toBeVisible();
  });

  it("shows each street's aside after its tick, and nothing without one", async () => {
    const { screen } = await renderChecklist({
      streetAside: (street) => <a href={`#doors-${street.id}`}>{`Doors of ${street.name}`}</a>,
    });
    await expect.element(screen.getByRole('link', { name: 'Doors of Allée des Pins' })).toBeVisible();
    expect(screen.getByRole('link').elements()).toHaveLength(3);
  });

  it('shows no aside without one: the spec checklist', async () => {
    const { screen } = await renderChecklist();
    expect(screen.container.querySelectorAll('a')).toHaveLength(0);
  });

  it('asks for done on an unticked street and leaves the tick to the props', async () => {
    const { screen, onToggleStreet } = await renderChecklist();
    const box = screen.getByRole('checkbox', { name: 'Avenue de Gaulle' });
    await box.click();
    expect(onToggleStreet).toHaveBeenCalledOnce();
    expect(onToggleStreet).toHaveBeenCalledWith(avenue, 'done');
    await expect.element(box).not.toBeChecked();
  });

  it('asks for pending on a ticked street and keeps it ticked until the props change', async () => {
    const { screen, onToggleStreet } = await renderChecklist();
    const box = screen.getByRole('checkbox', { name: 'Allée des Pins' });
    await box.click();
    expect(onToggleStreet).toHaveBeenCalledWith(allee, 'pending');
    await expect.element(box).toBeChecked();
  });

  it('shows the new tick once the props carry it', async () => {
    const { screen } = await renderChecklist();
    await screen.rerender(
      <ProspectThemeProvider>
        <ToastProvider>
          <StreetChecklist streets={[{ ...avenue, status: 'done' }, allee]} onToggleStreet={() => {}} />
        </ToastProvider>
      </ProspectThemeProvider>,
    );
    await expect.element(screen.getByRole('checkbox', { name: 'Avenue de Gaulle' })).toBeChecked();
  });

  it('marks only the streets in pendingStreetIds, a negative id included', async () => {
    const { screen, onToggleStreet } = await renderChecklist({ pendingStreetIds: new Set([12, -1]) });
    await expect.element(screen.getByText('Pas encore envoyé').first()).toBeVisible();
    expect(screen.getByText('Pas encore envoyé').elements()).toHaveLength(2);
    await expect
      .element(screen.getByRole('checkbox', { name: 'Avenue de Gaulle' }))
      .toHaveAccessibleDescription('Pas encore envoyé');
    const impasseBox = screen.getByRole('checkbox', { name: 'Impasse du Phare' });
    await expect.element(impasseBox).toBeChecked();
    await expect.element(impasseBox).toHaveAccessibleDescription('Pas encore envoyé');
    await expect
      .element(screen.getByRole('checkbox', { name: 'Allée des Pins' }))
      .not.toHaveAccessibleDescription();
    await impasseBox.click();
    expect(onToggleStreet).toHaveBeenCalledWith(impasse, 'pending');
  });

  it('shows no mark without pendingStreetIds', async () => {
    const { screen } = await renderChecklist();
    await expect.element(screen.getByRole('checkbox', { name: 'Avenue de Gaulle' })).toBeVisible();
    expect(screen.getByText('Pas encore envoyé').elements()).toHaveLength(0);
  });

  it('keeps every street row at least 44 px high', async () => {
    const { screen } = await renderChecklist({ pendingStreetIds: new Set([12]) });
    for (const label of screen
      .getByRole('checkbox')
      .elements()
      .map((box) => box.closest('label'))) {
      expect(label?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  });
});
