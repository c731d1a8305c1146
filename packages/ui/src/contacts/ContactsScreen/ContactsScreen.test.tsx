import { ProspectThemeProvider } from '@prospect/ui/theme';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ToastProvider } from '../../primitives';
import type { CallBackModalProps, HouseNote } from '../types';
import { ContactsScreen } from './ContactsScreen';

const note = (id: number, label: HouseNote['label'], others: string, day: number): HouseNote => ({
  id,
  label,
  others,
  user: 'Camille Martin',
  created_at: new Date(2026, 10, day, 10).toISOString(),
});

const notes = [
  note(1, 'interested', 'Mme Lefèvre, villa face à la mer', 20),
  note(2, 'thinking', 'Couple hésitant, rappeler après les fêtes', 19),
  note(3, 'interested', 'M. Perrin, maison de ville', 18),
  note(4, 'other', 'Absent, boîte aux lettres pleine', 17),
];

/** 45 interested contacts, newest first, numbered from 1. */
const many = Array.from({ length: 45 }, (_, index) =>
  note(100 + index, 'interested', `Contact numéro ${index + 1}`, 21 - index / 10),
);

/** A modal that only says it opened, with which title: the calendar's own is tested with it. */
function FakeModal({ open, initialValues }: CallBackModalProps) {
  return open ? <p>Modal : {initialValues.title}</p> : null;
}

async function renderScreen(list: readonly HouseNote[], initialFilter?: 'interested') {
  const onFilterChange = vi.fn();
  const screen = await render(
    <ProspectThemeProvider>
      <ToastProvider>
        <ContactsScreen
          notes={list}
          initialFilter={initialFilter}
          onFilterChange={onFilterChange}
          onRetry={vi.fn()}
          CallBackModal={FakeModal}
          onScheduleCallBack={vi.fn(async () => {})}
          onAddFavorite={vi.fn(async () => {})}
        />
      </ToastProvider>
    </ProspectThemeProvider>,
  );
  return { screen, onFilterChange };
}

const search = (screen: Awaited<ReturnType<typeof renderScreen>>['screen']) =>
  screen.getByRole('searchbox', { name: 'Rechercher dans vos contacts' });

describe('ContactsScreen: filters and search', () => {
  it('filters by label, the chosen button pressed, and tells the app', async () => {
    const { screen, onFilterChange } = await renderScreen(notes);
    await userEvent.click(screen.getByRole('button', { name: 'Intéressés' }));
    await expect
      .element(screen.getByRole('button', { name: 'Intéressés' }))
      .toHaveAttribute('aria-pressed', 'true');
    await expect
      .element(screen.getByRole('button', { name: 'Tous' }))
      .toHaveAttribute('aria-pressed', 'false');
    await expect.element(screen.getByRole('status')).toHaveTextContent('2 contacts');
    expect(onFilterChange).toHaveBeenLastCalledWith('interested');
    await userEvent.click(screen.getByRole('button', { name: 'Réfléchissent' }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('1 contact');
    await expect
      .element(screen.getByText('Couple hésitant, rappeler après les fêtes', { exact: true }))
      .toBeVisible();
    // A label that counts for nothing shows under Tous only.
    await userEvent.click(screen.getByRole('button', { name: 'Tous' }));
    await expect.element(screen.getByRole('status')).toHaveTextContent('4 contacts');
  });

  it('searches within the chosen filter, case and accents aside', async () => {
    const { screen } = await renderScreen(notes, 'interested');
    await userEvent.fill(search(screen), 'LEFEVRE');
    await expect.element(screen.getByRole('status')).toHaveTextContent('1 contact');
    await expect
      .element(screen.getByRole('article', { name: 'Mme Lefèvre, villa face à la mer' }))
      .toBeVisible();
    await userEvent.fill(search(screen), 'hésitant');
    await expect.element(screen.getByText('Aucun contact ne correspond')).toBeVisible();
    // The way back clears both the search and the filter.
    await userEvent.click(screen.getByRole('button', { name: 'Afficher tous les contacts' }));
    await expect.element(search(screen)).toHaveValue('');
    await expect.element(screen.getByRole('status')).toHaveTextContent('4 contacts');
  });

  it('shows a long list 20 at a time, and starts again from the first page after a search', async () => {
    const { screen } = await renderScreen(many);
    const list = screen.getByRole('list', { name: 'Liste des contacts' });
    // The cards come a few per frame, the list busy until they all show.
    await expect.poll(() => list.getByRole('article').elements()).toHaveLength(20);
    await expect.element(list).not.toHaveAttribute('aria-busy');
    // A page more comes in an interruptible render, a moment after the tap.
    await userEvent.click(screen.getByRole('button', { name: 'Afficher 20 contacts de plus' }));
    await expect.poll(() => list.getByRole('article').elements()).toHaveLength(40);
    await userEvent.click(screen.getByRole('button', { name: 'Afficher 5 contacts de plus' }));
    await expect.poll(() => list.getByRole('article').elements()).toHaveLength(45);
    await expect.element(screen.getByRole('button', { name: /de plus$/ })).not.toBeInTheDocument();

    await userEvent.fill(search(screen), 'numéro');
    await expect.element(screen.getByRole('status')).toHaveTextContent('45 contacts');
    // The list follows the search a moment after the keystroke (a deferred value).
    await expect.poll(() => list.getByRole('article').elements()).toHaveLength(20);
    await userEvent.fill(search(screen), 'numero 12');
    await expect.element(screen.getByRole('status')).toHaveTextContent('1 contact');
    expect(list.getByRole('article').elements()[0]).toHaveAccessibleName('Contact numéro 12');
  });

  it('plans a call-back from a contact in the modal it is given', async () => {
    const { screen } = await renderScreen(notes);
    await userEvent.click(
      screen
        .getByRole('article', { name: 'M. Perrin, maison de ville' })
        .getByRole('button', { name: 'Planifier un rappel' }),
    );
    await expect.element(screen.getByText('Modal : Rappeler : M. Perrin, maison de ville')).toBeVisible();
  });
});
