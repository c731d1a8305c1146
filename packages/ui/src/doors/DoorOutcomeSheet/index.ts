export { DoorOutcomeSheet, type DoorOutcomeSheetProps } from './DoorOutcomeSheet';
