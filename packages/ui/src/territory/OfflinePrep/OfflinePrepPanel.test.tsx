import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { OfflinePrepPanel, type OfflinePrepState } from './OfflinePrepPanel';

async function renderPanel(state: OfflinePrepState) {
  const actions = {
    onPrepare: vi.fn(),
    onStart: vi.fn(),
    onDismiss: vi.fn(),
    onCancel: vi.fn(),
    onRemove: vi.fn(),
  };
  const screen = await render(
    <ProspectThemeProvider>
      <OfflinePrepPanel zoneName="Pornic – Port" state={state} {...actions} />
    </ProspectThemeProvider>,
  );
  return { screen, actions };
}

const done: OfflinePrepState = {
  phase: 'done',
  preparedAt: Date.parse('2026-11-20T10:00:00'),
  bytes: 2_100_000,
  withTiles: true,
  updateAvailable: false,
};

describe('OfflinePrepPanel', () => {
  it('gives every control a 44 px target', async () => {
    await renderPanel(done);
    for (const name of ['Mettre à jour', "Retirer de l'appareil"]) {
      const box = page.getByRole('button', { name }).element().getBoundingClientRect();
      expect(box.height).toBeGreaterThanOrEqual(44);
      expect(box.width).toBeGreaterThanOrEqual(44);
    }
  });

  it('removes a prepared zone from the keyboard alone, after confirming', async () => {
    const { actions } = await renderPanel(done);
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: "Retirer de l'appareil" })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = page.getByRole('alertdialog', { name: "Retirer la zone de l'appareil" });
    await expect.element(dialog).toBeVisible();
    // Focus starts on Annuler, the safe choice: the removal takes a deliberate move.
    await userEvent.keyboard('{Tab}{Enter}');
    await vi.waitFor(() => expect(actions.onRemove).toHaveBeenCalledOnce());
  });

  it('starts from the estimate with the keyboard, and Escape closes it without starting', async () => {
    const { actions } = await renderPanel({
      phase: 'estimate',
      bytes: 1_000_000,
      freeBytes: 5e9,
      tiles: 'own',
    });
    const start = page.getByRole('button', { name: 'Télécharger' });
    await expect.element(start).toBeVisible();
    await userEvent.keyboard('{Escape}');
    expect(actions.onDismiss).toHaveBeenCalled();
    expect(actions.onStart).not.toHaveBeenCalled();
  });
});
