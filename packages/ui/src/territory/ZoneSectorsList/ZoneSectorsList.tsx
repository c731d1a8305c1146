import { t } from '../../i18n';
import { Cluster } from '../../layout';
import { Button } from '../../primitives/Button';
import { ConfirmDialog, useConfirmedAction } from '../../primitives/ConfirmDialog';
import { ErrorMessage } from '../../primitives/ErrorMessage';
import { TrashIcon } from '../../primitives/icons';
import { LoadingText } from '../../primitives/LoadingText';
import { BackToDashboardButton } from '../shared/SectorHeader';
import { Page, PageTitle } from '../shared/TerritoryPage.styles';
import type { LoadStatus, Sector } from '../types';
import { EmptySectors } from './EmptySectors';
import { SectorCard } from './SectorCard';
import { CardGrid } from './ZoneSectorsList.styles';
import '../../i18n/messages/territory';

export interface ZoneSectorsListProps {
  zoneName: string;
  sectors: readonly Sector[];
  status: LoadStatus;
  /** The load failure to show. */
  error?: string | null | undefined;
  onOpenSector: (sector: Sector) => void;
  /** After confirmation; a rejection's message shows in the dialog, which stays open. */
  onDeleteSector: (sector: Sector) => Promise<void>;
  /** 'Tout supprimer', after confirmation. */
  onDeleteAll: () => Promise<void>;
  /** 'Retour au Dashboard', shown in every state: this page is reached from the dashboard's mode modal. */
  onBack: () => void;
  /** Next steps of an empty list: 'Mode Aléatoire' (one sector at random)… */
  onRandomMode?: (() => Promise<void>) | undefined;
  /** …and 'Mode Choix' (every sector, to choose from). A rejection's message shows above them. */
  onChooseMode?: (() => Promise<void>) | undefined;
}

type Pending = { kind: 'one'; sector: Sector } | { kind: 'all' };

/**
 * /zones/{id}/sectors: the zone's sectors as cards, each deletable, or all at once; a way back in every
 * state, and the modes that create sectors when there are none.
 */
export function ZoneSectorsList({
  zoneName,
  sectors,
  status,
  error,
  onOpenSector,
  onDeleteSector,
  onDeleteAll,
  onBack,
  onRandomMode,
  onChooseMode,
}: ZoneSectorsListProps) {
  const deletion = useConfirmedAction(
    (pending: Pending) => (pending.kind === 'all' ? onDeleteAll() : onDeleteSector(pending.sector)),
    t('common.genericError'),
  );
  const pending = deletion.target;

  return (
    <Page>
      <BackToDashboardButton onBack={onBack} />
      <Cluster justify="between">
        <PageTitle>{t('territory.sectors.title', { zone: zoneName })}</PageTitle>
        {status === 'ready' && sectors.length > 0 ? (
          <Button variant="danger" size="small" onClick={() => deletion.ask({ kind: 'all' })}>
            <TrashIcon size={16} />
            {t('territory.sectors.deleteAll')}
          </Button>
        ) : null}
      </Cluster>
      {status === 'loading' ? <LoadingText /> : null}
      {status === 'error' ? <ErrorMessage>{error || t('common.genericError')}</ErrorMessage> : null}
      {status === 'ready' && sectors.length === 0 ? (
        <EmptySectors onRandomMode={onRandomMode} onChooseMode={onChooseMode} />
      ) : null}
      {status === 'ready' && sectors.length > 0 ? (
        <CardGrid>
          {sectors.map((sector) => (
            <li key={sector.id}>
              <SectorCard
                sector={sector}
                onOpen={onOpenSector}
                onDelete={(one) => deletion.ask({ kind: 'one', sector: one })}
              />
            </li>
          ))}
        </CardGrid>
      ) : null}
      <ConfirmDialog
        {...deletion.dialogProps}
        title={
          pending?.kind === 'all' ? t('territory.sectors.deleteAllTitle') : t('territory.sectors.deleteTitle')
        }
        message={
          pending?.kind === 'all'
            ? t('territory.sectors.deleteAllMessage')
            : t('territory.sectors.deleteMessage')
        }
      />
    </Page>
  );
}
