import type { Door } from '@prospect/contract';
import { unvisitedDoor } from '@prospect/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STORY_NOW, STORY_STREET, storyDoors, withDoorChanged } from '../story-data';
import { StreetDoorsScreen, type StreetDoorsScreenProps } from './StreetDoorsScreen';

type Canvas = ReturnType<typeof within>;
const body = (element: HTMLElement) => within(element.ownerDocument.body);
const list = (canvas: Canvas) => within(canvas.getByRole('list', { name: 'Portes de la rue' }));
/** A door's row: a button named by its number first. */
const row = (canvas: Canvas, number: string) =>
  list(canvas).getByRole('button', { name: new RegExp(`^${number} `) });
const refusal = () => Promise.reject(new Error(''));

/** The app's part, played by the story: each change the screen asks for is applied to its doors. */
function ScreenHoldingChanges(props: StreetDoorsScreenProps) {
  const [doors, setDoors] = useState(props.doors);
  const [done, setDone] = useState(props.streetDone);
  const visitedAt = STORY_NOW.toISOString();
  return (
    <StreetDoorsScreen
      {...props}
      doors={doors}
      streetDone={done}
      onSaveDoor={async (door, changes) => {
        await props.onSaveDoor(door, changes);
        setDoors((current) => withDoorChanged(current, door.id, { ...changes, visited_at: visitedAt }));
      }}
      onPlanReturn={async (door, at) => {
        await props.onPlanReturn(door, at);
        setDoors((current) => withDoorChanged(current, door.id, { revisit_at: at.toISOString() }));
      }}
      onSetOutcomes={async (changed, outcome) => {
        await props.onSetOutcomes(changed, outcome);
        const ids = new Set(changed.map((door) => door.id));
        setDoors((current) =>
          current.map((door) => (ids.has(door.id) ? { ...door, outcome, visited_at: visitedAt } : door)),
        );
      }}
      onAddDoor={async (number) => {
        await props.onAddDoor(number);
        setDoors((current) => [...current, unvisitedDoor(current.length + 1000, number)]);
      }}
      onMarkStreetDone={async () => {
        await props.onMarkStreetDone();
        setDone(true);
      }}
    />
  );
}

