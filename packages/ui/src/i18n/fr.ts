import { auth } from './messages/auth';
import { common } from './messages/common';
import { dashboard } from './messages/dashboard';

/**
 * Every French text of the interface, keyed by screen. Placeholders are written `{name}` and typed:
 * `t('admin.inviteSent', { email })` will not compile without `email`.
 * Each area keeps its own file under messages/ so screens can grow without touching each other.
 */
export const fr = {
  ...common,
  ...auth,
  ...dashboard,
} as const;

export type MessageKey = keyof typeof fr;
