export { InviteForm, type InviteFormProps } from './InviteForm';