const meta = {
  title: 'Doors/StreetDoorsScreen',
  component: StreetDoorsScreen,
  tags: ['autodocs'],
  args: {
    streetName: STORY_STREET,
    streetDone: false,
    doors: storyDoors(120, { stopPubEvery: 9 }),
    status: 'ready',
    now: STORY_NOW,
    onRetry: fn(),
    onBack: fn(),
    onWalkingOrderChange: fn(),
    onSaveDoor: fn(async () => {}),
    onPlanReturn: fn(async () => {}),
    onSetOutcomes: fn(async () => {}),
    onAddDoor: fn(async () => {}),
    onMarkStreetDone: fn(),
  },
  // As in the app: the whole page, no Storybook padding.
  parameters: { layout: 'fullscreen' },
  render: (args) => <ScreenHoldingChanges {...args} />,
} satisfies Meta<typeof StreetDoorsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A street of 120 doors, walked odd side first; a tap on a door opens its sheet, saved in one go. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: STORY_STREET })).toBeVisible();
    await expect(canvas.getByText('72 / 120 portes')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Portes visitées' })).toHaveAttribute(
      'aria-valuenow',
      '60',
    );
    await expect(canvas.getByText('Flyers déposés le 12 nov.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Impairs d’abord' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const rows = list(canvas).getAllByRole('button');
    await expect(rows).toHaveLength(120);
    await expect(rows[0]).toHaveAccessibleName('1 Absent');
    await expect(row(canvas, '3')).toHaveAccessibleName('3 Intéressé Revenir le 3 déc.');
    await expect(row(canvas, '9')).toHaveAccessibleName('9 Absent STOP PUB');
    await expect(canvas.getByText(/^\d+ boîtes STOP PUB passées$/)).toBeVisible();

    await userEvent.click(row(canvas, '3'));
    const sheet = within(await body(canvasElement).findByRole('dialog', { name: 'Porte 3' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Absent' }));
    await userEvent.click(sheet.getByRole('button', { name: 'Enregistrer' }));
    await expect(args.onSaveDoor).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }), {
      outcome: 'absent',
    });
    await waitFor(() => expect(body(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
    await expect(row(canvas, '3')).toHaveAccessibleName('3 Absent Revenir le 3 déc.');
    await expect(row(canvas, '3')).toHaveFocus();
  },
};

/** 300 doors: every row is there, each a light button. */
export const LongStreet: Story = {
  args: { doors: storyDoors(300) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('180 / 300 portes')).toBeVisible();
    await expect(list(canvas).getAllByRole('listitem')).toHaveLength(300);
  },
};

/** The even side up first, then the odd side back down. */
export const EvenSideFirst: Story = {
  args: { doors: storyDoors(12) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pairs d’abord' }));
    await expect(args.onWalkingOrderChange).toHaveBeenCalledWith('even-first');
    const numbers = list(canvas)
      .getAllByRole('button')
      .map((button) => button.textContent?.split(/\D/)[0]);
    await expect(numbers).toEqual(['2', '4', '6', '8', '10', '12', '11', '9', '7', '5', '3', '1']);
  },
};

/** No door known yet: the first number is added from the empty state. */
export const NoDoors: Story = {
  args: { doors: [] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Aucune porte pour cette rue')).toBeVisible();
    await expect(canvas.getByText('Ajoutez les numéros au fil de la rue.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un numéro' }));
    const form = within(await body(canvasElement).findByRole('dialog', { name: 'Ajouter un numéro' }));
    await expect(form.getByRole('textbox', { name: 'Numéro' })).toHaveAccessibleDescription(
      'Comme sur la façade : 12, 12 bis, 7-9.',
    );
  },
};

/** A number added, as typed (spaces tidied): it joins the list at its place in the walk. */
export const AddNumber: Story = {
  args: { doors: storyDoors(12) },
  play: async ({ args, canvas, canvasElement }) => {
    const form = await openAddForm(canvas, canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'Numéro' }), '12  bis');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter' }));
    await expect(args.onAddDoor).toHaveBeenCalledWith('12 bis');
    const added = await list(canvas).findByRole('button', { name: '12 bis Pas encore visité' });
    // Odd side up, then the even side down from its top: 12 bis comes first on the way back.
    await expect(list(canvas).getAllByRole('button')[6]).toBe(added);
  },
};

async function openAddForm(canvas: Canvas, canvasElement: HTMLElement) {
  await userEvent.click(canvas.getByRole('button', { name: 'Ajouter un numéro' }));
  return within(await body(canvasElement).findByRole('dialog', { name: 'Ajouter un numéro' }));
}

/** A number is required. */
export const AddNumberEmpty: Story = {
  args: { doors: storyDoors(12) },
  play: async ({ args, canvas, canvasElement }) => {
    const form = await openAddForm(canvas, canvasElement);
    await userEvent.click(form.getByRole('button', { name: 'Ajouter' }));
    await expect(form.getByText('Indiquez le numéro.')).toBeVisible();
    await expect(args.onAddDoor).not.toHaveBeenCalled();
  },
};

/** A number already listed, however it is written, is refused before anything is sent. */
export const AddNumberDuplicate: Story = {
  args: { doors: storyDoors(20) },
  play: async ({ args, canvas, canvasElement }) => {
    const form = await openAddForm(canvas, canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'Numéro' }), '15BIS');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter' }));
    await expect(form.getByText('Le 15BIS est déjà dans la liste.')).toBeVisible();
    await expect(args.onAddDoor).not.toHaveBeenCalled();
  },
};

