import { fixtures, seed } from '@prospect/mock-server';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { t } from '../../i18n';
import { Button } from '../../primitives';
import { STORY_NOW, STORY_TODAY } from '../story-data';
import type { CalendarEvent } from '../types';
import { EventModal, type EventModalProps } from './EventModal';

type Loaded = { event: CalendarEvent };

/** Opens the modal from a real button, as the day panel does, so closing can be seen. */
function EventModalHarness(props: EventModalProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('calendar.add')}</Button>
      <EventModal
        {...props}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange(next);
        }}
      />
    </>
  );
}

const loadEvent = async (): Promise<Loaded> => {
  await seed({ now: STORY_NOW });
  const event = fixtures.events(new Date(2026, 10, 1)).find((item) => item.title === 'Rendez-vous notaire');
  if (!event) throw new Error('the demo seed has the notary appointment');
  return { event };
};

const never = () => new Promise<void>(() => {});
const body = (element: HTMLElement) => within(element.ownerDocument.body);
const dialogNamed = async (element: HTMLElement, name: string) =>
  within(await body(element).findByRole('dialog', { name }));

const meta = {
  title: 'Calendar/EventModal',
  component: EventModal,
  tags: ['autodocs'],
  args: { open: true, day: new Date(2026, 10, 5), onOpenChange: fn(), onSubmit: fn(async () => {}) },
  render: (args) => <EventModalHarness {...args} />,
} satisfies Meta<typeof EventModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Add mode on the chosen day: Type on 'Prospection'; a successful save sends the values and closes. */
export const Add: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = await dialogNamed(canvasElement, 'Ajouter un événement');
    await expect(modal.getByText('Le jeudi 5 novembre 2026')).toBeVisible();
    await expect(modal.getByLabelText('Type')).toHaveDisplayValue('Prospection');
    await expect([...modal.getAllByRole('option')].map((option) => option.textContent)).toEqual([
      'Prospection',
      'Rendez-vous',
      'Navigation',
    ]);
    await userEvent.type(modal.getByLabelText('Titre'), 'Visite appartement T3');
    await userEvent.selectOptions(modal.getByLabelText('Type'), 'Rendez-vous');
    await userEvent.type(modal.getByLabelText('Description'), 'Apporter le mandat.');
    await userEvent.type(modal.getByLabelText('Lieu'), '4 rue des Pins, Pornic');
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Visite appartement T3',
      type: 'rdv',
      description: 'Apporter le mandat.',
      location: '4 rue des Pins, Pornic',
      date: new Date(2026, 10, 5).toISOString(),
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Only the title is required: description and place may stay empty. */
export const AddTitleOnly: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = await dialogNamed(canvasElement, 'Ajouter un événement');
    await userEvent.type(modal.getByLabelText('Titre'), 'Tournée secteur 3');
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Tournée secteur 3',
      type: 'prospection',
      description: '',
      location: '',
      date: new Date(2026, 10, 5).toISOString(),
    });
  },
};

