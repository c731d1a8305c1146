import type { Door } from '@prospect/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { STORY_NOW, storyDoors } from '../story-data';
import { DoorOutcomeSheet, type DoorOutcomeSheetProps } from './DoorOutcomeSheet';

const [, , interestedDoor] = storyDoors(3);
const door = interestedDoor as Door;
const stopPubDoor: Door = { ...door, id: 8, number: '8', outcome: 'not_visited', note: '', stop_pub: true };
const refusal = () => Promise.reject(new Error(''));

/** Opened from a door's row, as the screen does; closing gives focus back to it. */
function SheetFromRow(props: DoorOutcomeSheetProps) {
  const [open, setOpen] = useState(props.open);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {props.door.number}
      </Button>
      <DoorOutcomeSheet
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

const meta = {
  title: 'Doors/DoorOutcomeSheet',
  component: DoorOutcomeSheet,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    door,
    now: STORY_NOW,
    onSave: fn(async () => {}),
    onPlanReturn: fn(async () => {}),
  },
  render: (args) => <SheetFromRow {...args} />,
} satisfies Meta<typeof DoorOutcomeSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const sheetOf = async (canvasElement: HTMLElement, name = 'Porte 3') =>
  within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));

/** Door 3: « Intéressé » chosen, its comment, its planned return, tomorrow 18:00 offered. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    const outcomes = within(sheet.getByRole('group', { name: 'Résultat de la visite' }));
    await expect(outcomes.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Absent',
      'Pas intéressé',
      'Intéressé',
      'Réfléchit',
      'Flyer déposé',
      'Pas encore visité',
    ]);
    await expect(outcomes.getByRole('button', { name: 'Intéressé' })).toHaveAttribute('aria-pressed', 'true');
    await expect(sheet.getByRole('textbox', { name: 'Commentaire' })).toHaveValue(
      'Veut une estimation avant l’été.',
    );
    await expect(sheet.getByRole('checkbox', { name: 'Boîte STOP PUB' })).not.toBeChecked();
    await expect(sheet.getByText('Revenir le 3 déc.')).toBeVisible();
    await expect(sheet.getByLabelText('Date')).toHaveValue('2026-11-23');
    await expect(sheet.getByLabelText('Heure')).toHaveValue('18:00');
    await expect(sheet.getByRole('button', { name: 'Revenir le 23 nov. à 18:00' })).toBeVisible();
  },
};

/** An outcome and a comment saved in one go: only what changed is sent, then the sheet closes. */
export const SaveOutcome: Story = {
  args: { open: false },
  play: async ({ args, canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: '3' });
    await userEvent.click(trigger);
    const sheet = await sheetOf(canvasElement);
    await userEvent.click(sheet.getByRole('button', { name: 'Réfléchit' }));
    await userEvent.type(sheet.getByRole('textbox', { name: 'Commentaire' }), ' Rappeler lundi.');
    await userEvent.click(sheet.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSave).toHaveBeenCalledWith(door, {
      outcome: 'thinking',
      note: 'Veut une estimation avant l’été. Rappeler lundi.',
    });
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument(),
    );
    await expect(trigger).toHaveFocus();
  },
};

/** Escape closes the sheet without saving. */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    await sheetOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** A STOP PUB letterbox: « Flyer déposé » is refused, with the reason on one line. */
export const StopPubRefused: Story = {
  args: { door: stopPubDoor },
  play: async ({ canvasElement }) => {
    const sheet = await sheetOf(canvasElement, 'Porte 8');
    await expect(sheet.getByRole('checkbox', { name: 'Boîte STOP PUB' })).toBeChecked();
    const flyer = sheet.getByRole('button', { name: 'Flyer déposé' });
    await userEvent.click(flyer);
    await expect(flyer).toHaveAttribute('aria-pressed', 'false');
    await expect(sheet.getByRole('alert')).toHaveTextContent('Pas de flyer dans une boîte STOP PUB.');
  },
};

/** The save fails: the sheet stays open with the outcome and the comment as they were. */
export const SaveFailed: Story = {
  args: { onSave: fn(refusal) },
  play: async ({ args, canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    await userEvent.click(sheet.getByRole('button', { name: 'Absent' }));
    await userEvent.clear(sheet.getByRole('textbox', { name: 'Commentaire' }));
    await userEvent.type(sheet.getByRole('textbox', { name: 'Commentaire' }), 'Volets fermés.');
    await userEvent.click(sheet.getByRole('button', { name: 'Enregistrer' }));
    await expect(await sheet.findByRole('alert')).toHaveTextContent('La porte n’a pas pu être enregistrée.');
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    await expect(sheet.getByRole('button', { name: 'Absent' })).toHaveAttribute('aria-pressed', 'true');
    await expect(sheet.getByRole('textbox', { name: 'Commentaire' })).toHaveValue('Volets fermés.');
  },
};

/** « Revenir le … » plans the return at the chosen day and hour, and says what the calendar got. */
export const PlanReturn: Story = {
  args: { streetName: 'Rue Victor Hugo' },
  play: async ({ args, canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    await userEvent.clear(sheet.getByLabelText('Heure'));
    await userEvent.type(sheet.getByLabelText('Heure'), '1930');
    await userEvent.click(sheet.getByRole('button', { name: 'Revenir le 23 nov. à 19:30' }));
    await expect(args.onPlanReturn).toHaveBeenCalledWith(door, new Date(2026, 10, 23, 19, 30));
    await expect(await sheet.findByRole('status')).toHaveTextContent(
      'Ajouté au calendrier : Revenir au 3 Rue Victor Hugo.',
    );
  },
};

/** Without a date, the return cannot be planned: the sheet says what is missing. */
export const ReturnIncomplete: Story = {
  play: async ({ args, canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    await userEvent.clear(sheet.getByLabelText('Date'));
    await userEvent.click(sheet.getByRole('button', { name: 'Prévoir un retour' }));
    await expect(sheet.getByRole('alert')).toHaveTextContent('Choisissez une date et une heure.');
    await expect(args.onPlanReturn).not.toHaveBeenCalled();
  },
};

/** Planning the return fails: said in the sheet, the day and hour kept. */
export const ReturnFailed: Story = {
  args: { onPlanReturn: fn(refusal) },
  play: async ({ canvasElement }) => {
    const sheet = await sheetOf(canvasElement);
    await userEvent.click(sheet.getByRole('button', { name: 'Revenir le 23 nov. à 18:00' }));
    await expect(await sheet.findByRole('alert')).toHaveTextContent('Le retour n’a pas pu être prévu.');
    await expect(sheet.getByLabelText('Date')).toHaveValue('2026-11-23');
  },
};

/** At 200 % zoom (195 px): one outcome a line, each 44 px high. */
export const PhoneZoomed: Story = {
  ...Default,
  globals: { viewport: { value: 'phoneZoomed' } },
};
