export { FieldSheet, type FieldSheetProps, type FieldSheetSector } from './FieldSheet';
