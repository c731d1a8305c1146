import { ProspectThemeProvider } from '@prospect/ui/theme';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ToastProvider } from './Toast';
import { useToast } from './use-toast';

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
});
