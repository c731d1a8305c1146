import type { Door, DoorUpdatePayload } from '@prospect/contract';
import { whenIdle } from '@prospect/scheduling';
import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { rejectionMessage } from '../../errors/rejection-message';
import { formatCount, formatDayMonth, t } from '../../i18n';
import { Cluster, PageColumn, Stack } from '../../layout';
import {
  Banner,
  Button,
  EmptyState,
  ErrorMessage,
  IconButton,
  LoadingText,
  ProgressBar,
  SegmentedControl,
} from '../../primitives';
import { ArrowLeftIcon, PlusIcon } from '../../primitives/icons';
import type { LoadStatus } from '../../primitives/load-status';
import { useToast } from '../../primitives/Toast';
import { DoorOutcomeSheet } from '../DoorOutcomeSheet';
import { DoorOutcomeSheetWarmUp } from '../DoorOutcomeSheet/DoorOutcomeSheetWarmUp';
import { doorProgress, lastFlyerRound } from '../door-progress';
import { sortByWalkingOrder, type WalkingOrder } from '../walking-order';
import { AddDoorForm } from './AddDoorForm';
import { BulkActions, type BulkOutcome } from './BulkActions';
import { DoorRow } from './DoorRow';
import { DoorList, Muted, ProgressText, Title } from './StreetDoorsScreen.styles';
import '../../i18n/messages/doors';
import '../../i18n/messages/sync';

const NO_IDS: ReadonlySet<number> = new Set();

/** Impairs d'abord, Pairs d'abord: read at render, once the doors texts have loaded. */
const orderOptions = (): { value: WalkingOrder; label: string }[] => [
  { value: 'odd-first', label: t('doors.order.oddFirst') },
  { value: 'even-first', label: t('doors.order.evenFirst') },
];

export interface StreetDoorsScreenProps {
  streetName: string;
  /** The street is ticked done: the « Marquer la rue comme faite » banner is not offered. */
  streetDone: boolean;
  /** The street's doors as the app has them, queued changes already applied. */
  doors: readonly Door[];
  status: LoadStatus;
  /** The load failure in French, shown as 'Erreur: {message}'. */
  errorMessage?: string | null | undefined;
  /** No network: doors never read show 'Hors ligne'; doors kept on the device say they may be stale. */
  offline?: boolean | undefined;
  onRetry: () => void;
  /** The back arrow: the street's sector. */
  onBack: () => void;
  /** Doors whose change is kept on this device, not yet sent (« Pas encore envoyé »). */
  pendingDoorIds?: ReadonlySet<number> | undefined;
  /** Doors whose change the server refused or keeps failing on (« Non enregistrée »). */
  failedDoorIds?: ReadonlySet<number> | undefined;
  /** The walking order at first; odd side first by default. */
  initialWalkingOrder?: WalkingOrder | undefined;
  /** The walking order changed (the app may keep it for the street). */
  onWalkingOrderChange?: ((order: WalkingOrder) => void) | undefined;
  /** Saves what the sheet changed; rejects with an Error in French and the sheet keeps its content. */
  onSaveDoor: (door: Door, changes: DoorUpdatePayload) => Promise<void>;
  /** Plans a return to the door at `at` (the sheet's « Revenir le … »); same contract. */
  onPlanReturn: (door: Door, at: Date) => Promise<void>;
  /** A side marked absent or a flyer round: `outcome` for each of `doors`; same contract. */
  onSetOutcomes: (doors: readonly Door[], outcome: BulkOutcome) => Promise<void>;
  /** « Ajouter un numéro »: the number as typed and checked; same contract. */
  onAddDoor: (number: string) => Promise<void>;
  /**
   * « Marquer la rue comme faite », offered once every door has an outcome. A rejection (the street's
   * tick refused) shows as a toast with its French message.
   */
  onMarkStreetDone: () => void | Promise<void>;
  /** The moment « tomorrow » counts from in the sheet; now by default. */
  now?: Date | undefined;
}

