import { fixtures, seed } from '@prospect/mock-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { generatedEvents, STORY_NOW, STORY_OFFLINE_EVENT, STORY_TODAY } from '../story-data';
import type { CalendarEvent } from '../types';
import { MonthGrid } from './MonthGrid';

type Loaded = { events: CalendarEvent[] };

const NOVEMBER = new Date(2026, 10, 1);

const meta = {
  title: 'Calendar/MonthGrid',
  component: MonthGrid,
  tags: ['autodocs'],
  args: { month: NOVEMBER, today: STORY_TODAY, events: [], onSelectDay: fn() },
  // Camille's seeded events of November 2026, unless a story gives its own.
  loaders: [
    async (): Promise<Loaded> => {
      await seed({ now: STORY_NOW });
      return { events: fixtures.events(NOVEMBER) };
    },
  ],
  render: (args, { loaded, parameters }) => (
    <MonthGrid {...args} events={parameters.ownEvents ? args.events : (loaded as Loaded).events} />
  ),
} satisfies Meta<typeof MonthGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A title is either shown whole or not at all (a phone shows markers), never cut to a few letters. */
const noCutTitles = (root: HTMLElement) =>
  [...root.querySelectorAll<HTMLElement>('[data-title]')]
    .filter((title) => title.getBoundingClientRect().width > 1 && title.scrollWidth > title.clientWidth + 1)
    .map((title) => title.textContent);

/**
 * Phone: each day shows its number and one marker per event (the type's colour and shape); the titles
 * are read by screen readers here and shown in the day panel.
 */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const headers = canvas.getAllByRole('columnheader').map((header) => header.textContent);
    await expect(headers).toEqual(['Lun', 'Mar', 'Mer', 'Jeu', 'Ven', 'Sam', 'Dim']);
    const today = canvas.getByRole('button', { name: 'dimanche 22 novembre 2026' });
    await expect(today).toHaveAttribute('aria-current', 'date');
    const cell = within(today.closest('td') as HTMLElement);
    const lines = cell.getAllByRole('listitem');
    await expect(lines).toHaveLength(2);
    await expect(lines[0]).toHaveTextContent('Prospection : Porte-à-porte Nantes');
    await expect(lines[1]).toHaveTextContent('Rendez-vous : Rendez-vous notaire');
    for (const line of lines) await expect(line.querySelector('[data-marker]')).toBeVisible();
    await expect(noCutTitles(canvasElement)).toEqual([]);
    await userEvent.click(today);
    await expect(args.onSelectDay).toHaveBeenCalledWith(new Date(2026, 10, 22));
  },
};

/** From 768 px the days have room for their titles. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvas }) => {
    const today = canvas.getByRole('button', { name: 'dimanche 22 novembre 2026' });
    const title = within(today.closest('td') as HTMLElement).getByText('Rendez-vous notaire');
    await expect(title.getBoundingClientRect().width).toBeGreaterThan(40);
  },
};

/** An event added offline, kept on this device: a clock before its title, the state read after it. */
export const PendingEvent: Story = {
  args: { pendingEventIds: new Set([-1]) },
  render: (args, { loaded }) => (
    <MonthGrid {...args} events={[...(loaded as Loaded).events, STORY_OFFLINE_EVENT]} />
  ),
  play: async ({ canvas }) => {
    const today = canvas.getByRole('button', { name: 'dimanche 22 novembre 2026' });
    const cell = within(today.closest('td') as HTMLElement);
    const line = cell.getByText('Relance Mme Lefèvre').closest('li') as HTMLElement;
    await expect(line).toHaveTextContent('Rendez-vous : Relance Mme Lefèvre (Pas encore envoyé)');
    await expect(line.querySelector('svg[data-pending]')).toBeVisible();
    await expect(cell.getByText('Porte-à-porte Nantes').closest('li')).not.toHaveTextContent(
      'Pas encore envoyé',
    );
  },
};

/** Clicking the events of a day (not only its number) selects the day. */
export const ClickOnEvents: Story = {
  play: async ({ args, canvas }) => {
    const tenth = canvas.getByRole('button', { name: 'mardi 10 novembre 2026' }).closest('td') as HTMLElement;
    // What a finger on the event's marker actually hits: the day's button, stretched over the cell.
    const line = within(tenth).getByText('Estimation chez M. Durand').closest('li') as HTMLElement;
    const box = line.getBoundingClientRect();
    const hit = tenth.ownerDocument.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    await expect(hit).toHaveAccessibleName('mardi 10 novembre 2026');
    await userEvent.click(hit as HTMLElement);
    await expect(args.onSelectDay).toHaveBeenCalledWith(new Date(2026, 10, 10));
  },
};

export const ManyEventsPerDay: Story = {
  args: { events: generatedEvents(NOVEMBER, { 2: 3, 5: 4, 12: 12, 22: 40, 30: 2 }) },
  parameters: { ownEvents: true },
  play: async ({ canvas }) => {
    const cell = (name: string) => canvas.getByRole('button', { name }).closest('td') as HTMLElement;
    await expect(
      within(cell('dimanche 22 novembre 2026')).getByText('38 autres événements'),
    ).toBeInTheDocument();
    await expect(within(cell('jeudi 12 novembre 2026')).getByText('+10')).toBeVisible();
    // Three events fit: no '+1' in place of the third title.
    await expect(within(cell('lundi 2 novembre 2026')).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const ManyEventsPerDayDesktop: Story = {
  ...ManyEventsPerDay,
  globals: { viewport: { value: 'desktop' } },
};

export const SelectedDay: Story = {
  args: { selectedDayKey: '2026-11-10' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'mardi 10 novembre 2026' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

/** 1 March 2026 is a Sunday: the first week shows six greyed days of February. */
export const MonthStartingOnSunday: Story = {
  args: { month: new Date(2026, 2, 1), events: generatedEvents(new Date(2026, 2, 1), { 1: 2, 31: 1 }) },
  parameters: { ownEvents: true },
  play: async ({ canvas }) => {
    const firstWeek = canvas.getAllByRole('row')[1] as HTMLElement;
    const days = within(firstWeek).getAllByRole('button');
    await expect(days[0]).toHaveAccessibleName('lundi 23 février 2026');
    await expect(days[6]).toHaveAccessibleName('dimanche 1 mars 2026');
    await expect(days[0]?.closest('td')).toHaveAttribute('data-in-month', 'false');
    await expect(canvas.getAllByRole('row')).toHaveLength(7);
  },
};

/** 1 June 2026 is a Monday: the grid starts on the first of the month. */
export const MonthStartingOnMonday: Story = {
  args: { month: new Date(2026, 5, 1), events: generatedEvents(new Date(2026, 5, 1), { 1: 1, 30: 3 }) },
  parameters: { ownEvents: true },
  play: async ({ canvas }) => {
    const firstWeek = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(within(firstWeek).getAllByRole('button')[0]).toHaveAccessibleName('lundi 1 juin 2026');
  },
};

/** February 2028 has 29 days. */
export const LeapYearFebruary: Story = {
  args: {
    month: new Date(2028, 1, 1),
    today: new Date(2028, 1, 29),
    events: generatedEvents(new Date(2028, 1, 1), { 28: 1, 29: 2 }),
  },
  parameters: { ownEvents: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'mardi 29 février 2028' })).toHaveAttribute(
      'aria-current',
      'date',
    );
  },
};
