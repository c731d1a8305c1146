export { FormModal, type FormModalProps } from './FormModal';
export { TitleTypeFields, type TitleTypeFieldsProps } from './TitleTypeFields';
