import { ProspectThemeProvider } from '@prospect/ui/theme';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { preloadToasts, ToastProvider } from './Toast';
import { useToast } from './useToast';

function SavesOnTap() {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.success('Note enregistrée')}>
      Enregistrer
    </button>
  );
}

function FailsAtOnce() {
  const toast = useToast();
  useEffect(() => toast.error('Erreur lors de la sauvegarde de la note'), [toast]);
  return null;
}

describe('ToastProvider', () => {
  it('shows a toast raised before the region’s code was in, once it is', async () => {
    const screen = await render(
      <ProspectThemeProvider>
        <ToastProvider>
          <FailsAtOnce />
        </ToastProvider>
      </ProspectThemeProvider>,
    );
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('Erreur lors de la sauvegarde de la note');
    await expect.element(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });

  it('mounts its region with the first toast, not with the page, and keeps it', async () => {
    await preloadToasts();
    const screen = await render(
      <ProspectThemeProvider>
        <ToastProvider successDuration={300}>
          <SavesOnTap />
        </ToastProvider>
      </ProspectThemeProvider>,
    );
    const region = screen.getByRole('region', { name: /Notifications/ });
    // The code is in, yet nothing is mounted until there is something to say.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(region.query()).toBeNull();
    await screen.getByRole('button', { name: 'Enregistrer' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Note enregistrée');
    await expect.poll(() => screen.getByRole('status').query()).toBeNull();
    expect(region.query()).not.toBeNull();
  });
});
