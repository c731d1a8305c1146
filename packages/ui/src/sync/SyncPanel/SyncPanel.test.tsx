import { ProspectThemeProvider } from '@prospect/ui/theme';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ToastProvider } from '../../primitives/Toast';
import type { SyncChange } from '../types';
import { SyncPanel } from './SyncPanel';

const hostile = '<img src=x onerror=alert(1)>';

const refusedNote = (content: string, refusal: string | null = null): SyncChange => ({
  id: 'note-1',
  subject: { kind: 'zoneNoteCreate', content },
  state: 'refused',
  refusal,
});

async function renderPanel(
  changes: SyncChange[],
  { onDismiss = vi.fn(), onClose = vi.fn(), wrap = (panel: ReactNode) => panel } = {},
) {
  return render(
    <ProspectThemeProvider>
      {wrap(<SyncPanel open changes={changes} onClose={onClose} onDismiss={onDismiss} onRetry={vi.fn()} />)}
    </ProspectThemeProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('SyncPanel', () => {
  it('copies exactly what the person typed, and says so inline without a ToastProvider', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const typed = 'Digicode 4512B\nGardienne le matin, pas le mercredi.';
    const screen = await renderPanel([refusedNote(typed)]);
    await screen.getByRole('button', { name: 'Copier le texte' }).click();
    expect(writeText).toHaveBeenCalledWith(typed);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Texte copié.');
    await expect.element(screen.getByRole('status')).toBeVisible();
  });

  it('copies a house-note comment, a favourite’s content and an event’s description', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const screen = await renderPanel([
      {
        id: 'h',
        subject: { kind: 'houseNote', label: 'thinking', others: 'Rappeler lundi' },
        state: 'refused',
        refusal: null,
      },
      {
        id: 'f',
        subject: { kind: 'favoriteUpdate', title: 'Acacias', content: 'Syndic Moreau' },
        state: 'refused',
        refusal: null,
      },
      {
        id: 'e',
        subject: { kind: 'eventCreate', title: 'RDV', description: 'Mandat signé' },
        state: 'refused',
        refusal: null,
      },
    ]);
    const buttons = screen.getByRole('button', { name: 'Copier le texte' });
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    await buttons.nth(2).click();
    expect(writeText.mock.calls).toEqual([['Rappeler lundi'], ['Syndic Moreau'], ['Mandat signé']]);
  });

  it('announces a copy through the toasts inside a ToastProvider', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const screen = await renderPanel([refusedNote('Note')], {
      wrap: (panel) => <ToastProvider successDuration={Infinity}>{panel}</ToastProvider>,
    });
    await screen.getByRole('button', { name: 'Copier le texte' }).click();
    // The toast for the eye; the dialog's own status, hidden, for screen readers (the page behind a
    // modal dialog is aria-hidden, toasts included).
    await expect.poll(() => screen.getByText('Texte copié.').elements().length).toBe(2);
    const [toastText] = screen
      .getByText('Texte copié.')
      .elements()
      .filter((el) => !el.closest('[role="dialog"]'));
    expect(toastText?.closest('[aria-hidden="true"]')).not.toBeNull();
    const inline = screen.getByRole('dialog').getByRole('status');
    await expect.element(inline).toHaveTextContent('Texte copié.');
    expect(inline.element().getBoundingClientRect().width).toBeLessThanOrEqual(1);
  });

  it('tells the person when the clipboard refuses, and selects the text for them', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('Denied', 'NotAllowedError'),
    );
    const screen = await renderPanel([refusedNote('À recopier à la main')]);
    await screen.getByRole('button', { name: 'Copier le texte' }).click();
    await expect
      .element(screen.getByRole('status'))
      .toHaveTextContent('Copie impossible : sélectionnez le texte pour le copier.');
    expect(document.getSelection()?.toString()).toBe('À recopier à la main');
  });

  it('shows typed markup as text, never as HTML', async () => {
    const screen = await renderPanel([
      refusedNote(hostile, hostile),
      {
        id: 'fav',
        subject: { kind: 'favoriteCreate', title: hostile, content: hostile },
        state: 'refused',
        refusal: null,
      },
    ]);
    await expect.element(screen.getByText(hostile).first()).toBeVisible();
    await expect.element(screen.getByText(`Refusée : ${hostile}`)).toBeVisible();
    await expect.element(screen.getByText(`Nouveau favori : ${hostile}`)).toBeVisible();
    expect(document.querySelector('img')).toBeNull();
  });

  it('takes a refused change off with its own named button', async () => {
    const onDismiss = vi.fn();
    const screen = await renderPanel(
      [
        {
          id: 's1',
          subject: { kind: 'streetStatus', streetName: 'Rue Pasteur', done: true },
          state: 'waiting',
          refusal: null,
        },
        { id: 'd1', subject: { kind: 'eventDelete' }, state: 'refused', refusal: 'Événement introuvable.' },
      ],
      { onDismiss },
    );
    await expect.element(screen.getByText('Rue cochée : Rue Pasteur')).toBeVisible();
    await expect.element(screen.getByText('En attente d’envoi')).toBeVisible();
    await screen
      .getByRole('button', { name: 'Retirer la modification refusée : Événement supprimé' })
      .click();
    expect(onDismiss).toHaveBeenCalledExactlyOnceWith('d1');
    // A waiting change will still be sent: nothing to take off.
    expect(screen.getByRole('button', { name: /^Retirer/ }).elements()).toHaveLength(1);
  });

  it('says refused by the server when the server gave no message', async () => {
    const screen = await renderPanel([refusedNote('x', '  ')]);
    await expect.element(screen.getByText('Refusée par le serveur.')).toBeVisible();
  });

  it('keeps a 3,000-character note inside the phone screen', async () => {
    const long = `${'a'.repeat(1500)} ${'Rue de la République '.repeat(80)}`.slice(0, 3000);
    const screen = await renderPanel([refusedNote(long)]);
    const text = screen.getByText(/^a{100}/).element();
    expect(text.textContent).toHaveLength(3000);
    expect(text.scrollWidth).toBeLessThanOrEqual(text.clientWidth);
    expect(text.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    const screen = await renderPanel([], { onClose });
    await expect.element(screen.getByText('Aucune modification en attente.')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.poll(() => onClose.mock.calls.length).toBe(1);
  });
});
