import { PrivacyPolicy, t } from '@prospect/ui';
import type { RouteHandle } from '../shell/RootLayout';

export const handle: RouteHandle = { title: () => t('privacy.title') };

export function Component() {
  return <PrivacyPolicy />;
}
