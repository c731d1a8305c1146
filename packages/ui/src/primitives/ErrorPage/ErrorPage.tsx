import { t } from '../../i18n';
import { Cluster } from '../../layout';
import { Button } from '../Button';
import { StyledButton } from '../Button/Button.styles';
import { AlertIcon } from '../icons';
import { Message, Page, Sign, Title } from './ErrorPage.styles';

export interface ErrorPageProps {
  /** Defaults to the spec's 'Unexpected Application Error!'. */
  title?: string;
  /** A French explanation; defaults to a generic one. Pass `t('primitives.errorPage.chunkLoad')` when a lazy part failed. */
  message?: string;
  /** 'Réessayer'; reloads the page when not given (what a failed lazy part needs); null: no retry. */
  onRetry?: (() => void) | null;
  /** Where 'Retour à l'accueil' goes; a full page load, which also clears a broken state. */
  homeHref?: string;
}

const reloadPage = () => window.location.reload();

/** The fallback page shown when a route fails unexpectedly. */
export function ErrorPage({
  title = t('primitives.errorPage.title'),
  message = t('primitives.errorPage.message'),
  onRetry = reloadPage,
  homeHref = '/dashboard',
}: ErrorPageProps) {
  // The spec's default title is English inside a French page; say so to screen readers.
  const titleLang = title === t('primitives.errorPage.title') ? 'en' : undefined;
  return (
    <Page>
      <Sign>
        <AlertIcon size={48} />
      </Sign>
      <Title lang={titleLang}>{title}</Title>
      <Message>{message}</Message>
      <Cluster align="stretch" justify="center">
        {onRetry ? <Button onClick={onRetry}>{t('common.retry')}</Button> : null}
        <StyledButton
          as="a"
          href={homeHref}
          data-variant={onRetry ? 'secondary' : 'primary'}
          data-size="regular"
        >
          {t('primitives.errorPage.home')}
        </StyledButton>
      </Cluster>
    </Page>
  );
}

/** An address outside the route table: said in French, with the way home (retrying would not help). */
export function NotFoundPage({ homeHref }: Pick<ErrorPageProps, 'homeHref'>) {
  return (
    <ErrorPage
      title={t('primitives.notFound.title')}
      message={t('primitives.notFound.message')}
      onRetry={null}
      homeHref={homeHref}
    />
  );
}
