import { fixtures, seed } from '@prospect/mock-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../i18n';
import { generatedEvents, STORY_NOW, STORY_OFFLINE_EVENT, STORY_TODAY } from '../story-data';
import type { CalendarEvent } from '../types';
import { CalendarScreen } from './CalendarScreen';

type Loaded = { events: CalendarEvent[] };

const NOVEMBER = new Date(2026, 10, 1);

const body = (element: HTMLElement) => within(element.ownerDocument.body);
const dialogNamed = async (element: HTMLElement, name: string) =>
  within(await body(element).findByRole('dialog', { name }));
const panelOf = (element: HTMLElement, name: string) => within(within(element).getByRole('region', { name }));
const alertDialogNamed = async (element: HTMLElement, name: string) =>
  within(await body(element).findByRole('alertdialog', { name }));
/** Whether `element` shows whole on screen, above the strip the app's bottom navigation covers. */
const onScreen = (element: Element, bottomNav = 64) => {
  const { top, bottom } = element.getBoundingClientRect();
  return top >= 0 && bottom <= window.innerHeight - bottomNav;
};

const meta = {
  title: 'Calendar/CalendarScreen',
  component: CalendarScreen,
  tags: ['autodocs'],
  args: {
    today: STORY_TODAY,
    events: [],
    status: 'ready',
    onMonthChange: fn(),
    onCreate: fn(async () => {}),
    onUpdate: fn(async () => {}),
    onDelete: fn(async (_id: number) => {}),
  },
  // As in the app: the whole page, no Storybook padding, so the screen's own margins show.
  parameters: { layout: 'fullscreen' },
  // Camille's seeded events of November 2026, unless a story gives its own.
  loaders: [
    async (): Promise<Loaded> => {
      await seed({ now: STORY_NOW });
      return { events: fixtures.events(NOVEMBER) };
    },
  ],
  render: (args, { loaded, parameters }) => (
    <CalendarScreen {...args} events={parameters.ownEvents ? args.events : (loaded as Loaded).events} />
  ),
} satisfies Meta<typeof CalendarScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This month, today outlined; Précédent and Suivant move one month and tell the app. */
export const Default: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Novembre 2026' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'Novembre 2026' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Suivant' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Décembre 2026' })).toBeVisible();
    await expect(args.onMonthChange).toHaveBeenLastCalledWith(new Date(2026, 11, 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Précédent' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Précédent' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Octobre 2026' })).toBeVisible();
    await expect(args.onMonthChange).toHaveBeenLastCalledWith(new Date(2026, 9, 1));
  },
};

export const Desktop: Story = { globals: { viewport: { value: 'desktop' } } };

/** Rendered as the app does (full page): the screen keeps its own side margins, like every screen. */
export const PageMargins: Story = {
  play: async ({ canvas, canvasElement }) => {
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const element of [
      canvas.getByRole('heading', { level: 1, name: 'Calendrier' }),
      canvas.getByRole('button', { name: 'Précédent' }),
      canvas.getByRole('table', { name: 'Novembre 2026' }),
    ]) {
      const { left, right } = element.getBoundingClientRect();
      await expect(left).toBeGreaterThanOrEqual(16);
      await expect(right).toBeLessThanOrEqual(width - 16);
    }
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  parameters: { ownEvents: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement...');
  },
};

export const LoadError: Story = {
  args: { status: 'error', errorMessage: t('errors.list.loadFailed') },
  parameters: { ownEvents: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur: Erreur lors du chargement');
  },
};

/** Many events a day: each day lists what fits, then '+N' (read as 'N autres événements'). */
export const ManyEventsPerDay: Story = {
  args: {
    events: generatedEvents(NOVEMBER, { 2: 3, 4: 5, 9: 8, 16: 2, 18: 25, 22: 40, 26: 4 }),
    initialSelectedDay: new Date(2026, 10, 4),
  },
  parameters: { ownEvents: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('38 autres événements')).toBeInTheDocument();
    await expect(canvas.getByText('+23')).toBeVisible();
    // The panel lists every event of the day, not only those the grid had room for.
    const panel = panelOf(canvasElement, 'Mercredi 4 novembre 2026');
    await expect(panel.getAllByRole('button', { name: 'Voir / Modifier' })).toHaveLength(5);
  },
};

