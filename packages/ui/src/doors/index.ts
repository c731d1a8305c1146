// Optional extension « portes »: a street's doors. Shown only when the server has it.
export { DoorOutcomeSheet, type DoorOutcomeSheetProps } from './DoorOutcomeSheet';
export { DOOR_NUMBER_MAX_LENGTH, doorChanges, doorNumberProblem, tidyDoorNumber } from './door-edits';
export { doorAddress, doorHouseNote, returnVisitEvent, returnVisitTitle } from './door-follow-up';
export {
  type DoorProgress,
  type DoorState,
  doorProgress,
  type FlyerRound,
  flyerRound,
  isVisited,
  lastFlyerRound,
  readDoorDate,
  sideAbsentTargets,
} from './door-progress';
export { tomorrowEvening } from './return-time';
export { StreetDoorsLink, type StreetDoorsLinkProps } from './StreetDoorsLink';
export {
  type BulkOutcome,
  StreetDoorsScreen,
  type StreetDoorsScreenProps,
} from './StreetDoorsScreen';
export {
  type HouseNumber,
  houseNumberKey,
  parseHouseNumber,
  type StreetSide,
  sideOf,
  sortByWalkingOrder,
  type WalkingOrder,
} from './walking-order';
