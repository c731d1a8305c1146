export { PendingBadge, type PendingBadgeProps, PendingIcon } from './PendingBadge';