export const TitleRequired: Story = {
  play: async ({ args, canvasElement }) => {
    const modal = await dialogNamed(canvasElement, 'Ajouter un événement');
    await userEvent.type(modal.getByLabelText('Description'), 'Sans titre');
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect(modal.getByLabelText('Titre')).toHaveAccessibleDescription('Le titre est requis.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(modal.getByLabelText('Description')).toHaveValue('Sans titre');
  },
};

/** Edit mode: the event's values, 'Modifier l'événement'; the event keeps its own date and time. */
export const Edit: Story = {
  loaders: [loadEvent],
  args: { day: STORY_TODAY },
  render: (args, { loaded }) => <EventModalHarness {...args} event={(loaded as Loaded).event} />,
  play: async ({ args, canvasElement, loaded }) => {
    const { event } = loaded as Loaded;
    const modal = await dialogNamed(canvasElement, "Modifier l'événement");
    await expect(modal.getByLabelText('Titre')).toHaveValue('Rendez-vous notaire');
    await expect(modal.getByLabelText('Type')).toHaveDisplayValue('Rendez-vous');
    await expect(modal.getByLabelText('Description')).toHaveValue('Signature du mandat Lefèvre.');
    await expect(modal.getByLabelText('Lieu')).toHaveValue('Étude de Me Guérin, Pornic');
    await userEvent.clear(modal.getByLabelText('Lieu'));
    await userEvent.type(modal.getByLabelText('Lieu'), 'Visio');
    await userEvent.click(modal.getByRole('button', { name: 'Modifier' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      title: 'Rendez-vous notaire',
      type: 'rdv',
      description: 'Signature du mandat Lefèvre.',
      location: 'Visio',
      date: event.date,
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const EditOpen: Story = {
  loaders: [loadEvent],
  args: { day: STORY_TODAY },
  render: (args, { loaded }) => <EventModalHarness {...args} event={(loaded as Loaded).event} />,
  play: async ({ canvasElement }) => {
    const modal = await dialogNamed(canvasElement, "Modifier l'événement");
    await expect(modal.getByText('Le dimanche 22 novembre 2026')).toBeVisible();
  },
};

/** While saving: 'Enregistrement...'; a second save, Annuler and Escape do nothing. */
export const Saving: Story = {
  args: { onSubmit: fn(never) },
  play: async ({ args, canvasElement }) => {
    const modal = await dialogNamed(canvasElement, 'Ajouter un événement');
    await userEvent.type(modal.getByLabelText('Titre'), 'Visite appartement T3');
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect(modal.getByRole('button', { name: 'Enregistrement...' })).toBeDisabled();
    await expect(modal.getByRole('button', { name: 'Annuler' })).toBeDisabled();
    await userEvent.type(modal.getByLabelText('Titre'), '{Enter}');
    await userEvent.keyboard('{Escape}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(body(canvasElement).getByRole('dialog')).toBeVisible();
  },
};

/** A refused save: the reason in red inside the modal, which stays open with what was typed. */
export const AddFailed: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error(t('errors.list.createFailed')))) },
  play: async ({ canvasElement }) => {
    const modal = await dialogNamed(canvasElement, 'Ajouter un événement');
    await userEvent.type(modal.getByLabelText('Titre'), 'Visite appartement T3');
    await userEvent.type(modal.getByLabelText('Lieu'), 'Pornic');
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent("Erreur lors de l'ajout");
    await expect(modal.getByLabelText('Titre')).toHaveValue('Visite appartement T3');
    await expect(modal.getByLabelText('Lieu')).toHaveValue('Pornic');
  },
};

export const EditFailed: Story = {
  loaders: [loadEvent],
  args: {
    day: STORY_TODAY,
    onSubmit: fn(async () => Promise.reject(new Error(t('errors.list.updateFailed')))),
  },
  render: (args, { loaded }) => <EventModalHarness {...args} event={(loaded as Loaded).event} />,
  play: async ({ canvasElement }) => {
    const modal = await dialogNamed(canvasElement, "Modifier l'événement");
    await userEvent.click(modal.getByRole('button', { name: 'Modifier' }));
    await expect(await modal.findByRole('alert')).toHaveTextContent('Erreur lors de la mise à jour');
    await expect(modal.getByLabelText('Titre')).toHaveValue('Rendez-vous notaire');
  },
};

const callBackValues = {
  title: 'Rappeler : Mme Lefèvre, villa face à la mer',
  type: 'rdv' as const,
  description: 'Mme Lefèvre, villa face à la mer, souhaite être rappelée.',
  location: 'Avenue de la Plage',
  date: new Date(2026, 10, 23, 10).toISOString(),
};

/**
 * A new event started from given values (a call-back planned from a contact): they fill the form, and
 * 'Date et heure' shows their moment.
 */
export const Prefilled: Story = {
  args: { day: new Date(2026, 10, 23, 10), initialValues: callBackValues },
  play: async ({ canvasElement }) => {
    const modal = await dialogNamed(canvasElement, 'Ajouter un événement');
    await expect(modal.getByText('Le lundi 23 novembre 2026')).toBeVisible();
    await expect(modal.getByLabelText('Titre')).toHaveValue('Rappeler : Mme Lefèvre, villa face à la mer');
    await expect(modal.getByLabelText('Type')).toHaveDisplayValue('Rendez-vous');
    await expect(modal.getByLabelText('Date et heure')).toHaveValue('2026-11-23T10:00');
    await expect(modal.getByLabelText('Lieu')).toHaveValue('Avenue de la Plage');
  },
};

/** The suggested moment is only a suggestion: the event is saved at the one chosen. */
export const PrefilledOtherTime: Story = {
  args: { day: new Date(2026, 10, 23, 10), initialValues: callBackValues },
  play: async ({ args, canvasElement }) => {
    const modal = await dialogNamed(canvasElement, 'Ajouter un événement');
    fireEvent.change(modal.getByLabelText('Date et heure'), { target: { value: '2026-11-24T14:30' } });
    await expect(modal.getByText('Le mardi 24 novembre 2026')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Ajouter' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      ...callBackValues,
      date: new Date(2026, 10, 24, 14, 30).toISOString(),
    });
  },
};

/** At 200 % zoom (195 px). */
export const PhoneZoomed: Story = {
  ...EditOpen,
  globals: { viewport: { value: 'phoneZoomed' } },
};