export const ManyEventsPerDayDesktop: Story = {
  ...ManyEventsPerDay,
  globals: { viewport: { value: 'desktop' } },
};

/** March 2026 starts on a Sunday: six greyed days of February open the first week. */
export const MonthStartingOnSunday: Story = {
  args: {
    initialMonth: new Date(2026, 2, 1),
    events: generatedEvents(new Date(2026, 2, 1), { 1: 2, 9: 1, 31: 3 }),
  },
  parameters: { ownEvents: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mars 2026' })).toBeVisible();
    const firstWeek = within(canvas.getAllByRole('row')[1] as HTMLElement).getAllByRole('button');
    await expect(firstWeek[0]).toHaveAccessibleName('lundi 23 février 2026');
    await expect(firstWeek[6]).toHaveAccessibleName('dimanche 1 mars 2026');
  },
};

/** June 2026 starts on a Monday: no day of May is shown. */
export const MonthStartingOnMonday: Story = {
  args: {
    initialMonth: new Date(2026, 5, 1),
    events: generatedEvents(new Date(2026, 5, 1), { 1: 1, 15: 2, 30: 4 }),
  },
  parameters: { ownEvents: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Juin 2026' })).toBeVisible();
    const firstWeek = within(canvas.getAllByRole('row')[1] as HTMLElement).getAllByRole('button');
    await expect(firstWeek[0]).toHaveAccessibleName('lundi 1 juin 2026');
  },
};

/** February 2028 (a leap year) has its 29th, here today. */
export const LeapYearFebruary: Story = {
  args: {
    today: new Date(2028, 1, 29),
    events: generatedEvents(new Date(2028, 1, 1), { 14: 2, 29: 3 }),
  },
  parameters: { ownEvents: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Février 2028' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'mardi 29 février 2028' })).toHaveAttribute(
      'aria-current',
      'date',
    );
  },
};

