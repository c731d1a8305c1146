import {
  useCreateDoor,
  useCreateEvent,
  useCreateHouseNote,
  useDoorsSupport,
  useOutboxSnapshot,
  useQueuedSector,
  useQueuedStreetDoors,
  useUpdateDoor,
} from '@prospect/api-client';
import type { Door, DoorUpdatePayload } from '@prospect/contract';
import {
  type BulkOutcome,
  doorHouseNote,
  errorMessage,
  returnVisitEvent,
  type WalkingOrder,
} from '@prospect/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { action } from '../../flow/action';
import { useNavigateWithState } from '../../flow/navigation-state';
import { idParam } from '../shared/first-reads';
import { loadState } from '../shared/load-state';
import { useSectorActions } from '../shared/use-sector-actions';

const NO_IDS: ReadonlySet<number> = new Set();

/** The walking order the agent chose last, for every street (the device keeps it). */
const ORDER_KEY = 'prospect-walking-order';
function savedOrder(): WalkingOrder {
  try {
    return localStorage.getItem(ORDER_KEY) === 'even-first' ? 'even-first' : 'odd-first';
  } catch {
    return 'odd-first';
  }
}
function keepOrder(order: WalkingOrder): void {
  try {
    localStorage.setItem(ORDER_KEY, order);
  } catch {
    // A full or blocked storage only forgets the choice.
  }
}

/**
 * /sectors/{sectorId}/streets/{streetId}: a street's doors (optional extension « portes ») as the agent
 * left them, and every write made there, each through the outbox. An interested or thinking door also
 * sends the spec's house note, so the stats and « Mes contacts » count it on any server; a planned
 * return is the spec's calendar event.
 */
export function useStreetDoorsScreen() {
  const navigate = useNavigateWithState();
  const params = useParams();
  const sectorId = idParam(params.sectorId);
  const streetId = idParam(params.streetId);
  const sector = useQueuedSector(sectorId);
  const street = sector.data?.streets.find((one) => one.id === streetId) ?? null;
  const streetName = street?.name ?? '';
  const doors = useQueuedStreetDoors(street ? streetId : null);
  // Learned from this street's own read when nothing else asked before (a 404 or 405).
  const support = useDoorsSupport(street ? streetId : null);
  const sectorActions = useSectorActions(sector.data);
  const updateDoor = useUpdateDoor();
  const createDoor = useCreateDoor();
  const houseNote = useCreateHouseNote();
  const createEvent = useCreateEvent();
  const { state } = useOutboxSnapshot();

  const failedDoorIds = useMemo(
    () =>
      doors.stuckDoorIds.size + doors.refusedDoors.size === 0
        ? NO_IDS
        : new Set([...doors.stuckDoorIds, ...doors.refusedDoors.keys()]),
    [doors.stuckDoorIds, doors.refusedDoors],
  );

  const where = { streetId: streetId ?? 0, sectorId: sectorId ?? undefined, streetName };
  const change = (door: Door, changes: DoorUpdatePayload) =>
    updateDoor.trigger({ ...where, doorId: door.id, number: door.number, changes });

  // An unknown sector or street, or a server without doors, is no failure to retry: the page says so.
  const missing =
    sectorId === null ||
    streetId === null ||
    sector.error?.status === 404 ||
    (sector.data != null && street === null) ||
    support === 'absent' ||
    doors.error?.status === 404;
  const load = loadState<unknown>(missing ? { data: null } : street ? doors : sector);

  return {
    streetName,
    streetDone: street?.status === 'done',
    doors: missing ? [] : (doors.data ?? []),
    status: load.status,
    /** No such sector or street, or no doors on this server: the route goes back to the sector. */
    missing,
    sectorId,
    // The doors' own failure text is the screen's; a sector that did not load says the spec's.
    errorMessage: load.status === 'error' && !street ? errorMessage('sectorLoad', load.error) : null,
    offline: state === 'offline',
    onRetry: () => void (street ? doors.mutate() : sector.mutate()),
    // Back to the sector the street belongs to.
    onBack: () => navigate(sectorId === null ? '/dashboard' : `/sectors/${sectorId}`, null),
    pendingDoorIds: doors.pendingDoorIds,
    failedDoorIds,
    initialWalkingOrder: savedOrder(),
    onWalkingOrderChange: keepOrder,
    onSaveDoor: action('generic', async (door: Door, changes: DoorUpdatePayload) => {
      await change(door, changes);
      const { outcome } = changes;
      if ((outcome === 'interested' || outcome === 'thinking') && outcome !== door.outcome)
        await houseNote.trigger(doorHouseNote(door.number, streetName, outcome, changes.note ?? door.note));
    }),
    onPlanReturn: action('eventsCreate', async (door: Door, at: Date) => {
      await createEvent.trigger(returnVisitEvent(door, streetName, at));
      await change(door, { revisit_at: at.toISOString() });
    }),
    onSetOutcomes: action('generic', async (targets: readonly Door[], outcome: BulkOutcome) => {
      await Promise.all(targets.map((door) => change(door, { outcome })));
    }),
    onAddDoor: action('generic', async (number: string) => {
      await createDoor.trigger({ ...where, number });
    }),
    onMarkStreetDone: async () => {
      if (street) await sectorActions.onToggleStreet(street, 'done');
    },
  };
}
