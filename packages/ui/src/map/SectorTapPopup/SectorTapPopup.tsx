import { useEffect, useId, useRef } from 'react';
import { t } from '../../i18n';
import { Cluster } from '../../layout';
import { Button } from '../../primitives/Button';
import { Panel, Title } from '../NotePopup/NotePopup.styles';
import '../../i18n/messages/map';
import '../../i18n/messages/territory';

export interface SectorTapPopupProps {
  /** The sector's number, or its id when the server gave none. */
  number: number | string;
  onOpenSector: () => void;
  /** Without it only the sector can be opened. */
  onNewNote?: (() => void) | undefined;
  onClose: () => void;
}

/**
 * What a tap on a sector of the zone map offers: opening that sector first (what the agent came for),
 * or a note at the tapped place, since houses, and so notes, lie inside sectors.
 */
export function SectorTapPopup({ number, onOpenSector, onNewNote, onClose }: SectorTapPopupProps) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => panelRef.current?.focus({ preventScroll: true }), []);
  return (
    <Panel as="div" ref={panelRef} role="group" aria-labelledby={titleId} tabIndex={-1}>
      <Title id={titleId}>{t('territory.sector.label', { number })}</Title>
      <Button fullWidth onClick={onOpenSector}>
        {t('map.sectorTap.open')}
      </Button>
      <Cluster gap="xs" align="stretch" justify="end">
        {onNewNote ? (
          <Button size="small" variant="secondary" onClick={onNewNote}>
            {t('map.sectorTap.newNote')}
          </Button>
        ) : null}
        <Button size="small" variant="ghost" onClick={onClose}>
          {t('common.close')}
        </Button>
      </Cluster>
    </Panel>
  );
}
