import { ErrorPage } from '@prospect/ui';

/** An address outside the route table: the generic fallback page, with its way home. */
export function Component() {
  return <ErrorPage />;
}
