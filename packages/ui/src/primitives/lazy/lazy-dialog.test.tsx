import { IDLE_TIMEOUT_MS, NETWORK_QUIET_MS } from '@prospect/scheduling';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { lazyDialog } from './lazy-dialog';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function RealDialog({ open, onOpenChange }: Props) {
  return open ? (
    <div role="dialog" aria-label="Réel">
      <button type="button" onClick={() => onOpenChange(false)}>
        Fermer
      </button>
    </div>
  ) : null;
}

function Screen({ Dialog }: { Dialog: ReturnType<typeof lazyDialog<Props>> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Ouvrir
      </button>
      <Dialog open={open} onOpenChange={setOpen} />
    </>
  );
}

describe('lazyDialog', () => {
  it('loads its code once, once the network is quiet and the browser idle, and shows the dialog when opened', async () => {
    const load = vi.fn(async () => RealDialog);
    const Dialog = lazyDialog<Props>(load);
    const screen = await render(<Screen Dialog={Dialog} />);
    expect(screen.container.querySelector('[role="dialog"]')).toBeNull();
    // Not while the screen may still be downloading what it shows.
    await new Promise((resolve) => setTimeout(resolve, NETWORK_QUIET_MS / 2));
    expect(load).not.toHaveBeenCalled();
    // A busy machine may have no idle moment before the idle wait's own limit.
    await expect
      .poll(() => load.mock.calls.length, { timeout: NETWORK_QUIET_MS + IDLE_TIMEOUT_MS + 2000 })
      .toBe(1);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Réel' })).toBeVisible();
    await screen.getByRole('button', { name: 'Fermer' }).click();
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Réel' })).toBeVisible();
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps the screen up when its code cannot be fetched, and tries again on the next opening', async () => {
    let online = false;
    const load = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return RealDialog;
    });
    const Dialog = lazyDialog<Props>(load);
    const screen = await render(<Screen Dialog={Dialog} />);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.poll(() => load.mock.calls.length).toBeGreaterThanOrEqual(1);
    expect(screen.container.querySelector('[role="dialog"]')).toBeNull();
    await expect.element(screen.getByRole('button', { name: 'Ouvrir' })).toBeVisible();

    online = true;
    // Opened already: the owner closes and reopens it, as a second tap does.
    await screen.rerender(<Screen Dialog={Dialog} key="again" />);
    await screen.getByRole('button', { name: 'Ouvrir' }).click();
    await expect.element(screen.getByRole('dialog', { name: 'Réel' })).toBeVisible();
  });
});
