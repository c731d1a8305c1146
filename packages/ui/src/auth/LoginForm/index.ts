export { type LoginCredentials, LoginForm, type LoginFormProps } from './LoginForm';
