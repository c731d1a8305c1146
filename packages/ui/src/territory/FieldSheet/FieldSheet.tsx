import { useId, useMemo } from 'react';
import { createPortal } from 'react-dom';
import { t } from '../../i18n';
import { formatLongDate, formatShortDate } from '../../i18n/format';
import { VisuallyHidden } from '../../layout';
import { sectorPolygons } from '../../map/geometry';
import { sectorBreadcrumb } from '../labels';
import type { HouseNote, Sector } from '../types';
import {
  Box,
  Empty,
  Eyebrow,
  FieldSheetPrintStyle,
  Line,
  LineLead,
  LineMeta,
  Lines,
  LineText,
  MapFigure,
  MapMissing,
  PrintedOn,
  Section,
  SectionHeading,
  Sheet,
  SheetHeader,
  SheetTitle,
  StreetItem,
  StreetList,
} from './FieldSheet.styles';
import { SheetMap } from './SheetMap';
import { drawSheetMap, notesOfSector } from './sheet-map';
import '../../i18n/messages/sheet';
import '../../i18n/messages/territory';

export type FieldSheetSector = Pick<
  Sector,
  'id' | 'number' | 'zone' | 'zoneName' | 'geometry' | 'streets' | 'zone_notes'
>;

export interface FieldSheetProps {
  sector: FieldSheetSector;
  /** The doorstep outcomes logged in this sector; those of a label that counts for nothing are left out. */
  contacts?: readonly HouseNote[] | undefined;
  /** The day printed at the top. */
  printedAt: Date;
}

/** '22/11/2026', or nothing for a date the server left out or garbled. */
function shortDateOf(text: string): string {
  const time = Date.parse(text);
  return Number.isNaN(time) ? '' : formatShortDate(new Date(time));
}

const contactLabel = (label: HouseNote['label']) =>
  label === 'interested' ? t('territory.houseNote.interested') : t('territory.houseNote.thinking');

/**
 * The sector on one A4 sheet, for the agent who prefers paper in the street: its streets with a box
 * each (done ones ticked), its map and notes, the contacts met there. Made of what the page already
 * holds, so it prints offline. Rendered beside the app (a child of the body), hidden on screen; while
 * it is there, printing shows it alone.
 */
export function FieldSheet({ sector, contacts = [], printedAt }: FieldSheetProps) {
  const titleId = useId();
  const title = sectorBreadcrumb(sector);
  // The page re-renders on every tick; the outline and the zone's notes (hundreds) change far less often.
  const { notes, drawing } = useMemo(() => {
    const polygons = sectorPolygons(sector.geometry);
    const inSector = notesOfSector(polygons, sector.zone_notes ?? []);
    return { notes: inSector, drawing: drawSheetMap(polygons, inSector) };
  }, [sector.geometry, sector.zone_notes]);
  const done = sector.streets.filter((street) => street.status === 'done').length;
  const counted = contacts.filter((note) => note.label !== 'other');

  return createPortal(
    <Sheet data-field-sheet="" aria-labelledby={titleId}>
      <FieldSheetPrintStyle />
      <SheetHeader>
        <div>
          <Eyebrow>{t('sheet.title')}</Eyebrow>
          <SheetTitle id={titleId}>{title}</SheetTitle>
        </div>
        <PrintedOn>{t('sheet.printedOn', { date: formatLongDate(printedAt) })}</PrintedOn>
      </SheetHeader>

      <MapFigure>
        {drawing ? (
          <SheetMap drawing={drawing} label={t('sheet.map', { name: title })} />
        ) : (
          <MapMissing>{t('sheet.noMap')}</MapMissing>
        )}
      </MapFigure>

      <Section>
        <SectionHeading>
          {t('territory.streets.checklist')} ·{' '}
          {t('territory.progress.streets', { done, total: sector.streets.length })}
        </SectionHeading>
        {sector.streets.length === 0 ? (
          <Empty>{t('territory.streets.empty')}</Empty>
        ) : (
          <StreetList>
            {sector.streets.map((street) => (
              <StreetItem key={street.id}>
                <Box aria-hidden="true">{street.status === 'done' ? '✓' : ''}</Box>
                <span>{street.name}</span>
                <VisuallyHidden>
                  {street.status === 'done' ? t('sheet.streetDone') : t('sheet.streetPending')}
                </VisuallyHidden>
              </StreetItem>
            ))}
          </StreetList>
        )}
      </Section>

      <Section>
        <SectionHeading>{t('sheet.notes')}</SectionHeading>
        {notes.length === 0 ? (
          <Empty>{t('sheet.noNotes')}</Empty>
        ) : (
          <Lines>
            {notes.map((note, index) => (
              <Line key={note.id}>
                <LineLead>{index + 1}</LineLead>
                <LineText>{note.content}</LineText>
                <LineMeta>{[note.user, shortDateOf(note.created_at)].filter(Boolean).join(' · ')}</LineMeta>
              </Line>
            ))}
          </Lines>
        )}
      </Section>

      <Section>
        <SectionHeading>{t('sheet.contacts')}</SectionHeading>
        {counted.length === 0 ? (
          <Empty>{t('sheet.noContacts')}</Empty>
        ) : (
          <Lines>
            {counted.map((note, index) => (
              // A server may send no id: the place in the list keys it then.
              <Line key={note.id ?? `at:${index}`}>
                <LineLead>{contactLabel(note.label)}</LineLead>
                <LineText>{[note.others?.trim(), note.street_name].filter(Boolean).join(' · ')}</LineText>
                <LineMeta>{shortDateOf(note.created_at)}</LineMeta>
              </Line>
            ))}
          </Lines>
        )}
      </Section>
    </Sheet>,
    document.body,
  );
}