/** Clicking a day opens its panel with its events; × closes it and gives focus back to the day. */
export const DayPanelWithEvents: Story = {
  play: async ({ canvas, canvasElement }) => {
    const day = canvas.getByRole('button', { name: 'dimanche 22 novembre 2026' });
    await userEvent.click(day);
    const panel = panelOf(canvasElement, 'Dimanche 22 novembre 2026');
    await expect(panel.getByRole('heading', { name: 'Porte-à-porte Nantes' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Rendez-vous notaire' })).toBeVisible();
    await expect(day).toHaveAttribute('aria-pressed', 'true');
  },
};

/** An event added offline, kept on this device: a clock in its day, 'Pas encore envoyé' in the panel. */
export const PendingEvent: Story = {
  args: { pendingEventIds: new Set([-1]) },
  render: (args, { loaded }) => (
    <CalendarScreen {...args} events={[...(loaded as Loaded).events, STORY_OFFLINE_EVENT]} />
  ),
  play: async ({ canvas, canvasElement }) => {
    const day = canvas.getByRole('button', { name: 'dimanche 22 novembre 2026' });
    const cell = within(day.closest('td') as HTMLElement);
    await expect(cell.getByText('(Pas encore envoyé)')).toBeInTheDocument();
    await userEvent.click(day);
    const panel = panelOf(canvasElement, 'Dimanche 22 novembre 2026');
    await expect(panel.getByRole('heading', { name: 'Relance Mme Lefèvre' })).toBeVisible();
    await expect(panel.getAllByText('Pas encore envoyé')).toHaveLength(1);
  },
};

/**
 * On a phone the panel opens under the month grid: choosing a day brings it up on screen (clear of
 * the bottom navigation) and moves focus to its date.
 */
export const DayPanelScrolledIntoView: Story = {
  // The app's layout keeps the room of its fixed bottom navigation under every screen.
  decorators: [
    (Story) => (
      <div style={{ paddingBottom: 'calc(64px + 16px)' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    window.scrollTo(0, 0);
    await userEvent.click(canvas.getByRole('button', { name: 'dimanche 22 novembre 2026' }));
    const region = canvas.getByRole('region', { name: 'Dimanche 22 novembre 2026' });
    const panel = within(region);
    await expect(panel.getByRole('heading', { name: 'Dimanche 22 novembre 2026' })).toHaveFocus();
    await waitFor(() => expect(onScreen(region)).toBe(true));
    for (const button of panel.getAllByRole('button', { name: 'Voir / Modifier' })) {
      await expect(onScreen(button)).toBe(true);
    }
    await expect(onScreen(panel.getByRole('button', { name: 'Ajouter un événement' }))).toBe(true);
  },
};

export const DayPanelWithEventsDesktop: Story = {
  ...DayPanelWithEvents,
  globals: { viewport: { value: 'desktop' } },
};

export const DayPanelEmpty: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'jeudi 5 novembre 2026' }));
    const panel = panelOf(canvasElement, 'Jeudi 5 novembre 2026');
    await expect(panel.getByText('Aucun événement pour cette date.')).toBeVisible();
  },
};

export const DayPanelClose: Story = {
  play: async ({ canvas, canvasElement }) => {
    const day = canvas.getByRole('button', { name: 'dimanche 22 novembre 2026' });
    await userEvent.click(day);
    await userEvent.click(
      panelOf(canvasElement, 'Dimanche 22 novembre 2026').getByRole('button', { name: 'Fermer' }),
    );
    await expect(canvas.queryByRole('region', { name: /novembre 2026/ })).not.toBeInTheDocument();
    await expect(day).toHaveFocus();
  },
};

/** Adding on an empty day: the event goes to that day; the panel stays, the day now has an event. */
export const AddEvent: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'jeudi 5 novembre 2026' }));
    const panel = panelOf(canvasElement, 'Jeudi 5 novembre 2026');
    await userEvent.click(panel.getByRole('button', { name: 'Ajouter un événement' }));
    const modal = await dialogNamed(canvasElement, 'Ajouter un événement');
    await userEvent.type(modal.getByLabelText('Titre'), 'Prospection Le Pouliguen');
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect(args.onCreate).toHaveBeenCalledWith({
      title: 'Prospection Le Pouliguen',
      type: 'prospection',
      description: '',
      location: '',
      date: new Date(2026, 10, 5).toISOString(),
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('region', { name: 'Jeudi 5 novembre 2026' })).toBeVisible();
  },
};

/** Cancelling on a day without events: the panel goes too (the day has nothing to show). */
export const CancelOnEmptyDay: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const day = canvas.getByRole('button', { name: 'jeudi 5 novembre 2026' });
    await userEvent.click(day);
    await userEvent.click(
      panelOf(canvasElement, 'Jeudi 5 novembre 2026').getByRole('button', { name: 'Ajouter un événement' }),
    );
    const modal = await dialogNamed(canvasElement, 'Ajouter un événement');
    await userEvent.click(modal.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.queryByRole('region', { name: /novembre 2026/ })).not.toBeInTheDocument();
    await waitFor(() => expect(day).toHaveFocus());
    await expect(args.onCreate).not.toHaveBeenCalled();
  },
};

/** 'Voir / Modifier' opens the event in edit mode; after saving, the day's panel stays open. */
export const EditEvent: Story = {
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const event = (loaded as Loaded).events.find((item) => item.title === 'Rendez-vous notaire');
    await userEvent.click(canvas.getByRole('button', { name: 'dimanche 22 novembre 2026' }));
    const panel = panelOf(canvasElement, 'Dimanche 22 novembre 2026');
    const notary = panel.getAllByRole('listitem')[1] as HTMLElement;
    await userEvent.click(within(notary).getByRole('button', { name: 'Voir / Modifier' }));
    const modal = await dialogNamed(canvasElement, "Modifier l'événement");
    await userEvent.selectOptions(modal.getByLabelText('Type'), 'Navigation');
    await userEvent.click(modal.getByRole('button', { name: 'Modifier' }));
    await expect(args.onUpdate).toHaveBeenCalledWith(
      event?.id,
      expect.objectContaining({ type: 'navigation' }),
    );
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('region', { name: 'Dimanche 22 novembre 2026' })).toBeVisible();
  },
};

