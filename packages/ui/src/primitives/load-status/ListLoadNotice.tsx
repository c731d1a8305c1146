import { t } from '../../i18n';
import { ErrorMessage } from '../ErrorMessage';
import { LoadingText } from '../LoadingText';
import type { LoadStatus } from './load-status';

export interface ListLoadNoticeProps {
  status: LoadStatus;
  /** The load failure in French; 'Erreur lors du chargement' style fallback when missing. */
  errorMessage?: string | null | undefined;
}

/** A list screen's loading line, or its failure as 'Erreur: {message}'; nothing once ready. */
export function ListLoadNotice({ status, errorMessage }: ListLoadNoticeProps) {
  if (status === 'loading') return <LoadingText />;
  if (status !== 'error') return null;
  return (
    <ErrorMessage>
      {t('errors.withMessage', { message: errorMessage ?? t('errors.list.loadFailed') })}
    </ErrorMessage>
  );
}
