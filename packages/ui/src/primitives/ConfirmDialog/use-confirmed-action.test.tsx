import { describe, expect, it } from 'vitest';
import { renderHook } from 'vitest-browser-react';
import { useConfirmedAction } from './use-confirmed-action';

describe('useConfirmedAction', () => {
  it('opens for an item, runs the action on confirm, and closes clean', async () => {
    const done: string[] = [];
    const { result, act } = await renderHook(() =>
      useConfirmedAction(async (name: string) => void done.push(name), 'Échec'),
    );
    await act(() => result.current.ask('Nantes'));
    expect(result.current.dialogProps.open).toBe(true);
    expect(result.current.target).toBe('Nantes');
    await act(() => result.current.dialogProps.onConfirm());
    expect(done).toEqual(['Nantes']);
    await act(() => result.current.dialogProps.onOpenChange(false));
    expect(result.current.target).toBeNull();
  });

  it("keeps the dialog open with the rejection's message, or the item's fallback", async () => {
    const { result, act } = await renderHook(() =>
      useConfirmedAction(
        async (name: string) => {
          throw name === 'Pornic' ? new Error('Zone introuvable') : 'no message';
        },
        (name) => `Impossible de supprimer ${name}`,
      ),
    );
    await act(() => result.current.ask('Pornic'));
    await act(() => expect(result.current.dialogProps.onConfirm()).rejects.toThrow('Zone introuvable'));
    expect(result.current.dialogProps.error).toBe('Zone introuvable');
    expect(result.current.running).toBe(false);

    // Asking again for another item forgets the earlier failure.
    await act(() => result.current.ask('Vertou'));
    expect(result.current.error).toBeNull();
    await act(() => expect(result.current.dialogProps.onConfirm()).rejects.toBe('no message'));
    expect(result.current.error).toBe('Impossible de supprimer Vertou');
  });
});
