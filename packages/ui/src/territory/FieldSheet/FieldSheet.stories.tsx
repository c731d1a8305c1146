import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { polygonsCenter, sectorPolygons } from '../../map/geometry';
import { latLngToPoint } from '../../map/viewport';
import { loadSectors, SECTOR_CONTACTS, type SectorLoaded, STORY_NOW, ZONE } from '../story-data';
import type { Sector } from '../types';
import { FieldSheet } from './FieldSheet';
import { onPaper } from './testing/paper-decorator';

const meta = {
  title: 'Territory/FieldSheet',
  component: FieldSheet,
  tags: ['autodocs'],
  // Rendered as on paper, on a sheet of A4: on screen the sheet is hidden.
  parameters: { ...onPaper.parameters, zone: ZONE.laBaule, sectorNumber: 4 },
  globals: onPaper.globals,
  // Each story renders a sector of its loader; the arg only satisfies the required prop.
  args: { sector: undefined as unknown as Sector, printedAt: STORY_NOW },
  loaders: [loadSectors],
  decorators: onPaper.decorators,
} satisfies Meta<typeof FieldSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sheet lives beside the app, a child of the body. */
const sheetOf = (element: HTMLElement) => within(element.ownerDocument.body);

/** Sector 4 with its first three streets done, the zone's notes and one written in its middle. */
function workedSector({ sector }: SectorLoaded): Sector {
  const middle = polygonsCenter(sectorPolygons(sector.geometry));
  if (!middle) throw new Error('story data: sector 4 has no outline');
  const [first] = sector.zone_notes;
  if (!first) throw new Error('story data: the zone has no note');
  const written = {
    ...first,
    id: 9001,
    content: 'Portail vert, chien : sonner deux fois.',
    location: latLngToPoint({ lat: middle[0], lng: middle[1] }),
  };
  return {
    ...sector,
    streets: sector.streets.map((street, index) => ({
      ...street,
      status: index < 3 ? ('done' as const) : ('pending' as const),
    })),
    zone_notes: [written, ...sector.zone_notes],
  };
}

/**
 * Title and date, the sector drawn with its notes numbered, the streets with a box each (the three
 * done ticked), the notes and the contacts met there.
 */
export const Default: Story = {
  render: (args, { loaded }) => (
    <FieldSheet {...args} sector={workedSector(loaded as SectorLoaded)} contacts={SECTOR_CONTACTS} />
  ),
  play: async ({ canvasElement, loaded }) => {
    const { sector } = loaded as SectorLoaded;
    const sheet = sheetOf(canvasElement);
    await expect(sheet.getByRole('heading', { level: 1, name: `${ZONE.laBaule} n°4` })).toBeVisible();
    await expect(sheet.getByText('Imprimée le dimanche 22 novembre 2026')).toBeVisible();
    await expect(sheet.getByRole('img', { name: `Plan du secteur ${ZONE.laBaule} n°4` })).toBeVisible();
    await expect(
      sheet.getByRole('heading', { name: `Rues du secteur · 3 / ${sector.streets.length} rues` }),
    ).toBeVisible();
    const streets = sheet.getAllByRole('listitem').filter((item) => /faite|à faire/.test(item.textContent));
    await expect(streets).toHaveLength(sector.streets.length);
    const [firstStreet, , , fourthStreet] = sector.streets;
    await expect(sheet.getByText(firstStreet?.name ?? '').closest('li')).toHaveTextContent(/✓.*faite/);
    await expect(sheet.getByText(fourthStreet?.name ?? '').closest('li')).toHaveTextContent(/à faire$/);
    await expect(sheet.getByText('Portail vert, chien : sonner deux fois.').closest('li')).toHaveTextContent(
      /^1/,
    );
    const contacts = sheet.getByRole('heading', { name: 'Contacts du secteur' }).nextElementSibling;
    if (!(contacts instanceof HTMLElement)) throw new Error('no contact list');
    const [interested, thinking, ...others] = within(contacts).getAllByRole('listitem');
    await expect(others).toEqual([]);
    await expect(interested).toHaveTextContent(
      /^Intéressé\s*M\. et Mme Durand, maison bleue : vente envisagée au printemps\. · Avenue des Ibis\s*18\/11\/2026$/,
    );
    await expect(thinking).toHaveTextContent(
      /^Réfléchit\s*Villa Les Pins, rappeler après 18 h\s*20\/11\/2026$/,
    );
    await expect(contacts).not.toHaveTextContent('Absent');
  },
};

/** A sector with nothing in it yet: the outline alone, and each list says it is empty. */
export const EmptySector: Story = {
  render: (args, { loaded }) => (
    <FieldSheet {...args} sector={{ ...(loaded as SectorLoaded).sector, streets: [], zone_notes: [] }} />
  ),
  play: async ({ canvasElement }) => {
    const sheet = sheetOf(canvasElement);
    await expect(sheet.getByRole('heading', { name: 'Rues du secteur · 0 / 0 rues' })).toBeVisible();
    await expect(sheet.getByText('Aucune rue trouvée.')).toBeVisible();
    await expect(sheet.getByText('Aucune note dans ce secteur.')).toBeVisible();
    await expect(sheet.getByText('Aucun contact noté dans ce secteur.')).toBeVisible();
  },
};

/** A sector the server sent without a usable outline: the sheet says so where the map would be. */
export const WithoutOutline: Story = {
  render: (args, { loaded }) => (
    <FieldSheet {...args} sector={{ ...(loaded as SectorLoaded).sector, geometry: null }} />
  ),
  play: async ({ canvasElement }) => {
    const sheet = sheetOf(canvasElement);
    await expect(sheet.getByText("Plan indisponible : le secteur n'a pas de tracé.")).toBeVisible();
    await expect(sheet.queryByRole('img')).toBeNull();
  },
};
