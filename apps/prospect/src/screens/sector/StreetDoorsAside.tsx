import { useQueuedStreetDoors } from '@prospect/api-client';
import { doorProgress, StreetDoorsLink } from '@prospect/ui';
import { AppLink } from '../../shell/AppLink';

interface StreetDoorsAsideProps {
  sectorId: number;
  street: { id: number; name: string };
}

/**
 * A street row's link to its doors, with « visited / total » once they are read (each street's doors
 * are read with the sector page, which also keeps them for the dead zone; the count kept on the device
 * shows first when the page opens here). Only mounted when the server has the doors extension.
 */
export function StreetDoorsAside({ sectorId, street }: StreetDoorsAsideProps) {
  const doors = useQueuedStreetDoors(street.id, 'beside');
  const progress = doors.data ? doorProgress(doors.data) : null;
  return (
    <StreetDoorsLink
      supported
      href={`/sectors/${sectorId}/streets/${street.id}`}
      streetName={street.name}
      progress={progress ? { visited: progress.visited, total: progress.total } : null}
      LinkComponent={AppLink}
    />
  );
}
