import { ErrorPage, LazyLoadTimeoutError, t } from '@prospect/ui';
import { useEffect } from 'react';

function isChunkFailure(error: unknown): boolean {
  if (error instanceof LazyLoadTimeoutError) return true;
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  );
}

/** The generic fallback page for unexpected routing errors, and the clear one for a lazy part that failed. */
export function RouteError({ error }: { error: unknown }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  if (isChunkFailure(error)) return <ErrorPage message={t('primitives.errorPage.chunkLoad')} />;
  return <ErrorPage />;
}
