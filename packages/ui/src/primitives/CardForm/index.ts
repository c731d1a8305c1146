export { Divider, Form, Slot, Title } from './CardForm.styles';
