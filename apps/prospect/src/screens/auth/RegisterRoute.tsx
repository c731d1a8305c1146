import { t } from '@prospect/ui';
import type { RouteHandle } from '../../shell/route-handles';
import { Component as AuthPage } from './AuthRoute';
import '@prospect/ui/i18n/messages/register';

export const handle: RouteHandle = { title: () => t('register.title') };
export function Component() {
  return <AuthPage initialMode="register" />;
}
