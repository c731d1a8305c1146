import { NotFoundPage, t } from '@prospect/ui';
import type { RouteHandle } from '../../shell/route-handles';

export const handle: RouteHandle = { title: () => t('primitives.notFound.title') };

/** An address outside the route table: 'Page introuvable', in French, with its way home. */
export function Component() {
  return <NotFoundPage />;
}