/** The contract's 20 characters at most. */
export const AddNumberTooLong: Story = {
  args: { doors: storyDoors(12) },
  play: async ({ canvas, canvasElement }) => {
    const form = await openAddForm(canvas, canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'Numéro' }), 'Résidence des Pins, bât. C');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter' }));
    await expect(form.getByText('Le numéro tient en 20 caractères au plus.')).toBeVisible();
  },
};

/** The save fails: the form stays open with the number typed. */
export const AddNumberSaveFailed: Story = {
  args: { doors: storyDoors(12), onAddDoor: fn(refusal) },
  play: async ({ canvas, canvasElement }) => {
    const form = await openAddForm(canvas, canvasElement);
    await userEvent.type(form.getByRole('textbox', { name: 'Numéro' }), '40');
    await userEvent.click(form.getByRole('button', { name: 'Ajouter' }));
    await expect(await form.findByRole('alert')).toHaveTextContent("Erreur lors de l'ajout");
    await expect(form.getByRole('textbox', { name: 'Numéro' })).toHaveValue('40');
  },
};

export const Loading: Story = {
  args: { status: 'loading', doors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Chargement...')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retour au secteur' })).toBeVisible();
  },
};

/** The doors could not be read: the failure and Réessayer. */
export const LoadError: Story = {
  args: { status: 'error', doors: [] },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Erreur: Erreur chargement des portes.');
    await userEvent.click(canvas.getByRole('button', { name: 'Réessayer' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No network and the doors never read on this device. */
export const Offline: Story = {
  args: { status: 'error', offline: true, doors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hors ligne')).toBeVisible();
    await expect(
      canvas.getByText('Les portes de cette rue s’afficheront ici au retour du réseau.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Réessayer' })).toBeVisible();
  },
};

/** No network, the doors kept on the device: shown, and said to be perhaps out of date. */
export const OfflineWithKeptData: Story = {
  args: { offline: true, doors: storyDoors(12) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Données enregistrées sur l’appareil, peut-être pas à jour.',
    );
    await expect(list(canvas).getAllByRole('button')).toHaveLength(12);
  },
};

/** A flyer round passes the STOP PUB letterboxes by, and says how many. */
export const StopPub: Story = {
  args: {
    doors: [
      { ...storyDoors(1)[0], id: 1, number: '1', outcome: 'not_visited', stop_pub: true },
      { ...storyDoors(1)[0], id: 2, number: '2', outcome: 'absent' },
      { ...storyDoors(1)[0], id: 3, number: '3', outcome: 'interested', stop_pub: true },
    ] as Door[],
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(row(canvas, '1')).toHaveAccessibleName('1 Pas encore visité STOP PUB');
    await expect(canvas.getByText('1 boîte STOP PUB passée')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Flyer déposé dans toute la rue' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', {
      name: 'Flyer déposé dans toute la rue',
    });
    await expect(dialog).toHaveAccessibleDescription(
      '1 boîte passe à « Flyer déposé ». 1 boîte STOP PUB passée.',
    );
  },
};

const flyerStreet = storyDoors(20, { stopPubEvery: 4 });

/** The whole street's flyer round, asked: how many letterboxes, how many STOP PUB passed. */
export const FlyerRound: Story = {
  args: { doors: flyerStreet },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Flyer déposé dans toute la rue' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription(
      '11 boîtes passent à « Flyer déposé ». 3 boîtes STOP PUB passées.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Valider le passage' })).toBeVisible();
  },
};

/** Confirmed: no STOP PUB letterbox gets a flyer, and the round's date shows. */
export const FlyerRoundConfirmed: Story = {
  args: { doors: flyerStreet },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Flyer déposé dans toute la rue' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Valider le passage' }));
    await expect(args.onSetOutcomes).toHaveBeenCalledOnce();
    const [changed, outcome] = (args.onSetOutcomes as ReturnType<typeof fn>).mock.calls[0] as [
      Door[],
      string,
    ];
    await expect(outcome).toBe('flyer_left');
    await expect(changed).toHaveLength(11);
    await expect(changed.some((door) => door.stop_pub)).toBe(false);
    await expect(await canvas.findByText('Flyers déposés le 22 nov.')).toBeVisible();
  },
};