/** A refused save keeps the modal open with what was typed and the reason in red. */
export const AddEventFailed: Story = {
  args: { onCreate: fn(async () => Promise.reject(new Error(t('errors.list.createFailed')))) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'dimanche 22 novembre 2026' }));
    await userEvent.click(
      panelOf(canvasElement, 'Dimanche 22 novembre 2026').getByRole('button', {
        name: 'Ajouter un événement',
      }),
    );
    const modal = await dialogNamed(canvasElement, 'Ajouter un événement');
    await userEvent.type(modal.getByLabelText('Titre'), 'Relance Martin');
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent("Erreur lors de l'ajout");
    await expect(modal.getByLabelText('Titre')).toHaveValue('Relance Martin');
  },
};

const openNotaryDeletion = async (canvas: ReturnType<typeof within>, canvasElement: HTMLElement) => {
  await userEvent.click(canvas.getByRole('button', { name: 'dimanche 22 novembre 2026' }));
  const notary = panelOf(canvasElement, 'Dimanche 22 novembre 2026').getAllByRole(
    'listitem',
  )[1] as HTMLElement;
  await userEvent.click(within(notary).getByRole('button', { name: 'Supprimer' }));
  return alertDialogNamed(canvasElement, 'Supprimer cet événement ?');
};

/** 'Supprimer' on an event asks first, naming it; focus starts on Annuler. */
export const DeleteEventConfirmation: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const dialog = await openNotaryDeletion(canvas, canvasElement);
    await expect(
      dialog.getByText("Êtes-vous sûr de vouloir supprimer l'événement « Rendez-vous notaire » ?"),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
};

/** Confirming deletes the event; the panel stays on its day. */
export const DeleteEvent: Story = {
  play: async ({ args, canvas, canvasElement, loaded }) => {
    const event = (loaded as Loaded).events.find((item) => item.title === 'Rendez-vous notaire');
    const dialog = await openNotaryDeletion(canvas, canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(args.onDelete).toHaveBeenCalledWith(event?.id);
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('region', { name: 'Dimanche 22 novembre 2026' })).toBeVisible();
  },
};

/** Annuler deletes nothing. */
export const DeleteEventCancelled: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    const dialog = await openNotaryDeletion(canvas, canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(body(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
    await expect(
      panelOf(canvasElement, 'Dimanche 22 novembre 2026').getByRole('heading', {
        name: 'Rendez-vous notaire',
      }),
    ).toBeVisible();
  },
};

/** A refused delete keeps the confirmation open with the reason. */
export const DeleteEventFailed: Story = {
  args: { onDelete: fn(async (_id: number) => Promise.reject(new Error(t('errors.list.deleteFailed')))) },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openNotaryDeletion(canvas, canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Erreur lors de la suppression');
  },
};

/**
 * In the app the deleted event leaves the list at once (the outbox): its row and 'Supprimer' are
 * gone, so focus goes back to the day's heading.
 */
export const DeleteEventFocus: Story = {
  render: function Render(args, { loaded }) {
    const [events, setEvents] = useState((loaded as Loaded).events);
    return (
      <CalendarScreen
        {...args}
        events={events}
        onDelete={async (id) => {
          await args.onDelete?.(id);
          setEvents((current) => current.filter((event) => event.id !== id));
        }}
      />
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const dialog = await openNotaryDeletion(canvas, canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Supprimer' }));
    const panel = panelOf(canvasElement, 'Dimanche 22 novembre 2026');
    await waitFor(() =>
      expect(panel.queryByRole('heading', { name: 'Rendez-vous notaire' })).not.toBeInTheDocument(),
    );
    await waitFor(() =>
      expect(panel.getByRole('heading', { name: 'Dimanche 22 novembre 2026' })).toHaveFocus(),
    );
  },
};

/** At 200 % zoom (195 px): days headed by their initial, Précédent above Suivant. */
export const PhoneZoomed: Story = {
  ...DayPanelWithEvents,
  globals: { viewport: { value: 'phoneZoomed' } },
};
