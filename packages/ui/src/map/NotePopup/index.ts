export { NotePopup, type NotePopupMode, type NotePopupProps } from './NotePopup';