/** A side marked absent, asked first: only its doors not visited yet change. */
export const SideAbsent: Story = {
  args: { doors: storyDoors(20) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tout le côté pair absent' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: 'Tout le côté pair absent' });
    await expect(dialog).toHaveAccessibleDescription('6 portes pas encore visitées passent à « Absent ».');
    await expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await expect(within(dialog).getByRole('button', { name: 'Marquer absent' })).toBeVisible();
  },
};

/** Confirmed: the even side's doors not visited yet are absent; nothing left to mark on that side. */
export const SideAbsentConfirmed: Story = {
  args: { doors: storyDoors(20) },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Tout le côté pair absent' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marquer absent' }));
    await expect(args.onSetOutcomes).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ number: '2' })]),
      'absent',
    );
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Tout le côté pair absent' })).toBeDisabled(),
    );
    await expect(row(canvas, '2')).toHaveAccessibleName('2 Absent');
    await expect(row(canvas, '7')).toHaveAccessibleName('7 Pas encore visité');
  },
};

/**
 * Changes kept on the device: two waiting, one the server refused (« Non enregistrée »). A side
 * marked absent fails: the dialog stays and says so.
 */
export const RefusedDoor: Story = {
  args: {
    doors: storyDoors(12),
    pendingDoorIds: new Set([1, 5]),
    failedDoorIds: new Set([3]),
    onSetOutcomes: fn(refusal),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(row(canvas, '1')).toHaveAccessibleName('1 Absent Pas encore envoyé');
    await expect(row(canvas, '3')).toHaveAccessibleName('3 Intéressé Non enregistrée Revenir le 3 déc.');
    await userEvent.click(canvas.getByRole('button', { name: 'Tout le côté impair absent' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveAccessibleDescription('1 porte pas encore visitée passe à « Absent ».');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marquer absent' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Les portes n’ont pas pu être mises à jour.',
    );
  },
};

/** Every door has an outcome: the street can be marked done from here. */
/** The street's tick is refused: a toast says so, and the banner stays to try again. */
export const StreetMarkDoneRefused: Story = {
  args: {
    doors: storyDoors(12, { allVisited: true }),
    onMarkStreetDone: fn(() => Promise.reject(new Error(''))),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Marquer la rue comme faite' }));
    const page = within(document.body);
    await expect(await page.findByText('Une erreur est survenue.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Marquer la rue comme faite' })).toBeVisible();
  },
};

export const EveryDoorDone: Story = {
  args: { doors: storyDoors(12, { allVisited: true }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12 / 12 portes')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Toutes les portes ont un résultat.');
    await expect(canvas.getByRole('button', { name: 'Marquer la rue comme faite' })).toBeVisible();
  },
};

/** Marked done: the offer goes once the street is done. */
export const StreetMarkedDone: Story = {
  args: { doors: storyDoors(12, { allVisited: true }) },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Marquer la rue comme faite' }));
    await expect(args.onMarkStreetDone).toHaveBeenCalledOnce();
    await expect(canvas.queryByText('Toutes les portes ont un résultat.')).not.toBeInTheDocument();
  },
};

/** At 200 % zoom (195 px): the rows wrap, every target keeps its size. */
export const PhoneZoomed: Story = {
  args: { doors: storyDoors(12, { stopPubEvery: 5 }), pendingDoorIds: new Set([2]) },
  globals: { viewport: { value: 'phoneZoomed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('7 / 12 portes')).toBeVisible();
    await expect(row(canvas, '2')).toHaveAccessibleName('2 Pas encore visité Pas encore envoyé');
  },
};
