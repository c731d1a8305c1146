export type { BulkOutcome } from './BulkActions';
export { StreetDoorsScreen, type StreetDoorsScreenProps } from './StreetDoorsScreen';
