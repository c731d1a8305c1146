import { t } from '../../i18n';
import { Cluster, Stack } from '../../layout';
import { sectorStatusLabel, sectorStatusTone } from '../../map/status';
import { Badge } from '../../primitives/Badge';
import { Button } from '../../primitives/Button';
import { Card } from '../../primitives/Card';
import { IconButton } from '../../primitives/IconButton';
import { CloseIcon } from '../../primitives/icons';
import { ProgressBar } from '../../primitives/ProgressBar';
import { streetCountLabel } from '../labels';
import type { Sector } from '../types';
import { CardTitle, Facts } from './ZoneSectorsList.styles';
import '../../i18n/messages/territory';

export interface SectorCardProps {
  sector: Sector;
  onOpen: (sector: Sector) => void;
  onDelete: (sector: Sector) => void;
}

/** A sector of the list: number, ×, status badge, street count, progress and 'Voir les détails'. */
export function SectorCard({ sector, onOpen, onDelete }: SectorCardProps) {
  const number = sector.number ?? sector.id;
  return (
    <Card as="article">
      <Stack gap="sm">
        <Cluster justify="between" wrap={false}>
          <CardTitle>{t('territory.sector.label', { number })}</CardTitle>
          <IconButton
            label={t('territory.sectors.delete', { number })}
            icon={<CloseIcon />}
            variant="danger"
            onClick={() => onDelete(sector)}
          />
        </Cluster>
        <Facts>
          <Badge tone={sectorStatusTone(sector.status)}>{sectorStatusLabel(sector.status)}</Badge>
          <span>{streetCountLabel(sector.streets.length)}</span>
        </Facts>
        <ProgressBar value={sector.progress ?? 0} label={t('territory.sectors.progress', { number })} />
        <Button variant="secondary" size="small" onClick={() => onOpen(sector)}>
          {t('territory.sectors.details')}
        </Button>
      </Stack>
    </Card>
  );
}
