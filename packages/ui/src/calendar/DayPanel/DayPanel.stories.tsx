import { fixtures, seed } from '@prospect/mock-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { eventDayKey, toDayKey } from '../month-grid';
import { STORY_NOW, STORY_OFFLINE_EVENT, STORY_TODAY } from '../story-data';
import type { CalendarEvent } from '../types';
import { DayPanel } from './DayPanel';

type Loaded = { events: CalendarEvent[] };

const meta = {
  title: 'Calendar/DayPanel',
  component: DayPanel,
  tags: ['autodocs'],
  args: {
    day: STORY_TODAY,
    events: [],
    onClose: fn(),
    onAddEvent: fn(),
    onOpenEvent: fn(),
    onDeleteEvent: fn(),
  },
  // The seeded events of the day shown.
  loaders: [
    async (): Promise<Loaded> => {
      await seed({ now: STORY_NOW });
      return { events: fixtures.events(new Date(2026, 10, 1)) };
    },
  ],
  render: (args, { loaded }) => {
    const key = toDayKey(args.day);
    const events = (loaded as Loaded).events.filter((event) => eventDayKey(event) === key);
    return <DayPanel {...args} events={args.events.length > 0 ? args.events : events} />;
  },
} satisfies Meta<typeof DayPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sunday 22 November: two events, each with its type, description, place and 'Voir / Modifier'. */
export const WithEvents: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dimanche 22 novembre 2026' })).toHaveFocus();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const notary = within(items[1] as HTMLElement);
    await expect(notary.getByRole('heading', { name: 'Rendez-vous notaire' })).toBeVisible();
    await expect(notary.getByText('Rendez-vous')).toBeVisible();
    await expect(notary.getByText('Signature du mandat Lefèvre.')).toBeVisible();
    await expect(notary.getByText('Lieu : Étude de Me Guérin, Pornic')).toBeVisible();
    await userEvent.click(notary.getByRole('button', { name: 'Voir / Modifier' }));
    await expect(args.onOpenEvent).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Rendez-vous notaire' }),
    );
  },
};

/** 'Supprimer' on an event hands it to the screen, which asks before deleting. */
export const DeleteEvent: Story = {
  play: async ({ args, canvas }) => {
    const notary = within(canvas.getAllByRole('listitem')[1] as HTMLElement);
    const remove = notary.getByRole('button', { name: 'Supprimer' });
    await expect(remove).toHaveAccessibleDescription('Rendez-vous notaire');
    await userEvent.click(remove);
    await expect(args.onDeleteEvent).toHaveBeenCalledOnce();
    await expect(args.onDeleteEvent).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Rendez-vous notaire' }),
    );
    await expect(args.onOpenEvent).not.toHaveBeenCalled();
  },
};

/** Without a delete handler the rows offer only 'Voir / Modifier'. */
export const WithoutDelete: Story = {
  args: { onDeleteEvent: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: 'Voir / Modifier' })).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
  },
};

/** An event added offline, kept on this device: 'Pas encore envoyé' on it alone. */
export const PendingEvent: Story = {
  args: { pendingEventIds: new Set([-1]) },
  render: (args, { loaded }) => {
    const key = toDayKey(args.day);
    const events = (loaded as Loaded).events.filter((event) => eventDayKey(event) === key);
    return <DayPanel {...args} events={[...events, STORY_OFFLINE_EVENT]} />;
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(canvas.getAllByText('Pas encore envoyé')).toHaveLength(1);
    const offline = within(items[2] as HTMLElement);
    await expect(offline.getByText('Pas encore envoyé')).toBeVisible();
    await expect(offline.getByRole('button', { name: 'Voir / Modifier' })).toHaveAccessibleDescription(
      'Relance Mme Lefèvre Pas encore envoyé',
    );
    await expect(
      within(items[0] as HTMLElement).getByRole('button', { name: 'Voir / Modifier' }),
    ).toHaveAccessibleDescription('Porte-à-porte Nantes');
  },
};

/** A navigation event without description (purple, diamond marker). */
export const NavigationEvent: Story = {
  args: { day: new Date(2026, 10, 17) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Navigation')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Voir / Modifier' })).toHaveAccessibleDescription(
      'Repérage Vertou',
    );
  },
};

export const NoEvents: Story = {
  args: { day: new Date(2026, 10, 5) },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Aucun événement pour cette date.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un événement' }));
    await expect(args.onAddEvent).toHaveBeenCalledOnce();
  },
};

export const Close: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fermer' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };
