import { t } from '../../i18n';
import { Cluster } from '../../layout';
import { Button } from '../../primitives/Button';
import { IconButton } from '../../primitives/IconButton';
import { ArrowLeftIcon } from '../../primitives/icons';
import { PageTitle } from './TerritoryPage.styles';
import '../../i18n/messages/territory';

/** The sector screens' header: a back arrow to the dashboard and the breadcrumb '{zone} n°{number}'. */
export function SectorHeader({ title, onBack }: { title?: string | undefined; onBack: () => void }) {
  return (
    <Cluster as="header" wrap={false}>
      <IconButton label={t('territory.backToDashboard')} icon={<ArrowLeftIcon />} onClick={onBack} />
      {title ? <PageTitle>{title}</PageTitle> : null}
    </Cluster>
  );
}

/** 'Retour au Dashboard' as a labelled button on its own line, above a zone's pages. */
export function BackToDashboardButton({ onBack }: { onBack: () => void }) {
  return (
    <div>
      <Button variant="secondary" size="small" onClick={onBack}>
        <ArrowLeftIcon size={16} />
        {t('territory.backToDashboard')}
      </Button>
    </div>
  );
}
