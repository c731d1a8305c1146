import { t } from '../../i18n';
import { IconButton } from '../../primitives/IconButton';
import { ArrowLeftIcon } from '../../primitives/icons';
import { HeaderRow, PageTitle } from './TerritoryPage.styles';

/** The sector screens' header: a back arrow to the dashboard and the breadcrumb '{zone} n°{number}'. */
export function SectorHeader({ title, onBack }: { title?: string | undefined; onBack: () => void }) {
  return (
    <HeaderRow>
      <IconButton label={t('territory.backToDashboard')} icon={<ArrowLeftIcon />} onClick={onBack} />
      {title ? <PageTitle>{title}</PageTitle> : null}
    </HeaderRow>
  );
}
