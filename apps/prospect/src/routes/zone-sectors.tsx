import {
  type Sector as ApiSector,
  useDeleteSector,
  useDeleteZoneSectors,
  useZone,
  useZoneSectors,
} from '@prospect/api-client';
import { errorMessage, type Sector, t, ZoneSectorsList } from '@prospect/ui';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { RouteHandle } from '../shell/RootLayout';
import { withGenericMessage } from './failure';
import { useZoneModes } from './use-zone-opening';

export const handle: RouteHandle = { title: () => t('territory.zoneDetail.listTitle') };

/** The sectors of a zone, to open one or delete some (also choose mode's list, fed by navigation state). */
export function Component() {
  const navigate = useNavigate();
  const id = Number(useParams().zoneId);
  const zoneId = Number.isInteger(id) && id > 0 ? id : null;
  const fromState = (useLocation().state as { sectors?: ApiSector[] } | null)?.sectors;
  const zone = useZone(zoneId);
  const sectors = useZoneSectors(zoneId);
  const deleteOne = useDeleteSector();
  const deleteAll = useDeleteZoneSectors();
  const list = sectors.data ?? fromState;
  const modesOf = useZoneModes();
  const modes = zoneId === null ? null : modesOf(zoneId);
  return (
    <ZoneSectorsList
      zoneName={zone.data?.name ?? ''}
      sectors={(list ?? []) as Sector[]}
      status={zoneId === null || (sectors.error && !list) ? 'error' : list ? 'ready' : 'loading'}
      error={sectors.error ? errorMessage('sectorLoad', sectors.error) : null}
      onOpenSector={(sector) => navigate(`/sectors/${sector.id}`)}
      onDeleteSector={(sector) =>
        withGenericMessage(() => deleteOne.trigger(sector.id)).then(() => void sectors.mutate())
      }
      onDeleteAll={() =>
        withGenericMessage(() => deleteAll.trigger(zoneId ?? 0)).then(() => void sectors.mutate())
      }
      onBack={() => navigate('/dashboard')}
      onRandomMode={modes?.onRandomMode}
      onChooseMode={modes?.onChooseMode}
    />
  );
}