/** The doors of one street (extension « portes »): progress, the walking order, one outcome per door. */
export function StreetDoorsScreen({
  streetName,
  streetDone,
  doors,
  status,
  errorMessage,
  offline = false,
  onRetry,
  onBack,
  pendingDoorIds = NO_IDS,
  failedDoorIds = NO_IDS,
  initialWalkingOrder = 'odd-first',
  onWalkingOrderChange,
  onSaveDoor,
  onPlanReturn,
  onSetOutcomes,
  onAddDoor,
  onMarkStreetDone,
  now,
}: StreetDoorsScreenProps) {
  const toast = useToast();
  const [order, setOrder] = useState<WalkingOrder>(initialWalkingOrder);
  // Which door the sheet is about, and how many times a sheet was opened: each opening starts a fresh
  // draft, while the closed sheet stays mounted long enough to give focus back to its row.
  const [opened, setOpened] = useState<{ doorId: Door['id']; count: number } | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  const [adding, setAdding] = useState(false);
  // Once the doors show and the browser is idle, the sheet's fields are made ready, hidden, until the
  // first opening (see DoorOutcomeSheetWarmUp).
  const [warm, setWarm] = useState(false);
  const listShown = status === 'ready' && doors.length > 0;
  useEffect(() => (listShown && !warm ? whenIdle(() => setWarm(true)) : undefined), [listShown, warm]);

  const walked = useMemo(() => sortByWalkingOrder(doors, order), [doors, order]);
  const progress = useMemo(() => doorProgress(doors), [doors]);
  const flyersOn = useMemo(() => lastFlyerRound(doors), [doors]);
  const numbers = useMemo(() => doors.map((door) => door.number), [doors]);
  // The sheet shows the door as the app now has it, so a change sent meanwhile is seen.
  const openDoor = opened ? (doors.find((door) => door.id === opened.doorId) ?? null) : null;

  // The row whose sheet is open or opening: marked in the tap's own paint.
  const [expandedId, setExpandedId] = useState<Door['id'] | null>(null);

  // Stable, so a tap re-renders no row but the ones whose door changed. The sheet follows in a
  // transition: the tap paints the row marked at once, and building the dialog (its first opening
  // above all) no longer holds that paint back (bench/doors.ts).
  const openSheet = useCallback((door: Door) => {
    setExpandedId(door.id);
    startTransition(() => {
      setOpened((last) => ({ doorId: door.id, count: (last?.count ?? 0) + 1 }));
      setSheetOpen(true);
    });
  }, []);

  function chooseOrder(next: WalkingOrder) {
    setOrder(next);
    onWalkingOrderChange?.(next);
  }

  const header = (
    <Cluster as="header" wrap={false}>
      <IconButton label={t('doors.back')} icon={<ArrowLeftIcon />} onClick={onBack} />
      <Title>{streetName}</Title>
    </Cluster>
  );
  const addButton = (
    <Button variant="secondary" onClick={() => setAdding(true)}>
      <PlusIcon size={16} />
      {t('doors.add.action')}
    </Button>
  );

  return (
    <PageColumn gap="lg">
      {header}
      {status === 'loading' ? <LoadingText /> : null}
      {status === 'error' && offline ? (
        <EmptyState
          title={t('sync.status.offline')}
          description={t('doors.offline.description')}
          action={<Button onClick={onRetry}>{t('common.retry')}</Button>}
        />
      ) : null}
      {status === 'error' && !offline ? (
        <Stack gap="md" align="start">
          <ErrorMessage>
            {t('errors.withMessage', { message: errorMessage || t('doors.loadFailed') })}
          </ErrorMessage>
          <Button onClick={onRetry}>{t('common.retry')}</Button>
        </Stack>
      ) : null}
      {status === 'ready' && offline ? <Banner tone="info">{t('sync.status.stale')}</Banner> : null}
      {status === 'ready' && doors.length === 0 ? (
        <EmptyState
          title={t('doors.empty.title')}
          description={t('doors.empty.description')}
          action={addButton}
        />
      ) : null}
      {status === 'ready' && doors.length > 0 ? (
        <>
          <Stack gap="xs">
            <ProgressText>
              {t('doors.progress', {
                visited: formatCount(progress.visited),
                total: formatCount(progress.total),
              })}
            </ProgressText>
            <ProgressBar label={t('doors.progressLabel')} value={(progress.visited / progress.total) * 100} />
            {flyersOn ? <Muted>{t('doors.flyer.last', { date: formatDayMonth(flyersOn) })}</Muted> : null}
          </Stack>
          {progress.allVisited && !streetDone ? (
            <Banner
              tone="success"
              action={
                <Button
                  size="small"
                  onClick={() =>
                    Promise.resolve(onMarkStreetDone()).catch((error: unknown) =>
                      toast.error(rejectionMessage(error, t('common.genericError'))),
                    )
                  }
                >
                  {t('doors.done.action')}
                </Button>
              }
            >
              {t('doors.done.message')}
            </Banner>
          ) : null}
          <SegmentedControl
            label={t('doors.order.label')}
            showLabel
            widths="equal"
            options={orderOptions()}
            value={order}
            onChange={chooseOrder}
          />
          <DoorList aria-label={t('doors.list')}>
            {walked.map((door) => (
              <li key={door.id}>
                <DoorRow
                  door={door}
                  pending={pendingDoorIds.has(door.id)}
                  failed={failedDoorIds.has(door.id)}
                  expanded={door.id === expandedId}
                  onOpen={openSheet}
                />
              </li>
            ))}
          </DoorList>
          <BulkActions doors={doors} onSetOutcomes={onSetOutcomes} />
          <div>{addButton}</div>
        </>
      ) : null}
      {warm && !opened && doors[0] ? <DoorOutcomeSheetWarmUp door={doors[0]} now={now} /> : null}
      {openDoor ? (
        <DoorOutcomeSheet
          key={opened?.count}
          open={sheetOpen}
          onOpenChange={(open) => {
            setSheetOpen(open);
            if (!open) setExpandedId(null);
          }}
          door={openDoor}
          onSave={onSaveDoor}
          onPlanReturn={onPlanReturn}
          streetName={streetName}
          now={now}
        />
      ) : null}
      <AddDoorForm open={adding} onOpenChange={setAdding} numbers={numbers} onAdd={onAddDoor} />
    </PageColumn>
  );
}
