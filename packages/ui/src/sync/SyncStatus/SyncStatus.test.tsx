import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import type { SyncState } from '../types';
import { SyncStatus, type SyncStatusProps } from './SyncStatus';

function renderStatus(props: Partial<SyncStatusProps>) {
  const all: SyncStatusProps = {
    state: 'idle',
    waiting: 0,
    refused: 0,
    stale: false,
    onRetry: vi.fn(),
    onShowChanges: vi.fn(),
    ...props,
  };
  return render(
    <ProspectThemeProvider>
      <SyncStatus {...all} />
    </ProspectThemeProvider>,
  );
}

describe('SyncStatus', () => {
  it.each([
    [1, '1 modification en attente d’envoi'],
    [2, '2 modifications en attente d’envoi'],
    [25, '25 modifications en attente d’envoi'],
  ])('says %i waiting change(s) in the right number', async (waiting, text) => {
    const screen = await renderStatus({ state: 'offline', waiting });
    await expect.element(screen.getByRole('status')).toMatchTextContent(text);
  });

  it.each([
    [1, 'Une modification a été refusée par le serveur.'],
    [3, '3 modifications ont été refusées par le serveur.'],
  ])('alerts %i refusal(s) in the right number', async (refused, text) => {
    const screen = await renderStatus({ refused });
    await expect.element(screen.getByRole('alert')).toHaveTextContent(text);
  });

  it('says nothing about waiting changes when there are none, not even the hint', async () => {
    const screen = await renderStatus({ state: 'offline' });
    await expect.element(screen.getByRole('status')).toHaveTextContent('Hors ligne');
    expect(screen.getByRole('button').elements()).toHaveLength(0);
  });

  it('shows nothing and takes no room when idle with nothing waiting, refused or stale', async () => {
    const screen = await renderStatus({});
    expect(screen.container.textContent).toBe('');
    expect(screen.getByRole('button').elements()).toHaveLength(0);
    expect(screen.container.getBoundingClientRect().height).toBe(0);
  });

  it.each<SyncState>(['offline', 'sending', 'retrying', 'sent'])(
    'shows itself in state %s',
    async (state) => {
      const screen = await renderStatus({ state });
      expect(screen.container.textContent).not.toBe('');
      expect(screen.container.getBoundingClientRect().height).toBeGreaterThan(0);
    },
  );

  it('keeps the same live regions from hidden to shown, so the first message is announced', async () => {
    const screen = await renderStatus({});
    const region = screen.getByRole('status').element();
    await screen.rerender(
      <ProspectThemeProvider>
        <SyncStatus
          state="offline"
          waiting={1}
          refused={0}
          stale={false}
          onRetry={vi.fn()}
          onShowChanges={vi.fn()}
        />
      </ProspectThemeProvider>,
    );
    await expect.element(screen.getByRole('status')).toMatchTextContent('Hors ligne');
    expect(screen.getByRole('status').element()).toBe(region);
  });

  it('retries now and opens the changes from its buttons', async () => {
    const onRetry = vi.fn();
    const onShowChanges = vi.fn();
    const screen = await renderStatus({ state: 'retrying', waiting: 2, refused: 1, onRetry, onShowChanges });
    await screen.getByRole('button', { name: 'Réessayer maintenant' }).click();
    expect(onRetry).toHaveBeenCalledOnce();
    expect(onShowChanges).not.toHaveBeenCalled();
    await screen.getByRole('button', { name: 'Voir les modifications' }).click();
    expect(onShowChanges).toHaveBeenCalledOnce();
  });

  it('offers no retry outside the retrying state', async () => {
    const screen = await renderStatus({ state: 'offline', waiting: 2 });
    await expect.element(screen.getByRole('button', { name: 'Voir les modifications' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Réessayer maintenant' }).elements()).toHaveLength(0);
  });

  it('gives every button a touch target of at least 44 × 44 px', async () => {
    const screen = await renderStatus({ state: 'retrying', waiting: 2 });
    for (const button of screen.getByRole('button').elements()) {
      const { width, height } = button.getBoundingClientRect();
      expect(width).toBeGreaterThanOrEqual(44);
      expect(height).toBeGreaterThanOrEqual(44);
    }
  });

  it('adds the stale notice to any state', async () => {
    const screen = await renderStatus({ state: 'sending', stale: true });
    const status = screen.getByRole('status');
    await expect.element(status).toMatchTextContent('Envoi des modifications...');
    await expect
      .element(status)
      .toMatchTextContent('Données enregistrées sur l’appareil, peut-être pas à jour.');
  });
});
