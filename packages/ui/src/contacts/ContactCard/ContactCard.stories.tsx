import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import type { CalendarEvent, HouseNote } from '../types';
import { ContactCard } from './ContactCard';

// One card as the contacts list shows it; the list's states are in ContactsScreen's stories.

const lefevre: HouseNote = {
  id: 2,
  label: 'interested',
  others: 'Mme Lefèvre, villa face à la mer, souhaite être rappelée.',
  user: 'Camille Martin',
  created_at: new Date(2026, 9, 23, 11).toISOString(),
  sector_number: 3,
  street_name: 'Avenue de la Plage',
};

/** Planned on this device without network: the outbox's temporary, negative id. */
const callBack: CalendarEvent = {
  id: -1,
  title: 'Rappeler : Mme Lefèvre, villa face à la mer, souhai…',
  description: lefevre.others ?? '',
  type: 'rdv',
  date: new Date(2026, 10, 23, 10).toISOString(),
  location: '',
};

const meta = {
  title: 'Contacts/ContactCard',
  component: ContactCard,
  tags: ['autodocs'],
  args: { note: lefevre, onScheduleCallBack: fn(), onAddFavorite: fn() },
} satisfies Meta<typeof ContactCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label, text, where and when, by whom; the call-back button and the favourite star. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAccessibleName(
      'Mme Lefèvre, villa face à la mer, souhai…',
    );
    await expect(canvas.getByText('Secteur N°3 · Avenue de la Plage')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Planifier un rappel' }));
    await expect(args.onScheduleCallBack).toHaveBeenCalledWith(lefevre);
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter aux favoris' }));
    await expect(args.onAddFavorite).toHaveBeenCalledWith(lefevre);
  },
};

/** Its call-back planned offline, and already a favourite. */
export const CallBackPending: Story = {
  args: { callBack, callBackPending: true, favorite: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Rappel prévu le 23/11/2026 à 10:00')).toBeVisible();
    await expect(canvas.getByText('Pas encore envoyé')).toBeVisible();
    await expect(canvas.getByText('Dans vos favoris')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Ajouter aux favoris' })).not.toBeInTheDocument();
  },
};

/** Thinking it over, nothing typed, no author yet (logged on this device), its favourite being saved. */
export const ThinkingWithoutText: Story = {
  args: {
    note: { id: 'outbox-2', label: 'thinking', others: null, user: '', created_at: '' },
    pending: true,
    savingFavorite: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article')).toHaveAccessibleName('Réfléchit');
    await expect(canvas.getByRole('article')).toHaveAccessibleDescription('Pas encore envoyé');
    await expect(canvas.getByText('Sans commentaire')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Ajouter aux favoris' })).toBeDisabled();
  },
};
